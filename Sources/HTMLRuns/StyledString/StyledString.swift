/// The result of a conversion: the text a reader sees, runs of attributes
/// over it, its paragraph blocks and containers, its attachments, and the
/// repairs made on the way.
///
/// ```swift
/// let styled = HTMLRuns.convert("<b>Bold <i>both</b> italic</i>")
/// styled.text                    // "Bold both italic"
/// styled.runs[1].attributes      // bold + italic
/// ```
///
/// All ranges count UTF-8 code units of `text`; use `offsets(_:in:)` for
/// UTF-16 (NSAttributedString, JavaScript) or Unicode scalars.
public struct StyledString: Hashable, Sendable, Codable {
    /// The visible text: blocks separated by `"\n"`, cells by `"\t"`,
    /// attachments as U+FFFC, no leading or trailing newline.
    public var text: String
    /// Runs covering `text` exactly, in order; neighbours differ.
    public var runs: [Run]
    /// The paragraph-level blocks, in order.
    public var blocks: [Block]
    /// Containers (lists, quotes, tables...), outer before inner.
    public var containers: [Container]
    /// Images and rules, by offset.
    public var attachments: [Attachment]
    /// Every repair or oddity found in the input.
    public var diagnostics: [Diagnostic]

    /// Creates a styled string from its parts.
    public init(
        text: String, runs: [Run], blocks: [Block] = [], containers: [Container] = [],
        attachments: [Attachment] = [], diagnostics: [Diagnostic] = []
    ) {
        self.text = text
        self.runs = runs
        self.blocks = blocks
        self.containers = containers
        self.attachments = attachments
        self.diagnostics = diagnostics
    }
}

/// The unit in which offsets into a styled string's text are counted.
public enum OffsetUnit: String, Hashable, Sendable, Codable, CaseIterable {
    /// UTF-16 code units: `NSAttributedString`, JavaScript, Java, Kotlin.
    case utf16
    /// UTF-8 code units (bytes): Swift's `String.utf8`, Rust, Go.
    case utf8
    /// Unicode scalars (code points): Python.
    case scalar
}

extension StyledString {
    /// Converts UTF-8 offsets of `text` (ascending or not) into `unit`.
    public func offsets(_ utf8Offsets: [Int], in unit: OffsetUnit) -> [Int] {
        if unit == .utf8 { return utf8Offsets }
        let table = OffsetTable(text: text, unit: unit)
        return utf8Offsets.map { table.convert($0) }
    }
}

/// Maps UTF-8 offsets to another unit with a prefix table over the scalars.
struct OffsetTable {
    private var counts: [Int32]  // counts[i] = offset in the unit of UTF-8 offset i (at scalar starts)

    init(text: String, unit: OffsetUnit) {
        let utf8 = Array(text.utf8)
        counts = [Int32](repeating: 0, count: utf8.count + 1)
        var acc: Int32 = 0
        var i = 0
        while i < utf8.count {
            let b = utf8[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            for k in 0..<length where i + k <= utf8.count { counts[i + k] = acc }
            acc += unit == .utf16 && length == 4 ? 2 : 1
            i += length
        }
        counts[utf8.count] = acc
    }

    func convert(_ utf8Offset: Int) -> Int {
        Int(counts[max(0, min(utf8Offset, counts.count - 1))])
    }
}
