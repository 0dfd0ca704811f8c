// List markers read back from a styled string: which `type` and `value` an
// `<li>` needs for the converter to draw the same marker text again.

extension HTMLWriter {
    /// The styles a `type` attribute can give an item, in the order tried.
    static let markerStyles: [ComputedStyle.ListStyleType] = [
        .disc, .circle, .square, .decimal, .lowerAlpha, .upperAlpha, .lowerRoman, .upperRoman,
    ]

    /// The `type` attribute value for a marker style.
    static func typeAttribute(_ style: ComputedStyle.ListStyleType) -> String {
        switch style {
        case .disc: "disc"
        case .circle: "circle"
        case .square: "square"
        case .decimal: "1"
        case .lowerAlpha: "a"
        case .upperAlpha: "A"
        case .lowerRoman: "i"
        case .upperRoman: "I"
        case .none: "none"
        }
    }

    /// The CSS that makes a table-cell element a list item drawing
    /// `marker` in `style` (its marker has its font, written over `base`,
    /// the style the element inherits), and the style its content then
    /// inherits: a `<td>` or `<caption>` that is a list item.
    static func listItemCellCSS(
        marker: TextAttributes, style: ComputedStyle.ListStyleType, over base: TextAttributes
    ) -> (css: [String], base: TextAttributes) {
        let text = fontAttributes(of: marker, over: base)
        return (
            ["display: list-item", "list-style-type: \(cssListStyle(style))"] + fontCSS(from: base, to: text), text
        )
    }

    /// The CSS `list-style-type` keyword for a marker style.
    static func cssListStyle(_ style: ComputedStyle.ListStyleType) -> String {
        switch style {
        case .disc: "disc"
        case .circle: "circle"
        case .square: "square"
        case .decimal: "decimal"
        case .lowerAlpha: "lower-alpha"
        case .upperAlpha: "upper-alpha"
        case .lowerRoman: "lower-roman"
        case .upperRoman: "upper-roman"
        case .none: "none"
        }
    }

    /// A style (`preferring` when it fits) and ordinal that draw `marker`:
    /// with `ordinal` when it is known, else the one the text spells
    /// (`expected` for bullets). Nil style when no style draws it.
    static func markerStyle(
        _ marker: String, ordinal: Int?, preferring: ComputedStyle.ListStyleType, expected: Int
    ) -> (ComputedStyle.ListStyleType?, Int?) {
        let candidates = [preferring] + markerStyles.filter { $0 != preferring }
        if let ordinal {
            let style = candidates.first { ListMarker.text(ordinal: ordinal, style: $0) == marker }
            return (style, ordinal)
        }
        if ListMarker.text(ordinal: expected, style: preferring) == marker { return (preferring, nil) }
        guard marker.hasSuffix(". ") else {
            return (candidates.first { ListMarker.text(ordinal: expected, style: $0) == marker }, nil)
        }
        let word = String(marker.dropLast(2))
        if let n = Int(word) { return (.decimal, n) }
        for style in candidates {
            guard let n = Self.ordinal(of: word, style: style) else { continue }
            if ListMarker.text(ordinal: n, style: style) == marker { return (style, n) }
        }
        return (nil, nil)
    }

    /// The ordinal a letter or roman numeral stands for in `style`.
    static func ordinal(of word: String, style: ComputedStyle.ListStyleType) -> Int? {
        let letters = Array(word.utf8)
        guard !letters.isEmpty, letters.count <= 15 else { return nil }
        switch style {
        case .lowerAlpha, .upperAlpha:
            let base = style == .upperAlpha ? UInt8(ascii: "A") : UInt8(ascii: "a")
            var n = 0
            for b in letters {
                guard b >= base, b < base + 26 else { return nil }
                n = n * 26 + Int(b - base) + 1
            }
            return n
        case .lowerRoman, .upperRoman:
            let values: [UInt8: Int] = [
                UInt8(ascii: "i"): 1, UInt8(ascii: "v"): 5, UInt8(ascii: "x"): 10, UInt8(ascii: "l"): 50,
                UInt8(ascii: "c"): 100, UInt8(ascii: "d"): 500, UInt8(ascii: "m"): 1000,
            ]
            var n = 0
            for (i, b) in letters.enumerated() {
                guard let v = values[b | 0x20] else { return nil }
                let next = i + 1 < letters.count ? values[letters[i + 1] | 0x20] ?? 0 : 0
                n += v < next ? -v : v
            }
            return n
        default:
            return nil
        }
    }
}
