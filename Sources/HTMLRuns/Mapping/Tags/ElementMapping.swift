/// What the mapping stage decides for one element: its computed style and
/// its role in the styled string. Tag mappers write it; `style=""` then
/// refines `style`.
struct ElementMapping {
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
    var blockKind: Block.Kind? = nil
    /// Set for elements that hold blocks (quotes, lists, tables...).
    var containerKind: Container.Kind? = nil
    /// Start indent added for the element's content, in CSS px
    /// (`margin-inline-start` or `padding-inline-start` in the UA sheet).
    var indent: Double = 0
    /// What the element contributes.
    var content: Content = .children
    /// Marker text a block shows before its first line when it is not a
    /// list item (`summary`'s disclosure triangle).
    var marker: String? = nil
    /// Values for the `custom` run attribute, merged over the parent's.
    var custom: [String: String]? = nil

    /// Creates a mapping that starts from `style`.
    init(style: ComputedStyle) {
        self.style = style
    }
}
