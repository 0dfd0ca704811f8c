/// A visitor over the repaired tree in document order, in the style of
/// swift-markdown's `MarkupWalker`: one callback per node kind, each with a
/// default, driven by `Document.walk(_:)` without recursion, so a million
/// nested elements cannot overflow the stack.
protocol NodeWalker: ~Copyable {
    /// Called before an element's children. Return false to skip them
    /// (`exitElement` is still called).
    mutating func enterElement(_ node: Int32, in document: Document) -> Bool
    /// Called after an element's children.
    mutating func exitElement(_ node: Int32, in document: Document)
    /// Called for each text node.
    mutating func visitText(_ node: Int32, in document: Document)
    /// Called for each comment.
    mutating func visitComment(_ node: Int32, in document: Document)
}

extension NodeWalker where Self: ~Copyable {
    mutating func enterElement(_ node: Int32, in document: Document) -> Bool { true }
    mutating func exitElement(_ node: Int32, in document: Document) {}
    mutating func visitText(_ node: Int32, in document: Document) {}
    mutating func visitComment(_ node: Int32, in document: Document) {}
}

extension Document {
    /// Walks the subtree under `start` (the root by default) in document order.
    func walk<W: NodeWalker & ~Copyable>(_ walker: inout W, from start: Int32 = Document.root) {
        var node = nodes[Int(start)].firstChild
        while node != Node.none {
            // Fields, not the whole node: a copy would retain its name and attributes.
            let kind = nodes[Int(node)].kind
            let firstChild = nodes[Int(node)].firstChild
            var descend = false
            switch kind {
            case .element:
                descend = walker.enterElement(node, in: self) && firstChild != Node.none
                if !descend { walker.exitElement(node, in: self) }
            case .text:
                walker.visitText(node, in: self)
            case .comment:
                walker.visitComment(node, in: self)
            case .root:
                break
            }
            if descend {
                node = firstChild
                continue
            }
            // Climb until a next sibling exists, closing elements on the way.
            var n = node
            while true {
                let next = nodes[Int(n)].nextSibling
                if next != Node.none { node = next; break }
                let parent = nodes[Int(n)].parent
                if parent == start || parent == Node.none { return }
                walker.exitElement(parent, in: self)
                n = parent
            }
        }
    }
}
