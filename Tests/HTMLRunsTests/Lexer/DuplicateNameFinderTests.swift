import Testing

@testable import HTMLRuns

@Suite struct DuplicateNameFinderTests {
    /// Names as small integers: equal integers are equal names.
    private func duplicates(of names: [Int], hash: (Int) -> UInt32) -> [Bool] {
        DuplicateNameFinder.laterDuplicates(hashes: names.map(hash)) { names[$0] - names[$1] }
    }

    /// What a first-wins check one name at a time marks.
    private func expected(_ names: [Int]) -> [Bool] {
        var seen: Set<Int> = []
        return names.map { !seen.insert($0).inserted }
    }

    @Test(arguments: [10, 1_023, 1_024, 5_000])
    func marksEveryNameSeenBefore(count: Int) {
        var random = SystemRandomNumberGenerator()
        let names = (0..<count).map { _ in Int.random(in: 0..<(count / 2 + 1), using: &random) }
        #expect(duplicates(of: names) { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) } == expected(names))
    }

    /// Every name with the same hash (crafted collisions): the long
    /// equal-hash run is sorted by name, the first of each still kept.
    @Test(arguments: [3, 8, 9, 2_000])
    func collidingHashesStillCompareNames(count: Int) {
        let names = (0..<count).map { ($0 * 7919) % (count / 3 + 1) }
        #expect(duplicates(of: names) { _ in 42 } == expected(names))
    }

    /// Hashes differing only in their top bits exercise the radix sort's
    /// last digit; equal low digits must not be taken for equal hashes.
    @Test func hashesDifferingOnlyInHighBits() {
        let names = Array(0..<3_000) + [5, 2_999]
        let result = duplicates(of: names) { UInt32($0 % 8) << 24 | UInt32($0 / 8) << 29 }
        #expect(result == expected(names))
    }

    @Test func hashIsOfTheBytes() {
        let a: [UInt8] = Array("data-x".utf8)
        let b: [UInt8] = Array("data-y".utf8)
        let ha = a.withUnsafeBufferPointer { DuplicateNameFinder.hash($0) }
        let hb = b.withUnsafeBufferPointer { DuplicateNameFinder.hash($0) }
        #expect(ha != hb)
        #expect(ha == a.withUnsafeBufferPointer { DuplicateNameFinder.hash($0) })
    }
}
