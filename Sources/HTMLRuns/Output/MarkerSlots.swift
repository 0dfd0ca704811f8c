// The `<li>`s the html writer opens for one block, in the order it opens
// them, so that the markers the block starts with are dealt to them in the
// order the text has them.
//
// Which items a block's markers belong to cannot be read from the styled
// string for sure (`<ul><li><ul><li><pre><li><pre>` and `<ul><li><section>
// <li><ul><li><pre>` both start a block with three markers in two lists),
// so the writer guesses the items' shape. Any shape with one item per
// marker draws the same text, as long as the item opened first draws the
// first marker: the shape is the guess, the order is not.

/// The items the html writer opens around one block, outermost first,
/// with the marker each draws.
struct MarkerSlots {
    typealias Marker = (text: String, attributes: TextAttributes)

    /// Where an item is written from.
    enum Slot: Hashable {
        /// The `<li>` opened in a list (`itemMarkers`).
        case listItem(Int)
        /// Outside any list, around a container (`bareMarkers`).
        case bare(Int)
        /// Around that one, outermost first (`itemsAround`).
        case around(Int, Int)
        /// The block's own item (`ownMarker`), or the list that is one.
        case own
        /// Around the block's own item, outermost first (`outerItemMarkers`).
        case outer(Int)
        /// Around a block that is no item, outermost first (`blockMarkers`).
        case block(Int)
    }

    /// The slots in the order their items open.
    private(set) var order: [Slot] = []

    /// The slots of a block whose own containers are `opening` (after the
    /// item of the innermost open list, `sharedList`, if it gets one);
    /// `ownAt` is the list that draws the block's own marker (a list that
    /// is an item), if any; the last slots are the block's own items.
    init(
        sharedList: Int?, opening: ArraySlice<Int>, around: [Int: Int], ownAt: Int?,
        outer: Int, own: Bool, block: Int
    ) {
        if let sharedList { order.append(.listItem(sharedList)) }
        for container in opening {
            for k in 0..<(around[container] ?? 0) { order.append(.around(container, k)) }
            order.append(.bare(container))
            if container == ownAt { order.append(.own) }
            order.append(.listItem(container))
        }
        if ownAt == nil {
            for k in 0..<outer { order.append(.outer(k)) }
            if own { order.append(.own) }
        }
        for k in 0..<block { order.append(.block(k)) }
    }

    /// Whether a marker is a details' (`▸`, `▾`): its `<summary>` draws
    /// it, not an item, so dealing leaves it alone.
    static func isDetailsMarker(_ marker: Marker) -> Bool {
        marker.text == "▸ " || marker.text == "▾ "
    }

    /// Deals the list markers among `markers` to the slots that draw one
    /// (`get` non-nil), in order, through `set`, when the slots hold the
    /// same number of them in another order; returns whether it did.
    func deal(_ markers: [Marker], get: (Slot) -> Marker?, set: (Slot, Marker) -> Void) -> Bool {
        let drawn = order.compactMap { slot in get(slot).map { (slot, $0) } }
        let listMarkers = markers.filter { !Self.isDetailsMarker($0) }
        guard drawn.count == listMarkers.count, !drawn.contains(where: { Self.isDetailsMarker($0.1) }) else {
            return false
        }
        let inOrder = zip(drawn, listMarkers).allSatisfy { $0.1.text == $1.text && $0.1.attributes == $1.attributes }
        if inOrder { return false }
        for ((slot, _), marker) in zip(drawn, listMarkers) { set(slot, marker) }
        return true
    }
}
