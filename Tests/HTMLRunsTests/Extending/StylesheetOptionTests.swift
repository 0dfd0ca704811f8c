import HTMLRuns
// User stylesheets as a user applies them: `import HTMLRuns`, no @testable.
import Testing

@Suite struct StylesheetOptionTests {
    func convert(_ html: String, css: String, configure: (inout Options) -> Void = { _ in }) -> StyledString {
        var options = Options()
        options.stylesheet = css
        configure(&options)
        return HTMLConverter(options: options).convert(html)
    }

    @Test func typeClassAndIDSelectorsStyleText() {
        let s = convert(
            #"<p class="note">a <span id="x">b</span> <em>c</em></p>"#,
            css: ".note { font-weight: bold } #x { color: red } em { text-decoration: underline }")
        #expect(s.attributes(of: "a")?.bold == true)
        #expect(s.attributes(of: "b")?.color == Color(red: 255, green: 0, blue: 0))
        #expect(s.attributes(of: "c")?.underline == true)
        #expect(s.attributes(of: "c")?.italic == true)  // the UA mapping still applies
    }

    @Test func higherSpecificityWinsOverLaterRule() {
        let s = convert(#"<p id="p" class="c">x</p>"#, css: "#p { color: red } p.c { color: blue }")
        #expect(s.attributes(of: "x")?.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func laterRuleWinsAtEqualSpecificity() {
        let s = convert("<p>x</p>", css: "p { color: red } p { color: blue }")
        #expect(s.attributes(of: "x")?.color == Color(red: 0, green: 0, blue: 255))
    }

    @Test func inlineStyleBeatsNormalSheetDeclaration() {
        let s = convert(#"<p id="p" style="color: blue">x</p>"#, css: "#p { color: red }")
        #expect(s.attributes(of: "x")?.color == Color(red: 0, green: 0, blue: 255))
    }

    @Test func importantSheetDeclarationBeatsNormalInlineStyle() {
        let s = convert(#"<p style="color: blue">x</p>"#, css: "p { color: red !important }")
        #expect(s.attributes(of: "x")?.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func importantInlineStyleBeatsImportantSheetDeclaration() {
        let s = convert(#"<p style="color: blue !important">x</p>"#, css: "p { color: red !important }")
        #expect(s.attributes(of: "x")?.color == Color(red: 0, green: 0, blue: 255))
    }

    @Test func sheetOverridesUserAgentStyle() {
        let s = convert("<b>x</b>", css: "b { font-weight: normal }")
        #expect(s.attributes(of: "x")?.bold == false)
    }

    @Test func descendantAndChildCombinators() {
        let s = convert("<div><p>a <b>b</b></p></div><p>c</p>", css: "div p { color: red } p > b { color: blue }")
        #expect(s.attributes(of: "a")?.color == Color(red: 255, green: 0, blue: 0))
        #expect(s.attributes(of: "b")?.color == Color(red: 0, green: 0, blue: 255))
        #expect(s.attributes(of: "c")?.color == nil)
    }

    @Test func displayNoneFromSheetHidesText() {
        let s = convert(#"<p>a<span class="secret">b</span>c</p>"#, css: ".secret { display: none }")
        #expect(s.text == "ac")
    }

    @Test func unsupportedSelectorIsSkippedWithCSSDiagnostic() {
        let s = convert("<p>x</p>", css: "ns|p { color: red } p { font-style: italic }")
        #expect(s.attributes(of: "x")?.color == nil)
        #expect(s.attributes(of: "x")?.italic == true)
        #expect(s.diagnostics.contains { $0.kind == .css })
    }

    @Test func parsedStylesheetsApplyInOrderAfterTheTextOne() {
        let sheet = Stylesheet("p { color: blue }")
        let s = convert("<p>x</p>", css: "p { color: red }") { $0.stylesheets = [sheet] }
        #expect(s.attributes(of: "x")?.color == Color(red: 0, green: 0, blue: 255))
    }

    @Test func specificityDecidesAcrossSheets() {
        let later = Stylesheet("p { color: blue }")
        let s = convert(#"<p id="x">x</p>"#, css: "#x { color: red }") { $0.stylesheets = [later] }
        #expect(s.attributes(of: "x")?.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func stylesheetReportsProblems() {
        #expect(!Stylesheet("ns|p { color: red }").problems.isEmpty)
        #expect(Stylesheet("p { color: red }").problems.isEmpty)
    }

    @Test func styleElementsIgnoredByDefault() {
        let html = "<style>p { color: red }</style><p>x</p>"
        #expect(HTMLConverter().convert(html).attributes(of: "x")?.color == nil)
    }

    @Test func styleElementsHonouredWhenAsked() {
        var options = Options()
        options.honorsStyleElements = true
        let html = "<style>p { color: red } ns|q { }</style><p>x</p>"
        let s = HTMLConverter(options: options).convert(html)
        #expect(s.attributes(of: "x")?.color == Color(red: 255, green: 0, blue: 0))
        #expect(s.text == "x")
        #expect(s.diagnostics.contains { $0.kind == .css && $0.line == 1 && $0.column > 1 })
    }

    @Test func converterReusedWithChangedOptions() {
        var converter = HTMLConverter()
        #expect(converter.convert("<p>x</p>").attributes(of: "x")?.color == nil)
        converter.options.stylesheet = "p { color: red }"
        #expect(converter.convert("<p>x</p>").attributes(of: "x")?.color == Color(red: 255, green: 0, blue: 0))
    }
}
