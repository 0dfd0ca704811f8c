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
}
