import Testing

@testable import HTMLRuns

/// The per-node and per-run sizes behind the memory budget (a conversion
/// within ~10× its input, see Docs/Benchmarks.md): a markup-dense input
/// makes a node every few bytes, so these sizes are the budget.
@Suite struct MemoryLayoutTests {
    @Test func treeNodeFitsInSixtyFourBytes() {
        #expect(MemoryLayout<Node>.stride <= 64)
    }

    @Test func runIsARangeAndATableIndex() {
        #expect(MemoryLayout<Run>.stride <= 32)
    }

    @Test func sourceOffsetsSaturateInsteadOfTrapping() {
        var node = Node(kind: .text, sourceOffset: 12)
        #expect(node.sourceOffset == 12)
        node.sourceOffset = Int(UInt32.max) + 10
        #expect(node.sourceOffset == Int(UInt32.max))
    }
}
