/// The style and role of one element, as a `CustomTagMapper` or a
/// `CSSPropertyMapper` may change it. It starts as what the built-in mapping
/// (and, for property mappers, the cascade) decided.
///
/// ```swift
/// let shout = CustomTagMapper { _, style in
///     style.bold = true
///     style.color = Color(red: 200, green: 0, blue: 0)
/// }
/// ```
public struct ElementStyle: Sendable {
    /// How the element takes part in the text's line structure.
    public enum Display: Sendable, Hashable {
        /// Inside the surrounding line (`span`).
        case inline
        /// Its own block, separated by line breaks (`div`, `p`).
        case block
        /// Not shown, nor its descendants.
        case none
    }

    var mapping: ElementMapping

    init(mapping: ElementMapping) {
        self.mapping = mapping
    }

    /// Whether text is bold (`font-weight` 600 or more).
    public var bold: Bool {
        get { mapping.style.fontWeight >= 600 }
        set { mapping.style.fontWeight = newValue ? 700 : 400 }
    }
    /// The CSS font weight, 1...1000.
    public var fontWeight: Int {
        get { mapping.style.fontWeight }
        set { mapping.style.fontWeight = min(max(newValue, 1), 1000) }
    }
    /// Whether text is italic.
    public var italic: Bool {
        get { mapping.style.italic }
        set { mapping.style.italic = newValue }
    }
    /// Whether the element underlines its text (descendants keep it).
    public var underline: Bool {
        get { mapping.style.textDecoration.contains(.underline) }
        set { set(.underline, newValue) }
    }
    /// Whether the element strikes its text through (descendants keep it).
    public var strikethrough: Bool {
        get { mapping.style.textDecoration.contains(.lineThrough) }
        set { set(.lineThrough, newValue) }
    }
    /// The text colour.
    public var color: Color {
        get { mapping.style.color }
        set { mapping.style.color = newValue }
    }
    /// The background colour behind the element's text; nil for none.
    public var backgroundColor: Color? {
        get { mapping.style.backgroundColor }
        set { mapping.style.backgroundColor = newValue }
    }
    /// The font size in CSS px (16 by default).
    public var fontSize: Double {
        get { mapping.style.fontSize }
        set {
            mapping.style.fontSize = newValue
            mapping.style.fontSizeSpecified = newValue
            mapping.style.fontSizeIsAbsolute = true
            mapping.style.fontSizeKeyword = 0
        }
    }
    /// The `font-family` list as written; nil for the default.
    public var fontFamily: String? {
        get { mapping.style.fontFamily }
        set { mapping.style.fontFamily = newValue }
    }
    /// Whether the font is monospace.
    public var monospace: Bool {
        get { mapping.style.monospace }
        set { mapping.style.monospace = newValue }
    }
    /// Inline, block or hidden. Reads `.block` for any block-level display
    /// (list items, tables...); setting it replaces that display.
    public var display: Display {
        get {
            switch mapping.style.display {
            case .none: .none
            case .inline, .inlineBlock, .inlineTable, .inlineFlex, .inlineGrid, .ruby, .rubyText, .contents: .inline
            default: .block
            }
        }
        set {
            guard newValue != display else { return }
            switch newValue {
            case .inline: mapping.style.display = .inline
            case .block: mapping.style.display = .block
            case .none: mapping.style.display = .none
            }
        }
    }
    /// The kind of the blocks a block-level element makes (`.custom("note")`);
    /// nil leaves it to the enclosing block.
    public var blockKind: Block.Kind? {
        get { mapping.blockKind }
        set { mapping.blockKind = newValue }
    }
    /// Makes the element a container of blocks (`.custom("callout")`), with
    /// the start indent its content gets, in CSS px.
    public var containerKind: Container.Kind? {
        get { mapping.containerKind }
        set { mapping.containerKind = newValue }
    }
    /// The start indent the element adds for its content, in CSS px.
    public var indent: Double {
        get { mapping.indent }
        set { mapping.indent = newValue }
    }
    /// Values for the run attribute `custom` of the element's text, merged
    /// over those of its ancestors.
    public var custom: [String: String] {
        get { mapping.custom ?? [:] }
        set { mapping.custom = newValue.isEmpty ? nil : newValue }
    }

    private mutating func set(_ line: ComputedStyle.TextDecoration, _ on: Bool) {
        if on { mapping.style.textDecoration.insert(line) } else { mapping.style.textDecoration.remove(line) }
    }
}
