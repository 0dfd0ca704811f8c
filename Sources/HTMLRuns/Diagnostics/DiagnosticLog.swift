/// Diagnostics as the pipeline stages record them: a byte offset into the
/// preprocessed input, turned into line and column only at the end.
struct DiagnosticLog: Sendable {
    struct Entry: Sendable, Equatable {
        var offset: Int
        var kind: Diagnostic.Kind
        var message: String
    }

    private(set) var entries: [Entry] = []
    /// Cap, so hostile input cannot grow the log without bound.
    var limit = 10_000
    /// How many were dropped past `limit`.
    private(set) var dropped = 0

    mutating func record(_ kind: Diagnostic.Kind, at offset: Int, _ message: @autoclosure () -> String) {
        if entries.count < limit {
            entries.append(Entry(offset: offset, kind: kind, message: message()))
        } else {
            dropped += 1
        }
    }

    mutating func append(contentsOf other: DiagnosticLog) {
        for e in other.entries { record(e.kind, at: e.offset, e.message) }
        dropped += other.dropped
    }

    /// Public diagnostics, ordered by position, with line and column.
    /// One sweep over the input, so many diagnostics on one long line stay linear.
    func resolved(in source: [UInt8]) -> [Diagnostic] {
        let sorted = entries.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        var out: [Diagnostic] = []
        out.reserveCapacity(sorted.count + 1)
        var line = 1
        var column = 1
        var i = 0
        source.withUnsafeBufferPointer { bytes in
            for (_, e) in sorted {
                let target = min(e.offset, bytes.count)
                while i < target {
                    // Eight bytes at a step while they hold no line feed:
                    // a column for each byte but UTF-8 continuation bytes
                    // (10xxxxxx: the top bit set, the next one clear).
                    if i + 8 <= target, let base = bytes.baseAddress {
                        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
                        let lineFeed = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                        if lineFeed == 0 {
                            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
                            column += 8 - continuation.nonzeroBitCount
                            i += 8
                            continue
                        }
                    }
                    let b = bytes[i]
                    if b == 0x0A {
                        line += 1
                        column = 1
                    } else if b & 0xC0 != 0x80 {
                        column += 1
                    }
                    i += 1
                }
                out.append(Diagnostic(line: line, column: column, kind: e.kind, message: e.message))
            }
        }
        if dropped > 0 {
            out.append(
                Diagnostic(
                    line: 1, column: 1, kind: .other,
                    message: "\(dropped) more diagnostics not reported"))
        }
        return out
    }
}
