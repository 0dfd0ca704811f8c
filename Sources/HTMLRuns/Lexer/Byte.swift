/// The bytes and byte classes the tokenizer states test, and the fast scan
/// that finds the next interesting byte of a text run.
enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let formFeed: UInt8 = 0x0C
    static let space: UInt8 = 0x20
    static let exclamationMark: UInt8 = 0x21
    static let quotationMark: UInt8 = 0x22
    static let numberSign: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let solidus: UInt8 = 0x2F
    static let lessThan: UInt8 = 0x3C
    static let equalsSign: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let questionMark: UInt8 = 0x3F
    static let rightBracket: UInt8 = 0x5D
    static let graveAccent: UInt8 = 0x60

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// How many bytes of a word are flagged, for a mask with at most its
    /// bytes' top bits set (what the word-at-a-time tests make): one
    /// multiply sums the flags into the top byte. `nonzeroBitCount` is a
    /// dozen instructions here (the x86-64 baseline has no `popcnt`).
    @inline(__always)
    static func flagCount(_ flags: UInt64) -> Int {
        Int(truncatingIfNeeded: ((flags >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// ASCII whitespace as the tokenizer sees it: tab, LF, FF, space (CR is gone after preprocessing).
    @inline(__always)
    static func isWhitespace(_ b: UInt8) -> Bool {
        b <= 0x20 && (UInt64(1) &<< UInt64(b)) & 0x1_0000_1600 != 0
    }

    @inline(__always)
    static func isAlpha(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26
    }

    @inline(__always)
    static func isUpper(_ b: UInt8) -> Bool {
        b &- 0x41 < 26
    }

    /// Whitespace, `/` or `>`: what ends a tag name.
    @inline(__always)
    static func endsTagName(_ b: UInt8) -> Bool {
        b == greaterThan || b == solidus || isWhitespace(b)
    }

    /// In the data state, whether the byte after `<` starts markup (a tag,
    /// an end tag, `<!` or `<?`) rather than leaving the `<` as text.
    @inline(__always)
    static func startsMarkup(_ b: UInt8) -> Bool {
        isAlpha(b) || b == solidus || b == exclamationMark || b == questionMark
    }

    /// 0x80 in each byte of `w` that is a lowercase ASCII letter, 0 in the others.
    @inline(__always)
    static func lowercaseLetters(_ w: UInt64) -> UInt64 {
        let low7 = w & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = low7 &+ 0x1F1F_1F1F_1F1F_1F1F  // high bit: byte >= 0x61 'a'
        let pastZ = low7 &+ 0x0505_0505_0505_0505  // high bit: byte >= 0x7B, past 'z'
        return atLeastA & ~pastZ & ~w & 0x8080_8080_8080_8080
    }

    /// The index of the first letter-free byte at or after `i`.
    @inline(__always)
    static func alphaRunEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var j = i
        while j < p.count, isAlpha(p[j]) { j += 1 }
        return j
    }

    /// The index of the first byte at or after `start` that is `a`, `b` or 0, or
    /// `p.count`. Reads eight bytes at a time (a SWAR test for a zero byte),
    /// so long runs of text cost a fraction of a comparison per byte.
    @inline(__always)
    static func scan(_ p: UnsafeBufferPointer<UInt8>, from start: Int, for a: UInt8, _ b: UInt8) -> Int {
        scan(p, from: start, to: p.count, for: a, b)
    }

    /// The index of the first byte in `start..<n` that is `a`, `b` or 0, or `n`.
    ///
    /// In each word, `(x - 0x01…) & ~x & 0x80…` flags the zero bytes of `x`;
    /// a flag can be wrong only above a true zero byte (the borrow), so the
    /// lowest flag of the three tests is the exact first hit.
    @inline(__always)
    static func scan(_ p: UnsafeBufferPointer<UInt8>, from start: Int, to n: Int, for a: UInt8, _ b: UInt8) -> Int {
        var i = start
        if let base = p.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let pa = ones &* UInt64(a)
            let pb = ones &* UInt64(b)
            while i &+ 8 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let xa = w ^ pa
                let xb = w ^ pb
                let hit = (((w &- ones) & ~w) | ((xa &- ones) & ~xa) | ((xb &- ones) & ~xb)) & highs
                if hit != 0 { return i &+ hit.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
            while i < n {
                let c = base[i]
                if c == a || c == b || c == 0 { return i }
                i &+= 1
            }
        }
        return n
    }
}
