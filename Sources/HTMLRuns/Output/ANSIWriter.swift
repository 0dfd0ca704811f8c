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
        // Bytes in, bytes out: appending scalar by scalar to a String costs
        // far more than the conversion itself.
        let outline = DocumentOutline(styled)
        let bytes = outline.bytes
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for run in outline.segments(in: 0..<bytes.count) {
            let sgr = colors ? Self.parameters(run.attributes) : ""
            let link =
                colors
                ? run.attributes.link.flatMap {
                    HTMLWriter.isAllowed($0, schemes: allowedSchemes) ? Self.sanitised($0) : nil
                }
                : nil
            var styledOpen = false
            func open() {
                guard !styledOpen else { return }
                if !sgr.isEmpty { out += Array((Self.escape + sgr + "m").utf8) }
                if let link { out += Array(("\u{1B}]8;;" + link + "\u{1B}\\").utf8) }
                styledOpen = true
            }
            func close() {
                guard styledOpen else { return }
                if link != nil { out += Array("\u{1B}]8;;\u{1B}\\".utf8) }
                if !sgr.isEmpty { out += Array(Self.reset.utf8) }
                styledOpen = false
            }
            var chunkStart = run.range.lowerBound
            func flush(_ end: Int) {
                guard end > chunkStart else { return }
                open()
                out.append(contentsOf: bytes[chunkStart..<end])
            }
            var i = run.range.lowerBound
            while i < run.range.upperBound {
                let b = bytes[i]
                if b == 0x0A {
                    // Styles end at the line end, so a background colour does
                    // not fill the rest of the line and a pager can cut lines.
                    flush(i)
                    close()
                    out.append(0x0A)
                    i += 1
                } else if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBC {
                    flush(i)
                    switch outline.attachment(at: i)?.kind {
                    case .image(_, let alt, _, _)?:
                        open()
                        out += Array(
                            ("[" + Self.sanitised(alt.flatMap { $0.isEmpty ? nil : $0 } ?? "image") + "]").utf8)
                    case .rule?:
                        out += Array(String(repeating: "\u{2500}", count: 40).utf8)
                    case nil:
                        break
                    }
                    i += 3
                } else if (b < 0x20 && b != 0x09) || b == 0x7F {
                    // Control characters from the input could drive the terminal.
                    flush(i)
                    i += 1
                } else if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
                    flush(i)  // C1 controls (U+0080-U+009F), CSI among them
                    i += 2
                } else {
                    i += 1
                    continue
                }
                chunkStart = i
            }
            flush(run.range.upperBound)
            close()
        }
        // Checked (and repaired): the bytes are cut at the runs' bounds, and
        // a `StyledString` built by hand may put one inside a character.
        return String(decoding: out, as: UTF8.self)
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
