// The formats of `htmlruns convert --format`, each with how it renders one
// document and the file extension `--out` gives it.
import HTMLRuns

enum OutputFormat: String, CaseIterable, Sendable {
    case json, jsonl, text, markdown, html, ansi, tree, tokens

    /// One line of help per format.
    var summary: String {
        switch self {
        case .json: "the styled string as JSON; JSON Lines for several inputs"
        case .jsonl: "JSON Lines with \"source\", even for one input"
        case .text: "the text a reader sees"
        case .markdown: "CommonMark with GFM tables and strikethrough"
        case .html: "clean HTML: known tags, safe links, inline CSS (a sanitiser)"
        case .ansi: "bold, italic, underline, strikethrough, colours for a terminal"
        case .tree: "the repaired tree, indented (for debugging)"
        case .tokens: "the lexer's tokens with line:column (for debugging)"
        }
    }

    /// The extension of the files `--out` writes.
    var fileExtension: String {
        switch self {
        case .json: "json"
        case .jsonl: "jsonl"
        case .text: "txt"
        case .markdown: "md"
        case .html: "html"
        case .ansi: "ans"
        case .tree: "tree.txt"
        case .tokens: "tokens.txt"
        }
    }

    /// Whether several documents of this format are written as JSON Lines.
    var isJSON: Bool { self == .json || self == .jsonl }

    /// Everything rendering needs besides the document.
    struct Settings: Sendable {
        var converter: HTMLConverter
        var offsets: OffsetUnit = .utf16
        var pretty = false
        var colors = false
    }

    /// Converts `bytes` and renders the document, ending with a newline,
    /// with the conversion's diagnostics (the debugging formats convert as
    /// well, so that `--diagnostics`, `--strict` and the limits work the
    /// same with them). `text` converts in the text-only mode: no runs or
    /// blocks are built. `asLine` asks for the JSON Lines form (compact,
    /// with `"source"`).
    func render(_ bytes: [UInt8], source: String, asLine: Bool, settings: Settings) -> (String, [Diagnostic]) {
        let converter = settings.converter
        let document: String
        let diagnostics: [Diagnostic]
        if self == .text {
            let result = converter.plainText(bytes: bytes)
            (document, diagnostics) = (result.text, result.diagnostics)
        } else {
            let converted = converter.convert(bytes: bytes)
            diagnostics = converted.diagnostics
            switch self {
            case .json where !asLine:
                document = converted.json(offsets: settings.offsets, pretty: settings.pretty)
            case .json, .jsonl:
                document = converted.json(offsets: settings.offsets, source: source)
            case .markdown:
                document = converted.markdown()
            case .html:
                document = converted.html(allowedLinkSchemes: converter.options.allowedLinkSchemes)
            case .ansi:
                document = converted.ansi(
                    colors: settings.colors, allowedLinkSchemes: converter.options.allowedLinkSchemes)
            case .tree:
                document = converter.treeDump(bytes: bytes)
            case .tokens:
                document = converter.tokenDump(bytes: bytes)
            case .text:
                document = converted.text
            }
        }
        return (document.hasSuffix("\n") ? document : document + "\n", diagnostics)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
