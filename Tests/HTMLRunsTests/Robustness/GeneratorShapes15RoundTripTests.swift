import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator and set aside as open in
/// `Docs/Robustness.md`, each failing the `html` round trip on the code
/// before, minimised. Each test asserts the shape too, so that it cannot
/// pass vacuously.
@Suite struct GeneratorShapes15RoundTripTests {
    /// A block of its own tag straight in a table, not a cell, with a
    /// caption glued after its line break and tab, after a row of cells
    /// (`<table><td>q<caption style="display: table-cell"><h2>x</h2>
    /// <caption style="display: table-cell">a` is a cell `"q\n"`, a
    /// heading `"x\n\t"`, then a caption `"a"` in its line). The writer
    /// put such a block in a `display: table-cell` caption only when no
    /// row was open (`captionCells`); here it wrote the heading in `q`'s
    /// `<td>`, its line break and tab as text, and the caption after the
    /// row started a line (`"q\nx\n\t\na"`). The row now ends first. (All
    /// failed on the code before.)
    @Test(arguments: [
        "<table><td>q<caption style=\"display:table-cell\"><h2>x</h2><caption style=\"display:table-cell\">a",
        "<table><td>q<td>r<caption style=\"display:table-cell\"><h3>x</h3><caption style=\"display:table-cell\">a",
        "<table><tr><td>q</tr><caption style=\"display:table-cell\"><li>x<caption style=\"display:table-cell\">a",
        "<table><td>q<caption style=\"display:table-cell\"><h2>x</h2><caption style=\"display:table-cell\">a<td>b",
    ])
    func captionAfterABlocksTabAfterARowRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (After a line break and a tab ending a block that is no cell,
        // after a cell.)
        #expect(HTMLRoundTripTests.captionFollowsANonCellBlocksTab(styled, in: bytes))
        #expect(styled.blocks.first?.kind == .tableCell)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A table cell starting with a details' marker and nothing else, no
    /// container starting with it (`<details style="display: table-cell">
    /// <summary><table style="display: table-cell"><th>x` is a cell
    /// `"▸ x"`, no details container: the details is a table cell). The
    /// writer wrote the cell in a `<ruby><table>` and dropped the marker.
    /// The table is now a `display: table-cell` one in the summary of a
    /// `display: contents` details (open for `▾ `), which draws it. (All
    /// failed on the code before.)
    @Test(arguments: [
        "<details style=\"display:table-cell\"><summary><table style=\"display:table-cell\"><th>x",
        "<details style=\"display:contents\"><summary><table style=\"display:table-cell\"><td>x",
        "<details style=\"display:table-cell\" open><summary><table style=\"display:table-cell\"><td>x<tr><td>y<td>z",
        "<details style=\"display:table-cell\"><summary><table style=\"display:table-cell\"><th>x</table>y",
        "<p>a<details style=\"display:table-cell\"><summary><table style=\"display:table-cell\"><th>x",
    ])
    func detailsMarkerOnARubyCellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell starting with a details' marker, no details container.)
        #expect(!styled.containers.contains { $0.kind == .details })
        let cell = styled.blocks.first { $0.kind == .tableCell }
        let text = String(decoding: bytes[min(cell?.range.lowerBound ?? 0, bytes.count)...], as: UTF8.self)
        #expect(text.hasPrefix("▸ ") || text.hasPrefix("▾ "))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// An item outside any list whose own block follows a container in a
    /// table-cell span after its tab, the `<li>` drawing the marker around
    /// a container that starts with that one (`<blockquote><li><table><i
    /// style="display: table-cell"><blockquote>p<br><thead>a` is a
    /// paragraph `"• p\n\t"` in both quotes, then the item's `"a"` in the
    /// outer one). The writer drew the marker with an `<li>` around the
    /// outer quote, so `cellItem` did not apply: the block was a new `<li>`
    /// of its own, which broke the line. The marker is now the inner
    /// container's, its `<li>` straight around the span, which the item's
    /// block reopens. (The one with no outer container, `cellItem`'s own
    /// shape, already passed.)
    @Test(arguments: [
        "<blockquote><li><table><i style=\"display:table-cell\"><blockquote>p<br><thead>a",
        "<li><table><i style=\"display:table-cell\"><blockquote>p<br><thead>a",
        "<blockquote><li><table><i style=\"display:table-cell\"><dl>p<br><thead>a",
        "<blockquote><li><table><i style=\"display:table-cell\"><blockquote>p<br><thead>a</table>b",
    ])
    func bareItemsBlockAfterACellContainerInAContainerRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (An item's block after a line break and a tab, its marker at the
        // text's start.)
        let item = styled.blocks.first { $0.kind == .listItem }
        let start = item?.range.lowerBound ?? 0
        #expect(HTMLRoundTripTests.followsALineBreakAndATab(start, in: bytes))
        #expect(styled.text.hasPrefix("• "))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A summary drawing the marker of a details that is no container,
    /// then that of a details container starting with it (`<details
    /// style="display: contents"><summary><details open><summary>` is a
    /// summary `"▸ ▾ "`, in the open details). The writer drew the first
    /// marker with a summary in a `display: contents` details before the
    /// container, then took that same marker as the container's own: the
    /// details was written closed, and the summary drawing `▾ ` in it was
    /// hidden (`"▸ "`). A details marker drawn just before the container
    /// is now skipped. (The closed inner one and those whose outer details
    /// is the container already passed.)
    @Test(arguments: [
        "<details style=\"display:contents\"><summary><details open><summary>",
        "<details style=\"display:contents\"><summary><details open><summary>x",
        "<details style=\"display:contents\"><summary><details open><summary>x</summary>y",
        "<ruby><details><summary><details open><summary>x",
        "<details style=\"display:contents\"><summary><details><summary>x",
    ])
    func openDetailsAfterAMarkerOfNoContainerRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        // (`▸ ` then another marker at a details container's start.)
        #expect(styled.text.hasPrefix("▸ ▾ ") || styled.text.hasPrefix("▸ ▸ "))
        #expect(styled.containers.count { $0.kind == .details } == 1)
        #expect(styled.containers.first { $0.kind == .details }?.range.lowerBound == 0)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block of its own tag straight after a ruby table's last cell, a
    /// list item, in its line with no separator (`<table style="display:
    /// contents"><td style="display: list-item">><figcaption style=
    /// "display: table-cell">&` is a cell `"• >"`, then a figure caption
    /// `"&"`). The writer wrote the table in the block's tag, the block
    /// after it, but the cell's `<td style="display: list-item">` in the
    /// `<ruby>` broke the line (`"• >\n&"`). The block is now a `display:
    /// table-cell` element in that `<td>`, after its content (as
    /// `RubyTable.gluedToLast` writes one after the cell's tab). (All
    /// failed on the code before.)
    @Test(arguments: [
        "<table style=\"display:contents\"><td style=\"display:list-item\">><figcaption style=\"display:table-cell\">&",
        "<table style=\"display:contents\"><td style=\"display:list-item\">><h1 style=\"display:table-cell\">&",
        "<table style=\"display:contents\"><td style=\"display:list-item\">><figcaption style=\"display:table-cell\">&</figcaption>z",
        "<table style=\"display:contents\"><td style=\"display:list-item;list-style-type:decimal\">x<pre style=\"display:table-cell\">y",
        "<table style=\"display:contents\"><td>q<td style=\"display:list-item\">><figcaption style=\"display:table-cell\">&",
    ])
    func blockAfterARubyListItemCellRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A list-item cell, no table container, then a block that is no
        // cell in its line.)
        #expect(styled.containers.isEmpty)
        let index = styled.blocks.firstIndex { $0.kind != .tableCell } ?? 0
        #expect(index > 0)
        let start = styled.blocks[index].range.lowerBound
        #expect(start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x09)
        #expect(styled.blocks[index - 1].kind == .tableCell)
        #expect(styled.text.contains("• ") || styled.text.contains("1. "))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A block in a ruby table caption's line after unstyled tabs ending
    /// that caption, after its text (`<l style="display: ruby"><table>
    /// <caption style="white-space: pre">>&Tab;<t style="display:
    /// table-cell"> ` is a caption `">\t"`, then a caption `" "` in its
    /// line). The writer took only a block straight after the caption's
    /// text as in its line (`captionsInCaptionLines`): the tab was an
    /// empty cell after the `<caption>`, the block a caption of its own,
    /// which started a line (`">\n\t "`). The caption's text now holds the
    /// tab, the block a table-cell element in it after that. (The one with
    /// no tab already passed.)
    @Test(arguments: [
        "<l style=\"display:ruby\"><table><caption style=\"white-space:pre\">>&Tab;<t style=\"display:table-cell\"> ",
        "<l style=\"display:ruby\"><table><caption style=\"white-space:pre\">>&Tab;<t style=\"display:table-cell\">x",
        "<l style=\"display:ruby\"><table><caption>><t style=\"display:table-cell\"></t><t style=\"display:table-cell\">x",
        "<ruby><table><caption style=\"white-space:pre\">a&Tab;&Tab;<t style=\"display:table-cell\">b<t style=\"display:table-cell\">c",
        "<l style=\"display:ruby\"><table><caption>x<t style=\"display:table-cell\"> y",
    ])
    func captionAfterARubyCaptionsTabRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        // (Two captions in one line, no table container.)
        #expect(styled.containers.isEmpty)
        #expect(styled.blocks.count { $0.kind == .tableCaption } >= 2)
        #expect(!styled.text.contains("\n"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A cell starting a row after a line break, not its table, with two
    /// markers: a list-item row's (or row group's), then its own (`<pre>
    /// <table style="display: list-item">\t<thead style="display:
    /// list-item"><th style="display: list-item">` is an item `"• \t\n"`,
    /// then a cell `"• • "`). The writer drew a cell's marker only when it
    /// was the one (`cellMarker`): both were dropped, the empty cell read
    /// back as nothing. The `<tr>` now draws the first, the `<td>` the
    /// second. (The one after a caption, and with the markers at the
    /// table's start, drawn by `<li>`s around it, already passed.)
    @Test(arguments: [
        "<pre><table style=\"display:list-item\">\t<thead style=\"display:list-item\"><th style=\"display:list-item\">",
        "<table><td>a<tr style=\"display:list-item\"><td style=\"display:list-item\">x",
        "<table><td>a<tr style=\"display:list-item\"><td style=\"display:list-item\">x<td>y",
        "<ol><table><td>a<tr style=\"display:list-item\"><td style=\"display:list-item\">x",
        "<table><caption>x</caption><thead style=\"display:list-item\"><th style=\"display:list-item\">",
    ])
    func rowAndCellMarkersRoundTrip(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A cell after a line break in its table, starting with two
        // markers.)
        let cell = styled.blocks.first {
            $0.kind == .tableCell && $0.range.lowerBound > 0 && bytes[$0.range.lowerBound - 1] == 0x0A
        }
        let start = cell?.range.lowerBound ?? 0
        #expect(start > 0)
        let text = String(decoding: bytes[start...], as: UTF8.self)
        #expect(text.hasPrefix("• • ") || text.hasPrefix("1. 2. "))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
