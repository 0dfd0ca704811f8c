/// A paragraph-level block of the text: each ends with its `"\n"`, except
/// the last block of the text.
///
/// Stored in 24 bytes (a list item every few bytes of markup makes blocks
/// a large part of a conversion's memory): the range as 32-bit offsets,
/// the kind as a code, the indent as a `Float` (indents are multiples of
/// 40 unless a mapper says otherwise), the small fields packed. A value
/// that does not fit (offsets past 4 GiB, a custom kind's name, an indent
/// a `Float` does not hold exactly, numbers out of the compact range)
/// keeps all its fields in a shared box instead; either way the properties
/// read and compare as the plain values they are.
public struct Block: Hashable, Sendable, Codable {
    private var storage: Storage

    private enum Storage: Sendable {
        case compact(Compact)
        /// Every field, when the value does not fit the compact form.
        case wide(Wide)
    }

    /// The compact form: 20 bytes, no references.
    private struct Compact: Equatable, Sendable {
        var lower: UInt32
        var length: UInt32
        var ordinal: Int32
        var indent: Float
        var depth: UInt16
        var code: UInt8
        /// Bits 0-2: alignment (0 none); 3-4: direction (0 none); 5: has list; 6: ordered.
        var flags: UInt8
    }

    /// The fields of a value that does not fit the compact form. Immutable,
    /// so copies of a block share it safely.
    private final class Wide: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The range in the text, in UTF-8 code units, including the closing `"\n"`.
    public var range: Range<Int> {
        get {
            switch storage {
            case .compact(let c): Int(c.lower)..<Int(c.lower) + Int(c.length)
            case .wide(let w): w.fields.range
            }
        }
        set { setBounds(newValue.lowerBound, newValue.upperBound) }
    }

    /// Sets `range` to `lower..<upper` (`lower <= upper`): the builder
    /// moves every block's end as its text grows, and this skips building
    /// and taking apart a `Range` when the block stays compact.
    @inline(__always)
    mutating func setBounds(_ lower: Int, _ upper: Int) {
        if case .compact(var c) = storage, let lower = UInt32(exactly: lower),
            let length = UInt32(exactly: upper - Int(lower))
        {
            c.lower = lower
            c.length = length
            storage = .compact(c)
        } else {
            update { $0.range = lower..<upper }
        }
    }

    /// `range.lowerBound`, read without building the range.
    var lowerBound: Int {
        @inline(__always) get {
            switch storage {
            case .compact(let c): Int(c.lower)
            case .wide(let w): w.fields.range.lowerBound
            }
        }
    }

    /// A compact block's fields other than its range and list number as
    /// one word (its "shape": indent, depth, kind, flags), and its list
    /// number; nil for a block kept in a box. `PendingBlocks` stores a
    /// shape once for the many blocks that share it.
    var compactShape: (key: UInt64, ordinal: Int32)? {
        @inline(__always) get {
            guard case .compact(let c) = storage else { return nil }
            let key =
                UInt64(c.indent.bitPattern) << 32 | UInt64(c.depth) << 16 | UInt64(c.code) << 8 | UInt64(c.flags)
            return (key, c.ordinal)
        }
    }

    /// The compact block of shape `key` (`compactShape`) at
    /// `lower..<lower + length`, with list number `ordinal`.
    @inline(__always)
    init(shape key: UInt64, lower: UInt32, length: UInt32, ordinal: Int32) {
        storage = .compact(
            Compact(
                lower: lower, length: length, ordinal: ordinal,
                indent: Float(bitPattern: UInt32(truncatingIfNeeded: key >> 32)),
                depth: UInt16(truncatingIfNeeded: key >> 16), code: UInt8(truncatingIfNeeded: key >> 8),
                flags: UInt8(truncatingIfNeeded: key)))
    }

    /// What the block is: a paragraph, a heading, a list item...
    public var kind: Kind {
        get {
            switch storage {
            case .compact(let c): Self.kind(code: c.code)
            case .wide(let w): w.fields.kind
            }
        }
        set { update { $0.kind = newValue } }
    }

