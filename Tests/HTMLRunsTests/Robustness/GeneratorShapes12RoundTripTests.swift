import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator (seeds 2001-2020), each failing the
/// `html` round trip on the code before, minimised. Each test asserts the
/// shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes12RoundTripTests {
    /// A details, or a list or quote holding a summary, whose first block
    /// starts in mid-line: the hidden box around it makes no line break
    /// (`c<a style="visibility: hidden"><details open><b style="display:
    /// table-cell"><y style="visibility: visible">b` is a paragraph `"c"`,
    /// then a paragraph `"b"` in a details, in the same line). The writer
    /// wrote such containers hidden in mid-line only when they were
    /// tables, quotes, figures or lists holding a paragraph, heading,
    /// `pre`, term or figure caption; a details, and a summary as the
    /// first block, are written so too now.
    @Test(arguments: [
        "c<a style=\"visibility:hidden\"><details open><b style=\"display:table-cell\"><y style=\"visibility:visible\">b",
        "c<a style=\"visibility:hidden\"><details open><b style=\"display:table-cell\"><y style=\"visibility:visible\">b</y></b>q</details></a>z",
        "c<a style=\"visibility:hidden\"><details open><h3 style=\"display:table-cell\"><y style=\"visibility:visible\">b",
        "x<i style=\"visibility:hidden\"><details><summary style=\"display:table-cell\"><u style=\"visibility:visible\">s",
        "c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><ul><summary><t style=\"visibility:visible\"><",
        "c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><ol><summary><t style=\"visibility:visible\">s</t></summary><li>k",
        "<h2>c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><blockquote><summary><t style=\"visibility:visible\">s",
        "c<t style=\"visibility:hidden\"><p style=\"display:table-cell\"><details open><u style=\"visibility:visible\">T",
    ])
    func containerStartingInMidLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A container starting in mid-line, with the block it starts.)
        let container = HTMLRoundTripTests.firstContainerInMidLine(styled, in: bytes)
        #expect(container != nil)
        #expect(styled.blocks.contains { $0.range.lowerBound == container?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption whose text is a styled tab (preformatted), with a cell of
    /// its table straight after it in its line (`<table><caption style=
    /// "display: table-cell"><b style="white-space: pre">&Tab;</b><td>&`
    /// is a caption `"\t"`, then a cell `"&"`). The writer took the tab
    /// for the separator of an empty cell, so the cell was no cell in the
    /// caption's line: a `<caption>` then a `<td>` read back `"\t\n&"`.
    /// Only unstyled tabs are separators now; the cell is written in the
    /// caption, as one after a caption's other text is.
    @Test(arguments: [
        "<b style=\"white-space:pre\"><table><caption style=\"display:table-cell\">&Tab;<td>&",
        "<pre><table><caption style=\"display:table-cell\">&Tab;<td>&",
        "<table><caption style=\"display:table-cell\"><b style=\"white-space:pre\">&Tab;</b><td>&",
    ])
    func cellAfterACaptionsStyledTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        let end = caption?.range.upperBound ?? 0
        // (A caption ending with a styled tab, a cell starting there.)
        #expect(end >= 1 && bytes[end - 1] == 0x09)
        #expect(styled.runs.contains { $0.range.contains(end - 1) && $0.attributes != TextAttributes() })
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.lowerBound == end })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph after the last cell's tab of a run of cells outside any
    /// table, starting with a `<br>`'s line break (`<table style="display:
    /// table-cell"><th>a<td style="display: ruby"><br>x` is a cell
    /// `"a\t"`, then a paragraph `"\nx"`). The writer wrote it as a
    /// paragraph of its own after the ruby table, a line break more. Line
    /// breaks a block starts with are its own text, so it is the run's
    /// trailing block now, a `display: inline` cell after that tab.
    @Test(arguments: [
        "<table style=\"display:table-cell\"><th><<td style=\"display:ruby\"><br>x",
        "<table style=\"display:table-cell\"><th>a<td style=\"display:ruby\"><br><br>x",
        "<ruby><table><th>a<td style=\"display:inline-block\"><br>x</table>y",
        "<table style=\"display:inline-table\"><th>a<td style=\"display:inline-block\"><br>x</table>y",
    ])
    func paragraphStartingWithABreakAfterARubyTablesTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let cell = styled.blocks.last { $0.kind == .tableCell }
        let end = cell?.range.upperBound ?? 0
        // (A cell ending with its tab, a paragraph starting there with a
        // line break.)
        #expect(end >= 1 && end < bytes.count && bytes[end - 1] == 0x09 && bytes[end] == 0x0A)
        #expect(styled.blocks.contains { $0.kind == .paragraph && $0.range.lowerBound == end })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph in a table that is nothing but the tabs of empty cells
    /// and an item's marker drawn after them, in its line (`<li><table>
    /// <th><td style="display: inline-block">` is a paragraph `"\t• "` in
    /// the table: the item's marker goes in the first line box, the
    /// inline block's). The writer wrote the empty cells as table-cell
    /// spans and nothing after them, a line with no box for the marker:
    /// it read back as a list item `"\t\n• "` with no table. An empty
    /// inline block after those spans holds the marker's line now; so it
    /// does for an empty cell there (`<table style="display: list-item">
    /// <th><th><br>` is a cell `"\t• "`). (Seeds 2112-2151 of the
    /// generator.)
    @Test(arguments: [
        "<li><table><th><td style=\"display:inline-block\">",
        "<li><table><th><td style=\"display:inline-table\">",
        "<li><table><th><th style=\"display:ruby\"><h1>",
        "<li><table><td><td style=\"display:ruby\"><blockquote>",
        "<ol><li><table><th><th><td style=\"display:inline-block\">",
        "<table style=\"display:list-item\"><th><th><br>",
    ])
    func emptyCellsThenAnItemsMarkerInAParagraphRoundTrip(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (One block in a table, a paragraph or the cell after the empty
        // ones: tabs, then the marker, in one line.)
        #expect(styled.blocks.count == 1)
        #expect(styled.blocks.allSatisfy { $0.kind == .paragraph || $0.kind == .tableCell })
        #expect(styled.containers.last?.kind == .table)
        #expect(bytes.first == 0x09 && !bytes.contains(0x0A))
        #expect(styled.runs.contains { $0.attributes.marker })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The same, after a paragraph whose line break and tab end before
    /// the table (`><li><table><th><td style="display: inline-table">` is
    /// a paragraph `">\n\t"`, then a paragraph `"• "` in the table). The
    /// writer wrote that paragraph in an empty `display: inline` cell after
    /// the empty one, nothing in it: no line box for the marker, which
    /// read back as a list item after another line break. It starts with
    /// an empty inline block now. (With text after the marker, `><li>
    /// <table><th><td style="display:inline-block">y`, it round-tripped
    /// before.)
    @Test(arguments: [
        "><li><table><th><td style=\"display:inline-table\">",
        "><li><table><th><td style=\"display:inline-block\">",
        "x<ul><li><table><th><th><td style=\"display:inline-block\">",
    ])
    func itemsMarkerInAnEmptyParagraphAfterTheTabsEndingTheBlockBeforeRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let table = styled.containers.first { $0.kind == .table }
        let start = table?.range.lowerBound ?? 0
        // (A paragraph starting the table, holding only a marker, after
        // a line break and tabs ending the block before.)
        let tabs = bytes[..<start].reversed().prefix { $0 == 0x09 }.count
        #expect(tabs > 0 && start > tabs && bytes[start - tabs - 1] == 0x0A)
        #expect(styled.blocks.contains { $0.kind == .paragraph && $0.range.lowerBound == start })
        #expect(styled.runs.contains { $0.range.lowerBound == start && $0.attributes.marker })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's last cell, a list item with nothing but its marker,
    /// with a block of its own tag straight after it in its line (`<table
    /// style="display: contents"><td style="display: list-item"><b>
    /// <figcaption style="display: table-cell">&` is a cell `"• "`, then a
    /// figure caption `"&"`). The writer put that block first in the
    /// cell's `<td>` (`RubyTable.gluedToLast`), where it took the marker:
    /// one figure caption `"• &"`. The cell starts with an empty inline
    /// block now. (With text in the cell, `<td style="display:
    /// list-item">><figcaption style="display:table-cell">&`, it
    /// round-tripped before.)
    @Test(arguments: [
        "<table style=\"display:contents\"><td style=\"display:list-item\"><b><figcaption style=\"display:table-cell\">&",
        "<table style=\"display:contents\"><td style=\"display:list-item\"><i><h2 style=\"display:table-cell\">x",
        "<ruby><table><td style=\"display:list-item\"><b><figcaption style=\"display:table-cell\">&",
    ])
    func blockAfterARubyListItemCellHoldingOnlyItsMarkerRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        // (A cell holding only its marker, a block of another kind after it.)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        #expect(cell.map { styled.text.utf8.count > $0.range.upperBound } == true)
        #expect(styled.runs.first?.attributes.marker == true && styled.runs.first?.range == cell?.range)
        #expect(styled.blocks.count == 2 && styled.blocks.last?.kind != .tableCell)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
