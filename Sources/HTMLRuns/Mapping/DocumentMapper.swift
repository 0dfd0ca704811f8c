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

    /// Creates a mapper with the default tag mappers.
    init(options: Options, tags: TagMapperRegistry = .default) {
        self.options = options
        self.tags = tags
    }

    /// Maps `document`; the result's diagnostics are the mapping stage's own
    /// (unsafe links), positioned in the document's source.
    func map(_ document: Document) -> StyledString {
        var walker = MappingWalker(tags: tags, links: LinkPolicy(allowedSchemes: options.allowedLinkSchemes))
        document.walk(&walker)
        return walker.finish(in: document)
    }
}
