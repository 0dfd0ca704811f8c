// CommonMark (with GFM tables and strikethrough) rebuilt from a styled
// string's blocks, containers, runs and attachments.
//
// Escaping is the hard part, so it is done in two passes: the first turns
// runs into a flat list of pieces (text, opening and closing delimiters,
// line breaks), the second checks each emphasis pair against CommonMark's
// flanking rules (§6.2) with the characters that really end up around it,
// and writes `<strong>`/`<em>`/`<del>` instead where `**`, `*` or `~~`
// would not be read back as emphasis.

/// Writes a `StyledString` as CommonMark with GFM extensions.
struct MarkdownWriter {
    func write(_ styled: StyledString) -> String {
        var state = State(outline: DocumentOutline(styled))
        state.writeAll()
        return state.output
    }

    /// Inline styles with Markdown syntax, outermost first in `wanted` order.
    enum Style: Equatable {
        case link(String)
        case strikethrough
        case bold
        case italic
    }

    enum Piece {
        /// Escaped Markdown text (also code spans and images): `first` and
        /// `last` are the characters the flanking rules see.
        case text(String)
        case open(Style)
        case close(Style)
        /// A hard line break (`\` + newline; `<br>` in a table cell).
        case lineBreak
    }

    struct State {
        let outline: DocumentOutline
        var output = ""
        /// Marker width of the last item written in each list, so that what
        /// follows inside the item is indented under its content.
        var markerWidth: [Int: Int] = [:]
        /// Lists that use the alternative delimiter (`*` / `)`), so two lists
        /// in a row stay two lists.
        var alternate: Set<Int> = []
        var previous: (item: DocumentOutline.Item, isListItem: Bool)?

        init(outline: DocumentOutline) { self.outline = outline }

        var containers: [Container] { outline.styled.containers }

        mutating func writeAll() {
            let items = outline.items
            var index = 0
            while index < items.count {
                let item = items[index]
                if let table = item.containers.last(where: { containers[$0].kind == .table }) {
                    var end = index
                    while end < items.count, items[end].containers.contains(table) { end += 1 }
                    writeTable(Array(items[index..<end]), table: table)
                    index = end
                } else {
                    writeBlock(item)
                    index += 1
                }
            }
        }

        // MARK: Blocks

        mutating func writeBlock(_ item: DocumentOutline.Item) {
            switch item.block.kind {
            case .heading(let level):
                let hashes = String(repeating: "#", count: min(max(level, 1), 6))
                let text = inline(outline.contentSegments(of: item), lineStart: false, singleLine: true)
                emit(item, lines: [text.isEmpty ? hashes : hashes + " " + text])
            case .preformatted:
                emit(item, lines: fencedCode(outline.string(item.content)))
            case .rule:
                emit(item, lines: ["---"])
            case .listItem:
                let text = inline(outline.contentSegments(of: item), lineStart: true)
                emit(item, lines: MarkdownWriter.lines(text))
            default:
                let text = inline(outline.contentSegments(of: item), lineStart: true)
                // Markdown has no empty paragraph.
                if text.isEmpty { return }
                emit(item, lines: MarkdownWriter.lines(text))
            }
        }

        /// Writes a block's lines with the prefixes of its containers, after
        /// the separator its predecessor needs.
        mutating func emit(_ item: DocumentOutline.Item, lines: [String]) {
            let isItem = item.block.kind == .listItem
            let ownList = isItem ? outline.innermostList(of: item) : nil
            var first = ""
            var rest = ""
            for container in item.containers {
                switch containers[container].kind {
                case .blockquote:
                    first += "> "
                    rest += "> "
                case .orderedList, .unorderedList:
                    if container == ownList {
                        let marker = listMarker(item, list: container)
                        markerWidth[container] = marker.count + 1
                        first += marker + " "
                    } else {
                        first += String(repeating: " ", count: markerWidth[container] ?? 0)
                    }
                    rest += String(repeating: " ", count: markerWidth[container] ?? 0)
                default:
                    break
                }
            }
            if let previous {
                // Items of one list (or of lists nested in each other) are tight.
                let tight =
                    previous.isListItem && isItem
                    && (ownList.map(previous.item.containers.contains) ?? false
                        || outline.innermostList(of: previous.item).map(item.containers.contains) ?? false)
                if !tight {
                    output += "\n" + separator(between: previous.item, and: item) + "\n"
                } else {
                    output += "\n"
                }
            }
            for (n, line) in lines.enumerated() {
                let prefix = n == 0 ? first : rest
                if n > 0 { output += "\n" }
                output += line.isEmpty ? trimmedRight(prefix) : prefix + line
            }
            previous = (item, isItem)
        }

