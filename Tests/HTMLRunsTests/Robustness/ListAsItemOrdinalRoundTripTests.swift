import Testing

@_spi(Testing) @testable import HTMLRuns

/// A list that is an item itself (`display: list-item` on an `<ol>` or
/// `<ul>`) takes the next ordinal of the items around it, which no `value`
/// on a list changes: where that is not the one the writer's own items
/// give, a hidden `<li>` before it sets the count. Found by the generator
/// (seeds 1001 and 1004, failing on the code before), minimised.
@Suite struct ListAsItemOrdinalRoundTripTests {
    /// Outside any list, the items the fragment's root numbers count: a
    /// hidden `<li>` (no block, no marker drawn) numbers the list after it
    /// 2. The writer set the count only inside a list, and wrote the list
    /// numbered 1. (The last, with a `value`, passed before: it guards the
    /// count the hidden item sets.)
    @Test(arguments: [
        "<li style=\"visibility:hidden\"><ol style=\"display:list-item\"><b style=\"visibility:visible\">3",
        "<y style=\"display:list-item\"><pre><li></pre>><ol style=\"display:list-item\">",
        "<blockquote><li style=\"visibility:hidden\"><ol style=\"display:list-item\"><b style=\"visibility:visible\">3",
        "<li value=7 style=\"visibility:hidden\"><ul style=\"display:list-item\"><b style=\"visibility:visible\">3",
    ])
    func listAsAnItemOutsideAnyListAfterAHiddenItemRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        let item = styled.blocks.last { $0.kind == .listItem }
        #expect((item?.list?.ordinal ?? 1) > 1)
        #expect(styled.containers.contains { $0.range.lowerBound == item?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }

    /// A `<details>` numbers no items of its own: the list in it that is
    /// an item is counted with the items before the details. The writer
    /// took it for a list around the item, and set no count. (The last, in
    /// a list, passed before: it guards the count inside one.)
    @Test(arguments: [
        "<li style=\"visibility:hidden\"><details open><ol style=\"display:list-item\"><b style=\"visibility:visible\">&",
        "<ol><li>a<details open><ol style=\"display:list-item\"><b>x</b></ol></details></ol>",
    ])
    func listAsAnItemInADetailsAfterAnItemRoundTrips(_ html: String) {
        let (styled, _) = HTMLRoundTripTests.converted(html)
        #expect(styled.containers.contains { $0.kind == .details })
        let item = styled.blocks.last { $0.kind == .listItem }
        #expect((item?.list?.ordinal ?? 1) > 1)
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
