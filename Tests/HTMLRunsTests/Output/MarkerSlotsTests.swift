import Testing

@testable import HTMLRuns

/// The items the html writer opens around a block, in the order it opens
/// them, and the markers dealt to them in the text's order.
@Suite struct MarkerSlotsTests {
    typealias Marker = MarkerSlots.Marker

    static let bullet: Marker = ("• ", TextAttributes())
    static let circle: Marker = ("◦ ", TextAttributes())
    static var monospaceCircle: Marker {
        var attributes = TextAttributes()
        attributes.monospace = true
        attributes.marker = true
        return ("◦ ", attributes)
    }

    @Test func slotsOpenAsTheWriterNestsThem() {
        // The open list's item, then per container opening: the items
        // around it, the one holding it, the list's own item; then the
        // block's items.
        let slots = MarkerSlots(
            sharedList: 0, opening: [1, 2], around: [2: 2], ownAt: nil, outer: 1, own: true, block: 0)
        #expect(
            slots.order == [
                .listItem(0), .bare(1), .listItem(1), .around(2, 0), .around(2, 1), .bare(2), .listItem(2),
                .outer(0), .own,
            ])
    }

    @Test func aListThatIsAnItemDrawsTheOwnMarkerBetweenItsItems() {
        let slots = MarkerSlots(sharedList: nil, opening: [3], around: [:], ownAt: 3, outer: 2, own: true, block: 1)
        #expect(slots.order == [.bare(3), .own, .listItem(3), .block(0)])
    }

    /// `<ul>"<li><ul><li><pre><li><pre>2`: the guess put the second
    /// marker around the inner list and the first in the outer list's item
    /// after it; dealt again, the outer list's item draws the first.
    @Test func markersAreDealtInTheOrderTheItemsOpen() {
        let slots = MarkerSlots(sharedList: 0, opening: [1], around: [:], ownAt: nil, outer: 0, own: false, block: 0)
        var drawn: [MarkerSlots.Slot: Marker] = [
            .listItem(0): Self.circle, .bare(1): Self.bullet, .listItem(1): Self.monospaceCircle,
        ]
        let markers = [Self.bullet, Self.circle, Self.monospaceCircle]
        #expect(slots.deal(markers, get: { drawn[$0] }, set: { drawn[$0] = $1 }))
        #expect(drawn[.listItem(0)]?.text == "• ")
        #expect(drawn[.bare(1)]?.text == "◦ ")
        #expect(drawn[.listItem(1)]?.attributes.monospace == true)
    }

    @Test func markersInOrderOrOfAnotherCountAreLeftAlone() {
        let slots = MarkerSlots(sharedList: 0, opening: [1], around: [:], ownAt: nil, outer: 0, own: false, block: 0)
        var drawn: [MarkerSlots.Slot: Marker] = [.listItem(0): Self.bullet, .listItem(1): Self.circle]
        let set: (MarkerSlots.Slot, Marker) -> Void = { drawn[$0] = $1 }
        #expect(!slots.deal([Self.bullet, Self.circle], get: { drawn[$0] }, set: set))
        // One marker no item draws: dealing cannot make up for it.
        #expect(!slots.deal([Self.circle, Self.bullet, Self.bullet], get: { drawn[$0] }, set: set))
        #expect(drawn[.listItem(0)]?.text == "• ")
    }

    @Test func detailsMarkersAreTheSummariesNotDealt() {
        let slots = MarkerSlots(sharedList: 0, opening: [1], around: [:], ownAt: nil, outer: 0, own: false, block: 0)
        var drawn: [MarkerSlots.Slot: Marker] = [.listItem(0): Self.circle, .listItem(1): Self.bullet]
        let markers = [Self.bullet, ("▸ ", TextAttributes()), Self.circle]
        #expect(slots.deal(markers, get: { drawn[$0] }, set: { drawn[$0] = $1 }))
        #expect(drawn[.listItem(0)]?.text == "• ")
        #expect(drawn[.listItem(1)]?.text == "◦ ")
    }
}
