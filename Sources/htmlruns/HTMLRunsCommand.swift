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

        Turns real-world HTML into a styled string: text, runs, blocks, attachments.

        COMMANDS:
          convert     Convert HTML files (or stdin) to JSON or text

        OPTIONS:
          -h, --help     Show this help
          --version      Show the version

        Run 'htmlruns convert --help' for the options of convert.

        EXAMPLES:
          htmlruns convert Corpus/seed-misnesting.html
          echo '<b>1<i>2</b>3</i>' | htmlruns convert --format text -
        """

    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())
        guard let command = args.first else {
            Console.usageError("missing command", usage: usage)
        }
        args.removeFirst()
        switch command {
        case "-h", "--help", "help":
            Console.out(usage + "\n")
            exit(0)
        case "--version":
            Console.out("htmlruns \(version)\n")
            exit(0)
        case "convert":
            exit(ConvertCommand.run(args))
        default:
            Console.usageError("unknown command '\(command)'", usage: usage)
        }
    }
}
