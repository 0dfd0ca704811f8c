/// A `font-style` value (css-fonts-4 §2.4): `normal`, `italic`, or
/// `oblique [<angle>]`. htmlruns has no oblique, so it counts as italic (as
/// Chromium's computed `font-style` is then not `normal`).
enum FontStyleValue {
    /// True for italic or oblique, false for normal; nil when invalid.
    static func parse(_ tokens: [CSSToken]) -> Bool? {
        var cursor = CSSValueCursor(tokens)
        guard let word = cursor.next()?.identLowercased else { return nil }
        switch word {
        case "normal", "italic":
            return cursor.isAtEnd ? word == "italic" : nil
        case "oblique":
            if let angle = cursor.next() {
                guard obliqueAngle(angle) != nil, cursor.isAtEnd else { return nil }
            }
            return true
        default:
            return nil
        }
    }

    /// Whether the token is an `<angle>` dimension.
    static func isAngle(_ token: CSSToken) -> Bool {
        guard case .dimension(_, let unit, _) = token else { return false }
        return ["deg", "grad", "rad", "turn"].contains(unit.lowercasedForCSS)
    }

    /// An oblique angle in degrees, -90...90.
    static func obliqueAngle(_ token: CSSToken) -> Double? {
        guard case .dimension(let v, let unit, _) = token else { return nil }
        let degrees: Double
        switch unit.lowercasedForCSS {
        case "deg": degrees = v
        case "grad": degrees = v * 0.9
        case "rad": degrees = v * 180 / Double.pi
        case "turn": degrees = v * 360
        default: return nil
        }
        return degrees >= -90 && degrees <= 90 ? degrees : nil
    }
}
