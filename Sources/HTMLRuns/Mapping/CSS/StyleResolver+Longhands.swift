// Value grammars of the longhands htmlruns computes, each turning a value's
// tokens into a computation, or nil when the value is invalid.

extension StyleResolver {
    typealias Computation = (inout ComputedStyle, ComputedStyle) -> Void

    /// The single component of a value, if it has exactly one.
    static func single(_ tokens: [CSSToken]) -> CSSToken? {
        var cursor = CSSValueCursor(tokens)
        guard let t = cursor.next(), !t.opensBlock, cursor.isAtEnd else { return nil }
        return t
    }

    /// The one keyword of a value, lowercased.
    static func keyword(_ tokens: [CSSToken]) -> String? {
        single(tokens)?.identLowercased
    }

    static func computation(for property: CSSProperty, _ tokens: [CSSToken]) -> Computation? {
        switch property {
        case .fontSize:
            // css-fonts-4 §2.5 `font-size`.
            guard let size = FontSizeValue.parse(tokens) else { return nil }
            return { style, parent in size.apply(to: &style, parent: parent) }

        case .color:
            // css-color-4 §3.1 `color`; `currentColor` here is the inherited colour.
            guard let value = ColorValue.parse(CSSValueCursor(tokens)) else { return nil }
            return { style, parent in style.color = value.resolved(currentColor: parent.color) }

        case .direction:
            // css-writing-modes-4 §2.1 `direction`.
            switch keyword(tokens) {
            case "ltr": return { style, _ in style.direction = nil }
            case "rtl": return { style, _ in style.direction = .rtl }
            default: return nil
            }

        case .fontWeight:
            // css-fonts-4 §2.2 `font-weight`.
            guard let weight = FontWeightValue.parse(tokens) else { return nil }
            return { style, parent in style.fontWeight = weight.resolved(parent: parent.fontWeight) }

        case .fontStyle:
            // css-fonts-4 §2.4 `font-style`.
            guard let italic = FontStyleValue.parse(tokens) else { return nil }
            return { style, _ in style.italic = italic }

        case .fontFamily:
            // css-fonts-4 §2.1 `font-family`.
            guard let family = FontFamilyValue.parse(tokens) else { return nil }
            return { style, _ in
                style.fontFamily = family.serialized
                style.monospace = family.isMonospace
            }

        case .lineHeight:
            // CSS 2.1 §10.8.1 / css-inline-3 `line-height`.
            guard let lh = LineHeightValue.parse(tokens) else { return nil }
            return { style, _ in lh.apply(to: &style) }

        case .letterSpacing, .wordSpacing:
            // css-text-4 §8.1 `word-spacing`, §8.2 `letter-spacing`: `normal`, a
            // length, or a percentage of the font size.
            let length: CSSLength?
            if keyword(tokens) == "normal" {
                length = nil
            } else {
                guard let l = CSSLength.parse(tokens) else { return nil }
                length = l
            }
            let isLetter = property == .letterSpacing
            return { style, _ in
                var px = length?.pixels(
                    fontSize: style.fontSize, percentBase: style.fontSize, monospace: style.monospace)
                if px == 0 { px = nil }
                if isLetter { style.letterSpacing = px } else { style.wordSpacing = px }
            }

        case .whiteSpaceCollapse:
            // css-text-4 §3.1 `white-space-collapse`.
            guard let word = keyword(tokens), let collapse = WhiteSpaceValue.parseCollapse(word) else { return nil }
            return { style, _ in
                style.whiteSpace = WhiteSpaceValue.combine(
                    collapse: collapse, wraps: WhiteSpaceValue.wraps(style.whiteSpace))
            }

        case .textWrapMode:
            // css-text-4 §5.1 `text-wrap-mode`.
            guard let word = keyword(tokens), let wraps = WhiteSpaceValue.parseWrapMode(word) else { return nil }
            return textWrapMode(wraps)

        case .textAlign:
            // css-text-4 §6.1 `text-align`; `start` is the default (nil), `end`
            // resolves against the element's direction.
            switch keyword(tokens) {
            case "left", "-webkit-left": return { style, _ in style.textAlign = .left }
            case "right", "-webkit-right": return { style, _ in style.textAlign = .right }
            case "center", "-webkit-center": return { style, _ in style.textAlign = .center }
            case "justify": return { style, _ in style.textAlign = .justify }
            case "start": return { style, _ in style.textAlign = nil }
            case "end": return { style, _ in style.textAlign = style.direction == .rtl ? .left : .right }
            case "match-parent": return { style, parent in style.textAlign = parent.textAlign }
            default: return nil
            }

        case .visibility:
            // css-display-3 §4 `visibility`.
            switch keyword(tokens) {
            case "visible": return { style, _ in style.visibility = .visible }
            case "hidden": return { style, _ in style.visibility = .hidden }
            case "collapse": return { style, _ in style.visibility = .collapse }
            default: return nil
            }

        case .unicodeBidi:
            // css-writing-modes-4 §2.2 `unicode-bidi`.
            switch keyword(tokens) {
            case "normal": return { style, _ in style.insertsBidiControls = false }
            case "embed", "isolate", "bidi-override", "isolate-override", "plaintext":
                return { style, _ in style.insertsBidiControls = true }
            default: return nil
            }

        case .writingMode:
            // css-writing-modes-4 §3.1 `writing-mode`, with the SVG 1.1
            // values browsers still accept (§8 "SVG1.1 writing-mode values").
            switch keyword(tokens) {
            case "horizontal-tb", "lr", "lr-tb", "rl", "rl-tb": return { style, _ in style.writingMode = .horizontalTB }
            case "vertical-rl", "tb", "tb-rl": return { style, _ in style.writingMode = .verticalRL }
            case "vertical-lr": return { style, _ in style.writingMode = .verticalLR }
            case "sideways-rl": return { style, _ in style.writingMode = .sidewaysRL }
            case "sideways-lr": return { style, _ in style.writingMode = .sidewaysLR }
            default: return nil
            }

        case .listStyleType:
            // css-lists-3 §3.3 `list-style-type`.
            guard let t = single(tokens), let type = listStyleType(t) else { return nil }
            return { style, _ in style.listStyleType = type }

        case .display:
            // css-display-3 §2 `display`.
            guard let (display, isInlineListItem) = DisplayValue.parse(tokens) else { return nil }
            return { style, _ in
                style.display = display
                style.isInlineListItem = isInlineListItem
            }

        case .backgroundColor:
            // css-backgrounds-3 §3.2 `background-color`; `currentColor` is the
            // element's own computed colour.
            guard let value = ColorValue.parse(CSSValueCursor(tokens)) else { return nil }
            return backgroundColor(value)

        case .textDecorationLine:
            // css-text-decor-3 §2.1 `text-decoration-line`.
            guard let lines = TextDecorationValue.parseLine(tokens) else { return nil }
            return { style, _ in style.textDecoration = lines }

        case .verticalAlign:
            // CSS 2.1 §10.8.1 `vertical-align`: only `super` and `sub` change
            // what htmlruns reports; the other valid values reset it.
            if let word = keyword(tokens) {
                switch word {
                case "super": return { style, _ in style.verticalAlign = .super }
                case "sub": return { style, _ in style.verticalAlign = .sub }
                case "baseline", "top", "middle", "bottom", "text-top", "text-bottom":
                    return { style, _ in style.verticalAlign = nil }
                default: return nil
                }
            }
            guard CSSLength.parse(tokens) != nil else { return nil }
            return { style, _ in style.verticalAlign = nil }

        case .float:
            // css-page-floats-3 §5 / CSS 2.1 §9.5.1 `float`: any float is
            // blockified (CSS 2.1 §9.7), which is all htmlruns reads of it.
            switch keyword(tokens) {
            case "none": return { style, _ in style.floats = false }
            case "left", "right", "inline-start", "inline-end": return { style, _ in style.floats = true }
            default: return nil
            }

        case .position:
            // css-position-3 §2 `position`: `absolute` and `fixed` take the
            // box out of flow, which blockifies it (CSS 2.1 §9.7).
            switch keyword(tokens) {
            case "static", "relative", "sticky", "-webkit-sticky": return { style, _ in style.isOutOfFlow = false }
            case "absolute", "fixed": return { style, _ in style.isOutOfFlow = true }
            default: return nil
            }

        case .contentVisibility:
            // css-contain-2 §4 `content-visibility`: `hidden` skips the
            // element's contents (its own box stays); `auto` renders them
            // when on screen, which for text is always.
            switch keyword(tokens) {
            case "visible", "auto": return { style, _ in style.hidesContents = false }
            case "hidden": return { style, _ in style.hidesContents = true }
            default: return nil
            }
        }
    }

