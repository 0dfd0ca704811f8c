import Testing

@testable import HTMLRuns

/// Random CSS-ish text through every entry point: nothing traps, and
/// the work stays proportional to the input.
@Suite struct CSSRobustnessTests {
    /// xorshift64*, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let pieces: [String] = [
        "color", "background", "font", "font-size", "font-family", ":", ";", " ", "!important", "!", "{", "}",
        "(", ")", "[", "]", ",", "/", "*", "+", "-", ">", "~", ".", "#", "@media", "@import", "\"", "'", "\\",
        "\\\n", "/*", "*/", "url(", "calc(", "var(--x", "--x", "rgb(", "hsl(", "12px", "1e3", "50%", "em", "0",
        "-", "red", "#f00", "#12345", "inherit", "p", "div", ":not(", ":nth-child(", "2n+1", "::before", "é",
        "😀", "\u{0}", "\r\n", "\u{C}", "<!--", "-->", "clamp(", "min(", ",", "monospace", "bold", "italic",
    ]

    @Test func randomInputNeverTraps() {
        var g = Generator(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(g.next() % 40) { text += g.pick(Self.pieces) }
            let declarations = StyleResolver.parseInlineStyle(text)
            var style = ComputedStyle.initial.inherited()
            StyleResolver.apply(declarations, to: &style, parent: .initial)
            StyleResolver.apply(
                [
                    CSSDeclaration(
                        property: g.pick(["color", "font", "background", "font-size", "line-height", "display"]),
                        value: text)
                ], to: &style, parent: .initial)
            _ = ColorValue.parse(text)
            _ = ColorValue.parseLegacy(text)
            _ = StyleResolver.legacyFontSize(text)
            let sheet = Stylesheet(text)
            let tree = TestTree("<div class=a id=b><p>x</p></div>")
            for n in tree.document.nodes.indices where tree.document.nodes[n].kind == .element {
                _ = sheet.declarations(for: Int32(n), in: tree.document)
            }
        }
    }

    @Test func hugeValuesStayLinear() {
        let clock = ContinuousClock()
        let many = String(repeating: "color: red; ", count: 20_000)
        let nested = "x: " + String(repeating: "[(", count: 20_000)
        let unclosed = String(repeating: "p { color: red ", count: 5_000)
        let elapsed = clock.measure {
            #expect(StyleResolver.parseInlineStyle(many).count == 20_000)
            #expect(StyleResolver.parseInlineStyle(nested).count == 1)
            _ = Stylesheet(unclosed)
            _ = Stylesheet(String(repeating: "@media screen { ", count: 5_000) + "p { color: red }")
            _ = ColorValue.parseLegacy(String(repeating: " ", count: 100_000) + "red")
        }
        #expect(elapsed < .seconds(20))
    }
}
