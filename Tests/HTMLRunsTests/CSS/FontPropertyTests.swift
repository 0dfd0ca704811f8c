import Testing

@testable import HTMLRuns

@Suite struct FontWeightTests {
    @Test func weightKeywordsAndNumbers() {
        #expect(computed("font-weight: bold").fontWeight == 700)
        #expect(computed("font-weight: Bold").fontWeight == 700)
        #expect(computed("font-weight: normal", parent: computed("font-weight: bold")).fontWeight == 400)
        #expect(computed("font-weight: 550").fontWeight == 550)
        #expect(computed("font-weight: 1000").fontWeight == 1000)
        #expect(computed("font-weight: 1").fontWeight == 1)
        #expect(computed("font-weight: 700.5").fontWeight >= 700)
    }

    @Test func weightOutOfRangeIgnored() {
        let bold = computed("font-weight: bold")
        #expect(computed("font-weight: 0", parent: bold).fontWeight == 700)
        #expect(computed("font-weight: 1001", parent: bold).fontWeight == 700)
        #expect(computed("font-weight: heavy", parent: bold).fontWeight == 700)
        #expect(computed("font-weight: 700px", parent: bold).fontWeight == 700)
    }

    @Test func bolderRelativeToParent() {
        #expect(computed("font-weight: bolder").fontWeight == 700)
        #expect(computed("font-weight: bolder", parent: computed("font-weight: 300")).fontWeight == 400)
        #expect(computed("font-weight: bolder", parent: computed("font-weight: 700")).fontWeight == 900)
        #expect(computed("font-weight: bolder", parent: computed("font-weight: 950")).fontWeight == 950)
    }

    @Test func lighterRelativeToParent() {
        #expect(computed("font-weight: lighter").fontWeight == 100)
        #expect(computed("font-weight: lighter", parent: computed("font-weight: 700")).fontWeight == 400)
        #expect(computed("font-weight: lighter", parent: computed("font-weight: 800")).fontWeight == 700)
        #expect(computed("font-weight: lighter", parent: computed("font-weight: 50")).fontWeight == 50)
    }
}

@Suite struct FontSizeTests {
    func size(_ css: String, parentSize: Double = 16) -> Double {
        var parent = ComputedStyle.initial
        parent.fontSize = parentSize
        return computed(css, parent: parent).fontSize
    }

    @Test func absoluteKeywords() {
        #expect(size("font-size: xx-small") == 9)
        #expect(size("font-size: x-small") == 10)
        #expect(size("font-size: small") == 13)
        #expect(size("font-size: medium", parentSize: 30) == 16)
        #expect(size("font-size: large") == 18)
        #expect(size("font-size: x-large") == 24)
        #expect(size("font-size: xx-large") == 32)
        #expect(size("font-size: xxx-large") == 48)
    }

    @Test func relativeKeywords() {
        #expect(size("font-size: larger", parentSize: 10) == 12)
        #expect(size("font-size: smaller", parentSize: 12) == 10)
    }

    @Test func absoluteLengths() {
        #expect(size("font-size: 12px") == 12)
        #expect(size("font-size: 12pt") == 16)
        #expect(size("font-size: 1pc") == 16)
        #expect(size("font-size: 1in") == 96)
        #expect(abs(size("font-size: 1cm") - 37.795) < 0.01)
        #expect(abs(size("font-size: 10mm") - 37.795) < 0.01)
        #expect(abs(size("font-size: 40q") - 37.795) < 0.01)
    }

    @Test func relativeLengthsUseParentSize() {
        #expect(size("font-size: 150%", parentSize: 20) == 30)
        #expect(size("font-size: .5em", parentSize: 20) == 10)
        #expect(size("font-size: 2rem", parentSize: 20) == 32)
        #expect(abs(size("font-size: 2ex", parentSize: 20) - 18.36) < 0.01)
    }

    @Test func zeroAndInvalidSizes() {
        #expect(size("font-size: 0") == 0)
        #expect(size("font-size: 12") == 16)
        #expect(size("font-size: -2px") == 16)
        #expect(size("font-size: big") == 16)
    }

