import Foundation
import HTMLRuns
import Testing

/// `htmlruns convert` run as a process: inputs, exit statuses, stdout and
/// stderr. The assertions are about structure (which documents, in which
/// order, which status, what stderr names), so they hold for the stub
/// converter of this branch and for the real one alike.
@Suite struct ConvertCommandTests {
    // MARK: Inputs

    @Test func oneFileWritesOneDocument() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("page.html", "<p>hello</p>")
        let result = try CLIProcess.run(["convert", file])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.lines.count == 1)
        #expect(result.stdout.hasSuffix("}\n"))
        #expect(result.stdout.hasPrefix("{"))
        #expect(result.stdout.contains("hello"))
    }

    @Test func standardInputIsReadForADashAndForNoInput() throws {
        let html = Data("<p>from stdin</p>".utf8)
        for arguments in [["convert", "-"], ["convert"], ["convert", "--format", "text"]] {
            let result = try CLIProcess.run(arguments, stdin: html)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.contains("from stdin"), "\(arguments)")
            #expect(result.stderr == "")
        }
    }

    @Test func directoriesAreWalkedInPathOrderForHTMLFilesOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/b.html", "<p>b</p>")
        try folder.write("site/a.htm", "<p>a</p>")
        try folder.write("site/sub/c.HTML", "<p>c</p>")
        try folder.write("site/sub/deeper/d.html", "<p>d</p>")
        try folder.write("site/notes.txt", "not html")
        try folder.write("site/.hidden/e.html", "<p>hidden</p>")
        try folder.write("site/.f.html", "<p>hidden</p>")
        let result = try CLIProcess.run(["convert", "site"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.lines.count == 4)
        let order = result.lines.map { line in
            ["a", "b", "c", "d"].first { line.contains("<p>\($0)</p>") || line.contains("\"\($0)\"") }
        }
        #expect(order == ["a", "b", "c", "d"])
        #expect(!result.stdout.contains("hidden"))
        if PipelineStatus.writesJSON {
            let sources = result.jsonLines.map { $0?["source"] as? String }
            #expect(sources == ["site/a.htm", "site/b.html", "site/sub/c.HTML", "site/sub/deeper/d.html"])
        }
    }

    @Test func aDirectoryWithOneFileStillWritesJSONLines() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/only.html", "<p>only</p>")
        let result = try CLIProcess.run(["convert", "--pretty", "site"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.lines.count == 1)
    }

    @Test func filesDirectoriesAndStdinMixInArgumentOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("one.html", "<p>one</p>")
        try folder.write("dir/two.html", "<p>two</p>")
        let result = try CLIProcess.run(
            ["convert", "--format", "text", "dir", "-", "one.html"],
            stdin: Data("<p>three</p>".utf8), in: folder.url)
        #expect(result.status == 0)
        let headers = result.lines.filter { $0.hasPrefix("==> ") }
        #expect(headers == ["==> dir/two.html <==", "==> <stdin> <==", "==> one.html <=="])
        let texts = result.stdout.components(separatedBy: "\n\n")
        #expect(texts.count == 3)
    }

    @Test(arguments: [1, 2, 8])
    func jsonLinesFollowTheInputOrderWhateverTheJobs(jobs: Int) throws {
        let folder = try TemporaryFolder()
        // Uneven sizes, so that later files finish before earlier ones.
        for i in 0..<60 {
            let filler = String(repeating: "<p>filler text</p>", count: i % 7 == 0 ? 3_000 : 1)
            try folder.write(String(format: "in/%03d.html", i), "<p>case \(i)</p>\(filler)")
        }
        let result = try CLIProcess.run(["convert", "--jobs", "\(jobs)", "in"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.lines.count == 60)
        for (i, line) in result.lines.enumerated() {
            #expect(
                line.contains("case \(i)<") || line.contains("case \(i)\\n") || line.contains("case \(i)\""),
                "line \(i) is not case \(i)")
        }
        #expect(result.jsonLines.allSatisfy { $0 != nil })
    }

    @Test(.enabled(if: PipelineStatus.writesJSON, "needs the real JSON writer"))
    func jsonLinesNameTheirSourceFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.html", "<p>a \"quoted\"</p>")
        try folder.write("b.html", "<p>b</p>")
        let result = try CLIProcess.run(["convert", "a.html", "b.html"], in: folder.url)
        #expect(result.lines.count == 2)
        #expect(
            result.lines[0].hasPrefix("{\"source\":\"a.html\"") || result.lines[0].hasPrefix("{\"source\": \"a.html\""))
        #expect(result.jsonLines.allSatisfy { $0 != nil })
        let single = try CLIProcess.run(["convert", "--format", "jsonl", "b.html"], in: folder.url)
        #expect(single.jsonLines.first??["source"] as? String == "b.html")
    }

    // MARK: --out

    @Test func outMirrorsTheInputTreeWithTheFormatsExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/index.html", "<p>index</p>")
        try folder.write("site/blog/post.htm", "<p>post</p>")
        try folder.write("extra.html", "<p>extra</p>")
        for (format, ext) in [("json", "json"), ("markdown", "md"), ("html", "html"), ("text", "txt")] {
            let out = "out-\(format)"
            let result = try CLIProcess.run(
                ["convert", "site", "extra.html", "--format", format, "--out", out], in: folder.url)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout == "")
            #expect(result.stderr == "")
            #expect(
                folder.files().filter { $0.hasPrefix(out + "/") }
                    == ["\(out)/blog/post.\(ext)", "\(out)/extra.\(ext)", "\(out)/index.\(ext)"])
            #expect(try folder.read("\(out)/blog/post.\(ext)").contains("post"))
            #expect(try folder.read("\(out)/index.\(ext)").hasSuffix("\n"))
        }
    }

    @Test func outRefusesTwoInputsForOneFileAndStdin() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/page.html", "<p>1</p>")
        try folder.write("b/page.html", "<p>2</p>")
        let clash = try CLIProcess.run(["convert", "a/page.html", "b/page.html", "--out", "out"], in: folder.url)
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("would both be written to out/page.json"))
        #expect(!folder.exists("out/page.json"))
        let stdin = try CLIProcess.run(["convert", "-", "--out", "out"], stdin: Data("x".utf8), in: folder.url)
        #expect(stdin.status == 2)
        #expect(stdin.stderr.contains("standard input"))
    }

    @Test func outNeverOverwritesAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/page.html", "<p>keep me</p>")
        let result = try CLIProcess.run(["convert", "site", "--format", "html", "--out", "site"], in: folder.url)
        #expect(result.status == 2)
        #expect(try folder.read("site/page.html") == "<p>keep me</p>")
    }

    // MARK: Exit statuses

    @Test func usageErrorsExitWith2AndShowTheUsage() throws {
        let cases: [[String]] = [
            [],
            ["frobnicate"],
            ["convert", "--bogus"],
            ["convert", "--format", "pdf", "x.html"],
            ["convert", "--format"],
            ["convert", "--jobs", "0", "x.html"],
            ["convert", "--max-depth", "deep", "x.html"],
            ["convert", "--max-input-bytes", "-1", "x.html"],
            ["convert", "--offsets", "utf32", "x.html"],
            ["convert", "--allow-scheme", "no spaces", "x.html"],
            ["convert", "-", "-"],
            ["convert", "--pretty=yes", "x.html"],
            ["corpus"],
            ["corpus", "verify"],
            ["corpus", "add"],
            ["completions", "tcsh"],
        ]
        for arguments in cases {
            let result = try CLIProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix("htmlruns: "), "\(arguments)")
            #expect(result.stderr.contains("USAGE:"), "\(arguments)")
        }
    }

    @Test func regexStrategyIsAUsageErrorUntilItExists() throws {
        let result = try CLIProcess.run(["convert", "--strategy", "regex", "-"], stdin: Data("x".utf8))
        if LexerStrategy(rawValue: "regex") == nil {
            #expect(result.status == 2)
            #expect(result.stderr.contains("not available"))
        } else {
            #expect(result.status == 0)
        }
        let scalar = try CLIProcess.run(["convert", "--strategy", "scalar", "-"], stdin: Data("x".utf8))
        #expect(scalar.status == 0)
    }

    @Test func anUnreadableInputExits3AndTheOthersAreStillConverted() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.html", "<p>first</p>")
        try folder.write("c.html", "<p>third</p>")
        let result = try CLIProcess.run(["convert", "a.html", "missing.html", "c.html"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr == "htmlruns: missing.html: no such file or directory\n")
        #expect(result.lines.count == 2)
        #expect(result.lines[0].contains("first"))
        #expect(result.lines[1].contains("third"))
    }

    @Test func aSingleUnreadableInputWritesNothingOnStdout() throws {
        let folder = try TemporaryFolder()
        try folder.write("dir/x.html", "x")
        // Missing, and a file named as if it were a folder.
        for argument in ["missing.html", "dir/x.html/"] {
            let result = try CLIProcess.run(["convert", "--format", "json", argument], in: folder.url)
            #expect(result.status == 3, "\(argument)")
            #expect(result.stdout == "", "\(argument)")
            #expect(result.stderr.hasPrefix("htmlruns: "), "\(argument)")
        }
    }

    @Test func anInputOverTheByteLimitExits4AndTheOthersAreStillConverted() throws {
        let folder = try TemporaryFolder()
        try folder.write("small.html", "<p>small</p>")
        try folder.write("big.html", String(repeating: "<p>big</p>", count: 100))
        let result = try CLIProcess.run(
            ["convert", "--max-input-bytes", "100", "big.html", "small.html"], in: folder.url)
        #expect(result.status == 4)
        #expect(result.stderr.contains("big.html"))
        #expect(result.stderr.contains("--max-input-bytes 100"))
        #expect(result.lines.count == 1)
        #expect(result.lines[0].contains("small"))
    }

    @Test func standardInputOverTheByteLimitExits4() throws {
        let result = try CLIProcess.run(
            ["convert", "--max-input-bytes", "10", "-"],
            stdin: Data(String(repeating: "x", count: 100_000).utf8))
        #expect(result.status == 4)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("<stdin>"))
    }

    @Test func theHighestStatusWinsWhenSeveralApply() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.html", String(repeating: "x", count: 500))
        let result = try CLIProcess.run(
            ["convert", "--max-input-bytes", "100", "missing.html", "big.html"], in: folder.url)
        #expect(result.status == 4)
        #expect(result.stderr.contains("missing.html"))
        #expect(result.stderr.contains("big.html"))
    }

    @Test(.enabled(if: PipelineStatus.convertsMarkup, "needs the real pipeline to report repairs"))
    func strictExits1WhenAnInputNeededARepair() throws {
        let folder = try TemporaryFolder()
        try folder.write("clean.html", "<p>fine</p>")
        try folder.write("broken.html", "<b>1<i>2</b>3</i>")
        let clean = try CLIProcess.run(["convert", "--strict", "clean.html"], in: folder.url)
        #expect(clean.status == 0)
        let broken = try CLIProcess.run(["convert", "--strict", "clean.html", "broken.html"], in: folder.url)
        #expect(broken.status == 1)
        #expect(broken.lines.count == 2)
        let lenient = try CLIProcess.run(["convert", "broken.html"], in: folder.url)
        #expect(lenient.status == 0)
    }

    @Test(.enabled(if: PipelineStatus.convertsMarkup, "needs the real pipeline to report repairs"))
    func diagnosticsUseTheCompilerFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.html", "<p>ok</p>\n<b>unclosed")
        let result = try CLIProcess.run(["convert", "--diagnostics", "broken.html"], in: folder.url)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            #expect(parts.count == 5, "\(line)")
            #expect(parts[0] == "broken.html")
            #expect(Int(parts[1]) != nil && Int(parts[2]) != nil, "\(line)")
            #expect(Diagnostic.Kind(rawValue: parts[3].trimmingCharacters(in: .whitespaces)) != nil, "\(line)")
        }
    }

    @Test func diagnosticsAndStrictAreQuietForCleanInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("clean.html", "plain text")
        let result = try CLIProcess.run(["convert", "--diagnostics", "--strict", "clean.html"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test func hostileInputNeverCrashes() throws {
        var bytes: [UInt8] = []
        var seed: UInt64 = 42
        for _ in 0..<50_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: seed >> 33))
        }
        bytes += Array(String(repeating: "<div><b><i>", count: 2_000).utf8)
        for format in ["json", "text", "markdown", "html", "ansi", "tree", "tokens"] {
            let result = try CLIProcess.run(["convert", "--format", format, "--max-depth", "64"], stdin: Data(bytes))
            #expect(result.endedCleanly, "\(format): \(result.status) \(result.stderr.prefix(300))")
            #expect(!result.stdout.isEmpty, "\(format)")
        }
    }

    // MARK: Options

    @Test func optionsAcceptTheirDocumentedForms() throws {
        let folder = try TemporaryFolder()
        try folder.write("style.css", "p { color: red }")
        try folder.write("page.html", "<p>x</p>")
        let result = try CLIProcess.run(
            [
                "convert", "--stylesheet", "style.css", "--strategy=scalar", "--offsets", "utf8",
                "--allow-scheme", "myapp", "--allow-scheme", "ftp", "--max-depth", "100",
                "--max-input-bytes=1000", "-j", "2", "-q", "page.html",
            ], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 1)
    }

    @Test func styleElementsApplyUnlessIgnored() throws {
        let folder = try TemporaryFolder()
        try folder.write("page.html", "<style>p { color: red }</style><p>x</p>")
        let applied = try CLIProcess.run(["convert", "page.html"], in: folder.url)
        #expect(applied.stdout.contains("#ff0000"))
        let ignored = try CLIProcess.run(["convert", "--ignore-style-elements", "page.html"], in: folder.url)
        #expect(ignored.status == 0)
        #expect(!ignored.stdout.contains("#ff0000"))
    }

    @Test func anUnreadableStylesheetExits3BeforeConverting() throws {
        let folder = try TemporaryFolder()
        try folder.write("page.html", "<p>x</p>")
        let result = try CLIProcess.run(["convert", "--stylesheet", "none.css", "page.html"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("none.css"))
    }

    @Test func verboseNamesEachInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.html", "a")
        try folder.write("b.html", "b")
        let result = try CLIProcess.run(["convert", "-v", "a.html", "b.html"], in: folder.url)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("htmlruns: a.html: 1 byte, "))
        #expect(lines[1].hasPrefix("htmlruns: b.html: 1 byte, "))
    }

    @Test func anEmptyDirectoryIsNotedButNotAnError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = try CLIProcess.run(["convert", "empty"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("no *.html"))
        let quiet = try CLIProcess.run(["convert", "-q", "empty"], in: folder.url)
        #expect(quiet.stderr == "")
    }
}
