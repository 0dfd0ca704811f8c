import Testing

@testable import HTMLRuns

/// Tables: cells separated by tabs, rows by newlines.
@Suite struct TableTests {
    private func row(_ cells: [TestNode]) -> TestNode { el(.tr, cells) }
    private func td(_ value: String) -> TestNode { el(.td, [text(value)]) }

    @Test func cellsAreSeparatedByTabsAndRowsByNewlines() {
        let styled = map(el(.table, [el(.tbody, [row([td("a"), td("b")]), row([td("c"), td("d")])])]))
        #expect(styled.text == "a\tb\nc\td")
        #expect(
            blocksDump(styled) == """
                "a\\t" tableCell depth=1 indent=0
                "b\\n" tableCell depth=1 indent=0
                "c\\t" tableCell depth=1 indent=0
                "d" tableCell depth=1 indent=0
                """)
        #expect(containersDump(styled) == "\"a\\tb\\nc\\td\" table depth=0 indent=0")
    }

    @Test func emptyCellsStillSeparate() {
        let styled = map(el(.table, [el(.tbody, [row([td("a"), el(.td), td("b")])])]))
        #expect(styled.text == "a\t\tb")
    }

    @Test func headerCellsAreBoldAndCentred() {
        let styled = map(el(.table, [el(.tbody, [row([el(.th, [text("H")])])])]))
        #expect(runsDump(styled) == "\"H\" b")
        #expect(styled.blocks.first?.alignment == .center)
    }

    @Test func tableIsSeparatedFromSurroundingText() {
        let styled = map(text("before "), el(.table, [el(.tbody, [row([td(" x ")])])]), text(" after"))
        #expect(styled.text == "before\nx\nafter")
    }

    @Test func captionIsItsOwnBlock() {
        let styled = map(el(.table, [el(.caption, [text("Cap")]), el(.tbody, [row([td("a")])])]))
        #expect(styled.text == "Cap\na")
        #expect(styled.blocks.map(\.kind) == [.tableCaption, .tableCell])
    }

    @Test func bgcolorOnRowPaintsCellText() {
        let styled = map(el(.table, [el(.tbody, [el(.tr, ["bgcolor": "#ff0000"], [td("a")])])]))
        #expect(styled.runs.first?.attributes.backgroundColor == Color(red: 255, green: 0, blue: 0))
    }

    /// innerText ends every row but its table's last with a newline; rows
    /// are not block-level, so an inline table's first row shares the line
    /// of the text before it and its last row the line after.
    @Test func inlineTableRowsBreakOnlyBetweenEachOther() {
        let html = #"a<table style="display:inline-table"><tr><td>b<td>c<tr><td>d</table>e"#
        #expect(HTMLConverter().convert(html).text == "ab\tc\nde")
        #expect(HTMLConverter().convert(#"a<span style="display:table-row">b</span>c"#).text == "abc")
        #expect(HTMLConverter().convert("x<table><tr><td>a<tr hidden><td>h<tr><td>b</table>y").text == "x\na\nb\ny")
    }

    /// A floated or positioned cell, and the cells of a flex row, are
    /// blockified (CSS 2.1 §9.7): blocks, not cells, so no tab after them.
    @Test func blockifiedCellsAreBlocks() {
        #expect(
            HTMLConverter().convert(#"<table><tr><td>a<td style="position:absolute">b<td>c</table>"#).text
                == "a\nb\n\tc")
        #expect(HTMLConverter().convert(#"<table><tr><td style="float:left">a<td>b<td>c</table>"#).text == "a\nb\tc")
        #expect(HTMLConverter().convert(#"<table><tr style="display:flex"><td>a<td>b</table>"#).text == "a\nb")
    }

    /// A box in a row that is not a cell sits in an anonymous cell, so the
    /// cell before it is not its row's last: the tab goes before that box
    /// (and before its line break), and none after it, since the anonymous
    /// cell has no node of its own. A positioned box is in no cell.
    @Test func boxesBetweenCellsTakeThePreviousCellsTab() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"<table><tr><td>a<td style="display:inline">b<td>c</table>"#) == "a\tbc")
        #expect(text(#"<table><tr><td>a<td style="display:inline-flex">b</table>"#) == "a\tb")
        #expect(text(#"<table><tr><td>a<td style="display:inline"></td><td>c</table>"#) == "a\tc")
        #expect(text(#"<table><tr><td>a<td style="display:block">b<td>c</table>"#) == "a\t\nb\nc")
        #expect(text(#"<table><tr><td>a<td style="position:absolute">b<td>c</table>"#) == "a\nb\n\tc")
        #expect(text(#"<table><tr><td style="display:inline">a<td>b<td>c</table>"#) == "ab\tc")
        #expect(
            text(
                #"<div style="display:table-row"><div style="display:table-cell">a</div>t<div style="display:table-cell">c</div></div>"#
            )
                == "a\ttc")
        // A hidden box writes nothing: the tab waits for the next cell.
        #expect(text(#"<table><tr><td>a<td style="visibility:hidden;display:inline">b<td>c</table>"#) == "a\tc")
    }

    /// Cells whose row element is `display: contents` (or that have none)
    /// are in an anonymous row (CSS 2.1 §17.2.1): cells of consecutive
    /// such rows share it, with tabs between them. innerText ends a row
    /// element with "\n" unless it is its table's last row box; the
    /// anonymous row is no element and ends with nothing, so a row after
    /// it follows on the same line (as Chromium writes it).
    @Test func cellsOfContentsRowsShareAnAnonymousRow() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"<table><tr><td>a<td>b<tr style="display:contents"><td>c</table>"#) == "a\tb\nc")
        #expect(
            text(#"<table><tr><td>a<tr style="display:contents"><td>b<tr style="display:contents"><td>c</table>"#)
                == "a\nb\tc")
        #expect(text(#"<table><tr style="display:contents"><td>a<td>b<tr><td>c</table>"#) == "a\tbc")
        #expect(text(#"<table><tr><td>a<tr style="display:contents"><td>b<tr><td>c</table>"#) == "a\nbc")
        #expect(
            text(
                #"<div style="display:table"><div style="display:table-cell">a</div><div style="display:table-cell">b</div></div>"#
            ) == "a\tb")
    }

    /// A box straight in a table or row group that is no table part (a
    /// row made inline) is in an anonymous row too: the row element before
    /// it ends with "\n", the anonymous row with nothing. Outside tables,
    /// any box between two cells, even one showing nothing, puts them in
    /// anonymous tables of their own: no tab between them (Chromium).
    @Test func boxesThatAreNoTablePartsMakeAnonymousRowsAndTables() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(
            text(#"<table><tr><td>a<tr style="display:inline"><td>b<td>c</tr><tr><td>d</table>"#) == "a\nb\tcd")
        #expect(text(#"<table><tr><td>a<tr style="display:math"><td>b</table>"#) == "a\nb")
        let cell = #"<span style="display:table-cell">"#
        #expect(text("<div>\(cell)a</span><div style='visibility:hidden'>h</div>\(cell)b</span></div>") == "ab")
        #expect(text("<div>\(cell)a</span><span></span>\(cell)b</span></div>") == "ab")
        #expect(text("<div>\(cell)a</span>\(cell)b</span></div>") == "a\tb")
    }

    /// Cells straight in a table or row group share one anonymous row with
    /// the boxes and text after them (CSS 2.1 §17.2.1), which are in an
    /// anonymous cell: the cell before owes them its tab. A row, row group
    /// or caption there ends the anonymous row with no tab, and text after
    /// a row element starts a line, as a box does (Chromium).
    @Test func anonymousRowsOfCellsStraightInATable() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        let table = #"<div style="display: table">"#
        let cell = #"<span style="display: table-cell">"#
        #expect(text("\(table)\(cell)a</span><b>b</b>\(cell)c</span></div>") == "a\tbc")
        #expect(text("\(table)\(cell)a</span>b</div>") == "a\tb")
        #expect(text(#"<div style="display: table-row-group">\#(cell)a</span><i>b</i></div>"#) == "a\tb")
        #expect(text(#"<table><caption style="display: table-cell">y<td>z"#) == "yz")
        #expect(text(#"\#(table)<div style="display: table-row">r</div>t</div>"#) == "r\nt")
        #expect(text(#"\#(table)\#(cell)a</span><div style="display: table-row">s</div>t</div>"#) == "as\nt")
    }

    /// innerText writes a tab after every visible cell but its row's last:
    /// an invisible cell writes none of its own.
    @Test func invisibleCellsWriteNoTab() {
        #expect(
            HTMLConverter().convert(#"<table><tr><td style="visibility:hidden">a<td>b<td>c</table>"#).text == "b\tc")
        #expect(HTMLConverter().convert(#"x<table style="visibility:collapse"><tr><td>a<td>b</table>y"#).text == "xy")
    }

    /// Rows outside a table box (a flex `<table>`'s blockified body) are in
    /// an anonymous table: a line break between them.
    @Test func rowsOfAnAnonymousTableBreakBetweenEachOther() {
        let styled = HTMLConverter().convert(#"<table style="display:flex"><tr><td>a<tr><td>b</table>"#)
        #expect(styled.text == "a\nb")
    }

    /// A row or cell outside a table is wrapped in an anonymous table: in a
    /// block, its edges end the line's spaces without a line break; in an
    /// inline box it is an atomic inline. Text between two such cells puts
    /// them in tables of their own.
    @Test func tablePartsOutsideATableGetAnAnonymousTable() {
        #expect(HTMLConverter().convert(#"<p>a <span style="display:table-row"> b </span> c</p>"#).text == "abc")
        #expect(
            HTMLConverter().convert(#"<p>n <b><span style="display:table-cell"> o </span></b> p</p>"#).text == "n o p")
        let cells = #"<div><span style="display:table-cell">k</span>l<span style="display:table-cell">m</span></div>"#
        #expect(HTMLConverter().convert(cells).text == "klm")
    }

    /// A row in a row is in an anonymous cell, in an anonymous table with
    /// the rows next to it: a tab before it (the cell before owes one),
    /// none after it (the anonymous cell has no node), "\n" between its
    /// rows, and a real cell between two such rows ends their table.
    @Test func rowInARowIsInAnAnonymousCell() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"<table><tr><td>a<td style="display:table-row">b</table>"#) == "a\tb")
        #expect(text(#"<table><tr><td>a<td style="display:table-row">b<td>c</table>"#) == "a\tbc")
        #expect(
            text(#"<table><tr><td>a<td style="display:table-row">b<td style="display:table-row">d<td>c</table>"#)
                == "a\tb\ndc")
        #expect(
            text(#"<table><tr><td style="display:table-row">b<td>c<td style="display:table-row">d</table>"#)
                == "bc\td")
    }

    /// innerText gives a `p` line breaks whatever its display, but a `p`
    /// that is a row or a cell is written as that row or cell; as a
    /// caption or row group it still breaks.
    @Test func paragraphAsRowOrCellBreaksNoLine() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"<div>x<p style="display:table-row">a</p>b</div>"#) == "xab")
        #expect(text(#"<div><p style="display:table-cell">a</p>b</div>"#) == "ab")
        #expect(text(#"<div><p style="display:table-row">a</p><p style="display:table-row">c</p>b</div>"#) == "a\ncb")
        #expect(text(#"<div>x<p style="display:table-caption">a</p>b</div>"#) == "x\na\nb")
        #expect(text(#"<p style="display:inline">a</p>b"#) == "a\nb")
    }

    /// A cell holding cells of an anonymous table still owes its own row's
    /// next cell a tab: the anonymous row ending inside it does not end
    /// the row it is in.
    @Test func cellHoldingAnonymousCellsKeepsItsTab() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"<table><tr><td><sup style="display:table-cell">a</sup></td><td>b</td></tr></table>"#) == "a\tb")
        #expect(text(#"<table><tr><td>x<span style="display:table-cell">a</span><td>b</table>"#) == "xa\tb")
        #expect(
            text(#"<table><td><span style="display:table-cell">a</span><span style="display:table-cell">c</span><td>b"#)
                == "a\tc\tb")
        #expect(
            text(
                #"<div style="display:table-cell"><i style="display:table-cell">a</i></div><div style="display:table-cell">b</div>"#
            )
                == "a\tb")
    }

    /// A row group in a row group (or in a row) is in an anonymous row,
    /// cell and table (CSS 2.1 §17.2.1), shared with the row groups right
    /// after it: their rows are one table's, ended by "\n" but for the last.
    @Test func rowGroupsInARowGroupShareAnAnonymousTable() {
        let convert = { HTMLConverter().convert($0).text }
        let group = #"<div style="display: table-row-group">"#
        let row = #"<div style="display: table-row">"#
        #expect(
            convert(#"<table style="display: table-footer-group"><thead><tr><td>a<tbody><tr><td>b</table>"#) == "a\nb")
        // The anonymous row ends the row element before it; the anonymous
        // table's last row ends with nothing, so the next row shares its line.
        #expect(convert("x\(group)\(row)a</div>\(group)\(row)b</div></div>\(row)c</div></div>y") == "xa\nbcy")
        // Text between the row groups parts their anonymous tables.
        #expect(convert("\(group)\(group)\(row)a</div></div>t\(group)\(row)b</div></div></div>") == "atb")
        // In a row: the cell before it owes a tab; rows there share the table.
        #expect(convert("\(row)\(row)a</div>\(group)\(row)b</div></div></div>") == "a\nb")
        #expect(
            convert(
                #"<div style="display: table-row"><div style="display: table-cell">p</div>\#(group)\#(row)a</div></div></div>"#
            ) == "p\ta")
    }

    /// Table parts side by side outside a table (rows, row groups, cells)
    /// are in one anonymous table; text or another box between them parts it.
    @Test func tablePartsOutsideATableShareAnAnonymousTable() {
        let row: (String) -> String = { #"<div style="display: table-row">\#($0)</div>"# }
        let group: (String) -> String = { #"<div style="display: table-row-group">\#($0)</div>"# }
        let cell = #"<div style="display: table-cell">c</div>"#
        #expect(HTMLConverter().convert(row("a") + group(row("b")) + cell).text == "a\nb\nc")
        #expect(HTMLConverter().convert(row("a") + "text" + row("b")).text == "atextb")
        #expect(HTMLConverter().convert(group(row("a")) + "<span></span>" + group(row("b"))).text == "ab")
    }

    /// The anonymous table around a row in a row, or a row group in a row
    /// or row group, is block-level in its anonymous cell: its edges end
    /// the line silently, so the spaces there go.
    @Test func anonymousTablesInAnonymousCellsEndTheLine() {
        #expect(
            HTMLConverter().convert(
                #"x<div style="display:table-row"><div style="display:table-row">one </div>two</div>"#
            ).text
                == "xonetwo")
        #expect(
            HTMLConverter().convert(
                #"<span style="display: table-footer-group">one <label style="display: table-header-group">four</label></span>"#
            ).text == "onefour")
    }

    /// A box in the anonymous row of a `display: contents` row, after a
    /// cell, is in an anonymous cell: the cell before it owes it a tab.
    @Test func boxAfterACellOfAContentsRowGetsItsTab() {
        #expect(
            HTMLConverter().convert(
                #"<table><tr style="display: contents"><th>a<td style="display: inline-block">b</table>"#
            )
            .text == "a\tb")
    }

    /// Through `display: contents`, table parts are in the anonymous table
    /// of the box their box is in: `<table style="display: contents">`'s
    /// row groups are in one anonymous table, its rows one table's.
    @Test func tablePartsThroughContentsAreInTheParentBoxsAnonymousTable() {
        #expect(
            HTMLConverter().convert(
                #"<table style="display: contents"><thead><tr><td>a</td></tr></thead><tbody><tr><td>b</td></tr></tbody></table>"#
            ).text == "a\nb")
        #expect(
            HTMLConverter().convert(
                #"<div style="display: table-row">a</div><span style="display: contents"><span style="display: table-row">b</span></span>"#
            ).text == "a\nb")
    }

    /// White space alone right after the anonymous inline table around a
    /// table part in an inline box makes no box (Blink), nor does it in a
    /// row group, however it collapses.
    @Test func whiteSpaceAloneNextToAnonymousTablesIsDropped() {
        #expect(
            HTMLConverter().convert(#"<b>x <span style="display: table-cell">c</span> </b>after"#).text == "x cafter")
        #expect(
            HTMLConverter().convert(#"<label><span style="display: table-row">one</span> <i>two</i></label>"#).text
                == "onetwo")
        #expect(
            HTMLConverter().convert(#"<span>x <span style="display: table-row">one</span> two</span>"#).text
                == "x one two")
        #expect(
            HTMLConverter().convert(#"<a style="display: table-header-group"><span>one</span> <em>two</em></a>"#).text
                == "onetwo")
    }

    /// A table part in a ruby box is in an anonymous inline table, like one
    /// in an inline box; inside a hidden box out of the line, table parts
    /// leave the line around it alone; a box or text straight in a table
    /// or row group starts the line of its anonymous cell.
    @Test func anonymousTablesInRubyHiddenBoxesAndAnonymousCells() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"a <ruby><b style="display: table-row">green</b> red</ruby>"#) == "a green red")
        #expect(
            text(
                #"x<small style="display: inline-block; visibility: hidden"><a style="display: table-cell"></a></small> b"#
            )
                == "x b")
        #expect(text(#"x<small style="float: left; visibility: hidden"><div>d</div></small> b"#) == "x b")
        #expect(text(#"<table><thead><tr style="display: ruby"> <td>one</td></tr></thead></table>"#) == "one")
        #expect(text(#"<u style="display: table">ipsum<i> dolor</i></u>"#) == "ipsum dolor")
        #expect(text(#"<em style="display: table-header-group">seven <i>nine</i></em>"#) == "seven nine")
    }

    /// White space alone in a table, row group or row makes no box, even
    /// where `white-space` preserves it (Blink drops the text node).
    @Test func preservedWhiteSpaceBetweenCellsIsDropped() {
        #expect(
            HTMLConverter().convert("<pre><table><tr><td>a</td>\n<td>b</td>\n</tr></table></pre>x").text == "a\tb\nx")
        #expect(
            HTMLConverter().convert(#"<table style="white-space: pre-line"><tr><td>a</td> \#n <td>b</table>"#).text
                == "a\tb")
        // Not where the parent holds no table parts: the newline stays.
        #expect(
            HTMLConverter().convert(
                #"<div style="white-space: pre"><span style="display: table-cell">a</span>\#n<span style="display: table-cell">b</span></div>"#
            ).text
                == "a\nb")
    }
    /// A visible column or column group draws nothing it holds, but
    /// innerText writes its box as block-level wherever it is: in running
    /// text, in a ruby box, in a row, in an inline table. A hidden one
    /// breaks nothing.
    @Test func visibleColumnsBreakTheLine() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"ten <span style="display: table-column">x</span> two"#) == "ten\ntwo")
        #expect(text(#"<ruby>a<span style="display: table-column-group"><b>x</b></span>b</ruby>"#) == "a\nb")
        #expect(
            text(#"x<span style="display: inline-table"><span style="display: table-column-group"></span>a</span>y"#)
                == "x\nay")
        #expect(
            text(#"ten<div style="display: table-row">a<span style="display: table-column"></span>two</div>"#)
                == "tena\ntwo")
        #expect(text(#"ten<table style="display: table-row"><colgroup><th>two"#) == "ten\ntwo")
        #expect(text(#"c<span style="display: table-column; visibility: hidden"></span>d"#) == "cd")
        #expect(text(#"c<span style="display: none"></span>d"#) == "cd")
    }
}
