/// Something drawn in place of a U+FFFC in the text: an image or a rule.
public struct Attachment: Hashable, Sendable, Codable {
    /// The offset of the U+FFFC in the text, in UTF-8 code units.
    public var offset: Int
    /// What is drawn there.
    public var kind: Kind

    /// Creates an attachment.
    public init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// What is attached.
    public enum Kind: Hashable, Sendable, Codable {
        /// `<img>`: its source (never fetched), alternative text and size
        /// attributes in CSS px when given.
        case image(src: String, alt: String?, width: Double?, height: Double?)
        /// `<hr>`.
        case rule
    }
}
