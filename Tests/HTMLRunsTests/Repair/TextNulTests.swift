import Testing

@testable import HTMLRuns

/// U+0000 in the data state: the lexer keeps it in its run of text and
/// reports it; the tree builder drops it in body (§13.2.6.4.7) and makes it
/// U+FFFD in foreign content (§13.2.6.5), for the whole run at once.
@Suite struct TextNulTests {
    private static func tree(_ html: String) -> String {
        TreeDump.dump(Pipeline(options: Options()).buildTree(Array(html.utf8)).0)
    }

    /// Column (1-based) of each U+0000 in `html`, one line of ASCII.
    private static func nulColumns(_ html: String) -> [Int] {
        html.utf8.enumerated().filter { $0.element == 0 }.map { $0.offset + 1 }
    }

    @Test(arguments: [
        ("a\u{0}b", "ab"),
        ("\u{0}a\u{0}\u{0}b\u{0}", "ab"),
        ("a&amp;\u{0}b\u{0}&lt;", "a&b<"),
        ("<p>x\u{0}</p>\u{0}\u{0}<p>\u{0}y</p>", "x\ny"),
        ("<svg><text>a\u{0}b\u{0}</text></svg>", "a\u{FFFD}b\u{FFFD}"),
        ("<svg><text>\u{0}\u{0}&amp;\u{0}</text></svg>", "\u{FFFD}\u{FFFD}&\u{FFFD}"),
        ("<svg><foreignObject>a\u{0}b</foreignObject></svg>", "ab"),
    ])
    func nulsInTextAreDroppedInBodyAndReplacedInForeignContent(_ html: String, _ expected: String) {
        let styled = HTMLConverter().convert(html)
        #expect(styled.text == expected)
        let nuls = styled.diagnostics.filter { $0.kind == .invalidCharacter }
        #expect(nuls.map(\.column) == Self.nulColumns(html))
    }

    /// Text of nothing but U+0000s inserts nothing: no formatting element
    /// is reopened for it, no empty text node made, whatever the mode.
    @Test(arguments: [
        "<p><b>x</p>\u{0}\u{0}<p>y",
        "<p><b>x</p><pre>\n\u{0}\u{0}</pre>",
        "<p><b>x</p><pre>\n\u{0}a\u{0}</pre>",
        "<table>a\u{0}\u{0}b<tr><td>\u{0}x\u{0}</td></tr>\u{0}</table>c\u{0}",
        "<svg><desc>\u{0}\u{0}</desc></svg><b>",
    ])
    func droppedNulsChangeNothingButTheirAbsence(_ html: String) {
        #expect(Self.tree(html) == Self.tree(html.replacingOccurrences(of: "\u{0}", with: "")))
    }

    /// The table modes get such text cut into runs and lone U+0000s, the
    /// tokens the regex lexer hands out: the trees agree (in a column
    /// group a U+0000 ends the group, so it is more than its absence).
    @Test(arguments: [
        "<table><colgroup>\u{0} \u{0}<col></table>",
        "<table><colgroup> \u{0}a</table>",
        "<table>\u{0} <tr> \u{0}\u{0}x<td>y\u{0}</table>",
        "<table><caption>\u{0}a\u{0}</caption></table>",
        "<template>\u{0}a\u{0}<td>\u{0}</template>",
    ])
    func tableModesGetTheTextInPieces(_ html: String) {
        var regex = Options()
        regex.strategy = .regex
        let expected = TreeDump.dump(Pipeline(options: regex).buildTree(Array(html.utf8)).0)
        #expect(Self.tree(html) == expected)
    }

    /// Text with any number of U+0000s is one token and one text node.
    @Test func runWithManyNulsIsOneTokenAndOneTextNode() {
        for prefix in ["", "<svg><text>"] {
            expectNulFloodIsOneTextToken(prefix: prefix, expectedUnit: prefix.isEmpty ? "a" : "a\u{FFFD}")
        }
    }
}
