/// The reference-counted values of mapping frames (links, user mappers'
/// custom values, block kinds, marker texts), stored once per conversion so
/// that a `MappingFrame` holds only their indices: copying a frame for every
/// element is then a plain copy of bytes, without retains and releases.
///
/// Values are not deduplicated here (hashing every link would cost more
/// than it saves): run attributes are interned by value when text needs
/// them, so two `<a>`s with the same URL still give equal runs.
struct FrameValues {
    private(set) var links: [String] = []
    private(set) var customs: [[String: String]] = []
    /// Kinds without a compact code (`Block.code(of:)`): user mappers'.
    private(set) var kinds: [Block.Kind] = []
    private(set) var markers: [String] = []
    private(set) var styleReferences: [ComputedStyle.References] = []

    /// Adds a style's out-of-line values and returns their index (-1 for none).
    mutating func index(ofStyleReferences references: ComputedStyle.References?) -> Int32 {
        guard let references else { return -1 }
        // Siblings often share theirs (every `<code>` has the one monospace box).
        if let last = styleReferences.last, last === references { return Int32(styleReferences.count - 1) }
        styleReferences.append(references)
        return Int32(styleReferences.count - 1)
    }

    /// The out-of-line values at `index`, nil for -1.
    func styleReferences(_ index: Int32) -> ComputedStyle.References? {
        index < 0 ? nil : styleReferences[Int(index)]
    }

    /// Whether the styles with out-of-line values `a` and `b` (indices or
    /// -1) have the same font family: at once when they share their box.
    func sameFontFamily(_ a: Int32, _ b: Int32) -> Bool {
        a == b || styleReferences(a)?.fontFamily == styleReferences(b)?.fontFamily
    }

    /// Adds a link and returns its index.
    mutating func index(ofLink link: String) -> Int32 {
        links.append(link)
        return Int32(links.count - 1)
    }

    /// The link at `index`, nil for -1.
    func link(_ index: Int32) -> String? {
        index < 0 ? nil : links[Int(index)]
    }

    /// Adds custom values (each element's merge is its own entry).
    mutating func index(ofCustom custom: [String: String]) -> Int32 {
        customs.append(custom)
        return Int32(customs.count - 1)
    }

    /// The custom values at `index`, nil for -1.
    func custom(_ index: Int32) -> [String: String]? {
        index < 0 ? nil : customs[Int(index)]
    }

    /// The index of a block kind: its compact code, or past them an
    /// entry of `kinds` (user mappers' kinds, few in a conversion).
    mutating func index(ofKind kind: Block.Kind) -> Int32 {
        if let code = Block.code(of: kind) { return Int32(code) }
        let i = kinds.firstIndex(of: kind) ?? kinds.count
        if i == kinds.count { kinds.append(kind) }
        return Self.firstWideKind + Int32(i)
    }

    /// Where indices of `kinds` start: above every compact code.
    private static let firstWideKind: Int32 = 256

    /// The index of `.listItem`.
    static let listItem = Int32(Block.code(of: .listItem)!)

    /// The compact code (`Block.code(of:)`) a kind index stands for, or
    /// nil for -1 and for the kinds kept in `kinds`.
    static func compactCode(_ index: Int32) -> UInt8? {
        index >= 0 && index < firstWideKind ? UInt8(index) : nil
    }

    /// The block kind at `index`, nil for -1.
    func kind(_ index: Int32) -> Block.Kind? {
        if index < 0 { return nil }
        return index < Self.firstWideKind ? Block.kind(code: UInt8(index)) : kinds[Int(index - Self.firstWideKind)]
    }

    /// The index of a marker text that is not a list item's (a
    /// `summary`'s triangle); such texts are few.
    mutating func index(ofMarker text: String) -> Int32 {
        if let i = markers.firstIndex(of: text) { return Int32(i) }
        markers.append(text)
        return Int32(markers.count - 1)
    }

    /// The marker text at `index`.
    func marker(_ index: Int32) -> String { markers[Int(index)] }
}

/// A marker a frame has not written yet: a list item's (its text made
/// when written) or another block's (`FrameValues.markers`).
enum PendingMarker: Equatable {
    case none
    /// A list item's marker: `ListMarker.text(ordinal:style:)`.
    case listItem(ordinal: Int, style: ComputedStyle.ListStyleType)
    /// A marker text in `FrameValues.markers`.
    case text(Int32)
}
