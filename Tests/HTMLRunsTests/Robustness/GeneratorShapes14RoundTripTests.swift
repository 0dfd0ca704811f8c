import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator and set aside as open in
/// `Docs/Robustness.md`, each failing the `html` round trip on the code
/// before, minimised. Each test asserts the shape too, so that it cannot
/// pass vacuously.
@Suite struct GeneratorShapes14RoundTripTests {
    /// A details' closed marker (`▸ `) on a summary deeper in an open
    /// details that starts with it and holds a paragraph straight in it
    /// (`<details open><dd><details style="display: table-cell"><summary>
    /// </dd>&` is a summary `"▸ \n"` in the `<dd>`, then a paragraph `"&"`
    /// in the details). The writer took the marker as the outer details'
    /// own and wrote that details closed, everything in its summary, where
    /// the paragraph read back as a summary. A closed details holds no
    /// paragraph straight in it: the marker is now a details' that is no
    /// container, drawn by a summary in a `display: contents` details, and
    /// the outer one is open. (All failed on the code before.)
    @Test(arguments: [
        "<details open><dd><details style=\"display:table-cell\"><summary></dd>&",
        "<details open><blockquote><details style=\"display:table-cell\"><summary>s</blockquote>&",
        "<details open><dd><details style=\"display:inline\"><summary>x</dd>y",
        "<details open><dl><details style=\"display:table-cell\"><summary></dl>z",
        "<details open><dd><ruby><details><summary>q</dd>w",
    ])
    func closedMarkerDeeperInAnOpenDetailsRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        // (A summary drawing `▸ ` at the details' start, a paragraph
        // straight in that details after it.)
        let details = styled.containers.first { $0.kind == .details }
        #expect(styled.text.hasPrefix("▸ "))
        #expect(details?.range.lowerBound == 0)
        #expect(styled.blocks.first?.kind == .summary && (styled.blocks.first?.depth ?? 0) > 1)
        #expect(styled.blocks.contains { $0.kind == .paragraph && $0.depth == 1 })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list, quote or definition list whose first block, a ruby table's
    /// first cell, starts in mid-line (`y<e style="visibility: hidden">
    /// <ol><table style="display: table-cell"><th><t style="visibility:
    /// visible">a` is a paragraph `"y"`, then a cell `"a"` in the list,
    /// in the same line). The writer wrote such containers hidden in
    /// mid-line only when their first block was a paragraph, heading,
    /// `pre`, term, figure caption or summary; the `<ol>` started a line.
    /// The `<div>` holding the ruby table is now the visible `display:
    /// table-cell` first block, as a paragraph is (`hiddenFirstBlocks`).
    /// (The quote one already passed: a `<ruby>` there is no container.)
    @Test(arguments: [
        "y<e style=\"visibility:hidden\"><ol><table style=\"display:table-cell\"><th><t style=\"visibility:visible\">a",
        "y<e style=\"visibility:hidden\"><ol><table style=\"display:table-cell\"><th><t style=\"visibility:visible\">a<td>b",
        "y<e style=\"visibility:hidden\"><dl><table style=\"display:table-cell\"><td><t style=\"visibility:visible\">a</table>c",
        "<h1>y<e style=\"visibility:hidden\"><ul><table style=\"display:table-cell\"><th><t style=\"visibility:visible\">a",
    ])
    func rubyTableFirstInAContainerInMidLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A container starting in mid-line with a cell block, no table
        // container around it.)
        let container = HTMLRoundTripTests.firstContainerInMidLine(styled, in: bytes)
        #expect(container != nil)
        #expect(
            styled.blocks.contains { $0.kind == .tableCell && $0.range.lowerBound == container?.range.lowerBound })
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// An item outside any list whose marker a container in a table-cell
    /// element in it draws, its own block glued after that container's
    /// tab (`<li><table><i style="display: table-cell"><blockquote>p<br>
    /// <thead>a` is a paragraph `"• p\n\t"` in the quote, then the item's
    /// block `"a"`, in the same line). The writer wrote the block in a new
    /// `<li>`, which broke the line before it; in a list, it continued the
    /// item after the container's table-cell span. The `<li>` outside any
    /// list that draws the marker now holds the span, and the item's block
    /// goes in it again, as a table-cell span after it (`cellItem`).
    @Test(arguments: [
        "<li><table><i style=\"display:table-cell\"><blockquote>p<br><thead>a",
        "<li><table><i style=\"display:table-cell\"><figure>p<br><thead>a",
        "<li style=\"color:red\"><table><i style=\"display:table-cell\"><blockquote>p<br><thead>a",
        "<li><table><i style=\"display:table-cell\"><dl><dd>p<br><thead>a",
    ])
    func bareItemsBlockAfterACellContainerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (An item's block outside any list, after a tab ending a block
        // in a container that starts with the item's marker.)
        let item = styled.blocks.first { $0.kind == .listItem }
        let start = item?.range.lowerBound ?? 0
        #expect(styled.text.hasPrefix("• "))
        #expect(start > 0 && bytes[start - 1] == 0x09)
        #expect(styled.containers.contains { $0.range.lowerBound == 0 && $0.range.upperBound == start })
        #expect(!styled.containers.contains { $0.kind == .unorderedList || $0.kind == .orderedList })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag straight in a table, not a cell, with a
    /// caption glued after its line break and tab (`<table><caption
    /// style="display: table-cell"><li><caption style="display:
    /// table-cell">a` is an item `"• \n\t"`, then a caption `"a"` in its
    /// line). The writer wrote the block in a `display: contents` cell of
    /// a row, with its line break and tab as text, and a `<caption>` after
    /// the row, which started a line (`"• \n\t\na"`). The block is now in a
    /// `display: table-cell` caption, whose end makes the line break and
    /// tab, the caption after it a `display: table-cell` one in the same
    /// anonymous row (`captionCells`).
    @Test(arguments: [
        "<table><caption style=\"display:table-cell\"><li><caption style=\"display:table-cell\">a",
        "<table><caption style=\"display:table-cell\"><h1>x</h1><caption style=\"display:table-cell\">a",
        "<table><caption style=\"display:table-cell\"><li>x<caption style=\"display:table-cell\">a",
        "<table><caption style=\"display:table-cell\"><pre>x</pre><caption style=\"display:table-cell\">a",
        "<table><caption style=\"display:table-cell\"><li><caption style=\"display:table-cell\">a<caption style=\"display:table-cell\">b",
    ])
    func captionAfterABlocksTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (After a line break and a tab ending a block that is no cell.)
        #expect(HTMLRoundTripTests.captionFollowsANonCellBlocksTab(styled, in: bytes))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag after the last cell's tab of a ruby table
    /// that continues a paragraph in mid-line (`<l style="display: ruby">
    /// <table>b<th><br style="display: table-cell"><summary style=
    /// "display: table-cell">a` is a paragraph `"b"`, a cell `"\n\t"`,
    /// then a summary `"a"`, in the line). The writer wrote the tab as an
    /// empty `<td>` and the summary as a block of its own after the
    /// paragraph, which broke the line (`"b\n\t\na"`): only a block of the
    /// holder's kind was written after the tab. The block is now a
    /// `display: table-cell` element in the last cell's `<td>`, after the
    /// cell's content in a `display: table-cell` span (`gluedToLast`).
    /// (`<ruby><table>b<td>x<td>y<dt style="display: table-cell">a`, with
    /// no line break, already passed.)
    @Test(arguments: [
        "<l style=\"display:ruby\"><table>b<th><br style=\"display:table-cell\"><summary style=\"display:table-cell\">a",
        "<l style=\"display:ruby\"><table>b<th><br style=\"display:table-cell\"><h1 style=\"display:table-cell\">a",
        "<ruby><table>b<th><br style=\"display:table-cell\"><summary style=\"display:table-cell\">a",
        "<ruby><table>b<td>x<td>y<br style=\"display:table-cell\"><pre style=\"display:table-cell\">a",
    ])
    func blockAfterARubyTablesLastTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A block of its own tag after a cell's tab, no table around.)
        let next = styled.blocks.last
        let start = next?.range.lowerBound ?? 0
        #expect(next.map { $0.kind != .paragraph && $0.kind != .tableCell } == true)
        #expect(start > 0 && bytes[start - 1] == 0x09)
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.range.upperBound == start })
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A table nested in the last cell of a ruby table, after that cell's
    /// text, with a cell of the ruby table after it (`<ruby><table><th>x
    /// <table><td><td>y</table><td>w` is a cell `"x\n\t"`, the nested
    /// table's cell `"y\n\t"`, then a cell `"w"`). The writer wrote the
    /// nested table as the first cell of a second ruby table, in a `<div>`
    /// of its own, where its empty first cell's tab read back as a
    /// paragraph. The nested table is now in the first ruby table's last
    /// `<td>`, reopened, and the cells after it go on in that row, with
    /// the alignment of that table's holder (`reopenedRubyHolders`).
    /// (`<ruby><table><th>x<table><td>y</table><td>w`, no empty cell,
    /// already passed.)
    @Test(arguments: [
        "<ruby><table><th>x<table><td><td>y</table><td>w",
        "<ruby><table><td>x<table><td><td>y</table><td>w",
        "<ruby><table><td>a<td>x<table><td><td>y</table><td>w<td>v",
        "<ruby><table><th>x<table><td><td>y</table><th>w",
    ])
    func tableInARubyTablesLastCellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A table starting after a ruby cell's line break and tab, a
        // ruby cell starting where it ends.)
        let table = styled.containers.first { $0.kind == .table }
        let start = table?.range.lowerBound ?? 0
        let end = table?.range.upperBound ?? 0
        #expect(HTMLRoundTripTests.followsALineBreakAndATab(start, in: bytes))
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.depth == 0 && $0.range.upperBound == start })
        #expect(styled.blocks.contains { $0.kind == .tableCell && $0.depth == 0 && $0.range.lowerBound == end })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A ruby table's first cell that is a list item numbered after a
    /// list before it that is an item of the same list (`<ol><figure>
    /// <table style="display: inline-table"><ol style="display:
    /// list-item"><td style="display: list-item">` is an item `"1. \n"` in
    /// the inner list, then a cell `"2. "`). The writer wrote the inner
    /// list with an `<li>` of its own (the same text), so the list around
    /// had numbered no item: the cell's marker fit no ordinal it expected
    /// and was dropped. A hidden `<li value>` before the `<ruby>` now sets
    /// the count, and the cell's `<td>` draws the ordinal its marker
    /// spells.
    @Test(arguments: [
        "<ol><figure><table style=\"display:inline-table\"><ol style=\"display:list-item\"><td style=\"display:list-item\">",
        "<ol><figure><ol style=\"display:list-item\">x</ol><table style=\"display:inline-table\"><td style=\"display:list-item\">y",
        "<ol><blockquote><ol style=\"display:list-item\">x</ol><table style=\"display:inline-table\"><td style=\"display:list-item\">y",
        "<ol type=\"a\"><figure><ol style=\"display:list-item\">x</ol><table style=\"display:inline-table\"><td style=\"display:list-item\">y",
        "<ol><figure><ol style=\"display:list-item\">x</ol><table style=\"display:inline-table\"><td style=\"display:list-item\">y</table><li>z",
    ])
    func rubyCellItemAfterAListAsItemRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell that starts with a marker, after a list it is in no
        // more, which starts with one too.)
        let cell = styled.blocks.first { $0.kind == .tableCell }
        let start = cell?.range.lowerBound ?? 0
        let list = styled.containers.last { $0.kind == .orderedList && $0.range.lowerBound == 0 }
        #expect(start > 0 && bytes[start - 1] == 0x0A)
        #expect(list.map { $0.range.upperBound == start } == true)
        #expect(styled.runs.contains { $0.range.lowerBound == start && $0.attributes.marker })
        #expect(!styled.containers.contains { $0.kind == .table })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
