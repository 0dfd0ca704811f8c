import HTMLRuns
import Testing

/// `StyledString.html()` on hand-built styled strings: structure from the
/// blocks and containers, styles as a few tags and inline CSS, and nothing
/// unsafe whatever the styled string holds.
@Suite struct HTMLWriterTests {
    @Test func paragraphsAndMisnestedStylesComeBackNested() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("1", Styles.bold)
            $0.append("2", Styles.boldItalic)
            $0.append("3", Styles.italic)
            $0.append(" <&> ")
        }
        b.paragraph("second")
        // The trailing space would be trimmed: `pre-wrap` keeps it.
        #expect(
            b.build().html()
                == "<p><span style=\"white-space: pre-wrap\"><strong>1<em>2</em></strong><em>3</em> &lt;&amp;&gt; </span></p>\n<p>second</p>\n"
        )
    }

    @Test func headingsDropTheBoldAndSizeTheirTagGives() {
        var b = StyledStringBuilder()
        b.block(.heading(level: 1)) {
            $0.append(
                "Title",
                Styles.with {
                    $0.bold = true; $0.fontSize = 32
                })
        }
        b.block(.heading(level: 2)) {
            $0.append(
                "Big",
                Styles.with {
                    $0.bold = true; $0.fontSize = 40
                })
        }
        #expect(b.build().html() == "<h1>Title</h1>\n<h2><span style=\"font-size: 40px\">Big</span></h2>\n")
    }

    @Test func supportedStylesBecomeInlineCSS() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append(
                "x",
                Styles.with {
                    $0.color = Color(red: 255, green: 0, blue: 0)
                    $0.backgroundColor = Color(red: 0, green: 0, blue: 255, alpha: 128)
                    $0.fontSize = 18.5
                    $0.fontFamily = "\"Times New Roman\", serif"
                    $0.letterSpacing = 1
                    $0.lineHeight = 1.5
                    $0.underline = true
                    $0.strikethrough = true
                    $0.monospace = true
                    $0.verticalAlign = .super
                })
        }
        #expect(
            b.build().html() == """
                <p><u><s><code><sup style="color: #ff0000; background-color: #0000ff80; font-size: 18.5px; \
                font-family: 'Times New Roman', serif; letter-spacing: 1px; line-height: 1.5">x</sup></code></s></u></p>

                """)
    }

    @Test func listsKeepNumberingAndNesting() {
        var b = StyledStringBuilder()
        b.container(.orderedList) {
            $0.item("3. ", ordinal: 3, ordered: true) { $0.append("three") }
            $0.container(.unorderedList) { $0.item("◦ ") { $0.append("nested") } }
            $0.item("4. ", ordinal: 4, ordered: true) { $0.append("four") }
            $0.item("9. ", ordinal: 9, ordered: true) { $0.append("nine") }
        }
        #expect(
            b.build().html() == """
                <ol start="3">
                <li>three
                <ul>
                <li>nested</li>
                </ul>
                </li>
                <li>four</li>
                <li value="9">nine</li>
                </ol>

                """)
    }

    @Test func reversedListsSayReversed() {
        var b = StyledStringBuilder()
        b.container(.orderedList) {
            $0.item("2. ", ordinal: 2, ordered: true) { $0.append("two") }
            $0.item("1. ", ordinal: 1, ordered: true) { $0.append("one") }
        }
        #expect(b.build().html() == "<ol reversed start=\"2\">\n<li>two</li>\n<li>one</li>\n</ol>\n")
    }

    @Test func quotesTablesPreRulesImagesAndDefinitionLists() {
        var b = StyledStringBuilder()
        b.container(.blockquote) { $0.paragraph("quoted") }
        b.container(.table) {
            $0.cell("Name", Styles.bold)
            $0.cell("Qty", Styles.bold, alignment: .right, endsRow: true)
            $0.cell("a")
            $0.cell("2", endsRow: true)
        }
        b.block(.preformatted) { $0.append("code <x>\n  more", Styles.monospace) }
        b.block(.rule) { $0.attachment(.rule) }
        b.paragraph { $0.attachment(.image(src: "cat.png", alt: "a \"cat\"", width: 10, height: nil)) }
        b.container(.definitionList) {
            $0.block(.definitionTerm) { $0.append("term") }
            $0.container(.definitionDescription) { $0.paragraph("desc") }
        }
        #expect(
            b.build().html() == """
                <blockquote>
                <p>quoted</p>
                </blockquote>
                <table>
                <tr>
                <td><strong>Name</strong></td><td style="text-align: right"><strong>Qty</strong></td>
                </tr>
                <tr>
                <td>a</td><td>2</td>
                </tr>
                </table>
                <pre>code &lt;x&gt;
                  more</pre>
                <hr>
                <p><img src="cat.png" alt="a &quot;cat&quot;" width="10"></p>
                <dl>
                <dt>term</dt>
                <dd>desc</dd>
                </dl>

                """)
    }

    @Test func alignmentAndDirectionAreKept() {
        var b = StyledStringBuilder()
        b.block(.paragraph, alignment: .center, direction: .rtl) { $0.append("שלום") }
        #expect(b.build().html() == "<p style=\"text-align: center\" dir=\"rtl\">שלום</p>\n")
    }

    // MARK: Sanitising

    @Test(arguments: [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        " java\tscript:alert(1)",
        "\u{1}javascript:alert(1)",
        "vbscript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>",
    ])
    func unsafeLinksLoseTheirLink(url: String) {
        var b = StyledStringBuilder()
        b.paragraph { $0.append("click", Styles.link(url)) }
        b.paragraph { $0.attachment(.image(src: url, alt: "x", width: nil, height: nil)) }
        let html = b.build().html()
        #expect(html == "<p>click</p>\n<p><img alt=\"x\"></p>\n")
    }

    @Test(arguments: ["https://x.test/a?b=1&c=\"2\"", "/relative/path", "page.html#top", "mailto:a@b.test", "tel:+123"])
    func safeLinksAreKeptAndEscaped(url: String) {
        var b = StyledStringBuilder()
        b.paragraph { $0.append("go", Styles.link(url)) }
        let escaped = url.replacingAll("&", "&amp;").replacingAll("\"", "&quot;")
        #expect(b.build().html() == "<p><a href=\"\(escaped)\">go</a></p>\n")
    }

    @Test func allowedSchemesCanBeExtended() {
        var b = StyledStringBuilder()
        b.paragraph { $0.append("open", Styles.link("myapp://item/1")) }
        #expect(b.build().html() == "<p>open</p>\n")
        #expect(
            b.build().html(allowedLinkSchemes: ["https", "MyApp"]) == "<p><a href=\"myapp://item/1\">open</a></p>\n")
    }

    @Test func fontFamiliesCannotSmuggleCSS() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append(
                "x",
                Styles.with { $0.fontFamily = "a;background:url(javascript:alert(1)), expression(alert(1)), \"Safe\"" })
        }
        let html = b.build().html()
        // Not a family CSS can carry as it is, and not safe in a `face`: left out.
        #expect(html == "<p>x</p>\n")
        #expect(!html.contains("url("))
        #expect(!html.contains("expression("))
    }

    @Test func markupInTextNeverBecomesMarkup() {
        var b = StyledStringBuilder()
        b.paragraph("<script>alert(1)</script><img src=x onerror=alert(1)>\u{0}\u{1B}")
        #expect(
            b.build().html() == "<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&#x1B;</p>\n"
        )
    }

    @Test func nonFiniteNumbersAreLeftOut() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append(
                "x",
                Styles.with {
                    $0.fontSize = .infinity; $0.letterSpacing = .nan
                })
        }
        #expect(b.build().html() == "<p>x</p>\n")
    }
}

extension String {
    /// Every `target` replaced (no Foundation in these tests).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
