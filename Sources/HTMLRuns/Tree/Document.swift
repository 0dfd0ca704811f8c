/// The repaired tree of a fragment: an arena of nodes plus the bytes their
/// text points into.
///
/// Node 0 is the root. Built by `TreeBuilder`, read by the mapping stage and
/// by `NodeWalker`s; mutation goes through the methods here so links stay
/// consistent.
struct Document: Sendable {
    static let root: Int32 = 0

    var nodes: [Node] = [Node(kind: .root)]
    var chunks: [TextChunk] = []
    /// Every element's attributes, each element's a contiguous range.
    var attributes: [Attribute] = []
    /// Each element that has attributes: where they are and its tag's
    /// offset (`Node.attributeList`). Entry 0 is every other element's.
    var attributeLists = [AttributeList(range: .empty, sourceOffset: 0)]
    /// Every node's source offset, by index, when the tree is built for
    /// `HTMLTree` (`recordSourceOffsets()`); empty otherwise: a conversion
    /// does not pay four bytes a node for offsets only a few diagnostics
    /// read (see `sourceOffset(of:)`).
    private(set) var nodeOffsets: [UInt32] = []
    private(set) var recordsSourceOffsets = false
    /// Whether an HTML `<style>` element was made (the mapping stage reads
    /// their sheets only then, without a pass over every node).
    private(set) var hasStyleElements = false
    var store: TextStore
    /// The text node text was last added to, and how far past its end the
    /// U+0000s dropped right after it reach (`noteDroppedNull`): text that
    /// starts there may join the chunk over them.
    private var newestTextNode: Int32 = Node.none
    private var droppedNullsEnd: Int32 = -1

    init(store: TextStore) {
        self.store = store
    }

    subscript(_ index: Int32) -> Node {
        get { nodes[Int(index)] }
        set { nodes[Int(index)] = newValue }
    }

    /// How `name` is spelled in markup (custom names from the conversion's table).
    func spelling(of name: TagName) -> String {
        name.spelling(in: store.tagNames)
    }

    /// Where the start tag of `element` is, when it has attributes (their
    /// list keeps it).
    func tagOffset(of element: Node) -> Int? {
        element.hasAttributes ? Int(attributeLists[Int(element.attributeList)].sourceOffset) : nil
    }

    /// `sourceOffset(of:)`, or when the tree does not know it, the offset
    /// of the nearest node made after it (its first text, usually), else
    /// before it, whose offset is known, looking at most `nearby` nodes
    /// each way (0 past them): a diagnostic about an element points near
    /// it, and a run of elements without offsets (`<style></style>`
    /// repeated) costs no more than a constant each.
    func sourceOffset(near node: Int32) -> Int {
        let nearby: Int32 = 64
        var index = node
        while Int(index) < nodes.count && index - node <= nearby {
            if let offset = sourceOffset(of: index) { return offset }
            index += 1
        }
        index = node - 1
        while index >= 0 && node - index <= nearby {
            if let offset = sourceOffset(of: index) { return offset }
            index -= 1
        }
        return 0
    }

    // MARK: Building

    /// Makes the tree keep every node's source offset from now on (before
    /// any node but the root is made): `HTMLTree` shows them.
    mutating func recordSourceOffsets() {
        precondition(nodes.count == 1, "offsets are recorded from the start")
        recordsSourceOffsets = true
        nodeOffsets = [0]
    }

    /// Reserves room for about `count` nodes (`expectedNodeCount`), so
    /// building a markup-dense input does not copy the node array as it
    /// grows, and for a chunk per tag (a quarter as many): past the depth
    /// limit, the text between formatting tags left open is one text node
    /// of a chunk per piece. Growing by doubling holds the old and the new
    /// array at once, and the freed arrays stay resident in glibc's heap
    /// (unclosed-formatting: 9.1x its input with the chunks reserved, 11.0x
    /// without). Small trees just grow.
    mutating func reserveCapacity(forNodes count: Int) {
        guard count > 1024 else { return }
        nodes.reserveCapacity(count)
        chunks.reserveCapacity(count / 4)
        if recordsSourceOffsets { nodeOffsets.reserveCapacity(count) }
    }

