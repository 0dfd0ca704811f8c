/// The style of an element after the cascade: what the mapping stage reads
/// to build runs and blocks. Text properties inherit from the parent;
/// `display`, `backgroundColor`, `textDecorationLine` and `verticalAlign` do
/// not (the mapping stage carries their visible effect onto descendants, as
/// browsers paint them).
struct ComputedStyle: Hashable, Sendable {
    /// Every value but the reference-counted ones, as plain bytes: what a
    /// mapping frame keeps for each open element (see `MappingFrame`).
    var plain = PlainStyle()
    /// `fontFamily` and `customProperties`, out of line and usually nil.
    private(set) var references: References? = nil

    /// The initial style.
    init() {}

    /// A style from its two parts.
    init(plain: PlainStyle, references: References?) {
        self.plain = plain
        self.references = references
    }

    /// The `font-family` list as written, or nil for the default.
    var fontFamily: String? {
        get { references?.fontFamily }
        set {
            guard newValue != fontFamily else { return }
            references = References.make(fontFamily: newValue, customProperties: customProperties)
        }
    }
    /// Custom properties (`--name: value`, css-variables-1), values as
    /// written; read by `var()`.
    var customProperties: [String: String] {
        get { references?.customProperties ?? [:] }
        set { references = References.make(fontFamily: fontFamily, customProperties: newValue) }
    }

    // The plain values (documented on `PlainStyle`).
    var fontWeight: Int {
        get { plain.fontWeight }
        set { plain.fontWeight = newValue }
    }
    var italic: Bool {
        get { plain.italic }
        set { plain.italic = newValue }
    }
    var color: Color {
        get { plain.color }
        set { plain.color = newValue }
    }
    var fontSize: Double {
        get { plain.fontSize }
        set { plain.fontSize = newValue }
    }
    var fontSizeKeyword: Int8 {
        get { plain.fontSizeKeyword }
        set { plain.fontSizeKeyword = newValue }
    }
    var fontSizeIsAbsolute: Bool {
        get { plain.fontSizeIsAbsolute }
        set { plain.fontSizeIsAbsolute = newValue }
    }
    var fontSizeSpecified: Double {
        get { plain.fontSizeSpecified }
        set { plain.fontSizeSpecified = newValue }
    }
    var monospace: Bool {
        get { plain.monospace }
        set { plain.monospace = newValue }
    }
    var letterSpacing: Double? {
        get { plain.letterSpacing }
        set { plain.letterSpacing = newValue }
    }
    var wordSpacing: Double? {
        get { plain.wordSpacing }
        set { plain.wordSpacing = newValue }
    }
    var lineHeight: Double? {
        get { plain.lineHeight }
        set { plain.lineHeight = newValue }
    }
    var lineHeightPixels: Double? {
        get { plain.lineHeightPixels }
        set { plain.lineHeightPixels = newValue }
    }
    var whiteSpace: WhiteSpace {
        get { plain.whiteSpace }
        set { plain.whiteSpace = newValue }
    }
    var textAlign: Block.Alignment? {
        get { plain.textAlign }
        set { plain.textAlign = newValue }
    }
    var direction: Block.Direction? {
        get { plain.direction }
        set { plain.direction = newValue }
    }
    var visibility: Visibility {
        get { plain.visibility }
        set { plain.visibility = newValue }
    }
    var writingMode: WritingMode {
        get { plain.writingMode }
        set { plain.writingMode = newValue }
    }
    var insertsBidiControls: Bool {
        get { plain.insertsBidiControls }
        set { plain.insertsBidiControls = newValue }
    }
    var listStyleType: ListStyleType? {
        get { plain.listStyleType }
        set { plain.listStyleType = newValue }
    }
    var display: Display {
        get { plain.display }
        set { plain.display = newValue }
    }
    var isInlineListItem: Bool {
        get { plain.isInlineListItem }
        set { plain.isInlineListItem = newValue }
    }
    var backgroundColor: Color? {
        get { plain.backgroundColor }
        set { plain.backgroundColor = newValue }
    }
    var textDecoration: TextDecoration {
        get { plain.textDecoration }
        set { plain.textDecoration = newValue }
    }
    var verticalAlign: TextAttributes.VerticalAlign? {
        get { plain.verticalAlign }
        set { plain.verticalAlign = newValue }
    }
    var floats: Bool {
        get { plain.floats }
        set { plain.floats = newValue }
    }
    var isOutOfFlow: Bool {
        get { plain.isOutOfFlow }
        set { plain.isOutOfFlow = newValue }
    }
    var hidesContents: Bool {
        get { plain.hidesContents }
        set { plain.hidesContents = newValue }
    }

