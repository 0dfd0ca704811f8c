/// §13.2.4.3 The stack of open elements.
///
/// Entry 0 is the fragment's root, which plays the `<body>` of
/// `<!DOCTYPE html><body>`: it is never popped, and every scope search stops
/// at it as it would at `<html>`. Each entry keeps the lowercased name the
/// token had (SVG names such as `clipPath` are re-cased only in the tree), so
/// end tags match entries without touching the document.
///
/// Scope searches walk the stack from the top; the tree builder keeps the
/// stack at most `Options.maxNestingDepth` deep, so they are bounded.
struct OpenElementStack {
    /// One open element.
    struct Entry {
        var node: Int32
        var name: TagName
        var namespace: Namespace
        /// §13.2.4.2 HTML integration point: SVG `foreignObject`, `desc`,
        /// `title`, and MathML `annotation-xml` with an HTML `encoding`.
        var isHTMLIntegrationPoint = false

        /// True for an HTML element named `name`.
        @inline(__always)
        func isHTML(_ name: TagName) -> Bool {
            namespace == .html && self.name == name
        }
    }

    /// §13.2.4.2 The kinds of "has an element in scope".
    enum Scope {
        /// "In scope".
        case `default`
        /// "In list item scope": also stops at `ol`, `ul`.
        case listItem
        /// "In button scope": also stops at `button`.
        case button
        /// "In table scope": stops only at `html`, `table`, `template`.
        case table
    }

    private(set) var entries: [Entry]
    /// Membership by node index, so "is this element in the stack" is O(1).
    private var isOpen: [Bool] = []

    init(root: Int32) {
        entries = [Entry(node: root, name: .body, namespace: .html)]
        entries.reserveCapacity(64)
        mark(root, true)
    }

    var count: Int { entries.count }
    /// The current node: the bottommost (most recently pushed) entry.
    var current: Entry { entries[entries.count - 1] }
    subscript(_ index: Int) -> Entry { entries[index] }

    // MARK: Changing

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        mark(entry.node, true)
    }

    /// Pops the current node; the root is never popped.
    @discardableResult
    mutating func pop() -> Entry {
        precondition(entries.count > 1, "the root is never popped")
        let entry = entries.removeLast()
        mark(entry.node, false)
        return entry
    }

    mutating func remove(at index: Int) {
        precondition(index > 0, "the root is never removed")
        mark(entries[index].node, false)
        entries.remove(at: index)
    }

    mutating func insert(_ entry: Entry, at index: Int) {
        entries.insert(entry, at: index)
        mark(entry.node, true)
    }

    /// Replaces the element of an entry (adoption agency step 14).
    mutating func replace(at index: Int, with node: Int32) {
        mark(entries[index].node, false)
        entries[index].node = node
        mark(node, true)
    }

    private mutating func mark(_ node: Int32, _ open: Bool) {
        let i = Int(node)
        if i >= isOpen.count {
            if !open { return }
            isOpen.append(contentsOf: repeatElement(false, count: max(i + 1 - isOpen.count, isOpen.count)))
        }
        isOpen[i] = open
    }

    // MARK: Searching

    /// Whether `node` is in the stack.
    @inline(__always)
    func contains(_ node: Int32) -> Bool {
        let i = Int(node)
        return i < isOpen.count && isOpen[i]
    }

    /// The index of `node` in the stack.
    func index(of node: Int32) -> Int? {
        guard contains(node) else { return nil }
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].node == node { return i }
            i -= 1
        }
        return nil
    }

    /// The index of the topmost HTML element named `name`.
    func lastIndex(ofHTML name: TagName) -> Int? {
        var i = entries.count - 1
        while i > 0 {
            if entries[i].isHTML(name) { return i }
            i -= 1
        }
        return nil
    }

    /// Whether an HTML `template` is open.
    var hasTemplate: Bool { lastIndex(ofHTML: .template) != nil }

    /// §13.2.4.2 "Has an element in the specific scope": an HTML element
    /// named `name` is open and no scope boundary stands above it.
    func hasInScope(_ name: TagName, _ scope: Scope = .default) -> Bool {
        hasInScope(scope) { $0 == name }
    }

    /// "Has an element in scope" for any HTML element matching `matches`
    /// (e.g. any of `h1`-`h6`, or `tbody`/`thead`/`tfoot`).
    func hasInScope(_ scope: Scope, where matches: (TagName) -> Bool) -> Bool {
        var i = entries.count - 1
        while i >= 0 {
            let entry = entries[i]
            if entry.namespace == .html && matches(entry.name) { return true }
            if i == 0 || Self.isBoundary(entry, of: scope) { return false }
            i -= 1
        }
        return false
    }

    /// Whether a specific element (not just one with its name) is in scope.
    func hasNodeInScope(_ node: Int32, _ scope: Scope = .default) -> Bool {
        guard contains(node) else { return false }
        var i = entries.count - 1
        while i >= 0 {
            let entry = entries[i]
            if entry.node == node { return true }
            if i == 0 || Self.isBoundary(entry, of: scope) { return false }
            i -= 1
        }
        return false
    }

    /// §13.2.4.2 The element types each scope stops at.
    static func isBoundary(_ entry: Entry, of scope: Scope) -> Bool {
        switch entry.namespace {
        case .html:
            switch scope {
            case .table:
                switch entry.name {
                case .html, .table, .template: return true
                default: return false
                }
            case .default, .listItem, .button:
                switch entry.name {
                case .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template:
                    return true
                case .select:
                    // Relaxed select parsing (2025): end tags of elements
                    // outside an open select no longer close it.
                    return true
                case .ol, .ul:
                    return scope == .listItem
                case .button:
                    return scope == .button
                default:
                    return false
                }
            }
        case .mathML:
            switch scope {
            case .default, .listItem, .button:
                return ElementCategory.isMathMLTextIntegrationPoint(entry.name) || entry.name == .annotationXML
            case .table: return false
            }
        case .svg:
            switch scope {
            case .default, .listItem, .button:
                return ElementCategory.isSVGHTMLIntegrationPoint(entry.name)
            case .table: return false
            }
        }
    }
}
