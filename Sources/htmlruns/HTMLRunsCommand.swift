// Entry point of the `htmlruns` command: dispatches to one file per command.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
enum HTMLRunsCommand {
    static let version = "0.1.0"

    static let usage = """
        USAGE: htmlruns <command> [options]

        Turns real-world HTML into a styled string: the text a reader sees, runs of
        attributes over it, its blocks, containers and attachments.

        COMMANDS:
          convert       Convert HTML files, folders or stdin to JSON, text, Markdown,
                        clean HTML, terminal colours, or debugging dumps
          corpus        Check a folder of inputs against golden JSON (corpus check),
                        or add inputs to it (corpus add)
          completions   Print a completion script for bash, zsh or fish

        OPTIONS:
          -h, --help     Show this help
          --version      Show the version

        Run 'htmlruns <command> --help' for the options of a command.

        EXAMPLES:
          htmlruns convert page.html
          echo '<b>1<i>2</b>3</i>' | htmlruns convert --format text
          htmlruns convert content/ --jobs 4 --strict --diagnostics > content.jsonl
          htmlruns corpus check
          source <(htmlruns completions bash)
        """

    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else {
            Console.usageError("missing command", usage: usage)
        }
        arguments.removeFirst()
        let status: ExitStatus
        switch command {
        case "-h", "--help":
            Console.out(usage + "\n")
            status = .success
        case "help":
            // `htmlruns help convert` is `htmlruns convert --help`.
            status =
                await dispatch(arguments.first ?? "", ["--help"])
                ?? {
                    Console.out(usage + "\n")
                    return .success
                }()
        case "--version":
            Console.out("htmlruns \(version)\n")
            status = .success
        default:
            guard let result = await dispatch(command, arguments) else {
                Console.usageError("unknown command '\(command)'", usage: usage)
            }
            status = result
        }
        exit(status.rawValue)
    }

    /// Runs a command by name; nil when there is no such command.
    static func dispatch(_ command: String, _ arguments: [String]) async -> ExitStatus? {
        switch command {
        case "convert": await ConvertCommand.run(arguments)
        case "corpus": await CorpusCommand.run(arguments)
        case "completions": CompletionsCommand.run(arguments)
        default: nil
        }
    }
}