    /// How many containers hold this block.
    public var depth: Int {
        get {
            switch storage {
            case .compact(let c): Int(c.depth)
            case .wide(let w): w.fields.depth
            }
        }
        set { update { $0.depth = newValue } }
    }

    /// The accumulated start indent in CSS px (40 per list or blockquote level).
    public var indent: Double {
        get {
            switch storage {
            case .compact(let c): Double(c.indent)
            case .wide(let w): w.fields.indent
            }
        }
        set { update { $0.indent = newValue } }
    }

    /// Text alignment, when not the default (start).
    public var alignment: Alignment? {
        get {
            switch storage {
            case .compact(let c): Self.alignments[Int(c.flags & 7)]
            case .wide(let w): w.fields.alignment
            }
        }
        set { update { $0.alignment = newValue } }
    }

    /// Writing direction, when not the default (left to right).
    public var direction: Direction? {
        get {
            switch storage {
            case .compact(let c):
                switch c.flags >> 3 & 3 {
                case 1: .ltr
                case 2: .rtl
                default: nil
                }
            case .wide(let w): w.fields.direction
            }
        }
        set { update { $0.direction = newValue } }
    }

    /// For `listItem` blocks: the list's kind and this item's number.
    public var list: ListInfo? {
        get {
            switch storage {
            case .compact(let c):
                guard c.flags & Self.hasList != 0 else { return nil }
                return ListInfo(ordered: c.flags & Self.isOrdered != 0, ordinal: Int(c.ordinal))
            case .wide(let w): return w.fields.list
            }
        }
        set { update { $0.list = newValue } }
    }

    /// Creates a block.
    public init(
        range: Range<Int>, kind: Kind, depth: Int = 0, indent: Double = 0,
        alignment: Alignment? = nil, direction: Direction? = nil, list: ListInfo? = nil
    ) {
        self.init(
            Fields(
                range: range, kind: kind, depth: depth, indent: indent,
                alignment: alignment, direction: direction, list: list))
    }

    /// An empty block at offset 0 (the builder places it) of the kind with
    /// compact code `code` (`code(of:)`): the mapping stage names kinds by
    /// code, and this skips the way through `Kind` and back for each block.
    @inline(__always)
    static func empty(
        code: UInt8, depth: Int, indent: Double, alignment: Alignment?, direction: Direction?,
        list: ListInfo?
    ) -> Block {
        guard
            let compact = compact(
                lower: 0, length: 0, code: code, depth: depth, indent: indent, alignment: alignment,
                direction: direction, list: list)
        else {
            return Block(
                range: 0..<0, kind: kind(code: code), depth: depth, indent: indent,
                alignment: alignment, direction: direction, list: list)
        }
        return Block(storage: .compact(compact))
    }

    /// The compact form of these fields, or nil when one does not fit: the
    /// range 32 bits, the depth 16, the list number 32, the indent a
    /// `Float` exactly. The one check both ways of making a block use.
    @inline(__always)
    private static func compact(
        lower: Int, length: Int, code: UInt8, depth: Int, indent: Double, alignment: Alignment?,
        direction: Direction?, list: ListInfo?
    ) -> Compact? {
        let narrowIndent = Float(indent)
        guard let lower = UInt32(exactly: lower), let length = UInt32(exactly: length),
            let depth = UInt16(exactly: depth), let ordinal = Int32(exactly: list?.ordinal ?? 0),
            Double(narrowIndent) == indent
        else { return nil }
        return Compact(
            lower: lower, length: length, ordinal: ordinal, indent: narrowIndent, depth: depth, code: code,
            flags: flags(alignment, direction, list))
    }

    @inline(__always)
    private init(storage: Storage) {
        self.storage = storage
    }

    /// The bits of `flags` for these fields.
    @inline(__always)
    private static func flags(_ alignment: Alignment?, _ direction: Direction?, _ list: ListInfo?) -> UInt8 {
        var bits = Self.bits(alignment) | Self.bits(direction) << 3
        if let list { bits |= hasList | (list.ordered ? isOrdered : 0) }
        return bits
    }

    /// An alignment's bits 0-2 of `flags` (the index in `alignments`).
    @inline(__always)
    private static func bits(_ alignment: Alignment?) -> UInt8 {
        switch alignment {
        case nil: 0
        case .left: 1
        case .right: 2
        case .center: 3
        case .justify: 4
        }
    }

