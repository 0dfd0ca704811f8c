import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by fuzzing, each failing the `html` round trip on the code
/// before, minimised (`Scripts/roundtrip-minimise.py`). Each test asserts
/// the shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes5RoundTripTests {
    /// A ruby table whose first cell is a container, in a list item with
    /// text of its own before it that has an alignment or direction the
    /// cells after the container have not (`<ul><ruby><table><th><li>"<ol>
    /// ,<td>z` is a centred item `"• \"\n"`, a centred paragraph `","` in
    /// the `<ol>`, then a cell `"z"`, not centred). The table is written in
    /// the item's `<li>`, in a holder with no style of its own, and the
    /// cell inherited the item's alignment; its `<td>` undoes the
    /// alignment and direction of the items around now.
    @Test(arguments: [
        "<ul><ruby><table><th><li>\"<ol>,<td>z",
        "<ul><ruby><table><th><li>\"<dl>,<td>z",
        "<ul><ruby><table><th><li dir=rtl>\"<ol>,<td>z",
        "<ul><ruby><table><th><li>\"<ol>,<td>z<td style=\"text-align:right\">w",
        "<ul><ruby><table><td><li style=\"text-align:right\">\"<ol>,<td>z",
        "<ol><ruby><table><th><li>\"<dl><dd>,<td>z<tr><td>q",
    ])
    func cellsAfterAContainerFirstCellInAnAlignedItemRoundTrip(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.first
        #expect(item?.kind == .listItem)
        #expect(item.map { $0.alignment != nil || $0.direction != nil } == true)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        #expect(cell.map { $0.alignment != item?.alignment || $0.direction != item?.direction } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
