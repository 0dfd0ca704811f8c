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
    /// Whether attribute-free elements take remembered mappings
    /// (`CascadeCache`); tests turn it off to check the cache against the
    /// full cascade.
    var usesCascadeCache = true
    /// Whether the walker's short paths for the usual cases run
    /// (`MappingWalker.usesShortPaths`); tests turn them off to check them
    /// against the general rules.
    var usesShortPaths = true

    /// Creates a mapper with the default tag mappers.
    init(options: Options, tags: TagMapperRegistry = .default, styles: UserStyles? = nil) {
        self.options = options
        self.tags = tags
        self.styles = styles ?? UserStyles(options: options)
    }

    /// Maps `document`; the result's diagnostics are the mapping stage's own
    /// (unsafe links), positioned in the document's source.
    func map(_ document: Document) -> StyledString {
        var walker = walk(document, buildsRuns: true)
        return walker.finish(source: document.store.source)
    }

    /// Walks `document` and returns the walker holding the result, so a
    /// caller can let the tree go before the result is made (the tree and
    /// the finished styled string are then never in memory together).
    /// `buildsRuns: false` is the text-only mode: styles are still computed
    /// (they decide what shows and where lines break) but no run
    /// attributes are resolved; finish with `finishText`.
    func walk(_ document: Document, buildsRuns: Bool) -> MappingWalker {
        var walker = makeWalker(for: document, buildsRuns: buildsRuns)
        document.walk(&walker)
        return walker
    }

    private func makeWalker(for document: Document, buildsRuns: Bool) -> MappingWalker {
        let links = LinkPolicy(allowedSchemes: options.allowedLinkSchemes)
        // The text is rarely longer than the input; reserving that much
        // costs address space only (untouched pages are not resident).
        let capacity = document.store.source.count + 64
        // The runs and blocks are reserved from the tree's size too
        // (`StyledStringBuilder.init(capacity:nodes:)`).
        let nodes = document.nodes.count
        if styles.isEmpty {
            return MappingWalker(
                tags: tags, links: links, capacity: capacity, nodes: nodes, buildsRuns: buildsRuns,
                usesCascadeCache: usesCascadeCache, usesShortPaths: usesShortPaths)
        }
        var log = DiagnosticLog()
        let sheets = StylesheetSet(styles.sheets(for: document, log: &log))
        if sheets.isEmpty && styles.tagMappers.isEmpty && styles.propertyMappers.isEmpty {
            // `<style>` elements honoured, but the input has none.
            return MappingWalker(
                tags: tags, links: links, capacity: capacity, nodes: nodes, buildsRuns: buildsRuns,
                usesCascadeCache: usesCascadeCache, usesShortPaths: usesShortPaths)
        }
        return MappingWalker(
            tags: tags, links: links, styles: styles, sheets: sheets, log: log, capacity: capacity, nodes: nodes,
            buildsRuns: buildsRuns, page: MappingWalker.PageStyle(sheets: sheets, document: document),
            usesShortPaths: usesShortPaths)
    }
}
