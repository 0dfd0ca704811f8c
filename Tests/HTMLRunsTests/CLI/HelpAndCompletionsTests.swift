import Foundation
import Testing

/// `--help` for every command, `help COMMAND`, `--version`, and the
/// completion scripts.
@Suite struct HelpAndCompletionsTests {
    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["convert", "--help"], ["convert", "-h"], ["help", "convert"],
        ["corpus", "--help"], ["corpus", "check", "--help"], ["corpus", "add", "--help"], ["completions", "--help"],
    ])
    func everyCommandHasHelpWithExamples(arguments: [String]) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("USAGE: htmlruns"))
        #expect(result.stdout.contains("EXAMPLES:"))
    }

    @Test func convertHelpDocumentsEveryOptionAndExitStatus() throws {
        let help = try CLIProcess.run(["convert", "--help"]).stdout
        for option in [
            "--format", "--out", "--jobs", "--offsets", "--pretty", "--color", "--diagnostics", "--strict",
            "--stylesheet", "--strategy", "--allow-scheme", "--max-depth", "--max-input-bytes",
            "--quiet", "--verbose",
        ] {
            #expect(help.contains(option), "\(option)")
        }
        for status in ["0  ", "1  ", "2  ", "3  ", "4  "] { #expect(help.contains("  " + status)) }
    }

    @Test func versionIsPrinted() throws {
        let result = try CLIProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("htmlruns "))
    }

    @Test func bashCompletionIsValidBash() throws {
        let result = try CLIProcess.run(["completions", "bash"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("complete -o filenames -o bashdefault -F _htmlruns htmlruns"))
        #expect(result.stdout.contains("json jsonl text markdown html ansi tree tokens"))
        let folder = try TemporaryFolder()
        let script = try folder.write("htmlruns.bash", result.stdout)
        // Load it and ask for completions as bash would.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/bash")
        check.arguments = [
            "-c",
            """
            source \(script)
            COMP_WORDS=(htmlruns convert --format m); COMP_CWORD=3; _htmlruns; echo "${COMPREPLY[@]}"
            COMP_WORDS=(htmlruns corpus c); COMP_CWORD=2; _htmlruns; echo "${COMPREPLY[@]}"
            COMP_WORDS=(htmlruns convert --max-); COMP_CWORD=2; _htmlruns; echo "${COMPREPLY[@]}"
            """,
        ]
        let pipe = Pipe()
        check.standardOutput = pipe
        try check.run()
        check.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(check.terminationStatus == 0)
        #expect(output == "markdown\ncheck\n--max-depth --max-input-bytes\n")
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsGetScriptsForEveryCommand(shell: String) throws {
        let result = try CLIProcess.run(["completions", shell])
        #expect(result.status == 0)
        for word in ["convert", "corpus", "check", "add", "completions", "format", "max-input-bytes", "allow-scheme"] {
            #expect(result.stdout.contains(word), "\(word)")
        }
        if shell == "zsh" { #expect(result.stdout.hasPrefix("#compdef htmlruns")) }
    }
}
