import Foundation
import Testing

@testable import HTMLRuns

/// Every `Corpus/**/NAME.html` converts to exactly its golden `NAME.json`
/// (pretty JSON, UTF-16 offsets). Run with `HTMLRUNS_UPDATE_GOLDENS=1` to
/// rewrite the goldens after an intended change, then review the diff.
@Suite struct CorpusGoldenTests {
    static func cases() -> [URL] {
        guard let walker = FileManager.default.enumerator(at: SharedFiles.corpus, includingPropertiesForKeys: nil)
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "html" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyCaseMatchesItsGolden() throws {
        let update = ProcessInfo.processInfo.environment["HTMLRUNS_UPDATE_GOLDENS"] == "1"
        var mismatches: [String] = []
        var checked = 0
        for input in Self.cases() {
            let golden = input.deletingPathExtension().appendingPathExtension("json")
            let got = HTMLConverter().convert(bytes: Array(try Data(contentsOf: input))).json(pretty: true) + "\n"
            if update {
                try Data(got.utf8).write(to: golden)
                continue
            }
            guard let want = try? String(contentsOf: golden, encoding: .utf8) else {
                mismatches.append("\(input.lastPathComponent): no golden \(golden.lastPathComponent)")
                continue
            }
            checked += 1
            if want != got {
                mismatches.append("\(input.lastPathComponent):\n" + LineDiff.describe(expected: want, actual: got))
            }
        }
        for m in mismatches { print("MISMATCH \(m)") }
        print("Corpus goldens: \(checked - mismatches.count) passed, \(mismatches.count) failed")
        #expect(mismatches.isEmpty, "\(mismatches.count) corpus cases differ from their goldens")
    }
}

/// A small readable diff: the first differing lines with a little context.
enum LineDiff {
    static func describe(expected: String, actual: String, context: Int = 2, limit: Int = 12) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(a.count, b.count), a[first] == b[first] { first += 1 }
        var out: [String] = []
        for i in max(0, first - context)..<first { out.append("  \(a[i])") }
        for i in first..<min(a.count, first + limit) { out.append("- \(a[i])") }
        for i in first..<min(b.count, first + limit) { out.append("+ \(b[i])") }
        return out.joined(separator: "\n")
    }
}
