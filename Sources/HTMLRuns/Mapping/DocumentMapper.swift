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
        let links = LinkPolicy(allowedSchemes: options.allowedLinkSchemes)
        var walker: MappingWalker
        // Text is usually well under the input's size; one doubling at most.
        let capacity = document.store.source.count / 2
        if styles.isEmpty {
            walker = MappingWalker(tags: tags, links: links, capacity: capacity)
        } else {
            var log = DiagnosticLog()
            let sheets = styles.sheets(for: document, log: &log)
            walker = MappingWalker(
                tags: tags, links: links, styles: styles, sheets: sheets, log: log, capacity: capacity)
        }
        document.walk(&walker)
        return walker.finish(in: document)
    }
}
