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

    /// Whether the 32 bytes at `p` are ASCII without a line feed (32 more
    /// columns). A line feed is a zero byte of `word ^ 0x0A…`, flagged by
    /// `(x - 0x01…) & ~x` (a flag can be wrong only above a true zero,
    /// so none means none).
    @inline(__always)
    private static func isPlainLine(_ p: UnsafePointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(p)
        var flags: UInt64 = 0
        for k in 0..<4 {
            let word = raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)
            let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
            flags |= word | ((x &- ones) & ~x)
        }
        return flags & 0x8080_8080_8080_8080 == 0
    }

    /// Public diagnostics, ordered by position, with line and column.
    /// One sweep over the input, so many diagnostics on one long line stay linear.
    func resolved(in source: [UInt8]) -> [Diagnostic] {
        // By offset, in recording order at one offset: the order of
        // (offset, index) packed in one word, unless already in order
        // (each stage records in input order; the stages' logs are joined).
        var order = Array(entries.indices)
        if !entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].offset <= entries[$0].offset }) {
            var keys = entries.enumerated().map {
                UInt64(UInt32(clamping: $0.element.offset)) << 32 | UInt64($0.offset)
            }
            keys.sort()
            order = keys.map { Int($0 & 0xFFFF_FFFF) }
        }
        var out: [Diagnostic] = []
        out.reserveCapacity(order.count + 1)
        var line = 1
        var column = 1
        var i = 0
        source.withUnsafeBufferPointer { bytes in
            for index in order {
                let e = entries[index]
                let target = min(e.offset, bytes.count)
                while i < target {
                    if i + 32 <= target, let base = bytes.baseAddress, Self.isPlainLine(base + i) {
                        column += 32
                        i += 32
                        continue
                    }
                    // Eight bytes at a step while they hold no line feed:
                    // a column for each byte but UTF-8 continuation bytes
                    // (10xxxxxx: the top bit set, the next one clear).
                    if i + 8 <= target, let base = bytes.baseAddress {
                        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
                        let lineFeed = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                        if lineFeed == 0 {
                            // ASCII (most words) needs no count.
                            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
                            column += continuation == 0 ? 8 : 8 - continuation.nonzeroBitCount
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
