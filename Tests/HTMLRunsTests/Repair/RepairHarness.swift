import Testing

@testable import HTMLRuns

/// Runs the repair stage on an HTML string and dumps the tree in html5lib's
/// tree-construction format.
enum RepairHarness {
    /// The lexer the repair tests use: the real tokenizer, so the trees are
    /// the ones the pipeline builds.
    static func lexer(for html: String) -> some HTMLLexer {
        ScalarLexer(input: Array(html.utf8))
    }

    /// The repaired tree and the repairs reported.
    static func build(_ html: String, options: Options = Options()) -> (document: Document, log: DiagnosticLog) {
        var lexer = lexer(for: html)
        var (document, log) = TreeBuilder.build(from: &lexer, options: options)
        document.store = lexer.takeStore()
        return (document, log)
    }

    /// The html5lib-format dump of the tree.
    static func tree(_ html: String, options: Options = Options()) -> String {
        TreeDump.dump(build(html, options: options).document)
    }

    /// The kinds of the diagnostics the repair stage recorded.
    static func diagnosticKinds(_ html: String) -> [Diagnostic.Kind] {
        build(html).log.entries.map(\.kind)
    }
}

/// Expects the tree of `html` to be `expected` (html5lib format; leading
/// and trailing blank lines of the literal are ignored).
func expectTree(
    _ html: String, _ expected: String, options: Options = Options(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = RepairHarness.tree(html, options: options)
    let wanted = expected.trimmingNewlines()
    #expect(actual == wanted, "\(html)\n--- got:\n\(actual)\n--- expected:\n\(wanted)", sourceLocation: sourceLocation)
}

extension String {
    fileprivate func trimmingNewlines() -> String {
        var s = Substring(self)
        while s.first == "\n" { s = s.dropFirst() }
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}
