import Testing

@testable import HTMLRuns

/// Links: allowed schemes, cleanup, diagnostics.
@Suite struct LinkTests {
    @Test func allowedAndRelativeLinksAreKept() {
        let styled = map(
            el(.a, ["href": "https://example.com"], [text("a")]), text(" "),
            el(.a, ["href": "/relative"], [el(.b, [text("b")])]))
        #expect(
            runsDump(styled) == """
                "a" link=https://example.com
                " "
                "b" b link=/relative
                """)
        #expect(styled.diagnostics.isEmpty)
    }

    @Test func disallowedSchemeDropsLinkWithDiagnostic() {
        let styled = map(el(.a, ["href": " java\tscript:alert(1)"], [text("x")]))
        #expect(styled.runs.first?.attributes.link == nil)
        #expect(styled.diagnostics.map(\.kind) == [.unsafeLink])
    }

    @Test func linkIsCleanedLikeTheURLParser() {
        #expect(LinkPolicy.clean("\u{01} http://a\n/b ") == "http://a/b")
        #expect(LinkPolicy.scheme(of: "MailTo:x@y") == "mailto")
        #expect(LinkPolicy.scheme(of: "a/b:c") == nil)
    }

    @Test func anchorWithoutHrefIsNoLink() {
        #expect(map(el(.a, ["name": "x"], [text("x")])).runs.first?.attributes.link == nil)
    }

    @Test func extraSchemesCanBeAllowed() {
        var options = Options()
        options.allowedLinkSchemes.insert("myapp")
        #expect(
            map(el(.a, ["href": "myapp://x"], [text("x")]), options: options).runs.first?.attributes.link == "myapp://x"
        )
    }
}
