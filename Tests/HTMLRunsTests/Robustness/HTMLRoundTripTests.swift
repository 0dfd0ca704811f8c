import Testing

@_spi(Testing) @testable import HTMLRuns

/// Converting `styled.html()` again gives the same styled string.
@Suite struct HTMLRoundTripTests {
    static func difference(_ html: String) -> String? {
        let styled = HTMLConverter().convert(html)
        return InvariantChecker.contentDifference(HTMLConverter().convert(styled.html()), styled)
    }

    @Test(arguments: [
        "<p>Hello <b>world</b> and <i>more</i></p>",
        "<ul><li>a<li>b<ol><li>c</ol></ul>",
        "<p><a href='https://e.com'>link</a> <a href='javascript:x'>not</a></p>",
        "<pre>x  y\n  z</pre>",
        "<table><tr><td>a<td>b<tr><td>c</table>",
        "<blockquote><p>q</p><blockquote>qq</blockquote></blockquote>",
        "<h2>Title</h2><p style='color:#f00;font-size:20px'>red</p>",
        "<p>a<br>b<hr><img src='x.png' alt='pic' width=10 height=20></p>",
    ])
    func cleanHTMLRoundTrips(_ html: String) {
        #expect(Self.difference(html) == nil)
    }

    /// Known to fail for now (the `html` writer belongs to the CLI work):
    /// controls are dropped, `<li>` outside a list loses its marker, a
    /// trailing space before an inline-block stays, `sup` font sizes and
    /// empty image sources differ. When it is fixed, this test reports the
    /// known issue as missing: then turn `checksHTMLRoundTrip` on by default.
    @Test func randomHTMLRoundTrips() {
        var generator = RandomHTML(seed: 7)
        var failures = 0
        for _ in 0..<300 where Self.difference(String(decoding: generator.document(), as: UTF8.self)) != nil {
            failures += 1
        }
        withKnownIssue("html writer does not round-trip every input yet") {
            #expect(failures == 0)
        }
    }
}
