/// One attribute of a start tag, with its name lowercased and its value's
/// character references already expanded.
public struct Attribute: Hashable, Sendable {
    /// The attribute's name, lowercased (`href`, `style`, `data-x`).
    public var name: String
    /// The attribute's value; empty for a bare attribute such as `hidden`.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
