/// What a tag mapper may read about the element it maps: its name, its
/// attributes, and the bits of its surroundings the user-agent stylesheet
/// looks at (its parent, how many lists hold it). The parent's inherited
/// style is where the mapping's `style` starts.
struct ElementContext {
    /// The element's name.
    let name: TagName
    /// The element's namespace.
    let namespace: Namespace
    /// The element's attributes, names lowercased: read in place in the
    /// document, valid only while the mapper runs (a mapper must not keep
    /// them).
    let attributes: UnsafeBufferPointer<Attribute>
    /// The parent element's name (nil at the root).
    let parentName: TagName?
    /// The parent element's attributes.
    let parentAttributes: UnsafeBufferPointer<Attribute>
    /// How many `ol`, `ul`, `menu` or `dir` elements hold this element
    /// (the user-agent stylesheet picks `disc`, `circle`, `square` by it).
    let listNesting: Int
    /// Whether the mappers apply the attributes HTML maps as presentational
    /// hints (`<font color>`, `bgcolor`, `align`, `nowrap`). They are
    /// author-level (css-cascade-5 §6.2, HTML §15.3), so an author's
    /// `revert` rolls back past them: the walker maps the element once more
    /// without them to find what `revert` goes back to.
    var appliesPresentationalHints = true

    /// The value of an attribute, if present. Never one the cascade cache
    /// takes as neutral (`CascadeCache.isMappingNeutral`): elements with
    /// only such attributes share a mapping.
    func attribute(_ name: String) -> String? {
        assert(!CascadeCache.isMappingNeutral(name), "a tag mapper reads the neutral attribute \(name)")
        for a in attributes where a.name == name { return a.value }
        return nil
    }

    /// Whether the attribute is present, with any value (the same rule).
    func has(_ name: String) -> Bool {
        assert(!CascadeCache.isMappingNeutral(name), "a tag mapper reads the neutral attribute \(name)")
        return attributes.contains { $0.name == name }
    }
}