        /// The blank line between two blocks: empty, or the quote bars the
        /// two share so that the quote goes on.
        func separator(between a: DocumentOutline.Item, and b: DocumentOutline.Item) -> String {
            var line = ""
            for (x, y) in zip(a.containers, b.containers) {
                guard x == y else { break }
                switch containers[x].kind {
                case .blockquote: line += "> "
                case .orderedList, .unorderedList: line += String(repeating: " ", count: markerWidth[x] ?? 0)
                default: break
                }
            }
            return trimmedRight(line)
        }

        mutating func listMarker(_ item: DocumentOutline.Item, list: Int) -> String {
            if markerWidth[list] == nil, let previous,
                let neighbour = previous.item.containers.last(where: { outline.isList(containers[$0].kind) }),
                neighbour != list, containers[neighbour].depth == containers[list].depth,
                !alternate.contains(neighbour)
            {
                alternate.insert(list)
            }
            let alt = alternate.contains(list)
            let ordered = item.block.list?.ordered ?? (containers[list].kind == .orderedList)
            guard ordered else { return alt ? "*" : "-" }
            // CommonMark numbers have 1-9 digits and no sign.
            let number = min(max(item.block.list?.ordinal ?? 1, 0), 999_999_999)
            return "\(number)" + (alt ? ")" : ".")
        }

        func fencedCode(_ code: String) -> [String] {
            var longest = 0
            var current = 0
            for c in code.unicodeScalars {
                current = c == "`" ? current + 1 : 0
                longest = max(longest, current)
            }
            let fence = String(repeating: "`", count: max(3, longest + 1))
            let body = MarkdownWriter.lines(code).map {
                $0.contains("\u{FFFC}")
                    ? String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{FFFC}" })) : $0
            }
            return [fence] + body + [fence]
        }

        // MARK: Tables

        mutating func writeTable(_ items: [DocumentOutline.Item], table: Int) {
            var rows: [[String]] = []
            var alignments: [Block.Alignment?] = []
            var newRow = true
            for item in items {
                switch item.block.kind {
                case .tableCaption:
                    let text = inline(outline.contentSegments(of: item), lineStart: true)
                    if !text.isEmpty {
                        emit(item, lines: MarkdownWriter.lines(text))
                    }
                case .tableCell:
                    let cell = inline(outline.contentSegments(of: item), lineStart: false, inTable: true)
                    if newRow || rows.isEmpty { rows.append([]) }
                    rows[rows.count - 1].append(cell)
                    if rows.count == 1 { alignments.append(item.block.alignment) }
                    let end = item.block.range.upperBound
                    newRow = end == 0 || end > outline.bytes.count || outline.bytes[end - 1] != 0x09
                default:
                    // Anything else inside a cell joins the cell it is in.
                    let text = inline(outline.contentSegments(of: item), lineStart: false, inTable: true)
                    if rows.isEmpty { rows.append([]) }
                    if rows[rows.count - 1].isEmpty {
                        rows[rows.count - 1].append(text)
                    } else {
                        rows[rows.count - 1][rows[rows.count - 1].count - 1] += "<br>" + text
                    }
                }
            }
            guard let firstCell = items.first(where: { $0.block.kind == .tableCell }) ?? items.first,
                !rows.isEmpty
            else { return }
            let columns = rows.map(\.count).max() ?? 0
            guard columns > 0 else { return }
            func line(_ cells: [String]) -> String {
                let padded = cells + Array(repeating: "", count: columns - cells.count)
                return "| " + padded.joined(separator: " | ") + " |"
            }
            var lines = [line(rows[0])]
            lines.append(
                "|"
                    + (0..<columns).map { column in
                        switch column < alignments.count ? alignments[column] : nil {
                        case .left: " :-- "
                        case .center: " :-: "
                        case .right: " --: "
                        default: " --- "
                        }
                    }.joined(separator: "|") + "|")
            lines += rows.dropFirst().map(line)
            // The table is written as one block at the cell's place.
            var asBlock = firstCell
            asBlock.block.kind = .tableCell
            asBlock.containers = Array(firstCell.containers.prefix { $0 != table })
            emit(asBlock, lines: lines)
        }

