import Testing

@testable import HTMLRuns

@Suite struct CSSTokenizerTests {
    @Test func identsColonsAndWhitespace() {
        #expect(CSSTokenizer.tokens("color: red") == [.ident("color"), .colon, .whitespace, .ident("red")])
    }

    @Test func commentsAreNotTokens() {
        #expect(CSSTokenizer.tokens("a/* x */b") == [.ident("a"), .ident("b")])
        #expect(CSSTokenizer.tokens("a/* unterminated") == [.ident("a")])
    }

    @Test func stringWithEscapes() {
        #expect(CSSTokenizer.tokens(#"'a\'b' "\41 x""#) == [.string("a'b"), .whitespace, .string("Ax")])
    }

    @Test func stringCutByNewlineIsBad() {
        #expect(CSSTokenizer.tokens("'abc\ndef").first == .badString)
    }

    @Test func identEscapes() {
        #expect(CSSTokenizer.tokens(#"\72 ed"#) == [.ident("red")])
        #expect(CSSTokenizer.tokens(#"\0"#) == [.ident("\u{FFFD}")])
    }

    @Test func numbersPercentagesDimensions() {
        #expect(
            CSSTokenizer.tokens("12px .5em -3 +4.5% 1e2") == [
                .dimension(12, unit: "px", isInteger: true), .whitespace,
                .dimension(0.5, unit: "em", isInteger: false), .whitespace,
                .number(-3, isInteger: true), .whitespace,
                .percentage(4.5), .whitespace,
                .number(100, isInteger: false),
            ])
    }

    @Test func hashTokens() {
        #expect(
            CSSTokenizer.tokens("#f00 #main") == [
                .hash("f00", isIdentifier: true), .whitespace, .hash("main", isIdentifier: true),
            ])
        #expect(CSSTokenizer.tokens("#123").first == .hash("123", isIdentifier: false))
    }

    @Test func functionsAndURLs() {
        #expect(
            CSSTokenizer.tokens("rgb(1,2)") == [
                .function("rgb"), .number(1, isInteger: true), .comma, .number(2, isInteger: true), .closeParen,
            ])
        #expect(CSSTokenizer.tokens("url( a.png )") == [.url("a.png")])
        #expect(CSSTokenizer.tokens("url('a.png')") == [.function("url"), .string("a.png"), .closeParen])
        #expect(CSSTokenizer.tokens("url(a b)") == [.badURL])
    }

    @Test func importantIsDelimAndIdent() {
        #expect(CSSTokenizer.tokens("red!important") == [.ident("red"), .delim("!"), .ident("important")])
    }

    @Test func nulAndCRAreNormalised() {
        #expect(CSSTokenizer.tokens("a\u{0}b") == [.ident("a\u{FFFD}b")])
        #expect(CSSTokenizer.tokens("a\r\nb") == [.ident("a"), .whitespace, .ident("b")])
    }

    @Test func cdoCdcAndAtKeywords() {
        #expect(CSSTokenizer.tokens("<!-- @media -->") == [.cdo, .whitespace, .atKeyword("media"), .whitespace, .cdc])
    }

    @Test func nonASCIINamesAndStrings() {
        #expect(
            CSSTokenizer.tokens(".café 日本 \"ü\"") == [
                .delim("."), .ident("café"), .whitespace, .ident("日本"), .whitespace, .string("ü"),
            ])
        #expect(CSSTokenizer.tokens("#größe") == [.hash("größe", isIdentifier: true)])
        #expect(CSSTokenizer.tokens("😀x") == [.ident("😀x")])
    }

    @Test func stringEscapesAndContinuations() {
        #expect(CSSTokenizer.tokens("'a\\\nb'") == [.string("ab")])
        #expect(CSSTokenizer.tokens("'abc\\") == [.string("abc")])
        #expect(CSSTokenizer.tokens("'a\u{0}b'") == [.string("a\u{FFFD}b")])
        #expect(CSSTokenizer.tokens("'\\1F600 x'") == [.string("😀x")])
        #expect(CSSTokenizer.tokens("'\\é'") == [.string("é")])
    }

    @Test func urlEscapes() {
        #expect(CSSTokenizer.tokens("url(a\\)b)") == [.url("a)b")])
        #expect(CSSTokenizer.tokens("url(é.png)") == [.url("é.png")])
        #expect(CSSTokenizer.tokens("url(a\u{0}b)") == [.url("a\u{FFFD}b")])
    }

    @Test func rangesAreUTF8Offsets() {
        #expect(CSSTokenizer.tokenize("é:x").map(\.range) == [0..<2, 2..<3, 3..<4])
    }

    @Test func longInputIsLinear() {
        let text = String(repeating: "((((", count: 50_000) + String(repeating: "a:b;", count: 50_000)
        #expect(CSSTokenizer.tokenize(text).count == 400_000)
    }
}
