// `htmlruns corpus check [DIR]` and `htmlruns corpus add FILE...`: golden
// files for regression runs. Each `NAME.html` has a golden `NAME.json`,
// the styled string's pretty JSON with default options and UTF-16 offsets,
// plus a newline: exactly `styled.json(pretty: true) + "\n"`, which is what
// the project's golden test compares too.
import Foundation
import HTMLRuns

enum CorpusCommand {
    static let defaultDirectory = "Corpus"

    static let checkOptions: [OptionSpec] = [
        OptionSpec(long: "update", help: "rewrite the goldens that differ or are missing, and name them"),
        OptionSpec(
            long: "jobs", short: "j", value: "N", help: "convert N inputs at a time (default: the number of cores)"),
        OptionSpec(long: "verbose", short: "v", help: "also name the cases that pass"),
        OptionSpec(long: "help", short: "h", help: "show this help"),
    ]

    static let addOptions: [OptionSpec] = [
        OptionSpec(long: "to", value: "DIR", completion: .directory, help: "the corpus folder (default: Corpus)"),
        OptionSpec(long: "force", help: "replace a case of the same name whose input differs"),
        OptionSpec(long: "help", short: "h", help: "show this help"),
    ]

    static var help: String {
        """
        USAGE: htmlruns corpus check [DIR] [--update] [--jobs N]
               htmlruns corpus add FILE... [--to DIR] [--force]

        A corpus is a folder of inputs NAME.html, each with its golden output
        NAME.json: the JSON of the styled string with default options and UTF-16
        offsets, indented (what 'htmlruns convert --pretty' prints).

        corpus check [DIR]
          Converts every NAME.html below DIR (default: Corpus), compares the result
          with NAME.json, prints a diff for each mismatch (- golden, + now) and ends
          with 'N passed, N failed'. A missing golden is a failure.

        \(ArgumentParser.help(for: checkOptions))

        corpus add FILE...
          Copies each FILE into the corpus as NAME.html (NAME from the file name)
          and writes its golden NAME.json.

        \(ArgumentParser.help(for: addOptions))

        EXIT STATUS:
          0  every case passed (check), or every file added (add)
          1  a case failed (check), or a case of that name with another input
             exists (add, without --force)
          2  usage error
          3  an input or golden could not be read or written

        EXAMPLES:
          htmlruns corpus check
          htmlruns corpus check tests/cases --update
          htmlruns corpus add ~/Downloads/cms-post.html
        """
    }

    static func usageError(_ message: String) -> Never {
        Console.usageError(
            message,
            usage: """
                USAGE: htmlruns corpus check [DIR] [--update]
                       htmlruns corpus add FILE... [--to DIR] [--force]
                Run 'htmlruns corpus --help' for more.
                """)
    }

    static func run(_ arguments: [String]) async -> ExitStatus {
        guard let sub = arguments.first else { usageError("missing subcommand: check or add") }
        let rest = Array(arguments.dropFirst())
        switch sub {
        case "-h", "--help", "help":
            Console.out(help + "\n")
            return .success
        case "check":
            return await check(rest)
        case "add":
            return add(rest)
        default:
            usageError("unknown subcommand '\(sub)' (check or add)")
        }
    }

    /// The golden of an input: default options, UTF-16 offsets, pretty, and a newline.
    static func golden(of html: [UInt8]) -> String {
        HTMLConverter().convert(bytes: html).json(pretty: true) + "\n"
    }

