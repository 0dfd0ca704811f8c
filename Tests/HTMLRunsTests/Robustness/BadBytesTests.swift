import Testing

@testable import HTMLRuns

/// Invalid UTF-8 decodes as the WHATWG decoder does (one U+FFFD per maximal
/// subpart, exactly `String(decoding:as: UTF8.self)`) with a diagnostic per
/// U+FFFD; NUL, controls and noncharacters follow the HTML tokenizer.
@Suite struct BadBytesTests {
    static let classes: [(String, [UInt8])] = [
        ("overlong 2-byte NUL", [0xC0, 0x80]),
        ("overlong 2-byte", [0xC1, 0xBF]),
        ("overlong 3-byte", [0xE0, 0x80, 0xAF]),
        ("overlong 4-byte", [0xF0, 0x80, 0x80, 0xAF]),
        ("high surrogate", [0xED, 0xA0, 0x80]),
        ("low surrogate", [0xED, 0xBF, 0xBF]),
        ("surrogate pair in CESU-8", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("F5 lead", [0xF5, 0x80, 0x80, 0x80]),
        ("FE and FF", [0xFE, 0xFF]),
        ("lone continuation", [0x80]),
        ("several continuations", [0x80, 0xBF, 0x9F]),
        ("truncated 2-byte", [0xC3]),
        ("truncated 3-byte", [0xE2, 0x82]),
        ("truncated 4-byte", [0xF0, 0x9F, 0x98]),
        ("truncated then valid", [0xF0, 0x9F, 0xC3, 0xA9]),
        ("lead then ASCII", [0xE2, 0x41]),
        ("five-byte form", [0xF8, 0x88, 0x80, 0x80, 0x80]),
    ]

    static func invalidCount(_ styled: StyledString) -> Int {
        styled.diagnostics.filter { $0.kind == .invalidUTF8 }.count
    }

    @Test(arguments: classes.map(\.0))
    func invalidUTF8DecodesLikeTheStandardLibrary(_ name: String) {
        let bad = Self.classes.first { $0.0 == name }!.1
        let decoded = String(decoding: bad, as: UTF8.self)
        let replacements = decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        let cases: [(String, String, String)] = [
            ("a", "b", "a\(decoded)b"), ("", "b", "\(decoded)b"), ("a", "", "a\(decoded)"),
            ("<b>", "</b>", decoded), ("<p title=\"", "\">x", "x"),
        ]
        for (prefix, suffix, expected) in cases {
            let styled = HTMLConverter().convert(bytes: Array(prefix.utf8) + bad + Array(suffix.utf8))
            #expect(styled.text == expected, "\(name) after \(prefix)")
            #expect(Self.invalidCount(styled) == replacements, "\(name) after \(prefix)")
        }
    }

    @Test func truncatedSequenceAtTheEnd() {
        for bad: [UInt8] in [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98]] {
            let styled = HTMLConverter().convert(bytes: Array("end ".utf8) + bad)
            #expect(styled.text == "end \u{FFFD}")
            #expect(Self.invalidCount(styled) == 1)
        }
    }

    @Test func validUTF8HasNoDiagnostic() {
        let styled = HTMLConverter().convert("é 日本 🇯🇵 \u{10FFFF}")
        #expect(Self.invalidCount(styled) == 0)
        #expect(styled.text == "é 日本 🇯🇵 \u{10FFFF}")
    }

    @Test func nulIsDroppedFromTextAndReplacedElsewhere() {
        let text = HTMLConverter().convert(bytes: Array("a\u{0}b<pre>c\u{0}d</pre>".utf8))
        #expect(text.text == "ab\ncd")
        #expect(text.diagnostics.contains { $0.kind == .invalidCharacter })
        // In attribute values, RCDATA and foreign content, U+0000 becomes U+FFFD.
        let attribute = HTMLConverter().convert(bytes: Array("<a href='/x\u{0}y'>t</a>".utf8))
        #expect(attribute.runs.first?.attributes.link == "/x\u{FFFD}y")
        let svg = HTMLConverter().convert(bytes: Array("<svg><text>a\u{0}b</text></svg>".utf8))
        #expect(svg.text == "a\u{FFFD}b")
        // A CDATA section's U+0000 is a character of foreign content too
        // (§13.2.6.5), even unterminated; in a MathML text integration
        // point it follows the rules of HTML content and is dropped.
        let cdata = HTMLConverter().convert(bytes: Array("<svg><text><![CDATA[a\u{0}b".utf8))
        #expect(cdata.text == "a\u{FFFD}b")
        // Directly in `<math>` (no token element) the text is not drawn.
        let math = HTMLConverter().convert(bytes: Array("<math><![CDATA[a\u{0}b".utf8))
        #expect(math.text == "")
        let mi = HTMLConverter().convert(bytes: Array("<math><mi><![CDATA[a\u{0}\u{0}b]]>c</mi></math>".utf8))
        #expect(mi.text == "abc")
    }

    /// A CDATA section of many U+0000s is read in one pass (when each
    /// U+0000 was a token of its own, finding the section's end again for
    /// every piece was quadratic: 400 KB of `a\0` took minutes).
    @Test func cdataSectionOfManyNulsIsReadInOnePass() {
        let pieces = 100_000
        var bytes = Array("<math><mi><![CDATA[".utf8)
        for _ in 0..<pieces { bytes += [0x61, 0] }
        bytes += Array("]]>b</mi></math>c".utf8)
        let styled = HTMLConverter().convert(bytes: bytes)
        #expect(styled.text == String(repeating: "a", count: pieces) + "b\nc")
    }

    @Test func controlsAndNoncharactersAreKeptWithDiagnostics() {
        // §13.2.3.5: controls and noncharacters are parse errors but stay in the text.
        for s in [
            "\u{1}", "\u{7F}", "\u{80}", "\u{9F}", String(Unicode.Scalar(0xFDD0)!), String(Unicode.Scalar(0xFFFE)!),
            "\u{10FFFF}",
        ] {
            let styled = HTMLConverter().convert("a\(s)b")
            #expect(styled.text == "a\(s)b", "\(s.unicodeScalars.first!.value)")
        }
    }

    @Test func numericReferencesFollowTheSpecReplacements() {
        #expect(
            HTMLConverter().convert("&#0;&#x110000;&#xD800;&#128;&#x9F;&#1;").text == "\u{FFFD}\u{FFFD}\u{FFFD}€Ÿ\u{1}")
    }

    @Test func carriageReturnsBecomeNewlines() {
        #expect(HTMLConverter().convert("<pre>a\r\nb\rc</pre>").text == "a\nb\nc")
    }
}
