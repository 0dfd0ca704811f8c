/// What the mapping stage decides for one element: its computed style and
/// its role in the styled string. Tag mappers write it; `style=""` then
/// refines `style`.
struct ElementMapping: Sendable {
    /// What the element contributes in place of, or besides, its children.
    enum Content: Sendable, Hashable {
        /// Its children, as usual.
        case children
        /// A replaced element whose children are never shown (`iframe`,
        /// `video`, `canvas`, `meter`...): an inline box without text.
        case replaced
        /// `<img>`: a U+FFFC with an image attachment.
        case image
        /// `<hr>`: a U+FFFC with a rule attachment.
        case rule
        /// `<br>`: a forced line break.
        case lineBreak
    }

    /// The element's style: starts as the parent's inherited style.
    var style: ComputedStyle
    /// The kind of the blocks its text makes when it is block-level; nil
    /// leaves the choice to the enclosing block (a `div` in an `h1` is
    /// still heading text), or `paragraph` when none says.
    var blockKind: Block.Kind? {
        get { blockCode == Self.none ? nil : blockCode == Self.wide ? extras?.blockKind : Block.kind(code: blockCode) }
        set {
            if let newValue, let code = Block.code(of: newValue) {
                blockCode = code
            } else {
                blockCode = newValue == nil ? Self.none : Self.wide
                if newValue != nil || extras != nil { update { $0.blockKind = newValue } }
            }
        }
    }
    /// Set for elements that hold blocks (quotes, lists, tables...).
    var containerKind: Container.Kind? {
        get {
            containerCode == Self.none
                ? nil : containerCode == Self.wide ? extras?.containerKind : Self.containerKinds[Int(containerCode)]
        }
        set {
            if let newValue, let code = Self.containerKinds.firstIndex(of: newValue) {
                containerCode = UInt8(code)
            } else {
                containerCode = newValue == nil ? Self.none : Self.wide
                if newValue != nil || extras != nil { update { $0.containerKind = newValue } }
            }
        }
    }
    /// Start indent added for the element's content, in CSS px
    /// (`margin-inline-start` or `padding-inline-start` in the UA sheet).
    var indent: Double = 0
    /// What the element contributes.
    var content: Content = .children
    /// Marker text a block shows before its first line when it is not a
    /// list item (`summary`'s disclosure triangle).
    var marker: String? {
        get { extras?.marker }
        set { if newValue != nil || extras != nil { update { $0.marker = newValue } } }
    }
    /// Values for the `custom` run attribute, merged over the parent's.
    var custom: [String: String]? {
        get { extras?.custom }
        set { if newValue != nil || extras != nil { update { $0.custom = newValue } } }
    }

    // Stored compactly, so that copying a mapping (`CascadeCache` hands
    // out copies) is a copy of bytes and two retains: the kinds as codes,
    // the rarely set values in one shared box.
    private var blockCode = ElementMapping.none
    private var containerCode = ElementMapping.none
    private var extras: Extras? = nil

    /// No kind.
    private static let none: UInt8 = 255
    /// A kind without a code, in `extras`.
    private static let wide: UInt8 = 254
    /// The container kinds with a code (their index).
    private static let containerKinds: [Container.Kind] = [
        .blockquote, .unorderedList, .orderedList, .definitionList, .definitionDescription, .details, .figure,
        .table,
    ]

    /// Mutated only when uniquely referenced (`update`), so sharing it
    /// across tasks is safe.
    private final class Extras: @unchecked Sendable {
        var blockKind: Block.Kind? = nil
        var containerKind: Container.Kind? = nil
        var marker: String? = nil
        var custom: [String: String]? = nil

        func copy() -> Extras {
            let copy = Extras()
            copy.blockKind = blockKind
            copy.containerKind = containerKind
            copy.marker = marker
            copy.custom = custom
            return copy
        }
    }

    /// Changes the box of rare values, copying it first when it is shared.
    private mutating func update(_ change: (Extras) -> Void) {
        if extras == nil {
            extras = Extras()
        } else if !isKnownUniquelyReferenced(&extras!) {
            extras = extras!.copy()
        }
        change(extras!)
    }

    /// Creates a mapping that starts from `style`.
    init(style: ComputedStyle) {
        self.style = style
    }
}
