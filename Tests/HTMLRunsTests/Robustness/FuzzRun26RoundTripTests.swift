import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes a fuzz run (run 26) set aside, minimised: the `html` rendering of
/// each read back as another styled string.
@Suite struct FuzzRun26RoundTripTests {
    /// A cell outside any table (a ruby's, inlinified) with a table after
    /// its text, in it: the line break before that table and the tabs of
    /// its empty first cells end the cell's block (`"x\n\t"`), and the
    /// nested table's cell follows with no separator of its own. The
    /// writer took that line break and those tabs for the ruby table's (a
    /// `<br>` and an empty cell), and the table it wrote after wrote them
    /// again: `"x\n\t\n\ty"`.
    @Test(arguments: [
        "<ruby><table><th>x<table><td><td>y",
        "<ruby><table><td>x<td>z<table><td><td>y",
        "<ruby><table><th>x<table><td><td><td>y<td>z",
        "<ruby><table><th>x<table><tr><td><td>y<tr><td>z",
        "<ruby><table><th>x<table><td><td>y</table>w",
        "<ruby><table><caption>x<table><td><td>y",
        "<ruby><table><th><b>x</b><table><td><td>y",
        "<ruby><table><th>x<br><table><td><td>y",
        "<pre><ruby><table><th>x<table><td><td>y",
        "<div style=\"display:inline-table\"><ruby><table><th>x<table><td><td>y",
    ])
    func tableAfterTheTextOfACellOutsideAnyTableRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let table = styled.containers.first { $0.kind == .table }
        let cell = styled.blocks.last { $0.range.upperBound == table?.range.lowerBound }
        #expect(cell?.kind == .tableCell || cell?.kind == .tableCaption)
        // (It ends with a line break and one tab or more.)
        let tail = cell.map { bytes[$0.range].reversed().prefix { $0 == 0x09 } }
        #expect(tail?.isEmpty == false)
        #expect(cell.map { bytes[$0.range.upperBound - (tail?.count ?? 0) - 1] } == 0x0A)
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.lowerBound == table?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
