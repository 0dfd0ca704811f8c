import Testing

@testable import HTMLRuns

@Suite struct StyleResolverCascadeTests {
    @Test func laterDeclarationWins() {
        #expect(computed("color: red; color: blue").color.hex == "#0000ff")
    }

    @Test func importantBeatsLater() {
        #expect(computed("color: blue !important; color: red").color.hex == "#0000ff")
        #expect(computed("color: blue !important; color: red !important").color.hex == "#ff0000")
    }

    @Test func invalidLaterValueDoesNotOverride() {
        #expect(computed("color: red; color: notacolor").color.hex == "#ff0000")
        #expect(computed("color: red; color: #12").color.hex == "#ff0000")
    }

    @Test func unknownPropertiesIgnored() {
        #expect(computed("colour: red; margin: 4px") == ComputedStyle.initial.inherited())
    }

    @Test func emptyDeclarationsChangeNothing() {
        var style = ComputedStyle.initial
        style.fontWeight = 700
        StyleResolver.apply([], to: &style, parent: .initial)
        #expect(style.fontWeight == 700)
    }

    /// `writing-mode` inherits; the SVG 1.1 values and the `-webkit-` name
    /// are accepted, as Chromium accepts them; anything else is invalid.
    @Test func writingModeParsesItsValuesAndInherits() {
        #expect(computed("writing-mode: vertical-rl").writingMode == .verticalRL)
        #expect(computed("writing-mode: VERTICAL-LR").writingMode == .verticalLR)
        #expect(computed("writing-mode: sideways-lr").writingMode == .sidewaysLR)
        #expect(computed("writing-mode: tb-rl").writingMode == .verticalRL)
        #expect(computed("writing-mode: lr-tb").writingMode == .horizontalTB)
        #expect(computed("-webkit-writing-mode: vertical-rl").writingMode == .verticalRL)
        #expect(computed("writing-mode: vertical-rl; writing-mode: bogus").writingMode == .verticalRL)
        let vertical = computed("writing-mode: vertical-rl")
        #expect(computed("color: red", parent: vertical).writingMode == .verticalRL)
        #expect(computed("writing-mode: initial", parent: vertical).writingMode == .horizontalTB)
    }

    /// `unicode-bidi` is read only as "normal or not" (whether bidi
    /// controls bound the box); it does not inherit.
    @Test func unicodeBidiParsesAndDoesNotInherit() {
        #expect(computed("unicode-bidi: isolate").insertsBidiControls)
        #expect(computed("unicode-bidi: Bidi-Override").insertsBidiControls)
        #expect(computed("unicode-bidi: plaintext").insertsBidiControls)
        #expect(!computed("unicode-bidi: isolate; unicode-bidi: normal").insertsBidiControls)
        #expect(computed("unicode-bidi: embed; unicode-bidi: sideways").insertsBidiControls)
        #expect(!computed("color: red", parent: computed("unicode-bidi: isolate")).insertsBidiControls)
    }

    @Test func secondCallOverridesFirst() {
        var style = ComputedStyle.initial.inherited()
        StyleResolver.apply([CSSDeclaration(property: "font-weight", value: "bold")], to: &style, parent: .initial)
        StyleResolver.apply(StyleResolver.parseInlineStyle("font-weight: normal"), to: &style, parent: .initial)
        #expect(style.fontWeight == 400)
    }

    @Test func revertGoesBackToTheEarlierOrigin() {
        var style = ComputedStyle.initial.inherited()
        StyleResolver.apply([CSSDeclaration(property: "font-weight", value: "bold")], to: &style, parent: .initial)
        StyleResolver.apply(
            StyleResolver.parseInlineStyle("font-weight: normal; font-weight: revert"), to: &style, parent: .initial)
        #expect(style.fontWeight == 700)
    }

