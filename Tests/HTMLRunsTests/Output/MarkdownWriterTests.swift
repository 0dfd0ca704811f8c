import HTMLRuns
import Testing

/// `StyledString.markdown()` on hand-built styled strings: every expected
/// output here was checked with a CommonMark + GFM parser (markdown-it) to
/// read back as the same text and styles.
@Suite struct MarkdownWriterTests {
    @Test func paragraphsAreSeparatedByABlankLine() {
        var b = StyledStringBuilder()
        b.paragraph("First")
        b.paragraph("Second")
        #expect(b.build().markdown() == "First\n\nSecond")
    }

    @Test func boldItalicStrikethroughCodeAndLinks() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("a ")
            $0.append("bold", Styles.bold)
            $0.append(" ")
            $0.append("it", Styles.italic)
            $0.append(" ")
            $0.append("gone", Styles.strikethrough)
            $0.append(" ")
            $0.append("x()", Styles.monospace)
            $0.append(" ")
            $0.append("site", Styles.link("https://example.com"))
        }
        #expect(b.build().markdown() == "a **bold** *it* ~~gone~~ `x()` [site](https://example.com)")
    }

    @Test func misnestedBoldAndItalicStayNested() {
        // <b>1<i>2</b>3</i>: bold 1, bold-italic 2, italic 3.
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("1", Styles.bold)
            $0.append("2", Styles.boldItalic)
            $0.append("3", Styles.italic)
        }
        #expect(b.build().markdown() == "<strong>1<em>2</em></strong>*3*")
    }

    @Test func spacesAtTheEdgesOfEmphasisMoveOutside() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("say")
            $0.append(" loud ", Styles.bold)
            $0.append("now")
        }
        #expect(b.build().markdown() == "say **loud** now")
    }

    @Test func emphasisThatCommonMarkWouldNotReadBecomesHTML() {
        // `**"a"**b`: the closing `**` after a quote and before a letter closes nothing.
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("\"a\"", Styles.bold)
            $0.append("b")
        }
        #expect(b.build().markdown() == "<strong>\"a\"</strong>b")
    }

    @Test func markdownSyntaxInTextIsEscaped() {
        var b = StyledStringBuilder()
        b.paragraph("*not* _em_ `code` [link](x) <b> a|b ~x~ \\ AT&T &amp;")
        #expect(
            b.build().markdown()
                == "\\*not\\* \\_em\\_ \\`code\\` \\[link\\](x) \\<b\\> a\\|b \\~x\\~ \\\\ AT&T \\&amp;")
    }

    @Test func blockSyntaxAtTheStartOfALineIsEscaped() {
        var b = StyledStringBuilder()
        b.paragraph("# not a heading")
        b.paragraph("- not a list")
        b.paragraph("2024. A year")
        b.paragraph("+ plus")
        b.paragraph { $0.append("line\n= not a setext underline") }
        #expect(
            b.build().markdown() == """
                \\# not a heading

                \\- not a list

                2024\\. A year

                \\+ plus

                line\\
                \\= not a setext underline
                """)
    }

    @Test func lineBreaksBecomeHardBreaks() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("one ", Styles.bold)
            $0.append("\n", Styles.bold)
            $0.append("two", Styles.bold)
        }
        #expect(b.build().markdown() == "**one**\\\n**two**")
    }

    @Test func headingsOfEveryLevel() {
        var b = StyledStringBuilder()
        for level in 1...6 {
            b.block(.heading(level: level)) { $0.append("Level \(level)", Styles.bold) }
        }
        #expect(
            b.build().markdown() == """
                # **Level 1**

                ## **Level 2**

                ### **Level 3**

                #### **Level 4**

                ##### **Level 5**

                ###### **Level 6**
                """)
    }

    @Test func unorderedListsNestWithTheirMarkersDropped() {
        var b = StyledStringBuilder()
        b.container(.unorderedList) {
            $0.item("• ") { $0.append("one") }
            $0.container(.unorderedList) {
                $0.item("◦ ") { $0.append("nested") }
            }
            $0.item("• ") { $0.append("two") }
        }
        #expect(b.build().markdown() == "- one\n  - nested\n- two")
    }

    @Test func orderedListsKeepTheirNumbering() {
        var b = StyledStringBuilder()
        b.container(.orderedList) {
            $0.item("3. ", ordinal: 3, ordered: true) { $0.append("three") }
            $0.item("4. ", ordinal: 4, ordered: true) { $0.append("four") }
            $0.container(.orderedList) {
                $0.item("1. ", ordinal: 1, ordered: true) { $0.append("inner") }
            }
        }
        #expect(b.build().markdown() == "3. three\n4. four\n   1. inner")
    }

    @Test func twoListsInARowStayTwoLists() {
        var b = StyledStringBuilder()
        b.container(.unorderedList) { $0.item("• ") { $0.append("a") } }
        b.container(.unorderedList) { $0.item("• ") { $0.append("b") } }
        #expect(b.build().markdown() == "- a\n\n* b")
    }

    @Test func paragraphAfterAListItemIsIndentedUnderIt() {
        var b = StyledStringBuilder()
        b.container(.orderedList) {
            $0.item("1. ", ordinal: 1, ordered: true) { $0.append("item") }
            $0.paragraph("more of the item")
        }
        b.paragraph("after")
        #expect(b.build().markdown() == "1. item\n\n   more of the item\n\nafter")
    }

    @Test func blockQuotesNestAndKeepTheirBlankLines() {
        var b = StyledStringBuilder()
        b.container(.blockquote) {
            $0.paragraph("quoted")
            $0.container(.blockquote) {
                $0.paragraph("deeper")
            }
            $0.paragraph("back")
        }
        #expect(b.build().markdown() == "> quoted\n>\n> > deeper\n>\n> back")
    }

    @Test func preformattedBecomesAFenceLongerThanItsBackticks() {
        var b = StyledStringBuilder()
        b.block(.preformatted) { $0.append("let s = ```x```\n  *kept*", Styles.monospace) }
        #expect(b.build().markdown() == "````\nlet s = ```x```\n  *kept*\n````")
    }

    @Test func codeSpansPadAroundBackticks() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("`tick`", Styles.monospace)
            $0.append(" and ")
            $0.append("a``b", Styles.monospace)
        }
        #expect(b.build().markdown() == "`` `tick` `` and ```a``b```")
    }

    @Test func tablesBecomeGFMTablesWithAHeaderRow() {
        var b = StyledStringBuilder()
        b.container(.table) {
            $0.cell("Name", Styles.bold)
            $0.cell("Qty", Styles.bold, alignment: .right, endsRow: true)
            $0.cell("a|b")
            $0.cell("2", alignment: .right, endsRow: true)
        }
        #expect(b.build().markdown() == "| **Name** | **Qty** |\n| --- | --: |\n| a\\|b | 2 |")
    }

    @Test func imagesAndRules() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("see ")
            $0.attachment(.image(src: "cat (1).png", alt: "a [cat]", width: nil, height: nil))
        }
        b.block(.rule) { $0.attachment(.rule) }
        b.paragraph("end")
        #expect(b.build().markdown() == "see ![a \\[cat\\]](<cat (1).png>)\n\n---\n\nend")
    }

    @Test func linkTextWithStylesAndAwkwardDestinations() {
        var b = StyledStringBuilder()
        b.paragraph {
            $0.append("go ", Styles.link("https://x.test/a b"))
            $0.append(
                "now",
                Styles.with {
                    $0.link = "https://x.test/a b"; $0.bold = true
                })
        }
        #expect(b.build().markdown() == "[go **now**](<https://x.test/a b>)")
    }

    @Test func emptyParagraphsAreLeftOut() {
        var b = StyledStringBuilder()
        b.paragraph("a")
        b.paragraph("")
        b.paragraph("b")
        #expect(b.build().markdown() == "a\n\nb")
    }

    @Test func stringWithoutBlocksIsOneParagraph() {
        let styled = StyledString(text: "plain *text*", runs: [])
        #expect(styled.markdown() == "plain \\*text\\*")
    }
}
