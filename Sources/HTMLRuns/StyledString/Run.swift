/// A maximal range of text with the same attributes.
///
/// A run is small: its attributes live in a table shared by every run of
/// one conversion (a run holds the table and an index), so a styled string
/// with many runs costs a few words per run, not a copy of `TextAttributes`
/// each. The value semantics are those of a plain struct: reading
/// `attributes` gives a copy, setting it affects only this run.
public struct Run: Hashable, Sendable, Codable {
    /// The range in the styled string's text, in UTF-8 code units
    /// (`StyledString.offsets(_:in:)` converts to UTF-16 or scalars).
    public var range: Range<Int>
    /// The shared attributes and this run's entry in it.
    private var table: AttributeTable
    private var index: Int32

    /// The attributes of every character in the range.
    public var attributes: TextAttributes {
        get { table.entries[Int(index)] }
        set {
            table = AttributeTable([newValue])
            index = 0
        }
    }

    /// Creates a run.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.table = AttributeTable([attributes])
        self.index = 0
    }

    /// A run whose attributes are entry `index` of a shared table.
    init(range: Range<Int>, table: AttributeTable, index: Int32) {
        self.range = range
        self.table = table
        self.index = index
    }

    /// Whether two runs have equal attributes; cheap for runs of one conversion.
    func hasSameAttributes(as other: Run) -> Bool {
        (table === other.table && index == other.index) || attributes == other.attributes
    }

    /// Equal ranges and equal attributes (wherever the attributes are stored).
    public static func == (a: Run, b: Run) -> Bool {
        a.range == b.range && a.hasSameAttributes(as: b)
    }

    /// Hashes the range and the attributes' value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(attributes)
    }

    private enum CodingKeys: String, CodingKey {
        case range, attributes
    }

    /// Decodes `{"range": [lower, upper], "attributes": {...}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            range: try container.decode(Range<Int>.self, forKey: .range),
            attributes: try container.decode(TextAttributes.self, forKey: .attributes))
    }

    /// Encodes `{"range": [lower, upper], "attributes": {...}}`, the form a
    /// synthesized conformance would give.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(range, forKey: .range)
        try container.encode(attributes, forKey: .attributes)
    }
}

/// The distinct attributes of one conversion, shared by its runs. Immutable.
final class AttributeTable: Sendable {
    let entries: [TextAttributes]

    init(_ entries: [TextAttributes]) {
        self.entries = entries
    }
}
