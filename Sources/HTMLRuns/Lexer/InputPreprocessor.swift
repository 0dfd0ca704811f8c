// Turns the bytes handed to htmlruns into the input stream the tokenizer
// reads: valid UTF-8, no byte order mark, LF line endings. Every offset the
// lexer and the tree builder report refers to the buffer made here.

/// Preprocessing the input stream (WHATWG HTML §13.2.3.5), plus decoding.
///
/// - A leading UTF-8 byte order mark is dropped.
/// - Each maximal subpart of an ill-formed UTF-8 sequence becomes one U+FFFD,
///   exactly as `String(decoding:as: UTF8.self)` does, with one
///   `invalidUTF8` diagnostic each.
/// - CR LF and lone CR become LF.
///
/// Input that is already valid and has no CR costs one validation scan and
/// is returned without copying.
enum InputPreprocessor {
    /// The preprocessed bytes of `input`; problems are recorded in `log`.
    static func preprocess(_ input: [UInt8], log: inout DiagnosticLog) -> [UInt8] {
        input.withUnsafeBufferPointer { p in
            let n = p.count
            let start = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
            var i = firstProblem(p, from: start)
            if i == n {
                return start == 0 ? input : Array(p[start...])
            }
            var out: [UInt8] = []
            out.reserveCapacity(n - start + 16)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
            while i < n {
                if p[i] == 0x0D {
                    out.append(0x0A)
                    i += i + 1 < n && p[i + 1] == 0x0A ? 2 : 1
                } else {
                    log.record(.invalidUTF8, at: out.count, "invalid UTF-8 replaced by U+FFFD")
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    i += maximalSubpart(p, at: i)
                }
                let j = firstProblem(p, from: i)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<j]))
                i = j
            }
            return out
        }
    }

    /// The index of the first CR or ill-formed sequence at or after `i`, or `p.count`.
    @inline(__always)
    static func firstProblem(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = p.count
        guard let base = p.baseAddress else { return n }
        var i = start
        while i < n {
            // Thirty-two, then eight ASCII bytes without CR at a time.
            while i &+ 32 <= n {
                let raw = UnsafeRawPointer(base + i)
                let w0 = raw.loadUnaligned(as: UInt64.self)
                let w1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let w2 = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                let w3 = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (w0 | w1 | w2 | w3 | hasCR(w0) | hasCR(w1) | hasCR(w2) | hasCR(w3)) & 0x8080_8080_8080_8080 != 0 {
                    break
                }
                i &+= 32
            }
            while i + 8 <= n {
                let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let cr = w ^ 0x0D0D_0D0D_0D0D_0D0D
                let hasCR = (cr &- 0x0101_0101_0101_0101) & ~cr & 0x8080_8080_8080_8080
                if (w & 0x8080_8080_8080_8080) | hasCR != 0 { break }
                i += 8
            }
            if i >= n { break }
            let b = p[i]
            if b < 0x80 {
                if b == 0x0D { return i }
                i += 1
                continue
            }
            let length = validSequenceLength(p, at: i)
            if length == 0 { return i }
            i += length
        }
        return n
    }

    /// The high bit set in the bytes of `w` that are CR (and possibly in
    /// higher bytes after one): nonzero exactly when `w` has a CR.
    @inline(__always)
    static func hasCR(_ w: UInt64) -> UInt64 {
        let cr = w ^ 0x0D0D_0D0D_0D0D_0D0D
        return (cr &- 0x0101_0101_0101_0101) & ~cr
    }

    /// The length of the well-formed sequence starting at `i` (Unicode Table 3-7), or 0.
    @inline(__always)
    static func validSequenceLength(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let (need, low, high) = expectation(p[i])
        if need == 0 || i + need >= p.count { return 0 }
        let b1 = p[i + 1]
        if b1 < low || b1 > high { return 0 }
        if need >= 2 && p[i + 2] & 0xC0 != 0x80 { return 0 }
        if need == 3 && p[i + 3] & 0xC0 != 0x80 { return 0 }
        return need + 1
    }

    /// How many bytes of the ill-formed sequence at `i` one U+FFFD replaces:
    /// its maximal subpart (the longest prefix of a well-formed sequence), at least 1.
    static func maximalSubpart(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let (need, low, high) = expectation(p[i])
        if need == 0 { return 1 }
        guard i + 1 < p.count, p[i + 1] >= low, p[i + 1] <= high else { return 1 }
        var k = 2
        while k <= need, i + k < p.count, p[i + k] & 0xC0 == 0x80 { k += 1 }
        return k
    }

    /// For a lead byte: how many continuation bytes follow, and the range of the first.
    @inline(__always)
    private static func expectation(_ lead: UInt8) -> (need: Int, low: UInt8, high: UInt8) {
        switch lead {
        case 0xC2...0xDF: (1, 0x80, 0xBF)
        case 0xE0: (2, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: (2, 0x80, 0xBF)
        case 0xED: (2, 0x80, 0x9F)
        case 0xF0: (3, 0x90, 0xBF)
        case 0xF1...0xF3: (3, 0x80, 0xBF)
        case 0xF4: (3, 0x80, 0x8F)
        default: (0, 0, 0)
        }
    }
}
