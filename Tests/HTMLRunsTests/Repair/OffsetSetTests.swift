import Testing

@testable import HTMLRuns

/// `OffsetSet` against `Set<Int>` on random inserts, removals and lookups,
/// with offsets from a small range so probe runs collide and deletions
/// have to shift entries back.
@Suite struct OffsetSetTests {
    @Test func behavesLikeSet() {
        var random = RandomHTML(seed: 0x0FF5_E75E)  // its seeded SplitMix64
        for round in 0..<20 {
            var set = OffsetSet()
            var model = Set<Int>()
            let range = round < 10 ? 0..<64 : 0..<5_000
            for _ in 0..<3_000 {
                let offset = range.lowerBound + random.int(range.count)
                switch random.int(3) {
                case 0:
                    let inserted = set.insert(offset)
                    #expect(inserted == model.insert(offset).inserted)
                case 1:
                    let removed = set.remove(offset)
                    #expect(removed == (model.remove(offset) != nil))
                default: #expect(set.contains(offset) == model.contains(offset))
                }
                #expect(set.count == model.count)
            }
            for offset in range { #expect(set.contains(offset) == model.contains(offset)) }
        }
    }

    @Test func emptySet() {
        var set = OffsetSet()
        #expect(set.isEmpty)
        #expect(!set.contains(0))
        var changed = set.remove(0)
        #expect(!changed)
        changed = set.insert(0)
        #expect(changed)
        changed = set.insert(0)
        #expect(!changed)
        #expect(set.contains(0))
        changed = set.remove(0)
        #expect(changed)
        #expect(set.isEmpty)
    }
}
