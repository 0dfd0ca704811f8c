import Testing

@testable import HTMLRuns

@Suite struct PresentationalHintTests {
    @Test func fontColorAttributeUsesLegacyParser() {
        var s = ComputedStyle.initial
        StyleResolver.applyPresentationalColor("f00", to: &s)
        #expect(s.color.hex == "#0f0000")
        StyleResolver.applyPresentationalColor("#ff", to: &s)
        #expect(s.color.hex == "#0f0f00")
        StyleResolver.applyPresentationalColor("transparent", to: &s)
        #expect(s.color.hex == "#0f0f00")
        StyleResolver.applyPresentationalColor("Blue", to: &s)
        #expect(s.color.hex == "#0000ff")
    }

    @Test func bgcolorAttribute() {
        var s = ComputedStyle.initial
        StyleResolver.applyPresentationalBackground("yellow", to: &s)
        #expect(hex(s.backgroundColor) == "#ffff00")
    }

    @Test func legacyFontSizes() {
        #expect(StyleResolver.legacyFontSize("1") == 10)
        #expect(StyleResolver.legacyFontSize("2") == 13)
        #expect(StyleResolver.legacyFontSize("3") == 16)
        #expect(StyleResolver.legacyFontSize("4") == 18)
        #expect(StyleResolver.legacyFontSize("5") == 24)
        #expect(StyleResolver.legacyFontSize("6") == 32)
        #expect(StyleResolver.legacyFontSize("7") == 48)
    }

    @Test func legacyFontSizeRelativeAndClamped() {
        #expect(StyleResolver.legacyFontSize("+2") == 24)
        #expect(StyleResolver.legacyFontSize("-1") == 13)
        #expect(StyleResolver.legacyFontSize("-5") == 10)
        #expect(StyleResolver.legacyFontSize("+9") == 48)
        #expect(StyleResolver.legacyFontSize("0") == 10)
        #expect(StyleResolver.legacyFontSize(" 12abc") == 48)
        #expect(StyleResolver.legacyFontSize("99999999999999999999") == 48)
    }

    @Test func legacyFontSizeWithoutDigitsChangesNothing() {
        #expect(StyleResolver.legacyFontSize("") == nil)
        #expect(StyleResolver.legacyFontSize("+") == nil)
        #expect(StyleResolver.legacyFontSize("big") == nil)
        var s = ComputedStyle.initial
        StyleResolver.applyLegacyFontSize("x", to: &s)
        #expect(s.fontSize == 16)
        StyleResolver.applyLegacyFontSize("+1", to: &s)
        #expect(s.fontSize == 18)
    }

    @Test func fontFaceAttribute() {
        var s = ComputedStyle.initial
        StyleResolver.applyPresentationalFace("Courier New, monospace", to: &s)
        #expect(s.fontFamily == "Courier New, monospace")
        #expect(s.monospace)
        StyleResolver.applyPresentationalFace("Arial", to: &s)
        #expect(!s.monospace)
    }

    @Test func alignAttribute() {
        var s = ComputedStyle.initial
        StyleResolver.applyPresentationalAlign("RIGHT", to: &s)
        #expect(s.textAlign == .right)
        StyleResolver.applyPresentationalAlign("middle", to: &s)
        #expect(s.textAlign == .center)
        StyleResolver.applyPresentationalAlign("bogus", to: &s)
        #expect(s.textAlign == .center)
    }

    @Test func authorStyleBeatsPresentationalHint() {
        var s = ComputedStyle.initial.inherited()
        StyleResolver.applyPresentationalColor("red", to: &s)
        StyleResolver.apply(StyleResolver.parseInlineStyle("color: blue"), to: &s, parent: .initial)
        #expect(s.color.hex == "#0000ff")
    }
}

@Suite struct CustomPropertyTests {
    @Test func varUsesPropertyFromSameElement() {
        #expect(computed("--c: red; color: var(--c)").color.hex == "#ff0000")
        #expect(computed("color: var(--c); --c: red").color.hex == "#ff0000")
    }

    @Test func varInheritsFromParent() {
        let parent = computed("--c: #00f")
        #expect(computed("background-color: var(--c)", parent: parent).backgroundColor?.hex == "#0000ff")
    }

    @Test func varFallback() {
        #expect(computed("color: var(--missing, green)").color.hex == "#008000")
        #expect(computed("color: var(--missing, var(--also-missing, rgb(0 0 255)))").color.hex == "#0000ff")
    }

    @Test func unresolvableVarIsUnset() {
        var parent = ComputedStyle.initial
        parent.color = Color(red: 0, green: 128, blue: 0)
        #expect(computed("color: red; color: var(--missing)", parent: parent).color.hex == "#008000")
        var s = parent.inherited()
        s.backgroundColor = Color(red: 1, green: 1, blue: 1)
        StyleResolver.apply(StyleResolver.parseInlineStyle("background-color: var(--nope)"), to: &s, parent: parent)
        #expect(s.backgroundColor == nil)
    }

    @Test func cyclicVarsFail() {
        #expect(computed("--a: var(--b); --b: var(--a); color: var(--a)").color == .black)
    }

    @Test func exponentialExpansionIsCapped() {
        var css = "--v0: x x x x x x x x x x;"
        for i in 1..<20 { css += "--v\(i): var(--v\(i - 1)) var(--v\(i - 1)) var(--v\(i - 1));" }
        css += "color: var(--v19)"
        #expect(computed(css).color == .black)
    }

    @Test func varInsideShorthand() {
        let s = computed("--size: 12px; font: bold var(--size) serif")
        #expect(s.fontSize == 12 && s.fontWeight == 700)
    }
}
