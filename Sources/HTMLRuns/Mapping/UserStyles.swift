// What the user adds to the mapping stage: stylesheets (the user's and,
// when asked, the input's own `<style>` elements), tag mappers and CSS
// property mappers. Parsed once per converter and shared by its conversions.

/// The user's stylesheets and mappers, ready for the mapping stage.
struct UserStyles: Sendable {
    /// Sheets in cascade order (later wins at equal specificity).
    var sheets: [Stylesheet]
    var honorsStyleElements: Bool
    /// By lowercased tag name (a conversion's custom names are only ids).
    var tagMappers: [String: CustomTagMapper]
    var propertyMappers: [String: CSSPropertyMapper]

    /// Parses `options.stylesheet` and collects the rest of the options.
    init(options: Options) {
        var sheets: [Stylesheet] = []
        if let text = options.stylesheet { sheets.append(Stylesheet(text)) }
        sheets += options.stylesheets
        self.sheets = sheets
        honorsStyleElements = options.honorsStyleElements
        var tags: [String: CustomTagMapper] = [:]
        for (name, mapper) in options.tagMappers { tags[name.lowercased()] = mapper }
        tagMappers = tags
        var properties: [String: CSSPropertyMapper] = [:]
        for (name, mapper) in options.propertyMappers { properties[name.lowercased()] = mapper }
        propertyMappers = properties
    }

    /// Whether anything beyond the built-in mapping and `style=""` applies.
    var isEmpty: Bool {
        sheets.isEmpty && !honorsStyleElements && tagMappers.isEmpty && propertyMappers.isEmpty
    }

    /// The sheets for `document`: the user's, then (when honoured) one sheet
    /// of the rules of its `<style>` elements in document order, whose
    /// unsupported rules are recorded in `log` at their position in the
    /// input. The user's sheets' problems are recorded at the start of the
    /// input.
    func sheets(for document: Document, log: inout DiagnosticLog) -> [Stylesheet] {
        for sheet in sheets {
            for d in sheet.diagnostics { log.record(.css, at: 0, "user stylesheet: \(d.message)") }
        }
        guard honorsStyleElements, document.hasStyleElements else { return sheets }
        // All `<style>` elements make one sheet: their rules in document
        // order, each text parsed on its own.
        var styleElements = Stylesheet()
        for (index, node) in document.nodes.enumerated()
        where node.kind == .element && node.name == .style && node.namespace == .html {
            var text = ""
            var offset: Int? = nil
            var child = node.firstChild
            while child != Node.none {
                if document.nodes[Int(child)].kind == .text {
                    if text.isEmpty { offset = document.sourceOffset(of: child) }
                    text += document.text(of: child)
                }
                child = document.nodes[Int(child)].nextSibling
            }
            guard !text.isEmpty else { continue }
            // The sheet's diagnostics count from its first text; when the
            // tree does not know where that is, from near the element.
            let baseOffset = offset ?? document.sourceOffset(near: Int32(index))
            Stylesheet.record(styleElements.append(text), into: &log, baseOffset: baseOffset)
        }
        return sheets + [styleElements]
    }
}

extension MappingWalker {
    /// The cascade of one element after its tag mappers: the matching
    /// stylesheet declarations, then `style=""`, in one pass so that
    /// importance decides across them (css-cascade-5 §6.2: an important
    /// sheet declaration beats a normal inline one), then the property
    /// mappers with the winning values.
    static func cascade(
        _ node: Int32, _ element: Node, in document: Document, sheets: StylesheetSet,
        cache: SelectorMatchingCache<Int32>, styles: UserStyles,
        mapping: inout ElementMapping, parent: ComputedStyle, revertBase: () -> ComputedStyle? = { nil }
    ) {
        if !styles.tagMappers.isEmpty, element.namespace == .html,
            case let name = document.spelling(of: element.name), let mapper = styles.tagMappers[name]
        {
            let parentIndex = Int(element.parent)
            let parentNode = parentIndex > 0 ? document.nodes[parentIndex] : nil
            let info = ElementInfo(
                name: name, attributes: Array(document.attributes(of: element)),
                parentName: parentNode?.kind == .element ? parentNode.map { document.spelling(of: $0.name) } : nil)
            var style = ElementStyle(mapping: mapping)
            mapper.map(info, &style)
            mapping = style.mapping
        }
        // All sheets together, so specificity decides across them (a later
        // sheet's `p` does not beat an earlier sheet's `#x`).
        var declarations = sheets.declarations(for: node, in: document, cache: cache)
        if let css = document.attribute("style", of: element) { declarations += StyleResolver.parseInlineStyle(css) }
        StyleResolver.apply(declarations, to: &mapping.style, parent: parent, revertBase: revertBase)
        guard !styles.propertyMappers.isEmpty, !declarations.isEmpty else { return }
        var winners: [String: CSSDeclaration] = [:]
        for d in declarations where styles.propertyMappers[d.property] != nil {
            if let current = winners[d.property], current.important, !d.important { continue }
            winners[d.property] = d
        }
        guard !winners.isEmpty else { return }
        var style = ElementStyle(mapping: mapping)
        // In the order of the declarations, so mappers run predictably.
        for d in declarations where winners[d.property] == d {
            styles.propertyMappers[d.property]?.map(d.value, &style)
            winners[d.property] = nil
        }
        mapping = style.mapping
    }
}
