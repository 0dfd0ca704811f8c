import Testing

@_spi(Testing) @testable import HTMLRuns

/// Variants of the shapes of `GeneratorShapes8RoundTripTests`, and shapes
/// found by the generator (seeds 152 on), each failing the `html` round
/// trip on the code before, minimised (`Scripts/roundtrip-minimise.py`).
/// Each test asserts the shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes9RoundTripTests {
    /// The shape of `GeneratorShapes8RoundTripTests.itemsBlockGluedToABlockOfItsOwnTagDrawingItsMarkerRoundTrips`
    /// in a container that is no list (`<blockquote><li><h1 style=
    /// "display: table-cell">c</h1>&<a style="display: table-cell">x` is
    /// a heading `"• c&"`, then the item's block `"x"` in its line, in the
    /// blockquote). The marker was drawn by an item outside any list
    /// around the blockquote, not in it: the `<div>` holding the row was
    /// the blockquote's, and the item's block read back as a paragraph.
    /// The block draws the marker now, in an `<li>` straight around it.
    /// (The fourth passed before: the item's `<li>` is in an open one.)
    @Test(arguments: [
        "<blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<blockquote><dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ul><li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ol><li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<blockquote><li><pre style=\"display:table-cell\">c</pre>&<a style=\"display:table-cell\">x",
        "<figure><li><dt style=\"display:table-cell\">c</dt>&<a style=\"display:table-cell\">x</a><a style=\"display:table-cell\">y",
        "<blockquote><li style=\"font-size:20px\"><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x</a><p>z",
        "<blockquote><li style=\"list-style-type:square\"><h2 style=\"display:table-cell\">c</h2>&<a style=\"display:table-cell\">x",
    ])
    func itemsBlockGluedToABlockDrawingItsMarkerInAContainerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let marker = styled.runs.last { $0.attributes.marker }
        let holder = styled.blocks.first { $0.range.lowerBound == marker?.range.lowerBound }
        #expect(holder.map { $0.kind != .listItem && HTMLWriter.gluedTag($0.kind) != nil } == true)
        let next = styled.blocks.first { $0.range.lowerBound == holder?.range.upperBound }
        #expect(next?.kind == .listItem)
        #expect(HTMLRoundTripTests.isGluedInLine(next, after: holder, in: bytes))
        // (Its innermost container is no list.)
        let innermost = styled.containers.last { $0.range.contains(holder?.range.lowerBound ?? -1) }
        #expect(innermost.map { $0.kind != .orderedList && $0.kind != .unorderedList } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The shape of `itemsBlockGluedToABlockDrawingItsMarkerInAContainerRoundTrips`
    /// in a list, with containers that number no items between (`<ol>
    /// <blockquote><li><h1 style="display: table-cell">c</h1>&<a style=
    /// "display: table-cell">x` is a heading `"1. c&"`, then the item's
    /// block `"x"`, numbered by the `<ol>`). The marker was drawn by an
    /// `<li>` of the list around the blockquote: the `<div>` holding the
    /// row was the blockquote's, and the item's block read back as a
    /// paragraph. The block draws it now, in an `<li>` straight around
    /// it, which the list numbers (also after the list's item left open,
    /// which it closes).
    @Test(arguments: [
        "<ol><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ul><dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ol start=4><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x</a></li><li>z",
        "<ol><li>a<blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ol><li>q</li><blockquote><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ul><li>q</li><dl><li><h1 style=\"display:table-cell\">c</h1>&<a style=\"display:table-cell\">x",
        "<ol><li>q</li><blockquote><dl><li><pre style=\"display:table-cell\">c</pre>&<a style=\"display:table-cell\">x</a></li><li>z",
    ])
    func itemsBlockGluedToABlockDrawingItsMarkerInAContainerInAListRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A block of its own tag starting with a marker.)
        let holder = styled.blocks.first { block in
            block.kind != .listItem && HTMLWriter.gluedTag(block.kind) != nil
                && styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == block.range.lowerBound }
        }
        #expect(holder != nil)
        let next = styled.blocks.first { $0.range.lowerBound == holder?.range.upperBound }
        #expect(next?.kind == .listItem)
        #expect(HTMLRoundTripTests.isGluedInLine(next, after: holder, in: bytes))
        // (In a list, in a container that is none.)
        let around = styled.containers.filter { $0.range.contains(holder?.range.lowerBound ?? -1) }
        #expect(around.first.map { $0.kind == .orderedList || $0.kind == .unorderedList } == true)
        #expect(around.last.map { $0.kind != .orderedList && $0.kind != .unorderedList } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The shape of `GeneratorShapes8RoundTripTests.blockAfterAContainerEndingWithACellsTabInATableRoundTrips`
    /// with a block of its own tag, not a paragraph, ending with the
    /// cell's tab (`<table><th><dl><dt>x<th><h1 style="display:
    /// table-cell">b` is a term `"x\n\t"` in the `<dl>`, then a heading
    /// `"b"` in its line). Only a paragraph's container was written in a
    /// `display: table-cell` span (`cellContainers`); with a term, both
    /// blocks were written in the table's `display: contents` cell, the
    /// heading on a line of its own (`"x\n\t\nb"`). Any block holding
    /// only its text is now, written in its tag in the span. (Out of a
    /// table too, the last.)
    @Test(arguments: [
        "<table><th><dl><dt>x<th><h1 style=\"display:table-cell\">b",
        "<table><td><dl><dt>x<td><h1 style=\"display:table-cell\">b",
        "<table><th><blockquote><h2>x</h2><th><h1 style=\"display:table-cell\">b",
        "<table><th><blockquote><pre>x</pre><th><h1 style=\"display:table-cell\">b",
        "<table><th><figure><figcaption>x<th><h1 style=\"display:table-cell\">b",
        "<table><th><dl><dt>x<th><h1 style=\"display:table-cell\">b<tr><td>z",
        "<table><th><dl><dt>x<th><h1 style=\"display:table-cell\">b</table>q",
        "<table><th><blockquote><summary>x</summary><th><h1 style=\"display:table-cell\">b",
        "<table><th><dl><dt>x<dt>y<th><pre style=\"display:table-cell\">b",
        "<table><th><dl><dt>x<th><dt style=\"display:table-cell\">b",
        "<i style=\"display:table-cell\"><dl><dt>x<br></dl></i><h1 style=\"display:table-cell\">y",
    ])
    func blockAfterAContainerEndingWithABlockOfItsOwnTagAndACellsTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let next = styled.blocks.first { block in
            block.range.lowerBound > 0 && HTMLWriter.gluedTag(block.kind) != nil
                && bytes[..<block.range.lowerBound].suffix(2).elementsEqual([0x0A, 0x09])
        }
        let before = styled.blocks.last { $0.range.upperBound == next?.range.lowerBound }
        #expect(before.map { $0.kind != .paragraph && $0.kind != .tableCell } == true)
        #expect(before.map { HTMLWriter.gluedTag($0.kind) != nil } == true)
        // (The block before is in a container that ends with it.)
        #expect(styled.containers.contains { $0.range.upperBound == next?.range.lowerBound })
        #expect(next.map { $0.kind != .paragraph && $0.kind != .tableCell } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The shape of `GeneratorShapes8RoundTripTests.listAsAnItemAfterAParagraphInADetailsFirstInAListRoundTrips`
    /// with a summary first in the details (`<li><ol><details open>
    /// <summary>s</summary>y<ul style="display: list-item">` is a summary
    /// `"• ▾ s"`, a paragraph `"y"`, then `"◦ "` numbered 1 in the
    /// `<ol>`). The rule finding a block that is no item drawing the outer
    /// item's marker first in the list wanted that block to start with
    /// one marker, and the summary starts with two, the item's and its
    /// details': the item's marker was drawn by an `<li>` of the `<ol>`,
    /// which numbered the `<ul>` 2. Only the item's marker is counted now.
    @Test(arguments: [
        "<li><ol><details open><summary>s</summary>y<ul style=\"display:list-item\">",
        "<li><ol><details open><summary>s</summary><ul style=\"display:list-item\">",
        "<d style=\"display:list-item\"><ol><details open><summary>s</summary>y<ul style=\"display:list-item\">",
        "<li><ul><details open><summary>s</summary>y<ol style=\"display:list-item\">",
        "<li><ol start=3><details open><summary>s</summary>y<ul style=\"display:list-item\">",
        "<li><ol><details open><summary>s</summary>y<dl><ul style=\"display:list-item\">",
        "<li><ol><dl><details open><summary>s</summary>y<ul style=\"display:list-item\">",
        "<li><ol><details open><summary style=\"color:red\">s</summary>y<ul style=\"display:list-item\">",
        "<li><ol><details open><summary>s</summary><details open><summary>t</summary><ul style=\"display:list-item\">",
        "<ol><li><ol><details open><summary>s</summary>y<ul style=\"display:list-item\">",
    ])
    func listAsAnItemAfterASummaryFirstInAListInAnItemRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let summary = styled.blocks.first { $0.kind == .summary }
        #expect(summary != nil)
        let text = summary.map { String(decoding: Array(styled.text.utf8)[$0.range], as: UTF8.self) } ?? ""
        // (An item's marker, then the details'.)
        #expect(text.split(separator: " ").dropFirst().first == "▾")
        #expect(styled.runs.first.map { $0.attributes.marker && $0.range.lowerBound == 0 } == true)
        // (The list that is an item, numbered first in the list around.)
        let item = styled.blocks.last
        #expect(item?.kind == .listItem)
        #expect(item?.list?.ordinal == (html.contains("start=3") ? 3 : 1))
        #expect(
            item.map { block in styled.containers.contains { $0.range.lowerBound == block.range.lowerBound } } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list-item cell after empty cells in its row, ending the row's
    /// last cell block with the empty cells after it (`<table><td><td
    /// style="display: list-item"><td><td>` is one cell block `"\t\n•
    /// \n\t"`: the list-item cell's end breaks the line, the last tab
    /// is the third cell's; generator seed 152). The writer wrote the
    /// item's line break as a `<br>` ending its `<td>`'s text, then one
    /// empty cell per tab: the `<br>` read back as none (`"\t\n• "`).
    /// The line break is the item's end now, written as one more empty
    /// cell. (The last two passed before.)
    @Test(arguments: [
        "<table><td><td style=\"display:list-item\"><td><td>",
        "<table><td><td style=\"display:list-item\">y<br><td><td>",
        "<table><td><td style=\"display:list-item\"><td><td><td>",
        "<table><td><td style=\"display:list-item\"><b>y</b><td><td>",
        "<pre><table><td><td style=\"display:list-item\">y<td><td>",
        "<table><td><td style=\"display:list-item\">y<br><br><td><td>",
        "<table><td><td style=\"display:list-item\"><td><td></tr><tr><td>z",
        "<table><td><td style=\"display:list-item\"><td><td></table>x",
    ])
    func listItemCellBeforeEmptyCellsEndingItsRowRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let cell = styled.blocks.first
        #expect(cell?.kind == .tableCell)
        // (Empty cells before the item's marker, a line break and a
        // tab after it.)
        #expect(cell.map { bytes[$0.range].starts(with: [0x09, 0x0A]) } == true)
        #expect(styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == 2 })
        var text = cell.map { Array(bytes[$0.range]) } ?? []
        if text.last == 0x0A { text.removeLast() }
        let tabs = text.reversed().prefix { $0 == 0x09 }.count
        #expect(tabs >= 1 && text.dropLast(tabs).last == 0x0A)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption straight after a cell in its line, with no separator
    /// between, in a ruby table (`<table style="display: table-row"><th>&
    /// <caption style="display: table-cell">a` is a cell `"&"`, then a
    /// caption `"a"`; generator seed 164). A cell there is written in a
    /// ruby table of its own after the first; the caption was written as
    /// a `<caption>` of the same table, which ends the row (`"&\na"`). It
    /// is a `display: table-cell` caption in a table of its own now, as a
    /// caption first in a ruby table in mid-line is.
    @Test(arguments: [
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\">a",
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\">a<td>b",
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\">a</caption><caption style=\"display:table-cell\">b",
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell;text-align:right\">a",
        "<table style=\"display:table-row\"><td>&<caption style=\"display:table-cell\" dir=rtl>a",
        "<p>z<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\">a",
        "<h1><table style=\"display:table-row\"><td>&<caption style=\"display:table-cell\">a",
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\"><b>a</b></caption>q",
    ])
    func captionAfterACellWithNoSeparatorRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        let cell = styled.blocks.last { $0.range.upperBound == caption?.range.lowerBound }
        #expect(cell?.kind == .tableCell)
        #expect(HTMLRoundTripTests.isGluedInLine(caption, after: cell, in: bytes))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A heading, `pre`, term, figure caption or summary drawing its own
    /// marker, holding nothing else but the separator tab before a
    /// table-cell element glued to it (`<l style="white-space: pre">
    /// <summary style="display: list-item">`, a tab, `<l style="display:
    /// table-cell">c` is a summary `"• \t"`, then one `"c"`; generator
    /// seed 165). Written as a `display: list-item` element of its tag
    /// holding the glued cell, its own text an empty cell before it was
    /// left out: the glued cell was the first, the tab lost (`"• c"`, one
    /// block). The empty cell is written, as `inline` writes it for a
    /// block with text. (A heading's tab is styled, its text: that one
    /// passed before.)
    @Test(arguments: [
        "<l style=\"white-space:pre\"><summary style=\"display:list-item\">\t<l style=\"display:table-cell\">c",
        "<l style=\"white-space:pre\"><dt style=\"display:list-item\">\t<l style=\"display:table-cell\">c",
        "<l style=\"white-space:pre\"><figcaption style=\"display:list-item\">\t<l style=\"display:table-cell\">c<l style=\"display:table-cell\">d",
        "<l style=\"white-space:pre\"><dt style=\"display:list-item\">\t<l style=\"display:table-cell\">c</l></dt><p>z",
        "<details open><summary>s</summary><l style=\"white-space:pre\"><dt style=\"display:list-item\">\t<l style=\"display:table-cell\">c",
    ])
    func blockDrawingItsOwnMarkerBeforeATabAndAGluedCellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A block drawing its own marker, then only the tab.)
        let holder = styled.blocks.last { block in
            block.kind != .paragraph && block.kind != .listItem && HTMLWriter.gluedTag(block.kind) != nil
                && styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == block.range.lowerBound }
        }
        #expect(holder.map { bytes[$0.range].elementsEqual("• \t".utf8) } == true)
        let next = styled.blocks.first { $0.range.lowerBound == holder?.range.upperBound }
        #expect(next.map { $0.kind == holder?.kind } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption of a ruby table written as a `display: table-cell`
    /// caption in mid-line, ending with the line break before a cell of
    /// the next row (`><table style="display: inline-block"><caption
    /// style="display: table-cell">y<figure><th>c` is a paragraph `">"`,
    /// a caption `"y\n"`, then a cell `"c"`; generator seed 177). Such a
    /// caption is in the row after it, which its end does not break: its
    /// line break was left to the `<tr>` after it and lost (`">yc"`). It
    /// is a `<br>` ending the caption now, in the line break's style.
    @Test(arguments: [
        "><table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<figure><th>c",
        "><table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<figure><th>c<th>d",
        "><table style=\"display:inline-block\"><caption style=\"display:table-cell\"><b>y</b><figure><th>c",
        "x<table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<p><th>c",
        "<table style=\"display:table-row\"><th>&<caption style=\"display:table-cell\">a<figure><th>c",
        "<h1>><table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<figure><th>c",
        "<pre>><table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<figure><th>c",
        "><table style=\"display:inline-block\"><caption style=\"display:table-cell\">y<figure><th>c</table>z",
    ])
    func captionInMidLineEndingWithALineBreakBeforeACellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        // (In mid-line: no line break before it.)
        #expect(HTMLRoundTripTests.startsInMidLine(caption, in: bytes))
        #expect(caption.map { bytes[$0.range].contains(0x0A) } == true)
        let next = styled.blocks.first { $0.range.lowerBound == caption?.range.upperBound }
        #expect(next?.kind == .tableCell)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list-item caption first in a ruby table in an item of a list,
    /// after the list's paragraph (`<ul>y<li><table style="display:
    /// inline"><caption style="display: list-item">` is a paragraph `"y"`,
    /// then a caption `"• • "`, the item's marker and the caption's;
    /// generator seed 193). The `<li>` opened for the item drew one, and
    /// the ruby table after it started a line (`"• "`, an item, then the
    /// caption with no marker). As for a first cell drawing nothing but
    /// the `<li>`'s one marker, the table is a `display: table-cell` one
    /// in the `<li>`, the caption drawing the second marker. (With a
    /// styled second marker, `color: red` on the caption, the `<li>`
    /// still draws the last, the caption's: open.)
    @Test(arguments: [
        "<ul>y<li><table style=\"display:inline\"><caption style=\"display:list-item\">",
        "<ul>y<li><table style=\"display:inline\"><caption style=\"display:list-item\">z",
        "<ul>y<li><table style=\"display:inline\"><caption style=\"display:list-item\">z<td>w",
        "<ul>y<li><table style=\"display:inline\"><caption style=\"display:list-item\"></caption><caption style=\"display:list-item\">",
    ])
    func listItemCaptionFirstInARubyTableInAListItemRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        #expect(caption.map { bytes[$0.range].starts(with: Array("• • ".utf8)) } == true)
        #expect(styled.containers.first?.kind == .unorderedList)
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
