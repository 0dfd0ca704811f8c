/// What selector matching needs to know about a tree of elements. Elements
/// are handles (`Int32` node indices for `Document`), so matching walks the
/// tree without copying it and without recursion.
protocol ElementTree {
    associatedtype Element

    /// The lowercased local name (`p`, `my-widget`).
    func localName(of element: Element) -> String
    /// An attribute's value (names are lowercased), nil when absent.
    func attribute(_ name: String, of element: Element) -> String?
    /// The parent, when it is an element (not the fragment's root).
    func parentElement(of element: Element) -> Element?
    func previousElementSibling(of element: Element) -> Element?
    func nextElementSibling(of element: Element) -> Element?
    /// Whether the element has element children or non-empty text (`:empty`).
    func hasContent(_ element: Element) -> Bool
}

extension Document: ElementTree {
    func localName(of element: Int32) -> String {
        nodes[Int(element)].name.lexedName
    }

    func attribute(_ name: String, of element: Int32) -> String? {
        for a in nodes[Int(element)].attributes where a.name == name { return a.value }
        return nil
    }

    func parentElement(of element: Int32) -> Int32? {
        let parent = nodes[Int(element)].parent
        return parent != Node.none && nodes[Int(parent)].kind == .element ? parent : nil
    }

    func previousElementSibling(of element: Int32) -> Int32? {
        var node = nodes[Int(element)].previousSibling
        while node != Node.none {
            if nodes[Int(node)].kind == .element { return node }
            node = nodes[Int(node)].previousSibling
        }
        return nil
    }

    func nextElementSibling(of element: Int32) -> Int32? {
        var node = nodes[Int(element)].nextSibling
        while node != Node.none {
            if nodes[Int(node)].kind == .element { return node }
            node = nodes[Int(node)].nextSibling
        }
        return nil
    }

    func hasContent(_ element: Int32) -> Bool {
        var child = nodes[Int(element)].firstChild
        while child != Node.none {
            switch nodes[Int(child)].kind {
            case .element: return true
            case .text:
                var nonEmpty = false
                forEachChunk(of: child) { if !$0.isEmpty { nonEmpty = true } }
                if nonEmpty { return true }
            default: break
            }
            child = nodes[Int(child)].nextSibling
        }
        return false
    }
}
