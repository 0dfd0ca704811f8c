import Testing

@testable import HTMLRuns

/// U+0000 in a CDATA section (§13.2.5.69): the lexer hands out the section
/// as one token and reports each U+0000; the tree builder replaces them by
/// U+FFFD in foreign content (§13.2.6.5) and drops them where the in-body
/// rules apply (a MathML text integration point such as `<mi>`, an HTML
/// integration point such as `<foreignObject>`).
@Suite struct CDATANulTests {
    /// The converted text and the columns (line 1) of the U+0000 diagnostics.
    private static func convert(_ html: String) -> (text: String, nulColumns: [Int]) {
        let styled = HTMLConverter().convert(html)
        let nuls = styled.diagnostics.filter { $0.kind == .invalidCharacter }
        #expect(nuls.allSatisfy { $0.line == 1 })
        return (styled.text, nuls.map(\.column))
    }

    /// Column (1-based) of each U+0000 in `html`, one line of ASCII.
    private static func nulColumns(_ html: String) -> [Int] {
        html.utf8.enumerated().filter { $0.element == 0 }.map { $0.offset + 1 }
    }

    @Test(arguments: [
        ("<svg><text><![CDATA[a\u{0}b]]></text></svg>", "a\u{FFFD}b"),
        ("<svg><text><![CDATA[\u{0}a\u{0}]]></text></svg>", "\u{FFFD}a\u{FFFD}"),
        ("<svg><text><![CDATA[a\u{0}\u{0}\u{0}b]]></text></svg>", "a\u{FFFD}\u{FFFD}\u{FFFD}b"),
        ("<svg><text><![CDATA[\u{0}\u{0}]]></text></svg>", "\u{FFFD}\u{FFFD}"),
        ("<svg><text>x<![CDATA[a\u{0}]]>y\u{0}z</text></svg>", "xa\u{FFFD}y\u{FFFD}z"),
        ("<svg><text><![CDATA[\u{0}a\u{0}\u{0}b\u{0}", "\u{FFFD}a\u{FFFD}\u{FFFD}b\u{FFFD}"),
    ])
    func cdataNulInForeignContentIsAReplacementCharacter(_ html: String, _ expected: String) {
        let (text, columns) = Self.convert(html)
        #expect(text == expected)
        #expect(columns == Self.nulColumns(html))
    }

    @Test(arguments: [
        ("<math><mi><![CDATA[a\u{0}b]]></mi></math>", "ab"),
        ("<math><mi><![CDATA[\u{0}a\u{0}]]></mi></math>", "a"),
        ("<math><mi><![CDATA[a\u{0}\u{0}\u{0}b]]></mi></math>", "ab"),
        ("<math><mi>x<![CDATA[\u{0}\u{0}]]>y</mi></math>", "xy"),
        ("<math><mi>x\u{0}<![CDATA[\u{0}a]]>\u{0}y</mi></math>", "xay"),
        ("<math><mi><![CDATA[\u{0}a\u{0}\u{0}b\u{0}", "ab"),
        ("<svg><foreignObject><![CDATA[\u{0}a\u{0}b]]></foreignObject></svg>", "ab"),
    ])
    func cdataNulInAnIntegrationPointIsDropped(_ html: String, _ expected: String) {
        let (text, columns) = Self.convert(html)
        #expect(text == expected)
        #expect(columns == Self.nulColumns(html))
    }

    /// In a table the section reaches the table modes, which get it in
    /// pieces as the data state would hand them out.
    @Test(arguments: [
        "<table><math><mi><![CDATA[a\u{0}b]]></mi></math></table>",
        "<table><tr><math><mi><![CDATA[\u{0}\u{0}a\u{0}]]>c</mi></math></tr></table>",
        "<table><colgroup><math><mi><![CDATA[a\u{0}]]></mi></math></table>",
        "<table><caption><math><mi><![CDATA[\u{0}b]]></mi></math></table>",
    ])
    func cdataNulInATableIsDroppedAsInBody(_ html: String) {
        let (text, columns) = Self.convert(html)
        let (withoutNuls, none) = Self.convert(html.replacingOccurrences(of: "\u{0}", with: ""))
        #expect(text == withoutNuls)
        #expect(none.isEmpty)
        #expect(columns == Self.nulColumns(html))
    }

    /// MathML outside its text integration points is foreign content too
    /// (the mapping shows no text there, so the tree is compared).
    @Test func cdataNulInMathMLOutsideTokenElementsIsAReplacementCharacter() {
        let html = "<math><mrow>x<![CDATA[\u{0}a\u{0}\u{0}b\u{0}"
        let (document, log) = Pipeline(options: Options()).buildTree(Array(html.utf8))
        #expect(
            TreeDump.dump(document) == "| <math math>\n|   <math mrow>\n|     \"x\u{FFFD}a\u{FFFD}\u{FFFD}b\u{FFFD}\"")
        #expect(log.entries.filter { $0.kind == .invalidCharacter }.map(\.offset) == [22, 24, 25, 27])
    }

    @Test func unterminatedSectionKeepsItsNulsAndReportsTheEnd() {
        let html = "<svg><text><![CDATA[a\u{0}b\u{0}"
        let styled = HTMLConverter().convert(html)
        #expect(styled.text == "a\u{FFFD}b\u{FFFD}")
        let cdata = styled.diagnostics.filter { $0.kind == .invalidCharacter || $0.kind == .tokenizerError }
        #expect(cdata.map(\.kind) == [.invalidCharacter, .invalidCharacter, .tokenizerError])
        #expect(cdata.map(\.column) == [22, 24, 25])
    }

    /// A section of any number of U+0000s is one token and one text node.
    @Test func sectionWithManyNulsIsOneTokenAndOneTextNode() {
        for prefix in ["<math><mi>", "<svg><text>"] {
            expectNulFloodIsOneTextToken(
                prefix: prefix + "<![CDATA[", suffix: "]]>", allowsCDATA: true,
                expectedUnit: prefix == "<svg><text>" ? "a\u{FFFD}" : "a")
        }
    }
}
