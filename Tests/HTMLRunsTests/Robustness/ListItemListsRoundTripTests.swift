import Testing

@_spi(Testing) @testable import HTMLRuns

/// Lists that are list items (`display: list-item`) numbered where no
/// `<li>` of the list around can put them, found by
/// `Scripts/roundtrip-shapes.py` (seeds 59, 64, 74 and 78, 2026-11-28).
/// Each test asserts the shape too, so that it cannot pass vacuously.
@Suite struct ListItemListsRoundTripTests {
    /// Such a list in a `<blockquote>`, `<dd>`, `<dl>` or `<figure>` in a
    /// list that is an item, its own marker and the outer one in one
    /// block (`<ul style="display: list-item"><dd><ol style="display:
    /// list-item">` is `"• 1. "`, the `<ol>` numbered 1 in the `<ul>`):
    /// those containers number no items, so the inner list is the first
    /// item of the list around, but only a `<dl>` between the lists was
    /// taken for one; written in an `<li>` of the outer list, it read
    /// back as its second. An `<li>` outside the outer list draws its
    /// marker now.
    @Test(arguments: [
        "<ul style=\"display:list-item\"><dd><ol style=\"display:list-item\">",
        "<ol style=\"display:list-item\"><blockquote><ul style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><blockquote><ol style=\"display:list-item\">",
        "<ol style=\"display:list-item\"><figure><dd><ul style=\"display:list-item\">x",
    ])
    func listItemListInAContainerOpeningWithItRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        let item = styled.blocks.first
        #expect(item?.kind == .listItem && item?.list?.ordinal == 1)
        #expect(styled.text.hasPrefix("• 1. ") || styled.text.hasPrefix("1. ◦ "))
        #expect(styled.containers.count >= 3)
        #expect(
            styled.containers.dropFirst().dropLast().allSatisfy {
                $0.kind != .orderedList && $0.kind != .unorderedList
            })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// The same after a block that draws the outer list's marker, no item
    /// of it (`<ul style="display: list-item"><dd>y<ol style="display:
    /// list-item">` is `"• y"`, then `"1. "` numbered 1 in the `<ul>`):
    /// the list-item list must be straight in the outer list, and a
    /// paragraph in containers in it was taken for the list's own item.
    @Test(arguments: [
        "<li><ol><figcaption><<dl><ul style=\"display:list-item\">",
        "<li><ol><figcaption><<blockquote><ul style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><dd>y<ol style=\"display:list-item\">",
        "<ul style=\"display:list-item\"><blockquote>y</blockquote><ol style=\"display:list-item\">",
        "<ol style=\"display:list-item\"><blockquote><h2>y</h2><p>z</blockquote><ul style=\"display:list-item\">",
    ])
    func listItemListAfterABlockDrawingTheOuterMarkerRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.first?.kind != .listItem)
        #expect(styled.runs.first?.attributes.marker == true)
        #expect(styled.blocks.last?.kind == .listItem && styled.blocks.last?.list?.ordinal == 1)
        #expect(styled.containers.count >= 3)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is an item, the first numbered in the list around but
    /// not at its start, after blocks without markers (`<ol>a<table><s
    /// style="visibility: hidden"><li><tbody><ul style="display:
    /// list-item">` is a paragraph `"a"`, then `"◦ "` numbered 2: the
    /// hidden `<li>` leaves no block). Only a list opening with it gave
    /// the list around its ordinal as `start`: it read back as 1.
    @Test(arguments: [
        "<ol>a<table><s style=\"visibility:hidden\"><li><tbody><ul style=\"display:list-item\">",
        "<ol>a<table><s style=\"visibility:hidden\"><li><tbody><ul style=\"display:list-item\"></ul><li>b",
        "<ol><p>a</p><li style=\"visibility:hidden\"></li><li style=\"visibility:hidden\"></li><ul style=\"display:list-item\">x</ul><li>b",
    ])
    func listItemListAfterBlocksWithoutMarkersRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.blocks.first?.kind == .paragraph && styled.runs.first?.attributes.marker == false)
        let item = styled.blocks.first { $0.kind == .listItem }
        #expect((item?.list?.ordinal ?? 0) > 1)
        #expect(
            styled.containers.contains { $0.kind == .unorderedList && $0.range.lowerBound == item?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A list that is an item without a marker (hidden, or `list-style-type:
    /// none`): `<ol><e style="visibility: hidden"><ul style="display:
    /// list-item"><b style="visibility: visible">b` is an item `"b"`
    /// numbered 1 in the `<ol>`. Only a list drawing a marker was written
    /// as an item itself; this one was written with an `<li>` of its own,
    /// the item read back as the `<ul>`'s. It is a `display: list-item`
    /// list of type `none` now.
    @Test(arguments: [
        "<ol><e style=\"visibility:hidden\"><ul style=\"display:list-item\"><b style=\"visibility:visible\">b",
        "<ol><ul style=\"display:list-item;list-style-type:none\">x",
        "<ul><ol style=\"display:list-item;list-style-type:none\">x<li>y",
    ])
    func listItemListWithoutAMarkerRoundTrips(_ html: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.runs.allSatisfy { !$0.attributes.marker } || styled.runs.first?.attributes.marker == false)
        let first = styled.blocks.first
        #expect(first?.kind == .listItem && first?.list?.ordinal == 1)
        #expect(first?.list?.ordered == (styled.containers.first?.kind == .orderedList))
        #expect(styled.containers.count == 2)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
