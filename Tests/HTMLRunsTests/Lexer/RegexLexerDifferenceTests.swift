import Foundation
import Testing

@testable import HTMLRuns

/// RegexLexer against ScalarLexer on every case of `../shared/corpus/browser`:
/// the same styled string (text, runs, blocks, containers, attachments), or
/// the case is listed below with the reason. Diagnostics are left out: the
/// two lexers word and place their parse errors differently by design.
@Suite struct RegexLexerDifferenceTests {
    /// Cases where the regex strategy knowingly differs, and why.
    static let knownDifferences: [String: String] = [
        "h5-scriptdata01-015": scriptEscapes,
        "h5-scriptdata01-019": scriptEscapes,
        "h5-scriptdata01-020": scriptEscapes,
        "h5-scriptdata01-021": scriptEscapes,
        "h5-scriptdata01-022": scriptEscapes,
        "h5-scriptdata01-025": scriptEscapes,
        "h5-tests16-063": scriptEscapes,
        "h5-tests16-064": scriptEscapes,
        "h5-tests16-065": scriptEscapes,
        "h5-tests16-067": scriptEscapes,
        "h5-tests16-068": scriptEscapes,
        "h5-tests16-160": scriptEscapes,
        "h5-tests16-162": scriptEscapes,
        "h5-tests16-163": scriptEscapes,
        "h5-tests16-164": scriptEscapes,
        "h5-tests16-166": scriptEscapes,
    ]

    /// The one simplification the corpus exposes.
    static let scriptEscapes =
        "script data escape states (§13.2.5.20-32) are not modelled: "
        + "`<!--<script>` inside a script does not hide the next `</script>`, so the regex lexer "
        + "ends the script there and shows the rest as text"

    static func styled(_ html: [UInt8], _ strategy: LexerStrategy) -> StyledString {
        var options = Options()
        options.strategy = strategy
        var styled = HTMLConverter(options: options).convert(bytes: html)
        styled.diagnostics = []
        return styled
    }

    /// A U+0000 in a CDATA section: foreign content makes it U+FFFD, a
    /// text integration point (`<mi>`) or an HTML one (`<foreignObject>`)
    /// drops it, as "in body" does. The regex lexer hands it out as a
    /// token of its own, as in the data state; the scalar lexer hands out
    /// the whole section as one token for the tree builder to resolve.
    @Test(arguments: [
        "<math><mi><![CDATA[a\u{0}b]]></mi></math>",
        "<svg><![CDATA[a\u{0}b]]></svg>",
        "<svg><text><![CDATA[a\u{0}b]]></text></svg>",
        "<svg><foreignObject><![CDATA[a\u{0}b]]></foreignObject></svg>",
        "<math><mi><![CDATA[\u{0}\u{0}a\u{0}]]>c</mi></math>",
        "<math><![CDATA[\u{0}a\u{0}\u{0}b\u{0}",
        "<svg><desc><![CDATA[x\u{0}",
        "<svg><text>x\u{0}<![CDATA[\u{0}a]]>y\u{0}</text></svg>",
        "<table><math><mi><![CDATA[a\u{0}b]]></mi></math></table>",
        "<table><tr><math><mi><![CDATA[\u{0}\u{0}a\u{0}]]>c</mi></math></tr></table>",
    ])
    func regexLexerAgreesOnNULInCDATA(_ html: String) {
        let scalar = Self.styled(Array(html.utf8), .scalar)
        let regex = Self.styled(Array(html.utf8), .regex)
        #expect(regex == scalar, "scalar: \(scalar.text.debugDescription) regex: \(regex.text.debugDescription)")
    }

    @Test func nulInCDATAIsDroppedInATextIntegrationPointAndReplacedInForeignContent() {
        for strategy in LexerStrategy.allCases {
            #expect(Self.styled(Array("<math><mi><![CDATA[a\u{0}b]]></mi></math>".utf8), strategy).text == "ab")
            #expect(
                Self.styled(Array("<svg><text><![CDATA[a\u{0}b]]></text></svg>".utf8), strategy).text == "a\u{FFFD}b")
        }
    }

    @Test func regexLexerAgreesWithScalarLexerOnTheBrowserCorpus() throws {
        let dir = SharedFiles.shared.appendingPathComponent("corpus/browser")
        guard SharedFiles.exists(dir) else {
            Issue.record("\(dir.path) not found: the comparison cannot run")
            return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
        var differing: [String] = []
        for name in names {
            let html = Array(try Data(contentsOf: dir.appendingPathComponent(name + ".html")))
            let scalar = Self.styled(html, .scalar)
            let regex = Self.styled(html, .regex)
            if scalar != regex {
                differing.append(name)
                if Self.knownDifferences[name] == nil {
                    Issue.record(
                        """
                        \(name): RegexLexer differs from ScalarLexer and the case is not listed
                          scalar: \(scalar.text.debugDescription.prefix(200)) \(scalar.runs.count) runs
                          regex:  \(regex.text.debugDescription.prefix(200)) \(regex.runs.count) runs
                        """)
                }
            }
        }
        for name in Self.knownDifferences.keys.sorted() where !differing.contains(name) {
            Issue.record("\(name) is listed as a known difference but now agrees: remove it from the list")
        }
        print(
            "RegexLexer vs ScalarLexer: \(names.count - differing.count) of \(names.count) agree, \(differing.count) known differences"
        )
    }
}
