import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes a fuzz run (run 27) set aside, minimised: the `html` rendering of
/// each read back as another styled string.
@Suite struct FuzzRun27RoundTripTests {
    /// Cells outside any table (an inline table's) after a container in
    /// the first cell: the container's last block ends with its line break
    /// and the tab of that cell (`<table style="display: inline-table">
    /// <td><ul>j<td>i<td style="display: inline-block">k` is a paragraph
    /// `"j\n\t"` in the list, then a cell `"i\t"` and a paragraph `"k"`
    /// outside it). The writer wrote the tab as the paragraph's text and
    /// the cells as a `<ruby><table>` in a `<div>` of their own, a line
    /// break more: the list is that ruby table's first cell
    /// (`rubyCellContainers`) only when no block followed the last cell's
    /// tab. It is with one too now, the trailing block a `display: inline`
    /// cell after that tab. (Without the inline-block cell, `<table style=
    /// "display:inline-table"><td><ul>j<td>i` round-tripped before.)
    @Test(arguments: [
        "<table style=\"display:inline-table\"><td><ul>j<td>i<td style=\"display:inline-block\">k",
        "<table style=\"display:inline-table\"><td><ol><li>j</ol><td>i<td style=\"display:inline-block\">k",
        "<table style=\"display:inline-table\"><td><blockquote>j</blockquote><td>i<td style=\"display:inline-block\">k</table>z",
    ])
    func cellsAfterAContainerInAnInlineTablesFirstCellRoundTrip(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let container = styled.containers.first
        let end = container?.range.upperBound ?? 0
        // (A container ending with a line break and a tab, a cell after it
        // outside any container.)
        #expect(HTMLRoundTripTests.followsALineBreakAndATab(end, in: bytes))
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.lowerBound == end })
        #expect(styled.containers.count == 1)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The inputs as found: one of the four of the shape above, and one
    /// of a ruby table in a heading after a ruby table (round-trips since
    /// the merges of branches `rt-misc12` and `rt-table12`).
    @Test(arguments: ["round-trip-2ddd652f3160ba46.html", "round-trip-a8f34caba548d0fe.html"])
    func inputsOfFuzzRun27RoundTrip(_ name: String) throws {
        let styled = try HTMLRoundTripTests.fuzzFinding(name)
        #expect(!styled.blocks.isEmpty)
        #expect(HTMLRoundTripTests.roundTrips(styled))
    }
}
