// The text half of the mapping stage: CSS white-space processing and
// innerText's line breaks over a UTF-8 buffer, with runs, blocks,
// containers and attachments recorded as the bytes go in.
//
// The walker decides *what* is content (text, an image, a marker) and when a
// block begins; the builder decides which spaces survive. Collapsible
// spaces are held back (`held`, a `HeldSpace`) until the next content shows they
// sit inside a line, so a space at the end of a line, before a block or a
// `<br>` is never written.

/// Accumulates a `StyledString` in one forward pass.
///
/// Noncopyable: it owns its storage (a `TextBuffer`, `GrowableBuffer`s).
struct StyledStringBuilder: ~Copyable {
    /// The text so far, as UTF-8.
    private var bytes: TextBuffer

    // MARK: Attributes, interned so runs compare integers

    /// Every distinct attributes value, by id, with its digest.
    private var attributeTable: [TextAttributes] = [TextAttributes()]
    private var attributeDigests: [UInt64] = [StyledStringBuilder.digest(TextAttributes())]
    /// Open addressing over `attributeTable`: ids + 1 (0 is an empty slot),
    /// at most half full, so a probe ends after a slot or two.
    private var slots = [Int32](repeating: 0, count: 64)
    /// The id of the default attributes (used by separators).
    static let plain: Int32 = 0

    /// A small integer that stands for `attributes`; equal attributes get equal ids.
    ///
    /// One cheap digest of the fields that usually differ (no `Hasher`, no
    /// key copies); equality still compares every field. Consuming: a new
    /// value is moved into the table, not copied (with its strings).
    mutating func intern(_ attributes: consuming TextAttributes) -> Int32 {
        let digest = Self.digest(attributes)
        let mask = slots.count - 1
        var slot = Self.slot(of: digest, in: slots.count)
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let id = Int(stored - 1)
            if attributeDigests[id] == digest && attributeTable.withUnsafeBufferPointer({ $0[id] == attributes }) {
                return Int32(id)
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(attributeTable.count)
        attributeTable.append(attributes)
        attributeDigests.append(digest)
        slots[slot] = id + 1
        if attributeTable.count * 2 > slots.count { growSlots() }
        return id
    }

    /// The attributes interned as `id`.
    func attributes(interned id: Int32) -> TextAttributes {
        attributeTable[Int(id)]
    }

    private mutating func growSlots() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (id, digest) in attributeDigests.enumerated() {
            var slot = Self.slot(of: digest, in: grown.count)
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(id + 1)
        }
        slots = grown
    }

