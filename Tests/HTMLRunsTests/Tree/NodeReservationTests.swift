import Testing

@testable import HTMLRuns

/// The node array is reserved from a sample of the input's tags, not from
/// its size: long text or attributes reserve nothing, markup-dense input
/// reserves at least the nodes it makes.
@Suite struct NodeReservationTests {
    private func nodeCount(_ bytes: [UInt8]) -> Int {
        Pipeline(options: Options()).buildTree(bytes).0.nodes.count
    }

    @Test func smallInputsAreNotEstimated() {
        #expect(Document.expectedNodeCount([]) == 0)
        #expect(Document.expectedNodeCount(Array(String(repeating: "<p>a", count: 1000).utf8)) == 0)
    }

    @Test func aLongAttributeReservesNothing() {
        let bytes = Array(("<p title=\"" + String(repeating: "x", count: 1 << 20) + "\">text</p>").utf8)
        #expect(Document.expectedNodeCount(bytes) <= 1024)
    }

    @Test func aLessThanFloodReservesNothing() {
        #expect(Document.expectedNodeCount([UInt8](repeating: 0x3C, count: 1 << 20)) <= 1024)
    }

    @Test func markupDenseInputReservesItsNodes() {
        for unit in ["<ul><li>x", "<table><tr><td>x", "<b>x<i>y<u>z<s>w<em>v ", "<!--c-->t", "<a href=#><b>x</a>"] {
            let bytes = Array(String(repeating: unit, count: (256 << 10) / unit.utf8.count).utf8)
            let estimate = Document.expectedNodeCount(bytes)
            #expect(estimate >= nodeCount(bytes), "\(unit)")
        }
    }
}
