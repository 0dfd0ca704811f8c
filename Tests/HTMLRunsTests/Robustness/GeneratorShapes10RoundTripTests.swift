import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator (seeds 1012-1041 and 204-208), each
/// failing the `html` round trip on the code before, minimised
/// (`Scripts/roundtrip-minimise.py`). Each test asserts the shape too, so
/// that it cannot pass vacuously.
@Suite struct GeneratorShapes10RoundTripTests {
    /// A list that is an item itself, in a table's cell or caption in a
    /// list (`<ul style="display: list-item"><table><caption><ol style=
    /// "display: list-item">` is `"• 1. "`, the `<ol>` numbered 1 in the
    /// `<ul>`): a table numbers no items, the `<ol>` is counted with the
    /// `<ul>`'s. The writer drew the `<ul>`'s marker with an `<li>` of its
    /// own in the `<ul>`, which counted the `<ol>` 2: the hidden `<li>`
    /// setting its ordinal was written only in containers that are no
    /// table. It is in a table's open cell now too. (The second passed
    /// before: its ordinal is the one the writer's items give.)
    @Test(arguments: [
        "<ul style=\"display:list-item\"><table><caption><ol style=\"display:list-item\">",
        "<ol><li>a<table><td><ul style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><table><td>q<td><ol style=\"display:list-item\">",
        "<ol start=3 style=\"display:list-item\"><table><caption><ul style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><table><th><ol style=\"display:list-item\">b",
        "<li value=4><table><caption><ol style=\"display:list-item\">",
    ])
    func listAsAnItemInATableInAListRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let item = styled.blocks.last { $0.kind == .listItem }
        #expect(item?.list != nil)
        // (The list that is the item, in a table.)
        let list = styled.containers.last { $0.range.lowerBound == item?.range.lowerBound }
        #expect(list.map { $0.kind == .orderedList || $0.kind == .unorderedList } == true)
        #expect(styled.containers.contains { $0.kind == .table && $0.range.contains(item?.range.lowerBound ?? -1) })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list item holding nothing but its marker, its line break and the
    /// tab of a table-cell element after it, in a container, with the
    /// block after the container in its line (`<table><y style="display:
    /// table-cell"><dd style="display: list-item"><tbody><y style=
    /// "display: table-cell">a` is an item `"• \n\t"` in the `<dd>`, then
    /// a paragraph `"a"`). The writer wrote the line break and the tab as
    /// the `<li>`'s text, and the paragraph started a line of its own
    /// (`"• \n\t\na"`): only a block holding nothing but text took the
    /// `display: table-cell` span around its container (see
    /// `cellContainers`), which such an item takes now too. (The
    /// seventh passed before: the item holds text.)
    @Test(arguments: [
        "<table><b style=\"display:table-cell\"><blockquote style=\"display:list-item\"><thead>b",
        "<table><y style=\"display:table-cell\"><dd style=\"display:list-item\"><tbody><y style=\"display:table-cell\">a",
        "<e style=\"display:table\"><table style=\"display:inline-block\"><i style=\"display:table-cell\"><dl><li><table>a",
        "<table><y style=\"display:table-cell\"><ol><li><tbody><y style=\"display:table-cell\">a",
        "<table><y style=\"display:table-cell\"><blockquote><li style=\"list-style-type:square\"><tbody><y style=\"display:table-cell\">a",
        "<table><y style=\"display:table-cell\"><dd style=\"display:list-item\"><tbody><h1 style=\"display:table-cell\">a",
        "<table><y style=\"display:table-cell\"><dd style=\"display:list-item\">x<tbody><y style=\"display:table-cell\">a",
        "<ul><li>q<table><y style=\"display:table-cell\"><dd style=\"display:list-item\"><tbody><y style=\"display:table-cell\">a",
    ])
    func blockAfterAContainerEndingWithAnItemOfItsMarkerAndACellsTabRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (An item ending with a line break and a tab, the block after it
        // starting there, out of the item's container.)
        let item = styled.blocks.last { $0.kind == .listItem }
        let end = item?.range.upperBound ?? 0
        #expect(end >= 2 && bytes[end - 2] == 0x0A && bytes[end - 1] == 0x09)
        let next = styled.blocks.first { $0.range.lowerBound == end }
        #expect(next.map { $0.kind != .listItem && $0.kind != .tableCell } == true)
        #expect(styled.containers.contains { $0.range.upperBound == end })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A caption first in a table outside any table container (a ruby
    /// table, see `rubyTables`) at a line's start, with a cell straight
    /// after it in its line (`<table style="display: ruby"><caption style=
    /// "display: table-cell">;<th>x` is a caption `";"`, then a cell
    /// `"x"`). The writer wrote it as a `<caption>`, which ends its line
    /// (`";\nx"`): only a first caption in mid-line was a `display:
    /// table-cell` one. One with a cell in its line after it is now too.
    /// (The third and sixth passed before: one in mid-line, and a
    /// `<caption>` that ends its line.)
    @Test(arguments: [
        "<table style=\"display:ruby\"><caption style=\"display:table-cell\">;<th>x",
        "<table style=\"display:ruby\"><caption style=\"display:table-cell\">;<th>x<th>y",
        "a<table style=\"display:ruby\"><caption style=\"display:table-cell\">;<th>x",
        "<p>a</p><table style=\"display:ruby\"><caption style=\"display:table-cell\">;<td>x",
        "<table style=\"display:ruby\"><caption style=\"display:table-cell\">;<tr><td>x<tr><td>z",
        "<table style=\"display:ruby\"><caption>;<th>x",
        "<table style=\"display:ruby\"><caption style=\"display:table-cell\"><b>;</b><td>x",
        "<table style=\"display:inline\"><caption style=\"display:table-cell\">;<th>x",
        "<table style=\"display:contents\"><caption style=\"display:table-cell\">;<th>x",
    ])
    func captionFirstInARubyTableWithACellInItsLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let caption = styled.blocks.first { $0.kind == .tableCaption }
        let cell = styled.blocks.first { $0.range.lowerBound == caption?.range.upperBound }
        #expect(styled.containers.allSatisfy { $0.kind != .table })
        if !html.hasPrefix("<table style=\"display:ruby\"><caption>") {
            #expect(cell?.kind == .tableCell)
            #expect(HTMLRoundTripTests.isGluedInLine(cell, after: caption, in: bytes))
        }
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block drawing its marker with text after it (a term, heading,
    /// `pre` or figure caption), after the tabs of empty table-cell
    /// elements ending the block before, in their line (`<d style=
    /// "display: ruby"><ul><li><p style="display: table-cell"><dt style=
    /// "display: table-cell">a` is a paragraph `"\t"`, then a term
    /// `"• a"`). The tabs were written as the paragraph's text, which
    /// ended its line (`"\t\n• a"`): they were taken as empty cells
    /// before the marker (`tabsBeforeItems`) only for such a block of
    /// nothing but its marker.
    @Test(arguments: [
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><dt style=\"display:table-cell\">a",
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><h1 style=\"display:table-cell\">a",
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><pre style=\"display:table-cell\">a",
        "<d style=\"display:ruby\"><ol><li><p style=\"display:table-cell\"><dt style=\"display:table-cell\">a",
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><dt style=\"display:table-cell\">a</dt><p>z",
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><figcaption style=\"display:table-cell\">ab",
        "<d style=\"display:ruby\"><ul><li><p style=\"display:table-cell\"><p style=\"display:table-cell\"><dt style=\"display:table-cell\">a",
    ])
    func blockDrawingItsMarkerWithTextAfterEmptyCellsTabsRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        let marker = styled.runs.first { $0.attributes.marker }
        let block = styled.blocks.first { $0.range.lowerBound == marker?.range.lowerBound }
        #expect(block.map { HTMLWriter.State.drawsItsOwnMarker($0.kind) } == true)
        // (Text after its marker.)
        #expect((block?.range.upperBound ?? 0) > (marker?.range.upperBound ?? 0))
        let start = block?.range.lowerBound ?? 0
        #expect(start > 0 && bytes[start - 1] == 0x09)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list item drawing no marker (a hidden `<li>`'s, its text in a
    /// visible element), outside any list, in the line of the paragraph
    /// before it (`y<f style="visibility: hidden"><v style="display:
    /// table-cell"><li><n style="visibility: visible">a` is a paragraph
    /// `"y"`, then an item `"a"`: the hidden elements break no line). The
    /// writer wrote it as an `<li>`, which starts a line (`"y\na"`). It
    /// is glued to the paragraph now, a `display: list-item` span in a
    /// hidden table-cell one (see `gluedBlocks`). (The fourth passed
    /// before: in a centred paragraph, the item is none.)
    @Test(arguments: [
        ";<li style=\"visibility:hidden\"><v style=\"display:table-cell\"><a style=\"visibility:visible\">c",
        "y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a",
        "y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\"><b>a</b>",
        "<p style=\"text-align:center\">y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a",
        "y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a</n></li></v></f><li>z",
        "y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a</n></li></v></f>w",
        "<blockquote>y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a",
        "<ol><li>q</ol>y<f style=\"visibility:hidden\"><v style=\"display:table-cell\"><li><n style=\"visibility:visible\">a",
    ])
    func listItemWithoutAMarkerInAParagraphsLineRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let paragraph = styled.blocks.first { $0.kind == .paragraph }
        #expect(paragraph != nil)
        let next = styled.blocks.first { $0.range.lowerBound == paragraph?.range.upperBound }
        if !html.hasPrefix("<p style") {
            #expect(next?.kind == .listItem)
            #expect(!styled.runs.contains { $0.attributes.marker && $0.range.lowerBound == next?.range.lowerBound })
        }
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
