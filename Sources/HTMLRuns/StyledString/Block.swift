/// A paragraph-level block of the text: each ends with its `"\n"`, except
/// the last block of the text.
public struct Block: Hashable, Sendable, Codable {
    /// The range in the text, in UTF-8 code units, including the closing `"\n"`.
    public var range: Range<Int>
    /// What the block is: a paragraph, a heading, a list item...
    public var kind: Kind
    /// How many containers hold this block.
    public var depth: Int
    /// The accumulated start indent in CSS px (40 per list or blockquote level).
    public var indent: Double
    /// Text alignment, when not the default (start).
    public var alignment: Alignment?
    /// Writing direction, when not the default (left to right).
    public var direction: Direction?
    /// For `listItem` blocks: the list's kind and this item's number.
    public var list: ListInfo?

    /// Creates a block.
    public init(
        range: Range<Int>, kind: Kind, depth: Int = 0, indent: Double = 0,
        alignment: Alignment? = nil, direction: Direction? = nil, list: ListInfo? = nil
    ) {
        self.range = range
        self.kind = kind
        self.depth = depth
        self.indent = indent
        self.alignment = alignment
        self.direction = direction
        self.list = list
    }

    /// What kind of block this is.
    public enum Kind: Hashable, Sendable, Codable {
        /// Ordinary text: `p`, `div`, text outside any block.
        case paragraph
        /// `h1`...`h6`, with the level 1-6.
        case heading(level: Int)
        /// `<li>`, whose text starts with its marker; see ``Block/list``.
        case listItem
        /// `<pre>`, `<listing>`, `<xmp>` or `white-space: pre`: whitespace kept.
        case preformatted
        /// `<td>` or `<th>`; cells of a row are separated by `"\t"`.
        case tableCell
        /// A horizontal rule (`<hr>`), whose text is one U+FFFC.
        case rule
        /// `<figcaption>`.
        case figureCaption
        /// `<dt>` in a description list.
        case definitionTerm
        /// `<summary>` of a `<details>`.
        case summary
        /// `<caption>` of a table.
        case tableCaption
        /// A block-level element a user mapper named.
        case custom(String)

        /// The JSON name of the kind.
        public var name: String {
            switch self {
            case .paragraph: "paragraph"
            case .heading: "heading"
            case .listItem: "listItem"
            case .preformatted: "preformatted"
            case .tableCell: "tableCell"
            case .rule: "rule"
            case .figureCaption: "figureCaption"
            case .definitionTerm: "definitionTerm"
            case .summary: "summary"
            case .tableCaption: "tableCaption"
            case .custom(let name): name
            }
        }
    }

    /// Horizontal alignment of a block's lines.
    public enum Alignment: String, Hashable, Sendable, Codable {
        /// `left`, `right`, `center` or `justify`, as in CSS `text-align`.
        case left, right, center, justify
    }

    /// Writing direction.
    public enum Direction: String, Hashable, Sendable, Codable {
        /// Left to right or right to left, as in the `dir` attribute.
        case ltr, rtl
    }

    /// The list a list item belongs to.
    public struct ListInfo: Hashable, Sendable, Codable {
        /// True for `<ol>`, false for `<ul>`, `<menu>` and `<dir>`.
        public var ordered: Bool
        /// The item's number (1-based; honours `start`, `value`, `reversed`).
        public var ordinal: Int

        /// Creates list information.
        public init(ordered: Bool, ordinal: Int) {
            self.ordered = ordered
            self.ordinal = ordinal
        }
    }
}
