import Testing

@testable import HTMLRuns

/// A tree from HTML, and its elements by `id`.
struct TestTree {
    let document: Document

    init(_ html: String) {
        document = Pipeline(options: Options()).buildTree(Array(html.utf8)).0
    }

    func element(_ id: String) -> Int32 {
        for i in document.nodes.indices
        where document.nodes[i].kind == .element && document.attribute("id", of: document.nodes[i]) == id {
            return Int32(i)
        }
        Issue.record("no element with id \(id)")
        return 0
    }

    func matches(_ selector: String, _ id: String) -> Bool {
        guard case .success(let list) = SelectorParser.parse(CSSTokenizer.tokens(selector)) else {
            Issue.record("selector '\(selector)' did not parse")
            return false
        }
        return list.contains { $0.matches(element(id), in: document) }
    }
}

func parseSelector(_ text: String) -> [Selector]? {
    if case .success(let list) = SelectorParser.parse(CSSTokenizer.tokens(text)) { return list }
    return nil
}

@Suite struct SelectorParserTests {
    @Test func typeClassIdCompound() {
        let s = parseSelector("p.note#main")?.first
        #expect(s?.compounds == [CompoundSelector(tagName: "p", simple: [.className("note"), .id("main")])])
    }

    @Test func combinatorsStoredRightToLeft() {
        let s = parseSelector("div > p a")?.first
        #expect(s?.compounds.map(\.tagName) == ["a", "p", "div"])
        #expect(s?.combinators == [.descendant, .child])
        #expect(parseSelector("a+b ~ c")?.first?.combinators == [.subsequentSibling, .nextSibling])
    }

    @Test func selectorLists() {
        #expect(parseSelector("h1, h2 ,h3")?.count == 3)
    }

    @Test func attributeSelectors() {
        let s = parseSelector("[data-x] [lang|=en] a[href^='http' i]")?.first
        #expect(
            s?.compounds[0].simple == [
                .attribute(AttributeSelector(name: "href", match: .prefix, value: "http", caseInsensitive: true))
            ])
        #expect(
            s?.compounds[1].simple == [.attribute(AttributeSelector(name: "lang", match: .dashPrefix, value: "en"))])
        #expect(s?.compounds[2].simple == [.attribute(AttributeSelector(name: "data-x", match: .exists, value: ""))])
    }

    @Test func specificityCounts() {
        #expect(parseSelector("#a .b c")?.first?.specificity == Specificity(a: 1, b: 1, c: 1))
        #expect(parseSelector("*")?.first?.specificity == Specificity())
        #expect(parseSelector("a:not(#x.y)")?.first?.specificity == Specificity(a: 1, b: 1, c: 1))
        #expect(parseSelector("a:where(#x)")?.first?.specificity == Specificity(c: 1))
        #expect(parseSelector("li:nth-child(2n+1)::marker")?.first?.specificity == Specificity(b: 1, c: 2))
    }

    @Test func invalidSelectorsRejected() {
        for bad in [
            "", "p,", "> p", "p >", "#1a", ". x", "a[", "a[x=]", "a:bogus", "a::bogus", "svg|a", "a::before b",
            "a[x=y z]", "p!",
        ] {
            #expect(parseSelector(bad) == nil, "\(bad)")
        }
    }

    @Test func pseudoElementsNeverMatchElements() {
        #expect(parseSelector("p::before")?.first?.matchesElements == false)
        #expect(parseSelector("p:after")?.first?.matchesElements == false)
    }

    @Test func anPlusB() {
        func ab(_ s: String) -> [Int]? { SelectorParser.anPlusB(CSSTokenizer.tokens(s)).map { [$0.0, $0.1] } }
        #expect(ab("odd") == [2, 1])
        #expect(ab("even") == [2, 0])
        #expect(ab("3") == [0, 3])
        #expect(ab("2n+1") == [2, 1])
        #expect(ab("2n-1") == [2, -1])
        #expect(ab("-n+3") == [-1, 3])
        #expect(ab("n") == [1, 0])
        #expect(ab("+n") == [1, 0])
        #expect(ab("2n + 1") == [2, 1])
        #expect(ab("2n - 1") == [2, -1])
        #expect(ab("-2n+4") == [-2, 4])
        #expect(ab("x") == nil)
    }
}

