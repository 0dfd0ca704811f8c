import Testing

@testable import HTMLRuns

/// The default tag mappers (the browser's stylesheet) and replacing them.
@Suite struct TagMapperTests {
    @Test func phrasingElementsStyleText() {
        let styled = map(
            el(.b, [text("b")]), el(.em, [text("i")]), el(.u, [text("u")]), el(.del, [text("s")]),
            el(.code, [text("c")]), el(.sup, [text("p")]), el(.sub, [text("d")]))
        #expect(
            runsDump(styled) == """
                "b" b
                "i" i
                "u" u
                "s" s
                "c" mono
                "p" size=13.3333 super
                "d" size=13.3333 sub
                """)
    }

    @Test func headingSizesAreEmsOfTheInheritedSize() {
        #expect(map(el(.h1, [text("x")])).runs.first?.attributes.fontSize == 32)
        #expect(map(el(.font, ["size": "7"], [el(.h2, [text("x")])])).runs.first?.attributes.fontSize == 72)
    }

    @Test func nestedStrongStaysBold() {
        #expect(map(el(.strong, [el(.b, [text("x")])])).runs.first?.attributes.bold == true)
    }

    @Test func decorationsPropagateToDescendants() {
        let styled = map(el(.u, [text("a"), el(.s, [text("b")])]))
        #expect(runsDump(styled) == "\"a\" u\n\"b\" u s")
    }

    @Test func abbreviationIsUnderlinedOnlyWithTitle() {
        #expect(map(el(.abbr, ["title": "t"], [text("x")])).runs.first?.attributes.underline == true)
        #expect(map(el(.abbr, [text("x")])).runs.first?.attributes.underline == false)
    }

    @Test func markHasYellowBackgroundAndBlackText() {
        let styled = map(el(.font, ["color": "red"], [el(.mark, [text("x")])]))
        #expect(runsDump(styled) == "\"x\" bg=#ffff00")
    }

    @Test func backgroundCarriedOntoDescendants() {
        let styled = map(el(.mark, [text("a"), el(.i, [text("b")])]))
        #expect(runsDump(styled) == "\"a\" bg=#ffff00\n\"b\" i bg=#ffff00")
    }

    @Test func fontColorUsesLegacyColourParsing() {
        #expect(
            map(el(.font, ["color": "ff0000"], [text("x")])).runs.first?.attributes.color
                == Color(red: 255, green: 0, blue: 0))
        #expect(
            map(el(.font, ["color": "chucknorris"], [text("x")])).runs.first?.attributes.color
                == Color(red: 0xC0, green: 0, blue: 0))
        #expect(
            map(el(.font, ["color": "#0f0"], [text("x")])).runs.first?.attributes.color
                == Color(red: 0, green: 255, blue: 0))
        #expect(map(el(.font, ["color": ""], [text("x")])).runs.first?.attributes.color == nil)
    }

    @Test func fontSizeAttribute() {
        #expect(map(el(.font, ["size": "7"], [text("x")])).runs.first?.attributes.fontSize == 48)
        #expect(map(el(.font, ["size": "+1"], [text("x")])).runs.first?.attributes.fontSize == 18)
        #expect(map(el(.font, ["size": "-5"], [text("x")])).runs.first?.attributes.fontSize == 10)
    }

    @Test func smallAndBigScaleByOnePointTwo() {
        #expect(map(el(.big, [el(.small, [text("x")])])).runs.first?.attributes.fontSize == nil)
    }

    @Test func hiddenElementsAreNotShown() {
        let styled = map(
            el(.head, [el(.title, [text("T")])]), el(.style, [text("p{}")]), el(.template, [text("t")]),
            el(.noscript, [text("n")]), el(.rp, [text("(")]), text("body"))
        #expect(styled.text == "body")
    }

    @Test func replacedElementsShowNoChildren() {
        #expect(map(text("a"), el(.iframe, [text("frame")]), el(.video, [text("v")]), text("b")).text == "ab")
    }

    /// Chromium: a textarea's text is the widget's value, not part of innerText.
    @Test func textareaContentIsNotText() {
        #expect(map(text("a"), el(.textarea, [text("a  b\nc")]), text("b")).text == "ab")
    }

    @Test func registeredMapperReplacesDefault() {
        var tags = TagMapperRegistry.default
        tags.register(TagMapper { _, m in m.style.italic = true }, for: .b)
        let styled = map(el(.b, [text("x")]), tags: tags)
        #expect(runsDump(styled) == "\"x\" i")
    }

    @Test func customTagGetsCustomAttributesAndBlockKind() {
        var tags = TagMapperRegistry.default
        tags.register(
            TagMapper { e, m in
                m.custom = ["mention": e.attribute("user-id") ?? ""]
            }, for: .named("mention"))
        tags.register(
            TagMapper { _, m in
                m.style.display = .block
                m.blockKind = .custom("callout")
            }, for: .named("callout"))
        let styled = map(
            el(.named("callout"), [el(.named("mention"), ["user-id": "42"], [text("@ann")])]), tags: tags)
        #expect(styled.runs.first?.attributes.custom == ["mention": "42"])
        #expect(styled.blocks.first?.kind == .custom("callout"))
    }

    @Test func svgDrawsOnlyItsTextElements() {
        let styled = map(
            text("a"),
            foreign(
                .svg, .svg,
                [
                    text("ignored"), foreign(.title, .svg, [text("t")]),
                    foreign(.named("text"), .svg, [text("drawn")]),
                ]))
        // Chromium's innerText gives each SVG <text> a line of its own.
        #expect(styled.text == "a\ndrawn")
    }

    @Test func visibilityHiddenHidesTextButVisibleChildShows() {
        var tags = TagMapperRegistry.default
        tags.register(TagMapper { _, m in m.style.visibility = .hidden }, for: .named("x-hidden"))
        tags.register(TagMapper { _, m in m.style.visibility = .visible }, for: .named("x-visible"))
        let styled = map(
            text("a "), el(.named("x-hidden"), [text("gone "), el(.named("x-visible"), [text("shown")])]), tags: tags)
        #expect(styled.text == "a shown")
    }

    /// A button does not inherit the text's font or colour (Chromium's
    /// `font: -webkit-small-control; color: ButtonText`); decorations and
    /// links still reach it, and its own children restyle it.
    @Test func buttonResetsInheritedFontAndColour() {
        let styled = HTMLConverter().convert(
            #"<h2><button>t</button></h2><tt><i><font color=red><u><button>b<b>c</b></button></u></font></i></tt>"#)
        #expect(styled.text == "t\nbc")
        func at(_ offset: Int) -> TextAttributes? {
            styled.runs.first { $0.range.contains(offset) }?.attributes
        }
        for offset in [0, 2, 3] {
            #expect(at(offset)?.italic == false && at(offset)?.monospace == false && at(offset)?.color == nil)
        }
        #expect(at(0)?.bold == false)
        #expect(at(2)?.bold == false && at(2)?.underline == true)
        #expect(at(3)?.bold == true && at(3)?.underline == true)
    }
}

/// The registry's array slots and its dictionary agree.
@Suite struct TagMapperRegistryTests {
    @Test func slottedAndUnslottedNamesAreFoundAndReplaced() {
        var tags = TagMapperRegistry()
        let mapper = TagMapper { _, m in m.style.italic = true }
        tags.register(mapper, for: [.span, .named("x-note"), .acronymLikeUnslotted])
        #expect(tags.mapper(for: .span) != nil)
        #expect(tags.mapper(for: .named("x-note")) != nil)
        #expect(tags.mapper(for: .acronymLikeUnslotted) != nil)
        #expect(tags.mapper(for: .div) == nil)
        tags.remove(.span)
        #expect(tags.mapper(for: .span) == nil)
    }

    @Test func everySlotIsDistinct() {
        let names: [TagName] = [.a, .b, .div, .span, .xmp, .wbr, .table, .td]
        let slots = names.compactMap(\.registrySlot)
        #expect(Set(slots).count == names.count)
        #expect(slots.allSatisfy { $0 < TagName.registrySlotCount })
        #expect(TagName.named("x").registrySlot == nil)
    }
}

extension TagName {
    /// A known name that has no registry slot (so it goes through the dictionary).
    fileprivate static let acronymLikeUnslotted = TagName.bgsound
}
