// The styled string read back as a document, for the writers that rebuild
// structure from it (Markdown, HTML): each block with its content range and
// the containers holding it, and the inline segments of a range.
//
// The styled string is flat (text + ranges), so nothing here needs the tree:
// a container holds a block when its range covers the block's content.

/// A styled string seen block by block.
struct DocumentOutline {
    /// One block with what a writer needs around it.
    struct Item {
        var block: Block
        /// The block's range without its closing `"\n"`.
        var content: Range<Int>
        /// Indices into `StyledString.containers` of the containers holding
        /// the block, outermost first.
        var containers: [Int]
    }

    let styled: StyledString
    /// The UTF-8 bytes of the text, which every range indexes.
    let bytes: [UInt8]
    let items: [Item]
    private let attachmentsByOffset: [Int: Attachment]

    init(_ styled: StyledString) {
        self.styled = styled
        let bytes = Array(styled.text.utf8)
        self.bytes = bytes
        attachmentsByOffset = Dictionary(
            styled.attachments.map { ($0.offset, $0) },
            uniquingKeysWith: { first, _ in first })
        // A styled string built without blocks reads as one paragraph.
        let blocks =
            styled.blocks.isEmpty && !bytes.isEmpty
            ? [Block(range: 0..<bytes.count, kind: .paragraph)]
            : styled.blocks
        // One sweep: containers nest, so those holding the current block form
        // a stack, and a container that no longer holds it never will again.
        let byStart = styled.containers.indices.sorted {
            let a = styled.containers[$0].range
            let b = styled.containers[$1].range
            return (a.lowerBound, -a.count, $0) < (b.lowerBound, -b.count, $1)
        }
        func holds(_ container: Int, _ content: Range<Int>, _ block: Range<Int>) -> Bool {
            let r = styled.containers[container].range
            // An empty line just after a container (`<dl>x</dl><br>`) is
            // not in it: its content is empty there, but its newline is not.
            if content.isEmpty, r.count > 0, content.lowerBound == r.upperBound, block.upperBound > r.upperBound {
                return false
            }
            return r.lowerBound <= content.lowerBound && content.upperBound <= r.upperBound
                && (r.count > 0 || content.isEmpty)
        }
        var next = 0
        var stack: [Int] = []
        var items: [Item] = []
        items.reserveCapacity(blocks.count)
        for block in blocks {
            let lower = max(0, min(block.range.lowerBound, bytes.count))
            var upper = max(lower, min(block.range.upperBound, bytes.count))
            if upper > lower, bytes[upper - 1] == 0x0A || bytes[upper - 1] == 0x09 { upper -= 1 }
            let content = lower..<upper
            while let top = stack.last, !holds(top, content, block.range) { stack.removeLast() }
            while next < byStart.count, styled.containers[byStart[next]].range.lowerBound <= content.lowerBound {
                if holds(byStart[next], content, block.range) { stack.append(byStart[next]) }
                next += 1
            }
            items.append(
                Item(block: block, content: content, containers: stack.filter { holds($0, content, block.range) }))
        }
        self.items = items
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where the unstyled tabs and line breaks ending `range` start (its
    /// end when there are none): the separators the mapping wrote after a
    /// cell's text, before the tabs of the empty cells and the row breaks
    /// that follow it.
    func trailingSeparatorsStart(_ range: Range<Int>) -> Int {
        var start = range.upperBound
        while start > range.lowerBound, bytes[start - 1] == 0x09 || bytes[start - 1] == 0x0A,
            isUnstyled(start - 1..<start)
        { start -= 1 }
        return start
    }

    /// Where the unstyled tabs ending `range` start (its end when none):
    /// empty cells' separators, not a block's text.
    func trailingTabsStart(_ range: Range<Int>) -> Int {
        var start = min(range.upperBound, bytes.count)
        while start > range.lowerBound, bytes[start - 1] == 0x09, isUnstyled(start - 1..<start) { start -= 1 }
        return start
    }

    /// Whether every character of `range` has default attributes (true
    /// for an empty range): a tab or line break there is a separator the
    /// mapping stage wrote, not styled text. Builds no segments.
    func isUnstyled(_ range: Range<Int>) -> Bool {
        let unstyled = TextAttributes()
        var index = firstRun(endingAfter: range.lowerBound)
        while index < styled.runs.count, styled.runs[index].range.lowerBound < range.upperBound {
            if styled.runs[index].attributes != unstyled { return false }
            index += 1
        }
        return true
    }

    /// The index of the first run that ends after `offset` (runs are ordered).
    private func firstRun(endingAfter offset: Int) -> Int {
        var low = 0
        var high = styled.runs.count
        while low < high {
            let mid = (low + high) / 2
            if styled.runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The runs over `range`, clipped to it; parts no run covers get default
    /// attributes, so the segments always cover the range exactly.
    func segments(in range: Range<Int>) -> [Run] {
        guard !range.isEmpty else { return [] }
        var out: [Run] = []
        var position = range.lowerBound
        var index = firstRun(endingAfter: range.lowerBound)
        while index < styled.runs.count, position < range.upperBound {
            let run = styled.runs[index]
            if run.range.lowerBound >= range.upperBound { break }
            if run.range.lowerBound > position {
                out.append(Run(range: position..<run.range.lowerBound, attributes: TextAttributes()))
                position = run.range.lowerBound
            }
            let end = min(run.range.upperBound, range.upperBound)
            if end > position {
                out.append(Run(range: position..<end, attributes: run.attributes))
                position = end
            }
            index += 1
        }
        if position < range.upperBound {
            out.append(Run(range: position..<range.upperBound, attributes: TextAttributes()))
        }
        return out
    }

    /// The segments of a block's content, without the list marker a list
    /// item starts with (writers that draw their own markers drop it).
    func contentSegments(of item: Item) -> [Run] {
        var segments = segments(in: item.content)
        if case .listItem = item.block.kind {
            while let first = segments.first, first.attributes.marker { segments.removeFirst() }
        }
        return segments
    }

    /// The list markers a block starts with, one per item (`"• ◦ "` is
    /// two: each marker ends with a space) with the attributes of its
    /// first character, and where they end.
    func leadingMarkers(of item: Item) -> (markers: [(text: String, attributes: TextAttributes)], end: Int) {
        var markers: [(text: String, attributes: TextAttributes)] = []
        var current = ""
        var attributes = TextAttributes()
        var end = item.content.lowerBound
        for run in segments(in: item.content) {
            guard run.attributes.marker else { break }
            end = run.range.upperBound
            for scalar in string(run.range).unicodeScalars {
                if current.isEmpty { attributes = run.attributes }
                current.unicodeScalars.append(scalar)
                if scalar == " " {
                    markers.append((current, attributes))
                    current = ""
                }
            }
        }
        if !current.isEmpty { markers.append((current, attributes)) }
        return (markers, end)
    }

    /// The attachment drawn at a U+FFFC, if the styled string has one there.
    func attachment(at offset: Int) -> Attachment? {
        attachmentsByOffset[offset]
    }

    /// The innermost list container holding an item, if any.
    func innermostList(of item: Item) -> Int? {
        item.containers.last { isList(styled.containers[$0].kind) }
    }

    func isList(_ kind: Container.Kind) -> Bool {
        kind == .orderedList || kind == .unorderedList
    }

    /// Whether an item is a table cell or caption that no table holds
    /// straight (Chromium inlinifies a table in a `<ruby>`, leaving the
    /// blocks of its cells and captions; a `display: contents` table
    /// leaves them in the container around it, which may be in a cell of
    /// another table: `<td><blockquote><table style="display: contents">
    /// <td>x`).
    func isCellOutsideTable(_ item: Item) -> Bool {
        (item.block.kind == .tableCell || item.block.kind == .tableCaption)
            && item.containers.last.map { styled.containers[$0].kind != .table } ?? true
    }
}
