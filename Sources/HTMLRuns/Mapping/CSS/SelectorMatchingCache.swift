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

    /// Selector checks left for this tree. A sheet's rules are indexed by
    /// id, class and type, but universal rules are checked against every
    /// element: a hostile `<style>` of thousands of `*` rules over thousands
    /// of elements would be quadratic. Each declaration of a matching rule
    /// costs a check too (the cascade parses and applies it: a rule of a
    /// hundred declarations matching everywhere costs a hundred times
    /// more). Once the budget is spent, sheets stop applying to the
    /// remaining elements (`ranOutOfChecks`).
    var remainingChecks = Int.max
    /// Whether a match was cut short by `remainingChecks`.
    private(set) var ranOutOfChecks = false

    init() {}

    /// Whether any selector check is left (false marks `ranOutOfChecks`).
    var hasChecksLeft: Bool {
        if remainingChecks > 0 { return true }
        ranOutOfChecks = true
        return false
    }

    /// Spends one selector check; false when none is left.
    @inline(__always)
    func spendCheck() -> Bool {
        guard remainingChecks > 0 else {
            ranOutOfChecks = true
            return false
        }
        remainingChecks -= 1
        return true
    }

    /// Spends `count` checks at once (a matched rule's declarations, each of
    /// which the cascade then parses and applies); false when they were not
    /// all left.
    func spendChecks(_ count: Int) -> Bool {
        guard remainingChecks >= count else {
            remainingChecks = 0
            ranOutOfChecks = true
            return false
        }
        remainingChecks -= count
        return true
    }

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
