import Testing

@testable import HTMLRuns

/// Only allowed schemes become `link`, however the scheme is disguised.
/// Each href goes through the whole pipeline (tokenizer character
/// references included), as it does for a user.
@Suite struct SafeLinkTests {
    static func link(_ hrefMarkup: String) -> (link: String?, unsafe: Int) {
        let styled = HTMLConverter().convert("<a href=\(hrefMarkup)>t</a>")
        return (styled.runs.first?.attributes.link, styled.diagnostics.filter { $0.kind == .unsafeLink }.count)
    }

    static let refused: [String] = [
        "'javascript:alert(1)'",
        "'JaVaScRiPt:alert(1)'",
        "' javascript:alert(1)'",
        "'\u{1}\u{2}\u{1F} javascript:alert(1)'",
        "'&#1;javascript:alert(1)'",
        "'java\tscript:alert(1)'",
        "'java\nscript:alert(1)'",
        "'java\rscript:alert(1)'",
        "'jav\u{C}ascript:alert(1)'".replacingOccurrences(of: "\u{C}", with: "&#x09;"),
        "'&#106;avascript:alert(1)'",
        "'&#x6A;avascript:alert(1)'",
        "'&#X6a;avascript:alert(1)'",
        "'&#0000106avascript:alert(1)'",
        "'java&Tab;script:alert(1)'",
        "'java&NewLine;script:alert(1)'",
        "'javascript&colon;alert(1)'",
        "'javascript&#58;alert(1)'",
        "'&#x20;javascript:alert(1)'",
        "javascript:alert(1)",
        "'vbscript:msgbox(1)'",
        "'VBScript:msgbox(1)'",
        "'data:text/html,<script>alert(1)</script>'",
        "'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='",
        "' DATA:image/svg+xml;base64,PHN2Zz4='",
        "'file:///etc/passwd'",
        "'blob:https://e.com/x'",
        "'livescript:x'",
        "'javascript:alert(1)\u{0}'",
    ]

    @Test(arguments: refused)
    func disguisedSchemeIsRefusedWithDiagnostic(_ href: String) {
        let (link, unsafe) = Self.link(href)
        #expect(link == nil)
        #expect(unsafe == 1)
    }

    /// Not a scheme at all, so a browser resolves these against the page's
    /// URL (the URL Standard's "no scheme" state): relative, harmless.
    static let relative: [(String, String)] = [
        ("'/path?q=1'", "/path?q=1"),
        ("'page.html#x'", "page.html#x"),
        ("'//example.com/x'", "//example.com/x"),  // network-path reference: the page's http(s) scheme
        ("'java\u{0}script:alert(1)'", "java\u{FFFD}script:alert(1)"),  // U+FFFD is not a scheme character
        ("'java\u{1}script:alert(1)'", "java\u{1}script:alert(1)"),  // nor are controls inside
        ("'\u{A0}javascript:alert(1)'", "\u{A0}javascript:alert(1)"),  // only C0 and space are trimmed
        ("'ｊａｖａｓｃｒｉｐｔ:alert(1)'", "ｊａｖａｓｃｒｉｐｔ:alert(1)"),
        ("'1javascript:x'", "1javascript:x"),
        ("'java script:x'", "java script:x"),
    ]

    @Test(arguments: relative)
    func relativeReferenceIsKept(_ pair: (String, String)) {
        let (link, unsafe) = Self.link(pair.0)
        #expect(link == pair.1)
        #expect(unsafe == 0)
    }

    static let allowed: [(String, String)] = [
        ("'https://e.com'", "https://e.com"),
        ("'HTTP://E.COM'", "HTTP://E.COM"),
        ("' \t\nhttps://e.com/a\tb '", "https://e.com/ab"),
        ("'mailto:a@b.c'", "mailto:a@b.c"),
        ("'tel:+1-555'", "tel:+1-555"),
        ("'&#104;ttps://e.com'", "https://e.com"),
    ]

    @Test(arguments: allowed)
    func allowedSchemeBecomesLink(_ pair: (String, String)) {
        let (link, unsafe) = Self.link(pair.0)
        #expect(link == pair.1)
        #expect(unsafe == 0)
    }

    @Test func userSchemesAreMatchedCaseInsensitively() {
        var options = Options()
        options.allowedLinkSchemes.insert("MyApp")
        let styled = HTMLConverter(options: options).convert("<a href='myapp://x'>t</a>")
        #expect(styled.runs.first?.attributes.link == "myapp://x")
    }

    @Test func refusedLinkKeepsItsTextAndStyle() {
        let styled = HTMLConverter().convert("<a href='javascript:x'><b>click</b></a> me")
        #expect(styled.text == "click me")
        #expect(styled.runs.allSatisfy { $0.attributes.link == nil })
        #expect(styled.runs.first?.attributes.bold == true)
    }
}
