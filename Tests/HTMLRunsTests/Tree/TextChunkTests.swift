import Foundation
import Testing

@testable import HTMLRuns

/// Text that reaches the tree in many tokens is one chunk when the pieces
/// follow each other in the input, so a text node costs memory by its
/// pieces of markup, not by its tokens.
@Suite struct TextChunkTests {
    private func document(_ bytes: [UInt8]) -> Document {
        Pipeline(options: Options()).buildTree(bytes).0
    }

    private func cdata(in prefix: String, pieces: Int, suffix: String) -> [UInt8] {
        var bytes = Array((prefix + "<![CDATA[").utf8)
        for _ in 0..<pieces { bytes += [0x61, 0] }
        return bytes + Array(("]]>" + suffix).utf8)
    }

    @Test func textOfOnePieceNeedsNoChunk() {
        let tree = document(Array("<p>a</p><p>b <!-- c --> d</p>".utf8))
        #expect(tree.chunks.isEmpty)
        #expect(tree.nodes.filter { $0.kind == .text }.count == 3)
    }

    @Test func inlineSlicesKeepEveryOffsetAndTheirBuffer() {
        for slice in [
            TextSlice(start: 0, end: 0, isDecoded: false), TextSlice(start: 0, end: 7, isDecoded: true),
            TextSlice(start: Int32.max - 1, end: Int32.max, isDecoded: true),
            TextSlice(start: Int32.max, end: Int32.max, isDecoded: false),
        ] {
            let node = Node(kind: .text, slice: slice)
            #expect(node.inlineSlice == slice)
        }
    }

    @Test func textOfSeveralPiecesIsInChunks() {
        let html = "<p>a&amp;b&lt;c</p>"
        #expect(HTMLConverter().convert(html).text == "a&b<c")
    }

    @Test func lessThanSignsThatAreTextAreOnePiece() {
        let html = "a" + String(repeating: "<", count: 500) + " b"
        let tree = document(Array(html.utf8))
        #expect(tree.chunks.isEmpty)
        #expect(HTMLConverter().convert(html).text == html)
    }

    @Test func cdataWithDroppedNulsIsOneChunk() {
        // In `<mi>` (a MathML text integration point) U+0000 follows HTML
        // rules and is dropped: the section is still one chunk, which says
        // so (the "b" after "]]>" is a second chunk).
        let bytes = cdata(in: "<math><mi>", pieces: 1000, suffix: "b</mi></math>")
        #expect(document(bytes).chunks.count == 2)
        #expect(HTMLConverter().convert(bytes: bytes).text == String(repeating: "a", count: 1000) + "b")
    }

    @Test func cdataWithReplacedNulsIsOneChunk() {
        // In SVG each U+0000 is a U+FFFD (§13.2.6.5).
        let bytes = cdata(in: "<svg><text>", pieces: 1000, suffix: "b</text></svg>")
        #expect(document(bytes).chunks.count == 2)
        #expect(HTMLConverter().convert(bytes: bytes).text == String(repeating: "a\u{FFFD}", count: 1000) + "b")
    }

    @Test func droppedNulsBetweenTextAndAnElementDoNotJoinAcrossIt() {
        // Dropped U+0000s change nothing but their own absence.
        let html = "<math><mi>a\u{0}\u{0}<x-y>x\u{0}</x-y>\u{0}c\u{0}</mi>d\u{0}</math>"
        let expected = HTMLConverter().convert(html.replacingOccurrences(of: "\u{0}", with: ""))
        #expect(HTMLConverter().convert(html).text == expected.text)
        #expect(HTMLConverter().convert(html).runs == expected.runs)
    }

    @Test func textOutOfOrderDoesNotCoverTheBytesBetween() {
        // Table text is inserted (fostered) after the table's markup was read.
        let html = "<table>a\u{0}<tr><td>x</td></tr>b\u{0}c</table>d"
        let styled = HTMLConverter().convert(html)
        #expect(styled.text == "abc\nx\nd")
    }
}
