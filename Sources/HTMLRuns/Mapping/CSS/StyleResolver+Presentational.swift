// Presentational hints (HTML Standard §15.2 "The CSS user agent style sheet
// and presentational hints"): attributes such as `<font color size face>`,
// `bgcolor` and `align` that map to CSS. They rank below author styles, so
// the mapping stage applies them before the `style` attribute.

extension StyleResolver {
    /// `<font color>` (and `<body text>`): sets `color` from a legacy colour
    /// value (HTML §2.3.6). An unparsable value changes nothing.
    static func applyPresentationalColor(_ attribute: String, to style: inout ComputedStyle) {
        if let c = ColorValue.parseLegacy(attribute) { style.color = c }
    }

    /// `bgcolor` on `body`, `table`, `tr`, `td`, `th`...: sets `background-color`
    /// from a legacy colour value.
    static func applyPresentationalBackground(_ attribute: String, to style: inout ComputedStyle) {
        if let c = ColorValue.parseLegacy(attribute) { style.backgroundColor = c == .transparent ? nil : c }
    }

    /// `<font size>`: HTML §15.3.4 "rules for parsing a legacy font size",
    /// `1`...`7` or `+n`/`-n` relative to 3, mapped to `x-small`...`xxx-large`.
    /// A value without digits changes nothing.
    static func applyLegacyFontSize(_ attribute: String, to style: inout ComputedStyle) {
        guard let px = legacyFontSize(attribute), let k = FontSizeValue.keywordSizes.firstIndex(of: px) else { return }
        // `<font size>` maps to the absolute-size keywords (HTML §15.3.4).
        let keyword = k + 1
        style.fontSizeKeyword = Int8(keyword)
        style.fontSizeIsAbsolute = false
        style.fontSizeSpecified = px
        style.fontSize = FontSizeValue.size(forKeyword: keyword, monospace: FontSizeValue.isMonospaceGeneric(style))
        style.syncLineHeight()
    }

    /// The px size `<font size=attribute>` gives, or nil.
    static func legacyFontSize(_ attribute: String) -> Double? {
        var scalars = Substring(attribute).unicodeScalars.drop {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{C}" || $0 == "\r"
        }
        guard let first = scalars.first else { return nil }
        var mode = 0  // -1 relative minus, 0 absolute, +1 relative plus
        if first == "+" {
            mode = 1; scalars = scalars.dropFirst()
        } else if first == "-" {
            mode = -1; scalars = scalars.dropFirst()
        }
        var value = 0
        var digits = 0
        for c in scalars {
            guard c.value >= 0x30 && c.value <= 0x39 else { break }
            if value < 1_000 { value = value * 10 + Int(c.value - 0x30) }
            digits += 1
        }
        guard digits > 0 else { return nil }
        if mode == 1 { value = 3 + value } else if mode == -1 { value = 3 - value }
        value = min(7, max(1, value))
        return legacyFontSizes[value - 1]
    }

    /// `<font size=1...7>`: x-small, small, medium, large, x-large, xx-large, xxx-large.
    static let legacyFontSizes: [Double] = [10, 13, 16, 18, 24, 32, 48]

    /// `<font face>`: a `font-family` list; if it does not parse as one, the
    /// whole value is taken as one family name.
    static func applyPresentationalFace(_ attribute: String, to style: inout ComputedStyle) {
        if let family = FontFamilyValue.parse(attribute) {
            style.fontFamily = family.serialized
            style.monospace = family.isMonospace
        } else {
            var trimmed = Substring(attribute)
            while let f = trimmed.first, f == " " || f == "\t" || f == "\n" { trimmed = trimmed.dropFirst() }
            while let l = trimmed.last, l == " " || l == "\t" || l == "\n" { trimmed = trimmed.dropLast() }
            guard !trimmed.isEmpty else { return }
            style.fontFamily = String(trimmed)
            style.monospace = false
        }
    }

    /// `align` on `div`, `p`, headings, `td`...: HTML §15.3.3 "left", "right",
    /// "center"/"middle", "justify", ASCII case-insensitive. Others change nothing.
    static func applyPresentationalAlign(_ attribute: String, to style: inout ComputedStyle) {
        switch attribute.lowercasedForCSS {
        case "left": style.textAlign = .left
        case "right": style.textAlign = .right
        case "center", "middle": style.textAlign = .center
        case "justify": style.textAlign = .justify
        default: break
        }
    }
}
