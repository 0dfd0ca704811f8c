/// The style of an element after the cascade: what the mapping stage reads
/// to build runs and blocks. Text properties inherit from the parent;
/// `display`, `backgroundColor`, `textDecorationLine` and `verticalAlign` do
/// not (the mapping stage carries their visible effect onto descendants, as
/// browsers paint them).
struct ComputedStyle: Hashable, Sendable {
    // Inherited properties.
    /// CSS font-weight, 1...1000 (400 normal, 700 bold).
    var fontWeight: Int = 400
    var italic = false
    var color: Color = .black
    /// Font size in CSS px.
    var fontSize: Double = 16
    /// How `font-size` was specified, for Chromium's generic-family rule
    /// (a sole `monospace` family makes `medium` 13px): the absolute-size
    /// keyword behind it (1 `xx-small` ... 8 `xxx-large`, 0 none), whether
    /// it was an absolute length, and the size before that rule applied.
    /// Kept by the CSS stage (`StyleResolver`); see `FontSizeValue`.
    var fontSizeKeyword: Int8 = 4
    var fontSizeIsAbsolute = false
    var fontSizeSpecified: Double = 16
    /// The `font-family` list as written, or nil for the default.
    var fontFamily: String? = nil
    /// True when the family list's generic family is monospace.
    var monospace = false
    var letterSpacing: Double? = nil
    var wordSpacing: Double? = nil
    /// Multiple of the font size; nil is `normal`.
    var lineHeight: Double? = nil
    /// When `line-height` was a length: its computed px, which is what
    /// inherits (`lineHeight` is then this divided by `fontSize`; the CSS
    /// stage keeps the two in step when the font size changes).
    var lineHeightPixels: Double? = nil
    var whiteSpace: WhiteSpace = .normal
    var textAlign: Block.Alignment? = nil
    var direction: Block.Direction? = nil
    var visibility: Visibility = .visible
    var listStyleType: ListStyleType? = nil
    /// Custom properties (`--name: value`, css-variables-1), values as
    /// written; read by `var()`.
    var customProperties: [String: String] = [:]

    // Not inherited.
    var display: Display = .inline
    var backgroundColor: Color? = nil
    var textDecoration: TextDecoration = []
    var verticalAlign: TextAttributes.VerticalAlign? = nil
    /// `float` is not `none`.
    var floats = false
    /// `position` is `absolute` or `fixed`.
    var isOutOfFlow = false

    /// The style of the fragment's root (`<body>` of a default page).
    static let initial = ComputedStyle()

    /// The style a child starts from: inherited properties copied,
    /// the others reset to their initial values.
    func inherited() -> ComputedStyle {
        var child = self
        child.display = .inline
        child.backgroundColor = nil
        child.textDecoration = []
        child.verticalAlign = nil
        child.floats = false
        child.isOutOfFlow = false
        return child
    }

    /// CSS `white-space`.
    enum WhiteSpace: Sendable, Hashable {
        case normal, nowrap, pre, preWrap, preLine, breakSpaces

        /// Whether runs of spaces and tabs are kept.
        var preservesSpaces: Bool { self == .pre || self == .preWrap || self == .breakSpaces }
        /// Whether newlines are kept as line breaks.
        var preservesNewlines: Bool { self != .normal && self != .nowrap }
    }

    enum Visibility: Sendable, Hashable {
        case visible, hidden, collapse
    }

    /// CSS `display`, reduced to what changes the text's structure.
    enum Display: Sendable, Hashable {
        case inline, block, inlineBlock, listItem, none, contents
        case table, inlineTable, tableRow, tableCell, tableCaption
        case tableRowGroup, tableHeaderGroup, tableFooterGroup, tableColumn, tableColumnGroup
        case flex, inlineFlex, grid, inlineGrid
        /// `ruby`, `ruby-text` and friends: laid out inline by htmlruns.
        case ruby, rubyText
    }

    /// CSS `text-decoration-line` values.
    struct TextDecoration: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let underline = TextDecoration(rawValue: 1)
        static let lineThrough = TextDecoration(rawValue: 2)
        static let overline = TextDecoration(rawValue: 4)
    }

    /// CSS `list-style-type`, for the markers the mapping stage writes.
    enum ListStyleType: Sendable, Hashable {
        case disc, circle, square, decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman, none
    }
}
