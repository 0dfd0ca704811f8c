import Testing

@testable import HTMLRuns

/// The builder keeps run starts in 32 bits plus the places where text
/// passes each 4 GiB; they read back as the plain offsets appended.
@Suite struct RunStartsTests {
    @Test func startsReadBackAsAppended() {
        let gib4 = 1 << 32
        let cases: [[Int]] = [
            [],
            [0, 3, 3, 9],
            [0, Int(UInt32.max), gib4, gib4 + 1],
            [5, gib4 + 5, 3 * gib4 + 7, 3 * gib4 + 7, 5 * gib4],
            [gib4 * 2],
        ]
        for starts in cases {
            var stored = RunStarts()
            for start in starts { stored.append(start) }
            #expect(stored.count == starts.count)
            #expect(stored.starts == starts)
        }
    }

    @Test func randomStartsReadBackAsAppended() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var starts: [Int] = []
            var offset = 0
            for _ in 0..<Int.random(in: 0..<200, using: &random) {
                offset +=
                    Bool.random(using: &random)
                    ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<(3 << 32), using: &random)
                starts.append(offset)
            }
            var stored = RunStarts()
            for start in starts { stored.append(start) }
            #expect(stored.starts == starts)
        }
    }
}
