/// One node of the repaired tree, stored in `Document.nodes`.
///
/// Links are indices into the same array (`Node.none` for none), so the tree
/// can be built, re-parented by the adoption agency and walked without
/// recursion or reference counting.
struct Node: Sendable {
    enum Kind: UInt8, Sendable {
        /// The fragment's root (the `<body>` context); always node 0.
        case root
        case element
        case text
        case comment
    }

    static let none: Int32 = -1

    // 24 bytes a node, no references (the tree of a markup-dense input is
    // most of a conversion's memory, and a plain value copies as bytes).
    // Two words mean different things by kind: an element's (or the
    // root's) first child and attribute list, a text node's or comment's
    // content. A node keeps no source offset: the tree builder's open
    // elements and formatting entries hold the offsets its diagnostics
    // need, and an element's attribute list holds its tag's offset, which
    // the mapping's diagnostics (a refused link, a bad `style`) point at.
    var parent: Int32 = Node.none
    var nextSibling: Int32 = Node.none
    /// The previous sibling, except that a first child holds its parent's
    /// last child: the sibling list is circular backwards, so the last
    /// child needs no field of its own. Read through
    /// `Document.previousSibling(of:)` and `Document.lastChild(of:)`.
    var previousOrLast: Int32 = Node.none
    /// Elements and the root: their first child (`firstChild`).
    /// Text nodes and comments: their first chunk in `Document.chunks`, or
    /// `~start` of their one slice (`inlineSlice`), which is negative.
    private var first: Int32 = Node.none
    /// Elements: their entry in `Document.attributeLists` (0: none).
    /// Text and comments: their last chunk, or the end of their one slice
    /// (the top bit set when it is decoded).
    private var second: Int32 = 0
    /// Kind, namespace and name in one word (`Tag`).
    private var tag: UInt32

    /// How `tag` packs a node's kind, namespace and name. Elements: the
    /// namespace in the top two bits (0-2), the name below: a known name's
    /// `TagCode`, or `Tag.customBase` plus a custom name's id. Other nodes:
    /// the top two bits set and the kind's raw value below.
    private enum Tag {
        static let notElement: UInt32 = 3 << 30
        /// The root's tag: every tag up to it is a node that has children.
        static let root: UInt32 = notElement | UInt32(Kind.root.rawValue)
        static let nameMask: UInt32 = (1 << 30) - 1
        static let customBase: UInt32 = 256

        /// Thirty bits of custom ids are more than any input can name: each
        /// new name takes three bytes or more, and offsets are 31 bits.
        @inline(__always)
        static func element(_ name: TagName, _ namespace: Namespace) -> UInt32 {
            let code = TagCode.of(name)
            var index = UInt32(code)
            if code == TagCode.custom, case .custom(let id) = name {
                precondition(id.raw < nameMask - customBase, "custom tag id out of range")
                index = customBase + id.raw
            }
            return UInt32(namespace.rawValue) << 30 | index
        }
    }

    // The accessors and initialisers are inlined: the tree builder and the
    // walkers use them for every node.
    var kind: Kind {
        @inline(__always) get {
            guard tag >= Tag.notElement else { return .element }
            return Kind(rawValue: UInt8(truncatingIfNeeded: tag & 3)).unsafelyUnwrapped
        }
    }

    /// Element name (elements only).
    var name: TagName {
        @inline(__always) get {
            guard tag < Tag.notElement else { return .custom(.empty) }
            let index = tag & Tag.nameMask
            return index < Tag.customBase
                ? TagCode.name(UInt8(truncatingIfNeeded: index))
                : .custom(CustomTagID(raw: index - Tag.customBase))
        }
        set { tag = Tag.element(newValue, namespace) }
    }

    /// The `TagCode` of an element's name (`TagCode.custom` for a custom
    /// name and for other nodes), read without decoding the name.
    var tagCode: UInt8 {
        @inline(__always) get {
            guard tag < Tag.notElement else { return TagCode.custom }
            let index = tag & Tag.nameMask
            return index < Tag.customBase ? UInt8(truncatingIfNeeded: index) : TagCode.custom
        }
    }

