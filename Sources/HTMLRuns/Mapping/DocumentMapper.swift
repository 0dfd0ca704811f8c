/// The mapping stage: walks the repaired tree and builds the styled string.
///
/// Each element starts from its parent's inherited style, goes through its
/// tag mapper (the browser's defaults and presentational attributes), then
/// through its `style` attribute; text is added as the browser's `innerText`
/// shows it, with the runs, blocks and containers it forms.
struct DocumentMapper {
    var options: Options
    /// The tag mappers to apply; the HTML Standard's defaults unless replaced.
    var tags: TagMapperRegistry
    /// The user's stylesheets and mappers, parsed once per converter.
    var styles: UserStyles

    /// Creates a mapper with the default tag mappers.
    init(options: Options, tags: TagMapperRegistry = .default, styles: UserStyles? = nil) {
        self.options = options
        self.tags = tags
        self.styles = styles ?? UserStyles(options: options)
    }

    /// Maps `document`; the result's diagnostics are the mapping stage's own
    /// (unsafe links), positioned in the document's source.
    func map(_ document: Document) -> StyledString {
        var walker = makeWalker(for: document, buildsRuns: true)
        document.walk(&walker)
        return walker.finish(in: document)
    }

    /// The text of `map(document)` without building its runs, blocks'
    /// attributes or result (styles are still computed: they decide what
    /// shows and where lines break); with the mapping stage's diagnostics
    /// when `diagnostics` is true.
    func mapText(_ document: Document, diagnostics: Bool) -> (text: String, diagnostics: [Diagnostic]) {
        var walker = makeWalker(for: document, buildsRuns: false)
        document.walk(&walker)
        return walker.finishText(in: document, diagnostics: diagnostics)
    }

    private func makeWalker(for document: Document, buildsRuns: Bool) -> MappingWalker {
        let links = LinkPolicy(allowedSchemes: options.allowedLinkSchemes)
        // Text is usually well under the input's size; one doubling at most.
        let capacity = document.store.source.count / 2
        if styles.isEmpty {
            return MappingWalker(tags: tags, links: links, capacity: capacity, buildsRuns: buildsRuns)
        }
        var log = DiagnosticLog()
        let sheets = styles.sheets(for: document, log: &log)
        return MappingWalker(
            tags: tags, links: links, styles: styles, sheets: sheets, log: log, capacity: capacity,
            buildsRuns: buildsRuns)
    }
}
