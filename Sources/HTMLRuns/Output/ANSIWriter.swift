// Terminal output: SGR escape sequences (ECMA-48 §8.3.117) for bold,
// italic, underline, strikethrough and 24-bit colours, and OSC 8 for links,
// which terminals that know it make clickable and others ignore.

/// Writes a `StyledString` for a terminal.
struct ANSIWriter {
    /// False writes the same text with no escape sequence at all.
    var colors: Bool
    /// Links with other schemes are not made hyperlinks.
    var allowedSchemes: Set<String>

    private static let escape = "\u{1B}["
    private static let reset = "\u{1B}[0m"

    func write(_ styled: StyledString) -> String {
        let bytes = Array(styled.text.utf8)
        let attachments = Dictionary(styled.attachments.map { ($0.offset, $0.kind) }, uniquingKeysWith: { a, _ in a })
        var out = ""
        let outline = DocumentOutline(styled)
        for run in outline.segments(in: 0..<bytes.count) {
            let sgr = colors ? Self.parameters(run.attributes) : ""
            let link = colors
                ? run.attributes.link.flatMap { HTMLWriter.isAllowed($0, schemes: allowedSchemes) ? Self.sanitised($0) : nil }
                : nil
            var styledOpen = false
            func open() {
                guard !styledOpen else { return }
                if !sgr.isEmpty { out += Self.escape + sgr + "m" }
                if let link { out += "\u{1B}]8;;" + link + "\u{1B}\\" }
                styledOpen = true
            }
            func close() {
                guard styledOpen else { return }
                if link != nil { out += "\u{1B}]8;;\u{1B}\\" }
                if !sgr.isEmpty { out += Self.reset }
                styledOpen = false
            }
            var offset = run.range.lowerBound
            for scalar in String(decoding: bytes[run.range], as: UTF8.self).unicodeScalars {
                defer { offset += UTF8.width(scalar) }
                switch scalar {
                case "\n":
                    // Styles end at the line end, so a background colour does
                    // not fill the rest of the line and a pager can cut lines.
                    close()
                    out += "\n"
                case "\u{FFFC}":
                    switch attachments[offset] {
                    case .image(_, let alt, _, _)?:
                        open()
                        out += "[" + Self.sanitised(alt.flatMap { $0.isEmpty ? nil : $0 } ?? "image") + "]"
                    case .rule?:
                        out += String(repeating: "\u{2500}", count: 40)
                    case nil:
                        break
                    }
                default:
                    // Control characters from the input could drive the terminal.
                    if scalar == "\t" || !HTMLWriter.isControl(scalar) {
                        open()
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            close()
        }
        return out
    }

    /// The SGR parameters of some attributes, empty for default text.
    static func parameters(_ a: TextAttributes) -> String {
        var p: [String] = []
        if a.bold { p.append("1") }
        if a.italic { p.append("3") }
        if a.underline { p.append("4") }
        if a.strikethrough { p.append("9") }
        if let c = a.color, c.alpha > 0 { p.append("38;2;\(c.red);\(c.green);\(c.blue)") }
        if let c = a.backgroundColor, c.alpha > 0 { p.append("48;2;\(c.red);\(c.green);\(c.blue)") }
        return p.joined(separator: ";")
    }

    /// Text with control characters removed.
    static func sanitised(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !HTMLWriter.isControl($0) }))
    }
}