        // MARK: Inline content

        /// The Markdown of some segments. Lines are separated by `"\n"`
        /// (the caller prefixes them) unless `singleLine`; in a table cell
        /// they are joined with `<br>`.
        func inline(_ segments: [Run], lineStart: Bool, singleLine: Bool = false, inTable: Bool = false) -> String {
            var pieces = PieceBuilder(lineStart: lineStart)
            let bytes = outline.bytes
            for segment in segments {
                let a = segment.attributes
                var wanted: [Style] = []
                if let link = a.link { wanted.append(.link(link)) }
                if a.strikethrough { wanted.append(.strikethrough) }
                if a.bold { wanted.append(.bold) }
                if a.italic { wanted.append(.italic) }

                var chunkStart = segment.range.lowerBound
                func flush(_ end: Int) {
                    guard end > chunkStart else { return }
                    let text = outline.string(chunkStart..<end)
                    pieces.text(text, wanted: wanted) { core, atLineStart in
                        a.monospace ? codeSpan(core, inTable: inTable) : escape(core, atLineStart: atLineStart)
                    }
                }
                // Newlines and U+FFFC (EF BF BC) are found on the bytes: in
                // UTF-8 neither can occur inside another character.
                var i = segment.range.lowerBound
                while i < segment.range.upperBound {
                    if bytes[i] == 0x0A {
                        flush(i)
                        if singleLine { pieces.space(" ") } else { pieces.lineBreak() }
                        i += 1
                        chunkStart = i
                    } else if bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBC {
                        flush(i)
                        if let attachment = outline.attachment(at: i),
                            case .image(let src, let alt, _, _) = attachment.kind
                        {
                            pieces.literal(
                                "![" + escape(alt ?? "", atLineStart: false) + "](" + destination(src) + ")",
                                wanted: wanted)
                        }
                        i += 3
                        chunkStart = i
                    } else {
                        i += 1
                    }
                }
                flush(segment.range.upperBound)
            }
            return render(pieces.finish(), inTable: inTable)
        }

