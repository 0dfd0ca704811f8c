import HTMLRuns

/// Builds `StyledString`s by hand the way the mapping stage lays them out
/// (blocks separated by one `"\n"` that belongs to the block before, list
/// items starting with a marker run, containers over their blocks), so the
/// writers can be tested without the converter.
///
/// ```swift
/// var b = StyledStringBuilder()
/// b.paragraph { $0.append("Hello "); $0.append("world", .bold) }
/// let styled = b.build()
/// ```
struct StyledStringBuilder {
    private(set) var text = ""
    private var runs: [Run] = []
    private var blocks: [Block] = []
    private var containers: [Container] = []
    private var attachments: [Attachment] = []
    private var depth = 0
    private var indent: Double = 0
    /// The separator owed before the next block: `"\n"`, or `"\t"` after
    /// a table cell that does not end its row.
    private var separator: String?

    var position: Int { text.utf8.count }

    mutating func append(_ string: String, _ attributes: TextAttributes = TextAttributes()) {
        guard !string.isEmpty else { return }
        let start = position
        text += string
        if let last = runs.last, last.attributes == attributes, last.range.upperBound == start {
            runs[runs.count - 1].range = last.range.lowerBound..<position
        } else {
            runs.append(Run(range: start..<position, attributes: attributes))
        }
    }

    /// The `"\n"` between the previous block and the next, owned by the
    /// previous block (and by the containers ending with it).
    private mutating func separate() {
        guard let separator else { return }
        let end = position
        append(separator)
        if let last = blocks.indices.last, blocks[last].range.upperBound == end {
            blocks[last].range = blocks[last].range.lowerBound..<position
        }
        for i in containers.indices where containers[i].range.upperBound == end && containers[i].range.lowerBound < end
        {
            containers[i].range = containers[i].range.lowerBound..<position
        }
        self.separator = nil
    }

    mutating func block(
        _ kind: Block.Kind, alignment: Block.Alignment? = nil, direction: Block.Direction? = nil,
        list: Block.ListInfo? = nil, endsWith separator: String = "\n",
        _ body: (inout StyledStringBuilder) -> Void
    ) {
        separate()
        let start = position
        body(&self)
        blocks.append(
            Block(
                range: start..<position, kind: kind, depth: depth, indent: indent,
                alignment: alignment, direction: direction, list: list))
        self.separator = separator
    }

    /// A table cell; all but the last of a row end with `"\t"`.
    mutating func cell(
        _ text: String, _ attributes: TextAttributes = TextAttributes(),
        alignment: Block.Alignment? = nil, endsRow: Bool = false
    ) {
        block(.tableCell, alignment: alignment, endsWith: endsRow ? "\n" : "\t") { $0.append(text, attributes) }
    }

    mutating func paragraph(_ body: (inout StyledStringBuilder) -> Void) {
        block(.paragraph, body)
    }

    mutating func paragraph(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
        block(.paragraph) { $0.append(text, attributes) }
    }

    /// A list item: its marker run (`"• "`, `"3. "`), then the body.
    mutating func item(
        _ marker: String, ordinal: Int = 1, ordered: Bool = false,
        _ body: (inout StyledStringBuilder) -> Void
    ) {
        block(.listItem, list: Block.ListInfo(ordered: ordered, ordinal: ordinal)) {
            $0.append(marker, Styles.marker)
            body(&$0)
        }
    }

    mutating func container(
        _ kind: Container.Kind, indent extra: Double = 40,
        _ body: (inout StyledStringBuilder) -> Void
    ) {
        separate()
        let start = position
        let index = containers.count
        containers.append(Container(range: start..<start, kind: kind, depth: depth, indent: indent))
        depth += 1
        indent += extra
        body(&self)
        depth -= 1
        indent -= extra
        containers[index].range = start..<position
    }

    /// A U+FFFC with its attachment.
    mutating func attachment(_ kind: Attachment.Kind, _ attributes: TextAttributes = TextAttributes()) {
        attachments.append(Attachment(offset: position, kind: kind))
        append("\u{FFFC}", attributes)
    }

    func build(diagnostics: [Diagnostic] = []) -> StyledString {
        StyledString(
            text: text, runs: runs, blocks: blocks, containers: containers,
            attachments: attachments, diagnostics: diagnostics)
    }
}

/// Attributes for tests: `Styles.bold`, `Styles.with { $0.color = ... }`.
enum Styles {
    /// Attributes made by editing the defaults.
    static func with(_ edit: (inout TextAttributes) -> Void) -> TextAttributes {
        var attributes = TextAttributes()
        edit(&attributes)
        return attributes
    }

    static let bold = with { $0.bold = true }
    static let italic = with { $0.italic = true }
    static let boldItalic = with {
        $0.bold = true; $0.italic = true
    }
    static let underline = with { $0.underline = true }
    static let strikethrough = with { $0.strikethrough = true }
    static let monospace = with { $0.monospace = true }
    static let marker = with { $0.marker = true }

    static func link(_ url: String) -> TextAttributes { with { $0.link = url } }
}
