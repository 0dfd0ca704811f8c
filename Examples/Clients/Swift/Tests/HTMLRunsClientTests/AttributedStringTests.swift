import Foundation
import HTMLRunsClient
import Testing

/// The repository's Corpus/: HTML inputs with the golden JSON htmlruns writes.
let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../../../Corpus").standardizedFileURL

func golden(_ name: String) throws -> Data {
    try Data(contentsOf: corpus.appendingPathComponent(name + ".json"))
}

/// (text, bold, italic, link) of each run of the attributed string.
func pieces(_ string: AttributedString) -> [(String, Bool, Bool, String?)] {
    string.runs.map { run in
        (
            String(string[run.range].characters), run[HTMLRunsAttributes.Bold.self] ?? false,
            run[HTMLRunsAttributes.Italic.self] ?? false, run.link?.absoluteString
        )
    }
}

@Suite struct AttributedStringTests {
    @Test func misnestedFormattingBecomesThreeRuns() throws {
        let string = try AttributedString(htmlRunsJSON: golden("seed-misnesting"))
        let p = pieces(string)
        #expect(p.map(\.0) == ["Bold", "Bold+Italic", "Italic"])
        #expect(p.map(\.1) == [true, true, false])
        #expect(p.map(\.2) == [false, true, true])
    }

    @Test func linkSurvivesTheHalfwidthSoundMark() throws {
        let string = try AttributedString(htmlRunsJSON: golden("seed-dakuten-link"))
        let first = try #require(pieces(string).first)
        #expect(first.0 == "\u{309A}▽\u{309A}*)")
        #expect(first.3 == "https://example.com/x")
    }

    @Test func utf16OffsetsAfterAnEmoji() throws {
        let json = #"""
            {"text": "😀 x", "offsetUnit": "utf16",
             "runs": [{"start": 0, "length": 3, "attributes": {}},
                      {"start": 3, "length": 1, "attributes": {"bold": true, "color": "#ff0000"}}]}
            """#
        let string = try AttributedString(htmlRunsJSON: Data(json.utf8))
        let last = try #require(string.runs.last)
        #expect(String(string[last.range].characters) == "x")
        #expect(last[HTMLRunsAttributes.Bold.self] == true)
        #expect(last[HTMLRunsAttributes.TextColor.self] == "#ff0000")
    }

    @Test func otherOffsetUnitsAreRefused() {
        let json = #"{"text": "x", "offsetUnit": "utf8", "runs": []}"#
        #expect(throws: StyledRunsError.unsupportedOffsetUnit("utf8")) {
            try AttributedString(htmlRunsJSON: Data(json.utf8))
        }
    }

    @Test func runOutsideTheTextIsRefused() {
        let json = #"{"text": "x", "offsetUnit": "utf16", "runs": [{"start": 0, "length": 2, "attributes": {}}]}"#
        #expect(throws: StyledRunsError.runOutOfBounds(start: 0, length: 2)) {
            try AttributedString(htmlRunsJSON: Data(json.utf8))
        }
    }

    /// Every golden document of the corpus applies, keeps its text, and
    /// gives each character the boldness and link its run says.
    @Test func everyCorpusDocumentApplies() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }
        #expect(names.count > 10)
        for name in names {
            let data = try Data(contentsOf: corpus.appendingPathComponent(name))
            let document = try JSONDecoder().decode(StyledRunsDocument.self, from: data)
            let string = try AttributedString(document)
            #expect(String(string.characters) == document.text, "\(name)")
            // Boldness and link of every UTF-16 unit, from the JSON and from the result.
            var expected: [String] = []
            for run in document.runs {
                let mark = "\(run.attributes.bold ?? false)|\(run.attributes.link ?? "")"
                expected += Array(repeating: mark, count: run.length)
            }
            var actual: [String] = []
            for run in string.runs {
                let mark = "\(run[HTMLRunsAttributes.Bold.self] ?? false)|\(run.link?.absoluteString ?? "")"
                // Counted by scalars: a run may end inside a grapheme cluster
                // (`<b>\u{301}x</b>` puts a combining accent in a bold run), and
                // the characters view would round to whole clusters.
                let units = string[run.range].unicodeScalars.reduce(0) { $0 + $1.utf16.count }
                actual += Array(repeating: mark, count: units)
            }
            #expect(actual == expected, "\(name)")
        }
    }
}
