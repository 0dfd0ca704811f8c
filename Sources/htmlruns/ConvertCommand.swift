// `htmlruns convert`: files, directories and stdin to JSON (or another
// format) on stdout or into an output folder, in parallel, in input order.
import Foundation
import HTMLRuns

enum ConvertCommand {
    static let synopsis = """
        USAGE: htmlruns convert [options] [FILE | DIR | -]...
        """

    static let options: [OptionSpec] = [
        OptionSpec(
            long: "format", short: "f", value: "FORMAT", choices: OutputFormat.allCases.map(\.rawValue),
            help: "json (default), jsonl, text, markdown, html, ansi, tree,\ntokens (see FORMATS)"),
        OptionSpec(
            long: "out", short: "o", value: "DIR", completion: .directory,
            help:
                "write one file per input into DIR, mirroring the input folders,\nwith the format's extension (.json, .md, .html...), instead of stdout"
        ),
        OptionSpec(
            long: "jobs", short: "j", value: "N",
            help:
                "convert N inputs at a time (default: the number of cores);\nthe output order is the input order whatever N is"
        ),
        OptionSpec(
            long: "offsets", value: "UNIT", choices: OffsetUnit.allCases.map(\.rawValue),
            help: "unit of JSON offsets: utf16 (default), utf8 or scalar"),
        OptionSpec(long: "pretty", help: "indent the JSON of a single document"),
        OptionSpec(
            long: "color", value: "WHEN", choices: ["auto", "always", "never"],
            help:
                "colours of --format ansi: auto (default: when stdout is a terminal\nand NO_COLOR is not set), always, never"
        ),
        OptionSpec(long: "diagnostics", help: "print every repair on stderr as FILE:LINE:COL: kind: message"),
        OptionSpec(long: "strict", help: "exit with status 1 when any input needed a repair"),
        OptionSpec(
            long: "stylesheet", value: "FILE", completion: .file,
            help: "apply the CSS in FILE as a user stylesheet"),
        OptionSpec(
            long: "ignore-style-elements",
            help: "do not apply the input's own <style> elements (applied by default,\nas in a browser)"),
        OptionSpec(
            long: "strategy", value: "NAME", choices: ["scalar", "regex"],
            help: "lexer: scalar (default, the WHATWG state machine) or regex"),
        OptionSpec(
            long: "allow-scheme", value: "SCHEME",
            help:
                "also keep links with this scheme (repeatable); http, https,\nmailto, tel and relative links are always kept"
        ),
        OptionSpec(
            long: "max-depth", value: "N",
            help:
                "flatten elements nested deeper than N (default 512); an input\nnested deeper is still written, and the exit status is 4"
        ),
        OptionSpec(
            long: "max-input-bytes", value: "N",
            help:
                "refuse inputs larger than N bytes: named on stderr, not\nconverted, exit status 4; the other inputs are still converted"
        ),
        OptionSpec(long: "quiet", short: "q", help: "no progress bar and no notes on stderr (errors still)"),
        OptionSpec(long: "verbose", short: "v", help: "name each input on stderr as it is done"),
        OptionSpec(long: "help", short: "h", help: "show this help"),
    ]

    static var help: String {
        """
        \(synopsis)

        Converts HTML fragments to styled strings: the text a reader sees, runs of
        attributes over it, its blocks, containers and attachments.

        INPUTS:
          FILE         an HTML file (any name)
          DIR          every *.html and *.htm below DIR, sorted by path (hidden
                       files and folders are skipped)
          -            standard input; also read when no input is given

        One FILE or '-' writes its document to stdout. Several inputs, or a DIR,
        write JSON Lines (one object per input, "source" first) with --format json;
        the other formats write each document after a '==> SOURCE <==' line, with a
        blank line between documents (as 'head' does).

        FORMATS:
        \(OutputFormat.allCases.map { "  " + $0.rawValue.padding(10) + $0.summary }.joined(separator: "\n"))

        OPTIONS:
        \(ArgumentParser.help(for: options))

        EXIT STATUS:
          0  every input converted
          1  --strict and an input needed a repair
          2  usage error (nothing converted)
          3  an input could not be read, or an output not written (named on
             stderr; the other inputs are still converted)
          4  an input exceeded --max-input-bytes or --max-depth
          When several apply, the highest wins.

        EXAMPLES:
          htmlruns convert post.html
          htmlruns convert --format markdown post.html > post.md
          curl -s https://example.com/post | htmlruns convert --offsets utf8 -
          htmlruns convert content/ --jobs 4 > content.jsonl
          htmlruns convert content/ --format html --out build/clean/
          htmlruns convert --strict --diagnostics content/ > /dev/null
        """
    }

    static func usageError(_ message: String) -> Never {
        Console.usageError(message, usage: synopsis + "\nRun 'htmlruns convert --help' for the options.")
    }

