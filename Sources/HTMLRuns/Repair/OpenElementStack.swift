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
struct OpenElementStack: ~Copyable {
    /// One open element.
    struct Entry {
        var node: Int32
        var name: TagName
        var namespace: Namespace
        /// §13.2.4.2 HTML integration point: SVG `foreignObject`, `desc`,
        /// `title`, and MathML `annotation-xml` with an HTML `encoding`.
        var isHTMLIntegrationPoint = false
        /// `TagCode.of(name)`, so scans compare bytes.
        let code: UInt8
        /// The scopes this element is a boundary of, and whether it is special.
        let flags: Flags
        /// Where its start tag is (the node keeps no offset): an element
        /// still open at the end of the input is reported there.
        let sourceOffset: UInt32

        @inline(__always)
        init(
            node: Int32, name: TagName, namespace: Namespace, isHTMLIntegrationPoint: Bool = false,
            sourceOffset: Int
        ) {
            self.node = node
            self.sourceOffset = UInt32(clamping: sourceOffset)
            self.name = name
            self.namespace = namespace
            self.isHTMLIntegrationPoint = isHTMLIntegrationPoint
            self.code = TagCode.of(name)
            self.flags = Flags(name, namespace)
        }

        /// True for an HTML element named `name`.
        @inline(__always)
        func isHTML(_ name: TagName) -> Bool {
            namespace == .html && code == TagCode.of(name) && (code != TagCode.custom || self.name == name)
        }
    }

    /// Per-element facts the scans need, computed once at push.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// A boundary of "in scope" (and so of list item and button scope).
        static let defaultScope = Flags(rawValue: 1)
        /// `ol`, `ul`: also a boundary of "in list item scope".
        static let listItemScope = Flags(rawValue: 2)
        /// `button`: also a boundary of "in button scope".
        static let buttonScope = Flags(rawValue: 4)
        /// `html`, `table`, `template`: boundaries of "in table scope".
        static let tableScope = Flags(rawValue: 8)
        /// §13.2.4.2 The special category.
        static let special = Flags(rawValue: 16)
        /// §13.2.6.3 Popped by "generate implied end tags".
        static let impliedEndTag = Flags(rawValue: 32)
        /// §13.2.6.3 Popped by "generate all implied end tags thoroughly".
        static let impliedEndTagThoroughly = Flags(rawValue: 64)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        @inline(__always)
        init(_ name: TagName, _ namespace: Namespace) {
            var flags: Flags = []
            if OpenElementStack.isBoundary(name, namespace, of: .default) {
                flags.insert(.defaultScope)
            } else {
                if OpenElementStack.isBoundary(name, namespace, of: .listItem) { flags.insert(.listItemScope) }
                if OpenElementStack.isBoundary(name, namespace, of: .button) { flags.insert(.buttonScope) }
            }
            if OpenElementStack.isBoundary(name, namespace, of: .table) { flags.insert(.tableScope) }
            if ElementCategory.isSpecial(name, namespace) { flags.insert(.special) }
            if namespace == .html {
                if ElementCategory.hasImpliedEndTag(name) { flags.insert(.impliedEndTag) }
                if ElementCategory.hasImpliedEndTagThoroughly(name) { flags.insert(.impliedEndTagThoroughly) }
            }
            self = flags
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

        /// The boundary flags of this scope.
        var mask: Flags {
            switch self {
            case .default: .defaultScope
            case .listItem: [.defaultScope, .listItemScope]
            case .button: [.defaultScope, .buttonScope]
            case .table: .tableScope
            }
        }
    }

    // The stack owns its storage (it is noncopyable), so a push or a pop is
    // a few stores: three arrays cost a uniqueness check each per change.
    // `Entry` holds no references, so the memory needs no deinitializing.

    /// The entries, bottom first: `count` of `capacity` are in use.
    private var base: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// The number of open elements (the root included).
    private(set) var count: Int
    /// Membership by node index, a bit a node (a byte a node was a tenth
    /// of a markup-dense tree's memory), so "is this element in the stack"
    /// is O(1).
    private var isOpen: UnsafeMutablePointer<UInt64>
    /// How many words `isOpen` has.
    private var isOpenWords: Int
    /// How many HTML elements of each `TagCode` are open (256 slots), so
    /// asking for an element that is not open at all (the usual `p` in
    /// button scope) costs no scan.
    private let openCounts: UnsafeMutablePointer<Int32>

