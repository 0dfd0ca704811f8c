/// A `<length>` or `<percentage>` as written (css-values-4 §5 and §6),
/// resolved to CSS px once the font size it depends on is known.
///
/// ```swift
/// CSSLength.parse(.dimension(12, unit: "pt", isInteger: true))?.pixels(fontSize: 16)  // 16
/// CSSLength.parse(.dimension(2, unit: "em", isInteger: true))?.pixels(fontSize: 10)   // 20
/// ```
struct CSSLength: Hashable, Sendable {
    var value: Double
    var unit: Unit

    enum Unit: Hashable, Sendable {
        /// Absolute lengths, already converted to px (css-values-4 §6.2).
        case px
        /// Relative to a font size (`em`, and `cap`/`ic`/`lh` as multiples of it).
        case fontRelative
        /// `ex` and `ch`, whose size depends on the font's metrics.
        case ex, ch
        /// Relative to the root font size (`rem` and friends).
        case rootFontRelative
        /// `vw`, `vh`... already converted to px for the assumed viewport.
        case viewport
        case percent
        /// A math function (`calc()`, `clamp()`...), evaluated once the font
        /// size is known (css-values-4 §10).
        case math(name: String, arguments: [CSSToken])
    }

    /// The root element's font size: `medium`.
    static let rootFontSize: Double = 16
    /// The viewport viewport-relative units are resolved against: headless
    /// Chromium's default window.
    static let viewportWidth: Double = 800
    static let viewportHeight: Double = 600

    /// Reads a length token. Unitless numbers are lengths only when zero
    /// (css-values-4 §6.1); percentages only when `allowPercentage`.
    static func parse(_ token: CSSToken, allowPercentage: Bool = true) -> CSSLength? {
        switch token {
        case .number(let v, _):
            return v == 0 ? CSSLength(value: 0, unit: .px) : nil
        case .percentage(let p):
            return allowPercentage && p.isFinite ? CSSLength(value: p, unit: .percent) : nil
        case .dimension(let v, let unit, _):
            guard v.isFinite, let (factor, kind) = units[unit.lowercasedForCSS] else { return nil }
            return CSSLength(value: v * factor, unit: kind)
        default:
            return nil
        }
    }

    /// Reads a whole value that is one length token or one math function
    /// resolving to a length.
    static func parse(_ tokens: [CSSToken], allowPercentage: Bool = true) -> CSSLength? {
        if let (name, arguments) = CSSMath.function(in: tokens) {
            // Type-check now with any context: the result must be a length.
            guard
                let v = CSSMath.evaluate(name: name, arguments, fontSize: 16, percentBase: allowPercentage ? 100 : nil),
                v.isLength
            else { return nil }
            return CSSLength(value: 0, unit: .math(name: name, arguments: arguments))
        }
        var cursor = CSSValueCursor(tokens)
        guard let t = cursor.next(), cursor.isAtEnd else { return nil }
        return parse(t, allowPercentage: allowPercentage)
    }

    /// Whether the length is negative, for properties that refuse negative
    /// values (a math function is clamped at use instead, css-values-4 §10.12).
    var isNegative: Bool {
        if case .math = unit { return false }
        return value < 0
    }

    /// Unit name to (multiplier, kind). Font-relative units other than `em`
    /// are fixed fractions of the font size: `ex` and `ch` use the metrics of
    /// the fonts Chromium picks for the default serif (x-height 0.459em, `0`
    /// 0.5em) and monospace (0.5285em, 0.6em) families.
    private static let units: [String: (Double, Unit)] = [
        "px": (1, .px), "in": (96, .px), "cm": (96 / 2.54, .px), "mm": (96 / 25.4, .px),
        "q": (96 / 101.6, .px), "pt": (96.0 / 72, .px), "pc": (16, .px),
        "em": (1, .fontRelative), "ex": (1, .ex), "ch": (1, .ch),
        "cap": (0.7, .fontRelative), "ic": (1, .fontRelative), "lh": (1.2, .fontRelative),
        "rem": (1, .rootFontRelative), "rex": (0.459, .rootFontRelative), "rch": (0.5, .rootFontRelative),
        "rcap": (0.7, .rootFontRelative), "ric": (1, .rootFontRelative), "rlh": (1.2, .rootFontRelative),
        "vw": (viewportWidth / 100, .viewport), "svw": (viewportWidth / 100, .viewport),
        "lvw": (viewportWidth / 100, .viewport), "dvw": (viewportWidth / 100, .viewport),
        "vi": (viewportWidth / 100, .viewport),
        "vh": (viewportHeight / 100, .viewport), "svh": (viewportHeight / 100, .viewport),
        "lvh": (viewportHeight / 100, .viewport), "dvh": (viewportHeight / 100, .viewport),
        "vb": (viewportHeight / 100, .viewport),
        "vmin": (min(viewportWidth, viewportHeight) / 100, .viewport),
        "vmax": (max(viewportWidth, viewportHeight) / 100, .viewport),
    ]

    /// The length in px. `fontSize` resolves `em`-like units; `percentBase`
    /// resolves percentages (nil: percentages are not allowed here).
    func pixels(fontSize: Double, percentBase: Double? = nil, monospace: Bool = false) -> Double? {
        switch unit {
        case .px, .viewport: return value
        case .fontRelative: return value * fontSize
        case .ex: return value * fontSize * (monospace ? 0.5285 : 0.459)
        case .ch: return value * fontSize * (monospace ? 0.6 : 0.5)
        case .rootFontRelative: return value * Self.rootFontSize
        case .percent:
            guard let percentBase else { return nil }
            return value / 100 * percentBase
        case .math(let name, let arguments):
            guard
                let v = CSSMath.evaluate(
                    name: name, arguments, fontSize: fontSize, percentBase: percentBase,
                    monospace: monospace),
                v.isLength
            else { return nil }
            return v.number
        }
    }
}