    @inline(__always)
    private static func slot(of digest: UInt64, in count: Int) -> Int {
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> 40) & (count - 1)
    }

    /// One word from every field but `custom` (equality still checks it).
    private static func digest(_ a: TextAttributes) -> UInt64 {
        var d: UInt64 = 0
        if a.bold { d |= 1 }
        if a.italic { d |= 2 }
        if a.underline { d |= 4 }
        if a.strikethrough { d |= 8 }
        if a.monospace { d |= 16 }
        if a.marker { d |= 32 }
        if let v = a.verticalAlign { d |= v == .super ? 128 : 256 }
        if let c = a.color {
            d ^= UInt64(c.red) << 9 | UInt64(c.green) << 17 | UInt64(c.blue) << 25 | UInt64(c.alpha) << 33
        }
        if let c = a.backgroundColor { d ^= (UInt64(c.red) | UInt64(c.green) << 8 | UInt64(c.blue) << 16) << 41 }
        if let size = a.fontSize { d = mix(d, size.bitPattern) }
        if let link = a.link { d = mix(d ^ 64, link) }
        if let family = a.fontFamily { d = mix(d ^ 512, family) }
        if let spacing = a.letterSpacing { d = mix(d, spacing.bitPattern) }
        if let spacing = a.wordSpacing { d = mix(d, spacing.bitPattern) }
        if let height = a.lineHeight { d = mix(d, height.bitPattern) }
        return d
    }

    @inline(__always)
    private static func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let m = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
        return m ^ (m >> 29)
    }

    /// Every UTF-8 byte of `text`, eight at a time.
    private static func mix(_ seed: UInt64, _ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var h = mix(seed, UInt64(bytes.count))
            let raw = UnsafeRawBufferPointer(bytes)
            var i = 0
            while i + 8 <= raw.count {
                h = mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            var tail: UInt64 = 0
            while i < raw.count {
                tail = tail << 8 | UInt64(raw[i])
                i += 1
            }
            return mix(h, tail)
        }
    }

    // MARK: Runs, blocks, containers, attachments

    private var runStarts = RunStarts()
    private var runIDs = RunIDs()
    private var blocks = PendingBlocks()
    private var containers: [PendingContainer] = []
    private var attachments: [Attachment] = []

    /// A container while its blocks are built: 24 bytes rather than a
    /// `Container`'s 48 (a `<dd>` every four bytes of markup makes one each),
    /// its kind an index in `containerKinds`.
    private struct PendingContainer {
        var indent: Double
        var kind: Int32
        var depth: Int32
        var firstBlock: Int32
        var endBlock: Int32
    }
    /// The kinds of `containers`, each once, and (past eight) their indices.
    private var containerKinds: [Container.Kind] = []
    private var containerKindIndex: [Container.Kind: Int32] = [:]

    // MARK: White-space state

    /// True at the start of a line: a collapsible space here is dropped.
    private(set) var atLineStart = true
    /// The collapsible space held back, if any.
    private var held: HeldSpace? = nil
    /// Text nodes begun (`beginTextNode`): which one made the held-back
    /// space, or a segment break joining it, decides how it is typed.
    private var textNodes = 0
    /// The last thing written is a zero-width break opportunity (U+200B or
    /// a `<wbr>`), with no space held back before it: CSS Text 3 §4.1.3
    /// removes a segment break next to one (`a<wbr>\nb` shows "ab").
    private var afterZeroWidthBreak = false
    /// The next collapsible space goes, as if one were held back: an
    /// inline list item's marker came (`swallowNextSpace`). Anything
    /// written clears it.
    private var swallowsSpace = false
    /// The line so far is a hidden forced break and hidden spaces kept by
    /// `pre-wrap` or `break-spaces`: Chromium removes collapsible white
    /// space with a segment break after them, as right after the break
    /// (not a space alone, nor after tabs or `pre` spaces, which it keeps).
    private var afterLineOfHiddenSpaces = false
    /// A segment break in the hidden text node being passed joined the
    /// space held back, before any content of that node: a zero-width
    /// space in the node removes it (`beginHiddenTextNode`).
    private var hiddenBreakJoinsHeldSpace = false
    /// A required line break waits for the next content.
    private(set) var pendingLineBreak = false
    /// The next content begins a new block.
    private(set) var pendingBlockStart = true
    /// A collapsible space is held back, and more white space could not
    /// change it (after a zero-width break, a segment break still would).
    var hasPendingSpace: Bool { held != nil && !afterZeroWidthBreak }

    /// Whether collapsible white space `chunk` changes nothing: it joins a
    /// space held back already, which stands for a segment break when
    /// `chunk` has one (that matters next to a zero-width space:
    /// `<b>a </b>\n&#8203;` drops the space, as `a \n\u{200B}` does).
    func absorbsSpace(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        hasPendingSpace && (held?.breakInOwnTextNode == true || !chunk.contains(0x0A))
    }
    /// Whether content must be prepared (`beginContent`) before the next write.
    var needsContentStart: Bool { pendingLineBreak || pendingBlockStart }

    /// An empty builder; `capacity` is the expected text size in bytes,
    /// `nodes` the number of nodes of the tree the text comes from.
    ///
    /// The runs and blocks are reserved, not grown by doubling (which
    /// would hold the old and the new array at once): a run every four
    /// bytes and a block every eight at most (`<ul><li>x` nested makes a
    /// run every four or five bytes and a block every nine), and no more
    /// than the tree can make: a run starts where a node's text or a
    /// marker starts (about one a node), a block needs an element and its
    /// text (one for two nodes). Reserved from the input's size alone, the
    /// 1 MB article's 28,000 runs and 3,700 blocks (0.23 MB) took 3.7 MB
    /// of address space (1 MB now). Each conversion then spread over more
    /// of glibc's heap, which glibc hands back to the kernel when all of it
    /// is freed (the top of the heap above its trim threshold), so the
    /// next conversion faulted its pages in again: 241 page faults a
    /// conversion, 1 once the reservation follows the tree
    /// (`htmlruns-bench --stage e2e` run 10 and 40 times).
    init(capacity: Int = 0, nodes: Int = .max) {
        bytes = TextBuffer(capacity: capacity)
        slots[Self.slot(of: attributeDigests[0], in: slots.count)] = 1
        if capacity > 0 {
            let runs = Swift.min(capacity / 4, nodes)
            runStarts = RunStarts(capacity: runs)
            runIDs = RunIDs(capacity: runs)
            blocks.reserveCapacity(Swift.min(capacity / 8, nodes / 2))
        }
    }

    // MARK: Structure

    /// A block-level boundary: the line ends, held-back space is dropped, and
    /// the next content goes on a new line of a new block.
    mutating func requestLineBreak() {
        pendingLineBreak = true
        pendingBlockStart = true
        dropPendingSpace()
        atLineStart = true
    }

    /// A line boundary that innerText writes nothing for (an invisible
    /// block's edges): collapsible space on either side of it is dropped, as
    /// at the end and start of a line, but no `"\n"` is due.
    mutating func breakLineSilently() {
        // A space drawn before hidden content is inside the line that ends
        // here (`a <small style="visibility: hidden">b<p></p></small>c`
        // reads "a c").
        if held?.beforeHiddenContent == true { flushPendingSpace() }
        dropPendingSpace()
        atLineStart = true
    }

    /// Ends the current block without a line break (a table cell's start).
    mutating func requestBlockStart() {
        pendingBlockStart = true
        dropPendingSpace()
        atLineStart = true
    }

    /// Writes the pending line break, if one is due: one `"\n"`, never at the
    /// start of the text nor after a `"\n"` already there.
    mutating func flushLineBreak() {
        if pendingLineBreak {
            pendingLineBreak = false
            if let last = bytes.last, last != 0x0A {
                append(0x0A, id: Self.plain)
            }
        }
    }

    /// Starts a block at the current offset; the previous block ends here.
    mutating func startBlock(_ block: consuming Block) {
        pendingBlockStart = false
        closeBlock()
        // The first block also takes what came before it (a leading cell
        // separator "\t"), so blocks cover the whole text.
        blocks.append(block, lower: blocks.isEmpty ? 0 : bytes.count, upper: bytes.count)
    }

    private mutating func closeBlock() {
        if !blocks.isEmpty { blocks.setUpperBoundOfLast(bytes.count) }
    }

    /// Opens a container whose blocks start with the next block; returns its index.
    mutating func openContainer(_ kind: Container.Kind, depth: Int, indent: Double) -> Int32 {
        let kindIndex: Int32
        if containerKindIndex.isEmpty, let found = containerKinds.firstIndex(of: kind) {
            // A document has a handful of kinds: scanned, until they are many.
            kindIndex = Int32(found)
        } else if let known = containerKindIndex[kind] {
            kindIndex = known
        } else if containerKinds.count < 8 {
            kindIndex = Int32(containerKinds.count)
            containerKinds.append(kind)
        } else {
            kindIndex = Int32(containerKinds.count)
            containerKinds.append(kind)
            if containerKindIndex.isEmpty {
                for (k, known) in containerKinds.enumerated() { containerKindIndex[known] = Int32(k) }
            }
            containerKindIndex[kind] = kindIndex
        }
        containers.append(
            PendingContainer(
                indent: indent, kind: kindIndex, depth: Int32(clamping: depth),
                firstBlock: Int32(blocks.count), endBlock: Int32(blocks.count)))
        return Int32(containers.count - 1)
    }

    /// Closes a container after its last block.
    mutating func closeContainer(_ index: Int32) {
        containers[Int(index)].endBlock = Int32(blocks.count)
    }

    // MARK: Content

    /// A table cell's `"\t"` separator (innerText: after every cell but a row's last).
    mutating func appendCellSeparator() {
        flushLineBreak()
        append(0x09, id: Self.plain)
        requestBlockStart()
    }

    /// A forced line break (`<br>`, or a preserved newline): never at the
    /// start of the text.
    mutating func appendLineBreak(id: Int32) {
        dropPendingSpace()
        atLineStart = true
        if !bytes.isEmpty { append(0x0A, id: id) }
    }

    /// Marker text (`"• "`); the line still counts as starting after it.
    mutating func appendMarker(_ text: String, id: Int32) {
        dropPendingSpace()
        startRun(id)
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// What an atomic inline stands for in the text.
    private static let objectReplacementCharacter: StaticString = "\u{FFFC}"

    /// An atomic inline (image, rule): U+FFFC, with an attachment.
    mutating func appendAttachment(_ kind: Attachment.Kind, id: Int32) {
        flushPendingSpace()
        attachments.append(Attachment(offset: bytes.count, kind: kind))
        Self.objectReplacementCharacter.withUTF8Buffer { append(contentsOf: $0, id: id) }
        atLineStart = false
    }

    /// Entering an inline list item (`display: inline list-item`): its
    /// marker, which innerText leaves out, ends in a space, so a collapsible
    /// space starting its content goes (`x<b style="display: inline
    /// list-item"> b</b>` reads "xb" in Chromium). A space held back before
    /// it stays.
    mutating func swallowNextSpace() {
        // A segment break right after a zero-width space goes first, as
        // before any content (`&#8203;\n<em style="display: inline
        // list-item"> b` reads "\u{200B}b").
        dropBreakAfterZeroWidthBreak()
        if held == nil && !atLineStart { swallowsSpace = true }
    }

    /// A text node's content follows (in one or more `appendText` calls).
    mutating func beginTextNode() {
        textNodes &+= 1
    }

    /// Text laid out but not drawn (`visibility: hidden` or `collapse`):
    /// nothing is written, but its white space collapses with what is
    /// around it, as in a browser's layout. A collapsible space it ends
    /// with takes the place of the next one (`a<span style="visibility:
    /// hidden">b </span> c` reads "ac" in Chromium), and content in it ends
    /// that (`a<span style="visibility: hidden"> b</span>c`: "ac"). A space
    /// held back before it stays: it is drawn, before the hidden text.
    /// A preserved newline in it ends the line as a hidden `<br>` does
    /// (`passInvisibleLineBreak`), except that under `pre` and `pre-wrap` a
    /// space held back before it stays, as Chromium keeps it (`a <span
    /// style="visibility: hidden; white-space: pre">\n</span>b` reads
    /// "a b"; with `pre-line`, which removes spaces around a segment break,
    /// "ab").
    mutating func passInvisibleText(_ text: UnsafeBufferPointer<UInt8>, whiteSpace: ComputedStyle.WhiteSpace) {
        guard whiteSpace.preservesNewlines, text.contains(0x0A) else {
            passInvisibleLine(text[...], whiteSpace: whiteSpace)
            return
        }
        var start = text.startIndex
        while let newline = text[start...].firstIndex(of: 0x0A) {
            passInvisibleLine(text[start..<newline], whiteSpace: whiteSpace)
            passInvisibleLineBreak(keepingSpaceBefore: whiteSpace.preservesSpaces)
            start = newline + 1
        }
        passInvisibleLine(text[start...], whiteSpace: whiteSpace)
    }

    /// A hidden text node's content follows (in `passInvisibleText` calls).
    mutating func beginHiddenTextNode() {
        hiddenBreakJoinsHeldSpace = false
    }

    /// Hidden text with no forced break in it.
    private mutating func passInvisibleLine(
        _ text: Slice<UnsafeBufferPointer<UInt8>>, whiteSpace: ComputedStyle.WhiteSpace
    ) {
        guard !text.isEmpty else { return }
        if whiteSpace.preservesSpaces {
            let continuesLineOfSpaces = (atLineStart && !pendingBlockStart) || afterLineOfHiddenSpaces
            passInvisibleContent()
            afterLineOfHiddenSpaces =
                continuesLineOfSpaces && (whiteSpace == .preWrap || whiteSpace == .breakSpaces)
                && text.allSatisfy { $0 == 0x20 }
            return
        }
        var last = text.endIndex - 1
        while last >= text.startIndex && Self.isCollapsible(text[last]) {
            last -= 1
        }
        if last < text.startIndex {
            // Only collapsible space: drawn (hidden) unless one is held
            // back already or the line starts here, or it is a segment
            // break right after a zero-width space, which is removed.
            if held == nil && !atLineStart && !(afterZeroWidthBreak && text.contains(0x0A)) { swallowsSpace = true }
            if held != nil && text.contains(0x0A) { hiddenBreakJoinsHeldSpace = true }
        } else {
            var first = text.startIndex
            while Self.isCollapsible(text[first]) { first += 1 }
            // Hidden text is laid out: a zero-width space starting it
            // removes a segment break held back before it, as in drawn text
            // (`a\n<span style="visibility: hidden">&#8203;q</span>b` reads
            // "ab" in Chromium), and one ending it removes the next.
            if let held, Self.isZeroWidthSpace(text.base, at: first),
                held.isSegmentBreak(beforeZeroWidthSpaceIn: -1) || hiddenBreakJoinsHeldSpace
                    || text[text.startIndex..<first].contains(0x0A)
            {
                dropPendingSpace()
            }
            hiddenBreakJoinsHeldSpace = false
            passInvisibleContent()
            if held == nil && last == text.endIndex - 1 && last - 2 >= first
                && Self.isZeroWidthSpace(text.base, at: last - 2)
            {
                afterZeroWidthBreak = true
            }
            // Its trailing white space, drawn (hidden), swallows the next
            // space, unless it is a segment break after a zero-width space:
            // removed with the spaces around it (CSS Text 3 §4.1.3;
            // `a<i style="visibility: hidden">&#8203;\n</i> b` reads "a b").
            let endsWithSpace = last < text.endIndex - 1
            swallowsSpace =
                endsWithSpace
                && !(last - 2 >= text.startIndex && Self.isZeroWidthSpace(text.base, at: last - 2)
                    && text[(last + 1)...].contains(0x0A))
        }
    }

    /// Content laid out but not drawn (hidden text, or a hidden atomic
    /// inline): content of its line, which a collapsible space after it
    /// does not collapse with, and which a space after it no longer starts
    /// (`is <span style="visibility: hidden"><br>x</span> y` reads "is y":
    /// the space before `y` follows the hidden `x`). At a block's start
    /// such a space would start the block, and is dropped. It parts a
    /// zero-width space from a segment break on its other side (`e\n<span
    /// style="visibility: hidden">t</span>&#8203;` keeps the space in
    /// Chromium); a segment break right after a zero-width space goes first.
    mutating func passInvisibleContent() {
        swallowsSpace = false
        dropBreakAfterZeroWidthBreak()
        afterLineOfHiddenSpaces = false
        held?.passHiddenContent()
        afterZeroWidthBreak = false
        if !pendingBlockStart { atLineStart = false }
    }

    /// A forced line break laid out but not drawn (a hidden `<br>`, or a
    /// preserved newline in hidden text): innerText writes nothing, but the
    /// line ends there, so a held-back space before it goes (unless hidden
    /// content came between them) and a collapsible space after it starts
    /// the next line (`a <br style="visibility: hidden"> b` reads "ab" in
    /// Chromium).
    mutating func passInvisibleLineBreak(keepingSpaceBefore: Bool = false) {
        if held?.beforeHiddenContent == true || keepingSpaceBefore { flushPendingSpace() } else { dropPendingSpace() }
        swallowsSpace = false
        atLineStart = true
    }

    /// Generated content innerText leaves out (a `<q>`'s quotes) drawn
    /// here: content of the line, so a space held back before it is drawn
    /// and one after it does not start the line.
    mutating func passGeneratedContent() {
        passQuoteMark()
        atLineStart = false
    }

    /// Before something that parts the white space held back from what
    /// follows (a quote mark, hidden content, a ruby box's end): a segment
    /// break in it right after a zero-width space (or after a hidden break
    /// and `pre-wrap` spaces) goes now, as it would before any content
    /// (CSS Text 3 §4.1.3).
    private mutating func dropBreakAfterZeroWidthBreak() {
        if let held, held.hasBreak && (breakGoesAfterZeroWidthBreak(held, inTextNode: -1) || afterLineOfHiddenSpaces) {
            dropPendingSpace()
        }
    }

    /// Whether the segment break in `held` goes for following a zero-width
    /// space (CSS Text 3 §4.1.3, as Chromium types the space per text node):
    /// not when white space of a later text node joined it with no break,
    /// nor when its breaks only joined it from later text nodes that ended
    /// in white space (`inTextNode` is the text node whose content comes
    /// next, -1 for anything but text).
    private func breakGoesAfterZeroWidthBreak(_ held: HeldSpace, inTextNode: Int) -> Bool {
        afterZeroWidthBreak && !held.spaceAfterBreak
            && !(held.hasBreakOnlyFromLaterTextNodes && inTextNode != held.breakTextNode)
    }

    /// A quote mark of an inline `<q>`, drawn here and left out by
    /// innerText: white space on one side of it is not next to what is on
    /// the other, so a segment break before it does not meet a zero-width
    /// space after it, nor the other way round (`<q>&#8203;</q>\nb` keeps
    /// its space in Chromium). A segment break between a zero-width space
    /// and the mark goes (`&#8203;\n<q>b</q>` reads "\u{200B}b"); any
    /// other space before the mark is drawn, and white space after it is a
    /// new run (`a\n<q>\n&#8203;b</q>` reads "a \u{200B}b"). At a line's
    /// start the mark leaves the line start alone: a space after it is not
    /// written there, as text output wants (innerText trims it).
    mutating func passQuoteMark() {
        dropBreakAfterZeroWidthBreak()
        flushPendingSpace()
        swallowsSpace = false
        // After a line ended silently (a hidden block), the mark starts the
        // new line but innerText's line goes on: a space after it is inside
        // that line (`<q>a<small style="visibility: hidden"><p></p></small></q>
        // b` reads "a b").
        if atLineStart && !pendingLineBreak && !pendingBlockStart, let last = bytes.last, last != 0x0A {
            atLineStart = false
        }
    }

    /// The end of a ruby box, or either edge of an inline box with bidi
    /// controls (`dir`, `<bdi>`, `unicode-bidi`): a zero-width space before
    /// it is not next to a segment break after it (`<ruby>&#8203;</ruby>\nb`
    /// and `<bdi>&#8203;</bdi>\nb` keep the space in Chromium). White space after the zero-width space inside the box
    /// goes on past its end, and goes with a break in it or after the box
    /// (`<ruby>&#8203; </ruby>\nb` reads "\u{200B}b"); a break right
    /// after it inside goes at once (`<ruby>&#8203;\n</ruby>\nb` reads
    /// "\u{200B} b").
    mutating func passZeroWidthSpaceBoundary() {
        // A segment break inside, right after the zero-width space, is gone
        // already: one after the box is a run of its own.
        dropBreakAfterZeroWidthBreak()
        if held == nil { afterZeroWidthBreak = false }
    }

    /// Entering an inline-block: what precedes it is inside the line, what
    /// it holds starts a line of its own. The box is content of the line,
    /// even empty: an inline list item's marker no longer swallows the
    /// space after it (`<ruby>a<li><video></video> b</li></ruby>` reads
    /// "a b" in Chromium).
    mutating func enterAtomicInline() {
        flushPendingSpace()
        swallowsSpace = false
        atLineStart = true
    }

    /// Leaving an inline-block: its trailing space is dropped; what follows
    /// is inside the line. A hidden space ending its content collapses
    /// with nothing outside it (`a<span style="display: inline-block">b<span
    /// style="visibility: hidden"> </span></span> c` reads "ab c").
    mutating func exitAtomicInline() {
        dropPendingSpace()
        swallowsSpace = false
        atLineStart = false
    }

    /// A `<wbr>`: a zero-width break opportunity, which writes nothing but
    /// removes a segment break right after it (CSS Text 3 §4.1.3, as
    /// Chromium treats `<wbr>` as a U+200B). A space held back before it
    /// stays, whatever follows.
    mutating func appendWordBreakOpportunity() {
        if held == nil && !atLineStart { afterZeroWidthBreak = true }
    }

    /// Whether `text` holds anything that `appendText` would write (not
    /// counting a space it would merely hold back).
    ///
    /// Inline, with a byte above space first (most text) answered at once.
    @inline(__always)
    static func hasContent<C: Collection>(_ text: C, whiteSpace: ComputedStyle.WhiteSpace) -> Bool
    where C.Element == UInt8 {
        if let first = text.first, first > 0x20 { return true }
        if whiteSpace.preservesSpaces { return !text.isEmpty }
        if whiteSpace.preservesNewlines { return text.contains { !isCollapsible($0) || $0 == 0x0A } }
        return text.contains { !isCollapsible($0) }
    }

    /// Appends a text node's bytes, processing white space as `whiteSpace`
    /// says (CSS Text 3 §4).
    mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, id: Int32, whiteSpace: ComputedStyle.WhiteSpace) {
        if whiteSpace.preservesSpaces {
            appendPreserved(text, id: id)
            return
        }
        appendCollapsing(text, id: id, keepNewlines: whiteSpace.preservesNewlines)
    }

    /// `white-space: normal`, `nowrap` and `pre-line`.
    private mutating func appendCollapsing(_ text: UnsafeBufferPointer<UInt8>, id: Int32, keepNewlines: Bool) {
        var i = 0
        let end = text.count
        while i < end {
            let b = text[i]
            if Self.isCollapsible(b) {
                if keepNewlines && b == 0x0A {
                    appendLineBreak(id: id)
                } else {
                    if held == nil && !atLineStart && !swallowsSpace {
                        held = HeldSpace(id: id, textNode: textNodes)
                    }
                    if b == 0x0A { held?.join(segmentBreakIn: textNodes) } else { held?.join(spaceIn: textNodes) }
                }
                i += 1
                continue
            }
            // A stretch of visible bytes, single spaces between words
            // included: they are kept as they are, so a sentence is one copy.
            var j = CollapsibleSpace.visibleStretchEnd(text, from: i + 1)
            while j < end {
                let c = text[j]
                if c > 0x20 || !Self.isCollapsible(c) {
                    j = CollapsibleSpace.visibleStretchEnd(text, from: j + 1)
                } else if c == 0x20 && j + 1 < end && !Self.isCollapsible(text[j + 1]) {
                    j = CollapsibleSpace.visibleStretchEnd(text, from: j + 2)
                } else {
                    break
                }
            }
            // The zero-width space test only where a space with a segment
            // break is held back (rare): not once a stretch of text.
            flushPendingSpace(
                beforeZeroWidthSpace: held?.isSegmentBreak(beforeZeroWidthSpaceIn: textNodes) == true
                    && Self.isZeroWidthSpace(text, at: i),
                inTextNode: textNodes)
            startRun(id)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[i..<j]))
            atLineStart = false
            afterZeroWidthBreak = j >= 3 && Self.isZeroWidthSpace(text, at: j - 3)
            i = j
        }
    }

    /// `white-space: pre`, `pre-wrap`, `break-spaces`: every byte kept,
    /// newlines are forced breaks.
    private mutating func appendPreserved(_ text: UnsafeBufferPointer<UInt8>, id: Int32) {
        flushPendingSpace()
        var i = 0
        let end = text.count
        while i < end {
            if text[i] == 0x0A {
                appendLineBreak(id: id)
                i += 1
                continue
            }
            var j = i + 1
            while j < end && text[j] != 0x0A { j += 1 }
            append(contentsOf: UnsafeBufferPointer(rebasing: text[i..<j]), id: id)
            atLineStart = false
            i = j
        }
        // A zero-width space ending it removes a collapsible segment break
        // after it, as in collapsing text (`<sub style="white-space:pre">
        // &#8203;</sub>\nb` reads "\u{200B}b" in Chromium); one before it
        // stays, as Chromium keeps it.
        afterZeroWidthBreak = text.count >= 3 && Self.isZeroWidthSpace(text, at: text.count - 3)
    }

    /// Writes the held-back space, unless it stands for a segment break
    /// next to a zero-width space (CSS Text 3 §4.1.3: such a break is
    /// removed, and the spaces around a break went with it).
    ///
    /// Inline, with the write out of line: most calls (a stretch of text
    /// after a tag) find no space held back.
    ///
    /// `inTextNode` is the text node whose content comes next, when it is
    /// text (-1 for anything else).
    @inline(__always)
    private mutating func flushPendingSpace(beforeZeroWidthSpace: Bool = false, inTextNode: Int = -1) {
        if let held { writeHeldSpace(held, beforeZeroWidthSpace: beforeZeroWidthSpace, inTextNode: inTextNode) }
        dropPendingSpace()
    }

    private mutating func writeHeldSpace(_ held: HeldSpace, beforeZeroWidthSpace: Bool, inTextNode: Int) {
        let removed =
            held.hasBreak
            && (breakGoesAfterZeroWidthBreak(held, inTextNode: inTextNode) || beforeZeroWidthSpace
                || afterLineOfHiddenSpaces)
        if !atLineStart && !removed { append(0x20, id: held.id) }
    }

    private mutating func dropPendingSpace() {
        held = nil
        afterLineOfHiddenSpaces = false
        afterZeroWidthBreak = false
    }

    /// Whether U+200B ZERO WIDTH SPACE (E2 80 8B) starts at `i`.
    @inline(__always)
    private static func isZeroWidthSpace(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i + 2 < text.count && text[i] == 0xE2 && text[i + 1] == 0x80 && text[i + 2] == 0x8B
    }

    /// Space, tab, LF, FF, CR: one test for the usual case of a byte above space.
    @inline(__always)
    private static func isCollapsible(_ b: UInt8) -> Bool {
        b <= 0x20 && (UInt64(0x1_0000_3600) >> UInt64(b)) & 1 != 0
    }

    @inline(__always)
    private mutating func startRun(_ id: Int32) {
        swallowsSpace = false
        if runIDs.last != id {
            runStarts.append(bytes.count)
            runIDs.append(id)
        }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8, id: Int32) {
        startRun(id)
        bytes.append(byte)
    }

    @inline(__always)
    private mutating func append(contentsOf text: UnsafeBufferPointer<UInt8>, id: Int32) {
        startRun(id)
        bytes.append(contentsOf: text)
    }

    // MARK: Result

    private mutating func trimTrailingNewlines() {
        while bytes.last == 0x0A { bytes.removeLast() }
    }

    /// The text alone, as `finish` would give it (for text-only conversions,
    /// whose runs all have the plain attributes).
    mutating func finishText() -> String {
        trimTrailingNewlines()
        return bytes.take()
    }

    /// The styled string: trailing newlines trimmed, empty blocks and
    /// containers dropped.
    mutating func finish(diagnostics: [Diagnostic] = []) -> StyledString {
        closeBlock()
        trimTrailingNewlines()
        let count = bytes.count
        // The text first: a copy of it made to shrink it (`take`) is not
        // held with the blocks and the runs.
        let text = bytes.take()
        // Blocks before runs: the pending blocks and the finished ones are
        // held together for a moment, and so are the run starts and the
        // runs; this order keeps the finished runs out of the first pair.
        // Blocks are clamped to the trimmed text, the empty ones dropped,
        // and a map from old index to new lets containers find theirs.
        var kept: [Block] = []
        kept.reserveCapacity(blocks.count)
        var newIndex = [Int32](repeating: 0, count: blocks.count + 1)
        for k in 0..<blocks.count {
            newIndex[k] = Int32(kept.count)
            var block = blocks.block(at: k)
            let range = block.range
            let lower = min(range.lowerBound, count)
            let upper = min(range.upperBound, count)
            guard upper > lower else { continue }
            if range != lower..<upper { block.setBounds(lower, upper) }
            kept.append(block)
        }
        newIndex[blocks.count] = Int32(kept.count)
        blocks = PendingBlocks()
        if kept.isEmpty && count > 0 {
            // Text but no block (only separators of empty cells): one paragraph.
            kept.append(Block(range: 0..<count, kind: .paragraph))
        }
        var outContainers: [Container] = []
        outContainers.reserveCapacity(containers.count)
        for c in containers {
            let first = Int(newIndex[Int(c.firstBlock)])
            let end = Int(newIndex[Int(c.endBlock)])
            guard end > first else { continue }
            outContainers.append(
                Container(
                    range: kept[first].range.lowerBound..<kept[end - 1].range.upperBound,
                    kind: containerKinds[Int(c.kind)], depth: Int(c.depth), indent: c.indent))
        }
        containers = []
        newIndex = []
        // The attributes are moved out of the table into their entries
        // (last first), not copied with their strings.
        var entries: [AttributeEntry] = []
        entries.reserveCapacity(attributeTable.count)
        while let attributes = attributeTable.popLast() { entries.append(AttributeEntry(attributes)) }
        entries.reverse()
        let fits = count < Int(UInt32.max)
        var runs: [Run] = []
        if fits {
            // Written in place: no capacity check or uniqueness test per
            // run (28,000 of them in the 1 MB article).
            runs = [Run](unsafeUninitializedCapacity: runStarts.count) { buffer, initialized in
                initialized = 0
                guard let base = buffer.baseAddress else { return }
                var written = 0
                var lower = 0
                // Run `k - 1` ends where run `k` starts; the last at the end.
                runStarts.forEachStart { k, start in
                    if k > 0 && lower < count {
                        (base + written).initialize(
                            to: Run(
                                lower: UInt32(truncatingIfNeeded: lower),
                                length: UInt32(truncatingIfNeeded: min(start, count) - lower),
                                entry: entries[Int(runIDs[k - 1])]))
                        written += 1
                    }
                    lower = start
                }
                if runStarts.count > 0 && lower < count {
                    (base + written).initialize(
                        to: Run(
                            lower: UInt32(truncatingIfNeeded: lower), length: UInt32(truncatingIfNeeded: count - lower),
                            entry: entries[Int(runIDs[runStarts.count - 1])]))
                    written += 1
                }
                initialized = written
            }
        } else {
            runs.reserveCapacity(runStarts.count)
            var lower = 0
            runStarts.forEachStart { k, start in
                if k > 0 && lower < count {
                    runs.append(Run(range: lower..<min(start, count), entry: entries[Int(runIDs[k - 1])]))
                }
                lower = start
            }
            if runStarts.count > 0 && lower < count {
                runs.append(Run(range: lower..<count, entry: entries[Int(runIDs[runStarts.count - 1])]))
            }
        }
        runStarts = RunStarts()
        runIDs = RunIDs()
        return StyledString(
            text: text, runs: runs, blocks: kept,
            containers: outContainers, attachments: attachments, diagnostics: diagnostics)
    }
}
