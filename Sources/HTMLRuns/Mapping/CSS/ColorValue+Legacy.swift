// Presentational colour attributes (`<font color>`, `bgcolor`, `text`) are
// not CSS: they go through the HTML Standard's forgiving legacy parser, which
// turns any string at all into a colour.

extension ColorValue {
    /// HTML Standard §2.3.6 "rules for parsing a legacy colour value".
    ///
    /// ```swift
    /// ColorValue.parseLegacy("red")          // #ff0000
    /// ColorValue.parseLegacy("f00")          // #0f0000 (no `#`: not the short form)
    /// ColorValue.parseLegacy("chucknorris")  // #c00000
    /// ColorValue.parseLegacy("transparent")  // nil
    /// ```
    static func parseLegacy(_ text: String) -> Color? {
        // 1-2. Empty is failure; then strip ASCII whitespace.
        if text.isEmpty { return nil }
        let all = Array(text.unicodeScalars)
        func isSpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\n" || c == "\u{C}" || c == "\r"
        }
        var start = 0
        var end = all.count
        while start < end, isSpace(all[start]) { start += 1 }
        while end > start, isSpace(all[end - 1]) { end -= 1 }
        let scalars = all[start..<end]
        let lower = String(String.UnicodeScalarView(scalars)).lowercasedForCSS
        // 3. `transparent` is failure.
        if lower == "transparent" { return nil }
        // 4. A named colour.
        if let rgb = namedColors[lower] { return color(rgb: rgb) }
        // 5. `#rgb`.
        if scalars.count == 4, scalars.first == "#",
            scalars.dropFirst().allSatisfy({ isHex($0) })
        {
            return hexColor(String(String.UnicodeScalarView(scalars.dropFirst())))
        }
        // 6. Code points beyond the BMP become "00".
        var chars: [Unicode.Scalar] = []
        chars.reserveCapacity(min(scalars.count, 130))
        for c in scalars {
            if c.value > 0xFFFF { chars.append("0"); chars.append("0") } else { chars.append(c) }
            if chars.count >= 128 { break }
        }
        // 7. At most 128 code points.
        if chars.count > 128 { chars.removeLast(chars.count - 128) }
        // 8. Drop a leading `#`.
        if chars.first == "#" { chars.removeFirst() }  // at most 128 moved
        // 9. Anything not a hex digit becomes `0`.
        for i in chars.indices where !isHex(chars[i]) { chars[i] = "0" }
        // 10. Pad to a non-zero multiple of 3.
        while chars.isEmpty || chars.count % 3 != 0 { chars.append("0") }
        // 11. Three components.
        let length = chars.count / 3
        var components = (0..<3).map { Array(chars[($0 * length)..<(($0 + 1) * length)]) }
        // 12. Keep the last 8 digits of each.
        if length > 8 { components = components.map { Array($0.suffix(8)) } }
        // 13. Drop leading zeros shared by all three while longer than 2.
        while components[0].count > 2, components.allSatisfy({ $0.first == "0" }) {
            components = components.map { Array($0.dropFirst()) }
        }
        // 14. Keep the first 2 digits.
        if components[0].count > 2 { components = components.map { Array($0.prefix(2)) } }
        // 15. Hex values.
        let values = components.map { digits in
            digits.reduce(0) { $0 * 16 + CSSTokenizer.hexValue($1) }
        }
        return Color(red: UInt8(values[0]), green: UInt8(values[1]), blue: UInt8(values[2]))
    }

    private static func isHex(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x41...0x46, 0x61...0x66: true
        default: false
        }
    }
}
