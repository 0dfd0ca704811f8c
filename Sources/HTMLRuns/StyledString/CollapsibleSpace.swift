/// The word-at-a-time scan behind white-space collapsing
/// (`StyledStringBuilder.appendText`): how far a stretch of visible text,
/// single spaces between words included, surely goes.
enum CollapsibleSpace {
    /// How far from `start` the bytes go on without a control byte or a
    /// space before a byte at or below space (or ending the text): eight
    /// bytes at a step, so a sentence costs about one
    /// test per word. The builder's byte loop decides at the
    /// index returned.
    ///
    /// Per byte of a word `w` (flags in each byte's top bit, all exact:
    /// no borrow crosses bytes): `low` flags bytes below 0x20, `space`
    /// bytes equal to 0x20; a space followed by either, or by nothing,
    /// stops the stretch.
    @inline(__always)
    static func visibleStretchEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = text.baseAddress else { return start }
        let end = text.count
        var i = start
        let sevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i &+ 8 <= end {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            // Bytes below 0x20 (ASCII only: bytes from 0x80 are visible).
            let low = ~(((w & sevens) &+ 0x6060_6060_6060_6060) | w) & highs
            let x = w ^ 0x2020_2020_2020_2020
            let space = ~(((x & sevens) &+ sevens) | x) & highs
            // A space whose next byte (eight bits up) is a space or below
            // it; for a space in the last byte, the next word's first byte.
            var next: UInt64 = 0x80
            if i &+ 8 < end { next = base[i &+ 8] <= 0x20 ? 0x80 : 0 }
            let stop = low | (space & (((low | space) >> 8) | next << 56))
            if stop != 0 { return i &+ stop.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        return i
    }

}