        /// Turns pieces into text, choosing for each emphasis pair between
        /// Markdown delimiters and HTML tags.
        func render(_ pieces: [Piece], inTable: Bool) -> String {
            var partner = [Int](repeating: -1, count: pieces.count)
            var stack: [Int] = []
            for (i, piece) in pieces.enumerated() {
                switch piece {
                case .open: stack.append(i)
                case .close: if let o = stack.popLast() { partner[o] = i; partner[i] = o }
                default: break
                }
            }
            func family(_ piece: Piece) -> Character? {
                switch piece {
                case .open(.bold), .close(.bold), .open(.italic), .close(.italic): "*"
                case .open(.strikethrough), .close(.strikethrough): "~"
                default: nil
                }
            }
            var asTag = [Bool](repeating: false, count: pieces.count)
            // The character a delimiter at `i` sees on one side: delimiters
            // of its own character next to it belong to the same run and are
            // skipped; any other delimiter, or one written as a tag, is
            // punctuation (`~`, `*`, `<`, `>`).
            func neighbour(_ i: Int, step: Int) -> Character? {
                let own = family(pieces[i])
                var j = i + step
                while j >= 0, j < pieces.count {
                    switch pieces[j] {
                    case .text(let s): if let c = step < 0 ? s.last : s.first { return c }
                    case .lineBreak: return nil
                    case .open(.link): return "["
                    case .close(.link): return step < 0 ? ")" : "]"
                    case .open, .close: if asTag[j] || family(pieces[j]) != own { return "~" }
                    }
                    j += step
                }
                return nil
            }
            func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }
            func isPunct(_ c: Character?) -> Bool {
                guard let c else { return false }
                return c.isPunctuation || c.isSymbol
            }
            // CommonMark §6.2 flanking, on the characters around the run.
            func flanking(_ i: Int) -> (left: Bool, right: Bool) {
                let next = neighbour(i, step: 1)
                let prev = neighbour(i, step: -1)
                return (
                    !isSpace(next) && (!isPunct(next) || isSpace(prev) || isPunct(prev)),
                    !isSpace(prev) && (!isPunct(prev) || isSpace(next) || isPunct(next))
                )
            }
            // A delimiter that could both open and close is left to tags:
            // that is where CommonMark's pairing rules (the "multiple of 3"
            // rule among them) could pair it with another one than intended.
            // Writing one pair as tags changes what its neighbours see, so
            // decide again until nothing changes.
            var changed = true
            while changed {
                changed = false
                for i in pieces.indices where !asTag[i] && family(pieces[i]) != nil {
                    guard case .open = pieces[i] else { continue }
                    let c = partner[i]
                    var ok = c >= 0
                    if ok {
                        let open = flanking(i)
                        let close = flanking(c)
                        ok = open.left && !open.right && close.right && !close.left
                    }
                    // `*a*` then `**b**` would fuse into one run `***`.
                    if ok, i > 0, case .close = pieces[i - 1], !asTag[i - 1], family(pieces[i - 1]) == family(pieces[i])
                    {
                        ok = false
                    }
                    if !ok {
                        asTag[i] = true
                        if c >= 0 { asTag[c] = true }
                        changed = true
                    }
                }
            }
            var out = ""
            for (i, piece) in pieces.enumerated() {
                switch piece {
                case .text(let s): out += s
                case .lineBreak: out += inTable ? "<br>" : "\\\n"
                case .open(let style):
                    // `!` right before `[` would make the link an image.
                    if case .link = style, out.hasSuffix("!") { out.removeLast(); out += "\\!" }
                    out += delimiter(style, opening: true, tag: asTag[i])
                case .close(let style): out += delimiter(style, opening: false, tag: asTag[i])
                }
            }
            return out
        }

        func delimiter(_ style: Style, opening: Bool, tag: Bool) -> String {
            switch style {
            case .link(let url): return opening ? "[" : "](" + destination(url) + ")"
            case .bold: return tag ? (opening ? "<strong>" : "</strong>") : "**"
            case .italic: return tag ? (opening ? "<em>" : "</em>") : "*"
            case .strikethrough: return tag ? (opening ? "<del>" : "</del>") : "~~"
            }
        }
    }
    /// Collects pieces, keeping spaces outside delimiters: `**` followed by
    /// a space opens nothing in CommonMark, so a style opens after the
    /// spaces before its text and closes before the spaces after it.
    struct PieceBuilder {
        private(set) var pieces: [Piece] = []
        private var nester = InlineNester<Style>()
        private var pendingSpace = ""
        private var atLineStart: Bool
        private let lineStart: Bool

        init(lineStart: Bool) {
            self.lineStart = lineStart
            atLineStart = lineStart
        }

        /// Text with `wanted` styles; `render` escapes its non-space core
        /// (told whether the core starts a line).
        mutating func text(_ text: String, wanted: [Style], render: (String, Bool) -> String) {
            let scalars = text.unicodeScalars
            var lower = scalars.startIndex
            var upper = scalars.endIndex
            while lower < upper, Character(scalars[lower]).isWhitespace { lower = scalars.index(after: lower) }
            while upper > lower, Character(scalars[scalars.index(before: upper)]).isWhitespace {
                upper = scalars.index(before: upper)
            }
            space(String(scalars[scalars.startIndex..<lower]))
            guard lower < upper else { return }
            literal(render(String(scalars[lower..<upper]), atLineStart), wanted: wanted)
            space(String(scalars[upper...]))
        }

        /// Already-rendered Markdown (an image, a code span) with `wanted` styles.
        mutating func literal(_ markdown: String, wanted: [Style]) {
            let (closing, opening) = nester.transition(to: wanted)
            pieces += closing.map(Piece.close)
            // Leading spaces of a line would be read as indentation.
            if !pendingSpace.isEmpty, !atLineStart { pieces.append(.text(pendingSpace)) }
            pendingSpace = ""
            pieces += opening.map(Piece.open)
            pieces.append(.text(markdown))
            atLineStart = false
        }

        mutating func space(_ space: String) {
            pendingSpace += space
        }

        /// A hard break; styles close before it and reopen after it.
        mutating func lineBreak() {
            pieces += nester.closeAll().map(Piece.close)
            pendingSpace = ""
            pieces.append(.lineBreak)
            atLineStart = lineStart
        }

        /// The pieces, every style closed; trailing spaces are dropped.
        mutating func finish() -> [Piece] {
            pieces += nester.closeAll().map(Piece.close)
            return pieces
        }
    }
}

