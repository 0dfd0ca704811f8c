/// `white-space` and its longhands `white-space-collapse` and
/// `text-wrap-mode` (css-text-4 §3 and §5.1), folded into the six
/// `ComputedStyle.WhiteSpace` values htmlruns distinguishes.
enum WhiteSpaceValue {
    /// `white-space-collapse` values Chromium supports (not `discard` nor
    /// `preserve-spaces`).
    enum Collapse: Hashable, Sendable {
        case collapse, preserve, preserveBreaks, breakSpaces
    }

    static func collapse(of ws: ComputedStyle.WhiteSpace) -> Collapse {
        switch ws {
        case .normal, .nowrap: .collapse
        case .pre, .preWrap: .preserve
        case .preLine: .preserveBreaks
        case .breakSpaces: .breakSpaces
        }
    }

    static func wraps(_ ws: ComputedStyle.WhiteSpace) -> Bool {
        ws != .nowrap && ws != .pre
    }

    static func combine(collapse: Collapse, wraps: Bool) -> ComputedStyle.WhiteSpace {
        switch collapse {
        case .collapse: wraps ? .normal : .nowrap
        case .preserve: wraps ? .preWrap : .pre
        case .preserveBreaks: .preLine
        case .breakSpaces: .breakSpaces
        }
    }

    static func parseCollapse(_ word: String) -> Collapse? {
        switch word {
        case "collapse": .collapse
        case "preserve": .preserve
        case "preserve-breaks": .preserveBreaks
        case "break-spaces": .breakSpaces
        default: nil
        }
    }

    static func parseWrapMode(_ word: String) -> Bool? {
        switch word {
        case "wrap": true
        case "nowrap": false
        default: nil
        }
    }

    /// The `white-space` shorthand: a legacy keyword, or
    /// `<'white-space-collapse'> || <'text-wrap-mode'>` (css-text-4 §3).
    /// Returns the collapse and wrap parts.
    static func parseShorthand(_ tokens: [CSSToken]) -> (Collapse, Bool)? {
        var cursor = CSSValueCursor(tokens)
        var words: [String] = []
        while let t = cursor.next() {
            guard let w = t.identLowercased else { return nil }
            words.append(w)
        }
        if words.count == 1 {
            switch words[0] {
            case "normal": return (.collapse, true)
            case "nowrap": return (.collapse, false)
            case "pre": return (.preserve, false)
            case "pre-wrap": return (.preserve, true)
            case "pre-line": return (.preserveBreaks, true)
            case "break-spaces": return (.breakSpaces, true)
            default: break
            }
        }
        guard words.count == 1 || words.count == 2 else { return nil }
        var collapse: Collapse? = nil
        var wraps: Bool? = nil
        for w in words {
            if collapse == nil, let c = parseCollapse(w) {
                collapse = c
            } else if wraps == nil, let m = parseWrapMode(w) {
                wraps = m
            } else {
                return nil
            }
        }
        return (collapse ?? .collapse, wraps ?? true)
    }

    /// The `text-wrap` shorthand (css-text-4 §5.1): `<'text-wrap-mode'> || <'text-wrap-style'>`.
    static func parseTextWrap(_ tokens: [CSSToken]) -> Bool? {
        var cursor = CSSValueCursor(tokens)
        var wraps: Bool? = nil
        var sawStyle = false
        var count = 0
        while let t = cursor.next() {
            guard let w = t.identLowercased else { return nil }
            count += 1
            if wraps == nil, let m = parseWrapMode(w) {
                wraps = m
            } else if !sawStyle, ["auto", "balance", "stable", "pretty", "avoid-orphans"].contains(w) {
                sawStyle = true
            } else {
                return nil
            }
        }
        return count > 0 ? (wraps ?? true) : nil
    }
}
