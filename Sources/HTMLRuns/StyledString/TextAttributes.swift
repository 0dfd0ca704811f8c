/// The attributes of a run of text. A `nil` or `false` field means the
/// default (regular black text); the JSON form leaves defaults out.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// Bold (`font-weight` 600 or more): `b`, `strong`, `th`, headings.
    public var bold = false
    /// Italic or oblique: `i`, `em`, `cite`, `var`, `dfn`, `address`.
    public var italic = false
    /// Underlined: `u`, `ins`, `abbr[title]`, `text-decoration: underline`.
    public var underline = false
    /// Struck through: `s`, `strike`, `del`, `text-decoration: line-through`.
    public var strikethrough = false
    /// The link target, for `a[href]` with an allowed scheme.
    public var link: String?
    /// Text colour; nil is the default (black).
    public var color: Color?
    /// Background colour behind the text (`mark`, `background-color`); nil is none.
    public var backgroundColor: Color?
    /// Font size in CSS px; nil is the default (16px).
    public var fontSize: Double?
    /// The CSS font family list as written (`"Georgia, serif"`); nil is the default.
    public var fontFamily: String?
    /// A monospace font: `code`, `kbd`, `samp`, `tt`, `pre`.
    public var monospace = false
    /// Superscript or subscript (`sup`, `sub`, `vertical-align`).
    public var verticalAlign: VerticalAlign?
    /// Extra space between characters, in px.
    public var letterSpacing: Double?
    /// Extra space between words, in px.
    public var wordSpacing: Double?
    /// Line height as a multiple of the font size.
    public var lineHeight: Double?
    /// The text is a list marker (`"• "`, `"1. "`), not content.
    public var marker = false
    /// Values set by user tag mappers (`<mention user-id="42">` → `["mention": "42"]`).
    public var custom: [String: String]?

    /// Creates default attributes.
    public init() {}

    /// `verticalAlign` values.
    public enum VerticalAlign: String, Hashable, Sendable, Codable {
        /// Raised (`sup`) or lowered (`sub`).
        case `super`, sub
    }

    /// True when every field has its default value.
    public var isDefault: Bool { self == TextAttributes() }
}