// MARK: Escaping

extension MarkdownWriter {
    /// Whether an ASCII byte could start Markdown syntax anywhere in a line:
    /// `\ ` * _ [ ] < > ~ |`.
    private static let alwaysEscaped: [Bool] = (0..<128).map { "\\`*_[]<>~|".utf8.contains(UInt8($0)) }

    /// Text with every character that Markdown would read as syntax
    /// backslash-escaped. At the start of a line, also what would start a
    /// block: `#`, `-`, `+`, `=`, and `1.` / `1)`. (On the UTF-8 bytes: the
    /// syntax characters are all ASCII.)
    static func escape(_ text: String, atLineStart: Bool) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        let backslash = UInt8(ascii: "\\")
        var i = 0
        if atLineStart, let first = bytes.first {
            if first == UInt8(ascii: "#") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: "=")
            {
                out.append(backslash)
            } else {
                var digits = 0
                while digits < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digits]) {
                    digits += 1
                }
                if digits > 0, digits < bytes.count,
                    bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")")
                {
                    out.append(contentsOf: bytes[0..<digits])
                    out.append(backslash)
                    i = digits
                }
            }
        }
        while i < bytes.count {
            let b = bytes[i]
            if b < 128, alwaysEscaped[Int(b)] {
                out.append(backslash)
            } else if b == UInt8(ascii: "&"), looksLikeReference(bytes, at: i) {
                // `&amp;` would be read as a character reference.
                out.append(backslash)
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the `&` at `i` starts something like `&name;` or `&#123;`.
    static func looksLikeReference(_ bytes: [UInt8], at i: Int) -> Bool {
        var j = i + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        let start = j
        while j < bytes.count, j - start < 32,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[j] | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j])
        {
            j += 1
        }
        return j > start && j < bytes.count && bytes[j] == UInt8(ascii: ";")
    }

    /// A code span: a backtick fence longer than any run inside, padded when
    /// the code starts or ends with a backtick or a space. In a table cell,
    /// `|` is escaped even here (GFM removes the backslash).
    static func codeSpan(_ code: String, inTable: Bool) -> String {
        var longest = 0
        var current = 0
        for c in code.unicodeScalars {
            current = c == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        var body = code
        if inTable { body = body.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" "))
        return pad ? fence + " " + body + " " + fence : fence + body + fence
    }

    /// The lines of a text, split on its bytes (splitting a `String` on
    /// `Character`s is many times slower).
    static func lines(_ text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// `text` without trailing spaces.
    static func trimmedRight(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    /// A link destination: bare when it can be, else in `<...>`.
    static func destination(_ url: String) -> String {
        let cleaned = url.unicodeScalars.map { $0 == "\n" ? "%0A" : $0 == "\r" ? "%0D" : String($0) }.joined()
        let needsBrackets =
            cleaned.isEmpty
            || cleaned.unicodeScalars.contains {
                $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" || $0.value < 0x20 || $0 == "\u{7F}"
            }
        guard needsBrackets else {
            return cleaned.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
        }
        var out = "<"
        for c in cleaned.unicodeScalars {
            if c == "<" || c == ">" || c == "\\" { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out + ">"
    }
}