@Suite struct SelectorMatchingTests {
    let tree = TestTree(
        """
        <div id=outer class="box  wide"><p id=p1 class=note lang=en-US>one <a id=a1 href="http://x">x</a></p>\
        <section id=s><p id=p2 title="a b c">two <b id=b2>deep <i id=i2>er</i></b></p></section>\
        <p id=p3></p><span id=sp></span></div>
        """)

    @Test func typeAndUniversal() {
        #expect(tree.matches("p", "p1"))
        #expect(!tree.matches("div", "p1"))
        #expect(tree.matches("*", "p1"))
    }

    @Test func classAndId() {
        #expect(tree.matches(".note", "p1"))
        #expect(tree.matches(".box.wide", "outer"))
        #expect(!tree.matches(".Box", "outer"))
        #expect(tree.matches("#p1", "p1"))
        #expect(tree.matches("p#p1.note", "p1"))
        #expect(!tree.matches("div#p1", "p1"))
    }

    @Test func attributes() {
        #expect(tree.matches("[href]", "a1"))
        #expect(tree.matches("a[href='http://x']", "a1"))
        #expect(tree.matches("[href^=http]", "a1"))
        #expect(tree.matches("[href$=x]", "a1"))
        #expect(tree.matches("[href*='//']", "a1"))
        #expect(tree.matches("[title~=b]", "p2"))
        #expect(!tree.matches("[title~='a b']", "p2"))
        #expect(tree.matches("[lang|=en]", "p1"))
        #expect(tree.matches("[lang='EN-us' i]", "p1"))
        #expect(!tree.matches("[lang='EN-us']", "p1"))
    }

    @Test func descendantAndChild() {
        #expect(tree.matches("div p", "p2"))
        #expect(tree.matches("div > p", "p1"))
        #expect(!tree.matches("div > p", "p2"))
        #expect(tree.matches("section > p b > i", "i2"))
        #expect(tree.matches("div section b i", "i2"))
        #expect(!tree.matches("section > b i", "i2"))
        #expect(tree.matches("#outer i", "i2"))
        #expect(!tree.matches("span i", "i2"))
    }

    @Test func siblings() {
        #expect(tree.matches("p + section", "s"))
        #expect(tree.matches("p ~ span", "sp"))
        #expect(!tree.matches("section + span", "sp"))
        #expect(tree.matches("section ~ p + span", "sp"))
        #expect(tree.matches(".note ~ p", "p3"))
    }

    @Test func structuralPseudoClasses() {
        #expect(tree.matches("p:first-child", "p1"))
        #expect(!tree.matches("p:first-child", "p3"))
        #expect(tree.matches("span:last-child", "sp"))
        #expect(tree.matches("p:last-of-type", "p3"))
        #expect(tree.matches("p:first-of-type", "p1"))
        #expect(tree.matches("section:only-of-type", "s"))
        #expect(tree.matches(":empty", "p3"))
        #expect(!tree.matches(":empty", "p1"))
        #expect(tree.matches(":nth-child(2)", "s"))
        #expect(tree.matches(":nth-child(odd)", "p3"))
        #expect(tree.matches("p:nth-of-type(2)", "p3"))
        #expect(tree.matches(":nth-last-child(1)", "sp"))
        #expect(!tree.matches(":nth-child(-n+2)", "p3"))
        #expect(tree.matches("a:link", "a1"))
        #expect(!tree.matches("a:hover", "a1"))
        #expect(tree.matches("a:not(:hover)", "a1"))
        #expect(!tree.matches(":root", "outer"))
    }

    @Test func langAndDir() {
        let t = TestTree("<div lang=en-GB id=d><p id=p dir=rtl><span id=s lang=fr>x</span></p></div>")
        #expect(t.matches(":lang(en)", "p"))
        #expect(t.matches(":lang(en-gb)", "d"))
        #expect(!t.matches(":lang(en)", "s"))
        #expect(t.matches(":lang(de, fr)", "s"))
        #expect(t.matches(":dir(rtl)", "s"))
        #expect(t.matches(":dir(ltr)", "d"))
    }

