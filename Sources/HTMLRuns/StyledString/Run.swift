/// A maximal range of text with the same attributes.
///
/// A run is small (16 bytes): its range as 32-bit offsets and a reference
/// to its attributes, which the runs of one conversion with equal
/// attributes share. The value semantics are those of a plain struct:
/// reading `attributes` gives a copy, setting it affects only this run.
public struct Run: Hashable, Sendable, Codable {
    private var lower: UInt32
    /// `UInt32.max` when the range does not fit 32 bits and is in `entry`.
    private var length: UInt32
    /// The attributes (shared), and the range of a run past 4 GiB.
    private var entry: AttributeEntry

    /// The range in the styled string's text, in UTF-8 code units
    /// (`StyledString.offsets(_:in:)` converts to UTF-16 or scalars).
    public var range: Range<Int> {
        get {
            if length == UInt32.max, let range = entry.range { return range }
            return Int(lower)..<Int(lower) + Int(length)
        }
        set { self = Run(range: newValue, entry: entry) }
    }

    /// The attributes of every character in the range.
    public var attributes: TextAttributes {
        get { entry.attributes }
        set { self = Run(range: range, entry: AttributeEntry(newValue)) }
    }

    /// Creates a run.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.init(range: range, entry: AttributeEntry(attributes))
    }

    /// A run whose attributes are `entry`, shared with other runs.
    init(range: Range<Int>, entry: AttributeEntry) {
        if let lower = UInt32(exactly: range.lowerBound), let length = UInt32(exactly: range.count),
            length != UInt32.max
        {
            self.lower = lower
            self.length = length
            self.entry = entry.range == nil ? entry : AttributeEntry(entry.attributes)
        } else {
            self.lower = UInt32.max
            self.length = UInt32.max
            self.entry = AttributeEntry(entry.attributes, range: range)
        }
    }

    /// A run over `lower..<lower + length` (both known to fit).
    init(lower: UInt32, length: UInt32, entry: AttributeEntry) {
        self.lower = lower
        self.length = length
        self.entry = entry
    }

    /// Whether two runs have equal attributes; cheap for runs of one conversion.
    func hasSameAttributes(as other: Run) -> Bool {
        entry === other.entry || entry.attributes == other.attributes
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

/// One distinct attributes value of a conversion, shared by its runs.
/// Immutable. A run whose range does not fit 32 bits has an entry of its
/// own that also holds the range.
final class AttributeEntry: Sendable {
    let attributes: TextAttributes
    let range: Range<Int>?

    init(_ attributes: TextAttributes, range: Range<Int>? = nil) {
        self.attributes = attributes
        self.range = range
    }
}
