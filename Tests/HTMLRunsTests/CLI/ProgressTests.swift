import Foundation
import Testing

/// The progress bar, seen through the `HTMLRUNS_FORCE_TTY=1` hook that
/// makes htmlruns treat stderr as a terminal.
@Suite struct ProgressTests {
    static func folder(files: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for i in 0..<files { try folder.write("in/\(i).html", "<p>\(i)</p>") }
        return folder
    }

    @Test func aTerminalSeesABarWithFilesRateAndTime() throws {
        let folder = try Self.folder(files: 5)
        let result = try CLIProcess.run(["convert", "in"], environment: ["HTMLRUNS_FORCE_TTY": "1"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.lines.count == 5)
        #expect(result.stderr.hasPrefix("\r["))
        #expect(result.stderr.contains("5/5 files"))
        #expect(result.stderr.contains("MB/s"))
        #expect(result.stderr.contains("done in 0:"))
        #expect(result.stderr.hasSuffix("\n"))
        #expect(!result.stdout.contains("\r"))
    }

    @Test func noBarWithoutATerminalForOneFileOrWhenQuiet() throws {
        let folder = try Self.folder(files: 3)
        let piped = try CLIProcess.run(["convert", "in"], in: folder.url)
        #expect(piped.stderr == "")
        let one = try CLIProcess.run(
            ["convert", "in/0.html"], environment: ["HTMLRUNS_FORCE_TTY": "1"], in: folder.url)
        #expect(one.stderr == "")
        let quiet = try CLIProcess.run(
            ["convert", "-q", "in"], environment: ["HTMLRUNS_FORCE_TTY": "1"], in: folder.url)
        #expect(quiet.stderr == "")
    }

    @Test func messagesClearTheBarBeforeTheyArePrinted() throws {
        let folder = try Self.folder(files: 3)
        let result = try CLIProcess.run(
            ["convert", "-v", "in", "missing.html"],
            environment: ["HTMLRUNS_FORCE_TTY": "1"], in: folder.url)
        #expect(result.status == 3)
        // Every message starts on a clean line: after "\r\e[K" or at the start.
        for message in ["htmlruns: in/1.html", "htmlruns: in/2.html", "htmlruns: missing.html"] {
            guard let range = result.stderr.range(of: message) else {
                Issue.record("\(message) missing")
                continue
            }
            let before = result.stderr[..<range.lowerBound]
            #expect(before.isEmpty || before.hasSuffix("\r\u{1B}[K") || before.hasSuffix("\n"), "\(message)")
        }
    }
}