    init(root: Int32) {
        capacity = 64
        base = .allocate(capacity: capacity)
        count = 0
        isOpenWords = 16
        isOpen = .allocate(capacity: isOpenWords)
        isOpen.initialize(repeating: 0, count: isOpenWords)
        openCounts = .allocate(capacity: 256)
        openCounts.initialize(repeating: 0, count: 256)
        push(Entry(node: root, name: .body, namespace: .html, sourceOffset: 0))
    }

    deinit {
        base.deallocate()
        isOpen.deallocate()
        openCounts.deallocate()
    }

    /// The open elements, bottom first (valid until the stack changes).
    var entries: UnsafeBufferPointer<Entry> { UnsafeBufferPointer(start: base, count: count) }

    /// The current node: the bottommost (most recently pushed) entry.
    // `_read` lends the entry instead of copying it (and its `TagName`),
    // so `stack[i].node` and `stack.current.namespace` cost one load.
    var current: Entry { _read { yield base[count - 1] } }
    subscript(_ index: Int) -> Entry {
        _read {
            precondition(index >= 0 && index < count, "index out of the stack")
            yield base[index]
        }
    }

    // MARK: Changing

    // Inlined: one caller inserts every element, and the call's prologue
    // and the copy of the entry cost about as much as the push.
    @inline(__always)
    mutating func push(_ entry: Entry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count += 1
        mark(entry.node, true)
        tally(entry, 1)
    }

    /// Pops the current node; the root is never popped.
    // Inlined: a call cost as much as the pop, and most callers drop the entry.
    @discardableResult @inline(__always)
    mutating func pop() -> Entry {
        precondition(count > 1, "the root is never popped")
        count -= 1
        let entry = base[count]
        mark(entry.node, false)
        tally(entry, -1)
        return entry
    }

    mutating func remove(at index: Int) {
        precondition(index > 0 && index < count, "the root is never removed")
        mark(base[index].node, false)
        tally(base[index], -1)
        var i = index
        while i < count - 1 {
            base[i] = base[i + 1]
            i += 1
        }
        count -= 1
    }

    mutating func insert(_ entry: Entry, at index: Int) {
        precondition(index > 0 && index <= count, "index out of the stack")
        if count == capacity { grow() }
        var i = count
        while i > index {
            (base + i).initialize(to: base[i - 1])
            i -= 1
        }
        (base + index).initialize(to: entry)
        count += 1
        mark(entry.node, true)
        tally(entry, 1)
    }

    /// Replaces the element of an entry (adoption agency step 14).
    mutating func replace(at index: Int, with node: Int32) {
        precondition(index >= 0 && index < count, "index out of the stack")
        mark(base[index].node, false)
        base[index].node = node
        mark(node, true)
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    @inline(__always)
    private func tally(_ entry: Entry, _ delta: Int32) {
        if entry.namespace == .html { openCounts[Int(entry.code)] += delta }
    }

    @inline(__always)
    private mutating func mark(_ node: Int32, _ open: Bool) {
        precondition(node >= 0, "not a node")
        let word = Int(node) >> 6
        let bit: UInt64 = 1 << UInt64(node & 63)
        if word >= isOpenWords {
            if !open { return }
            growIsOpen(toInclude: word)
        }
        if open {
            isOpen[word] |= bit
        } else {
            isOpen[word] &= ~bit
        }
    }

    private mutating func growIsOpen(toInclude word: Int) {
        let size = max(word + 1, isOpenWords * 2)
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: size)
        larger.moveInitialize(from: isOpen, count: isOpenWords)
        (larger + isOpenWords).initialize(repeating: 0, count: size - isOpenWords)
        isOpen.deallocate()
        isOpen = larger
        isOpenWords = size
    }

    // MARK: Searching

