import Testing

@testable import HTMLRuns

/// The hand-written JSON writer: format, escaping, offset units.
@Suite struct JSONWriterTests {
    /// The SPEC's own example, built by hand.
    private var specExample: StyledString {
        var bold = TextAttributes()
        bold.bold = true
        var italic = TextAttributes()
        italic.italic = true
        var marker = TextAttributes()
        marker.marker = true
        return StyledString(
            text: "Bold italic\n• item",
            runs: [
                Run(range: 0..<4, attributes: bold), Run(range: 4..<5, attributes: TextAttributes()),
                Run(range: 5..<11, attributes: italic), Run(range: 11..<12, attributes: TextAttributes()),
                Run(range: 12..<16, attributes: marker), Run(range: 16..<20, attributes: TextAttributes()),
            ],
            blocks: [
                Block(range: 0..<12, kind: .paragraph),
                Block(range: 12..<20, kind: .listItem, depth: 1, indent: 40, list: .init(ordered: false, ordinal: 1)),
            ],
            containers: [Container(range: 12..<20, kind: .unorderedList, depth: 1, indent: 0)])
    }

    @Test func prettyOutputMatchesSpecExample() {
        #expect(
            specExample.json(pretty: true) == """
                {
                  "text": "Bold italic\\n• item",
                  "offsetUnit": "utf16",
                  "runs": [
                    {"start": 0, "length": 4, "attributes": {"bold": true}},
                    {"start": 4, "length": 1, "attributes": {}},
                    {"start": 5, "length": 6, "attributes": {"italic": true}},
                    {"start": 11, "length": 1, "attributes": {}},
                    {"start": 12, "length": 2, "attributes": {"marker": true}},
                    {"start": 14, "length": 4, "attributes": {}}
                  ],
                  "blocks": [
                    {"start": 0, "length": 12, "kind": "paragraph", "depth": 0, "indent": 0},
                    {"start": 12, "length": 6, "kind": "listItem", "depth": 1, "indent": 40, "list": {"ordered": false, "ordinal": 1}}
                  ],
                  "containers": [
                    {"start": 12, "length": 6, "kind": "unorderedList", "depth": 1, "indent": 0}
                  ],
                  "attachments": [],
                  "diagnostics": []
                }
                """)
    }

    @Test func compactOutputIsOneLine() {
        let json = StyledString(text: "a", runs: [Run(range: 0..<1, attributes: TextAttributes())]).json()
        #expect(
            json
                == #"{"text":"a","offsetUnit":"utf16","runs":[{"start":0,"length":1,"attributes":{}}],"blocks":[],"containers":[],"attachments":[],"diagnostics":[]}"#
        )
    }

    @Test func sourceComesFirst() {
        let json = StyledString(text: "", runs: []).json(source: "a.html")
        #expect(json.hasPrefix(#"{"source":"a.html","text":"""#))
    }

    /// U+FEFF is escaped (Foundation on Linux drops a raw one that starts a
    /// string); U+2028 stays raw, as JSON allows.
    @Test func escapesQuotesBackslashesAndControls() {
        var out = JSONBuffer()
        out.string("q\"b\\n\nt\tc\u{01}\u{1F}é\u{2028}\u{FEFF}")
        #expect(out.text == "\"q\\\"b\\\\n\\nt\\tc\\u0001\\u001fé\u{2028}\\ufeff\"")
    }

    /// The escaping scan skips eight bytes at a time: a byte to escape at
    /// every position of a word, and bytes next to the escaped ones that
    /// must not be taken for them (0x21, 0x23, 0x5B, 0x5D, 0xEE, 0xF0, and
    /// 0xEF not starting U+FEFF), come out as the byte-by-byte rules say.
    @Test func escapingFindsEveryByteInAWord() {
        for special in ["\"", "\\", "\n", "\u{01}", "\u{FEFF}"] {
            for position in 0..<17 {
                let text = String(repeating: "a", count: position) + special + "!#[]\u{EE00}\u{F0000}\u{FFFF}xyz"
                var out = JSONBuffer()
                out.string(text)
                var expected = "\""
                for scalar in text.unicodeScalars {
                    // One scalar at a time: no word for the scan to skip.
                    var one = JSONBuffer()
                    one.string(String(scalar))
                    expected += one.text.dropFirst().dropLast()
                }
                expected += "\""
                #expect(out.text == expected, "special \(special.debugDescription) at \(position)")
            }
        }
    }

    /// Integers of every length, both signs and the extremes.
    @Test func integersOfEveryLength() {
        var values = [0, 1, -1, 9, 10, -10, 99, 100, 101, 999, 1000, 65_536, Int.max, Int.min, Int.max - 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power]
        }
        for value in values {
            var out = JSONBuffer()
            out.int(value)
            #expect(out.text == String(value))
        }
    }

    @Test func offsetsInEveryUnit() {
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes, 2 UTF-16 units, 1 scalar.
        let styled = StyledString(
            text: "é😀x",
            runs: [
                Run(range: 0..<6, attributes: TextAttributes()),
                Run(
                    range: 6..<7,
                    attributes: {
                        var a = TextAttributes(); a.bold = true; return a
                    }()),
            ],
            attachments: [Attachment(offset: 6, kind: .rule)])
        #expect(styled.json(offsets: .utf8).contains(#"{"start":6,"length":1,"attributes":{"bold":true}}"#))
        #expect(styled.json(offsets: .utf16).contains(#"{"start":3,"length":1,"attributes":{"bold":true}}"#))
        #expect(styled.json(offsets: .scalar).contains(#"{"start":2,"length":1,"attributes":{"bold":true}}"#))
        #expect(styled.json(offsets: .utf16).contains(#""attachments":[{"offset":3,"kind":"rule"}]"#))
    }

    @Test func offsetConverterSkipsASCIIWordsAndStopsAtTargets() {
        let text = String(repeating: "a", count: 19) + "é😀" + String(repeating: "b", count: 17)
        var copy = text
        copy.withUTF8 { utf8 in
            var utf16 = OffsetConverter(bytes: utf8, unit: .utf16)
            #expect(utf16.convert(5) == 5)
            #expect(utf16.convert(19) == 19)
            #expect(utf16.convert(21) == 20)
            #expect(utf16.convert(25) == 22)
            #expect(utf16.convert(utf8.count) == 39)
            #expect(utf16.convert(3) == 3)
            var scalars = OffsetConverter(bytes: utf8, unit: .scalar)
            #expect(scalars.convert(utf8.count) == 38)
        }
    }

    /// Long mixed text, offsets in random order (forward, backward, far
    /// jumps across checkpoints): every answer agrees with Swift's views.
    @Test func offsetsAgreeWithStringViewsInAnyOrder() {
        var text = ""
        let pieces = ["abc ", "é", "日本語", "😀", "👩‍👩‍👧", " x", "\u{10FFFF}", "ß"]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<800 { text += pieces[next() % pieces.count] }
        let boundaries = text.unicodeScalars.indices.map { $0.utf16Offset(in: text) }
        let utf8Offsets = text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }
        var copy = text
        copy.withUTF8 { utf8 in
            var utf16 = OffsetConverter(bytes: utf8, unit: .utf16)
            var scalars = OffsetConverter(bytes: utf8, unit: .scalar)
            for _ in 0..<2000 {
                let k = next() % utf8Offsets.count
                #expect(utf16.convert(utf8Offsets[k]) == boundaries[k])
                #expect(scalars.convert(utf8Offsets[k]) == k)
            }
            #expect(utf16.convert(utf8.count) == text.utf16.count)
            #expect(scalars.convert(utf8.count) == text.unicodeScalars.count)
        }
    }

    @Test func nestedContainerEndsConvertOutOfOrder() {
        let styled = StyledString(
            text: "ééé", runs: [],
            containers: [
                Container(range: 0..<6, kind: .blockquote, depth: 0, indent: 0),
                Container(range: 2..<4, kind: .blockquote, depth: 1, indent: 40),
            ])
        let json = styled.json(offsets: .utf16)
        #expect(json.contains(#"{"start":0,"length":3,"kind":"blockquote","depth":0,"indent":0}"#))
        #expect(json.contains(#"{"start":1,"length":1,"kind":"blockquote","depth":1,"indent":40}"#))
    }

    @Test func attributesInSpecOrderWithNumbers() {
        var a = TextAttributes()
        a.marker = true
        a.fontSize = 13.5
        a.color = Color(red: 255, green: 0, blue: 0, alpha: 128)
        a.link = "https://x"
        a.underline = true
        a.custom = ["b": "2", "a": "1"]
        let json = StyledString(text: "x", runs: [Run(range: 0..<1, attributes: a)]).json()
        #expect(
            json.contains(
                ##""attributes":{"underline":true,"link":"https://x","color":"#ff000080","fontSize":13.5,"marker":true,"custom":{"a":"1","b":"2"}}"##
            ))
    }

    @Test func imageAttachmentLeavesOutMissingFields() {
        let styled = StyledString(
            text: "\u{FFFC}", runs: [],
            attachments: [Attachment(offset: 0, kind: .image(src: "a\".png", alt: nil, width: 20, height: nil))])
        #expect(styled.json().contains(#""attachments":[{"offset":0,"kind":"image","src":"a\".png","width":20}]"#))
    }

    @Test func diagnosticsAreWritten() {
        let styled = StyledString(
            text: "", runs: [], diagnostics: [Diagnostic(line: 1, column: 3, kind: .unsafeLink, message: "no")])
        #expect(styled.json().contains(#""diagnostics":[{"line":1,"column":3,"kind":"unsafeLink","message":"no"}]"#))
    }

    @Test func mappedOutputRoundTripsThroughJSONSyntax() {
        let styled = map(el(.p, [text("a "), el(.b, [text("\"b\"")])]), el(.ul, [el(.li, [text("ü")])]))
        let json = styled.json(pretty: true)
        #expect(json.contains(#""text": "a \"b\"\n• ü""#))
    }
}
