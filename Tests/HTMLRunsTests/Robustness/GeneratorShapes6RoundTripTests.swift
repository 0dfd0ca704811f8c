import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by fuzzing, each failing the `html` round trip on the code
/// before, minimised (`Scripts/roundtrip-minimise.py`). Each test asserts
/// the shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes6RoundTripTests {
    /// A cell after a list-item cell of a ruby table with no separator
    /// between (`<table style="display: inline"><th style="display:
    /// list-item">><d style="display: table-cell">a` is a cell `"• >"`,
    /// then a cell `"a"`): a table-cell element in the item. The writer
    /// wrote it in a ruby table of its own after the item's `<td>`, as
    /// after any cell; but an item's end breaks the line (`"• >\na"`). It
    /// is written in a ruby table in that `<td>` now, with the cells after
    /// it in its line; the first line break after them is the item's end.
    @Test(arguments: [
        "<table style=\"display:inline\"><th style=\"display:list-item\">><d style=\"display:table-cell\">a",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d></th><th>c",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d><d style=\"display:table-cell\">b</d></th><th>c",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d></th><tr><th>c",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d></table>z",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d>b</th><th>c",
        "<table style=\"display:inline\"><th style=\"display:list-item\">x<d style=\"display:table-cell\">a</d></th><th></th><th>c",
    ])
    func cellStraightAfterAListItemCellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let item = styled.blocks.first
        #expect(item?.kind == .tableCell)
        #expect(styled.runs.first?.attributes.marker == true)
        #expect(!styled.containers.contains { $0.kind == .table })
        let next = styled.blocks.dropFirst().first
        #expect(next?.kind == .tableCell)
        #expect(
            next.map {
                $0.range.lowerBound == item?.range.upperBound && bytes[$0.range.lowerBound - 1] != 0x09
                    && bytes[$0.range.lowerBound - 1] != 0x0A
            } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
