/// The pipeline's stages one at a time, for the benchmark harness and the
/// CLI's debugging formats. Not part of the public API: import with
/// `@_spi(Stages) import HTMLRuns`.
@_spi(Stages)
public enum PipelineStages {
    /// The repaired tree, opaque outside the library.
    public struct Tree: Sendable {
        let document: Document
        let log: DiagnosticLog
        /// How many nodes the tree has (root included).
        public var nodeCount: Int { document.nodes.count }
    }

    /// Lexes `bytes` to the end with `options.strategy` and returns how many
    /// tokens there were. Content states are switched the way the tree
    /// builder would for ordinary HTML (raw text after `<script>`, `<style>`,
    /// `<textarea>`...).
    public static func lex(_ bytes: [UInt8], options: Options = Options()) -> Int {
        switch options.strategy {
        case .scalar:
            var lexer = ScalarLexer(input: bytes)
            return lexToEnd(&lexer)
        case .regex:
            var lexer = RegexLexer(input: bytes)
            return lexToEnd(&lexer)
        }
    }

    static func lexToEnd<Lexer: HTMLLexer>(_ lexer: inout Lexer) -> Int {
        var count = 0
        while let token = lexer.next() {
            count += 1
            if token.kind == .startTag, let state = RawTextElements.state(for: token.name) {
                lexer.switchTo(state, appropriateEndTag: token.name)
            }
        }
        return count
    }

    /// Lexes and repairs: the tree.
    public static func buildTree(_ bytes: [UInt8], options: Options = Options()) -> Tree {
        let (document, log) = Pipeline(options: options).buildTree(bytes)
        return Tree(document: document, log: log)
    }

    /// Maps a tree to the styled string.
    public static func map(_ tree: Tree, options: Options = Options()) -> StyledString {
        Pipeline(options: options).finish(tree.document, log: tree.log)
    }

    /// Writes the styled string's JSON (SPEC "JSON output"), the last stage
    /// `htmlruns convert --format json` runs.
    public static func json(_ styled: StyledString, offsets unit: OffsetUnit = .utf16) -> String {
        styled.json(offsets: unit)
    }
}

/// Elements whose content the tokenizer reads in a special state (HTML §13.2.6.4.7).
enum RawTextElements {
    static func state(for name: TagName) -> ContentState? {
        switch name {
        case .title, .textarea: .rcdata
        case .style, .xmp, .iframe, .noembed, .noframes, .noscript: .rawtext
        case .script: .scriptData
        case .plaintext: .plaintext
        default: nil
        }
    }
}
