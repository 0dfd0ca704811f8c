/// A block that holds blocks (a quote, a list, a table...), with the indent
/// at which a renderer draws its bar or border. Nested containers each keep
/// their own entry.
public struct Container: Hashable, Sendable, Codable {
    /// The range in the text, in UTF-8 code units.
    public var range: Range<Int>
    /// What the container is: a quote, a list, a table...
    public var kind: Kind
    /// How many containers hold this one.
    public var depth: Int
    /// The start indent of the container itself, in CSS px.
    public var indent: Double

    /// Creates a container.
    public init(range: Range<Int>, kind: Kind, depth: Int, indent: Double) {
        self.range = range
        self.kind = kind
        self.depth = depth
        self.indent = indent
    }

    /// What kind of container this is.
    public enum Kind: Hashable, Sendable, Codable {
        /// `<blockquote>`, drawn with a bar at its indent.
        case blockquote
        /// `<ul>`, `<menu>` or `<dir>`.
        case unorderedList
        /// `<ol>`.
        case orderedList
        /// `<dl>`.
        case definitionList
        /// `<dd>`.
        case definitionDescription
        /// `<details>`.
        case details
        /// `<figure>`.
        case figure
        /// `<table>`; its cells are ``Block/Kind/tableCell`` blocks.
        case table
        /// A container a user mapper named.
        case custom(String)

        /// The JSON name of the kind.
        public var name: String {
            switch self {
            case .blockquote: "blockquote"
            case .unorderedList: "unorderedList"
            case .orderedList: "orderedList"
            case .definitionList: "definitionList"
            case .definitionDescription: "definitionDescription"
            case .details: "details"
            case .figure: "figure"
            case .table: "table"
            case .custom(let name): name
            }
        }
    }
}
