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
        let last = styled.blocks.last
        #expect(last?.kind == .listItem)
        #expect(last.map { Array(styled.text.utf8)[$0.range.lowerBound - 1] } == UInt8(ascii: "\t"))
        #expect(styled.containers.last?.kind == .table)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The same in a table cell: a table (or a table part) that is a list
    /// item, its first cells empty, after a cell's text (`"x\n\t• "`, a
    /// cell `"x\n\t"`, then an item `"• "`). Only an item starting its own
    /// table put the tabs before its marker; the cell's tabs were its text,
    /// the item on a line of its own.
    @Test(arguments: [
        "<table><th><table style=\"display:list-item\">x<th><th>",
        "<table><td><table style=\"display:list-item\">x<td><th><td>",
        "<ol><li>q<table><th><table style=\"display:list-item\">x<th><th>",
        "<table><td>x<tbody style=\"display:list-item\"><td><td>",
        "<table><th>x<tbody style=\"display:list-item\"><th><td><td>",
    ])
    func listItemTableAfterACellsTextWithEmptyFirstCellsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let last = styled.blocks.last
        #expect(last?.kind == .listItem)
        #expect(styled.blocks.dropLast().last?.kind == .tableCell)
        #expect(last.map { Array(styled.text.utf8)[$0.range.lowerBound - 1] } == UInt8(ascii: "\t"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A styled tab ending an item before a cell of its table (a `<pre>`'s
    /// tab in a table that is a list item, `"• \ta"`) is its text, not the
    /// cell's separator, which is never styled: it was dropped.
    @Test(arguments: [
        "<pre><table style=\"display:list-item\">&Tab;<td>a",
        "<pre><table style=\"display:list-item\">&Tab;<td>a<td>b",
    ])
    func styledTabBeforeACellRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("• \ta"))
        #expect(styled.blocks.first?.kind == .listItem && styled.blocks.count >= 2)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption that is a list item after its table's start (`"a\n• "`):
    /// nothing drew its marker (only an `<li>` around the table does, at
    /// its start); its `<caption>` is a list item now, as such a cell's
    /// `<td>` is, numbered after the items of the list around it.
    @Test(arguments: [
        "<table><td>a<caption style=\"display:list-item\">",
        "<table><th>x<caption style=\"display:list-item\">",
        "<table><caption>c<caption style=\"display:list-item\">",
        "<table><th>;<caption style=\"display:list-item\">",
        "<table><td>a<caption style=\"display:list-item\"><b>x",
        "<ol><li>q<table><td>a<caption style=\"display:list-item\">x",
        "<ol start=4><li>q<table><th>a<caption style=\"display:list-item\">x<tr><td>b",
    ])
    func listItemCaptionAfterTheTablesStartRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let start = styled.blocks.last { $0.kind == .tableCaption }?.range.lowerBound
        #expect(start.map { $0 > 0 } == true)
        #expect(styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == start })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption that is a list item after a row of empty cells only: the
    /// converter puts their tabs and line break in the caption (`"\t\n•
    /// "`), whose marker was written as its text. A row of empty cells
    /// before the `<caption>` makes them now, the caption drawing its
    /// marker itself.
    @Test(arguments: [
        "<table><td><th><caption style=\"display:list-item\">",
        "<table><td><th><caption style=\"display:list-item\">x",
        "<table><td><td><th><caption style=\"display:list-item\">x",
        "<table><td><th><caption style=\"display:list-item\"><b>x",
    ])
    func listItemCaptionAfterEmptyCellsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let caption = styled.blocks.first
        #expect(styled.blocks.count == 1 && caption?.kind == .tableCaption)
        #expect(styled.text.hasPrefix("\t") && styled.text.contains("\n• "))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A cell that is a list item in a list after its items: its marker
    /// has the list's next ordinal (`"3. x"`), which only a first item's
    /// style drew before.
    @Test(arguments: [
        "<ol><li>q<li>r<table><td>a<td style=\"display:list-item\">x",
        "<ol><li>q<table><tr><td>a<tr><td style=\"display:list-item\">x",
    ])
    func orderedListItemCellRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.last?.kind == .tableCell)
        #expect(!styled.text.contains("\n1. x"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is a list item outside any list, whose first item is a
    /// list (`"1. ◦ "`, the `<ul>` numbered 1), its marker drawn with that
    /// list's or by a block straight in it before: written as an `<li>`
    /// in the outer list drawing `"1. "`, the inner list read back as its
    /// second item, numbered 2. An `<li>` outside it draws that marker
    /// now, its `start` the inner list's ordinal.
    @Test(arguments: [
        "<ol style=\"display:list-item\"><ul style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><ol style=\"display:list-item\">",
        "<ol style=\"display:list-item\"><ul style=\"display:list-item\">x",
        "<ol start=5 style=\"display:list-item\"><ul style=\"display:list-item\">",
        "<ul><li>z<ol style=\"display:list-item\"><ul style=\"display:list-item\">",
        // (The outer list's marker drawn by a block straight in it first.)
        "<ol style=\"display:list-item\"><pre> <ul style=\"display:list-item\">",
        "<ol style=\"display:list-item\"><h1>h</h1><ul style=\"display:list-item\">x",
        "<ul style=\"display:list-item\"><pre>p</pre><ol style=\"display:list-item\">",
        "<li><ol><ul style=\"display:list-item\">",
        // (A `<dl>` between the lists, opening with them.)
        "<li><ol><dl><ul style=\"display:list-item\">",
        "<li><ol><dl><ul style=\"display:list-item\">x",
        "<li><ol start=5><dl><ul style=\"display:list-item\">",
    ])
    func listOpeningWithAListAsItsFirstItemRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.last { $0.kind == .listItem }
        #expect(styled.containers.count >= 2)
        #expect(item.map { styled.containers.last?.range.lowerBound == $0.range.lowerBound } == true)
        #expect(item?.list?.ordinal == (html.contains("start=5") ? 5 : 1))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is a list item, whose marker a block straight in it that
    /// is no item draws, with text of its own after it (`"1. >\na"`, the
    /// text an unordered item, 1, numbered outside the list): written in
    /// an `<li>` of the list, the text read back as that item's, ordered.
    /// The list is a `display: list-item` one now, as with a paragraph.
    @Test(arguments: [
        "<ol style=\"display:list-item\"><figcaption>></figcaption>a",
        "<ol style=\"display:list-item\"><h2>x</h2>x",
        "<ol style=\"display:list-item\"><pre>p</pre>b",
    ])
    func listItemListWithABlockThenTextRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("1. "))
        #expect(styled.blocks.count == 2 && styled.blocks[0].kind != .listItem)
        #expect(styled.blocks[1].kind == .listItem && styled.blocks[1].list?.ordered == false)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is a list item whose first block, text straight in it,
    /// is its own item, with a list that is an item of it after that
    /// (`<ul style="display: list-item">x<ol style="display: list-item">`
    /// is `"• x"` numbered 1 outside the list, then `"1. "` numbered 1 in
    /// it). Written in an `<li>` of the list, the text took the list's
    /// first ordinal, the inner list read back as item 2 (no `value`
    /// numbers a list). The list is a `display: list-item` one now, the
    /// text straight in it; its `start` the inner list's ordinal.
    @Test(arguments: [
        "<ul style=\"display:list-item\">x<ol style=\"display:list-item\">",
        "<blockquote><ul style=\"display:list-item\">x<ol style=\"display:list-item\">y",
        "<ul style=\"display:list-item\"><b>x</b><ol style=\"display:list-item\">a</ol>b",
        "<ol start=5 style=\"display:list-item\">x<ul style=\"display:list-item\">",
    ])
    func listItemListWithTextThenAListItemListRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let items = styled.blocks.filter { $0.kind == .listItem }
        #expect(items.count >= 2 && styled.containers.count >= 2)
        #expect(items.last?.list?.ordinal == (html.contains("start=5") ? 5 : 1))
        #expect(styled.containers.last.map { $0.range.lowerBound == items.last?.range.lowerBound } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So when that list is numbered one on from the inner list, in an
    /// item around it (`<li><ul style="display: list-item">x<ol style=
    /// "display: list-item">` is `"• • x"`, the `<ul>` numbered 2, then
    /// `"1. "` numbered 1 in it): an inner list one ordinal back was
    /// taken for the next item of a reversed list, the text written in an
    /// `<li>` of the `<ul>` and the inner list read back as item 3. Only
    /// an `<ol>` can be reversed: in a `<ul>` the text is the list's own
    /// item now, written straight in a `display: list-item` list.
    @Test(arguments: [
        "<li><ul style=\"display:list-item\">x<ol style=\"display:list-item\">",
        "<li><ul style=\"display:list-item\">x<ol style=\"display:list-item\">y",
        "<ul><li><ul style=\"display:list-item\">x<ol style=\"display:list-item\">",
    ])
    func unorderedListItemListNumberedOneOnRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let items = styled.blocks.filter { $0.kind == .listItem }
        #expect(items.map { $0.list?.ordinal } == [2, 1])
        #expect(styled.containers.last?.kind == .orderedList)
        #expect(styled.containers.dropLast().last?.kind == .unorderedList)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is a list item with text of its own after a list
    /// opening with it, whose only item's marker, drawn at a paragraph in
    /// a list in that one, is the outer list's (`<pre><ol style="display:
    /// list-item"><ul><ol>a</ul> ` is `"1. a"`, then the outer list's text
    /// `" "`, unordered). The marker was drawn by an `<li>` of the middle
    /// list, the text read back as an ordered item of the outer one; the
    /// outer list draws it now, a `display: list-item` list.
    @Test(arguments: [
        "<pre><ol style=\"display:list-item\"><ul><ol>a</ul> ",
        "<ol style=\"display:list-item\"><ul><ol>a</ul>b",
        "<ol><li>q<ul style=\"display:list-item\"><ol><ul>a</ol>b",
    ])
    func listItemListWithTextAfterNestedListsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.first?.kind == .paragraph || styled.blocks.first?.kind == .listItem)
        #expect(styled.blocks.last?.kind == .listItem && styled.containers.count >= 3)
        #expect(styled.containers.last.map { $0.range.upperBound < styled.text.utf8.count } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A table that is a list item, its first cells empty, in an inline
    /// block, whose block before holds nothing but their tabs, with no
    /// line break before the item (`"\t• "`, a paragraph `"\t"`): the
    /// paragraph was written with its tab, then a line break. It is
    /// written empty, with an empty inline block, the tabs as empty
    /// table-cell elements before the item's marker (`tabsBeforeItems`).
    @Test(arguments: [
        "<s style=\"display:inline-block\"><table style=\"display:list-item\"><th><th>",
        "<span style=\"display:inline-block\"><table style=\"display:list-item\"><th><th><th></table></span>x",
        "<ol><li>a</ol><s style=\"display:inline-block\"><table style=\"display:list-item\"><th><th>",
    ])
    func listItemTableAfterABlockOfItsEmptyCellsTabsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.first { $0.kind == .listItem && $0.list?.ordered == false }
        #expect(item.map { Array(styled.text.utf8)[$0.range.lowerBound - 1] } == UInt8(ascii: "\t"))
        #expect(styled.blocks.contains { $0.kind == .paragraph && $0.range.upperBound == item?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So when the block holding nothing but those tabs is a `<pre>`, a
    /// heading or another block of text in a tag of its own (`<pre><br>
    /// <table style="display: list-item"><th><th>` is a `pre` `"\t"`,
    /// then the item `"• "`): only a paragraph was written empty, the
    /// others with their tab, then a line break. Any such block is now.
    @Test(arguments: [
        "<pre><br><table style=\"display:list-item\"><th><th>",
        "<pre><br><table style=\"display:list-item\"><th><th><th>",
        "<h1><br><table style=\"display:list-item\"><th><th>",
        "<dt><br><table style=\"display:list-item\"><th><th>",
    ])
    func listItemTableAfterATextBlockOfItsEmptyCellsTabsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.last
        #expect(item?.kind == .listItem)
        #expect(item.map { Array(styled.text.utf8)[$0.range.lowerBound - 1] } == UInt8(ascii: "\t"))
        #expect(
            styled.blocks.contains {
                $0.kind != .paragraph && $0.kind != .listItem && $0.range.upperBound == item?.range.lowerBound
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So when the line break before those tabs is a styled `<br>`'s, in
    /// a `<pre>` or in bold (`y<pre><br><table style="display: list-item">
    /// <th><th>` is a paragraph `"y\n"`, a `pre` `"\n\t"` in monospace
    /// but for the tab, then the item `"• "`): only an unstyled line break
    /// was left to the block's end, the tabs then written as the block's
    /// text. The block keeps its `<br>` now (the converter adds no line
    /// break after it), the tabs the item's empty table-cell elements.
    @Test(arguments: [
        "y<pre><br><table style=\"display:list-item\"><th><th>",
        "y<pre><br><table style=\"display:list-item\"><th><th><th>",
        "<pre>x<br><table style=\"display:list-item\"><th><th>",
        "<p><b>x<br></b><table style=\"display:list-item\"><th><th>",
    ])
    func listItemTableAfterAStyledLineBreakAndItsEmptyCellsTabsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.last
        #expect(item?.kind == .listItem)
        let tabs = item.map { Array(styled.text.utf8)[..<$0.range.lowerBound].reversed().prefix { $0 == 9 }.count }
        #expect((tabs ?? 0) >= 1)
        let lineBreak = item.map { $0.range.lowerBound - (tabs ?? 0) - 1 }
        #expect(lineBreak.map { Array(styled.text.utf8)[$0] } == UInt8(ascii: "\n"))
        #expect(
            lineBreak.map { at in
                styled.runs.contains { $0.range.contains(at) && $0.attributes != TextAttributes() }
            } == true)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's first cell that is a list item, its marker bold (a
    /// `<th>`'s), ending with the unstyled line break that breaks the
    /// line before the next cell (`"• \n"`): the `<br>` written for it
    /// took the bold the list-item `<td>` gives its content. It undoes it.
    @Test(arguments: [
        "<table style=\"display:inline-block\"><th style=\"display:list-item\"><th><h1>x",
        "<i><table style=\"display:inline-table\"><th style=\"display:list-item\"><th></table></i><h2>x",
    ])
    func listItemRubyCellEndingInALineBreakRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.first?.kind == .tableCell && styled.text.contains("• \n"))
        #expect(styled.html().contains("<br>"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's caption that is a list item in a list item, no
    /// container starting with it (`"• • "`, one caption block): both
    /// markers were dropped. An `<li>` around its holder draws the first,
    /// a list-item `<caption>` in a `display: table-cell` table the
    /// second, as for such a first cell.
    @Test(arguments: [
        "<y style=\"display:list-item\"><table style=\"display:table-row\"><caption style=\"display:list-item\">",
        "<y style=\"display:list-item\"><table style=\"display:table-cell\"><caption style=\"display:list-item\">x",
    ])
    func listItemRubyCaptionInAListItemRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("• • ") && styled.blocks.first?.kind == .tableCaption)
        #expect(styled.containers.isEmpty)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's first cell that is a list item after an item
    /// outside any list, its marker of the ordinal after that item's
    /// (`"1. \n2. "`, the cell's `"2. "`): its `<td>` drew a marker only
    /// for the first ordinal, and it was dropped. It draws the marker of
    /// the ordinal the items around give the next one too.
    @Test(arguments: [
        "<v style=\"display:ruby\"><ol><table style=\"display:inline-block\"><v style=\"display:list-item\"><th style=\"display:list-item\">",
        "<li>a</li><ruby><table><td style=\"display:list-item; list-style-type:decimal\">b",
        "<v style=\"display:ruby\"><ol><v style=\"display:list-item\">x<table style=\"display:inline-block\"><th style=\"display:list-item\">y",
    ])
    func listItemRubyCellAfterAnItemRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.contains("\n2. ") && styled.blocks.last?.kind == .tableCell)
        #expect(styled.containers.isEmpty)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's first cell that is a list item with another cell
    /// after it in its row (`"• >\t"`): a list-item `<td>` in a ruby breaks
    /// the line before the next cell, an empty one lost its tab. An `<li>`
    /// around its holder draws the marker now, the table a `display:
    /// table-cell` one.
    @Test(arguments: [
        "<v style=\"display:list-item\"><table style=\"display:table-cell\"><th>><th>",
        "<v style=\"display:list-item\"><table style=\"display:table-cell\"><th>><th>x",
        "<v style=\"display:list-item\"><table style=\"display:table-cell\"><th>><th><tr><td>y",
        "<v style=\"display:list-item\"><table style=\"display:contents\"><td>a<td><td>",
    ])
    func listItemRubyCellWithACellAfterItRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("• ") && styled.text.contains("\t"))
        #expect(styled.blocks.first?.kind == .tableCell && styled.containers.isEmpty)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A table that is a list item whose item block is a box in a row
    /// that is no cell, after a cell's tab (`"• y\tx"`: a cell `"• y\t"`,
    /// then an item `"x"` without a marker). Written in an `<li>` drawing
    /// the marker, the box was another `<li>` in the cell, which broke the
    /// line; the `<table>` is a list item itself now, the box a `display:
    /// inline` cell that takes its item, numbered in the list around it.
    @Test(arguments: [
        "<table style=\"display:list-item\"><th>y<td style=\"display:table-row\">x",
        "<table style=\"display:list-item\"><td>y<td style=\"display:inline-block\">x",
        "<table style=\"display:list-item\"><th><i>y</i><td style=\"display:table-row\">x<tr><td>z",
        "<center><table style=\"display:list-item\"><th>y<td style=\"display:table-row\">x",
        "<ol><li>a<table style=\"display:list-item\"><th>y<td style=\"display:table-row\">x",
        "<ol start=3><table style=\"display:list-item\"><th>y<td style=\"display:table-row\">x",
        "<li>q<table style=\"display:list-item\"><th>y<td style=\"display:table-row\">x",
    ])
    func listItemTableWithItsItemInARowBoxRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.last { $0.kind == .listItem }
        #expect(item.map { Array(styled.text.utf8)[$0.range.lowerBound - 1] } == UInt8(ascii: "\t"))
        #expect(
            item.map { block in
                !styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == block.range.lowerBound }
            } == true)
        #expect(styled.containers.last?.kind == .table)
        #expect(HTMLRoundTripTests.difference(html) == nil)
        // The table draws the marker itself.
        #expect(styled.html().contains("display: list-item; list-style-type: "))
    }

    /// So an unstyled line break after another there (`x<br><br><table
    /// style="display: list-item"><th><th>` is a paragraph `"x\n\n\t"`,
    /// then the item `"• "`): the second `<br>`'s line break is text too,
    /// since the converter adds no line break after the first; only a
    /// styled one was kept (`isUnstyled`, where the line break before a
    /// cell's tabs is checked with `isBreakText`), one line break lost.
    @Test(arguments: [
        "x<br><br><table style=\"display:list-item\"><th><th>",
        "<div>x<br><br><table style=\"display:list-item\"><th><th>",
        "<p>a<br><br><table style=\"display:list-item\"><td><th><td>",
    ])
    func listItemTableAfterTwoLineBreaksAndItsEmptyCellsTabsRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.last
        #expect(item?.kind == .listItem && styled.blocks.first?.kind == .paragraph)
        let bytes = Array(styled.text.utf8)
        let start: Int = item?.range.lowerBound ?? 0
        var tabs = 0
        while start - tabs > 0, bytes[start - tabs - 1] == 9 { tabs += 1 }
        #expect(tabs >= 1)
        #expect(start - tabs >= 2 && Array(bytes[(start - tabs - 2)..<(start - tabs)]) == [10, 10])
        #expect(styled.runs.allSatisfy { $0.attributes.marker || $0.attributes == TextAttributes() })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
