import Testing

@testable import HTMLRuns

/// The per-node and per-run sizes behind the memory budget (a conversion
/// within ~10× its input, see Docs/Benchmarks.md): a markup-dense input
/// makes a node every few bytes, so these sizes are the budget.
@Suite struct MemoryLayoutTests {
    @Test func treeNodeIsTwentyFourBytesOfPlainValues() {
        #expect(MemoryLayout<Node>.stride <= 24)
        #expect(_isPOD(Node.self))
    }

    @Test func runIsTwo32BitOffsetsAndASharedAttributesReference() {
        #expect(MemoryLayout<Run>.stride <= 16)
    }

    @Test func attributeSpanIsTwentyBytesAndKeepsItsFlags() {
        #expect(MemoryLayout<ScalarLexer.AttributeSpan>.stride <= 20)
        for (name, value) in [(false, false), (true, false), (false, true), (true, true)] {
            var span = ScalarLexer.AttributeSpan(
                nameStart: 1, nameEnd: Int32.max, valueStart: 3, valueEnd: 4, sourceOffset: 5,
                nameIsRewritten: name, valueIsRewritten: value)
            #expect(span.nameEnd == Int32.max && span.valueEnd == 4)
            #expect(span.nameIsRewritten == name && span.valueIsRewritten == value)
            span.nameEnd = 7
            span.valueEnd = Int32.max
            #expect(span.nameEnd == 7 && span.valueEnd == Int32.max)
            #expect(span.nameIsRewritten == name && span.valueIsRewritten == value)
        }
        // Rewritten names and values read back lowercased and decoded.
        let tree = HTMLConverter().parse("<p A=x b=&amp; C=&lt;>t")
        #expect(
            tree.children.first?.attributes
                == [
                    Attribute(name: "a", value: "x"), Attribute(name: "b", value: "&"),
                    Attribute(name: "c", value: "<"),
                ])
    }

    @Test func blockIsTwentyFourBytes() {
        #expect(MemoryLayout<Block>.stride <= 24)
    }

    @Test func blocksOfEveryFormReadBackTheirFields() {
        // Compact, and wide for each reason a value does not fit.
        let blocks: [(Range<Int>, Block.Kind, Int, Double, Block.ListInfo?)] = [
            (3..<9, .listItem, 2, 80, .init(ordered: true, ordinal: -4)),
            (0..<(1 << 33), .paragraph, 0, 0, nil),
            (1..<2, .custom("note"), 1, 40, nil),
            (1..<2, .heading(level: 2), 1, 19.2, nil),
            (1..<2, .tableCell, 70_000, 0, nil),
            (1..<2, .listItem, 1, 40, .init(ordered: false, ordinal: 1 << 40)),
        ]
        for (range, kind, depth, indent, list) in blocks {
            var block = Block(
                range: range, kind: kind, depth: depth, indent: indent, alignment: .center, direction: .rtl,
                list: list)
            #expect(block.range == range && block.kind == kind && block.depth == depth)
            #expect(block.indent == indent && block.alignment == .center && block.direction == .rtl)
            #expect(block.list == list)
            block.setBounds(5, 7)
            #expect(block.range == 5..<7 && block.indent == indent && block.list == list)
            let copy = Block(
                range: 5..<7, kind: kind, depth: depth, indent: indent, alignment: .center, direction: .rtl,
                list: list)
            #expect(block == copy && block.hashValue == copy.hashValue)
        }
    }

    @Test func sourceOffsetsSaturateInsteadOfTrapping() {
        var document = Document(store: TextStore(source: []))
        document.recordSourceOffsets()
        let text = document.makeCharacterData(.text, TextSlice(start: 0, end: 0, isDecoded: true), sourceOffset: 12)
        let far = document.makeElement(.b, sourceOffset: Int(UInt32.max) + 10)
        let attributes = AttributeRange(start: 0, count: 1)
        let unrecorded = Document(store: TextStore(source: []))
        var tagged = unrecorded
        let element = tagged.makeElement(.a, attributes: attributes, sourceOffset: Int(UInt32.max) + 10)
        #expect(document.sourceOffset(of: text) == 12)
        #expect(document.sourceOffset(of: far) == Int(UInt32.max))
        #expect(tagged.sourceOffset(of: element) == Int(UInt32.max))
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
