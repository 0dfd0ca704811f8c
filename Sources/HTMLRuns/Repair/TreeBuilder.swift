/// The repair stage's entry point: tokens in, a repaired tree and the
/// repairs it made out.
///
/// The fragment is parsed as Chromium's `DOMParser` parses
/// `<!DOCTYPE html><body>` followed by it, and the tree is body's content
/// (see `TreeRepairer` for the rules).
enum TreeBuilder {
    /// Builds the tree from every token of `lexer`. The returned document's
    /// `store` is empty: the pipeline hands over the lexer's buffers after.
    /// `expectedNodes`, when known (`Document.expectedNodeCount`), sizes the
    /// node array up front.
    static func build<L: HTMLLexer>(
        from lexer: inout L, options: Options, expectedNodes: Int = 0, recordsSourceOffsets: Bool = false
    ) -> (Document, DiagnosticLog) {
        var repairer = TreeRepairer(lexer: lexer, options: options)
        if recordsSourceOffsets { repairer.document.recordSourceOffsets() }
        repairer.document.reserveCapacity(forNodes: expectedNodes)
        repairer.run()
        lexer = repairer.lexer
        return (repairer.document, repairer.log)
    }
}