    /// Presentational hints are author-level: `revert` goes back past them
    /// to the user-agent styles (`<font color>` black again, a `<td>`'s
    /// `bgcolor` gone), and leaves the properties it does not name alone.
    @Test func revertGoesBackPastPresentationalHints() {
        func runs(_ html: String) -> [TextAttributes] { HTMLConverter().convert(html).runs.map(\.attributes) }
        #expect(runs(#"<font color="blue" style="color: revert">a</font>"#).map(\.color) == [nil])
        #expect(runs(#"<font color="blue" face="Courier New" style="color: revert">a</font>"#).map(\.color) == [nil])
        #expect(
            runs(#"<font color="blue" face="Courier New" style="color: revert">a</font>"#).map(\.fontFamily)
                == ["Courier New"])
        #expect(
            runs(#"<table><tr><td bgcolor="red" style="background-color: revert">a<td bgcolor="red">b</table>"#)
                .map(\.backgroundColor) == [nil, Color(red: 255, green: 0, blue: 0)])
        #expect(
            HTMLConverter().convert(#"<p align=center style="text-align: revert">a"#).blocks.map(\.alignment) == [nil])
        // Without `revert` the hints stand.
        #expect(
            runs(#"<font color="blue" style="font-weight: bold">a</font>"#).map(\.color) == [
                Color(red: 0, green: 0, blue: 255)
            ])
    }

    /// Links have no colour or underline here (the spec's author-level
    /// default); `revert` rolls that back to the user agent's blue
    /// (#0000ee) and underline, as in browsers, for any `href`.
    /// `revert-layer` in `style=""` goes back only to the author level:
    /// the inherited colour, or a presentational hint.
    @Test func revertGivesALinkTheUserAgentLook() {
        func runs(_ html: String) -> [TextAttributes] { HTMLConverter().convert(html).runs.map(\.attributes) }
        let linkBlue = Color(red: 0, green: 0, blue: 0xEE)
        let red = Color(red: 255, green: 0, blue: 0)
        #expect(runs(#"<a href="/x" style="color: revert">a</a>"#).map(\.color) == [linkBlue])
        #expect(runs(#"<a href="javascript:x" style="color: revert">a</a>"#).map(\.color) == [linkBlue])
        #expect(runs(#"<a href="/x" style="text-decoration: revert">a</a>"#).map(\.underline) == [true])
        #expect(
            runs(#"<style>a { color: red }</style><a href="/x" style="color: revert">a</a>"#).map(\.color) == [linkBlue]
        )
        // Not a link, or not reverted: no user-agent look.
        #expect(runs(#"<p style="color: red"><a style="color: revert">a</a>"#).map(\.color) == [red])
        #expect(runs(#"<a href="/x">a</a>"#).map(\.color) == [nil])
        #expect(runs(#"<a href="/x">a</a>"#).map(\.underline) == [false])
        #expect(runs(#"<p style="color: red"><a href="/x" style="color: revert-layer">a</a>"#).map(\.color) == [red])
        #expect(
            runs(#"<font color="blue" style="color: revert-layer">a</font>"#).map(\.color) == [
                Color(red: 0, green: 0, blue: 255)
            ])
    }
}

@Suite struct GlobalKeywordTests {
    var parent: ComputedStyle {
        var p = ComputedStyle.initial
        p.color = Color(red: 0, green: 128, blue: 0)
        p.backgroundColor = Color(red: 255, green: 255, blue: 0)
        p.fontWeight = 700
        p.display = .block
        return p
    }

    @Test func inheritTakesParentValue() {
        #expect(computed("color: red; color: inherit", parent: parent).color.hex == "#008000")
    }

    @Test func inheritWorksForNonInheritedProperties() {
        #expect(hex(computed("background-color: inherit", parent: parent).backgroundColor) == "#ffff00")
        #expect(computed("display: inherit", parent: parent).display == .block)
    }

    @Test func initialResets() {
        #expect(computed("color: initial", parent: parent).color == .black)
        #expect(computed("font-weight: initial", parent: parent).fontWeight == 400)
        #expect(computed("list-style-type: initial").listStyleType == .disc)
    }

