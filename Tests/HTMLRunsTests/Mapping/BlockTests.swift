import Testing

@testable import HTMLRuns

/// Blocks and containers: kinds, depth, indent, alignment.
@Suite struct BlockTests {
    @Test func paragraphsAndHeadingsAreBlocks() {
        let styled = map(el(.h1, [text("Title")]), el(.p, [text("Body "), el(.b, [text("text")])]), text("tail"))
        #expect(styled.text == "Title\nBody text\ntail")
        #expect(
            blocksDump(styled) == """
                "Title\\n" heading(1) depth=0 indent=0
                "Body text\\n" paragraph depth=0 indent=0
                "tail" paragraph depth=0 indent=0
                """)
    }

    @Test func headingIsBoldAndScaled() {
        let styled = map(el(.h2, [text("T")]))
        #expect(runsDump(styled) == "\"T\" b size=24.0")
    }

    @Test func divInsideHeadingKeepsHeadingKind() {
        let styled = map(el(.h3, [el(.div, [text("x")])]))
        #expect(blocksDump(styled) == "\"x\" heading(3) depth=0 indent=0")
    }

    @Test func blockquoteIsContainerWithIndent() {
        let styled = map(
            text("before"),
            el(.blockquote, [el(.p, [text("quoted")]), el(.blockquote, [text("inner")])]),
            text("after"))
        #expect(styled.text == "before\nquoted\ninner\nafter")
        #expect(
            blocksDump(styled) == """
                "before\\n" paragraph depth=0 indent=0
                "quoted\\n" paragraph depth=1 indent=40
                "inner\\n" paragraph depth=2 indent=80
                "after" paragraph depth=0 indent=0
                """)
        #expect(
            containersDump(styled) == """
                "quoted\\ninner\\n" blockquote depth=0 indent=0
                "inner\\n" blockquote depth=1 indent=40
                """)
    }

    @Test func emptyContainerIsDropped() {
        let styled = map(el(.blockquote), text("x"))
        #expect(styled.containers.isEmpty)
    }

    @Test func alignAttributeAndCenterSetAlignment() {
        let styled = map(el(.p, ["align": "right"], [text("r")]), el(.center, [el(.p, [text("c")])]))
        #expect(
            blocksDump(styled) == """
                "r\\n" paragraph depth=0 indent=0 right
                "c" paragraph depth=0 indent=0 center
                """)
    }

    @Test func dirAttributeSetsDirection() {
        let styled = map(el(.p, ["dir": "rtl"], [text("שלום")]))
        #expect(styled.blocks.first?.direction == .rtl)
    }

    @Test func ruleIsAttachmentInItsOwnBlock() {
        let styled = map(text("a"), el(.hr), text("b"))
        #expect(styled.text == "a\n\u{FFFC}\nb")
        #expect(styled.attachments == [Attachment(offset: 2, kind: .rule)])
        #expect(styled.blocks.map(\.kind) == [.paragraph, .rule, .paragraph])
    }

    @Test func imageAttachmentCarriesItsAttributes() {
        let styled = map(el(.img, ["src": "a.png", "alt": "A", "width": "20", "height": "10px"]))
        #expect(
            styled.attachments == [Attachment(offset: 0, kind: .image(src: "a.png", alt: "A", width: 20, height: 10))])
        let percent = map(el(.img, ["src": "b.png", "width": "50%"]))
        #expect(percent.attachments.first?.kind == .image(src: "b.png", alt: nil, width: nil, height: nil))
    }

    @Test func figureAndCaption() {
        let styled = map(el(.figure, [el(.img, ["src": "a.png"]), el(.figcaption, [text("Caption")])]))
        #expect(
            blocksDump(styled) == """
                "\u{FFFC}\\n" paragraph depth=1 indent=40
                "Caption" figureCaption depth=1 indent=40
                """)
        #expect(containersDump(styled) == "\"\u{FFFC}\\nCaption\" figure depth=0 indent=0")
    }

    @Test func definitionListTermsAndDescriptions() {
        let styled = map(el(.dl, [el(.dt, [text("term")]), el(.dd, [text("definition")])]))
        #expect(styled.text == "term\ndefinition")
        #expect(
            blocksDump(styled) == """
                "term\\n" definitionTerm depth=1 indent=0
                "definition" paragraph depth=2 indent=40
                """)
        #expect(styled.containers.map(\.kind) == [.definitionList, .definitionDescription])
    }

    @Test func closedDetailsShowsOnlyItsSummary() {
        let closed = map(el(.details, [el(.summary, [text("Sum")]), text("body")]))
        #expect(closed.text == "▸ Sum")
        let open = map(el(.details, ["open": ""], [el(.summary, [text("Sum")]), text("Details body")]))
        #expect(open.text == "▾ Sum\nDetails body")
        #expect(open.blocks.map(\.kind) == [.summary, .paragraph])
        #expect(runsDump(open).hasPrefix("\"▾ \" marker"))
    }

    /// A closed `details` hides all but its first summary whatever its
    /// `display`: inline, inline-block, `contents`, a table cell, or
    /// inlinified in a ruby box (Chromium, browser-diff structure seed 4032).
    @Test func closedDetailsHidesItsContentWhateverItsDisplay() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"a<details style="display: inline"><summary>s</summary><i>x</i></details>b"#) == "a\n▸ s\nb")
        #expect(text(#"<details style="display: inline-block"><div>x</div></details>y"#) == "y")
        #expect(text(#"<details style="display: contents">x</details>y"#) == "y")
        #expect(text(#"<details style="display: table-cell"><summary>s</summary>x</details>"#) == "▸ s")
        #expect(text("<ruby>a<rt><details><div>x</div></details></rt></ruby>") == "a")
        #expect(text(#"<span style="display: ruby-text"><details><form>x"#) == "")
        #expect(text(#"a<details style="display: inline" open><summary>s</summary>x</details>"#) == "a\n▾ s\nx")
    }

    /// Chromium lays every `<legend>` out as a block-level box, in a
    /// fieldset or not, whatever its `display` but `none` and `contents`;
    /// in ruby it is inlinified again.
    @Test func legendIsAlwaysBlockLevel() {
        func text(_ html: String) -> String { HTMLConverter().convert(html).text }
        #expect(text(#"a<legend style="display: inline">b</legend>c"#) == "a\nb\nc")
        #expect(text(#"<span>a<legend style="display: table-cell">b</legend>c</span>"#) == "a\nb\nc")
        #expect(text(#"a<legend style="display: inline-table">b</legend>c"#) == "a\nb\nc")
        #expect(
            text(#"a<fieldset style="display: inline">b<legend style="display: inline">l</legend>c</fieldset>"#)
                == "ab\nl\nc")
        #expect(text(#"a<legend style="display: contents">b</legend>c"#) == "abc")
        #expect(text(#"a<legend style="display: none">b</legend>c"#) == "ac")
        #expect(text(#"<ruby>a<legend style="display: inline">b</legend>c</ruby>"#) == "abc")
    }

    @Test func closedDialogIsHidden() {
        #expect(map(el(.dialog, [el(.p, [text("foo")])]), text("bar")).text == "bar")
        #expect(map(el(.dialog, ["open": ""], [text("foo")]), text("bar")).text == "foo\nbar")
    }

    @Test func noTextNoBlocks() {
        let styled = map(el(.p), el(.div, [el(.span)]))
        #expect(styled.text == "")
        #expect(styled.runs.isEmpty && styled.blocks.isEmpty && styled.containers.isEmpty)
    }
}
