import Testing

@testable import HTMLRuns

/// `DiagnosticLog.resolved` counts lines and columns eight bytes at a
/// step; it must agree with counting one scalar at a time.
@Suite struct DiagnosticPositionTests {
    /// Line and column (1-based, in scalars) of byte `offset` of `bytes`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for b in bytes.prefix(offset) {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test func positionsMatchCountingScalarByScalar() {
        var random = RandomHTML(seed: 11)
        // ASCII, line feeds, and two-, three- and four-byte scalars.
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("word ".utf8), Array("a line of plain ASCII text, 32+ bytes long ".utf8), [0x0A],
            Array("é".utf8), Array("中文".utf8), Array("😀".utf8),
            Array("\r\n".utf8), [0x80], [0xC3],
        ]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(60) { bytes += random.pick(pieces) }
            var log = DiagnosticLog()
            let offsets = (0..<random.int(6)).map { _ in random.int(bytes.count + 1) }
            for offset in offsets { log.record(.other, at: offset, "at \(offset)") }
            let resolved = log.resolved(in: bytes)
            let expected = offsets.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
            #expect(resolved.count == expected.count)
            for (diagnostic, (_, offset)) in zip(resolved, expected) {
                let (line, column) = Self.position(of: offset, in: bytes)
                #expect(diagnostic.line == line && diagnostic.column == column, "offset \(offset) of \(bytes)")
            }
        }
    }
}
