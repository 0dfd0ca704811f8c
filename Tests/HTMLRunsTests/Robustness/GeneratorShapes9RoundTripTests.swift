import Testing

@_spi(Testing) @testable import HTMLRuns

/// Variants of the shapes of `GeneratorShapes8RoundTripTests`, and shapes
/// found by the generator (seeds 152 on), each failing the `html` round
/// trip on the code before, minimised (`Scripts/roundtrip-minimise.py`).
/// Each test asserts the shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes9RoundTripTests {
    /// The shape of `GeneratorShapes8RoundTripTests.itemsBlockGluedToABlockOfItsOwnTagDrawingItsMarkerRoundTrips`
    /// in a container that is no list (`<blockquote><li><h1 style=
    /// "display: table-cell">c</h1>&<a style="display: table-cell">x` is
    /// a heading `"• c&"`, then the item's block `"x"` in its line, in the
    /// blockquote). The marker was drawn by an item outside any list
    /// around the blockquote, not in it: the `<div>` holding the row was
    /// the blockquote's, and the item's block read back as a paragraph.
    /// The block draws the marker now, in an `<li>` straight around it.
    /// (The fourth passed before: the item's `<li>` is in an open one.)
    @Test(arguments: [
        "<blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<blockquote><dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ul><li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ol><li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<blockquote><li><pre style=\"display:table-cell\">c</pre>&<a style=\"display:table-cell\">x",
        "<figure><li><dt style=\"display:table-cell\">c</dt>&<a style=\"display:table-cell\">x</a><a style=\"display:table-cell\">y",
        "<blockquote><li style=\"font-size:20px\"><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x</a><p>z",
        "<blockquote><li style=\"list-style-type:square\"><h2 style=\"display:table-cell\">c</h2>&<a style=\"display:table-cell\">x",
    ])
    func itemsBlockGluedToABlockDrawingItsMarkerInAContainerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let holder = styled.blocks.first { $0.range.lowerBound == styled.runs.last { $0.attributes.marker }?.range.lowerBound }
        #expect(holder.map { $0.kind != .listItem && HTMLWriter.gluedTag($0.kind) != nil } == true)
        let next = styled.blocks.first { $0.range.lowerBound == holder?.range.upperBound }
        #expect(next?.kind == .listItem)
        #expect(HTMLRoundTripTests.isGluedInLine(next, after: holder, in: bytes))
        // (Its innermost container is no list.)
        let innermost = styled.containers.last { $0.range.contains(holder?.range.lowerBound ?? -1) }
        #expect(innermost.map { $0.kind != .orderedList && $0.kind != .unorderedList } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
