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
        #expect(
            styled.runs.contains { run in run.attributes.marker && item?.range.contains(run.range.lowerBound) == true })
        let box = styled.blocks.last
        #expect(box?.kind == .paragraph)
        #expect(
            styled.runs.last.map { $0.attributes.monospace && $0.range.upperBound == box?.range.upperBound } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph glued to a block of its own tag (a heading, `pre`,
    /// term) in mid-line with no tab between (`<h1 style="display:
    /// table-cell">c</h1>&<a style="display: table-cell">x` is a heading
    /// `"c&"`, then a paragraph `"x"`: the text after the heading's cell
    /// and the next cell are in anonymous tables of their own). The
    /// paragraph was written as a `display: table-cell` span in the
    /// block's tag, which gave it the block's kind. The row is held by a
    /// paragraph `<div>` now, the block's tag a cell in it, as when a tab
    /// separates them (`paragraphCellsHolder`).
    @Test(arguments: [
        "<h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<h2 style=\"display:table-cell\">c</h2>&amp;<a style=\"display:table-cell\">x</a><a style=\"display:table-cell\">y",
        "<pre style=\"display:table-cell\">c</pre>&<a style=\"display:table-cell\">x",
        "<dt style=\"display:table-cell\">c</dt>&<a style=\"display:table-cell\">x",
        "<l style=\"display:ruby\"><figcaption><dt style=\"display:table-cell\">a</figcaption><q style=\"display:table-cell\"> ",
        "<blockquote><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
    ])
    func paragraphGluedToABlockOfItsOwnTagWithNoTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let holder = styled.blocks.first
        #expect(holder.map { $0.kind != .paragraph && HTMLWriter.gluedTag($0.kind) != nil } == true)
        let next = styled.blocks.dropFirst().first
        #expect(next?.kind == .paragraph)
        #expect(HTMLRoundTripTests.isGluedInLine(next, after: holder, in: bytes))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table holding a summary's blocks, its first cell centred
    /// (`<summary><table style="display: inline"><th>x<td><tbody><th>y` is
    /// a centred cell `"x\t"`, a summary `"\n"` that is not, then a centred
    /// cell `"y"`). A summary's holder took the first cell's alignment;
    /// it takes that of the blocks in the table that are no cells now, as
    /// any other holder does (`holderBlock(of:)`).
    @Test(arguments: [
        "<summary><table style=\"display:inline\"><th>x<td><tbody><th>y",
        "<summary><table style=\"display:inline\"><th>x<td><tbody><td>y",
        "<summary><table style=\"display:inline\"><th>x<td></table>z",
        "<summary><table style=\"display:inline\"><td style=\"text-align:right\">x<td></table>z",
    ])
    func summaryHoldingARubyTableWithAnAlignedFirstCellRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let cell = styled.blocks.first
        #expect(cell?.kind == .tableCell)
        #expect(cell?.alignment != nil)
        let summary = styled.blocks.dropFirst().first
        #expect(summary?.kind == .summary)
        #expect(summary.map { $0.alignment == nil && $0.range.lowerBound == cell?.range.upperBound } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag that is a list item (`<h1 style="display:
    /// list-item">`) holding nothing but empty table-cell elements, whose
    /// tabs come before its marker (`<h1 style="display: list-item"><dt
    /// style="display: table-cell"><dt style="display: table-cell">` is a
    /// heading `"\t• "`). Such a block draws its marker itself, written as
    /// a `display: list-item` element of its tag with the blocks glued to
    /// it, but without those cells: the tab was lost. They are written in
    /// it now, before the rest (`emptyCellsBeforeMarkers`).
    @Test(arguments: [
        "<h1 style=\"display:list-item\"><dt style=\"display:table-cell\"><dt style=\"display:table-cell\">",
        "<pre style=\"display:list-item\"><dt style=\"display:table-cell\"><dt style=\"display:table-cell\">",
        "<h1 style=\"display:list-item;font-size:20px\"><dt style=\"display:table-cell\"><dt style=\"display:table-cell\">",
        "<pre style=\"display:list-item;font-family:serif\"><dt style=\"display:table-cell\"><dt style=\"display:table-cell\">",
        "<h1 style=\"display:list-item\"><span style=\"display:table-cell\"></span><span style=\"display:table-cell\"></span><span style=\"display:table-cell\"></span>",
        "<h2 style=\"display:list-item\"><table><td><td></table><span style=\"display:table-cell\"></span><span style=\"display:table-cell\"></span>",
    ])
    func emptyCellsBeforeTheMarkerOfABlockDrawingItRoundTrip(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let block = styled.blocks.first
        #expect(styled.blocks.count == 1)
        #expect(block.map { $0.kind != .listItem && HTMLWriter.gluedTag($0.kind) != nil } == true)
        #expect(bytes.first == 0x09)
        #expect(styled.runs.last?.attributes.marker == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A cell after an empty table-cell element glued to a paragraph
    /// straight in a table's row (`<table><td style="display: contents">y
    /// <q style="display: table-cell"><th>y` is a paragraph `"y"`, one
    /// `"\t"`, then a cell `"y"`, all in one line). A cell is a ruby
    /// table's in mid-line after a block with text before the tabs ending
    /// it; the block before being nothing but its tab, the cell was taken
    /// for the first of a row of its own, its tab for an empty cell's
    /// (`"y\n\ty"`). A block that is nothing but tabs starting in
    /// mid-line counts too now.
    @Test(arguments: [
        "<table><td style=\"display:contents\">y<q style=\"display:table-cell\"><th>y",
        "<table><td style=\"display:contents\">y<q style=\"display:table-cell\"></q><q style=\"display:table-cell\"></q><th>y",
        "<table><td style=\"display:contents\">y<q style=\"display:table-cell\">a</q><q style=\"display:table-cell\"></q><th>y",
        "<table><td style=\"display:contents\">y<q style=\"display:table-cell\"></q><th>y<td>z",
        "<table><td style=\"display:contents\">y<q style=\"display:table-cell\"></q><th>y<tr><td>z",
        "<table><td style=\"display:contents\"><b>y</b><q style=\"display:table-cell\"></q><td>y",
    ])
    func cellAfterAnEmptyCellElementGluedToAParagraphInARowRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        #expect(styled.blocks.first?.kind == .paragraph)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        let before = styled.blocks.last { $0.range.upperBound == cell?.range.lowerBound }
        #expect(before.map { $0.kind == .paragraph && bytes[$0.range].last == 0x09 } == true)
        #expect(cell.map { !bytes[..<$0.range.lowerBound].contains(0x0A) } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag after a cell's tab in its line, in the same
    /// table (`<table><td><h1><ruby><table><td>><td style="display:
    /// table-row">t` is a cell `">\t"`, then a heading `"t"`: the ruby's
    /// table, inlinified, leaves its cell's tab, and the row-display cell
    /// is a heading block in the outer cell). A paragraph there is written
    /// in a `display: inline` cell after the cell (`inlineCellStarts`);
    /// the heading was written in the cell on a line of its own (`">\nt"`).
    /// It is written in that `display: inline` cell too now, its tag a
    /// `display: table-cell` element, which starts its block without
    /// breaking the line.
    @Test(arguments: [
        "<table><td><h1><ruby><table><td>><td style=\"display:table-row\">t",
        "<table><td><h2><ruby><table><td>><td style=\"display:table-row\">t",
        "<table><td><pre><ruby><table><td>><td style=\"display:table-row\">t",
        "<table><td><h1><ruby><table><td>><td style=\"display:table-row\">t</table><p>z",
        "<table><td><h1><ruby><table><td>><td style=\"display:table-row\">t<tr><td>w",
        "<table><td><h1 style=\"text-align:right\"><ruby><table><td>><td style=\"display:table-row\">t",
    ])
    func blockOfItsOwnTagAfterACellsTabInItsLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        #expect(HTMLRoundTripTests.cellTabThenBlockOfItsOwnTag(styled, in: bytes) != nil)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is an item in an item of the list around it, both
    /// without a block of their own (`<ol><r style="display: list-item">
    /// <b style="display: list-item"><ul style="display: list-item">` is
    /// `"1. 2. ◦ "`, one item numbered 3). The `<li>` drawing `"2. "` is
    /// opened around the `<ul>`, but the hidden `<li value>` setting the
    /// list's count (`listsAsOwnFirstItems`) was written before it,
    /// counting `"2. "` as if not yet drawn: the `<ul>` read back 4. It is
    /// written after the items around the list now, in a `<section>` in
    /// the innermost, when the count still needs setting. (The last three
    /// passed before too: they guard the lists the hidden `<li>` was for.)
    @Test(arguments: [
        "<ol><r style=\"display:list-item\"><b style=\"display:list-item\"><ul style=\"display:list-item\">",
        "<ol><r style=\"display:list-item\"><b style=\"display:list-item\"><ol style=\"display:list-item\">",
        "<ol start=5><r style=\"display:list-item\"><b style=\"display:list-item\"><ul style=\"display:list-item\">",
        "<ol><r style=\"display:list-item\">x<b style=\"display:list-item\">y<ul style=\"display:list-item\">z",
        "<ol><ol style=\"display:list-item\"></ol><ul style=\"display:list-item\">",
    ])
    func listAsAnItemInAnItemWithoutABlockRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let item = styled.blocks.last
        #expect(item?.kind == .listItem)
        #expect(item.map { ($0.list?.ordinal ?? 0) > 1 } == true)
        #expect(styled.containers.count >= 2)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag (a heading, `pre`, term, figure caption) in
    /// the line of a container ending with a table-cell element's tab
    /// (`<h1><table><i style="display: table-cell"><pre><ul>`, a newline,
    /// `<tbody>x` is a paragraph `"\t"` in the `<ul>`, then a heading
    /// `"x"`). Only a paragraph there was written as a `display:
    /// table-cell` element after the container in a table-cell span
    /// (`cellContainers`); the heading was written on a line of its own,
    /// the tab a text tab. Blocks of those kinds are written so too now,
    /// their tag the cell.
    @Test(arguments: [
        "<h1><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x",
        "<h2><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x",
        "<h1><table><i style=\"display:table-cell\"><pre><ol>\n<tbody>x",
        "<h1><table><i style=\"display:table-cell\"><pre><blockquote>\n<tbody>x",
        "<pre><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x",
        "<figcaption><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x",
        "<dt><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x",
        "<h1><table><i style=\"display:table-cell\"><pre><ul>\n<tbody>x</table>y",
    ])
    func blockOfItsOwnTagInTheLineOfAContainerEndingWithACellsTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let container = styled.containers.first
        #expect(container.map { $0.range.lowerBound == 0 && bytes[$0.range].last == 0x09 } == true)
        let next = styled.blocks.first { $0.range.lowerBound == container?.range.upperBound }
        #expect(next.map { $0.kind != .paragraph && HTMLWriter.gluedTag($0.kind) != nil } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
