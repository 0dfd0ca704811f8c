/// The word-at-a-time scan behind white-space collapsing
/// (`StyledStringBuilder.appendText`): how far a stretch of visible text,
/// single spaces between words included, surely goes.
enum CollapsibleSpace {
    /// How far from `start` the bytes go on without a control byte or a
    /// space before a byte at or below space (or ending the text): eight
    /// bytes at a step, so a sentence costs about one test per word, and
    /// the last bytes (most text nodes are short) one more test, not one a
    /// byte. The builder's byte loop decides at the index returned.
    ///
    /// Per byte of a word `w` (flags in each byte's top bit, all exact:
    /// no borrow crosses bytes): `low` flags bytes below 0x20, `space`
    /// bytes equal to 0x20; a space followed by either, or by nothing,
    /// stops the stretch. The last word is padded with 0x00 bytes, which
    /// stop it where the text ends.
    @inline(__always)
    static func visibleStretchEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = text.count
        guard let base = text.baseAddress, start < end else { return start }
        var i = start
        let sevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i < end {
            var w: UInt64
            // For a space in the last byte, the next word's first byte (none: a stop).
            var next: UInt64 = 0x80
            if i &+ 8 <= end {
                w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                if i &+ 8 < end { next = base[i &+ 8] <= 0x20 ? 0x80 : 0 }
            } else if end >= 8 {
                // The text's last word, shifted so its byte `i` comes first.
                let last = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self))
                w = last &>> UInt64(8 &* (8 &- (end &- i)))
            } else {
                w = 0
                var k = end &- 1
                while k >= i {
                    w = w &<< 8 | UInt64(base[k])
                    k &-= 1
                }
            }
            // Bytes below 0x20 (ASCII only: bytes from 0x80 are visible).
            let low = ~(((w & sevens) &+ 0x6060_6060_6060_6060) | w) & highs
            let x = w ^ 0x2020_2020_2020_2020
            let space = ~(((x & sevens) &+ sevens) | x) & highs
            // A space whose next byte (eight bits up) is a space or below it.
            let stop = low | (space & (((low | space) >> 8) | next << 56))
            if stop != 0 { return i &+ stop.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        return end
    }

}
