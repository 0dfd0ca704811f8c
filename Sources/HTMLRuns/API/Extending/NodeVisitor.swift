/// A visitor over an `HTMLTree`, in the manner of swift-markdown's
/// `MarkupWalker`: one method per node kind, each with a default that does
/// nothing, called in document order by `HTMLTree.walk(_:)`, which iterates
/// instead of recursing (a million nested elements cannot overflow the stack).
///
/// ```swift
/// /// Renders the tree as plain text with `*bold*` markers.
/// struct StarRenderer: NodeVisitor {
///     var output = ""
///     mutating func visitElement(_ element: HTMLNode) -> Bool {
///         if element.name == "b" { output += "*" }
///         return true
///     }
///     mutating func leaveElement(_ element: HTMLNode) {
///         if element.name == "b" { output += "*" }
///     }
///     mutating func visitText(_ text: HTMLNode) { output += text.text }
/// }
///
/// var renderer = StarRenderer()
/// HTMLConverter().parse("a <b>b</b> c").walk(&renderer)
/// renderer.output   // "a *b* c"
/// ```
public protocol NodeVisitor {
    /// Called before an element's children; return false to skip them
    /// (`leaveElement` is still called).
    mutating func visitElement(_ element: HTMLNode) -> Bool
    /// Called after an element's children.
    mutating func leaveElement(_ element: HTMLNode)
    /// Called for each text node.
    mutating func visitText(_ text: HTMLNode)
    /// Called for each comment.
    mutating func visitComment(_ comment: HTMLNode)
}

extension NodeVisitor {
    /// Visits the children.
    public mutating func visitElement(_ element: HTMLNode) -> Bool { true }
    /// Does nothing.
    public mutating func leaveElement(_ element: HTMLNode) {}
    /// Does nothing.
    public mutating func visitText(_ text: HTMLNode) {}
    /// Does nothing.
    public mutating func visitComment(_ comment: HTMLNode) {}
}

/// Drives a public `NodeVisitor` with the internal walker.
struct VisitorAdapter<V: NodeVisitor>: NodeWalker {
    var visitor: V
    let tree: HTMLTree

    mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
        visitor.visitElement(HTMLNode(tree: tree, index: node))
    }
    mutating func exitElement(_ node: Int32, in document: Document) {
        visitor.leaveElement(HTMLNode(tree: tree, index: node))
    }
    mutating func visitText(_ node: Int32, in document: Document) {
        visitor.visitText(HTMLNode(tree: tree, index: node))
    }
    mutating func visitComment(_ node: Int32, in document: Document) {
        visitor.visitComment(HTMLNode(tree: tree, index: node))
    }
}

extension HTMLConverter {
    /// Lexes and repairs `html` into a tree, without mapping it, for users
    /// who produce their own output with a `NodeVisitor`.
    ///
    /// ```swift
    /// let tree = HTMLConverter().parse("<ul><li>one<li>two</ul>")
    /// tree.children.first?.children.count   // 2
    /// ```
    public func parse(_ html: String) -> HTMLTree {
        parse(bytes: Array(html.utf8))
    }

    /// `parse(_:)` for bytes, which need not be valid UTF-8.
    public func parse<Bytes: Collection>(bytes: Bytes) -> HTMLTree where Bytes.Element == UInt8 {
        let (document, log) = Pipeline(options: options, styles: styles).buildTree(
            Array(bytes), recordsSourceOffsets: true)
        return HTMLTree(document: document, diagnostics: log.resolved(in: document.store.source))
    }
}
