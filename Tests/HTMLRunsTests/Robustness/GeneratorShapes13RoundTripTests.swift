import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator (the "display: list-item / contents
/// table" family, seeds 152-2014), each failing the `html` round trip on
/// the code before, minimised. Each test asserts the shape too, so that it
/// cannot pass vacuously.
@Suite struct GeneratorShapes13RoundTripTests {
    /// A table's cells left outside it (a `display: contents` table) in a
    /// container they open, after empty cells whose tabs end the block
    /// before, in other containers, after its line break (`c<ul><table
    /// style="display: contents"><th><td>a` is a paragraph `"c\n\t"`, then
    /// a cell `"a"` in the `<ul>`). The writer wrote the tabs as the
    /// paragraph's text and the cells as a `<div><ruby><table>`, which
    /// read back with a line break after them (`"c\n\t\na"`); the tabs are
    /// now the empty cells of a `display: contents` table, whose tabs end
    /// the block before as they did, that block ending at its line break.
    /// (Seed 2014.)
    @Test(arguments: [
        "c<ul><table style=\"display:contents\"><th><td>a",
        "c<ul><table style=\"display:contents\"><th><th><td>a<td>b",
        "c<ul><table style=\"display:contents\"><th><td>a<tr><td>b",
        "<blockquote>c</blockquote><ul><table style=\"display:contents\"><th><td>a",
    ])
    func cellsAfterTabsEndingTheBlockBeforeInOtherContainersRoundTrip(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell outside any table starting a container, after tabs
        // ending the block before, in its line.)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        #expect(cell.map { c in styled.containers.contains { $0.range.lowerBound == c.range.lowerBound } } == true)
        #expect(cell.map { $0.range.lowerBound > 1 && bytes[$0.range.lowerBound - 1] == 0x09 } == true)
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list-item cell of a table's cells left outside it (a `display:
    /// contents` table) after empty cells, starting a line with no block
    /// before it in that line: the empty cells' tabs start the cell's
    /// block, its `display: list-item` makes a line break before its
    /// marker (`<table style="display: contents"><th><th style="display:
    /// list-item">` is one cell `"\t\n• "`). The writer wrote the tabs
    /// and line break as the text of a `<ruby><table>`'s `<td>`, which
    /// drew no marker (the `"• "` read back as text); the tabs are now the
    /// empty cells of a `display: contents` table, the cell a list-item
    /// `<td>` from its marker on.
    @Test(arguments: [
        "<table style=\"display:contents\"><th><th style=\"display:list-item\">",
        "<table style=\"display:contents\"><th><th style=\"display:list-item\">a",
        "<ul><table style=\"display:contents\"><th><th style=\"display:list-item\">",
        "<table style=\"display:contents\"><td><td><td style=\"display:list-item\">q",
        "<table style=\"display:contents\"><th><th style=\"display:list-item\"><th>r",
    ])
    func listItemCellAfterEmptyCellsStartingALineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell outside any table starting with tabs, a line break and
        // a marker.)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        let start = cell?.range.lowerBound ?? 0
        #expect(cell != nil && bytes[start] == 0x09)
        let tabs = bytes[start...].prefix { $0 == 0x09 }.count
        #expect(bytes[start + tabs] == 0x0A)
        #expect(styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == start + tabs + 1 })
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list-item cell after empty cells first in a table that is the
    /// first block of a list's item: the item's marker goes on the cell's
    /// block after the empty cells' tabs and the line break the cell's
    /// `display: list-item` makes, before the cell's own marker (`<ul><li>
    /// <table><td><td style="display: list-item"><td><td>` is one cell
    /// `"\t\n• • \n\t"`). The writer drew both markers with `<li>`s
    /// around the table, which put them before the tabs, lost; the `<li>`
    /// around the table draws the item's marker now, the cell's `<td>`
    /// its own after an empty cell, as with one marker, numbered one on
    /// from the item's (in a reversed list, one back, it is still written
    /// one on: `<ol reversed><li><table><td><td style="display:
    /// list-item">x` is open).
    @Test(arguments: [
        "<ul><li><table><td><td style=\"display:list-item\"><td><td>",
        "<ul><li><table><td><td style=\"display:list-item\">x",
        "<ul><li><table><td><td><td style=\"display:list-item\">x",
        "<ol><li><table><td><td style=\"display:list-item\">x<td>y",
        "<ol start=3><li><table><td><td style=\"display:list-item\">x",
    ])
    func listItemCellAfterEmptyCellsInAListItemRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell in a table in a list, starting with tabs, a line break
        // and two markers.)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        let start = cell?.range.lowerBound ?? 0
        let tabs = bytes[start...].prefix { $0 == 0x09 }.count
        #expect(tabs > 0 && bytes[start + tabs] == 0x0A)
        let markers = styled.runs.first { $0.attributes.marker && $0.range.lowerBound == start + tabs + 1 }
        #expect(markers.map { String(decoding: bytes[$0.range], as: UTF8.self).split(separator: " ").count } == 2)
        #expect(styled.containers.contains { $0.kind == .table && $0.range.lowerBound == start })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A table that is a list item whose item block (a box in a row that
    /// is no cell, drawing no marker) comes after the tab of a cell whose
    /// first block is no cell block: a container's or a list item's, in
    /// the cell, ending with the line break the block's end makes, then
    /// the cell's tab (`<table style="display: list-item"><th><dl>;<td
    /// style="display: table-row">y` is a paragraph `"• ;\n\t"` in the
    /// `<dl>`, then an item `"y"` in the table). The writer wrote that
    /// block in a `display: contents` cell, which makes no tab, with the
    /// tab as its text, and the item as an item after it, on a line of its
    /// own (`"• ;\n\t\ny"`); the cell is a `<td>` now, the block ending
    /// at its line break, and the table a `display: list-item` one with
    /// the item a `display: inline` cell after it (as after a cell block,
    /// see `tablesAsItems`).
    @Test(arguments: [
        "<table style=\"display:list-item\"><th><dl>;<td style=\"display:table-row\">y",
        "<table style=\"display:list-item\"><td><f style=\"display:list-item\"><td style=\"display:table-row\">b",
        "<table style=\"display:list-item\"><td><blockquote>a<td style=\"display:table-row\">y",
        "<table style=\"display:list-item\"><td><f style=\"display:list-item\">x<td style=\"display:table-row\">b<td>c",
        "<ol><table style=\"display:list-item\"><td><ul><li>a</ul><td style=\"display:table-row\">y",
    ])
    func tableItemBlockAfterACellsContainerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (An item with no marker in a table, after a line break and tab
        // ending a block of the table that is no cell.)
        let table = styled.containers.first { $0.kind == .table }
        let item = styled.blocks.first { block in
            block.kind == .listItem && block.range.lowerBound > (table?.range.lowerBound ?? 0) + 2
                && table?.range.contains(block.range.lowerBound) == true
                && !styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == block.range.lowerBound }
        }
        let start = item?.range.lowerBound ?? 2
        #expect(item != nil && bytes[start - 1] == 0x09 && bytes[start - 2] == 0x0A)
        #expect(styled.blocks.contains { $0.range.upperBound == start && $0.kind != .tableCell })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
