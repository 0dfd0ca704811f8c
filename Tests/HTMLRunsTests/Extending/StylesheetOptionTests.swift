// User stylesheets as a user applies them: `import HTMLRuns`, no @testable.
import Testing

@testable import HTMLRuns

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

    /// The fragment sits in `<body>` inside `<html>`: their rules are where
    /// its text starts, inherited as on a page.
    @Test func bodyAndHTMLRulesReachTheFragment() {
        let s = convert(
            "top <p>para <b>bold</b></p>",
            css: "html { font-size: 20px; color: red } body { font-family: Georgia, serif; color: #336699 }")
        for word in ["top", "para", "bold"] {
            #expect(s.attributes(of: word)?.color == Color(red: 0x33, green: 0x66, blue: 0x99))
            #expect(s.attributes(of: word)?.fontFamily == "Georgia, serif")
            #expect(s.attributes(of: word)?.fontSize == 20)
        }
        #expect(s.attributes(of: "bold")?.bold == true)
        #expect(s.attributes(of: "para")?.bold == false)
    }

    @Test func bodyDecorationAndBackgroundPaintTheText() {
        let s = convert(
            "a <span style='text-decoration: none'>b</span>",
            css: "body { text-decoration: underline; background-color: yellow } html { background: red }")
        #expect(s.attributes(of: "a")?.underline == true)
        #expect(s.attributes(of: "b")?.underline == true)  // decorations propagate, as painted
        #expect(s.attributes(of: "a")?.backgroundColor == Color(red: 255, green: 255, blue: 0))
    }

    @Test func bodyWhiteSpaceAppliesToTopLevelText() {
        let s = convert("a  b\nc", css: "body { white-space: pre }")
        #expect(s.text == "a  b\nc")
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

    @Test func styleElementsIgnoredWhenAsked() {
        var options = Options()
        options.honorsStyleElements = false
        let html = "<style>p { color: red }</style><p>x</p>"
        #expect(HTMLConverter(options: options).convert(html).attributes(of: "x")?.color == nil)
    }

    @Test func styleElementsHonouredByDefault() {
        let html = "<style>p { color: red } ns|q { }</style><p>x</p>"
        let s = HTMLConverter().convert(html)
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

    /// Many universal rules over many elements: selector matching stops at
    /// its budget (linear in the input) instead of taking rules × elements,
    /// says so once, and the text is all there.
    @Test func hostileStyleElementStopsAtTheSelectorBudget() {
        // `[x]` rules are checked against every element (no id, class or
        // type to index them by) and match only the `<b x>`s.
        let count = 6_000
        let rules = String(repeating: "[x]{color:red}", count: count)
        let body = String(repeating: "<b x>x</b>", count: count)
        let s = HTMLConverter().convert("<style>\(rules)</style>" + body)
        let budget = MappingWalker.selectorCheckBudget(inputBytes: rules.utf8.count + body.utf8.count + 15)
        #expect(count * count > 10 * budget)
        #expect(s.text == String(repeating: "x", count: count))
        let reports = s.diagnostics.filter { $0.message.contains("selector matching used up its budget") }
        #expect(reports.count == 1)
        // Elements before the budget ran out are styled, later ones not.
        #expect(s.runs.first?.attributes.color == Color(red: 255, green: 0, blue: 0))
        #expect(s.runs.last?.attributes.color == nil)
    }

    /// A matching rule's declarations are spent from the budget too (the
    /// cascade parses and applies each): rules of many declarations stop
    /// applying after fewer elements than rules of one.
    @Test func matchedDeclarationsSpendTheSelectorBudget() {
        func styledElements(declarationsPerRule: Int) -> Int {
            let block = (0..<declarationsPerRule).map { "--v\($0): 1" }.joined(separator: ";")
            let rules = String(repeating: "[x]{color:red;\(block)}", count: 400)
            let s = HTMLConverter().convert("<style>\(rules)</style>" + String(repeating: "<b x>x</b>", count: 4_000))
            #expect(s.text == String(repeating: "x", count: 4_000))
            #expect(s.diagnostics.contains { $0.message.contains("selector matching used up its budget") })
            return s.runs.filter { $0.attributes.color == Color(red: 255, green: 0, blue: 0) }
                .reduce(0) { $0 + $1.range.count }
        }
        let few = styledElements(declarationsPerRule: 0)
        let many = styledElements(declarationsPerRule: 9)
        #expect(many > 0)
        #expect(few > 4 * many)
    }

    @Test func realStyleSheetsStayWellWithinTheSelectorBudget() {
        let sheet = "p { margin: 0 } .note { color: gray } td, th { padding: 2px } a:hover { color: red } * { x: y }"
        let body = String(repeating: "<p class=note>a <b>b</b> <a href=x>c</a></p>", count: 2_000)
        let s = HTMLConverter().convert("<style>\(sheet)</style>" + body)
        #expect(!s.diagnostics.contains { $0.message.contains("selector matching") })
    }
}