    /// How many nodes the tree of `input` will have, about: each `<` before
    /// a letter or `!` starts at most one element or comment, each is
    /// followed by at most one text node, and formatting elements left open
    /// are cloned into the blocks after them, so four times their count (an
    /// upper bound for most inputs; the array grows past it otherwise).
    /// Sized from the markup rather than the bytes, so a long attribute,
    /// text or `<` flood reserves nothing: a node every four bytes crossed
    /// glibc's mmap threshold (32 MB) at 4 MB of input, and the pages of a
    /// reservation are touched only as nodes are made.
    ///
    /// The input is sampled, a kilobyte of every 32: a full scan cost 2-9
    /// instructions a byte, a tenth of the tree stage. An input whose markup
    /// is denser where the sample does not look gets a smaller reservation,
    /// and the array grows as it would without one. Under 16 KB, no
    /// estimate (0): a small tree just grows.
    static func expectedNodeCount(_ input: [UInt8]) -> Int {
        input.withUnsafeBufferPointer { bytes in
            let n = bytes.count
            guard n >= 16 << 10 else { return 0 }
            let (block, stride) = (1 << 10, 32 << 10)
            var tags = 0
            var sampled = 0
            var start = 0
            while start < n - 1 {
                let end = min(start + block, n - 1)
                for i in start..<end where bytes[i] == 0x3C {
                    let next = bytes[i + 1] | 0x20
                    if next &- 0x61 < 26 || next == 0x21 { tags += 1 }
                }
                sampled += end - start
                start += stride
            }
            return 4 * (tags * (n / sampled) + tags * (n % sampled) / sampled) + 1
        }
    }

    /// Where the attributes of `element` are in `attributes` (names
    /// lowercased, duplicates dropped, in source order).
    @inline(__always)
    func attributeRange(of element: Node) -> AttributeRange {
        attributeLists[Int(element.attributeList)].range
    }

    /// The attributes of `element`.
    func attributes(of element: Node) -> ArraySlice<Attribute> {
        attributes[attributeRange(of: element).range]
    }

    /// The value of an attribute of `element`, if present.
    /// (Read in place: iterating the slice copied every attribute, its
    /// name and value retained and released, to look at its name.)
    func attribute(_ name: String, of element: Node) -> String? {
        attributes.withUnsafeBufferPointer { all in
            for i in attributeRange(of: element).range where all[i].name == name { return all[i].value }
            return nil
        }
    }

    /// Whether `element` has the attribute `name`.
    func hasAttribute(_ name: String, on element: Node) -> Bool {
        attributes(of: element).contains { $0.name == name }
    }

    /// Where in the preprocessed input `node` comes from (the start of the
    /// token that made it). Every node's, when the tree records offsets;
    /// otherwise when the tree knows it anyway: an element with attributes
    /// (its start tag), a text node or comment whose content starts with
    /// input bytes. Nil otherwise (an element without attributes, text that
    /// starts with a character reference): diagnostics then point at
    /// something near.
    func sourceOffset(of node: Int32) -> Int? {
        if recordsSourceOffsets { return Int(nodeOffsets[Int(node)]) }
        let n = nodes[Int(node)]
        switch n.kind {
        case .element:
            return tagOffset(of: n)
        case .text, .comment:
            let slice = n.inlineSlice ?? (n.firstChunk == Node.none ? nil : chunks[Int(n.firstChunk)].slice)
            guard let slice, !slice.isDecoded else { return nil }
            return Int(slice.start)
        case .root:
            return nil
        }
    }

    /// Stores attributes for an element to be made, and returns where they are.
    mutating func store(_ new: [Attribute]) -> AttributeRange {
        guard !new.isEmpty else { return .empty }
        let start = Int32(attributes.count)
        attributes.append(contentsOf: new)
        return AttributeRange(start: start, count: Int32(new.count))
    }

    /// Adds an element (not yet linked into the tree) and returns its index.
    /// The element keeps `sourceOffset` only when it has attributes (see
    /// `AttributeList`).
    @inline(__always)
    mutating func makeElement(
        _ name: TagName, namespace: Namespace = .html,
        attributes: AttributeRange = .empty, sourceOffset: Int = 0
    ) -> Int32 {
        let list = attributes.count > 0 ? makeAttributeList(attributes, sourceOffset: sourceOffset) : 0
        let element = Node(kind: .element, name: name, namespace: namespace, attributeList: list)
        if element.tagCode == Self.styleCode && namespace == .html { hasStyleElements = true }
        nodes.append(element)
        let node = Int32(nodes.count - 1)
        if recordsSourceOffsets { recordSourceOffset(sourceOffset) }
        return node
    }

