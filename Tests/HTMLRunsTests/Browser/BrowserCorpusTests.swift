import Foundation
import Testing

@testable import HTMLRuns

/// Runs the library on every case of `../shared/corpus/browser`,
/// `../shared/corpus/css`, the project's own `Corpus/` and
/// `HTML5LibFragments/` and compares with what headless Chromium showed
/// (`expected.json` in each), with the normalisation of
/// `tools/compare-with-browser`.
///
/// `HTML5LibFragments/` holds the `#data` inputs of html5lib-tests'
/// tree-construction files (MIT; fragment-context and scripting-on tests
/// left out; files the stored index has only in forks taken from those),
/// judged by `Scripts/judge-corpus.py`. Left out: ten cases where the
/// browser's own two readings disagree (its innerText against the
/// characters it draws), and two of `<object>` fallback, which the
/// oracle's snapshot takes before the browser decides to show it.
@Suite struct BrowserCorpusTests {
    /// The pass rates reached so far: raise them as the converter improves, never lower them.
    static let minimumPassRate: [String: Double] = [
        "browser": 1.0,
        "css": 1.0,
        "Corpus": 1.0,
        "html5lib": 1.0,
    ]

    static func directory(of corpus: String) -> URL {
        switch corpus {
        case "Corpus": SharedFiles.corpus
        case "html5lib":
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HTML5LibFragments")
        default: SharedFiles.shared.appendingPathComponent("corpus").appendingPathComponent(corpus)
        }
    }

    struct Outcome {
        var passed: [String] = []
        var failed: [(name: String, why: String)] = []
        var rate: Double { Double(passed.count) / Double(max(1, passed.count + failed.count)) }
    }

    static func run(corpus name: String) throws -> Outcome? {
        let dir = directory(of: name)
        let expectedURL = dir.appendingPathComponent("expected.json")
        guard SharedFiles.exists(expectedURL) else { return nil }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [String: Any] ?? [:]
        var outcome = Outcome()
        for caseName in expected.keys.sorted() {
            guard let entry = expected[caseName] as? [String: Any] else { continue }
            let html = try Data(contentsOf: dir.appendingPathComponent(caseName + ".html"))
            let styled = HTMLConverter().convert(bytes: Array(html))
            if let why = BrowserComparison.difference(
                expected: BrowserComparison.expected(entry),
                ours: BrowserComparison.ours(styled))
            {
                outcome.failed.append((caseName, why))
            } else {
                outcome.passed.append(caseName)
            }
        }
        return outcome
    }

    @Test(arguments: ["browser", "css", "Corpus", "html5lib"])
    func corpusAgreesWithChromium(corpus: String) throws {
        guard let outcome = try Self.run(corpus: corpus) else {
            Issue.record("\(Self.directory(of: corpus).path) has no expected.json: the browser comparison cannot run")
            return
        }
        for failure in outcome.failed {
            print("FAIL \(corpus)/\(failure.name): \(failure.why.prefix(300))")
        }
        let percent = String(format: "%.1f", outcome.rate * 100)
        print("\(corpus) corpus: \(outcome.passed.count) passed, \(outcome.failed.count) failed (\(percent)%)")
        let minimum = Self.minimumPassRate[corpus] ?? 0
        #expect(outcome.rate >= minimum, "pass rate \(percent)% fell below \(minimum * 100)%")
    }
}