    static func textWrapMode(_ wraps: Bool) -> Computation {
        { style, _ in
            style.whiteSpace = WhiteSpaceValue.combine(
                collapse: WhiteSpaceValue.collapse(of: style.whiteSpace), wraps: wraps)
        }
    }

    static func backgroundColor(_ value: ColorValue?) -> Computation {
        { style, _ in
            let c = value?.resolved(currentColor: style.color)
            // Only transparent black is no background: Chromium reports a
            // colour with zero alpha as it is (`rgba(0, 0, 255, 0)`).
            style.backgroundColor = c == .transparent ? nil : c
        }
    }

    /// css-counter-styles-3 predefined styles, reduced to the markers
    /// htmlruns writes. Other counter style names are valid and fall back to
    /// `decimal`, as an undefined `@counter-style` does.
    static func listStyleType(_ token: CSSToken) -> ComputedStyle.ListStyleType? {
        switch token {
        case .ident(let name):
            switch name.lowercasedForCSS {
            case "disc": return .disc
            case "circle": return .circle
            case "square": return .square
            case "decimal", "decimal-leading-zero": return .decimal
            case "lower-alpha", "lower-latin": return .lowerAlpha
            case "upper-alpha", "upper-latin": return .upperAlpha
            case "lower-roman": return .lowerRoman
            case "upper-roman": return .upperRoman
            case "none": return ComputedStyle.ListStyleType.none
            case "inherit", "initial", "unset", "default", "revert", "revert-layer": return nil
            default: return .decimal
            }
        case .string(let s):
            // A string marker; the closest marker htmlruns has.
            return s.isEmpty ? ComputedStyle.ListStyleType.none : .disc
        default:
            return nil
        }
    }
}

extension ColorValue {
    /// Reads the whole of a cursor's tokens as one colour.
    static func parse(_ cursor: CSSValueCursor) -> ColorValue? {
        var c = cursor
        guard let value = parse(&c), c.isAtEnd else { return nil }
        return value
    }
}
