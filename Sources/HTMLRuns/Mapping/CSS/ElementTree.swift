/// What selector matching needs to know about a tree of elements. Elements
/// are handles (`Int32` node indices for `Document`), so matching walks the
/// tree without copying it and without recursion.
protocol ElementTree {
    associatedtype Element: Hashable

    /// The lowercased local name (`p`, `my-widget`).
    func localName(of element: Element) -> String
    /// An attribute's value (names are lowercased), nil when absent.
    func attribute(_ name: String, of element: Element) -> String?
    /// The parent element; nil for the root element.
    func parentElement(of element: Element) -> Element?
    func previousElementSibling(of element: Element) -> Element?
    func nextElementSibling(of element: Element) -> Element?
    /// Whether the element has element children or non-empty text (`:empty`).
    func hasContent(_ element: Element) -> Bool
}

/// A fragment is placed in `<body>` (SPEC: what a browser shows for the
/// fragment inside `<body>`), so for selector matching its top-level
/// elements have a `body` parent inside an `html` root, both without
/// attributes: `body p`, `html > body > p` and `:root` work as on a page.
/// Their own declarations (`body { color: #333 }`) are what the mapping
/// stage starts from: `declarations(for: Document.htmlElement, in:)`, then
/// `Document.bodyElement`.
extension Document: ElementTree {
    /// The `html` element around the fragment (not stored in `nodes`).
    static let htmlElement: Int32 = -2
    /// The `body` element the fragment is the content of (not stored in `nodes`).
    static let bodyElement: Int32 = -3

    func localName(of element: Int32) -> String {
        switch element {
        case Self.htmlElement: "html"
        case Self.bodyElement: "body"
        default: spelling(of: nodes[Int(element)].name)
        }
    }

    func attribute(_ name: String, of element: Int32) -> String? {
        guard element >= 0 else { return nil }
        return attribute(name, of: nodes[Int(element)])
    }

    func parentElement(of element: Int32) -> Int32? {
        switch element {
        case Self.htmlElement: return nil
        case Self.bodyElement: return Self.htmlElement
        default:
            let parent = nodes[Int(element)].parent
            guard parent != Node.none else { return nil }
            switch nodes[Int(parent)].kind {
            case .element: return parent
            case .root: return Self.bodyElement
            default: return nil
            }
        }
    }

    func previousElementSibling(of element: Int32) -> Int32? {
        guard element >= 0 else { return nil }
        var node = previousSibling(of: element)
        while node != Node.none {
            if nodes[Int(node)].kind == .element { return node }
            node = previousSibling(of: node)
        }
        return nil
    }

    func nextElementSibling(of element: Int32) -> Int32? {
        guard element >= 0 else { return nil }
        var node = nodes[Int(element)].nextSibling
        while node != Node.none {
            if nodes[Int(node)].kind == .element { return node }
            node = nodes[Int(node)].nextSibling
        }
        return nil
    }

    func hasContent(_ element: Int32) -> Bool {
        guard element >= 0 else { return true }
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
