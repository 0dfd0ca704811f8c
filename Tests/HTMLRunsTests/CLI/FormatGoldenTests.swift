import Foundation
import HTMLRuns
import Testing

/// Every `--format` of `htmlruns convert` on `FormatTests.input`, as a
/// process, compared byte for byte with `Goldens/format-input.FORMAT`. Run
/// with `HTMLRUNS_UPDATE_GOLDENS=1` to rewrite them after an intended change,
/// then review the diff.
@Suite struct FormatGoldenTests {
    static let formats = ["json", "jsonl", "text", "markdown", "html", "ansi", "tree", "tokens"]

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    @Test(arguments: formats)
    func formatMatchesItsGolden(format: String) throws {
        // --color always so the ANSI golden pins the escapes, not the TTY check.
        let extra = format == "ansi" ? ["--color", "always"] : []
        let result = try FormatTests.run(format, extra)
        #expect(result.status == 0)
        let golden = Self.goldens.appendingPathComponent("format-input." + format)
        if ProcessInfo.processInfo.environment["HTMLRUNS_UPDATE_GOLDENS"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
            return
        }
        let want = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.stdout == want, "\(format):\n\(LineDiff.describe(expected: want, actual: result.stdout))")
    }
}
