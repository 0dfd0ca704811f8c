import Testing

@_spi(Testing) @testable import HTMLRuns

/// Limits that degrade without loss: nesting depth, input size, and no
/// recursion that grows with the input's nesting (these run in debug builds,
/// where frames are largest).
@Suite struct NestingLimitTests {
    static func nested(_ open: String, _ close: String, depth: Int, text: String = "deep") -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((open.utf8.count + close.utf8.count) * depth + text.utf8.count)
        for _ in 0..<depth { bytes += open.utf8 }
        bytes += text.utf8
        for _ in 0..<depth { bytes += close.utf8 }
        return bytes
    }

    @Test func millionNestedDivsConvertWithoutStackOverflow() {
        let styled = HTMLConverter().convert(bytes: Self.nested("<div>", "</div>", depth: 1_000_000))
        #expect(styled.text == "deep")
        #expect(styled.diagnostics.filter { $0.kind == .depthLimit }.count == 1)
    }

    @Test func millionNestedBoldConvertWithoutStackOverflow() {
        let styled = HTMLConverter().convert(bytes: Self.nested("<b>", "</b>", depth: 1_000_000))
        #expect(styled.text == "deep")
        #expect(styled.runs.count == 1 && styled.runs[0].attributes.bold)
    }

    @Test func millionUnclosedBoldConvertWithoutStackOverflow() {
        let styled = HTMLConverter().convert(bytes: Self.nested("<b>x", "", depth: 1_000_000, text: ""))
        #expect(styled.text.utf8.count == 1_000_000)
    }

    @Test func deepStyledSpansListsQuotesAndTables() {
        let cases: [(String, String, String)] = [
            ("<span style='color:red;font-size:12px'>", "</span>", "deep"),
            ("<ul><li>", "</li></ul>", "• deep"),
            ("<blockquote>", "</blockquote>", "deep"),
            ("<table><tr><td>", "</td></tr></table>", "deep"),
            ("<font size=7>", "</font>", "deep"),
            ("<a href=x>", "</a>", "deep"),
        ]
        for (open, close, _) in cases {
            let styled = HTMLConverter().convert(bytes: Self.nested(open, close, depth: 100_000))
            #expect(styled.text.contains("deep"), "\(open)")
            #expect(InvariantChecker.structure(of: styled).isEmpty, "\(open)")
        }
    }

    @Test func depthLimitFlattensWithOneDiagnosticAndKeepsText() {
        var options = Options()
        options.maxNestingDepth = 3
        let styled = HTMLConverter(options: options).convert("<i><b><u><s>4<em>5</em></s></u></b></i>6")
        #expect(styled.text == "456")
        #expect(styled.diagnostics.filter { $0.kind == .depthLimit }.count == 1)
        #expect(styled.runs.first?.attributes.italic == true && styled.runs.first?.attributes.underline == true)
        #expect(styled.runs.first?.attributes.strikethrough == false)
    }

    @Test func defaultDepthLimitIsBrowsersFiveHundredTwelve() {
        #expect(Options().maxNestingDepth == 512)
        let under = HTMLConverter().convert(bytes: Self.nested("<i>", "</i>", depth: 500))
        #expect(!under.diagnostics.contains { $0.kind == .depthLimit })
        let over = HTMLConverter().convert(bytes: Self.nested("<i>", "</i>", depth: 600))
        #expect(over.diagnostics.filter { $0.kind == .depthLimit }.count == 1)
        #expect(over.text == "deep")
    }

    @Test func inputTooLargeFailsCleanly() throws {
        var options = Options()
        options.maxInputBytes = 10
        let converter = HTMLConverter(options: options)
        #expect(throws: ConversionError.inputTooLarge(bytes: 19, limit: 10)) {
            try converter.convertChecked(bytes: Array("<b>far too long</b>".utf8))
        }
        #expect(try converter.convertChecked(bytes: Array("<b>ok</b>".utf8)).text == "ok")
        #expect(
            try HTMLConverter().convertChecked(bytes: [UInt8](repeating: 0x61, count: 100_000)).text.utf8.count
                == 100_000)
    }
}
