/// A `font-weight` value (css-fonts-4 §2.2): a number 1...1000, or a
/// weight relative to the parent's.
enum FontWeightValue: Hashable, Sendable {
    case absolute(Int)
    case bolder
    case lighter

    /// Reads a whole value: a keyword, a number, or a math function giving a
    /// number (clamped to 1...1000, css-values-4 §10.12).
    static func parse(_ tokens: [CSSToken]) -> FontWeightValue? {
        if let (name, arguments) = CSSMath.function(in: tokens) {
            guard let v = CSSMath.evaluate(name: name, arguments, fontSize: 16, percentBase: nil), !v.isLength else {
                return nil
            }
            return .absolute(Int(min(1000, max(1, v.number))))
        }
        var cursor = CSSValueCursor(tokens)
        guard let t = cursor.next(), cursor.isAtEnd else { return nil }
        return parse(t)
    }

    /// Reads `normal`, `bold`, `bolder`, `lighter` or a number in 1...1000.
    static func parse(_ token: CSSToken) -> FontWeightValue? {
        switch token {
        case .ident(let name):
            switch name.lowercasedForCSS {
            case "normal": return .absolute(400)
            case "bold": return .absolute(700)
            case "bolder": return .bolder
            case "lighter": return .lighter
            default: return nil
            }
        case .number(let v, _):
            guard v >= 1, v <= 1000 else { return nil }
            // Kept as the whole number below it: every threshold read of a
            // weight (bold from 600, the relative-weight table) is a whole
            // number, so `599.9` is not bold, as in Chromium.
            return .absolute(Int(v))
        default:
            return nil
        }
    }

    /// The computed weight, given the parent's (css-fonts-4 §2.2.1
    /// "Relative Weights" table).
    func resolved(parent: Int) -> Int {
        switch self {
        case .absolute(let w):
            return w
        case .bolder:
            if parent < 350 { return 400 }
            if parent < 550 { return 700 }
            if parent < 900 { return 900 }
            return parent
        case .lighter:
            if parent < 100 { return parent }
            if parent < 550 { return 100 }
            if parent < 750 { return 400 }
            return 700
        }
    }
}