    /// Everything the command line decided.
    struct Plan: Sendable {
        var format = OutputFormat.json
        var settings: OutputFormat.Settings
        var out: String?
        var jobs = 1
        var quiet = false
        var verbose = false
        var diagnostics = false
        var strict = false
        var maxInputBytes: Int? { settings.converter.options.maxInputBytes }
    }

    static func run(_ arguments: [String]) async -> ExitStatus {
        let parsed: ParsedArguments
        var plan: Plan
        do {
            parsed = try ArgumentParser.parse(arguments, options: options)
            if parsed.flag("help") {
                Console.out(help + "\n")
                return .success
            }
            plan = try makePlan(parsed)
        } catch {
            usageError(error.message)
        }

        // The stylesheet applies to every input: without it nothing is converted.
        if let path = parsed.value("stylesheet") {
            do {
                let css = try InputReader.read(path: path)
                plan.settings.converter.options.stylesheet = String(decoding: css, as: UTF8.self)
            } catch {
                switch error {
                case .unreadable(let why), .tooLarge(let why): Console.err("htmlruns: stylesheet \(why)\n")
                }
                return .unreadable
            }
        }

        var arguments = parsed.positionals
        if arguments.isEmpty {
            if isatty(0) == 1 { usageError("no input: give FILE, DIR, or '-' for standard input") }
            arguments = ["-"]
        }
        if arguments.filter({ $0 == "-" }).count > 1 { usageError("'-' (standard input) can be given only once") }
        let inputs = InputCollector.collect(arguments)
        // One file or stdin is a document; a directory always gives JSON Lines,
        // so that the shape of the output does not depend on how many files it holds.
        let single = arguments.count == 1 && !inputs.contains { $0.fromDirectory }
        if inputs.isEmpty, !plan.quiet {
            Console.err("htmlruns: no *.html or *.htm files in \(arguments.joined(separator: ", "))\n")
        }

        var outputs: [String?] = Array(repeating: nil, count: inputs.count)
        if let out = plan.out {
            do {
                outputs = try outputPaths(inputs, under: out, format: plan.format)
            } catch {
                usageError(error.message)
            }
            if let failure = makeDirectories(for: outputs) {
                Console.err("htmlruns: \(failure)\n")
                return .unreadable
            }
        }

        return await convert(inputs, outputs: outputs, single: single, plan: plan)
    }

