/// `@media` conditions (mediaqueries-4 §2 and §3) evaluated for the page
/// htmlruns imitates: a screen, 800×600 CSS px (headless Chromium's window),
/// light colour scheme, fine pointer with hover.
enum MediaQuery {
    /// Whether a media query list matches (any of its queries does). An
    /// empty list matches; a query that cannot be read does not.
    static func matches(_ tokens: [CSSToken]) -> Bool {
        let queries = CSSValueCursor.splitByCommas(tokens)
        if queries.count == 1 && CSSValueCursor(queries[0]).isAtEnd { return true }
        return queries.contains { query($0) }
    }

    /// `[not | only]? <media-type> [and <condition>]?` or `<condition>`.
    private static func query(_ tokens: [CSSToken]) -> Bool {
        var cursor = CSSValueCursor(tokens)
        var negate = false
        if cursor.consume(keyword: "not") { negate = true } else { _ = cursor.consume(keyword: "only") }
        var result = true
        if let type = cursor.peek()?.identLowercased {
            _ = cursor.next()
            switch type {
            case "all", "screen": result = true
            case "print", "speech", "tty", "tv", "projection", "handheld", "braille", "embossed", "aural":
                result = false
            default: return false
            }
            if cursor.isAtEnd { return negate ? !result : result }
            guard cursor.consume(keyword: "and") else { return false }
        } else if negate {
            // `not (condition)`
            guard let condition = condition(&cursor) else { return false }
            return !condition
        }
        guard let condition = condition(&cursor) else { return false }
        result = result && condition
        return negate ? !result : result
    }

    /// `(feature) [and|or (feature)]*`, with `not (feature)` allowed per term.
    /// Unknown features are false.
    private static func condition(_ cursor: inout CSSValueCursor, depth: Int = 0) -> Bool? {
        // Nested parentheses recurse; past a few levels the query is not read.
        guard depth < 8 else { return nil }
        var value: Bool? = nil
        var joiner: String? = nil
        while !cursor.isAtEnd {
            var negate = false
            if cursor.consume(keyword: "not") { negate = true }
            guard cursor.next() == .openParen else { return nil }
            let inner = cursor.blockContents()
            var term = feature(inner, depth: depth)
            if negate { term = !term }
            switch joiner {
            case nil: value = term
            case "and": value = value! && term
            default: value = value! || term
            }
            if cursor.isAtEnd { break }
            guard let word = cursor.next()?.identLowercased, word == "and" || word == "or" else { return nil }
            joiner = word
        }
        return value
    }

    static let width: Double = CSSLength.viewportWidth
    static let height: Double = CSSLength.viewportHeight

    /// One `(name: value)`, `(name)` or range `(width >= 600px)` test.
    private static func feature(_ tokens: [CSSToken], depth: Int) -> Bool {
        var cursor = CSSValueCursor(tokens)
        if cursor.peek() == .openParen {
            // A nested condition: `((a) or (b))`.
            return condition(&cursor, depth: depth + 1) ?? false
        }
        guard let name = cursor.next()?.identLowercased else { return false }
        if cursor.isAtEnd {
            switch name {
            case "color", "hover", "pointer", "any-hover", "any-pointer", "width", "height", "grid":
                return name != "grid"
            default: return false
            }
        }
        if cursor.consume(.colon) {
            guard let valueToken = cursor.next(), cursor.isAtEnd else { return false }
            return compare(name, valueToken)
        }
        // Range syntax with one comparison: `(width >= 600px)`.
        var op = ""
        while case .delim(let c)? = cursor.peek(), "<>=".unicodeScalars.contains(c) {
            op.unicodeScalars.append(c)
            _ = cursor.next()
        }
        guard let valueToken = cursor.next(), cursor.isAtEnd, let limit = pixels(valueToken) else { return false }
        let actual: Double
        switch name {
        case "width": actual = width
        case "height": actual = height
        default: return false
        }
        switch op {
        case ">=": return actual >= limit
        case ">": return actual > limit
        case "<=": return actual <= limit
        case "<": return actual < limit
        case "=": return actual == limit
        default: return false
        }
    }

    private static func pixels(_ token: CSSToken) -> Double? {
        guard let length = CSSLength.parse(token, allowPercentage: false) else { return nil }
        return length.pixels(fontSize: CSSLength.rootFontSize)
    }

    private static func compare(_ name: String, _ value: CSSToken) -> Bool {
        switch name {
        case "min-width": return pixels(value).map { width >= $0 } ?? false
        case "max-width": return pixels(value).map { width <= $0 } ?? false
        case "width": return pixels(value).map { width == $0 } ?? false
        case "min-height": return pixels(value).map { height >= $0 } ?? false
        case "max-height": return pixels(value).map { height <= $0 } ?? false
        case "height": return pixels(value).map { height == $0 } ?? false
        case "min-device-width": return pixels(value).map { width >= $0 } ?? false
        case "max-device-width": return pixels(value).map { width <= $0 } ?? false
        case "orientation": return value.identLowercased == "landscape"
        case "prefers-color-scheme": return value.identLowercased == "light"
        case "prefers-reduced-motion", "prefers-contrast", "forced-colors", "inverted-colors":
            return value.identLowercased == "no-preference" || value.identLowercased == "none"
        case "hover", "any-hover": return value.identLowercased == "hover"
        case "pointer", "any-pointer": return value.identLowercased == "fine"
        case "scripting": return value.identLowercased == "enabled"
        case "display-mode": return value.identLowercased == "browser"
        case "min-resolution", "-webkit-min-device-pixel-ratio", "min-device-pixel-ratio":
            if case .number(let v, _) = value { return v <= 1 }
            if case .dimension(let v, let unit, _) = value {
                return (unit.lowercasedForCSS == "dppx" || unit.lowercasedForCSS == "x")
                    ? v <= 1 : unit.lowercasedForCSS == "dpi" && v <= 96
            }
            return false
        case "max-resolution", "-webkit-max-device-pixel-ratio", "max-device-pixel-ratio":
            if case .number(let v, _) = value { return v >= 1 }
            if case .dimension(let v, let unit, _) = value {
                return (unit.lowercasedForCSS == "dppx" || unit.lowercasedForCSS == "x")
                    ? v >= 1 : unit.lowercasedForCSS == "dpi" && v >= 96
            }
            return false
        default: return false
        }
    }
}
