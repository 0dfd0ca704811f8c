/// The `font` shorthand (css-fonts-4 §2.8):
/// `[ <style> || <variant-css2> || <weight> || <width-css3> ]? <size> [ / <line-height> ]? <family>`,
/// or a system font keyword.
///
/// Every longhand it does not mention is reset to its initial value:
/// `font-weight: bold; font: 12px serif` is not bold.
struct FontShorthand: Hashable, Sendable {
    var italic = false
    var weight: FontWeightValue = .absolute(400)
    var size: FontSizeValue = .keyword(4)
    var lineHeight: LineHeightValue = .normal
    /// nil for a system font, whose family htmlruns leaves to the platform.
    var family: FontFamilyValue? = nil

    /// css-fonts-4 §2.8 `<system-family-name>`s (and Chromium's control fonts).
    static let systemFonts: Set<String> = [
        "caption", "icon", "menu", "message-box", "small-caption", "status-bar",
        "-webkit-mini-control", "-webkit-small-control", "-webkit-control",
    ]

    private static let widths: Set<String> = [
        "ultra-condensed", "extra-condensed", "condensed", "semi-condensed",
        "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
    ]

    /// Reads the whole of `tokens`; nil when invalid (the declaration is then dropped).
    static func parse(_ tokens: [CSSToken]) -> FontShorthand? {
        var cursor = CSSValueCursor(tokens)
        var font = FontShorthand()
        if let word = cursor.peek()?.identLowercased, systemFonts.contains(word) {
            _ = cursor.next()
            guard cursor.isAtEnd else { return nil }
            return font
        }
        var sawStyle = false
        var sawVariant = false
        var sawWeight = false
        var sawWidth = false
        var prefixCount = 0
        var size: FontSizeValue? = nil
        while size == nil, let token = cursor.peek() {
            if let math = cursor.mathFunction() {
                // Only the size can be a length here.
                guard let s = FontSizeValue.parse(math) else { return nil }
                size = s
                break
            }
            if prefixCount == 4 {
                guard let s = FontSizeValue.parse(token) else { return nil }
                _ = cursor.next()
                size = s
                break
            }
            if let word = token.identLowercased {
                if word == "normal" {
                    // Matches any of the four; it sets nothing that is not already initial.
                    _ = cursor.next()
                } else if !sawStyle && word == "italic" {
                    _ = cursor.next()
                    font.italic = true
                    sawStyle = true
                } else if !sawStyle && word == "oblique" {
                    _ = cursor.next()
                    if let angle = cursor.peek(), FontStyleValue.isAngle(angle) {
                        guard FontStyleValue.obliqueAngle(angle) != nil else { return nil }
                        _ = cursor.next()
                    }
                    font.italic = true
                    sawStyle = true
                } else if !sawVariant && word == "small-caps" {
                    _ = cursor.next()
                    sawVariant = true
                } else if !sawWidth && widths.contains(word) {
                    _ = cursor.next()
                    sawWidth = true
                } else if !sawWeight, word != "normal", let w = FontWeightValue.parse(token) {
                    _ = cursor.next()
                    font.weight = w
                    sawWeight = true
                } else if let s = FontSizeValue.parse(token) {
                    _ = cursor.next()
                    size = s
                    break
                } else {
                    return nil
                }
                prefixCount += 1
            } else if case .number = token, !sawWeight, let w = FontWeightValue.parse(token) {
                _ = cursor.next()
                font.weight = w
                sawWeight = true
                prefixCount += 1
            } else if let s = FontSizeValue.parse(token) {
                _ = cursor.next()
                size = s
            } else {
                return nil
            }
        }
        guard let size else { return nil }
        font.size = size
        if cursor.consume(.delim("/")) {
            if let math = cursor.mathFunction() {
                guard let lh = LineHeightValue.parse(math) else { return nil }
                font.lineHeight = lh
            } else {
                guard let t = cursor.next(), let lh = LineHeightValue.parse(t) else { return nil }
                font.lineHeight = lh
            }
        }
        cursor.skipWhitespace()
        let rest = Array(cursor.tokens[cursor.index...])
        guard let family = FontFamilyValue.parse(rest) else { return nil }
        font.family = family
        return font
    }
}
