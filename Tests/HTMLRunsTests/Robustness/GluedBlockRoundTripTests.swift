import Testing

@_spi(Testing) @testable import HTMLRuns

/// Blocks glued to the block before them (a `display: table-cell` element
/// in mid-line makes no line break, innerText gives a cell none) keep their
/// kind through the html round trip, whatever the kind of the block they
/// are glued to: the writer writes them as table-cell elements with their
/// own tag inside that block's element.
@Suite struct GluedBlockRoundTripTests {
    /// Found by a generator of table, list and display shapes (2026-11-27):
    /// a heading, `<pre>`, `<dt>`, `<figcaption>` or `<summary>` glued to a
    /// list item, a `<pre>`, a summary, a term or a heading was written on
    /// a line of its own (only a paragraph or a cell held one).
    @Test(arguments: [
        "<pre>;<dt style=\"display:table-cell\">c",
        "<pre>a<h1 style=\"display:table-cell\">y",
        "<pre>\t<h1 style=\"display:table-cell\">&amp;",
        "<li>><h1 style=\"display:table-cell\">y",
        "<li>;<pre style=\"display:table-cell\">x",
        "<summary>x<pre style=\"display:table-cell\">T",
        "<summary>a<figcaption style=\"display:table-cell\">#",
        "<y style=\"display:list-item\">a<summary style=\"display:table-cell\">&amp;",
        "<dt>x<pre style=\"display:table-cell\">y",
        "<h1>a<summary style=\"display:table-cell\">y",
        "<i style=\"display:list-item\">><h1 style=\"display:table-cell\">b",
    ])
    func blockGluedToABlockOfAnotherKindRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        // The shape: two blocks, the second starting in mid-line.
        #expect(styled.blocks.count == 2)
        #expect(!styled.text.contains("\n"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A styled tab (text in a `<pre>`) before a glued block is the
    /// block before's text, not an empty cell's separator: `"x\n\tc"` is a
    /// `<pre>` `"x\n\t"` and a cell `"c"` glued to it.
    @Test(arguments: [
        "<pre>x<br>\t<t style=\"display:table-cell\">c",
        "<pre>x\n\t<t style=\"display:table-cell\">c",
    ])
    func styledTabBeforeAGluedBlockIsText(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasSuffix("\n\tc"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: a `display: table-cell` `<br>` (or a
    /// cell ending in one) before another table-cell element is a block
    /// `"\n\t"` whose line break is text and whose tab is its separator,
    /// then a block glued to it. The line break and tab were taken for
    /// those of empty cells starting a line before the next block, which
    /// the `<br>` made twice (`"x\n\t\n\tc"`): the two are table-cell
    /// spans side by side now.
    @Test(arguments: [
        "x<b style=\"display:table-row\"><br style=\"display:table-cell\">c",
        "y<h1><br style=\"display:table-cell\"><d style=\"display:table-cell\">a",
        "<a href>b<br style=\"display:table-cell\"><t style=\"display:table-cell\">>",
        "x<b style=\"display:table-row\"><i style=\"display:table-cell\">a<br></i>c",
        "x<b style=\"display:table-row\"><i style=\"display:table-cell\"><br><br></i>c",
    ])
    func cellEndingInABreakBeforeACellRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasSuffix("\n\t" + String(styled.text.last!)))
        #expect(!styled.html().contains("\t"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A `<dt>` glued to a block in a `<dd>` closed the `<dd>` (the
    /// parser closes it for a `<dt>` start tag), which put the term on a
    /// line of its own outside it: a `display: contents` `<section>`
    /// around the term stops that.
    @Test(arguments: [
        "<dd><li style=\"display:inline\">y<dt style=\"display:table-cell\">8",
        "<dd><li style=\"display:inline\">y<i><dt style=\"display:table-cell\">8",
        "<dd><section style=\"display:inline\">y<dt style=\"display:table-cell\">8",
        "<dl><dd><li style=\"display:inline\">a<dt style=\"display:table-cell\">8</dt>b",
        // (After a cell's tab, in no group: a `display: contents` one.)
        "<dd><li style=\"display:inline\"><i style=\"display:table-cell\">y</i><dt style=\"display:table-cell\">8",
        "<dd><ul style=\"display:inline\"><i style=\"display:table-cell\">y</i><dt style=\"display:table-cell\">8",
    ])
    func termGluedInADescriptionStaysInIt(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(!styled.text.contains("\n"))
        #expect(styled.blocks.last?.kind == .definitionTerm)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph glued after a `display: table-cell` summary's tab (a
    /// summary with no details, written in a `<div>`) was written in the
    /// `<summary>`, where it read back as a summary: the summary is a
    /// `display: table-cell` one, the blocks glued to it after it.
    @Test(arguments: [
        "<summary style=\"display:table-cell\">></summary><e style=\"display:table-cell\">b",
        "<summary style=\"display:table-cell\">></summary><e style=\"display:table-cell\">b</e><e style=\"display:table-cell\">c",
        "<summary style=\"display:table-cell\">a</summary><summary style=\"display:table-cell\">b</summary><i style=\"display:table-cell\">c",
        "<i style=\"color:red\"><summary style=\"display:table-cell;text-align:center\">a</summary><e style=\"display:table-cell\">b",
    ])
    func paragraphGluedToASummaryRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.last?.kind == .paragraph)
        #expect(styled.html().contains("</summary><span"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A styled tab (preformatted or bold text) ending a cell before a
    /// table-cell element in it is the cell's text, not the separator of
    /// a next cell: that element is glued to the cell, in its `<td>`.
    @Test(arguments: [
        "<pre><table><td>&Tab;<y style=\"display:table-cell\">y",
        "<table><tr style=\"white-space:pre\"><th>&Tab;<b style=\"display:table-cell\"> ",
        "<pre><table><td>a&Tab;<y style=\"display:table-cell\">y<td>z",
        "<pre><table><td>&Tab;<y style=\"display:table-cell\">y</y>&Tab;<y style=\"display:table-cell\">z",
    ])
    func styledTabEndingACellBeforeACellIsText(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.html().contains("\t</"))
        #expect(!styled.html().contains("<td><span style=\"display: inline-block\"></span></td>"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: a `<pre>` starting with a line break
    /// whose text is a table-cell element (a cell glued after it) had the
    /// newline that `<pre>` drops after its start tag written in the
    /// cell's `<span>`, where it is text: it read back as one line break
    /// more. That newline comes first now, before the `<span>`.
    @Test(arguments: [
        "c<pre><s style=\"display: table-row\">\nx<rt style=\"display: table-cell\"></rt>b",
        "c<pre><s style=\"display: table-row\">\n\nx<rt style=\"display: table-cell\"></rt>b<rt style=\"display: table-cell\"></rt>c",
        "c<pre><s>\nx</s><span style=\"display: table-cell\"></span><span style=\"display: table-cell\">b",
    ])
    func preStartingWithALineBreakInACellRoundTrips(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a `<pre>` starting with a line break, then one glued
        // to it after a tab.
        let pre = try #require(styled.blocks.first { $0.kind == .preformatted })
        let bytes = Array(styled.text.utf8)
        #expect(bytes[pre.range.lowerBound] == 0x0A && bytes[pre.range.upperBound - 1] == 0x09)
        #expect(styled.blocks.last?.kind == .preformatted && styled.blocks.last != pre)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}

/// A cell written in a ruby table (one no table holds straight, or one of
/// an inline table in a ruby) that is a list item keeps its marker through
/// the html round trip: its `<td>` or `<caption>` is a list item too.
@Suite struct RubyTableListItemCellRoundTripTests {
    /// Found by the same generator: the marker was dropped.
    @Test(arguments: [
        "<ruby><table><th style=\"display:list-item\">a",
        "<table style=\"display:ruby\"><th style=\"display:list-item\">",
        "<table style=\"display:contents\"><td style=\"display:list-item\">",
        "<table style=\"display:table-row\"><caption style=\"display:list-item\">",
        "<table style=\"display:inline\"><thead style=\"display:list-item\"><td>a",
        "<ruby><table><th style=\"display:list-item;list-style-type:lower-roman\">a",
        "<ruby><table><td style=\"display:list-item;color:red\">a<td style=\"display:list-item\">b",
        "<ruby><table><caption style=\"display:list-item;color:blue\">c</caption><td>x",
    ])
    func listItemCellKeepsItsMarker(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.runs.contains { $0.attributes.marker })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}

/// Containers that start or end in mid-line keep their line breaks (or
/// the lack of them) through the html round trip.
@Suite struct MidLineContainerRoundTripTests {
    /// Found by the shape generator: a list whose first block, a paragraph
    /// straight in it, starts in mid-line in a hidden table-cell element
    /// (`";x"`) was written on a line of its own. It is written hidden in
    /// the block before's holder, as a blockquote is (`midLineTables`).
    @Test(arguments: [
        ";<e style=\"visibility:hidden\"><i style=\"display:table-cell\"><ul><n style=\"visibility:visible\">x",
        ";<e style=\"visibility:hidden\"><i style=\"display:table-cell\"><ol><n style=\"visibility:visible\">x<p>y",
        // (A `<dt>` first, or a `<dl>`.)
        ";<ol style=\"visibility:hidden\"><pre><dt style=\"display:table-cell\"><s style=\"visibility:visible\">x",
        ";<b style=\"visibility:hidden\"><i style=\"display:table-cell\"><dl><dt><u style=\"visibility:visible\">x</u><dd>y",
        ";<b style=\"visibility:hidden\"><i style=\"display:table-cell\"><dl><u style=\"visibility:visible\">x</u>",
    ])
    func listStartingInMidLineRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix(";x"))
        #expect(styled.html().contains("style=\"visibility: hidden\">"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A container in a table-cell element whose last block is nothing but
    /// the tab separating that element from the next (an empty cell in a
    /// `<dl>`: `"\t"`, then `"y"` outside the `<dl>` in the same line)
    /// was written as a block `"\t"` and a paragraph on a line of its own.
    /// The container is in a `display: table-cell` span, the block after
    /// it a `display: table-cell` element.
    @Test(arguments: [
        "<table><i style=\"display:table-cell\"><dl><u><l style=\"display:table-cell\"><tr>y",
        "<table><i style=\"display:table-cell\"><blockquote><u><l style=\"display:table-cell\"><tr>y<p>z",
        "<i style=\"display:table-cell\"><figure><u><l style=\"display:table-cell\"></l></u></figure></i><b style=\"display:table-cell\">y</b>z",
    ])
    func containerEndingWithACellsTabRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("\ty"))
        #expect(styled.html().hasPrefix("<span style=\"display: table-cell\">"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: such a container whose last block
    /// is a line break (a newline of a `<pre>` in it, a `<br>`) before
    /// that tab (`"\n\t"` in a figure, then `"<"` outside it in the same
    /// line) was written on a line of its own too: it is in a `display:
    /// table-cell` span as well, its line break a `<br>` (which ends a
    /// block with no line break more).
    @Test(arguments: [
        "<table>c<i style=\"display: table-cell\"><pre><figure>\n<thead><",
        "<i style=\"display: table-cell\"><dl><dd>x<br></dl></i><i style=\"display: table-cell\">y",
        "<i style=\"display: table-cell\"><figure><p><b>x<br></b></figure></i><i style=\"display: table-cell\">y</i>z",
    ])
    func containerEndingWithABreakAndACellsTabRoundTrips(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a container whose last block ends with a line break
        // and a tab, then a paragraph outside it in that line.
        let container = try #require(styled.containers.first)
        let bytes = Array(styled.text.utf8)
        #expect(Array(bytes[container.range.upperBound - 2..<container.range.upperBound]) == [0x0A, 0x09])
        #expect(styled.blocks.contains { $0.range.lowerBound == container.range.upperBound && $0.depth == 0 })
        #expect(styled.html().contains("<span style=\"display: table-cell\">"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: a blockquote (a figure...) opening
    /// in the line of tabs that are all the paragraph before holds, at
    /// the start of the text or of a line (empty table-cell elements before
    /// it: `"\t"`, then `"&"` in the blockquote) was written on a line of
    /// its own. The paragraph is written empty (an empty inline block), the
    /// tabs as empty table-cell spans before the block in the blockquote,
    /// which give the paragraph its tabs back.
    @Test(arguments: [
        "<q style=\"display: table-cell\"><blockquote><p style=\"display: table-cell\"><blockquote style=\"display: table-cell\">&",
        "<q style=\"display: table-cell\"><blockquote><span style=\"display: table-cell\"></span><span style=\"display: table-cell\">&",
        "<q style=\"display: block\"><blockquote><span style=\"display: table-cell\"></span><span style=\"display: table-cell\"></span><span style=\"display: table-cell\">&",
        "x<q style=\"display: block\"><blockquote><span style=\"display: table-cell\"></span><span style=\"display: table-cell\">&",
        "<q style=\"display: block\"><figure><span style=\"display: table-cell\"></span><h2 style=\"display: table-cell\">&",
    ])
    func containerInTheLineOfEmptyCellsRoundTrips(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a paragraph of nothing but tabs starting a line, then
        // a container opening where it ends.
        let container = try #require(styled.containers.first)
        let before = try #require(styled.blocks.last { $0.range.upperBound == container.range.lowerBound })
        let bytes = Array(styled.text.utf8)
        #expect(before.kind == .paragraph && bytes[before.range].allSatisfy { $0 == 0x09 })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
