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
    /// The kinds without a payload and the six heading levels first, at
    /// fixed indices (`fixedIndex(of:)`); user mappers' kinds after them.
    private(set) var kinds: [Block.Kind] = [
        .paragraph, .listItem, .preformatted, .tableCell, .rule, .figureCaption, .definitionTerm, .summary,
        .tableCaption, .heading(level: 1), .heading(level: 2), .heading(level: 3), .heading(level: 4),
        .heading(level: 5), .heading(level: 6),
    ]
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

    /// The index of a block kind; the kinds of one conversion are few.
    mutating func index(ofKind kind: Block.Kind) -> Int32 {
        if let i = Self.fixedIndex(of: kind) { return i }
        if let i = kinds.firstIndex(of: kind) { return Int32(i) }
        kinds.append(kind)
        return Int32(kinds.count - 1)
    }

    /// Where `kinds` starts with `kind`, for all but user mappers' kinds.
    private static func fixedIndex(of kind: Block.Kind) -> Int32? {
        switch kind {
        case .paragraph: 0
        case .listItem: listItem
        case .preformatted: 2
        case .tableCell: 3
        case .rule: 4
        case .figureCaption: 5
        case .definitionTerm: 6
        case .summary: 7
        case .tableCaption: 8
        case .heading(let level): (1...6).contains(level) ? Int32(8 + level) : nil
        case .custom: nil
        }
    }

    /// The index of `.listItem`.
    static let listItem: Int32 = 1

    /// The block kind at `index`, nil for -1.
    func kind(_ index: Int32) -> Block.Kind? {
        index < 0 ? nil : kinds[Int(index)]
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
