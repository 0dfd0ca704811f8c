// Names that are not `TagName` cases (custom elements, office paste's
// `o:p`, bogus names such as `congratulation!`) are interned per conversion,
// so a `TagName` is a plain value: copying a token, a tree node or a stack
// entry is a copy of bytes, with no reference count to touch.

/// A name that is not one of `TagName`'s known cases: an index into the
/// conversion's `CustomTagNames`. Two ids from one conversion are equal
/// exactly when their names are.
struct CustomTagID: Hashable, Sendable {
    let raw: UInt32

    /// The empty name (tokens that are not tags; the list marker entry).
    static let empty = CustomTagID(raw: 0)
    /// SVG's `<text>`, which the mapping stage shows.
    static let text = CustomTagID(raw: 1)
    /// `<acronym>`, mapped like `<abbr>`.
    static let acronym = CustomTagID(raw: 2)
    /// `foreignobject` from a lexer that does not know the case.
    static let foreignObject = CustomTagID(raw: 3)
    /// `annotation-xml` from a lexer that does not know the case.
    static let annotationXML = CustomTagID(raw: 4)

    // The SVG and MathML names whose rendering the mapping stage decides
    // (`MappingWalker.mapForeign`), SVG's in their adjusted camelCase.
    static let tspan = CustomTagID(raw: 5)
    static let textPath = CustomTagID(raw: 6)
    static let g = CustomTagID(raw: 7)
    static let defs = CustomTagID(raw: 8)
    static let symbol = CustomTagID(raw: 9)
    static let clipPath = CustomTagID(raw: 10)
    static let mask = CustomTagID(raw: 11)
    static let pattern = CustomTagID(raw: 12)
    static let marker = CustomTagID(raw: 13)
    static let `switch` = CustomTagID(raw: 14)
    static let mtable = CustomTagID(raw: 15)
    static let mtr = CustomTagID(raw: 16)
    static let mtd = CustomTagID(raw: 17)
    static let mphantom = CustomTagID(raw: 18)
    static let semantics = CustomTagID(raw: 19)
    static let maction = CustomTagID(raw: 20)
}

/// The spellings of one conversion's custom tag names, indexed by `CustomTagID`.
///
/// Every table starts with the well-known names of `CustomTagID`'s
/// constants at their fixed ids, so code that matches those names needs no
/// table. Made by the lexer, extended by the tree builder (SVG's camelCase
/// names), kept by the `Document` for the stages that need spellings
/// (selectors, custom tag mappers, the tree dump, diagnostics).
struct CustomTagNames: Sendable {
    /// The spellings, in id order.
    private var names: [String]
    /// The id of each spelling.
    private var ids: [String: UInt32]

    private static let wellKnown = [
        "", "text", "acronym", "foreignobject", "annotation-xml", "tspan", "textPath", "g", "defs", "symbol",
        "clipPath", "mask", "pattern", "marker", "switch", "mtable", "mtr", "mtd", "mphantom",
        "semantics", "maction",
    ]
    private static let initial = CustomTagNames(names: wellKnown)

    private init(names: [String]) {
        self.names = names
        var ids: [String: UInt32] = [:]
        for (i, name) in names.enumerated() { ids[name] = UInt32(i) }
        self.ids = ids
    }

    /// A table holding the well-known names only.
    init() {
        self = Self.initial
    }

    /// The spelling of `id`.
    subscript(id: CustomTagID) -> String {
        names[Int(id.raw)]
    }

    /// How many names the table holds.
    var count: Int { names.count }

    /// The id of `name`, added if new.
    mutating func id(for name: String) -> CustomTagID {
        if let id = ids[name] { return CustomTagID(raw: id) }
        let id = UInt32(names.count)
        names.append(name)
        ids[name] = id
        return CustomTagID(raw: id)
    }

    /// The id of the name spelled by `bytes` (valid UTF-8), added if new.
    mutating func id(for bytes: UnsafeBufferPointer<UInt8>) -> CustomTagID {
        id(for: String(decoding: bytes, as: UTF8.self))
    }

    /// The id of `name` if the table has it; a name it lacks matches no
    /// element of this conversion.
    func existingID(for name: String) -> CustomTagID? {
        ids[name].map { CustomTagID(raw: $0) }
    }
}