    /// A direction's bits, before the shift to bits 3-4 of `flags`.
    @inline(__always)
    private static func bits(_ direction: Direction?) -> UInt8 {
        switch direction {
        case nil: 0
        case .ltr: 1
        case .rtl: 2
        }
    }

    // MARK: Storage

    /// The plain form of every field.
    private struct Fields: Hashable, Sendable {
        var range: Range<Int>
        var kind: Kind
        var depth: Int
        var indent: Double
        var alignment: Alignment?
        var direction: Direction?
        var list: ListInfo?
    }

    private static let hasList: UInt8 = 1 << 5
    private static let isOrdered: UInt8 = 1 << 6
    private static let alignments: [Alignment?] = [nil, .left, .right, .center, .justify, nil, nil, nil]
    /// A heading's code is `headingBase + level` (levels 0-100).
    private static let headingBase: UInt8 = 16

    private var fields: Fields {
        switch storage {
        case .wide(let w):
            return w.fields
        case .compact:
            return Fields(
                range: range, kind: kind, depth: depth, indent: indent,
                alignment: alignment, direction: direction, list: list)
        }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = self.fields
        change(&fields)
        self = Block(fields)
    }

    @inline(__always)
    private init(_ fields: Fields) {
        guard let code = Self.code(of: fields.kind),
            let compact = Self.compact(
                lower: fields.range.lowerBound, length: fields.range.count, code: code, depth: fields.depth,
                indent: fields.indent, alignment: fields.alignment, direction: fields.direction, list: fields.list)
        else {
            storage = .wide(Wide(fields))
            return
        }
        storage = .compact(compact)
    }

    /// The compact code of a kind (below 128), or nil when it needs the
    /// wide form; the mapping stage's frames name kinds by it too.
    static func code(of kind: Kind) -> UInt8? {
        switch kind {
        case .paragraph: 0
        case .listItem: 1
        case .preformatted: 2
        case .tableCell: 3
        case .rule: 4
        case .figureCaption: 5
        case .definitionTerm: 6
        case .summary: 7
        case .tableCaption: 8
        case .heading(let level): (0...100).contains(level) ? headingBase + UInt8(level) : nil
        case .custom: nil
        }
    }

    /// The kind of a compact code.
    static func kind(code: UInt8) -> Kind {
        switch code {
        case 0: .paragraph
        case 1: .listItem
        case 2: .preformatted
        case 3: .tableCell
        case 4: .rule
        case 5: .figureCaption
        case 6: .definitionTerm
        case 7: .summary
        case 8: .tableCaption
        default: .heading(level: Int(code - headingBase))
        }
    }

    // MARK: Equality, hashing, coding (as the plain fields)

    /// Equal when every field is equal.
    public static func == (a: Block, b: Block) -> Bool {
        if case .compact(let x) = a.storage, case .compact(let y) = b.storage {
            // Equal fields have equal compact forms: a value is compact
            // whenever it fits, and its fields decide the form.
            return x == y
        }
        return a.fields == b.fields
    }

    /// Hashes the fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    private enum CodingKeys: String, CodingKey {
        case range, kind, depth, indent, alignment, direction, list
    }

    /// Decodes the form a synthesized conformance reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            range: try container.decode(Range<Int>.self, forKey: .range),
            kind: try container.decode(Kind.self, forKey: .kind),
            depth: try container.decode(Int.self, forKey: .depth),
            indent: try container.decode(Double.self, forKey: .indent),
            alignment: try container.decodeIfPresent(Alignment.self, forKey: .alignment),
            direction: try container.decodeIfPresent(Direction.self, forKey: .direction),
            list: try container.decodeIfPresent(ListInfo.self, forKey: .list))
    }

    /// Encodes the form a synthesized conformance writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(range, forKey: .range)
        try container.encode(kind, forKey: .kind)
        try container.encode(depth, forKey: .depth)
        try container.encode(indent, forKey: .indent)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(direction, forKey: .direction)
        try container.encodeIfPresent(list, forKey: .list)
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
