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

    /// The line feeds among the eight bytes of `word`, one flag in the top
    /// bit of each such byte (exact: a line feed is a zero byte of `word ^
    /// 0x0A…`, and the test below carries nothing between bytes).
    @inline(__always)
    private static func lineFeeds(_ word: UInt64) -> UInt64 {
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let sevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & sevens) &+ sevens) | x) & 0x8080_8080_8080_8080
    }

    /// How many bytes of `bytes[from..<to]` start a scalar (are not UTF-8
    /// continuation bytes, 10xxxxxx), eight at a step.
    @inline(__always)
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = to - from
        var i = from
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= to {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 {  // ASCII (most words) needs no count
                    count -= Byte.flagCount(word & ~(word << 1) & 0x8080_8080_8080_8080)
                }
                i += 8
            }
        }
        while i < to {
            if bytes[i] & 0xC0 == 0x80 { count -= 1 }
            i += 1
        }
        return count
    }

    /// Public diagnostics, ordered by position, with line and column.
    /// Linear in the input and the diagnostics, also for many diagnostics
    /// on one long line.
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
        // Two sweeps that only go forward: the line feeds up to each
        // offset (32 bytes a step where there are none), then the scalars
        // from the start of its line, or from the previous offset on the
        // same line.
        var line = 1
        var lineStart = 0
        var column = 1
        var columnAt = 0
        var i = 0
        source.withUnsafeBufferPointer { bytes in
            for index in order {
                let e = entries[index]
                let target = min(e.offset, bytes.count)
                if let base = bytes.baseAddress {
                    let raw = UnsafeRawPointer(base)
                    while i + 32 <= target {
                        let w0 = Self.lineFeeds(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                        let w1 = Self.lineFeeds(raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                        let w2 = Self.lineFeeds(raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                        let w3 = Self.lineFeeds(raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                        if w0 | w1 | w2 | w3 != 0 {
                            line += Byte.flagCount(w0) + Byte.flagCount(w1) + Byte.flagCount(w2) + Byte.flagCount(w3)
                            // The last line feed: its byte is the highest flag of the last word holding one.
                            let (last, at) = w3 != 0 ? (w3, 24) : w2 != 0 ? (w2, 16) : w1 != 0 ? (w1, 8) : (w0, 0)
                            lineStart = i + at + (63 - last.leadingZeroBitCount) / 8 + 1
                        }
                        i += 32
                    }
                }
                while i < target {
                    if bytes[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                if lineStart > columnAt {
                    column = 1
                    columnAt = lineStart
                }
                if target > columnAt {
                    column += Self.scalarCount(bytes, from: columnAt, to: target)
                    columnAt = target
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
