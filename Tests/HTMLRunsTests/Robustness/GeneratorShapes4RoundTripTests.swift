import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by `Scripts/roundtrip-shapes.py` (seeds 44, 66, 68 and 80)
/// and by fuzzing, each failing the `html` round trip on the code before,
/// minimised. Each test asserts the shape too, so that it cannot pass
/// vacuously.
@Suite struct GeneratorShapes4RoundTripTests {
    /// A list item written in a cell that draws its own marker in a font
    /// or colour (`<th style="display: list-item">`: a bold marker), the
    /// item's marker not in it (seed 68: `<table><tbody style="display:
    /// list-item"><caption><th style="display: list-item"><thead style=
    /// "display: list-item">` is `"• \n• \n• "`, the second marker bold,
    /// the third not). The `<li>` took its font from outside the cell and
    /// so inherited the cell's bold; the cell's font is what blocks
    /// written in it inherit now.
    @Test(arguments: [
        "<table><tbody style=\"display:list-item\"><caption><th style=\"display:list-item\"><thead style=\"display:list-item\">",
        "<table><td>a<th style=\"display:list-item\">x</th><tbody style=\"display:list-item\">y",
        "<table><td>a<td style=\"display:list-item;color:red\">x</td><tbody style=\"display:list-item\">",
    ])
    func itemWrittenInACellDrawingAStyledMarkerRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let markers = styled.runs.filter { $0.attributes.marker }
        #expect(markers.count >= 2)
        #expect(markers.dropLast().contains { $0.attributes.bold || $0.attributes.color != nil })
        #expect(markers.last.map { !$0.attributes.bold && $0.attributes.color == nil } == true)
        #expect(styled.blocks.last?.kind == .listItem)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption that is a cell after another cell's tab, in mid-row,
    /// outside any table (seed 66: `<table style="display: contents">y<p
    /// style="display: table-cell"><caption style="display: table-cell"><`
    /// is a paragraph `"y"`, a paragraph `"\t"`, then a caption `"<"` in
    /// that line). The ruby table written for them ended its row before
    /// the `<caption>`, which read back on a line of its own; the caption
    /// is a `display: table-cell` one in a `display: contents` table in
    /// the cell the tab opened now, its row going on after it.
    @Test(arguments: [
        "<table style=\"display:contents\">y<p style=\"display:table-cell\"><caption style=\"display:table-cell\"><",
        "<table style=\"display:contents\"><p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell;text-align:right\">z<td>w",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\" dir=rtl>z</caption><caption>q",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<tr><td>w",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<td><td>w",
    ])
    func captionAfterACellsTabInMidRowRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        #expect(
            styled.blocks.contains { block in
                block.kind == .tableCaption && block.range.lowerBound > 0 && bytes[block.range.lowerBound - 1] == 0x09
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is an item of the list around it (`<ul style="display:
    /// list-item">`) numbered other than that list's next ordinal as
    /// written: after a list item the writer draws with an `<li>` of its
    /// own list (`<ol><ol style="display: list-item"></ol><ul style=
    /// "display: list-item">`, from fuzzing: the `<ul>` numbered 2, read
    /// back 1), or after items that make the writer's `<ol>` reversed
    /// (seed 80: `<ol style="white-space: pre"><li><table style="display:
    /// list-item"></table> <ul style="display: list-item">`, a first block
    /// numbered 2 before the `<li>`'s own numbered 1; the `<ul>` numbered 3
    /// read back 1). No `value` gives a list its ordinal: a hidden `<li>`
    /// before it with the ordinal before its own sets the count now.
    @Test(arguments: [
        "<ol><ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
        "<ol reversed><ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
        "<ol style=\"white-space:pre\"><li><table style=\"display:list-item\"></table> <ul style=\"display:list-item\">",
    ])
    func listAsAnItemNumberedOtherThanWrittenRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let last = styled.blocks.last
        #expect(last?.kind == .listItem)
        #expect(last?.list?.ordered == true)
        #expect(styled.containers.last?.kind == .unorderedList)
        #expect(last?.list.map { $0.ordinal != 1 } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table (cells outside any table) whose last cell ends with a
    /// line break and the tabs before a list item's marker (seed 44:
    /// `<table style="display: table-cell"><td>x<tbody style="display:
    /// list-item"><td><td>` is a cell `"x\n\t"`, then an item `"• "`). The
    /// item writes those tabs as empty table-cell elements in its `<li>`
    /// (`tabsBeforeItems`), and the ruby table wrote them too, as an empty
    /// cell: `"x\n\t\n\t• "`. The ruby table leaves them to the item now,
    /// as any block before it does.
    @Test(arguments: [
        "<table style=\"display:table-cell\"><td>x<tbody style=\"display:list-item\"><td><td>",
        "<ruby><table><td>x<tbody style=\"display:list-item\"><td><td>",
        "<table style=\"display:table-cell\"><td>x<tbody style=\"display:list-item\"><td><td><td>",
        "<table style=\"display:table-cell\"><td>x<td>y<tbody style=\"display:list-item\"><td><td>",
        "<table style=\"display:table-cell\"><td><b>x<br></b><tbody style=\"display:list-item\"><td><td>",
    ])
    func rubyTableCellEndingWithTheTabsBeforeAnItemRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasSuffix("\n\t• ") || styled.text.hasSuffix("\n\t\t• "))
        #expect(styled.blocks.last?.kind == .listItem)
        #expect(styled.containers.isEmpty)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A cell that draws its own marker first in its row, with cells
    /// after it in the row (seed 44 again: `<table style="display:
    /// table-cell"><td>x<tbody style="display: list-item"><td><<td>` is
    /// `"x\n• <\t"`, the marker the row's). It was written as a `display:
    /// list-item` `<td>`, which ends its row: the cells after it read back
    /// on a line of their own, or not at all at the end. Its `<tr>` draws
    /// the marker now, in a table and in a ruby table, in the marker's
    /// font, which the row's other cells inherit then.
    @Test(arguments: [
        "<table style=\"display:table-cell\"><td>x<tbody style=\"display:list-item\"><td><<td>",
        "<table><td>x<tbody style=\"display:list-item\"><td><<td>",
        "<table><td>x<tr style=\"display:list-item\"><td>a<td>b",
        "<table><td>x<tr style=\"display:list-item\"><td>a<td><td>",
        "<ol><li>q<table><td>x<tr style=\"display:list-item\"><td>a<td>b",
        "<table><td>x<tr style=\"display:list-item\"><td style=\"text-align:right\">a<td>b",
        "<ruby><table><td>x<tr style=\"display:list-item\"><td>a<td>b",
        "<ruby><table><td>x<tr style=\"display:list-item\"><td style=\"text-align:right\">a<td>b<tr><td>c",
        "<table><td>x<tr style=\"display:list-item;color:red\"><td>a<td style=\"color:blue\">b<td>c",
        "<table><td>x<tr style=\"display:list-item;color:red\"><td>a<td>b<tr style=\"display:list-item\"><td>c<td>d",
        "<table><td>x<tr style=\"display:list-item;font-size:20px\"><td>a<td>b<tr><td>c",
        "<ruby><table><td>x<tr style=\"display:list-item;font-weight:bold\"><td>a<td style=\"font-weight:normal\">b<td>c<tr><td>d",
    ])
    func cellDrawingItsMarkerWithCellsAfterItInItsRowRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let marked = styled.blocks.first { block in
            styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == block.range.lowerBound }
                && block.kind == .tableCell
        }
        #expect(marked.map { bytes[$0.range.upperBound - 1] == 0x09 } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A container that is a ruby table's first cell, whose first block
    /// starts with the marker of an item around it (from fuzzing: `<ul>
    /// <ruby><table><th><li><ol>,<td>z` is a paragraph `"• ,\n\t"` in the
    /// `<ol>`, then a cell `"z"`). The writer opened the `<li>` for the
    /// marker, then the ruby table in a `<div>`, which left the marker a
    /// line of its own (`"• \n,"`). In an `<li>` just opened to draw its
    /// marker, the table is a `display: table-cell` one with no holder now,
    /// as a ruby table after markers is (`rubyTable`).
    @Test(arguments: [
        "<ul><ruby><table><th><li><ol>,<td>z",
        "<ul><ruby><table><td><li><ol><li>a</ol><td>z",
        "<ol><ruby><table><td><li><blockquote>a</blockquote><td>z<td>w",
        "<ul><ruby><table><th><li><ol>,<td>z<tr><td>q",
        "<ul><ruby><table><th><li><dl><dd>,<td>z",
    ])
    func containerFirstInARubyTableAfterAnItemsMarkerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let first = styled.blocks.first
        #expect(styled.runs.first?.attributes.marker == true)
        #expect(first.map { bytes[$0.range.upperBound - 1] == 0x09 } == true)
        #expect(styled.blocks.contains { $0.kind == .tableCell })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
