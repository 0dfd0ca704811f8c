/// A maximal range of text with the same attributes.
public struct Run: Hashable, Sendable, Codable {
    /// The range in the styled string's text, in UTF-8 code units
    /// (`StyledString.offsets(_:in:)` converts to UTF-16 or scalars).
    public var range: Range<Int>
    /// The attributes of every character in the range.
    public var attributes: TextAttributes

    /// Creates a run.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}
