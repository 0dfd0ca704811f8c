// Shorthands expand to every longhand they cover, those they do not mention
// set to initial (css-cascade-5 §1.2), so that `font-weight: bold; font: 12px
// serif` is not bold.

extension StyleResolver {
    static func shorthand(_ name: String, _ tokens: [CSSToken]) -> [(CSSProperty, SpecifiedValue)]? {
        switch name {
        case "font":
            return font(tokens)
        case "background":
            // css-backgrounds-3 §3.10: only the final layer may have a colour.
            guard let color = BackgroundValue.parseColor(tokens) else { return nil }
            return [(.backgroundColor, .value(backgroundColor(color.value)))]
        case "text-decoration":
            guard let lines = TextDecorationValue.parseShorthand(tokens) else { return nil }
            return [(.textDecorationLine, .value({ style, _ in style.textDecoration = lines }))]
        case "white-space":
            guard let (collapse, wraps) = WhiteSpaceValue.parseShorthand(tokens) else { return nil }
            return [
                (
                    .whiteSpaceCollapse,
                    .value({ style, _ in
                        style.whiteSpace = WhiteSpaceValue.combine(
                            collapse: collapse, wraps: WhiteSpaceValue.wraps(style.whiteSpace))
                    })
                ),
                (.textWrapMode, .value(textWrapMode(wraps))),
            ]
        case "text-wrap":
            guard let wraps = WhiteSpaceValue.parseTextWrap(tokens) else { return nil }
            return [(.textWrapMode, .value(textWrapMode(wraps)))]
        case "all":
            return nil  // only CSS-wide keywords, handled before shorthands
        case "list-style":
            guard let type = listStyle(tokens) else { return nil }
            return [(.listStyleType, .value({ style, _ in style.listStyleType = type }))]
        default:
            return nil
        }
    }

    /// css-fonts-4 §2.8 `font`.
    private static func font(_ tokens: [CSSToken]) -> [(CSSProperty, SpecifiedValue)]? {
        guard let font = FontShorthand.parse(tokens) else { return nil }
        let family = font.family
        let size = font.size
        let weight = font.weight
        let italic = font.italic
        let lineHeight = font.lineHeight
        return [
            (.fontStyle, .value({ style, _ in style.italic = italic })),
            (.fontWeight, .value({ style, parent in style.fontWeight = weight.resolved(parent: parent.fontWeight) })),
            // A system font is 16px in Chromium on Linux.
            (
                .fontSize,
                .value({ style, parent in
                    (family == nil ? FontSizeValue.length(CSSLength(value: 16, unit: .px)) : size).apply(
                        to: &style, parent: parent)
                })
            ),
            (.lineHeight, .value({ style, _ in lineHeight.apply(to: &style) })),
            (
                .fontFamily,
                .value({ style, _ in
                    style.fontFamily = family?.serialized
                    style.monospace = family?.isMonospace ?? false
                })
            ),
        ]
    }

    /// css-lists-3 §3.5 `list-style`: `<position> || <image> || <type>`. A
    /// lone `none` (or `none` with an image or type given) sets what is left.
    private static func listStyle(_ tokens: [CSSToken]) -> ComputedStyle.ListStyleType? {
        var cursor = CSSValueCursor(tokens)
        var type: ComputedStyle.ListStyleType? = nil
        var sawPosition = false
        var sawImage = false
        var noneCount = 0
        var count = 0
        while let t = cursor.peek() {
            count += 1
            if let word = t.identLowercased {
                _ = cursor.next()
                if word == "none" {
                    noneCount += 1
                } else if !sawPosition && (word == "inside" || word == "outside") {
                    sawPosition = true
                } else {
                    guard type == nil, let parsed = listStyleType(t) else { return nil }
                    type = parsed
                }
                continue
            }
            if case .url = t {
                guard !sawImage else { return nil }
                sawImage = true
                _ = cursor.next()
                continue
            }
            if case .function(let f) = t, BackgroundValue.imageFunctions.contains(f.lowercasedForCSS) {
                guard !sawImage else { return nil }
                sawImage = true
                cursor.skipComponent()
                continue
            }
            if case .string = t {
                guard type == nil, let parsed = listStyleType(t) else { return nil }
                type = parsed
                _ = cursor.next()
                continue
            }
            return nil
        }
        guard count > 0 else { return nil }
        // Each `none` fills the type or the image, whichever is left.
        let slots = (type == nil ? 1 : 0) + (sawImage ? 0 : 1)
        guard noneCount <= slots else { return nil }
        if type == nil {
            return noneCount > 0 ? ComputedStyle.ListStyleType.none : .disc
        }
        return type
    }
}
