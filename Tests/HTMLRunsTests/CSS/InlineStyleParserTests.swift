import Testing

@testable import HTMLRuns

@Suite struct InlineStyleParserTests {
    func parse(_ text: String) -> [CSSDeclaration] { StyleResolver.parseInlineStyle(text) }

    @Test func simpleDeclarations() {
        #expect(
            parse("color: red; font-weight: bold") == [
                CSSDeclaration(property: "color", value: "red"),
                CSSDeclaration(property: "font-weight", value: "bold"),
            ])
    }

    @Test func namesAreLowercased() {
        #expect(parse("COLOR: Red").first == CSSDeclaration(property: "color", value: "Red"))
    }

    @Test func customPropertiesKeepTheirCase() {
        #expect(parse("--Main-Color: red").first == CSSDeclaration(property: "--Main-Color", value: "red"))
    }

    @Test func badDeclarationSkippedRestKept() {
        #expect(
            parse("color red; font-weight: bold; : x; 12px: y; font-style: italic") == [
                CSSDeclaration(property: "font-weight", value: "bold"),
                CSSDeclaration(property: "font-style", value: "italic"),
            ])
    }

    @Test func semicolonInsideStringDoesNotSplit() {
        #expect(
            parse("font-family:'a;b'; color:red") == [
                CSSDeclaration(property: "font-family", value: "'a;b'"),
                CSSDeclaration(property: "color", value: "red"),
            ])
    }

    @Test func semicolonInsideParenthesesDoesNotSplit() {
        #expect(parse("background: url(\"a;b\") red; color: blue").count == 2)
        #expect(
            parse("x: f(a; b) ; color: blue") == [
                CSSDeclaration(property: "x", value: "f(a; b)"),
                CSSDeclaration(property: "color", value: "blue"),
            ])
    }

    @Test func semicolonInsideBracketsAndBracesDoesNotSplit() {
        #expect(parse("x: [a;b]; y: {c;d}; color: red").map(\.property) == ["x", "y", "color"])
    }

    @Test func importantIsStripped() {
        #expect(parse("color: red !important") == [CSSDeclaration(property: "color", value: "red", important: true)])
        #expect(parse("color:red!IMPORTANT").first?.important == true)
        #expect(
            parse("color: red ! important ").first == CSSDeclaration(property: "color", value: "red", important: true))
    }

    @Test func importantAloneIsAnEmptyValue() {
        #expect(parse("color: !important").isEmpty)
    }

    @Test func commentsAreRemovedFromValues() {
        #expect(
            parse("color: /* x */ red /* y */; /* z */ font-weight: bold") == [
                CSSDeclaration(property: "color", value: "red"),
                CSSDeclaration(property: "font-weight", value: "bold"),
            ])
    }

    @Test func commentBetweenTokensKeepsThemApart() {
        #expect(parse("text-decoration: underline/**/overline").first?.value == "underline overline")
    }

    @Test func emptyAndStraySemicolons() {
        #expect(
            parse(";;color:red;;;font-weight:700;") == [
                CSSDeclaration(property: "color", value: "red"),
                CSSDeclaration(property: "font-weight", value: "700"),
            ])
        #expect(parse("").isEmpty)
        #expect(parse("   ").isEmpty)
    }

    @Test func emptyValueIsSkipped() {
        #expect(parse("color:; font-weight: bold") == [CSSDeclaration(property: "font-weight", value: "bold")])
    }

    @Test func atRuleInsideStyleIsSkipped() {
        // The at-rule ends with its block (css-syntax-3 §5.4.2); what follows is read again.
        #expect(
            parse("@media print { color: red } color: blue; font-weight: bold").map(\.property) == [
                "color", "font-weight",
            ])
        #expect(parse("@import 'x'; color: blue").map(\.property) == ["color"])
    }

    @Test func unterminatedStringDropsOnlyItsDeclaration() {
        #expect(parse("font-family: 'abc\n; color: red") == [CSSDeclaration(property: "color", value: "red")])
    }

    @Test func unclosedFunctionRunsToTheEnd() {
        #expect(parse("color: rgb(1, 2, 3; font-weight: bold").count == 1)
    }

    @Test func escapedSemicolonDoesNotSplit() {
        #expect(parse(#"font-family: a\;b; color: red"#).map(\.property) == ["font-family", "color"])
    }

    @Test func deepNestingDoesNotRecurse() {
        let deep = "x: " + String(repeating: "(", count: 100_000) + "; color: red"
        #expect(parse(deep).count == 1)
        let closed =
            "x: " + String(repeating: "f(", count: 50_000) + String(repeating: ")", count: 50_000) + "; color: red"
        #expect(parse(closed).map(\.property) == ["x", "color"])
    }

    @Test func errorsAreReported() {
        var errors: [String] = []
        _ = StyleResolver.parseInlineStyle("color red; x: 1", errors: &errors)
        #expect(errors.count == 1)
    }
}
