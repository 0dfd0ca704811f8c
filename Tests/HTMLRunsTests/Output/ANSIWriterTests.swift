import Testing

@_spi(Testing) @testable import HTMLRuns

/// `StyledString.ansi(colors:)`: SGR sequences per run, reset at line
/// ends, OSC 8 links, plain text without colours, and no control
/// characters from the input reaching the terminal.
@Suite struct ANSIWriterTests {
    static let e = "\u{1B}["

    @Test func stylesBecomeSGRSequences() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("b", Styles.bold)
            $0.append("i", Styles.italic)
            $0.append("u", Styles.underline)
            $0.append("s", Styles.strikethrough)
            $0.append(" plain")
        }
        let e = Self.e
        #expect(b.build().ansi() == "\(e)1mb\(e)0m\(e)3mi\(e)0m\(e)4mu\(e)0m\(e)9ms\(e)0m plain")
    }

    /// A styled string made by hand may put a run's bound inside a
    /// character: the writer cuts its bytes there, and the result is
    /// still a valid string (the broken character repaired), never
    /// ill-formed UTF-8 handed to `String` unchecked.
    @Test func runBoundsInsideACharacterStillGiveValidText() {
        var bold = TextAttributes()
        bold.bold = true
        let styled = StyledString(
            text: "aéb", runs: [Run(range: 0..<2, attributes: bold), Run(range: 2..<4, attributes: TextAttributes())])
        let out = styled.ansi()
        #expect(Array(out.utf8).withUnsafeBufferPointer { InvariantChecker.isValidUTF8($0) })
        #expect(out.hasPrefix("\(Self.e)1ma\u{FFFD}"))
    }

    @Test func coloursAre24Bit() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append(
                "x",
                Styles.with {
                    $0.bold = true
                    $0.color = Color(red: 255, green: 128, blue: 0)
                    $0.backgroundColor = Color(red: 1, green: 2, blue: 3)
                })
            $0.append("y", Styles.with { $0.color = .transparent })
        }
        let e = Self.e
        #expect(b.build().ansi() == "\(e)1;38;2;255;128;0;48;2;1;2;3mx\(e)0my")
    }

    @Test func stylesCloseAtEachLineEnd() {
        var b = StyledStringBuilder()
        b.paragraph("one", Styles.bold)
        b.paragraph("two", Styles.bold)
        let e = Self.e
        #expect(b.build().ansi() == "\(e)1mone\(e)0m\n\(e)1mtwo\(e)0m")
    }

    @Test func linksAreOSC8HyperlinksWhenSafe() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("site", Styles.link("https://x.test"))
            $0.append(" bad", Styles.link("javascript:alert(1)"))
        }
        #expect(b.build().ansi() == "\u{1B}]8;;https://x.test\u{1B}\\site\u{1B}]8;;\u{1B}\\ bad")
    }

    @Test func withoutColoursTheTextIsPlain() {
        var b = StyledStringBuilder()
        b.paragraph("bold", Styles.bold)
        b.container(.unorderedList) { $0.item("• ") { $0.append("item", Styles.link("https://x.test")) } }
        #expect(b.build().ansi(colors: false) == "bold\n• item")
    }

    @Test func controlCharactersFromTheInputAreDropped() {
        var b = StyledStringBuilder()
        b.paragraph("evil\u{1B}]0;title\u{7}\u{1B}[2J text\tok")
        #expect(b.build().ansi() == "evil]0;title[2J text\tok")
        #expect(b.build().ansi(colors: false) == "evil]0;title[2J text\tok")
    }

    @Test func imagesShowTheirAltTextAndRulesALine() {
        var b = StyledStringBuilder()
        b.paragraph { $0.attachment(.image(src: "c.png", alt: "a cat", width: nil, height: nil)) }
        b.block(.rule) { $0.attachment(.rule) }
        #expect(b.build().ansi(colors: false) == "[a cat]\n" + String(repeating: "─", count: 40))
    }
}
