extension Node {
    /// Whether this element is named `name`, a known (not custom) name.
    ///
    /// One compare of the node's packed tag code: `node.name == name`
    /// decodes the name into a `TagName` first, and the walker asks this of
    /// every element several times (`TagCode.of` with a constant folds
    /// away when inlined).
    @inline(__always)
    func hasKnownName(_ name: TagName) -> Bool {
        assert(TagCode.of(name) != TagCode.custom, "a custom name: compare `name` itself")
        return tagCode == TagCode.of(name)
    }
}
