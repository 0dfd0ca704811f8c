/// The stages wired together; the benchmark and the CLI's debugging formats
/// run the stages one at a time through it.
struct Pipeline: Sendable {
    var options: Options
    /// The options' stylesheets and mappers, parsed once.
    var styles: UserStyles

    init(options: Options, styles: UserStyles? = nil) {
        self.options = options
        self.styles = styles ?? UserStyles(options: options)
    }

    /// Stage 1+2+3: preprocess, lex and build the repaired tree.
    func buildTree(_ input: [UInt8]) -> (Document, DiagnosticLog) {
        switch options.strategy {
        case .scalar:
            var lexer = ScalarLexer(input: input)
            return buildTree(with: &lexer, inputBytes: input.count)
        case .regex:
            var lexer = RegexLexer(input: input)
            return buildTree(with: &lexer, inputBytes: input.count)
        }
    }

    /// Repair and tree over any lexer strategy (specialised per strategy).
    func buildTree<Lexer: HTMLLexer>(with lexer: inout Lexer, inputBytes: Int = 0) -> (Document, DiagnosticLog) {
        var (document, log) = TreeBuilder.build(from: &lexer, options: options, inputBytes: inputBytes)
        var all = lexer.diagnostics
        all.append(contentsOf: log)
        log = all
        document.store = lexer.takeStore()
        return (document, log)
    }

    /// Stage 4+5: mapping to the styled string, with every stage's diagnostics.
    func finish(_ document: Document, log: DiagnosticLog) -> StyledString {
        var styled = DocumentMapper(options: options, styles: styles).map(document)
        styled.diagnostics = log.resolved(in: document.store.source) + styled.diagnostics
        return styled
    }

    /// Every stage. The tree is let go once walked, before the styled
    /// string is made, so the two never share the peak of memory.
    func run(_ input: [UInt8]) -> StyledString {
        var (document, log) = buildTree(input)
        let source = document.store.source
        var walker = DocumentMapper(options: options, styles: styles).walk(document, buildsRuns: true)
        document = Document(store: TextStore(source: []))
        var styled = walker.finish(source: source)
        styled.diagnostics = log.resolved(in: source) + styled.diagnostics
        return styled
    }
}
