import Testing

@testable import HTMLRuns

/// The builder keeps its blocks as 12-byte entries naming a shared shape;
/// every block reads back as the `Block` appended, with the range given.
@Suite struct PendingBlocksTests {
    private static let gib4 = 1 << 32

    /// Blocks of every form: compact and wide, with and without a list,
    /// numbers in and out of 32 bits.
    private static let samples: [Block] = [
        Block(range: 0..<0, kind: .paragraph),
        Block(range: 0..<0, kind: .listItem, depth: 2, indent: 80, list: .init(ordered: true, ordinal: 7)),
        Block(range: 0..<0, kind: .listItem, depth: 2, indent: 80, list: .init(ordered: true, ordinal: 0)),
        Block(range: 0..<0, kind: .listItem, depth: 1, indent: 40, list: .init(ordered: false, ordinal: -3)),
        Block(range: 0..<0, kind: .listItem, depth: 1, indent: 40, list: .init(ordered: true, ordinal: 1 << 40)),
        Block(range: 0..<0, kind: .heading(level: 2), alignment: .center, direction: .rtl),
        Block(range: 0..<0, kind: .custom("aside"), depth: 3, indent: 12.5),
        Block(range: 0..<0, kind: .custom("aside"), depth: 3, indent: 12.5, list: .init(ordered: false, ordinal: 4)),
        Block(range: 0..<0, kind: .tableCell, depth: 70_000),
    ]

    /// As the builder uses them: each block starts where the one before
    /// ends (text in between is the earlier block's), and the newest one's
    /// end moves as text comes; ranges past 4 GiB and longer than 4 GiB
    /// included.
    @Test func blocksReadBackAsAppended() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var expected: [Block] = []
            var pending = PendingBlocks()
            var offset = 0
            for _ in 0..<Int.random(in: 0..<100, using: &random) {
                let lower = offset
                var block = Self.samples.randomElement(using: &random)!
                pending.append(block, lower: lower, upper: lower)
                if !expected.isEmpty { expected[expected.count - 1].range = expected.last!.range.lowerBound..<lower }
                block.range = lower..<lower
                expected.append(block)
                offset +=
                    Int.random(in: 0..<4, using: &random) == 0
                    ? Int.random(in: 0..<(3 << 32), using: &random) : Int.random(in: 0..<10, using: &random)
                if Bool.random(using: &random) {
                    // The builder moves the newest block's end as text comes.
                    pending.setUpperBoundOfLast(offset)
                    expected[expected.count - 1].range = lower..<offset
                }
                #expect(pending.block(at: pending.count - 1).lowerBound == lower)
            }
            #expect(pending.count == expected.count)
            #expect((0..<pending.count).map { pending.block(at: $0) } == expected)
        }
    }

    @Test func anEntryIsTwelveBytes() {
        #expect(PendingBlocks.entryStride == 12)
    }

    @Test func blocksOfOneShapeShareIt() {
        var pending = PendingBlocks()
        let item = Block(range: 0..<0, kind: .listItem, depth: 1, indent: 40, list: .init(ordered: true, ordinal: 1))
        for k in 0..<1000 {
            var block = item
            block.list = .init(ordered: true, ordinal: k + 1)
            pending.append(block, lower: 4 * k, upper: 4 * k + 4)
        }
        #expect(pending.shapeCount == 1)
        #expect(pending.block(at: 999).list?.ordinal == 1000)
        #expect(pending.block(at: 999).range == 3996..<4000)
    }
}