    static func makePlan(_ parsed: ParsedArguments) throws(UsageError) -> Plan {
        var options = Options()
        if let name = parsed.value("strategy") {
            guard let strategy = LexerStrategy(rawValue: name) else {
                let available = LexerStrategy.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "--strategy \(name) is not available in this build (available: \(available))")
            }
            options.strategy = strategy
        }
        for scheme in parsed.all("allow-scheme") {
            let lower = scheme.lowercased()
            guard let first = lower.unicodeScalars.first, ("a"..."z").contains(first),
                lower.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
                })
            else {
                throw UsageError(message: "--allow-scheme '\(scheme)' is not a URL scheme (letters, digits, + - .)")
            }
            options.allowedLinkSchemes.insert(lower)
        }
        if let depth = try ArgumentParser.integer(parsed.value("max-depth"), option: "max-depth", minimum: 1) {
            options.maxNestingDepth = depth
        }
        options.maxInputBytes = try ArgumentParser.integer(
            parsed.value("max-input-bytes"), option: "max-input-bytes",
            minimum: 0)

        var plan = Plan(settings: OutputFormat.Settings(converter: HTMLConverter(options: options)))
        plan.format = parsed.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .json
        plan.settings.offsets = parsed.value("offsets").flatMap(OffsetUnit.init(rawValue:)) ?? .utf16
        plan.settings.pretty = parsed.flag("pretty")
        if parsed.flag("ignore-style-elements") { plan.settings.converter.options.honorsStyleElements = false }
        plan.out = parsed.value("out")
        if plan.out == "" { throw UsageError(message: "--out needs a folder") }
        plan.jobs =
            try ArgumentParser.integer(parsed.value("jobs"), option: "jobs", minimum: 1)
            ?? ProcessInfo.processInfo.activeProcessorCount
        plan.quiet = parsed.flag("quiet")
        plan.verbose = parsed.flag("verbose") && !plan.quiet
        plan.diagnostics = parsed.flag("diagnostics")
        plan.strict = parsed.flag("strict")
        switch parsed.value("color") ?? "auto" {
        case "always": plan.settings.colors = true
        case "never": plan.settings.colors = false
        default:
            let noColor = Console.environment("NO_COLOR").map { !$0.isEmpty } ?? false
            plan.settings.colors = plan.out == nil && !noColor && Console.isTerminal(1)
        }
        return plan
    }

    // MARK: Output files

    /// The file each input is written to under `out`. Refuses (as a usage
    /// error) two inputs written to one file, stdin, and writing over an input.
    static func outputPaths(_ inputs: [Input], under out: String, format: OutputFormat) throws(UsageError) -> [String?]
    {
        var paths: [String?] = []
        var claimed: [String: String] = [:]
        let base = out.hasSuffix("/") ? out : out + "/"
        for input in inputs {
            switch input.origin {
            case .stdin:
                throw UsageError(message: "--out needs named inputs: '-' (standard input) has no file name")
            case .failed:
                paths.append(nil)
                continue
            case .file(let path):
                var relative = input.relativePath
                let name = relative.split(separator: "/").last ?? ""
                if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                    relative.removeSubrange(dot...)
                }
                let target = base + relative + "." + format.fileExtension
                if let other = claimed[target] {
                    throw UsageError(message: "\(other) and \(input.source) would both be written to \(target)")
                }
                claimed[target] = input.source
                if sameFile(path, target) {
                    throw UsageError(message: "\(target) is an input: --out would overwrite it")
                }
                paths.append(target)
            }
        }
        return paths
    }

    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat()
        var y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Creates the folders of the output files up front (not from parallel tasks).
    static func makeDirectories(for outputs: [String?]) -> String? {
        var made: Set<String> = []
        for case let path? in outputs {
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            guard !folder.isEmpty, made.insert(folder).inserted else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return "cannot create \(folder): \(error.localizedDescription)"
            }
        }
        return nil
    }

    // MARK: Converting

    /// What converting one input gave.
    struct Outcome: Sendable {
        /// The document for stdout; nil when it failed or went to a file.
        var document: String?
        var status = ExitStatus.success
        /// An error for stderr.
        var message: String?
        var diagnostics: [Diagnostic] = []
        var bytes = 0
    }

    static func convert(_ inputs: [Input], outputs: [String?], single: Bool, plan: Plan) async -> ExitStatus {
        let asLines = !single
        // JSON Lines objects carry "source": always for jsonl, for json with several inputs.
        let jsonLine = plan.format == .jsonl || (asLines && plan.format == .json)
        let work: @Sendable (Int) async -> Outcome = { index in
            convertOne(inputs[index], output: outputs[index], asLine: jsonLine, plan: plan)
        }
        var status = ExitStatus.success
        var progress: ProgressBar?
        if inputs.count > 1, !plan.quiet, Console.isTerminal(2) {
            progress = ProgressBar(total: inputs.count, totalBytes: inputs.reduce(0) { $0 + $1.size })
        }
        var written = 0
        await OrderedWork.run(count: inputs.count, jobs: plan.jobs, work: work) { index, outcome in
            let input = inputs[index]
            var notes = ""
            if let message = outcome.message { notes += "htmlruns: \(message)\n" }
            if plan.diagnostics {
                for d in outcome.diagnostics {
                    notes += "\(input.source):\(d.line):\(d.column): \(d.kind.rawValue): \(d.message)\n"
                }
            }
            if plan.verbose, outcome.message == nil {
                let repairs = outcome.diagnostics.count
                notes +=
                    "htmlruns: \(input.source): \(outcome.bytes) byte\(outcome.bytes == 1 ? "" : "s"), "
                    + "\(repairs) repair\(repairs == 1 ? "" : "s")"
                notes += outputs[index].map { " -> \($0)\n" } ?? "\n"
            }
            if !notes.isEmpty {
                progress?.clear()
                Console.err(notes)
            }
            if let document = outcome.document {
                if asLines, !plan.format.isJSON {
                    Console.out((written > 0 ? "\n" : "") + "==> \(input.source) <==\n" + document)
                } else {
                    Console.out(document)
                }
                written += 1
            }
            status = max(status, outcome.status)
            if plan.strict, !outcome.diagnostics.isEmpty { status = max(status, .failure) }
            progress?.advance(bytes: outcome.bytes)
        }
        progress?.finish()
        return status
    }

    static func convertOne(_ input: Input, output: String?, asLine: Bool, plan: Plan) -> Outcome {
        var outcome = Outcome()
        let bytes: [UInt8]
        do {
            switch input.origin {
            case .failed(let why):
                throw InputReader.Failure.unreadable(why)
            case .stdin:
                bytes = try InputReader.read(path: nil, limit: plan.maxInputBytes)
            case .file(let path):
                bytes = try InputReader.read(path: path, limit: plan.maxInputBytes)
            }
        } catch {
            switch error as? InputReader.Failure {
            case .tooLarge(let why)?:
                outcome.status = .limit
                outcome.message = why
            case .unreadable(let why)?:
                outcome.status = .unreadable
                outcome.message = why
            case nil:
                outcome.status = .unreadable
                outcome.message = "\(input.source): \(error)"
            }
            return outcome
        }
        outcome.bytes = bytes.count
        let (document, diagnostics) = plan.format.render(
            bytes, source: input.source, asLine: asLine,
            settings: plan.settings)
        outcome.diagnostics = diagnostics
        if outcome.diagnostics.contains(where: { $0.kind == .depthLimit }) { outcome.status = .limit }
        if let output {
            do {
                try Data(document.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                outcome.status = .unreadable
                outcome.message = "cannot write \(output): \(error.localizedDescription)"
            }
        } else {
            outcome.document = document
        }
        return outcome
    }
}
