import Testing

@_spi(Testing) @testable import HTMLRuns

/// A details' marker (`▸ `, `▾ `) that no details container holds (the
/// details is inline, in a ruby or `display: inline-block`) keeps its
/// text and its block's kind through the html round trip: a summary in a
/// `display: contents` details draws it, not an `<li>` or the summary of
/// a details the block is in.
@Suite struct DetailsMarkerRoundTripTests {
    /// Found by a generator of table, list and display shapes (2026-11-27):
    /// the marker before a list opening with a container (no item of the
    /// list starts there) was dealt to an `<li>` of that list, which drew
    /// the list's marker (`"1. "`, `"• "`).
    @Test(arguments: [
        "<ruby style=\"white-space:pre\"><details><summary><ol><blockquote> ",
        "<ul><details style=\"display:inline-block\"><summary><blockquote>>",
        "<ruby><details><summary><ol><blockquote>x",
        "<ruby><details open><summary><ul><figure>x",
    ])
    func detailsMarkerBeforeAListIsNoItemsMarker(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.hasPrefix("▸ ") || styled.text.hasPrefix("▾ "))
        #expect(!styled.html().contains("<li"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So in a list open before the block (after a paragraph straight in
    /// it): the marker was dealt to a new `<li>` of that list.
    @Test(arguments: [
        "<ul>y<details style=\"display:contents\"><summary><dl>x",
        "<ul>;<details style=\"display:contents\"><summary><dd>>",
        "<ol>y<details style=\"display:contents\" open><summary><blockquote>x",
    ])
    func detailsMarkerInAnOpenListIsNoItemsMarker(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.contains("\n▸ ") || styled.text.contains("\n▾ "))
        #expect(!styled.html().contains("<li"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So in a list open before a block that opens no container and
    /// draws an item's marker itself (a heading, a `<pre>`, a list-item
    /// summary): the marker was dealt to a new `<li>` of that list around
    /// the block, which drew the list's marker (`"• "`).
    @Test(arguments: [
        "<ul>&amp;<details style=\"display:inline-block\"><summary><h1>x",
        "<ul>&lt;<details style=\"display:inline-block\"><summary><summary style=\"display:list-item\">",
        "<ul><li>&amp;<details style=\"display:inline-block\"><summary><h1>x",
        "<ol><li>a<details style=\"display:inline\"><summary><pre>x",
        "<ul>y<details style=\"display:inline-block\" open><summary><h2>x",
    ])
    func detailsMarkerOnABlockInAnOpenListIsNoItemsMarker(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.contains("\n▸ ") || styled.text.contains("\n▾ "))
        #expect(styled.blocks.last.map { $0.kind != .paragraph && $0.kind != .listItem } == true)
        #expect(styled.html().components(separatedBy: "<li").count == (html.contains("<li>") ? 2 : 1))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// So for a block that is a list item itself after the details'
    /// marker, in a container opening with it (`<ul><<details style=
    /// "display: inline"><summary><blockquote><summary style="display:
    /// list-item">` is a summary `"▸ • "` in the blockquote): its own
    /// marker went to an item around the container, the details' to a
    /// new `<li>` of the list, which drew the list's (`"• • "`). The block
    /// draws its own now, in the summary around the container.
    @Test(arguments: [
        "<ul><<details style=\"display:inline\"><summary><blockquote><summary style=\"display:list-item\">",
        "<ul><<details style=\"display:inline\"><summary><blockquote><summary style=\"display:list-item\">x",
        "<ul><<details style=\"display:inline\"><summary><blockquote><h1 style=\"display:list-item\">x",
        "<ol><<details style=\"display:inline\"><summary><blockquote><summary style=\"display:list-item\">",
        "<ul><li>a<details style=\"display:inline\"><summary><blockquote><summary style=\"display:list-item\">",
        "<ul><<details style=\"display:inline-block\"><summary><figure><summary style=\"display:list-item\">",
    ])
    func detailsMarkerBeforeAListItemBlockInAContainerIsNoItemsMarker(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text.contains("\n▸ • ") || styled.text.contains("\n▸ 1. "))
        #expect(styled.blocks.last.map { $0.kind != .paragraph && $0.kind != .listItem } == true)
        #expect(styled.containers.last.map { $0.range.lowerBound == styled.blocks.last?.range.lowerBound } == true)
        #expect(styled.html().contains("<details style=\"display: contents\"><summary>"))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A paragraph straight in an open details that starts with it, after
    /// a marker of a details that is no container: written in the summary
    /// of that open details, the paragraph read back as a summary.
    @Test(arguments: [
        "<i style=\"display:ruby\"><details><summary><details open>&amp;",
        "<i style=\"display:ruby\"><details open><summary><details open>&amp;",
        "<ruby><details><summary><details open>&amp;",
        "<i style=\"display:ruby\"><details><summary><details open><p>a<p>b",
    ])
    func detailsMarkerBeforeAnOpenDetailsIsNotItsSummary(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.allSatisfy { $0.kind == .paragraph })
        #expect(styled.html().contains("<details style=\"display: contents\""))
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
