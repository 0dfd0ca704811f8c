import Foundation
import HTMLRuns
import Testing

/// Every `--format` on one golden input, as a process. What each format
/// writes for given styles is pinned by the writer tests
/// (`Tests/HTMLRunsTests/Output/`); here the CLI must write exactly what
/// the library renders, plus one newline, and keep each format's shape.
@Suite struct FormatTests {
    static let input = """
        <h1>Title</h1>
        <p>Some <b>bold</b>, <i>italic</i> and <a href="https://example.com/a?b=1&c=2">a link</a>.</p>
        <ul><li>one</li><li>two <code>x &lt; y</code></li></ul>
        <table><tr><th>k</th><th>v</th></tr><tr><td>a|b</td><td>2</td></tr></table>
        <p onclick="alert(1)"><a href="javascript:alert(1)">bad</a><script>alert(1)</script></p>
        """

    static var styled: StyledString { HTMLConverter().convert(input) }

    static func run(_ format: String, _ extra: [String] = [], environment: [String: String] = [:]) throws
        -> CLIProcess.Output
    {
        try CLIProcess.run(
            ["convert", "--format", format] + extra + ["-"], stdin: Data(input.utf8), environment: environment)
    }

    @Test func jsonIsTheLibrarysJSON() throws {
        let result = try Self.run("json")
        #expect(result.status == 0)
        #expect(result.stdout == Self.styled.json() + "\n")
        let pretty = try Self.run("json", ["--pretty", "--offsets", "utf8"])
        #expect(pretty.stdout == Self.styled.json(offsets: .utf8, pretty: true) + "\n")
    }

    @Test func jsonlIsOneLineWithSource() throws {
        let result = try Self.run("jsonl")
        #expect(result.status == 0)
        #expect(result.stdout == Self.styled.json(source: "<stdin>") + "\n")
    }

    @Test func textIsTheText() throws {
        let result = try Self.run("text")
        #expect(result.stdout == Self.styled.text + "\n")
    }

    @Test func markdownIsTheLibrarysMarkdown() throws {
        let result = try Self.run("markdown")
        #expect(result.stdout == Self.styled.markdown() + "\n")
        // Markup from the input is never passed through as raw HTML.
        #expect(!result.stdout.replacingOccurrences(of: "\\<", with: "").contains("<script"))
    }

    @Test func htmlIsCleanAndSafe() throws {
        let result = try Self.run("html")
        #expect(result.status == 0)
        #expect(result.stdout == Self.styled.html())
        let known: Set<String> = [
            "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre",
            "table", "tr", "td", "dl", "dt", "dd", "figure", "figcaption", "details",
            "summary", "caption", "div", "hr", "img", "br", "a", "strong", "em", "u", "s",
            "code", "sup", "sub", "span",
        ]
        // Text is escaped, so every `<` opens a tag this writer wrote.
        var rest = Substring(result.stdout)
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[open...].prefix { $0 != ">" }
            let name = tag.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
            #expect(known.contains(String(name)), "unexpected tag \(tag)>")
            let lower = tag.lowercased()
            for forbidden in ["javascript:", "url(", "expression(", " class=", " id="] {
                #expect(!lower.contains(forbidden), "\(forbidden) in \(tag)>")
            }
            // No event handler attribute (` onclick=`, ` onerror=`...).
            let handler = lower.range(of: #" on[a-z]+="#, options: .regularExpression)
            #expect(handler == nil, "event handler in \(tag)>")
            rest = rest[rest.index(after: open)...]
        }
    }

    @Test func ansiIsPlainWithoutATerminalOrWithNoColor() throws {
        let piped = try Self.run("ansi")
        #expect(piped.stdout == Self.styled.ansi(colors: false) + "\n")
        #expect(!piped.stdout.contains("\u{1B}"))
        let noColor = try Self.run("ansi", environment: ["HTMLRUNS_FORCE_TTY": "1", "NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}"))
        let never = try Self.run("ansi", ["--color", "never"], environment: ["HTMLRUNS_FORCE_TTY": "1"])
        #expect(!never.stdout.contains("\u{1B}"))
    }

    @Test func ansiColoursATerminalOrWhenAsked() throws {
        let terminal = try Self.run("ansi", environment: ["HTMLRUNS_FORCE_TTY": "1"])
        #expect(terminal.stdout == Self.styled.ansi(colors: true) + "\n")
        let always = try Self.run("ansi", ["--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.stdout == Self.styled.ansi(colors: true) + "\n")
    }

    @Test(.enabled(if: PipelineStatus.convertsMarkup, "needs the real pipeline for styles"))
    func ansiEscapesAppearForStyledText() throws {
        let result = try CLIProcess.run(
            ["convert", "--format", "ansi", "--color", "always", "-"],
            stdin: Data("<b>bold</b>".utf8))
        #expect(result.stdout == "\u{1B}[1mbold\u{1B}[0m\n")
    }

    @Test func treeIsTheLibrarysTreeDump() throws {
        let result = try Self.run("tree")
        #expect(result.status == 0)
        #expect(result.stdout == HTMLConverter().treeDump(bytes: Array(Self.input.utf8)) + "\n")
    }

    @Test func tokensHaveLineAndColumn() throws {
        let result = try Self.run("tokens")
        #expect(result.status == 0)
        #expect(!result.lines.isEmpty)
        for line in result.lines {
            let fields = line.split(separator: " ", maxSplits: 2)
            let position = fields[0].split(separator: ":")
            #expect(position.count == 2 && Int(position[0]) != nil && Int(position[1]) != nil, "\(line)")
            #expect(["startTag", "endTag", "text", "comment", "doctype"].contains(String(fields[1])), "\(line)")
        }
    }

    @Test func severalInputsInTextFormatsGetHeaders() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.html", "<p>a</p>")
        try folder.write("b.html", "<p>b</p>")
        for format in ["text", "markdown", "html", "tree", "tokens"] {
            let result = try CLIProcess.run(["convert", "--format", format, "a.html", "b.html"], in: folder.url)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("==> a.html <==\n"), "\(format)")
            #expect(result.stdout.contains("\n\n==> b.html <==\n"), "\(format)")
        }
    }
}