    /// Element namespace (elements only).
    var namespace: Namespace {
        @inline(__always) get {
            guard tag < Tag.notElement else { return .html }
            return Namespace(rawValue: UInt8(truncatingIfNeeded: tag >> 30)).unsafelyUnwrapped
        }
    }

    /// The first child (`Node.none` for none, and always for text and
    /// comments, whose word holds their content instead).
    var firstChild: Int32 {
        @inline(__always) get { tag <= Tag.root ? first : Node.none }
        @inline(__always) set {
            assert(tag <= Tag.root, "only elements and the root have children")
            first = newValue
        }
    }

    /// Text nodes and comments: the first and last chunk in `Document.chunks`.
    /// A text node grows by chunks, so appending text is O(1) even when
    /// foster parenting interleaves it with other nodes.
    var firstChunk: Int32 {
        get { first }
        set { first = newValue }
    }

    /// See `firstChunk`.
    var lastChunk: Int32 {
        get { second }
        set { second = newValue }
    }

    /// Text nodes and comments whose content is one slice (most of them)
    /// hold it here rather than in a chunk: 20 bytes less per node, which
    /// counts in markup-dense input where a text node comes every few bytes.
    /// Nil once the content is in chunks.
    var inlineSlice: TextSlice? {
        guard tag > Tag.root, first < 0 else { return nil }
        return TextSlice(start: ~first, end: second & Int32.max, isDecoded: second < 0)
    }

    /// Makes `slice` the node's whole content, held inline.
    mutating func setInlineSlice(_ slice: TextSlice) {
        first = ~slice.start
        second = slice.end | (slice.isDecoded ? Int32.min : 0)
    }

    /// Elements: their entry in `Document.attributeLists`, where their
    /// attributes are (0: they have none); read them through
    /// `Document.attributeRange(of:)` and `Document.attributes(of:)`.
    var attributeList: Int32 {
        @inline(__always) get { tag < Tag.notElement ? second : 0 }
    }

    /// Whether the element has attributes.
    var hasAttributes: Bool {
        @inline(__always) get { attributeList != 0 }
    }

    @inline(__always)
    init(
        kind: Kind, name: TagName = .custom(.empty), namespace: Namespace = .html,
        attributeList: Int32 = 0
    ) {
        self.tag = kind == .element ? Tag.element(name, namespace) : Tag.notElement | UInt32(kind.rawValue)
        self.second = kind == .element ? attributeList : 0
    }

    @inline(__always)
    init(kind: Kind, slice: TextSlice) {
        self.tag = Tag.notElement | UInt32(kind.rawValue)
        self.first = ~slice.start
        self.second = slice.end | (slice.isDecoded ? Int32.min : 0)
    }
}

/// An element's attributes and where its tag is: an entry of
/// `Document.attributeLists`, made only for elements that have attributes
/// (most have none, and a node has no room for the offset).
struct AttributeList: Sendable {
    var range: AttributeRange
    /// The byte offset of the element's start tag in the preprocessed
    /// input (offsets past 4 GiB saturate).
    var sourceOffset: UInt32
}

/// Where an element's attributes are in `Document.attributes`: elements
/// that share attributes (the adoption agency's clones) share the range.
struct AttributeRange: Hashable, Sendable {
    var start: Int32
    var count: Int32

    /// No attributes.
    static let empty = AttributeRange(start: 0, count: 0)

    var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
}

/// A piece of a text node's content: pieces that follow each other in the
/// same buffer are one chunk (`Document.appendText`).
struct TextChunk: Sendable {
    var slice: TextSlice
    var next: Int32 = Node.none
    /// What the U+0000s inside `slice` stand for.
    var nulls = Nulls.absent

    /// The tree builder cannot write into the lexer's buffers, so a chunk
    /// whose slice covers U+0000s says what they are instead; a reader that
    /// ignores it sees U+0000s, which text output drops anyway.
    /// `Document.forEachChunk` yields what they stand for.
    enum Nulls: UInt8, Sendable {
        /// The slice holds no U+0000 (none reaches a text node otherwise).
        case absent
        /// Each is a U+FFFD: U+0000 in foreign content (§13.2.6.5).
        case replaced
        /// Each is nothing: U+0000s the tree builder dropped between two
        /// pieces of one text node, covered so the pieces are one chunk.
        case dropped
    }
}