    @Test func forgivingIsDropsBadArguments() {
        #expect(tree.matches(":is(p, :bogus)", "p1"))
        #expect(parseSelector(":not(p, :bogus)") == nil)
    }

    @Test func functionalPseudoClasses() {
        #expect(tree.matches(":is(section, div) > p", "p2"))
        #expect(tree.matches("p:not(.note)", "p2"))
        #expect(!tree.matches("p:not(.note, #p2)", "p2"))
        #expect(tree.matches(":where(b) i", "i2"))
    }

    @Test func selectorChainOnDeepTreeIsFast() {
        var options = Options()
        options.maxNestingDepth = 5_000
        let depth = 3_000
        let html = String(repeating: "<div>", count: depth) + "<span id=leaf>x</span>"
        let document = Pipeline(options: options).buildTree(Array(html.utf8)).0
        let leaf = Int32(document.nodes.lastIndex { $0.kind == .element }!)
        func matches(_ selector: String) -> Bool {
            parseSelector(selector)!.contains { $0.matches(leaf, in: document) }
        }
        // Without pruning these would try every combination of ancestors.
        let noSection = matches("section div div div div div span")
        let divs = matches("div div div div div span")
        let mixed = matches("section > div div > div div span")
        #expect(!noSection)
        #expect(divs)
        #expect(!mixed)
    }
}

@Suite struct StylesheetTests {
    func style(_ css: String, _ html: String, _ id: String) -> ComputedStyle {
        let tree = TestTree(html)
        let sheet = Stylesheet(css)
        // Parents first, as the mapping stage walks.
        var chain: [Int32] = []
        var node: Int32? = tree.element(id)
        while let n = node { chain.append(n); node = tree.document.parentElement(of: n) }
        var parent = ComputedStyle.initial
        for n in chain.reversed() {
            var s = parent.inherited()
            var declarations = sheet.declarations(for: n, in: tree.document)
            if n >= 0, let inline = tree.document.attribute("style", of: tree.document[n]) {
                declarations += StyleResolver.parseInlineStyle(inline)
            }
            StyleResolver.apply(declarations, to: &s, parent: parent)
            parent = s
        }
        return parent
    }

    @Test func typeRuleApplies() {
        #expect(style("p { color: red }", "<p id=x>t</p>", "x").color.hex == "#ff0000")
    }

    @Test func specificityBeatsOrder() {
        let css = "#x { color: blue } p.c { color: green } p { color: red }"
        #expect(style(css, "<p id=x class=c>t</p>", "x").color.hex == "#0000ff")
        #expect(style(".c { color: green } p { color: red }", "<p id=x class=c>t</p>", "x").color.hex == "#008000")
    }

    @Test func laterRuleWinsAtEqualSpecificity() {
        #expect(style("p { color: red } p { color: blue }", "<p id=x>t</p>", "x").color.hex == "#0000ff")
    }

    @Test func importantBeatsSpecificity() {
        #expect(style("p { color: red !important } #x { color: blue }", "<p id=x>t</p>", "x").color.hex == "#ff0000")
    }