    @Test func viewportUnitsUseDefaultWindow() {
        #expect(size("font-size: 10vw") == 80)
    }
}

@Suite struct FontStyleAndFamilyTests {
    @Test func fontStyleValues() {
        #expect(computed("font-style: italic").italic)
        #expect(computed("font-style: oblique").italic)
        #expect(computed("font-style: oblique 10deg").italic)
        #expect(!computed("font-style: normal", parent: computed("font-style: italic")).italic)
        #expect(computed("font-style: oblique 100deg", parent: computed("font-style: italic")).italic)
        #expect(!computed("font-style: slanted").italic)
    }

    @Test func familyMonospaceAnywhereInList() {
        let s = computed("font-family: 'Courier New', Courier, monospace")
        #expect(s.monospace)
        #expect(s.fontFamily == "\"Courier New\", Courier, monospace")
        #expect(computed("font-family: Menlo, monospace").monospace)
        #expect(computed("font-family: MONOSPACE").monospace)
        #expect(computed("font-family: ui-monospace, serif").monospace)
    }

    @Test func familyWithoutMonospaceResetsIt() {
        let code = computed("font-family: monospace")
        let s = computed("font-family: Arial", parent: code)
        #expect(!s.monospace)
        #expect(s.fontFamily == "Arial")
    }

    @Test func familyIdentSequences() {
        #expect(computed("font-family: Times   New Roman, serif").fontFamily == "Times New Roman, serif")
    }

    @Test func familyInvalidLists() {
        #expect(computed("font-family: Arial,, serif").fontFamily == nil)
        #expect(computed("font-family: 12px").fontFamily == nil)
        #expect(computed("font-family: a, inherit").fontFamily == nil)
    }

    @Test func semicolonInQuotedFamily() {
        let s = computed("font-family:'a;b'; color:red")
        #expect(s.fontFamily == "\"a;b\"")
        #expect(s.color.hex == "#ff0000")
    }
}

@Suite struct FontShorthandTests {
    @Test func fullShorthand() {
        let s = computed("font: italic bold 12px/2 Georgia, serif")
        #expect(s.italic)
        #expect(s.fontWeight == 700)
        #expect(s.fontSize == 12)
        #expect(s.lineHeight == 2)
        #expect(s.fontFamily == "Georgia, serif")
    }

    @Test func fontShorthandResetsWeight() {
        let s = computed("font-weight:bold;font:12px monospace")
        #expect(s.fontWeight == 400)
        #expect(s.monospace)
        #expect(s.fontSize == 12)
    }

    @Test func fontShorthandResetsStyleAndLineHeight() {
        let parent = computed("font-style: italic; line-height: 3")
        let s = computed("font: 12px serif", parent: parent)
        #expect(!s.italic)
        #expect(s.lineHeight == nil)
    }

    @Test func longhandAfterShorthandWins() {
        #expect(computed("font: 12px serif; font-weight: bold").fontWeight == 700)
    }

    @Test func normalsAndNumbersBeforeSize() {
        let s = computed("font-weight:bold;font:normal normal 400 12px Arial")
        #expect(s.fontWeight == 400)
        #expect(s.fontFamily == "Arial")
        #expect(computed("font: 300 small-caps condensed oblique 1em/30px x").fontWeight == 300)
        #expect(computed("font: 300 small-caps condensed oblique 1em/30px x").lineHeight == 30.0 / 16)
    }

    @Test func invalidShorthandDroppedEntirely() {
        let parent = computed("font-weight: bold; font-style: italic")
        for value in [
            "bold", "12px", "italic serif", "12 serif", "bold bold 12px x", "12px/ x", "12px, x", "12px inherit",
        ] {
            let s = computed("font: \(value)", parent: parent)
            #expect(s.fontWeight == 700 && s.italic, "font: \(value)")
        }
    }

    @Test func systemFontResetsWeightAndStyle() {
        let s = computed("font-weight:bold;font:caption", parent: computed("font-style: italic"))
        #expect(s.fontWeight == 400)
        #expect(!s.italic)
    }

    @Test func fontShorthandKeywordSize() {
        #expect(computed("font: bold large serif").fontSize == 18)
        #expect(computed("font: 150%/1.2 serif", parent: computed("font-size: 20px")).fontSize == 30)
    }
}

