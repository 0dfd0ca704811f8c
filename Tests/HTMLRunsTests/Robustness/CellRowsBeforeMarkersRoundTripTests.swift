import Testing

@_spi(Testing) @testable import HTMLRuns

/// Blocks that start with the tabs and line break of a row of empty cells
/// before the marker of an item around them, found by
/// `Scripts/roundtrip-shapes.py` (seed 77, 2026-11-28). Each test asserts
/// the shape too, so that it cannot pass vacuously.
@Suite struct CellRowsBeforeMarkersRoundTripTests {
    /// A `pre`, heading, paragraph, term or figure caption whose marker an
    /// item around it draws, after a row of empty cells (`<e style=
    /// "display: table-row"><p style="display: table-cell"><li><pre> ` is
    /// a `pre` `"\t\n•  "`, the tab and line break unstyled, then the
    /// marker). Only a list item's row was written as a table before its
    /// marker; here the tab, a `<br>` and the marker were written as
    /// text, the marker no marker. The row is a table in the block's tag
    /// now, as in an item's `<li>`.
    @Test(arguments: [
        "<e style=\"display:table-row\"><p style=\"display:table-cell\"><li><pre> ",
        "<li><table><td><td></table><h2>x</h2>",
        "<li><table><td><td></table><blockquote>x</blockquote>",
        "<ol><li><table><td></td><td></td></table><pre> </pre></li>",
        "<li><table><td><td><tr><td><td><td></table><pre>x",
        "<li><table><td><td></table><figcaption>x",
    ])
    func blockOfTextAfterARowOfEmptyCellsBeforeItsMarkerRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let first = styled.blocks.first
        #expect(first?.kind != .listItem)
        #expect(styled.text.hasPrefix("\t\n") || styled.text.hasPrefix("\t\t\n"))
        #expect(styled.runs.contains { $0.attributes.marker && $0.range.lowerBound > 0 })
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The same in a summary (seed 74, 2026-11-28): `<li><a style=
    /// "display: table-cell"><details open style="display: table-row"><a>
    /// <summary>c` is a summary `"\t\n• c"`. Its row was written as text
    /// before the marker, which read back as the summary's text. (Seed 74
    /// found it without `open`: a closed details of any display hides
    /// that summary, which is not its child, since it is read as Chromium
    /// does.)
    @Test(arguments: [
        "<li><a style=\"display:table-cell\"><details open style=\"display:table-row\"><a><summary>c",
        "<li><table><td><td></table><details><summary>s</summary>x</details>",
    ])
    func summaryAfterARowOfEmptyCellsBeforeItsMarkerRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.first?.kind == .summary)
        #expect(styled.text.hasPrefix("\t\n") || styled.text.hasPrefix("\t\t\n"))
        #expect(styled.runs.contains { $0.attributes.marker && $0.range.lowerBound > 0 })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
