/// The text of a list item's marker (CSS Lists 3, CSS Counter Styles 3):
/// `"• "`, `"◦ "`, `"▪ "` for bullets, `"3. "`, `"c. "`, `"iv. "` for numbers.
enum ListMarker {
    /// The marker for item `ordinal` in `style`, or nil for `none`.
    static func text(ordinal: Int, style: ComputedStyle.ListStyleType) -> String? {
        switch style {
        case .none: return nil
        case .disc: return "• "
        case .circle: return "◦ "
        case .square: return "▪ "
        case .decimal: return "\(ordinal). "
        case .lowerAlpha: return (alphabetic(ordinal, upper: false) ?? String(ordinal)) + ". "
        case .upperAlpha: return (alphabetic(ordinal, upper: true) ?? String(ordinal)) + ". "
        case .lowerRoman: return (roman(ordinal)?.lowercased() ?? String(ordinal)) + ". "
        case .upperRoman: return (roman(ordinal) ?? String(ordinal)) + ". "
        }
    }

    /// `lower-alpha`: a...z, aa, ab...; nil below 1 (the style falls back to decimal).
    static func alphabetic(_ n: Int, upper: Bool) -> String? {
        guard n >= 1 else { return nil }
        let base = upper ? UInt8(ascii: "A") : UInt8(ascii: "a")
        var value = n
        var letters: [UInt8] = []
        while value > 0 {
            value -= 1
            letters.append(base + UInt8(value % 26))
            value /= 26
        }
        return String(decoding: letters.reversed(), as: UTF8.self)
    }

    /// `upper-roman` for 1...3999; nil outside (decimal fallback).
    static func roman(_ n: Int) -> String? {
        guard (1...3999).contains(n) else { return nil }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var value = n
        var out = ""
        for (v, s) in table {
            while value >= v {
                out += s
                value -= v
            }
        }
        return out
    }
}
