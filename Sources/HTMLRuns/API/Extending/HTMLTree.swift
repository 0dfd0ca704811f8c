// A read-only public view of the repaired tree, for users who produce their
// own output. Nodes are small handles into the shared document (an index
// and a reference-counted copy of the arrays), so a view costs no copying.

/// The tree a fragment repairs to, as the mapping stage sees it: every
/// unclosed tag closed, misnested formatting re-opened, character
/// references expanded.
///
/// ```swift
/// let tree = HTMLConverter().parse("<p>Hi <b>there</b>")
/// for node in tree.nodes where node.name == "b" {
///     print(node.textContent)   // "there"
/// }
/// ```
public struct HTMLTree: Sendable {
    let document: Document
    /// The repairs made while parsing, as a conversion would report them.
    public let diagnostics: [Diagnostic]

    init(document: Document, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The fragment's top-level nodes (the children of its `<body>` context).
    public var children: [HTMLNode] { HTMLNode(tree: self, index: Document.root).children }

    /// Every node in document order (an element before its descendants),
    /// found by iteration, not recursion: safe on deeply nested input.
    public var nodes: HTMLNodeSequence { HTMLNodeSequence(tree: self) }

    /// Walks the tree in document order with `visitor`, without recursion.
    ///
    /// ```swift
    /// var counter = TagCounter()
    /// tree.walk(&counter)
    /// ```
    public func walk<V: NodeVisitor>(_ visitor: inout V) {
        var adapter = VisitorAdapter(visitor: visitor, tree: self)
        document.walk(&adapter)
        visitor = adapter.visitor
    }
}

/// One node of an `HTMLTree`: an element, a text or a comment.
public struct HTMLNode: Sendable {
    /// What a node is.
    public enum Kind: Sendable, Hashable {
        /// An element, with a name and attributes.
        case element
        /// Text: its characters in `text`.
        case text
        /// A comment: its characters in `text`.
        case comment
    }

    let tree: HTMLTree
    let index: Int32
    private var node: Node { tree.document.nodes[Int(index)] }

    init(tree: HTMLTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// Element, text or comment.
    public var kind: Kind {
        switch node.kind {
        case .text: .text
        case .comment: .comment
        case .element, .root: .element
        }
    }
    /// The element's lowercased name (`p`, `mention`); empty for text and comments.
    public var name: String { node.kind == .element ? tree.document.spelling(of: node.name) : "" }
    /// The element's namespace (`svg` and `math` content keep theirs).
    public var namespace: Namespace { node.namespace }
    /// The element's attributes in source order; empty for text and comments.
    public var attributes: [Attribute] {
        node.kind == .element ? Array(tree.document.attributes(of: node)) : []
    }
    /// The value of the attribute `name` (lowercase), if present.
    public func attribute(_ name: String) -> String? {
        node.kind == .element ? tree.document.attribute(name, of: node) : nil
    }
    /// The characters of a text or comment node, as in the source with
    /// character references expanded; empty for elements.
    public var text: String {
        node.kind == .element || node.kind == .root ? "" : tree.document.text(of: index)
    }
    /// The concatenated text of all descendant text nodes (the DOM's
    /// `textContent`).
    public var textContent: String {
        if node.kind == .text { return text }
        var collector = TextCollector()
        tree.document.walk(&collector, from: index)
        return collector.text
    }
    /// The node's children, in order.
    public var children: [HTMLNode] {
        tree.document.children(of: index).map { HTMLNode(tree: tree, index: $0) }
    }
    /// The parent element; nil for top-level nodes.
    public var parent: HTMLNode? {
        let p = node.parent
        return p == Node.none || p == Document.root ? nil : HTMLNode(tree: tree, index: p)
    }
    /// Where the node starts in the input, in UTF-8 bytes.
    public var sourceOffset: Int { tree.document.sourceOffset(of: index) ?? 0 }

    private struct TextCollector: NodeWalker {
        var text = ""
        mutating func visitText(_ node: Int32, in document: Document) { text += document.text(of: node) }
    }
}

/// The nodes of an `HTMLTree` in document order, walked iteratively.
public struct HTMLNodeSequence: Sequence, Sendable {
    let tree: HTMLTree

    /// An iterator over the nodes.
    public func makeIterator() -> Iterator { Iterator(tree: tree, upcoming: tree.document.nodes[0].firstChild) }

    /// Steps through the nodes with the tree's sibling and parent links.
    public struct Iterator: IteratorProtocol, Sendable {
        let tree: HTMLTree
        var upcoming: Int32

        /// The next node in document order.
        public mutating func next() -> HTMLNode? {
            guard upcoming != Node.none else { return nil }
            let current = upcoming
            let nodes = tree.document.nodes
            if nodes[Int(current)].firstChild != Node.none {
                upcoming = nodes[Int(current)].firstChild
            } else {
                var n = current
                upcoming = Node.none
                while n != Node.none && n != Document.root {
                    if nodes[Int(n)].nextSibling != Node.none { upcoming = nodes[Int(n)].nextSibling; break }
                    n = nodes[Int(n)].parent
                }
            }
            return HTMLNode(tree: tree, index: current)
        }
    }
}
