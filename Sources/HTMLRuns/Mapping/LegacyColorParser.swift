/// The HTML Standard's "rules for parsing a legacy colour value" (§2.3.6):
/// how `<font color>` and `bgcolor` read values CSS would reject, such as
/// `ff0000` without `#` or the famous `chucknorris` (`#c00000`).
enum LegacyColorParser {
    /// The colour `value` names, or nil when the attribute is to be ignored.
    static func parse(_ value: String) -> Color? {
        var scalars = Array(value.unicodeScalars)
        // Step 2: strip ASCII whitespace.
        while let first = scalars.first, isASCIIWhitespace(first) { scalars.removeFirst() }
        while let last = scalars.last, isASCIIWhitespace(last) { scalars.removeLast() }
        if scalars.isEmpty { return nil }
        let lowered = String(String.UnicodeScalarView(scalars)).lowercased()
        if lowered == "transparent" { return nil }
        // Step 4: a named colour, as CSS knows it.
        if scalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII }), let named = namedColor(lowered) {
            return named
        }
        // Step 5: #rgb.
        if scalars.count == 4, scalars[0] == "#", scalars.dropFirst().allSatisfy({ hexValue($0) != nil }) {
            let d = scalars.dropFirst().map { UInt8(hexValue($0)! * 17) }
            return Color(red: d[0], green: d[1], blue: d[2])
        }
        // Steps 6-10: mangle into hex digits.
        var digits: [UInt8] = []
        for s in scalars {
            if s.value > 0xFFFF {
                digits.append(0); digits.append(0)
            } else {
                digits.append(UInt8(hexValue(s) ?? 0))
            }
        }
        if digits.count > 128 { digits.removeLast(digits.count - 128) }
        if scalars.first == "#" { digits.removeFirst() }
        while digits.isEmpty || digits.count % 3 != 0 { digits.append(0) }
        // Steps 11-14: three components, trimmed to two digits each.
        var length = digits.count / 3
        var components = (0..<3).map { Array(digits[($0 * length)..<(($0 + 1) * length)]) }
        if length > 8 {
            components = components.map { Array($0.suffix(8)) }
            length = 8
        }
        while length > 2, components.allSatisfy({ $0[0] == 0 }) {
            components = components.map { Array($0.dropFirst()) }
            length -= 1
        }
        if length > 2 {
            components = components.map { Array($0.prefix(2)) }
        }
        let channels = components.map { c in c.reduce(0) { $0 * 16 + Int($1) } }
        return Color(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]))
    }

    /// A CSS named colour, asked of the CSS stage so the 148 names live in one place.
    private static func namedColor(_ name: String) -> Color? {
        if name == "currentcolor" { return nil }
        let sentinel = Color(red: 1, green: 2, blue: 3, alpha: 4)
        var probe = ComputedStyle()
        probe.color = sentinel
        StyleResolver.apply([CSSDeclaration(property: "color", value: name)], to: &probe, parent: probe)
        return probe.color == sentinel ? nil : probe.color
    }

    private static func isASCIIWhitespace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\n" || s == "\u{0C}" || s == "\r"
    }

    private static func hexValue(_ s: Unicode.Scalar) -> Int? {
        switch s.value {
        case 0x30...0x39: Int(s.value - 0x30)
        case 0x41...0x46: Int(s.value - 0x41 + 10)
        case 0x61...0x66: Int(s.value - 0x61 + 10)
        default: nil
        }
    }
}