/// `x<span style="font-weight:X">w</span><b><span style="font-weight:X">bw</span></b>`
/// from `../shared/corpus/css/css-weight-*`: Chromium's verdicts (bold is weight ≥ 600).
@Suite struct CorpusWeightTests {
    @Test(arguments: [
        ("lighter", false, false), ("normal", false, false), ("400", false, false), ("550", false, false),
        ("900", true, true), ("1000", true, true), ("0", false, true), ("700.5", true, true),
        ("Bold", true, true), ("heavy", false, true),
    ])
    func weightUnderPlainAndBold(value: String, plainBold: Bool, insideBBold: Bool) {
        let b = computed("font-weight: bold")
        #expect((computed("font-weight:\(value)").fontWeight >= 600) == plainBold)
        #expect((computed("font-weight:\(value)", parent: b).fontWeight >= 600) == insideBBold)
    }
}

/// Chromium's generic-family rule: a sole `monospace` family has a 13px
/// `medium`. Values measured in Chromium (`getComputedStyle().fontSize`).
@Suite struct MonospaceFontSizeTests {
    @Test(arguments: [
        ("font-family:monospace;font-size:xx-small", "", 9.0),
        ("font-family:monospace;font-size:small", "", 12),
        ("font-family:monospace;font-size:medium", "", 13),
        ("font-family:monospace;font-size:large", "", 16),
        ("font-family:monospace;font-size:x-large", "", 20),
        ("font-family:monospace;font-size:xx-large", "", 26),
        ("font-family:monospace;font-size:xxx-large", "", 39),
        ("font-family:monospace", "", 13),
        ("font-family:MONOSPACE", "", 13),
        ("font-family:monospace;font-size:2em", "", 26),
        ("font-family:monospace;font-size:larger", "", 15.6),
        ("font-family:monospace;font-size:150%", "", 19.5),
        ("font-family:monospace", "font-size:small", 12),
        ("font-family:monospace", "font-size:2em", 26),
        ("font-family:monospace", "font-size:20px", 20),
        ("font-family:serif", "font-family:monospace", 16),
        ("font-size:2em", "font-family:monospace", 26),
        ("font-family:serif", "font-family:monospace;font-size:2em", 32),
        ("font-size:medium", "font-family:monospace", 13),
        ("font-size:1rem", "font-family:monospace", 16),
        ("font-family:serif", "font-family:monospace;font-size:20px", 20),
        ("font-family:monospace;font-size:calc(1em + 1px)", "", 17),
        ("font-family:monospace", "font-size:larger", 15.6),
        ("font-family:monospace, monospace", "", 16),
        ("font-family:Menlo, monospace", "", 16),
        ("font-family:'monospace'", "", 16),
        ("font:12px monospace", "", 12),
        ("font: bold monospace", "", 16),
    ])
    func size(css: String, parentCSS: String, expected: Double) {
        let parent = computed(parentCSS)
        let size = computed(css, parent: parent).fontSize
        #expect(abs(size - expected) < 0.01, "\(parentCSS) > \(css)")
    }

    @Test func tagDefaultSizeSetByMappingIsTakenAsRelative() {
        // An h1 whose 32px the mapping stage set directly, then `font-family: monospace`.
        var h1 = ComputedStyle.initial.inherited()
        h1.fontSize = 32
        StyleResolver.apply(StyleResolver.parseInlineStyle("font-family: monospace"), to: &h1, parent: .initial)
        #expect(h1.fontSize == 26)
    }

    @Test func unrelatedDeclarationsLeaveAMappedSizeAlone() {
        var h1 = ComputedStyle.initial.inherited()
        h1.fontSize = 32
        h1.fontFamily = "monospace"
        StyleResolver.apply(StyleResolver.parseInlineStyle("color: red"), to: &h1, parent: .initial)
        #expect(h1.fontSize == 32)
    }

    @Test func legacyFontSizeIsAKeyword() {
        var s = computed("font-family: monospace")
        StyleResolver.applyLegacyFontSize("5", to: &s)
        #expect(s.fontSize == 20)
    }
}