    private static let styleCode = TagCode.of(.style)

    @inline(never)
    private mutating func makeAttributeList(_ attributes: AttributeRange, sourceOffset: Int) -> Int32 {
        attributeLists.append(AttributeList(range: attributes, sourceOffset: UInt32(clamping: sourceOffset)))
        return Int32(attributeLists.count - 1)
    }

    @inline(never)
    private mutating func recordSourceOffset(_ offset: Int) {
        nodeOffsets.append(UInt32(clamping: offset))
    }

    /// Adds a text or comment node holding `slice` (not yet linked).
    @inline(__always)
    mutating func makeCharacterData(_ kind: Node.Kind, _ slice: TextSlice, sourceOffset: Int) -> Int32 {
        nodes.append(Node(kind: kind, slice: slice))
        if recordsSourceOffsets { recordSourceOffset(sourceOffset) }
        let node = Int32(nodes.count - 1)
        newestTextNode = node
        droppedNullsEnd = -1
        return node
    }

    /// The last piece of a text node's content and what its U+0000s are.
    private func lastPiece(of node: Int32) -> (slice: TextSlice, nulls: TextChunk.Nulls)? {
        if let inline = nodes[Int(node)].inlineSlice { return (inline, .absent) }
        let last = nodes[Int(node)].lastChunk
        guard last != Node.none else { return nil }
        return (chunks[Int(last)].slice, chunks[Int(last)].nulls)
    }

    /// Moves a text node's inline slice into a chunk of its own, `nulls` saying
    /// what its U+0000s are.
    private mutating func moveInlineSliceToChunk(of node: Int32, _ slice: TextSlice, nulls: TextChunk.Nulls) {
        chunks.append(TextChunk(slice: slice, nulls: nulls))
        let chunk = Int32(chunks.count - 1)
        nodes[Int(node)].firstChunk = chunk
        nodes[Int(node)].lastChunk = chunk
    }

    /// Appends text to an existing text node. A piece that continues the
    /// node's last piece in the same buffer extends it: text that reaches
    /// the tree in many tokens (`<` after `<`, the regex lexer's text cut
    /// at every U+0000) is then one piece, not one per token.
    mutating func appendText(_ slice: TextSlice, to node: Int32) {
        if let (last, nulls) = lastPiece(of: node), last.isDecoded == slice.isDecoded {
            var joined = last
            joined.end = slice.end
            if last.end == slice.start {
                if nulls == .absent && nodes[Int(node)].inlineSlice != nil {
                    nodes[Int(node)].setInlineSlice(joined)
                } else {
                    chunks[Int(nodes[Int(node)].lastChunk)].slice = joined
                }
                newestTextNode = node
                droppedNullsEnd = -1
                return
            }
            if node == newestTextNode && droppedNullsEnd == slice.start && droppedNullsEnd > last.end
                && nulls != .replaced
            {
                // Only dropped U+0000s lie between: cover them.
                if nodes[Int(node)].inlineSlice != nil {
                    moveInlineSliceToChunk(of: node, joined, nulls: .dropped)
                } else {
                    let chunk = Int(nodes[Int(node)].lastChunk)
                    chunks[chunk].slice = joined
                    chunks[chunk].nulls = .dropped
                }
                return
            }
        }
        appendChunk(slice, to: node, nulls: .absent)
    }

    /// Appends `slice` to a text node as a chunk of its own.
    @inline(__always)
    private mutating func appendChunk(_ slice: TextSlice, to node: Int32, nulls: TextChunk.Nulls) {
        if let inline = nodes[Int(node)].inlineSlice {
            moveInlineSliceToChunk(of: node, inline, nulls: .absent)
        }
        chunks.append(TextChunk(slice: slice, nulls: nulls))
        let chunk = Int32(chunks.count - 1)
        newestTextNode = node
        droppedNullsEnd = -1
        let last = nodes[Int(node)].lastChunk
        if last == Node.none {
            nodes[Int(node)].firstChunk = chunk
        } else {
            chunks[Int(last)].next = chunk
        }
        nodes[Int(node)].lastChunk = chunk
    }

