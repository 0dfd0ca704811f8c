extension Stylesheet {
    /// Why selectors, rules or at-rules were skipped while parsing, one
    /// message each. A conversion also reports them as `css` diagnostics.
    ///
    /// ```swift
    /// Stylesheet("p:hover { color: red }").problems   // ["unsupported selector ..."]
    /// ```
    public var problems: [String] { diagnostics.map(\.message) }
}