    /// Whether `node` is in the stack.
    @inline(__always)
    func contains(_ node: Int32) -> Bool {
        // A negative index reads as a huge word number: out of range.
        let i = UInt32(bitPattern: node)
        let word = Int(i >> 6)
        return word < isOpenWords && (isOpen[word] >> UInt64(i & 63)) & 1 != 0
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

    // The current node is read straight from `base`: the root is never
    // popped, so `count` is at least 1 (read for every token).

    /// Whether the current node is the HTML element `name`.
    func currentIsHTML(_ name: TagName) -> Bool {
        base[count &- 1].isHTML(name)
    }

    /// The namespace of the current node.
    var currentNamespace: Namespace { base[count &- 1].namespace }

    /// The flags of the current node.
    var currentFlags: Flags { base[count &- 1].flags }

    /// Whether an HTML element with the code of `name` may be open: false
    /// means none is (for a `.custom` name, that no custom element is).
    // Inlined so that the code of a literal name folds to a constant: the
    // quick negative is a load and a compare at the call site.
    @inline(__always)
    func mayHaveOpenHTML(_ name: TagName) -> Bool {
        openCounts[Int(TagCode.of(name))] != 0
    }

    /// The index of the topmost HTML element named `name`.
    // Inlined for the quick negative; the scan stays a call.
    @inline(__always)
    func lastIndex(ofHTML name: TagName) -> Int? {
        let code = TagCode.of(name)
        if openCounts[Int(code)] == 0 { return nil }
        return lastIndex(ofHTML: name, code: code)
    }

    private func lastIndex(ofHTML name: TagName, code: UInt8) -> Int? {
        var i = entries.count - 1
        while i > 0 {
            if entries[i].code == code && entries[i].namespace == .html
                && (code != TagCode.custom || entries[i].name == name)
            {
                return i
            }
            i -= 1
        }
        return nil
    }

    /// The index of the topmost HTML element whose code passes `matches`.
    func lastIndex(ofHTMLWhere matches: (UInt8) -> Bool) -> Int? {
        var i = entries.count - 1
        while i > 0 {
            if entries[i].namespace == .html && matches(entries[i].code) { return i }
            i -= 1
        }
        return nil
    }

    /// Whether an HTML `template` is open.
    var hasTemplate: Bool { lastIndex(ofHTML: .template) != nil }

    /// §13.2.4.2 "Has an element in the specific scope": an HTML element
    /// named `name` is open and no scope boundary stands above it.
    // Inlined for the quick negative (the usual `p` in button scope).
    @inline(__always)
    func hasInScope(_ name: TagName, _ scope: Scope = .default) -> Bool {
        let code = TagCode.of(name)
        if openCounts[Int(code)] == 0 { return false }
        return hasInScope(name, code: code, scope)
    }

    private func hasInScope(_ name: TagName, code: UInt8, _ scope: Scope) -> Bool {
        if code == TagCode.custom { return hasCustomInScope(name, scope) }
        return hasInScope(scope) { $0 == code }
    }

    private func hasCustomInScope(_ name: TagName, _ scope: Scope) -> Bool {
        let mask = scope.mask
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].namespace == .html && entries[i].name == name { return true }
            if i == 0 || !entries[i].flags.isDisjoint(with: mask) { return false }
            i -= 1
        }
        return false
    }

    /// "Has an element in scope" for any HTML element whose code passes
    /// `matches` (any of `h1`-`h6`, or `tbody`/`thead`/`tfoot`).
    func hasInScope(_ scope: Scope, where matches: (UInt8) -> Bool) -> Bool {
        let mask = scope.mask
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].namespace == .html && matches(entries[i].code) { return true }
            if i == 0 || !entries[i].flags.isDisjoint(with: mask) { return false }
            i -= 1
        }
        return false
    }

    /// Whether a specific element (not just one with its name) is in scope.
    func hasNodeInScope(_ node: Int32, _ scope: Scope = .default) -> Bool {
        guard contains(node) else { return false }
        let mask = scope.mask
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].node == node { return true }
            if i == 0 || !entries[i].flags.isDisjoint(with: mask) { return false }
            i -= 1
        }
        return false
    }

    /// §13.2.4.2 The element types each scope stops at.
    static func isBoundary(_ name: TagName, _ namespace: Namespace, of scope: Scope) -> Bool {
        switch namespace {
        case .html:
            switch scope {
            case .table:
                switch name {
                case .html, .table, .template: return true
                default: return false
                }
            case .default, .listItem, .button:
                switch name {
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
                return ElementCategory.isMathMLTextIntegrationPoint(name) || name == .annotationXML
            case .table: return false
            }
        case .svg:
            switch scope {
            case .default, .listItem, .button:
                return ElementCategory.isSVGHTMLIntegrationPoint(name)
            case .table: return false
            }
        }
    }

    /// §13.2.6 Whether the dispatcher picks the insertion mode's rules
    /// (rather than the rules for foreign content).
    func usesHTMLRules(for token: Token) -> Bool {
        if currentNamespace == .html { return true }
        let current = self.current
        switch token.kind {
        case .startTag:
            if current.namespace == .mathML {
                if ElementCategory.isMathMLTextIntegrationPoint(current.name),
                    token.name != .mglyph, token.name != .malignmark
                {
                    return true
                }
                if current.name == .annotationXML, token.name == .svg { return true }
            }
            return current.isHTMLIntegrationPoint
        case .text:
            return current.isHTMLIntegrationPoint
                || (current.namespace == .mathML && ElementCategory.isMathMLTextIntegrationPoint(current.name))
        case .endTag, .comment, .doctype:
            return false
        }
    }
}
