import Testing

@testable import HTMLRuns

/// `Byte.flagCount`, the multiply that counts the flagged bytes of a word,
/// agrees with counting bits for every mask of byte flags.
@Suite struct ByteFlagCountTests {
    @Test func countsEveryMaskOfByteFlags() {
        for pattern in 0..<256 {
            var flags: UInt64 = 0
            for byte in 0..<8 where pattern >> byte & 1 == 1 { flags |= 0x80 << (8 * byte) }
            #expect(Byte.flagCount(flags) == flags.nonzeroBitCount, "\(String(flags, radix: 16))")
        }
    }
}
