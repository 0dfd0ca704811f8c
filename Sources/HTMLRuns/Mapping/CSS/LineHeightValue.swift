/// A `line-height` value (css-inline-3 §4.2 / CSS 2.1 §10.8.1): `normal`, a
/// number (a multiple of the font size, inherited as such), or a length or
/// percentage (computed to an absolute length, inherited as such).
enum LineHeightValue: Hashable, Sendable {
    case normal
    case multiple(Double)
    case length(CSSLength)

    /// Reads a whole value, math functions included.
    static func parse(_ tokens: [CSSToken]) -> LineHeightValue? {
        if let (name, arguments) = CSSMath.function(in: tokens) {
            guard let v = CSSMath.evaluate(name: name, arguments, fontSize: 16, percentBase: 16) else { return nil }
            if v.isLength { return .length(CSSLength(value: 0, unit: .math(name: name, arguments: arguments))) }
            return .multiple(max(0, v.number))
        }
        var cursor = CSSValueCursor(tokens)
        guard let t = cursor.next(), cursor.isAtEnd else { return nil }
        return parse(t)
    }

    static func parse(_ token: CSSToken) -> LineHeightValue? {
        if token.identLowercased == "normal" { return .normal }
        if case .number(let v, _) = token {
            return v >= 0 && v.isFinite ? .multiple(v) : nil
        }
        guard let length = CSSLength.parse(token), length.value >= 0 else { return nil }
        return .length(length)
    }

    /// Sets `lineHeight` (a multiple) and `lineHeightPixels` (for lengths)
    /// once the element's font size is known.
    func apply(to style: inout ComputedStyle) {
        switch self {
        case .normal:
            style.lineHeight = nil
            style.lineHeightPixels = nil
        case .multiple(let m):
            style.lineHeight = m
            style.lineHeightPixels = nil
        case .length(let l):
            let px = max(
                0, l.pixels(fontSize: style.fontSize, percentBase: style.fontSize, monospace: style.monospace) ?? 0)
            style.lineHeightPixels = px
            style.lineHeight = style.fontSize > 0 ? px / style.fontSize : nil
        }
    }
}
