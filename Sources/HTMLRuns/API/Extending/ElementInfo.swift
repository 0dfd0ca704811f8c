/// What a `CustomTagMapper` may read about the element it maps.
///
/// ```swift
/// let mention = CustomTagMapper { element, style in
///     if let id = element.attribute("user-id") { style.custom["mention"] = id }
/// }
/// ```
public struct ElementInfo: Sendable {
    /// The element's lowercased name (`mention`, `b`).
    public let name: String
    /// The element's attributes in source order, names lowercased.
    public let attributes: [Attribute]
    /// The parent element's lowercased name; nil at the top of the fragment.
    public let parentName: String?

    /// The value of the attribute `name` (lowercase), if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
