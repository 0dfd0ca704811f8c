import Foundation
import HTMLRuns
import Testing

/// `htmlruns corpus check` and `corpus add` as processes, on corpora made
/// in temporary folders; and the project's own `Corpus/` once its goldens
/// are written.
@Suite struct CorpusCommandTests {
    /// The golden of an input, as the project's golden test writes it.
    static func golden(_ html: String) -> String {
        HTMLConverter().convert(html).json(pretty: true) + "\n"
    }

    @Test func addCopiesInputsAndWritesTheirGoldens() throws {
        let folder = try TemporaryFolder()
        try folder.write("inbox/post.html", "<p>post</p>")
        try folder.write("inbox/mail.htm", "<b>mail")
        let result = try CLIProcess.run(
            ["corpus", "add", "inbox/post.html", "inbox/mail.htm", "--to", "cases"],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            folder.files().filter { $0.hasPrefix("cases/") }
                == ["cases/mail.html", "cases/mail.json", "cases/post.html", "cases/post.json"])
        #expect(try folder.read("cases/post.json") == Self.golden("<p>post</p>"))
        #expect(try folder.read("cases/mail.html") == "<b>mail")
        #expect(result.stdout.contains("added cases/post.html and cases/post.json"))
    }

    @Test func addRefusesToReplaceADifferentCaseWithoutForce() throws {
        let folder = try TemporaryFolder()
        try folder.write("cases/x.html", "old")
        try folder.write("new/x.html", "new")
        let refused = try CLIProcess.run(["corpus", "add", "--to", "cases", "new/x.html"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--force"))
        #expect(try folder.read("cases/x.html") == "old")
        let forced = try CLIProcess.run(["corpus", "add", "--to", "cases", "--force", "new/x.html"], in: folder.url)
        #expect(forced.status == 0)
        #expect(try folder.read("cases/x.html") == "new")
        let missing = try CLIProcess.run(["corpus", "add", "--to", "cases", "nope.html"], in: folder.url)
        #expect(missing.status == 3)
    }

    @Test func checkPassesWhenEveryGoldenMatches() throws {
        let folder = try TemporaryFolder()
        for (name, html) in [("a", "<p>a</p>"), ("b", "<i>b</i>")] {
            try folder.write("cases/\(name).html", html)
            try folder.write("cases/\(name).json", Self.golden(html))
        }
        // Files that are not NAME.html inputs are ignored.
        try folder.write("cases/expected.json", "{}")
        let result = try CLIProcess.run(["corpus", "check", "cases"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "2 passed, 0 failed\n")
    }

    @Test func checkShowsADiffPerMismatchAndExits1() throws {
        let folder = try TemporaryFolder()
        try folder.write("cases/good.html", "<p>good</p>")
        try folder.write("cases/good.json", Self.golden("<p>good</p>"))
        try folder.write("cases/bad.html", "<p>now</p>")
        try folder.write("cases/bad.json", Self.golden("<p>before</p>"))
        try folder.write("cases/new.html", "<p>new</p>")
        let result = try CLIProcess.run(["corpus", "check", "cases"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))
        #expect(result.stdout.contains("FAIL bad.html\n"))
        #expect(result.stdout.contains("--- cases/bad.json (golden)"))
        #expect(result.lines.contains { $0.hasPrefix("  -") && $0.contains("before") })
        #expect(result.lines.contains { $0.hasPrefix("  +") && $0.contains("now") })
        #expect(result.stdout.contains("FAIL new.html\n  no golden cases/new.json"))
    }

    @Test func updateRewritesTheGoldensThatChangedAndSaysWhich() throws {
        let folder = try TemporaryFolder()
        try folder.write("cases/same.html", "<p>same</p>")
        try folder.write("cases/same.json", Self.golden("<p>same</p>"))
        try folder.write("cases/changed.html", "<p>now</p>")
        try folder.write("cases/changed.json", "stale\n")
        try folder.write("cases/fresh.html", "<p>fresh</p>")
        let update = try CLIProcess.run(["corpus", "check", "--update", "cases"], in: folder.url)
        #expect(update.status == 0)
        #expect(update.stdout == "updated cases/changed.json\ncreated cases/fresh.json\n1 unchanged, 2 updated\n")
        #expect(try folder.read("cases/changed.json") == Self.golden("<p>now</p>"))
        let check = try CLIProcess.run(["corpus", "check", "cases"], in: folder.url)
        #expect(check.stdout == "3 passed, 0 failed\n")
    }

    @Test func checkDefaultsToCorpusAndFailsOnAMissingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Corpus/x.html", "x")
        try folder.write("Corpus/x.json", Self.golden("x"))
        let result = try CLIProcess.run(["corpus", "check"], in: folder.url)
        #expect(result.stdout == "1 passed, 0 failed\n")
        let missing = try CLIProcess.run(["corpus", "check", "nowhere"], in: folder.url)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("nowhere"))
    }

    /// The project's own corpus: every `NAME.html` of `Corpus/` with a
    /// golden must match it. Until goldens are written
    /// (`htmlruns corpus check --update`), there is nothing to compare.
    static let projectHasGoldens: Bool = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: SharedFiles.corpus.path)) ?? []
        return names.contains { $0.hasSuffix(".json") && names.contains(String($0.dropLast(5)) + ".html") }
    }()

    @Test(.enabled(if: projectHasGoldens, "Corpus/ has no NAME.json goldens yet"))
    func projectCorpusMatchesItsGoldens() throws {
        let result = try CLIProcess.run(["corpus", "check", SharedFiles.corpus.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.lines.last?.hasSuffix(" 0 failed") == true)
    }
}
