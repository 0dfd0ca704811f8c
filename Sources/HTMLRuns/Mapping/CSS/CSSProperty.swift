/// The longhand properties htmlruns computes, in the order `StyleResolver`
/// applies them: `font-family` (the font size depends on it, see
/// `FontSizeValue`), then `font-size` (em lengths need it), then `color`
/// (`currentColor` needs it), then `direction` (`text-align: end` needs it).
///
/// Shorthands (`font`, `background`, `text-decoration`, `white-space`,
/// `list-style`) expand to these before the cascade, as css-cascade-5 §1.2
/// ("Shorthand Properties") says.
enum CSSProperty: Int, CaseIterable, Hashable, Sendable {
    case fontFamily, fontSize, color, direction
    case fontWeight, fontStyle, lineHeight
    case letterSpacing, wordSpacing
    case whiteSpaceCollapse, textWrapMode
    case textAlign, visibility, listStyleType, writingMode
    case display, backgroundColor, textDecorationLine, verticalAlign
    case float, position, contentVisibility, unicodeBidi

    /// Whether the property inherits (css-cascade-5 §3.3 "Inherited Properties").
    var isInherited: Bool {
        switch self {
        case .display, .backgroundColor, .textDecorationLine, .verticalAlign, .float, .position, .contentVisibility,
            .unicodeBidi:
            false
        default: true
        }
    }

    /// The longhand a property name names, if it is one htmlruns computes.
    static func longhand(named name: String) -> CSSProperty? {
        switch name {
        case "font-size": .fontSize
        case "color": .color
        case "direction": .direction
        case "font-weight": .fontWeight
        case "font-style": .fontStyle
        case "font-family": .fontFamily
        case "line-height": .lineHeight
        case "letter-spacing": .letterSpacing
        case "word-spacing": .wordSpacing
        case "white-space-collapse": .whiteSpaceCollapse
        case "text-wrap-mode": .textWrapMode
        case "text-align": .textAlign
        case "visibility": .visibility
        // Chromium still accepts the prefixed name as an alias.
        case "writing-mode", "-webkit-writing-mode": .writingMode
        case "list-style-type": .listStyleType
        case "display": .display
        case "background-color": .backgroundColor
        case "text-decoration-line": .textDecorationLine
        case "vertical-align": .verticalAlign
        case "float": .float
        case "position": .position
        case "content-visibility": .contentVisibility
        case "unicode-bidi": .unicodeBidi
        default: nil
        }
    }

    /// The longhands a shorthand sets (the ones htmlruns computes).
    static func longhands(ofShorthand name: String) -> [CSSProperty]? {
        switch name {
        case "font": [.fontStyle, .fontWeight, .fontSize, .lineHeight, .fontFamily]
        case "background": [.backgroundColor]
        case "text-decoration": [.textDecorationLine]
        case "white-space": [.whiteSpaceCollapse, .textWrapMode]
        case "text-wrap": [.textWrapMode]
        case "list-style": [.listStyleType]
        // css-cascade-5 §3.2: every property but `direction` and `unicode-bidi`;
        // only the CSS-wide keywords are valid for it.
        case "all": allCases.filter { $0 != .direction }
        default: nil
        }
    }

    /// Copies this property's computed value from `source` into `style`
    /// (for `inherit`, `initial`, `unset` and `revert`).
    func copy(from source: ComputedStyle, to style: inout ComputedStyle) {
        switch self {
        case .fontSize:
            style.fontSize = source.fontSize
            style.fontSizeKeyword = source.fontSizeKeyword
            style.fontSizeIsAbsolute = source.fontSizeIsAbsolute
            style.fontSizeSpecified = source.fontSizeSpecified
        case .color: style.color = source.color
        case .direction: style.direction = source.direction
        case .fontWeight: style.fontWeight = source.fontWeight
        case .fontStyle: style.italic = source.italic
        case .fontFamily:
            style.fontFamily = source.fontFamily
            style.monospace = source.monospace
        case .lineHeight:
            style.lineHeight = source.lineHeight
            style.lineHeightPixels = source.lineHeightPixels
        case .letterSpacing: style.letterSpacing = source.letterSpacing
        case .wordSpacing: style.wordSpacing = source.wordSpacing
        case .whiteSpaceCollapse:
            style.whiteSpace = WhiteSpaceValue.combine(
                collapse: WhiteSpaceValue.collapse(of: source.whiteSpace),
                wraps: WhiteSpaceValue.wraps(style.whiteSpace))
        case .textWrapMode:
            style.whiteSpace = WhiteSpaceValue.combine(
                collapse: WhiteSpaceValue.collapse(of: style.whiteSpace),
                wraps: WhiteSpaceValue.wraps(source.whiteSpace))
        case .textAlign: style.textAlign = source.textAlign
        case .visibility: style.visibility = source.visibility
        case .writingMode: style.writingMode = source.writingMode
        case .listStyleType: style.listStyleType = source.listStyleType
        case .display: style.display = source.display
        case .backgroundColor: style.backgroundColor = source.backgroundColor
        case .textDecorationLine: style.textDecoration = source.textDecoration
        case .verticalAlign: style.verticalAlign = source.verticalAlign
        case .float: style.floats = source.floats
        case .position: style.isOutOfFlow = source.isOutOfFlow
        case .contentVisibility: style.hidesContents = source.hidesContents
        case .unicodeBidi: style.insertsBidiControls = source.insertsBidiControls
        }
    }
}