    @Test func unsetInheritsInheritedProperties() {
        #expect(computed("color: red; color: unset", parent: parent).color.hex == "#008000")
    }

    @Test func unsetResetsOtherProperties() {
        var style = parent.inherited()
        style.backgroundColor = Color(red: 1, green: 1, blue: 1)
        StyleResolver.apply(StyleResolver.parseInlineStyle("background-color: unset"), to: &style, parent: parent)
        #expect(style.backgroundColor == nil)
    }

    @Test func globalKeywordsCaseInsensitive() {
        #expect(computed("color: INHERIT", parent: parent).color.hex == "#008000")
    }

    @Test func shorthandInherit() {
        var p = ComputedStyle.initial
        p.italic = true
        p.fontWeight = 300
        let s = computed("font-weight: bold; font: inherit", parent: p)
        #expect(s.italic && s.fontWeight == 300)
    }
}

@Suite struct ColorPropertyTests {
    @Test func colorValues() {
        #expect(cssColor("RED") == "#ff0000")
        #expect(cssColor("#f008") == "#ff000088")
        #expect(cssColor("notacolor") == nil)
        #expect(cssColor("f00") == nil)
    }

    @Test func colorCurrentColorIsInherited() {
        var parent = ComputedStyle.initial
        parent.color = Color(red: 0, green: 0, blue: 255)
        #expect(computed("color: currentColor", parent: parent).color.hex == "#0000ff")
    }

    @Test func backgroundCurrentColorUsesOwnColor() {
        let s = computed("background-color: currentColor; color: red")
        #expect(hex(s.backgroundColor) == "#ff0000")
        #expect(hex(computed("background-color: currentColor").backgroundColor) == "#000000")
    }

    @Test func backgroundTransparentIsNil() {
        #expect(computed("background-color: transparent").backgroundColor == nil)
        #expect(computed("background-color: rgba(0,0,0,0)").backgroundColor == nil)
        #expect(hex(computed("background-color: rgba(0,0,0,.5)").backgroundColor) == "#00000080")
    }

    @Test func backgroundShorthandTakesColor() {
        #expect(hex(computed("background: url(x.png) #fff no-repeat").backgroundColor) == "#ffffff")
        #expect(hex(computed("background: #f00 url(a.png) no-repeat").backgroundColor) == "#ff0000")
        #expect(
            hex(computed("background: center / cover url('a b.png') repeat-x fixed rgb(0 0 255)").backgroundColor)
                == "#0000ff")
        #expect(hex(computed("background: linear-gradient(red, blue), yellow").backgroundColor) == "#ffff00")
    }

    @Test func backgroundShorthandWithoutColorResetsToTransparent() {
        #expect(computed("background-color: red; background: none").backgroundColor == nil)
        #expect(computed("background-color: red; background: url(a.png)").backgroundColor == nil)
    }

    @Test func backgroundShorthandInvalidIsDropped() {
        #expect(hex(computed("background-color: red; background: notacolor").backgroundColor) == "#ff0000")
        #expect(hex(computed("background-color: red; background: red, blue").backgroundColor) == "#ff0000")
        #expect(hex(computed("background-color: red; background: red blue").backgroundColor) == "#ff0000")
    }
}

@Suite struct TextPropertyTests {
    @Test func textDecorationLines() {
        #expect(computed("text-decoration: underline").textDecoration == .underline)
        #expect(computed("text-decoration: underline overline").textDecoration == [.underline, .overline])
        #expect(computed("text-decoration: underline line-through").textDecoration == [.underline, .lineThrough])
        #expect(computed("text-decoration-line: line-through").textDecoration == .lineThrough)
    }

    @Test func textDecorationShorthandTakesLinePart() {
        #expect(computed("text-decoration: underline red wavy").textDecoration == .underline)
        #expect(computed("text-decoration: red underline wavy").textDecoration == .underline)
        #expect(computed("text-decoration: underline dotted red").textDecoration == .underline)
        #expect(computed("text-decoration: underline 2px").textDecoration == .underline)
    }

