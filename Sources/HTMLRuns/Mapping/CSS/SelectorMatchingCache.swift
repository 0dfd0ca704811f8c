/// What selector matching remembers across the elements of one tree: each
/// element's position among its siblings (overall and among its type), found
/// for all children of a parent in one pass. Without it, `:nth-child()` and
/// friends count siblings for every element, which is quadratic in a long
/// list (a 10,000-row table striped with `tr:nth-child(even)`).
///
/// Create one per tree and pass it to every `Stylesheet.declarations` call
/// for that tree. A reference type, so that matching code deep inside can
/// fill it; not `Sendable`: one conversion, one cache.
final class SelectorMatchingCache<Element: Hashable> {
    struct Position {
        /// 1-based position among the element siblings, and their number.
        var index: Int
        var count: Int
        /// The same among the siblings with the same local name.
        var typeIndex: Int
        var typeCount: Int
    }

    private var positions: [Element: Position] = [:]

    init() {}

    func position<T: ElementTree>(of element: Element, in tree: T) -> Position where T.Element == Element {
        if let known = positions[element] { return known }
        var first = element
        while let previous = tree.previousElementSibling(of: first) { first = previous }
        var siblings: [(Element, String)] = []
        var next: Element? = first
        while let e = next {
            siblings.append((e, tree.localName(of: e)))
            next = tree.nextElementSibling(of: e)
        }
        var typeCounts: [String: Int] = [:]
        for (_, name) in siblings { typeCounts[name, default: 0] += 1 }
        var typeSeen: [String: Int] = [:]
        for (i, (e, name)) in siblings.enumerated() {
            typeSeen[name, default: 0] += 1
            positions[e] = Position(
                index: i + 1, count: siblings.count,
                typeIndex: typeSeen[name]!, typeCount: typeCounts[name]!)
        }
        return positions[element]!
    }
}
