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

    /// Stage 1+2+3: preprocess, lex and build the repaired tree; with
    /// `recordsSourceOffsets`, one that knows every node's source offset
    /// (`HTMLTree`'s), at four bytes a node.
    func buildTree(_ input: [UInt8], recordsSourceOffsets: Bool = false) -> (Document, DiagnosticLog) {
        switch options.strategy {
        case .scalar:
            var lexer = ScalarLexer(input: input)
            return buildTree(
                with: &lexer, expectedNodes: Document.expectedNodeCount(input),
                recordsSourceOffsets: recordsSourceOffsets)
        case .regex:
            var lexer = RegexLexer(input: input)
            return buildTree(
                with: &lexer, expectedNodes: Document.expectedNodeCount(input),
                recordsSourceOffsets: recordsSourceOffsets)
        }
    }

    /// Repair and tree over any lexer strategy (specialised per strategy).
    func buildTree<Lexer: HTMLLexer>(
        with lexer: inout Lexer, expectedNodes: Int = 0, recordsSourceOffsets: Bool = false
    ) -> (Document, DiagnosticLog) {
        var (document, log) = TreeBuilder.build(
            from: &lexer, options: options, expectedNodes: expectedNodes, recordsSourceOffsets: recordsSourceOffsets)
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

    /// Every stage.
    func run(_ input: [UInt8]) -> StyledString {
        var walked = walked(input, buildsRuns: true)
        var styled = walked.walker.finish(source: walked.source)
        styled.diagnostics = walked.log.resolved(in: walked.source) + styled.diagnostics
        return styled
    }

    /// Stages 1-4 up to a walked tree: the walker holding the result, the
    /// preprocessed input its diagnostics point into, and the earlier
    /// stages' diagnostics. The tree is let go on return, before the result
    /// is made, so the two never share the peak of memory.
    func walked(_ input: [UInt8], buildsRuns: Bool) -> Walked {
        let (document, log) = buildTree(input)
        let walker = DocumentMapper(options: options, styles: styles).walk(document, buildsRuns: buildsRuns)
        return Walked(walker: walker, source: document.store.source, log: log)
    }

    /// What `walked` returns (a struct: the walker cannot be copied, and a
    /// tuple cannot hold what cannot be copied).
    struct Walked: ~Copyable {
        var walker: MappingWalker
        let source: [UInt8]
        let log: DiagnosticLog
    }
}
