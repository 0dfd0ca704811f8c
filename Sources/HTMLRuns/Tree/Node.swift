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

    // Fields ordered largest first, so a node packs into 64 bytes (the tree
    // of a markup-dense input is most of a conversion's memory).
    /// Element name (elements only).
    var name: TagName = .custom(.empty)
    /// Element attributes (elements only), names lowercased, duplicates dropped.
    var attributes: [Attribute] = []
    var parent: Int32 = Node.none
    var firstChild: Int32 = Node.none
    var lastChild: Int32 = Node.none
    var previousSibling: Int32 = Node.none
    var nextSibling: Int32 = Node.none
    /// Text nodes and comments: the first and last chunk in `Document.chunks`.
    /// A text node grows by chunks, so appending text is O(1) even when
    /// foster parenting interleaves it with other nodes.
    var firstChunk: Int32 = Node.none
    var lastChunk: Int32 = Node.none
    /// `sourceOffset`, stored in 32 bits (offsets past 4 GiB saturate).
    private var storedOffset: UInt32 = 0
    var kind: Kind
    /// Element namespace (elements only).
    var namespace: Namespace = .html

    /// Byte offset in the preprocessed input of the token that made the node.
    var sourceOffset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    init(
        kind: Kind, name: TagName = .custom(.empty), namespace: Namespace = .html, attributes: [Attribute] = [],
        firstChunk: Int32 = Node.none, lastChunk: Int32 = Node.none, sourceOffset: Int = 0
    ) {
        self.kind = kind
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.firstChunk = firstChunk
        self.lastChunk = lastChunk
        self.storedOffset = UInt32(clamping: sourceOffset)
    }

    /// The value of an attribute, if present.
    func attribute(_ name: String) -> String? {
        for a in attributes where a.name == name { return a.value }
        return nil
    }
}

/// A piece of a text node's content.
struct TextChunk: Sendable {
    var slice: TextSlice
    var next: Int32 = Node.none
    /// A U+FFFD the tree builder put in place of a U+0000 in foreign content
    /// (§13.2.6.5). The tree builder cannot write into the lexer's buffers,
    /// so the chunk says it instead; `slice` still covers the NUL, so a reader
    /// that ignores the flag sees a U+0000, which text output drops anyway.
    /// `Document.forEachChunk` yields the U+FFFD bytes.
    var isReplacementCharacter = false
}
