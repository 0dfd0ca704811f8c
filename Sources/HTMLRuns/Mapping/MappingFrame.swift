/// The inherited context of one open element while the mapping walker is
/// inside it: its computed style, what its descendants' text inherits from
/// it as painted (decorations, background, link), and its place in the
/// structure (blocks, containers, lists, table rows).
struct MappingFrame {
    /// The element's computed style, but for its font family and custom
    /// properties: `styleReferences`.
    var style: PlainStyle
    /// The style's out-of-line values (an index in
    /// `FrameValues.styleReferences`), or -1 when it has none.
    var styleReferences: Int32
    /// Names `style` and `styleReferences` for `CascadeCache`: frames
    /// with one id have one style (0 is the root's).
    var styleID: Int32 = 0
    /// The interned run attributes of text directly inside the element, or
    /// -1 until first needed.
    var attributes: Int32 = -1
    /// Text here has the run attributes of text in the parent.
    var paintsLikeParent = false

    // What descendants' text shows, though CSS does not inherit it.
    /// Decorations of the element and every ancestor (as browsers paint them).
    var decoration: ComputedStyle.TextDecoration = []
    /// The nearest non-transparent background, the element's own or an ancestor's.
    var background: Color? = nil
    /// The nearest `vertical-align: super` or `sub`.
    var script: TextAttributes.VerticalAlign? = nil
    /// The nearest allowed link (an index in `FrameValues.links`), or -1.
    var link: Int32 = -1
    /// User mappers' custom values (an index in `FrameValues.customs`), or -1.
    var custom: Int32 = -1

    // Structure.
    /// The element's subtree is not rendered (children are not visited).
    var skipped = false
    /// Block-level.
    var isBlockLevel = false
    /// Its start and end are required line breaks (visible block-level
    /// boxes, table rows, `p`).
    var breaksLines = false
    /// An invisible block-level box: its edges end lines, but innerText
    /// writes no line break for them.
    var breaksLinesSilently = false
    /// An inline-block or other atomic inline whose content forms its own lines.
    var isAtomicInline = false
    /// A visible `<q>`: its quotes (generated content, which innerText
    /// leaves out) are content of its line at both ends.
    var drawsQuotes = false
    /// A `<ruby>` element's box (`inRuby` is also set for what is inside),
    /// or an inline box with bidi controls at its edges: its end parts a
    /// zero-width space in it from a segment break after it.
    var hidesZeroWidthSpaceAtEnd = false
    /// `visibility: visible`: the element's own text and breaks show.
    var isVisible = true
    /// The frame whose `blockKind` names this element's blocks, or -1 for paragraphs.
    var kindFrame: Int32 = -1
    /// The kind this element gives its blocks, when it names one (an
    /// index in `FrameValues.kinds`), or -1.
    var blockKind: Int32 = -1
    /// The nearest block-level frame (self included): alignment and direction.
    var blockFrame: Int32 = 0
    /// How many containers hold the element's blocks.
    var containerDepth = 0
    /// Accumulated start indent of the element's content, in px.
    var indent: Double = 0
    /// Index of the element's container in the builder, or -1.
    var container: Int32 = -1

    // Lists.
    /// The nearest list (`ol`, `ul`...) frame, or -1.
    var listOwner: Int32 = -1
    /// How many lists hold the element, itself included.
    var listNesting = 0
    /// For lists: the number of the next item, and +1 or -1.
    var counter = 1
    var counterStep = 1
    var isOrderedList = false
    /// For list items: the item's number and list, until its first block takes them.
    var listInfo: Block.ListInfo? = nil
    var listItemTaken = false
    /// Marker text not yet written (it goes before the item's first content).
    var pendingMarker = PendingMarker.none
    var markerAttributes: Int32 = StyledStringBuilder.plain

    // Tables and details.
    /// The nearest table (`display: table` or `inline-table`) frame, or -1.
    var tableFrame: Int32 = -1
    /// For tables: the last visible row box so far. innerText ends a row
    /// element with "\n" unless it is its table's last row box; the
    /// anonymous row around cells whose row is `display: contents` (or
    /// that have none) is no element and ends with nothing.
    var lastRowBox = RowBox.none
    /// For row groups: the last row box of the anonymous table that the
    /// row groups among its children open (CSS 2.1 §17.2.1: a row group in
    /// a row group is in an anonymous row, cell and table, shared with the
    /// row groups right after it), or nil when none is open.
    var nestedTableRows: RowBox? = nil
    /// For a row group in a row group or a row: the frame of that parent,
    /// which takes the anonymous table's last row box back on exit; -1.
    var anonymousTableHolder: Int32 = -1
    /// A table part in an inline box: in an anonymous inline table.
    var inAnonymousInlineTable = false
    /// For tables and row groups: boxes that are no table parts came
    /// straight in it since its last table part (in an anonymous row and cell).
    var anonymousCellOpen = false
    /// A closed `details`: only its first `summary` shows.
    var isClosedDetails = false
    var summarySeen = false
    /// A `select`, or an element in one outside its options: only the
    /// options are drawn, not this element's text nor its box.
    var showsOnlyOptions = false
    /// Children of a flex or grid container are blockified.
    var blockifiesChildren = false
    /// Children of a ruby box are inlinified.
    var inlinifiesChildren = false
    /// Inside a `<ruby>` element (inherited): only there are `rt`, `rb` and
    /// `rtc` ruby boxes.
    var inRuby = false
    /// Inside an invisible box out of the line around it (an inline-block
    /// or other atomic inline, a float, a positioned box; inherited): its
    /// hidden text does not collapse white space with that line's.
    var inHiddenBoxOutOfLine = false
    /// Inside SVG outside a `text` element: character data is not drawn.
    var hidesCharacterData = false

    init(style: PlainStyle, references: Int32) {
        self.style = style
        self.styleReferences = references
    }

    /// Turns a copy of the parent's frame into the start of a child's:
    /// inherited context kept, per-element state cleared.
    mutating func resetForChild() {
        attributes = -1
        paintsLikeParent = false
        skipped = false
        isBlockLevel = false
        breaksLines = false
        breaksLinesSilently = false
        isAtomicInline = false
        drawsQuotes = false
        hidesZeroWidthSpaceAtEnd = false
        blockKind = -1
        container = -1
        counter = 1
        counterStep = 1
        isOrderedList = false
        listInfo = nil
        listItemTaken = false
        pendingMarker = .none
        markerAttributes = StyledStringBuilder.plain
        lastRowBox = .none
        nestedTableRows = nil
        anonymousTableHolder = -1
        inAnonymousInlineTable = false
        anonymousCellOpen = false
        isClosedDetails = false
        summarySeen = false
        showsOnlyOptions = false
        blockifiesChildren = false
        inlinifiesChildren = false
    }
}

/// The kind of a table's last row box (`MappingFrame.lastRowBox`).
enum RowBox: UInt8, Sendable {
    case none
    /// A `display: table-row` element.
    case element
    /// An anonymous row (CSS 2.1 §17.2.1) around cells that have no row element.
    case anonymous
}