    /// `NAME.json` beside `NAME.html`.
    static func goldenPath(_ input: String) -> String {
        var path = input
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path.removeSubrange(dot...) }
        return path + ".json"
    }

    // MARK: check

    enum CaseResult: Sendable {
        case passed
        case failed(diff: String)
        case updated(created: Bool)
        case unreadable(String)
    }

    static func check(_ arguments: [String]) async -> ExitStatus {
        let parsed: ParsedArguments
        let jobs: Int
        do {
            parsed = try ArgumentParser.parse(arguments, options: checkOptions)
            jobs =
                try ArgumentParser.integer(parsed.value("jobs"), option: "jobs", minimum: 1)
                ?? ProcessInfo.processInfo.activeProcessorCount
        } catch {
            usageError(error.message)
        }
        if parsed.flag("help") {
            Console.out(help + "\n")
            return .success
        }
        guard parsed.positionals.count <= 1 else { usageError("corpus check takes one folder") }
        let directory = parsed.positionals.first ?? defaultDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.err("htmlruns: \(directory): no such folder\n")
            return .unreadable
        }
        let update = parsed.flag("update")
        let inputs = InputCollector.collect([directory]).filter { $0.relativePath.lowercased().hasSuffix(".html") }
        let work: @Sendable (Int) async -> CaseResult = { index in
            checkOne(inputs[index], update: update)
        }
        var passed = 0
        var failed = 0
        var unchanged = 0
        var changed = 0
        var status = ExitStatus.success
        await OrderedWork.run(count: inputs.count, jobs: jobs, work: work) { index, result in
            let name = inputs[index].relativePath
            switch result {
            case .passed:
                passed += 1
                unchanged += 1
                if parsed.flag("verbose") { Console.out("ok   \(name)\n") }
            case .failed(let diff):
                failed += 1
                Console.out("FAIL \(name)\n\(diff)\n\n")
            case .updated(let created):
                changed += 1
                Console.out("\(created ? "created" : "updated") \(goldenPath(inputs[index].source))\n")
            case .unreadable(let why):
                failed += 1
                status = .unreadable
                Console.err("htmlruns: \(why)\n")
            }
        }
        if update {
            Console.out("\(unchanged) unchanged, \(changed) updated\n")
            return status
        }
        Console.out("\(passed) passed, \(failed) failed\n")
        return max(status, failed > 0 ? .failure : .success)
    }

    static func checkOne(_ input: Input, update: Bool) -> CaseResult {
        guard case .file(let path) = input.origin else {
            if case .failed(let why) = input.origin { return .unreadable(why) }
            return .unreadable(input.source)
        }
        let html: [UInt8]
        do {
            html = try InputReader.read(path: path)
        } catch {
            switch error {
            case .unreadable(let why), .tooLarge(let why): return .unreadable(why)
            }
        }
        let now = golden(of: html)
        let goldenFile = goldenPath(path)
        let existing = FileManager.default.contents(atPath: goldenFile).map { String(decoding: $0, as: UTF8.self) }
        if existing == now { return .passed }
        if update {
            do {
                try Data(now.utf8).write(to: URL(fileURLWithPath: goldenFile), options: .atomic)
            } catch {
                return .unreadable("cannot write \(goldenFile): \(error.localizedDescription)")
            }
            return .updated(created: existing == nil)
        }
        guard let existing else {
            return .failed(diff: "  no golden \(goldenFile): run 'htmlruns corpus check --update' to write it")
        }
        let diff = LineDiff.render(old: existing, new: now, oldName: "\(goldenFile) (golden)", newName: "now")
        return .failed(
            diff: diff.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n"))
    }

    // MARK: add

    static func add(_ arguments: [String]) -> ExitStatus {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, options: addOptions)
        } catch {
            usageError(error.message)
        }
        if parsed.flag("help") {
            Console.out(help + "\n")
            return .success
        }
        guard !parsed.positionals.isEmpty else { usageError("corpus add needs at least one FILE") }
        let directory = parsed.value("to") ?? defaultDirectory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            Console.err("htmlruns: cannot create \(directory): \(error.localizedDescription)\n")
            return .unreadable
        }
        var status = ExitStatus.success
        for file in parsed.positionals {
            let html: [UInt8]
            do {
                html = try InputReader.read(path: file == "-" ? nil : file)
            } catch {
                switch error {
                case .unreadable(let why), .tooLarge(let why): Console.err("htmlruns: \(why)\n")
                }
                status = max(status, .unreadable)
                continue
            }
            var name = String(file.split(separator: "/").last ?? "stdin")
            if let dot = name.lastIndex(of: "."), dot != name.startIndex { name.removeSubrange(dot...) }
            // `expected.json` beside the cases holds the browser's verdicts.
            guard name != "expected" else {
                Console.err(
                    "htmlruns: \(file): a case cannot be named 'expected' (expected.json is the browser's verdicts)\n")
                status = max(status, .failure)
                continue
            }
            let target = (directory.hasSuffix("/") ? directory : directory + "/") + name + ".html"
            if let existing = FileManager.default.contents(atPath: target), Array(existing) != html,
                !parsed.flag("force")
            {
                Console.err("htmlruns: \(target) exists with another input (use --force to replace it)\n")
                status = max(status, .failure)
                continue
            }
            do {
                try Data(html).write(to: URL(fileURLWithPath: target), options: .atomic)
                try Data(golden(of: html).utf8).write(to: URL(fileURLWithPath: goldenPath(target)), options: .atomic)
            } catch {
                Console.err("htmlruns: cannot write \(target): \(error.localizedDescription)\n")
                status = max(status, .unreadable)
                continue
            }
            Console.out("added \(target) and \(goldenPath(target))\n")
        }
        return status
    }
}
