import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator (seeds 112-131) and fuzz run 22, each
/// failing the `html` round trip on the code before, minimised
/// (`Scripts/roundtrip-minimise.py`). Each test asserts the shape too, so
/// that it cannot pass vacuously.
@Suite struct GeneratorShapes7RoundTripTests {
    /// A box in a table's row after a cell that draws its own marker
    /// (`<pre><table><td><td style="display: list-item"><caption style=
    /// "display: inline-block">&` is an empty cell's tab, a cell `"• "`,
    /// then a paragraph `"&"` in the `<pre>`'s monospace). The box is
    /// written in a `display: contents` cell after the marker's `<td>`,
    /// but it kept that `<td>`'s font (`Frame.cellText`, the marker's):
    /// the monospace it inherits from outside was not written.
    @Test(arguments: [
        "<pre><table><td><td style=\"display:list-item\"><caption style=\"display:inline-block\">&",
        "<pre><table><td><td style=\"display:list-item\">x<caption style=\"display:inline-block\">&",
        "<pre><table><td><th style=\"display:list-item\"><caption style=\"display:inline-block\">&amp;x",
    ])
    func boxAfterACellDrawingItsMarkerRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let item = styled.blocks.first { $0.kind == .tableCell }
        #expect(styled.runs.contains { run in run.attributes.marker && item?.range.contains(run.range.lowerBound) == true })
        let box = styled.blocks.last
        #expect(box?.kind == .paragraph)
        #expect(styled.runs.last.map { $0.attributes.monospace && $0.range.upperBound == box?.range.upperBound } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