    @Test func inlineStyleBeatsSheetButNotSheetImportant() {
        #expect(style("#x { color: red }", "<p id=x style='color: blue'>t</p>", "x").color.hex == "#0000ff")
        #expect(style("#x { color: red !important }", "<p id=x style='color: blue'>t</p>", "x").color.hex == "#ff0000")
        #expect(
            style("#x { color: red !important }", "<p id=x style='color: blue !important'>t</p>", "x").color.hex
                == "#0000ff")
    }

    @Test func selectorListUsesBestMatchingSpecificity() {
        let css = "p, #x { color: red } .c { color: blue }"
        #expect(style(css, "<p id=x class=c>t</p>", "x").color.hex == "#ff0000")
    }

    @Test func inheritanceThroughDescendants() {
        let css = ".note { color: red; font-weight: bold } .note b { font-style: italic }"
        let s = style(css, "<div class=note><p><b id=x>t</b></p></div>", "x")
        #expect(s.color.hex == "#ff0000" && s.fontWeight == 700 && s.italic)
    }

    @Test func invalidSelectorSkipsOnlyItsRule() {
        let sheet = Stylesheet("p:bogus { color: red } p { font-weight: bold } a::before, p { color: blue }")
        #expect(sheet.rules.count == 2)
        #expect(sheet.diagnostics.count == 1)
        #expect(sheet.diagnostics.first?.offset == 0)
        let s = style(
            "p:bogus { color: red } p { font-weight: bold } a::before, p { color: blue }", "<p id=x>t</p>", "x")
        #expect(s.fontWeight == 700 && s.color.hex == "#0000ff")
    }

    @Test func badDeclarationsInRulesRecover() {
        let s = style("p { color red; font-weight: bold; }", "<p id=x>t</p>", "x")
        #expect(s.fontWeight == 700 && s.color == .black)
    }

    @Test func mediaQueries() {
        let css = """
            @media print { p { color: red } }
            @media screen and (min-width: 600px) { p { font-weight: bold } }
            @media (max-width: 600px) { p { font-style: italic } }
            @media not print { p { text-decoration: underline } }
            @media screen, print { p { letter-spacing: 2px } }
            """
        let s = style(css, "<p id=x>t</p>", "x")
        #expect(s.color == .black)
        #expect(s.fontWeight == 700)
        #expect(!s.italic)
        #expect(s.textDecoration == .underline)
        #expect(s.letterSpacing == 2)
    }

    @Test func nestedAtRuleBlocks() {
        let css = "@supports (display: grid) { @media screen { p { color: red } } } p { font-weight: bold }"
        let s = style(css, "<p id=x>t</p>", "x")
        #expect(s.color.hex == "#ff0000" && s.fontWeight == 700)
    }

    @Test func skippedAtRules() {
        let sheet = Stylesheet(
            "@import url(x.css); @font-face { font-family: x } @keyframes k { from { color: red } } @foo bar { p { color: red } } p { color: blue }"
        )
        #expect(sheet.rules.count == 1)
        #expect(sheet.diagnostics.map(\.message).contains { $0.contains("@import") })
        #expect(sheet.diagnostics.map(\.message).contains { $0.contains("@foo") })
    }

    @Test func htmlCommentMarkersIgnored() {
        #expect(style("<!-- p { color: red } -->", "<p id=x>t</p>", "x").color.hex == "#ff0000")
    }

    @Test func unclosedBlockRunsToEnd() {
        #expect(style("p { color: red", "<p id=x>t</p>", "x").color.hex == "#ff0000")
        #expect(style("@media screen { p { color: red }", "<p id=x>t</p>", "x").color.hex == "#ff0000")
    }

    @Test func ruleWithoutBlockSkipped() {
        let sheet = Stylesheet("p color: red")
        #expect(sheet.rules.isEmpty && sheet.diagnostics.count == 1)
    }

    @Test func strayClosingBraceStartsABadRule() {
        // css-syntax-3: the `}` is the start of a prelude, `} p`, which is no selector (as in Chromium).
        #expect(style("} p { color: red } p { font-weight: bold }", "<p id=x>t</p>", "x").color == .black)
        #expect(style("} p { color: red } p { font-weight: bold }", "<p id=x>t</p>", "x").fontWeight == 700)
    }

    @Test func fragmentSitsInBodyAndHTML() {
        let tree = TestTree("<p id=x>t</p>")
        let sheet = Stylesheet(
            "html { color: red } body { font-weight: bold } :root { font-style: italic } body > p { letter-spacing: 1px }"
        )
        #expect(
            sheet.declarations(for: Document.htmlElement, in: tree.document).map(\.property) == ["color", "font-style"])
        #expect(sheet.declarations(for: Document.bodyElement, in: tree.document).map(\.property) == ["font-weight"])
        let s = style(
            "html { color: red } body { font-weight: bold } body > p { letter-spacing: 1px }", "<p id=x>t</p>", "x")
        #expect(s.color.hex == "#ff0000" && s.fontWeight == 700 && s.letterSpacing == 1)
    }

    @Test func diagnosticOffsetsAreUTF8() {
        let sheet = Stylesheet("/* é */ p:bogus { }")
        #expect(sheet.diagnostics.first?.offset == 9)
        var log = DiagnosticLog()
        Stylesheet.record(sheet.diagnostics, into: &log, baseOffset: 100)
        #expect(log.entries.first?.offset == 109)
        #expect(log.entries.first?.kind == .css)
    }

    @Test func cachedMatchingAgreesWithUncached() {
        let tree = TestTree("<ul>" + (1...30).map { "<li class=c\($0 % 3)>\($0)</li><p>x</p>" }.joined() + "</ul>")
        let sheet = Stylesheet(
            """
            li:nth-child(odd) { color: red } li:nth-last-child(3n) { font-weight: bold }
            li:nth-of-type(2n+1) { font-style: italic } p:last-of-type { color: blue }
            li:first-of-type, li:only-of-type, p:nth-last-of-type(2) { letter-spacing: 1px }
            """)
        let cache = SelectorMatchingCache<Int32>()
        for i in tree.document.nodes.indices where tree.document.nodes[i].kind == .element {
            let n = Int32(i)
            #expect(
                sheet.declarations(for: n, in: tree.document)
                    == sheet.declarations(for: n, in: tree.document, cache: cache))
        }
    }

    @Test func nthChildOnALongListStaysLinearWithTheCache() {
        let rows = 20_000
        let tree = TestTree("<table>" + String(repeating: "<tr><td>x</td></tr>", count: rows) + "</table>")
        let sheet = Stylesheet("tr:nth-child(even) { background: #eee } tr:nth-last-child(1) { color: red }")
        let cache = SelectorMatchingCache<Int32>()
        var striped = 0
        let elapsed = ContinuousClock().measure {
            for i in tree.document.nodes.indices where tree.document.nodes[i].kind == .element {
                if !sheet.declarations(for: Int32(i), in: tree.document, cache: cache).isEmpty { striped += 1 }
            }
        }
        #expect(striped == rows / 2)  // the last row is even too
        #expect(elapsed < .seconds(10))
    }

    @Test func specificityDecidesAcrossSheets() {
        let tree = TestTree("<p id=x class=c>t</p>")
        let node = tree.element("x")
        let sheets = [
            Stylesheet("#x { color: red } p { font-weight: bold }"),
            Stylesheet("p { color: blue } p { font-weight: normal }"),
        ]
        var s = ComputedStyle.initial.inherited()
        StyleResolver.apply(
            Stylesheet.declarations(for: node, in: tree.document, from: sheets), to: &s, parent: .initial)
        #expect(s.color.hex == "#ff0000")  // the earlier sheet's #x beats the later sheet's p
        #expect(s.fontWeight == 400)  // equal specificity: the later sheet wins
    }

    /// Many `<style>` elements are matched as one sheet: an element looks up
    /// the selectors that could match it once, not once per sheet, and
    /// sheets without rules are left out (thousands of empty `<style>`s
    /// made every element's cascade walk them all).
    @Test func manySheetsShareOneIndex() {
        let tree = TestTree("<p id=x class=c7>t</p>")
        let node = tree.element("x")
        var sheets = (0..<3_000).map { Stylesheet(".c\($0) { color: red } x\($0) { color: blue }") }
        sheets += (0..<3_000).map { _ in Stylesheet("") }
        sheets.append(Stylesheet("p.c7 { font-style: italic }"))
        let set = StylesheetSet(sheets)
        #expect(set.sheets.count == 3_001)
        #expect(set.index.candidates(for: node, in: tree.document).count == 2)  // .c7 and p.c7
        #expect(
            set.declarations(for: node, in: tree.document).map(\.property) == ["color", "font-style"])
        #expect(StylesheetSet((0..<10).map { _ in Stylesheet("/* nothing */") }).isEmpty)
    }

    @Test func manyRulesIndexByKey() {
        var css = ""
        for i in 0..<5_000 { css += ".c\(i) { color: red } #i\(i) { color: blue } " }
        css += "p { font-weight: bold }"
        let s = style(css, "<p id=x class='c1 c2'>t</p>", "x")
        #expect(s.fontWeight == 700 && s.color.hex == "#ff0000")
    }
}