    /// The last child of `node`, or `Node.none`: its first child's
    /// `previousOrLast`.
    func lastChild(of node: Int32) -> Int32 {
        // Unsafe reads (checked in debug builds): the tree builder asks
        // this for every run of text.
        nodes.withUnsafeBufferPointer { nodes in
            let first = nodes[Int(node)].firstChild
            return first == Node.none ? Node.none : nodes[Int(first)].previousOrLast
        }
    }

    /// The previous sibling of `node`, or `Node.none` (detached nodes and first children).
    func previousSibling(of node: Int32) -> Int32 {
        let parent = nodes[Int(node)].parent
        guard parent != Node.none, nodes[Int(parent)].firstChild != node else { return Node.none }
        return nodes[Int(node)].previousOrLast
    }

    /// Links `child` as the last child of `parent`. `child` must be detached.
    mutating func append(_ child: Int32, to parent: Int32) {
        // One uniqueness check for the writes (the tree builder calls this
        // for every node); the indices are the builder's own, checked in
        // debug builds.
        nodes.withUnsafeMutableBufferPointer { nodes in
            let first = nodes[Int(parent)].firstChild
            nodes[Int(child)].parent = parent
            nodes[Int(child)].nextSibling = Node.none
            if first == Node.none {
                nodes[Int(parent)].firstChild = child
                nodes[Int(child)].previousOrLast = child
            } else {
                let last = nodes[Int(first)].previousOrLast
                nodes[Int(child)].previousOrLast = last
                nodes[Int(last)].nextSibling = child
                nodes[Int(first)].previousOrLast = child
            }
        }
    }

    /// Links `child` right before `sibling` (foster parenting). `child` must be detached.
    mutating func insert(_ child: Int32, before sibling: Int32) {
        let parent = nodes[Int(sibling)].parent
        let isFirst = nodes[Int(parent)].firstChild == sibling
        nodes[Int(child)].parent = parent
        nodes[Int(child)].nextSibling = sibling
        // A new first child takes over the last child's link.
        nodes[Int(child)].previousOrLast = nodes[Int(sibling)].previousOrLast
        nodes[Int(sibling)].previousOrLast = child
        if isFirst {
            nodes[Int(parent)].firstChild = child
        } else {
            nodes[Int(nodes[Int(child)].previousOrLast)].nextSibling = child
        }
    }

    /// Unlinks a node from its parent, keeping its own subtree.
    mutating func detach(_ node: Int32) {
        let parent = nodes[Int(node)].parent
        guard parent != Node.none else { return }
        let first = nodes[Int(parent)].firstChild
        let previousOrLast = nodes[Int(node)].previousOrLast
        let next = nodes[Int(node)].nextSibling
        if node == first {
            // The next child, if any, becomes first and keeps the last link.
            nodes[Int(parent)].firstChild = next
            if next != Node.none { nodes[Int(next)].previousOrLast = previousOrLast }
        } else {
            nodes[Int(previousOrLast)].nextSibling = next
            // The next child's previous is ours; if we were last, the
            // first child's last link is.
            nodes[Int(next == Node.none ? first : next)].previousOrLast = previousOrLast
        }
        nodes[Int(node)].parent = Node.none
        nodes[Int(node)].previousOrLast = Node.none
        nodes[Int(node)].nextSibling = Node.none
    }

    /// Moves every child of `from` to the end of `to`, in order (adoption agency step).
    mutating func moveChildren(of from: Int32, to: Int32) {
        var child = nodes[Int(from)].firstChild
        while child != Node.none {
            let next = nodes[Int(child)].nextSibling
            detach(child)
            append(child, to: to)
            child = next
        }
    }

    /// Adds a text node holding `slice`, whose U+0000s stand for `nulls`
    /// (not yet linked).
    mutating func makeText(_ slice: TextSlice, nulls: TextChunk.Nulls, sourceOffset: Int) -> Int32 {
        let node = makeCharacterData(.text, slice, sourceOffset: sourceOffset)
        if nulls != .absent { moveInlineSliceToChunk(of: node, slice, nulls: nulls) }
        return node
    }

