import Testing

@_spi(Testing) @testable import HTMLRuns

/// Tables, captions and lists that are list items themselves (`display:
/// list-item`), found by `Scripts/roundtrip-shapes.py` (2026-11-27): their
/// `html` rendering lost the marker, moved it, or changed the item's
/// ordinal. Each test has the minimised inputs and a few variants, and
/// asserts the shape too, so that it cannot pass vacuously.
@Suite struct ListItemTablesRoundTripTests {
    /// A table that is a list item, after a block, whose first cells are
    /// empty: the converter draws the marker after their tabs, which end
    /// the block before (`"x\n\t• "`, a paragraph `"x\n\t"` and an item
    /// `"• "` in the table). The tabs were written as the paragraph's text,
    /// then the table on a line of its own (`"x\n\t\n• "`); they are the
    /// empty table-cell elements before the item's marker now.
    @Test(arguments: [
        "<table style=\"display:list-item\">;<th><th>",
        "><table style=\"display:list-item\"><td><th>",
        "c<table style=\"display:list-item\"><th><td>",
        "c<table style=\"display:list-item\"><th><td><td>",
        "<p>c</p><ol><li>a<table style=\"display:list-item\"><th><td>",
    ])
    func listItemTableAfterABlockWithEmptyFirstCellsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.contains("\n\t") && styled.text.hasSuffix("\t• "))
        #expect(styled.blocks.last?.kind == .listItem)
        #expect(styled.containers.last?.kind == .table)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
