import Testing

@_spi(Testing) @testable import HTMLRuns

/// Rows of table-cell elements outside any table (an anonymous table's
/// cells) keep their blocks' kinds through the html round trip, whatever
/// element the writer has to put around them.
@Suite struct CellRowRoundTripTests {
    /// Found by the shape generator (seed 22): a term glued in mid-line to
    /// the text of a `<dd>` was written in a `<span>`, and a `<dt>` in a
    /// `<span>` closes the `<dd>` it is in, so it read back as a term of
    /// its own after the `<dd>`. A `display: contents` `<section>` (a
    /// special element, no box) around the term stops that.
    @Test(arguments: [
        "<dd><li style=\"display:inline\">y<dt style=\"display:table-cell\">8",
        "<dd><li style=\"display:inline\">y<dt style=\"display:table-cell\">8</dt>\t<dt style=\"display:table-cell\">9",
        "<dd><ul style=\"display:inline\">x<dt style=\"display:table-cell\">t",
        "<dl><dd><center style=\"display:inline\">x<dt style=\"display:table-cell\">t",
    ])
    func termGluedInADefinitionStaysInIt(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a paragraph, then a term on its line, both in the `<dd>`.
        #expect(!styled.text.contains("\n"))
        let term = try #require(styled.blocks.first { $0.kind == .definitionTerm })
        #expect(term.depth == styled.blocks[0].depth)
        #expect(styled.html().contains("<section style=\"display: contents\"><dt"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator (seed 22): a heading, `<pre>`, term,
    /// caption of a figure or summary that is a table cell, with a
    /// paragraph cell after it in its row, was written as its tag holding
    /// both cells, so the paragraph read back with the block's kind. The
    /// row is a paragraph `<div>` now, the block's tag a cell in it.
    @Test(arguments: [
        "<summary style=\"display:table-cell\">></summary><e style=\"display:table-cell\">b",
        "<h1 style=\"display:table-cell\">x</h1><e style=\"display:table-cell\">b",
        "<dt style=\"display:table-cell\">x</dt><e style=\"display:table-cell\">b",
        "<pre style=\"display:table-cell\">x</pre><e style=\"display:table-cell\">b",
        "<figcaption style=\"display:table-cell\">x</figcaption><e style=\"display:table-cell\">b",
        "<h2 style=\"display:table-cell;text-align:center\">x</h2><e style=\"display:table-cell\">b<h3 style=\"display:table-cell\">c",
    ])
    func paragraphCellAfterABlockCellKeepsItsKind(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a block of another kind than a paragraph ending in its
        // cell's tab, then a paragraph on its line.
        #expect(styled.blocks.count >= 2)
        #expect(styled.blocks[0].kind != .paragraph)
        #expect(styled.blocks[1].kind == .paragraph)
        #expect(styled.text.contains("\t") && !styled.text.contains("\n"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator (seed 28): a table-cell element in the
    /// caption of a ruby table (a table no table holds straight, or an
    /// inline one) makes a caption block in the caption's line; it was
    /// written as a caption of its own, which starts a line. It is written
    /// in that `<caption>` now, as a `<table>`'s caption is.
    @Test(arguments: [
        "<table style=\"display:inline\"><caption>y<t style=\"display:table-cell\">a",
        "<ruby><table><caption>y<t style=\"display:table-cell\">a",
        "<ruby><table><caption>y<t style=\"display:table-cell\">a</t>\t<t style=\"display:table-cell\">b</t></caption><td>c",
        "<ruby><table><td>x</td><caption>y<t style=\"display:table-cell\">a",
        // (A term there is a term in the caption's line, not after it.)
        "<table style=\"display:inline\"><caption>y<dt style=\"display:table-cell\">a",
        "<ruby><table><caption>y<h1 style=\"display:table-cell\">a</h1>\t<t style=\"display:table-cell\">b",
    ])
    func cellInARubyTableCaptionStaysInItsLine(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a caption, then a block in its line.
        let caption = try #require(styled.blocks.first { $0.kind == .tableCaption })
        #expect(styled.blocks.contains { $0.range.lowerBound == caption.range.upperBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator (seeds 17, 19, 24, 32): a hidden list
    /// in mid-line (`visibility: hidden` gives a block no line breaks) with
    /// a visible block in it was written as a list that starts a line. It
    /// is written hidden, its first block a visible table cell, as hidden
    /// blockquotes and tables in mid-line are.
    @Test(arguments: [
        "c<ol style=\"visibility:hidden\"><b style=\"visibility:visible\"><t style=\"display:table-cell\">a",
        "y<q style=\"visibility:hidden\"><ol><table><td style=\"visibility:visible\">y",
        ";<e style=\"visibility:hidden\"><i style=\"display:table-cell\"><ul><n style=\"visibility:visible\">x",
        ";<ol style=\"visibility:hidden\"><pre><s style=\"display:table-cell\"><n style=\"visibility:visible\">\t",
        "c<dl style=\"visibility:hidden\"><b style=\"visibility:visible\"><t style=\"display:table-cell\">a</t></b><dt style=\"visibility:visible\">z",
        // (Its first block a term or a figure's caption; a `<dd>` too.)
        ";<ol style=\"visibility:hidden\"><pre><dt style=\"display:table-cell\"><s style=\"visibility:visible\">\t",
        "c<ol style=\"visibility:hidden\"><figcaption style=\"display:table-cell\"><b style=\"visibility:visible\">a",
        "y<q style=\"visibility:hidden\"><dd><table><td style=\"visibility:visible\">y",
        "y<q style=\"visibility:hidden\"><dd><b style=\"visibility:visible\"><t style=\"display:table-cell\">a",
    ])
    func hiddenListInMidLineKeepsItsLine(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: the list starts where the first block ends, in its line.
        let list = try #require(styled.containers.first)
        #expect(list.range.lowerBound == styled.blocks[0].range.upperBound)
        #expect(
            styled.text.utf8[styled.text.utf8.index(styled.text.utf8.startIndex, offsetBy: list.range.lowerBound - 1)]
                != 0x0A)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: a ruby table whose first cell holds
    /// it (its `<div>`) had that cell's alignment on the `<div>`, and the
    /// paragraph after the last cell's tab (a `display: inline` cell)
    /// inherited it. The `<td>` carries the cell's; the `<div>` the
    /// paragraph's.
    @Test(arguments: [
        "<table style=\"display:table-row\"><th>8<th style=\"display:inline-block\">a",
        "<table style=\"display:table-row\"><th>;<th style=\"display:inline\">a",
        "<table style=\"display:table-row\"><th style=\"text-align:right\">;<th style=\"display:inline\">a<td>b",
    ])
    func paragraphAfterARubyTablesAlignedCellKeepsItsAlignment(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: an aligned cell, then an unaligned paragraph in its line.
        #expect(styled.blocks.count >= 2)
        #expect(styled.blocks[0].kind == .tableCell && styled.blocks[0].alignment != nil)
        #expect(styled.blocks[1].kind == .paragraph && styled.blocks[1].alignment == nil)
        #expect(!styled.text.contains("\n"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// Found by the shape generator: a ruby table's caption as its last
    /// cell, then empty cells and a paragraph after their tabs (a
    /// `display: inline` cell) in the caption's next line. The tabs were
    /// written in the `<caption>` and the paragraph in a row of its own,
    /// a line break more. They are the empty cells starting that row, as a
    /// caption's tabs before a cell are.
    @Test(arguments: [
        "<table style=\"display:inline-table\"><caption>;<th><td style=\"display:table-row\">x",
        "<table style=\"display:inline-table\"><caption>;<th><th><td style=\"display:table-row\">x",
        "<ruby><table><caption>y<th><td style=\"display:inline\">x",
    ])
    func paragraphAfterARubyTablesCaptionCellsStaysInTheirRow(_ html: String) throws {
        let styled = HTMLConverter().convert(html)
        // The shape: a caption ending in a line break and tabs, then a paragraph.
        #expect(styled.blocks.count == 2)
        #expect(styled.blocks[0].kind == .tableCaption && styled.blocks[1].kind == .paragraph)
        #expect(styled.text.contains("\n\t") && styled.text.hasSuffix("\tx"))
        #expect(!styled.html().contains("<caption><span"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
