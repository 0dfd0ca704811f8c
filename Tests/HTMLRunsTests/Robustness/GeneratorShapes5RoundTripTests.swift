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

    /// A list that is an item of the list around it (`<ul style="display:
    /// list-item">`) after an item of that list and an item in a list in
    /// that item, numbered by the list around (`<ol><li>e<ol style=
    /// "display: list-item"></ol><ul style="display: list-item">` is
    /// `"1. e"`, `"2. "` in the inner `<ol>`, then `"◦ "` numbered 3). The
    /// writer took the first item for the outer list's own (its ordinal
    /// and the `<ul>`'s not one apart, see `listsAsOwnFirstItems`) and
    /// wrote that list as a `display: list-item` one, its item unnumbered.
    /// An item in a nested list clears that sign now: the outer list is
    /// written as it is, the `<ul>` numbered by a hidden `<li value>`.
    @Test(arguments: [
        "<ol><li>e<ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
        "<ol><li>e<ol style=\"display:list-item\">a</ol><ul style=\"display:list-item\">b",
        "<ol start=5><li>e<ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
        "<ol reversed><li>e<ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
        "<ol><li>e<ol style=\"display:list-item\"></ol><ul style=\"display:list-item\"></ul>x",
        "<ol><li>e<ol style=\"display:list-item\"></ol><ul style=\"display:list-item\"></ul><li>f",
    ])
    func listAsAnItemAfterAnItemInANestedListRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let items = styled.blocks.filter { $0.kind == .listItem }
        #expect(items.count >= 3)
        guard items.count >= 3 else { return }
        #expect(items[0].list?.ordered == true)
        #expect(items[1].depth > items[0].depth)
        #expect(items[2].list?.ordered == true)
        #expect(
            styled.containers.contains { $0.kind == .unorderedList && $0.range.lowerBound == items[2].range.lowerBound }
        )
        #expect(items[2].list.map { abs($0.ordinal - (items[0].list?.ordinal ?? 0)) } == 2)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph in a row that is no cell (after a cell's tab, `display:
    /// table-row` on a `<td>`) with a direction (`<d dir=rtl><table><th>x
    /// <td style="display: table-row">o` is a cell `"x\t"`, then a
    /// paragraph `"o"`, right to left). Its anonymous cell takes its
    /// direction from the table, as its alignment (`rowBoxAlignments`);
    /// the writer's `display: inline` `<td>` had none. The `<table>` has
    /// that direction now (`rowBoxDirections`), the cells that have not
    /// undoing it.
    @Test(arguments: [
        "u<y dir=rtl><table><th><td style=\"display:table-row\">o",
        "<d dir=rtl><table><th>x<td style=\"display:table-row\">o",
        "<d dir=rtl><table><th dir=ltr>x<td style=\"display:table-row\">o",
        "<d dir=rtl><table><td>x<td style=\"display:inline-block\">o<tr><td>z",
        "<center dir=rtl><table><td>e<td style=\"display:table-row\">s",
        "<d dir=rtl><table><caption>c</caption><th>x<td style=\"display:table-row\">o",
        "<d dir=rtl><table><th>x<td style=\"display:table-row\">o<tr><td><p>q",
    ])
    func paragraphInARowThatIsNoCellWithADirectionRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        #expect(
            styled.blocks.contains { block in
                block.kind == .paragraph && block.direction == .rtl && block.range.lowerBound > 0
                    && bytes[block.range.lowerBound - 1] == 0x09
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption that starts in mid-line (a `display: table-cell` one after
    /// a cell's tab) with a block straight after it, no separator between
    /// (`<table style="display: contents">y<p style="display: table-cell">
    /// x<caption style="display: table-cell">z<p style="display:
    /// table-cell">w` is `"yx\tzw"`, captions `"z"` and `"w"`): that block
    /// is a table-cell element in the caption. The writer wrote it as a
    /// caption of its own (`captionsInCaptionLines` took only captions
    /// starting a line), which started a line: `"yx\tz\nw"`. It is written
    /// in the caption now, as after a caption starting a line.
    @Test(arguments: [
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<p style=\"display:table-cell\">w",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<p style=\"display:table-cell\">w<p style=\"display:table-cell\">v",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<p style=\"display:table-cell;text-align:right\">w",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<p style=\"display:table-cell\">w</caption><td>q",
        "<table style=\"display:contents\"><p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<p style=\"display:table-cell\">w",
        ";<ruby><table><caption style=\"display: table-cell\">y<p style=\"display:table-cell\">w",
        "<table style=\"display:contents\">y<p style=\"display:table-cell\">x<caption style=\"display:table-cell\">z<h1 style=\"display:table-cell\">w",
    ])
    func blockStraightAfterACaptionInMidLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        #expect(HTMLRoundTripTests.startsInMidLine(caption, in: bytes))
        #expect(
            styled.blocks.contains { block in
                block.kind != .paragraph && block.range.lowerBound == caption?.range.upperBound
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of a kind with a tag, other than the holder's, straight
    /// after a ruby table's last cell in the line of the block holding the
    /// table (`<pre><ruby><table><td><h2> <td>r<a style="display:
    /// table-cell"></table>u` is a heading `" \n\t"`, a cell `"r\t"`, then
    /// a preformatted `"u"` in its line). Only paragraphs and blocks of the
    /// holder's kind were glued to it there; the `<pre>` was written as a
    /// block of its own, on a line of its own. It is glued to the holder
    /// now, a `display: table-cell` `<pre>` in the heading.
    @Test(arguments: [
        "<pre><ruby><table><td><h2> <td>r<a style=\"display:table-cell\"></table>u",
        "<pre><ruby><table><td><h2>x<td>r<a style=\"display:table-cell\"></table>u",
        "<pre><ruby><table><td><h2>x<td>r<td>q</table>u<i style=\"display:table-cell\">v",
    ])
    func blockOfAnotherKindAfterARubyTableInItsHoldersLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let cell = styled.blocks.last { $0.kind == .tableCell }
        #expect(styled.blocks.first?.kind == .heading(level: 2))
        #expect(
            styled.blocks.contains { block in
                block.kind == .preformatted && block.range.lowerBound == cell?.range.upperBound
                    && bytes[block.range.lowerBound - 1] != 0x0A
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