    @Test func textDecorationShorthandWithoutLineIsNone() {
        #expect(computed("text-decoration: underline; text-decoration: solid").textDecoration == [])
        #expect(computed("text-decoration: underline; text-decoration: none").textDecoration == [])
    }

    @Test func textDecorationInvalidDropped() {
        #expect(
            computed("text-decoration: underline; text-decoration: underline underline").textDecoration == .underline)
        #expect(computed("text-decoration: underline; text-decoration: none underline").textDecoration == .underline)
        #expect(computed("text-decoration: underline; text-decoration: bogus").textDecoration == .underline)
        #expect(computed("text-decoration: underline; text-decoration-line: red").textDecoration == .underline)
    }

    @Test func blinkIsAcceptedAndInvisible() {
        #expect(computed("text-decoration: underline; text-decoration: blink").textDecoration == [])
    }

    @Test func verticalAlignValues() {
        #expect(computed("vertical-align: super").verticalAlign == .super)
        #expect(computed("vertical-align: SUB").verticalAlign == .sub)
        #expect(computed("vertical-align: top").verticalAlign == nil)
        #expect(computed("vertical-align: 3px").verticalAlign == nil)
        var s = ComputedStyle.initial
        s.verticalAlign = .super
        StyleResolver.apply(StyleResolver.parseInlineStyle("vertical-align: baseline"), to: &s, parent: .initial)
        #expect(s.verticalAlign == nil)
        s.verticalAlign = .super
        StyleResolver.apply(StyleResolver.parseInlineStyle("vertical-align: bogus"), to: &s, parent: .initial)
        #expect(s.verticalAlign == .super)
    }

    @Test func letterAndWordSpacing() {
        #expect(computed("letter-spacing: 2px").letterSpacing == 2)
        #expect(computed("letter-spacing: 0.5em; font-size: 20px").letterSpacing == 10)
        #expect(computed("word-spacing: 10px").wordSpacing == 10)
        #expect(computed("word-spacing: normal").wordSpacing == nil)
        #expect(computed("letter-spacing: 0").letterSpacing == nil)
        #expect(computed("letter-spacing: 3").letterSpacing == nil)
        #expect(computed("letter-spacing: 10%").letterSpacing == 1.6)
        #expect(computed("word-spacing: 10%; font-size: 20px").wordSpacing == 2)
    }

    @Test func lineHeightForms() {
        #expect(computed("line-height: normal").lineHeight == nil)
        #expect(computed("line-height: 1.5").lineHeight == 1.5)
        #expect(computed("line-height: 150%").lineHeight == 1.5)
        #expect(computed("line-height: 24px").lineHeight == 1.5)
        #expect(computed("font-size: 20px; line-height: 10px").lineHeight == 0.5)
        #expect(computed("line-height: 2em; font-size: 10px").lineHeight == 2)
        #expect(computed("line-height: -1").lineHeight == nil)
    }

    @Test func lineHeightLengthInheritsAsLength() {
        let parent = computed("line-height: 20px")
        #expect(computed("font-size: 10px", parent: parent).lineHeight == 2)
        let numberParent = computed("line-height: 2")
        #expect(computed("font-size: 10px", parent: numberParent).lineHeight == 2)
    }

    @Test func textAlignValues() {
        #expect(computed("text-align: center").textAlign == .center)
        #expect(computed("text-align: RIGHT").textAlign == .right)
        #expect(computed("text-align: justify").textAlign == .justify)
        #expect(computed("text-align: -webkit-center").textAlign == .center)
        #expect(computed("text-align: start").textAlign == nil)
        #expect(computed("text-align: end").textAlign == .right)
        #expect(computed("text-align: end; direction: rtl").textAlign == .left)
        #expect(computed("text-align: middle").textAlign == nil)
    }

    @Test func directionValues() {
        #expect(computed("direction: rtl").direction == .rtl)
        #expect(computed("direction: ltr", parent: computed("direction: rtl")).direction == nil)
        #expect(computed("direction: sideways").direction == nil)
    }

    @Test func whiteSpaceKeywords() {
        #expect(computed("white-space: pre").whiteSpace == .pre)
        #expect(computed("white-space: pre-wrap").whiteSpace == .preWrap)
        #expect(computed("white-space: pre-line").whiteSpace == .preLine)
        #expect(computed("white-space: nowrap").whiteSpace == .nowrap)
        #expect(computed("white-space: break-spaces").whiteSpace == .breakSpaces)
        #expect(computed("white-space: pre; white-space: normal").whiteSpace == .normal)
    }

    @Test func whiteSpaceLonghandsAndNewShorthandForms() {
        #expect(computed("white-space-collapse: preserve").whiteSpace == .preWrap)
        #expect(computed("white-space-collapse: preserve; text-wrap-mode: nowrap").whiteSpace == .pre)
        #expect(computed("white-space: preserve nowrap").whiteSpace == .pre)
        #expect(computed("white-space: nowrap collapse").whiteSpace == .nowrap)
        #expect(computed("white-space: pre; text-wrap: wrap").whiteSpace == .preWrap)
        #expect(computed("white-space: pre; white-space: bogus").whiteSpace == .pre)
    }

    @Test func whiteSpaceInheritsByLonghand() {
        let parent = computed("white-space: pre")
        #expect(computed("text-wrap-mode: wrap", parent: parent).whiteSpace == .preWrap)
    }

    @Test func displayKeywords() {
        #expect(computed("display: none").display == .none)
        #expect(computed("display: block").display == .block)
        #expect(computed("DISPLAY: Inline-Block").display == .inlineBlock)
        #expect(computed("display: list-item").display == .listItem)
        #expect(computed("display: flow-root").display == .block)
        #expect(computed("display: run-in").display == .inline)
        #expect(computed("display: table-cell").display == .tableCell)
        #expect(computed("display: contents").display == .contents)
        #expect(computed("display: -webkit-box").display == .flex)
    }

    @Test func displayTwoKeywordSyntax() {
        #expect(computed("display: inline flow-root").display == .inlineBlock)
        #expect(computed("display: block flex").display == .flex)
        #expect(computed("display: inline table").display == .inlineTable)
        #expect(computed("display: block list-item").display == .listItem)
        #expect(computed("display: inline inline").display == .inline)
    }

    @Test func floatAndOutOfFlowPositionAreRead() {
        #expect(computed("float: left").floats)
        #expect(computed("FLOAT: Right").floats)
        #expect(!computed("float: left; float: none").floats)
        #expect(!computed("float: middle").floats)
        #expect(computed("position: absolute").isOutOfFlow)
        #expect(computed("position: fixed").isOutOfFlow)
        #expect(!computed("position: relative").isOutOfFlow)
        #expect(!computed("position: sticky").isOutOfFlow)
        #expect(!computed("color: red", parent: computed("float: left; position: fixed")).floats)
        #expect(!computed("color: red", parent: computed("position: fixed")).isOutOfFlow)
    }

    /// A weight is kept as the whole number below it: 599.9 is not bold.
    @Test func fractionalWeightsCompareAsChromiumDoes() {
        #expect(computed("font-weight: 599.9").fontWeight == 599)
        #expect(computed("font-weight: 600.4").fontWeight == 600)
        #expect(computed("font-weight: calc(599.5)").fontWeight == 599)
    }

    /// Only transparent black is no background: Chromium reports a zero
    /// alpha colour as a background colour of its own.
    @Test func onlyTransparentBlackIsNoBackground() {
        #expect(computed("background-color: transparent").backgroundColor == nil)
        #expect(computed("background-color: rgba(0, 0, 255, 0)").backgroundColor?.hex == "#0000ff00")
    }

    @Test func contentVisibilityIsReadAndNotInherited() {
        #expect(computed("content-visibility: hidden").hidesContents)
        #expect(!computed("content-visibility: hidden; content-visibility: auto").hidesContents)
        #expect(!computed("content-visibility: bogus").hidesContents)
        #expect(!computed("color: red", parent: computed("content-visibility: hidden")).hidesContents)
    }

    /// `content-visibility: hidden` skips the contents of a block, an item
    /// or a cell (innerText as Chromium gives it), not of an inline box.
    @Test func contentVisibilityHiddenSkipsTheContentsOfContainableBoxes() {
        let html = """
            <div style="content-visibility:hidden">h1</div><p>s1</p>\
            <ul><li style="content-visibility:hidden">h2<li>s2</ul>\
            <p>a <span style="content-visibility:hidden">s3</span> b</p>\
            <table><tr><td style="content-visibility:hidden">h3<td>s4</table>\
            <div style="content-visibility:hidden"><p style="content-visibility:visible">h4</p></div>
            """
        let text = HTMLConverter().convert(html).text
        #expect(!text.contains("h"))
        #expect(["s1", "s2", "a s3 b", "s4"].allSatisfy { text.contains($0) })
    }

    /// CSS 2.1 §9.7: a float or an absolutely positioned box is block-level,
    /// so Chromium's innerText puts it on lines of its own.
    @Test func floatsAndAbsolutelyPositionedInlinesAreBlockified() {
        let html =
            #"a<span style="position:absolute">b</span>c<span style="float:left">d</span>e"#
            + #"<span style="position:relative">f</span><b style="float:none">g</b>"#
        #expect(HTMLConverter().convert(html).text == "a\nb\nc\nd\nefg")
        #expect(HTMLConverter().convert(#"<i style="float:right;display:none">x</i>y"#).text == "y")
    }

    @Test func displayUnknownIgnored() {
        var s = ComputedStyle.initial
        s.display = .block
        StyleResolver.apply(StyleResolver.parseInlineStyle("display: bogus"), to: &s, parent: .initial)
        #expect(s.display == .block)
    }

    @Test func visibilityValues() {
        #expect(computed("visibility: hidden").visibility == .hidden)
        #expect(computed("visibility: collapse").visibility == .collapse)
        #expect(computed("visibility: visible", parent: computed("visibility: hidden")).visibility == .visible)
    }

    @Test func listStyleTypes() {
        #expect(computed("list-style-type: square").listStyleType == .square)
        #expect(computed("list-style-type: lower-roman").listStyleType == .lowerRoman)
        #expect(computed("list-style-type: upper-latin").listStyleType == .upperAlpha)
        #expect(computed("list-style-type: none").listStyleType == ComputedStyle.ListStyleType.none)
        #expect(computed("list-style-type: armenian").listStyleType == .decimal)
    }

    @Test func listStyleShorthand() {
        #expect(computed("list-style: square inside").listStyleType == .square)
        #expect(computed("list-style: none").listStyleType == ComputedStyle.ListStyleType.none)
        #expect(computed("list-style: inside").listStyleType == .disc)
        #expect(computed("list-style: url(a.png) lower-alpha").listStyleType == .lowerAlpha)
        #expect(computed("list-style: none square").listStyleType == .square)
        // The second `inside` names a counter style, unknown, so decimal (as Chromium).
        #expect(computed("list-style: square; list-style: inside inside").listStyleType == .decimal)
    }
}

@Suite struct AllShorthandTests {
    @Test func allUnsetResetsEverythingButDirection() {
        let parent = computed("color: green; direction: rtl")
        let s = computed(
            "font-weight: bold; background-color: red; display: block; direction: ltr; all: unset", parent: parent)
        #expect(s.fontWeight == 400 && s.backgroundColor == nil && s.display == .inline)
        #expect(s.color.hex == "#008000")
        #expect(s.direction == nil)
    }

    @Test func allInitial() {
        let s = computed("all: initial", parent: computed("color: green; font-style: italic"))
        #expect(s.color == .black && !s.italic)
    }

    @Test func allTakesOnlyGlobalKeywords() {
        #expect(computed("font-weight: bold; all: bold").fontWeight == 700)
    }
}