    /// The style of the fragment's root (`<body>` of a default page).
    static let initial = ComputedStyle()

    /// The style a child starts from: inherited properties copied,
    /// the others reset to their initial values.
    func inherited() -> ComputedStyle {
        ComputedStyle(plain: plain.inherited(), references: references)
    }

    /// The out-of-line values of a style; immutable, replaced on every change.
    final class References: Hashable, Sendable {
        let fontFamily: String?
        let customProperties: [String: String]

        private init(fontFamily: String?, customProperties: [String: String]) {
            self.fontFamily = fontFamily
            self.customProperties = customProperties
        }

        /// `font-family: monospace` alone, which `code`, `kbd`, `pre`...
        /// set: shared, not made per element.
        private static let monospace = References(fontFamily: "monospace", customProperties: [:])

        /// The box for these values, nil when both are the defaults.
        static func make(fontFamily: String?, customProperties: [String: String]) -> References? {
            if customProperties.isEmpty {
                guard let fontFamily else { return nil }
                if fontFamily == "monospace" { return monospace }
            }
            return References(fontFamily: fontFamily, customProperties: customProperties)
        }

        static func == (a: References, b: References) -> Bool {
            a === b || (a.fontFamily == b.fontFamily && a.customProperties == b.customProperties)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fontFamily)
            hasher.combine(customProperties)
        }
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

    /// CSS `writing-mode` (css-writing-modes-4 §3.1). htmlruns lays out no
    /// lines, but a box whose writing mode is not its parent's is an
    /// independent formatting context: an inline one is an inline-block.
    enum WritingMode: UInt8, Sendable, Hashable {
        case horizontalTB, verticalRL, verticalLR, sidewaysRL, sidewaysLR
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

/// The values of a `ComputedStyle` that are plain bytes (all but
/// `fontFamily` and `customProperties`), so that copying one, as the
/// mapping stage does for every element, needs no retain or release.
struct PlainStyle: Hashable, Sendable {
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
    var whiteSpace: ComputedStyle.WhiteSpace = .normal
    var textAlign: Block.Alignment? = nil
    var direction: Block.Direction? = nil
    var visibility: ComputedStyle.Visibility = .visible
    var writingMode: ComputedStyle.WritingMode = .horizontalTB
    var listStyleType: ComputedStyle.ListStyleType? = nil

    // Not inherited.
    var display: ComputedStyle.Display = .inline
    var backgroundColor: Color? = nil
    var textDecoration: ComputedStyle.TextDecoration = []
    var verticalAlign: TextAttributes.VerticalAlign? = nil
    /// `float` is not `none`.
    var floats = false
    /// `position` is `absolute` or `fixed`.
    var isOutOfFlow = false
    /// `content-visibility: hidden`: the box is drawn, its contents are not.
    var hidesContents = false
    /// `unicode-bidi` is not `normal` (`dir` and `<bdi>`/`<bdo>` make it
    /// `isolate` or `isolate-override`): Chromium puts bidi controls at
    /// the inline box's edges in its text, which innerText leaves out but
    /// which part a zero-width space from a segment break beyond them.
    var insertsBidiControls = false
    /// `display: inline list-item`: an inline box (its `display` is
    /// `inline`) with a marker before its content, so a collapsible space
    /// starting that content goes, as after a space (Chromium).
    var isInlineListItem = false

    /// The values a child starts from: inherited ones copied, the others
    /// reset to their initial values.
    func inherited() -> PlainStyle {
        var child = self
        child.display = .inline
        child.backgroundColor = nil
        child.textDecoration = []
        child.verticalAlign = nil
        child.floats = false
        child.isOutOfFlow = false
        child.hidesContents = false
        child.isInlineListItem = false
        child.insertsBidiControls = false
        return child
    }
}
