/// Counts the items each list owns, for `<ol reversed>` without `start`,
/// whose first number is the count (HTML Standard §4.4.6). One walk over
/// the whole tree, made only when a reversed list is met, so nested
/// reversed lists stay linear.
struct ListItemCounter: NodeWalker {
    /// Number of `li` elements owned, by list element.
    private(set) var counts: [Int32: Int] = [:]
    private var openLists: [Int32] = []

    /// Counts the items of every list in `document`.
    static func count(in document: Document) -> [Int32: Int] {
        var counter = ListItemCounter()
        document.walk(&counter)
        return counter.counts
    }

    private static func isList(_ node: Node) -> Bool {
        node.namespace == .html && (node.name == .ol || node.name == .ul || node.name == .menu || node.name == .dir)
    }

    mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
        let element = document[node]
        if element.namespace == .html, element.name == .li, let owner = openLists.last {
            counts[owner, default: 0] += 1
        }
        if Self.isList(element) { openLists.append(node) }
        return true
    }

    mutating func exitElement(_ node: Int32, in document: Document) {
        if Self.isList(document[node]) { openLists.removeLast() }
    }
}
