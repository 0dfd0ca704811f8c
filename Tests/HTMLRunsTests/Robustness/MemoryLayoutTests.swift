import Testing

@testable import HTMLRuns

/// The per-node and per-run sizes behind the memory budget (a conversion
/// within ~10× its input, see Docs/Benchmarks.md): a markup-dense input
/// makes a node every few bytes, so these sizes are the budget.
@Suite struct MemoryLayoutTests {
    @Test func treeNodeIsThirtyTwoBytesOfPlainValues() {
        #expect(MemoryLayout<Node>.stride <= 32)
        #expect(_isPOD(Node.self))
    }

    @Test func runIsTwo32BitOffsetsAndASharedAttributesReference() {
        #expect(MemoryLayout<Run>.stride <= 16)
    }

    @Test func blockIsThirtyTwoBytes() {
        #expect(MemoryLayout<Block>.stride <= 32)
    }

    @Test func sourceOffsetsSaturateInsteadOfTrapping() {
        var node = Node(kind: .text, sourceOffset: 12)
        #expect(node.sourceOffset == 12)
        node.sourceOffset = Int(UInt32.max) + 10
        #expect(node.sourceOffset == Int(UInt32.max))
    }
}

/// Custom tag names are ids into the conversion's table, so the values the
/// pipeline copies most (tokens, tag names) hold no references.
@Suite struct CustomTagNameTests {
    @Test func tokensAndTagNamesAreTriviallyCopyable() {
        #expect(_isPOD(TagName.self))
        #expect(_isPOD(Token.self))
    }

    @Test func oneNameOneID() {
        var names = CustomTagNames()
        let a = names.id(for: "x-card")
        let b = names.id(for: "x-other")
        #expect(a != b)
        #expect(names.id(for: "x-card") == a)
        #expect(names[a] == "x-card" && names[b] == "x-other")
        #expect(names.existingID(for: "x-none") == nil)
    }

    @Test func wellKnownNamesHaveFixedIDs() {
        var names = CustomTagNames()
        #expect(names.id(for: "acronym") == .acronym)
        #expect(names.id(for: "text") == .text)
        #expect(names[.empty] == "")
    }

    @Test func customElementsCloseByNameAcrossCase() {
        // `</X-Card>` closes `<x-card>`: one id for both spellings.
        let tree = HTMLConverter().parse("<x-card>a</X-Card><x-card>b<Y-Note>c</y-note></x-card>")
        #expect(tree.children.map(\.name) == ["x-card", "x-card"])
        #expect(tree.children[1].children.map(\.name) == ["", "y-note"])
        #expect(tree.diagnostics.isEmpty)
    }
}
