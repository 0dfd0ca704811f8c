/// A `font-size` value (css-fonts-4 §2.5): a keyword, a length or
/// percentage of the parent's size, or a step relative to it.
///
/// Chromium sizes text whose only family is the generic `monospace` from a
/// 13px `medium` instead of 16px (Blink's `FontBuilder::CheckForGenericFamilyChange`):
/// a keyword size is looked up in the monospace table, a relative size is
/// scaled by 13/16 when the element is monospace and its parent is not (and
/// back), an absolute length is left alone. `ComputedStyle` keeps the
/// keyword, the absoluteness and the size before scaling so that this can be
/// redone whenever the family or the size changes.
enum FontSizeValue: Hashable, Sendable {
    /// An absolute-size keyword, 1 (`xx-small`) ... 8 (`xxx-large`).
    case keyword(Int)
    case length(CSSLength)
    case larger
    case smaller

    /// css-fonts-4 `<absolute-size>` keywords, by index 1...8.
    static let keywords: [String: Int] = [
        "xx-small": 1, "x-small": 2, "small": 3, "medium": 4,
        "large": 5, "x-large": 6, "xx-large": 7, "xxx-large": 8,
        "-webkit-xxx-large": 8,
    ]

    /// Chromium's sizes for the keywords at a 16px `medium`, and at the 13px
    /// `medium` of a monospace family (measured in Chromium).
    static let keywordSizes: [Double] = [9, 10, 13, 16, 18, 24, 32, 48]
    static let monospaceKeywordSizes: [Double] = [9, 10, 12, 13, 16, 20, 26, 39]

    static func size(forKeyword keyword: Int, monospace: Bool) -> Double {
        (monospace ? monospaceKeywordSizes : keywordSizes)[min(8, max(1, keyword)) - 1]
    }

    /// The ratio of the default monospace size to the default size.
    static let monospaceScale: Double = 13.0 / 16.0

    /// Reads a whole value: a keyword, a length, a percentage or a math function.
    static func parse(_ tokens: [CSSToken]) -> FontSizeValue? {
        if CSSMath.function(in: tokens) != nil {
            return CSSLength.parse(tokens).map { .length($0) }
        }
        var cursor = CSSValueCursor(tokens)
        guard let t = cursor.next(), cursor.isAtEnd else { return nil }
        return parse(t)
    }

    /// Reads a keyword, a non-negative length or a percentage.
    static func parse(_ token: CSSToken) -> FontSizeValue? {
        if let word = token.identLowercased {
            if let k = keywords[word] { return .keyword(k) }
            if word == "larger" { return .larger }
            if word == "smaller" { return .smaller }
            return nil
        }
        guard let length = CSSLength.parse(token), length.value >= 0 else { return nil }
        return .length(length)
    }

    /// Sets the font size of `style` (whose family is already computed).
    func apply(to style: inout ComputedStyle, parent: ComputedStyle) {
        let parentSize = parent.fontSize
        switch self {
        case .keyword(let k):
            style.fontSizeKeyword = Int8(k)
            style.fontSizeIsAbsolute = false
            style.fontSizeSpecified = Self.size(forKeyword: k, monospace: false)
        case .larger, .smaller:
            style.fontSizeKeyword = 0
            style.fontSizeIsAbsolute = parent.fontSizeIsAbsolute
            style.fontSizeSpecified = self == .larger ? parentSize * 1.2 : parentSize / 1.2
        case .length(let l):
            style.fontSizeKeyword = 0
            switch l.unit {
            case .fontRelative, .ex, .ch, .percent: style.fontSizeIsAbsolute = parent.fontSizeIsAbsolute
            default: style.fontSizeIsAbsolute = true
            }
            // A math function's negative result is clamped to 0 (css-values-4 §10.12).
            style.fontSizeSpecified = max(
                0,
                l.pixels(
                    fontSize: parentSize, percentBase: parentSize,
                    monospace: parent.monospace) ?? parentSize)
        }
        Self.resolve(&style, parent: parent)
    }

    /// Whether a style's family is exactly the generic `monospace`.
    static func isMonospaceGeneric(_ style: ComputedStyle) -> Bool {
        style.fontFamily == "monospace"
    }

    /// The font size the bookkeeping fields give.
    static func resolvedSize(_ style: ComputedStyle, parent: ComputedStyle) -> Double {
        let mono = isMonospaceGeneric(style)
        if style.fontSizeIsAbsolute { return style.fontSizeSpecified }
        if style.fontSizeKeyword != 0 { return size(forKeyword: Int(style.fontSizeKeyword), monospace: mono) }
        let parentMono = isMonospaceGeneric(parent)
        if mono == parentMono { return style.fontSizeSpecified }
        return mono ? style.fontSizeSpecified * monospaceScale : style.fontSizeSpecified / monospaceScale
    }

    static func resolve(_ style: inout ComputedStyle, parent: ComputedStyle) {
        style.fontSize = resolvedSize(style, parent: parent)
    }

    /// When the mapping stage set `fontSize` itself (a tag's default size),
    /// the bookkeeping is stale: take the size as a relative one.
    static func adoptExternalSize(_ style: inout ComputedStyle, parent: ComputedStyle) {
        guard style.fontSize != resolvedSize(style, parent: parent) else { return }
        let mono = isMonospaceGeneric(style)
        let parentMono = isMonospaceGeneric(parent)
        style.fontSizeKeyword = 0
        style.fontSizeIsAbsolute = false
        style.fontSizeSpecified =
            mono == parentMono
            ? style.fontSize
            : mono ? style.fontSize / monospaceScale : style.fontSize * monospaceScale
    }
}
