import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator, each failing the `html` round trip on
/// the code before, minimised. Each test asserts the shape too, so that
/// it cannot pass vacuously.
@Suite struct GeneratorShapes11RoundTripTests {
    /// A caption after a cell of a ruby table (see `rubyTables`), at a
    /// line's start, with a cell straight after it in its line (`<ruby>
    /// <table><td>x<caption style="display: table-cell">a<td>y` is a cell
    /// `"x\n"`, a caption `"a"`, then a cell `"y"`). The writer wrote it
    /// as a `<caption>`, which ends its line (`"x\na\ny"`): only a first
    /// caption with a cell in its line was a `display: table-cell` one. A
    /// later one at a line's start is now too.
    @Test(arguments: [
        "<ruby><table><td>x<caption style=\"display:table-cell\">a<td>y</table></ruby>",
        "<ruby><table><td>x<caption style=\"display:table-cell\">a<td>y<caption style=\"display:table-cell\">b<td>z</table></ruby>",
        "<table style=\"display:ruby\"><td>x<caption style=\"display:table-cell\">a<th>y",
    ])
    func laterRubyTableCaptionWithACellInItsLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        let start = caption?.range.lowerBound ?? 0
        // (After a cell, at a line's start, a cell starting at its end.)
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.upperBound == start })
        #expect(start > 0 && bytes[start - 1] == 0x0A)
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.lowerBound == caption?.range.upperBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph after a caption's tab, in its line (`<table><caption
    /// style="display: table-cell">x<caption style="display:
    /// inline-block">b` is a caption `"x\t"`, then a paragraph `"b"`). The
    /// writer glued the paragraph to the caption as a `display:
    /// table-cell` span in the `<caption>`, which read back as a second
    /// caption. The caption is a `display: table-cell` one now, the
    /// paragraph a `display: inline-block` caption after it.
    @Test(arguments: [
        "<table><caption style=\"display:table-cell\">x<caption style=\"display:inline-block\">b",
        "<table><td>q<caption style=\"display:table-cell\">x<caption style=\"display:inline-block\">b",
        "<table><caption style=\"display:table-cell;text-align:right\">x<caption style=\"display:inline-block\">b</table>z",
        "<b><table><caption style=\"display:table-cell\">x<caption style=\"display:inline-block\">b<td>c",
        "<table><caption style=\"display:table-cell\">x<caption style=\"display:inline-block\"><i>b</i> c",
    ])
    func paragraphAfterACaptionsTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        let end = caption?.range.upperBound ?? 0
        // (A caption ending with a tab, a paragraph starting there.)
        #expect(end >= 1 && bytes[end - 1] == 0x09)
        #expect(styled.blocks.contains { $0.kind == .paragraph && $0.range.lowerBound == end })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