    /// `appendText` for a slice that holds U+0000s standing for `nulls`
    /// (`.replaced` in foreign content, `.dropped` in body): they stay in
    /// the slice, and the chunk says what they are. A slice that continues
    /// the node's last piece joins it when that piece has no U+0000s or
    /// the same kind; a `.dropped` one may also cover U+0000s dropped
    /// since (`noteDroppedNull`).
    mutating func appendText(_ slice: TextSlice, to node: Int32, nulls: TextChunk.Nulls) {
        if let (last, lastNulls) = lastPiece(of: node), last.isDecoded == slice.isDecoded,
            lastNulls == .absent || lastNulls == nulls
        {
            let continues =
                last.end == slice.start
                || (nulls == .dropped && node == newestTextNode && droppedNullsEnd == slice.start
                    && droppedNullsEnd > last.end)
            if continues {
                var joined = last
                joined.end = slice.end
                if nodes[Int(node)].inlineSlice != nil {
                    moveInlineSliceToChunk(of: node, joined, nulls: nulls)
                } else {
                    let chunk = Int(nodes[Int(node)].lastChunk)
                    chunks[chunk].slice = joined
                    chunks[chunk].nulls = nulls
                }
                newestTextNode = node
                droppedNullsEnd = -1
                return
            }
        }
        appendChunk(slice, to: node, nulls: nulls)
    }

    /// Records U+0000s (`null`, a slice of nothing else) that the tree
    /// builder dropped: when it directly follows the newest text (or U+0000s
    /// dropped after it), text that comes next may join that text's piece.
    mutating func noteDroppedNull(_ null: TextSlice) {
        guard newestTextNode != Node.none, let (last, nulls) = lastPiece(of: newestTextNode),
            last.isDecoded == null.isDecoded, nulls != .replaced
        else { return }
        if null.start == max(last.end, droppedNullsEnd) { droppedNullsEnd = null.end }
    }

    // MARK: Reading

    /// The concatenated text of a text or comment node.
    func text(of node: Int32) -> String {
        var bytes: [UInt8] = []
        forEachChunk(of: node) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the bytes of each chunk of a text or comment node.
    /// The bytes are borrowed for the call only (`TextStore.withBytes`).
    /// Always inlined, so the caller's closure is a direct call: `body` is
    /// called from three places (source or decoded bytes, or bytes with
    /// U+0000s resolved), too many for the optimiser to inline a closure
    /// passed to a function it calls, and the mapping pays a context and an
    /// indirect call per text node then.
    @inline(__always)
    func forEachChunk(of node: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var slice: TextSlice
        var nulls = TextChunk.Nulls.absent
        var next = Node.none
        if let inline = nodes[Int(node)].inlineSlice {
            slice = inline
        } else {
            let first = chunks[Int(nodes[Int(node)].firstChunk)]
            (slice, nulls, next) = (first.slice, first.nulls, first.next)
        }
        while true {
            if nulls == .absent {
                store.withBytes(slice, body)
            } else {
                Self.resolving(nulls, in: store.bytes(slice)).withUnsafeBufferPointer(body)
            }
            if next == Node.none { return }
            let chunk = chunks[Int(next)]
            (slice, nulls, next) = (chunk.slice, chunk.nulls, chunk.next)
        }
    }

    /// The bytes with each U+0000 replaced by U+FFFD or dropped, as `nulls` says.
    ///
    /// Written through pointers: a chunk may be a whole CDATA section or
    /// run of text with a U+0000 every other byte, and appending to an
    /// array byte by byte cost more than the rest of the conversion. Not
    /// inlined: `forEachChunk` must stay small enough to be inlined into
    /// its callers, with their closure.
    @inline(never)
    private static func resolving(_ nulls: TextChunk.Nulls, in bytes: ArraySlice<UInt8>) -> [UInt8] {
        let replaces = nulls == .replaced
        let out = [UInt8](unsafeUninitializedCapacity: replaces ? bytes.count * 3 : bytes.count) { buffer, count in
            var k = 0
            bytes.withUnsafeBufferPointer { input in
                for b in input {
                    if b != 0 {
                        buffer[k] = b
                        k &+= 1
                    } else if replaces {
                        buffer[k] = 0xEF
                        buffer[k &+ 1] = 0xBF
                        buffer[k &+ 2] = 0xBD
                        k &+= 3
                    }
                }
            }
            count = k
        }
        return out
    }

    /// The children of a node, in order.
    func children(of node: Int32) -> [Int32] {
        var out: [Int32] = []
        var child = nodes[Int(node)].firstChild
        while child != Node.none {
            out.append(child)
            child = nodes[Int(child)].nextSibling
        }
        return out
    }
}
