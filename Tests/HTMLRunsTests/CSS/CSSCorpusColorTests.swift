import Foundation
import Testing

@testable import HTMLRuns

/// Checks the colour parser against what Chromium showed for the
/// `../shared/corpus/css/css-color-*.html` cases, each of the form
/// `a<span style="color:X">col</span>b<span style="background-color:X">bg</span>`.
@Suite struct CSSCorpusColorTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CSS
        .deletingLastPathComponent()  // HTMLRunsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/css")

    struct Case {
        var name: String
        var value: String
        var color: String?
        var background: String?
    }

    static func cases() throws -> [Case] {
        let expectedURL = directory.appendingPathComponent("expected.json")
        guard FileManager.default.fileExists(atPath: expectedURL.path) else { return [] }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [String: Any] ?? [:]
        var out: [Case] = []
        for name in expected.keys.sorted() where name.hasPrefix("css-color-") {
            let html = try String(contentsOf: directory.appendingPathComponent(name + ".html"), encoding: .utf8)
            guard let start = html.range(of: "style=\"color:"),
                let end = html.range(of: "\">col", range: start.upperBound..<html.endIndex)
            else { continue }
            let value = String(html[start.upperBound..<end.lowerBound])
            guard let entry = expected[name] as? [String: Any],
                let runs = entry["styled"] as? [[String: Any]]
            else { continue }
            // Per-character attributes of "acolbbg": "col" is 1...3, "bg" is 5...6.
            var chars: [[String: Any]] = []
            for run in runs {
                for _ in (run["text"] as? String ?? "") { chars.append(run) }
            }
            guard chars.count == 7 else { continue }
            out.append(
                Case(
                    name: name, value: value,
                    color: chars[1]["color"] as? String, background: chars[5]["background"] as? String))
        }
        return out
    }

    /// `#rrggbbff` is written `#rrggbb`, as compare-with-browser normalises.
    static func normalised(_ hex: String?) -> String {
        guard var h = hex?.lowercased() else { return "#000000" }
        if h.count == 9 && h.hasSuffix("ff") { h.removeLast(2) }
        return h
    }

    @Test func colorCasesAgreeWithChromium() throws {
        let cases = try Self.cases()
        guard !cases.isEmpty else {
            Issue.record("no css-color cases found in \(Self.directory.path)")
            return
        }
        #expect(cases.count >= 30)
        for c in cases {
            let style = computed("color:\(c.value)")
            #expect(style.color.hex == Self.normalised(c.color), "\(c.name): color:\(c.value)")
            let bg = computed("background-color:\(c.value)")
            let ours = bg.backgroundColor.map(\.hex)
            let theirs = c.background.map { Self.normalised($0) }
            #expect(ours == theirs, "\(c.name): background-color:\(c.value)")
        }
    }
}
