// The walker behind `DocumentMapper`. It keeps one `MappingFrame` per open
// element (a stack, never recursion) and turns the tree into builder calls,
// following the HTML Standard's "rendered text collection steps" of
// `innerText`: block-level boxes make required line breaks, table cells are
// followed by "\t" and rows by "\n", `<br>` is "\n", `display: none`
// subtrees and `visibility: hidden` text are left out.

/// Walks the tree once and feeds a `StyledStringBuilder`.
///
/// Noncopyable: it is the whole conversion's state (frames, caches, the
/// builder), and Swift used to copy all of it, once per element, where a
/// non-mutating method was called while an access to its frames was open;
/// the compiler now rules such copies out.
struct MappingWalker: NodeWalker, ~Copyable {
    let tags: TagMapperRegistry
    let links: LinkPolicy
    /// The user's stylesheets and mappers; nil when there are none.
    let styles: UserStyles?
    /// The stylesheets matched against every element.
    let sheets: StylesheetSet
    /// Sibling positions for `:nth-child()` and friends, shared by every
    /// element of this one conversion (keeps long striped tables linear).
    let selectorCache = SelectorMatchingCache<Int32>()
    private(set) var builder: StyledStringBuilder
    /// False for text-only conversions: no run attributes are resolved or
    /// interned (every run is plain) and `finishText` gives the text.
    let buildsRuns: Bool
    /// The frames of the open elements are `frames[0..<depth]`; the
    /// storage is kept when elements close, so opening one copies its
    /// parent's frame into place without growing or shrinking the array.
    private var frames: FrameStack
    private var depth = 1
    /// The frames' links, custom values, block kinds and marker texts.
    private var values = FrameValues()
    /// Interned run attributes by what they are made of.
    private var paintCache = PaintCache()
    /// Mappings of attribute-free elements by parent style and names.
    private var cascadeCache = CascadeCache()
    /// False when user stylesheets or mappers apply (their selectors see
    /// more than the cache's key), or to check the cache against the full
    /// cascade (tests).
    let usesCascadeCache: Bool
    /// Whether the short paths for the usual cases run (an inline box's
    /// structure, an ordinary box's content, a link's run attributes);
    /// tests turn them off to check them against the general rules.
    let usesShortPaths: Bool
    /// Frames whose marker waits for their first content, outer first.
    private var markerFrames: [Int32] = []
    /// The frame (a row) whose visible cell ended and owes a `"\t"` to
    /// what comes next in the row, or -1: innerText writes a tab after
    /// every visible cell but the last of its row, and none for an
    /// invisible one. What comes next is a cell, or a box or text in the
    /// row outside its cells (a `display: inline` cell's), which sits in an
    /// anonymous cell of its own (see `enterStructure`).
    private var cellSeparatorRow: Int32 = -1
    /// The last element left whose box was in an anonymous inline table
    /// (a table part in an inline box): white space alone right after it
    /// makes no box.
    private var endedAnonymousInlineTable: Int32 = -1
    /// Items per list, counted on the first `<ol reversed>`.
    private var itemCounts: [Int32: Int]? = nil
    private var log = DiagnosticLog()
    /// Whether the end of the selector-check budget was reported.
    private var reportedSelectorBudget = false
    /// The frame style the last marker attributes were made for (plain
    /// part, `FrameValues.styleReferences` index) and their id, or -1.
    private var lastMarkerStyle = PlainStyle()
    private var lastMarkerReferences: Int32 = -1
    private var lastMarkerID: Int32 = -1
    /// The `MappingFrame.styleID` the last marker attributes were found
    /// for: the same id is the same style, found without comparing.
    private var lastMarkerStyleID: Int32 = -1
    /// The frame of an element whose subtree is not rendered.
    private let skippedFrame: MappingFrame = {
        var frame = MappingFrame(style: ComputedStyle.initial.plain, references: -1)
        frame.skipped = true
        return frame
    }()

    init(
        tags: TagMapperRegistry, links: LinkPolicy, styles: UserStyles? = nil,
        sheets: StylesheetSet = StylesheetSet([]),
        log: DiagnosticLog = DiagnosticLog(), capacity: Int = 0, nodes: Int = .max, buildsRuns: Bool = true,
        page: PageStyle = PageStyle(), usesCascadeCache: Bool = true, usesShortPaths: Bool = true
    ) {
        builder = StyledStringBuilder(capacity: capacity, nodes: nodes)
        self.buildsRuns = buildsRuns
        self.usesCascadeCache = usesCascadeCache && styles == nil
        self.usesShortPaths = usesShortPaths
        self.tags = tags
        self.links = links
        self.styles = styles
        self.sheets = sheets
        self.log = log
        selectorCache.remainingChecks = Self.selectorCheckBudget(inputBytes: capacity)
        // The fragment's root is `<body>`: it starts from what the user's
        // stylesheets give `html` and `body` (inherited properties, and the
        // decorations and background their text is painted with).
        var root = MappingFrame(
            style: page.body.plain, references: values.index(ofStyleReferences: page.body.references))
        root.style.display = .block
        root.isBlockLevel = true
        root.isVisible = page.body.visibility == .visible
        root.decoration = page.html.textDecoration.union(page.body.textDecoration)
        root.background = [page.body.backgroundColor, page.html.backgroundColor].lazy
            .compactMap { $0 }.first { $0 != .transparent }
        frames = FrameStack(root)
        frames[0].attributes =
            page.isDefault
            ? StyledStringBuilder.plain
            : builder.intern(
                Self.attributes(
                    style: page.body, decoration: root.decoration, background: root.background, script: nil,
                    link: nil, custom: nil))
    }

    /// Selector checks and matched declarations a conversion may spend
    /// (see `SelectorMatchingCache.remainingChecks`): more than real pages
    /// use (they match a few declarations per element, and an element takes
    /// tens of bytes), linear in the input. Each unit costs up to about
    /// half a microsecond (a declaration is parsed when it is applied), so
    /// a hostile sheet costs at most about two microseconds a byte.
    static func selectorCheckBudget(inputBytes: Int) -> Int {
        250_000 + 4 * inputBytes
    }

    /// The computed styles of the page's `html` and `body` elements around
    /// the fragment.
    struct PageStyle {
        var html = ComputedStyle.initial
        var body = ComputedStyle.initial

        /// No stylesheet rule applied to either.
        var isDefault: Bool { html == .initial && body == .initial }

        init() {}

        /// The styles `sheets` give `html` and `body` (selectors see the
        /// fragment inside them: see `Document.htmlElement`).
        init(sheets: StylesheetSet, document: Document) {
            guard !sheets.isEmpty else { return }
            StyleResolver.apply(
                sheets.declarations(for: Document.htmlElement, in: document),
                to: &html, parent: .initial)
            body = html.inherited()
            StyleResolver.apply(
                sheets.declarations(for: Document.bodyElement, in: document),
                to: &body, parent: html)
        }
    }

    /// The styled string, with the mapping stage's diagnostics positioned
    /// in `source` (the document's preprocessed input).
    mutating func finish(source: [UInt8]) -> StyledString {
        builder.finish(diagnostics: log.resolved(in: source))
    }

    /// The text alone (see `buildsRuns`), with the mapping stage's
    /// diagnostics when `diagnostics` is true.
    mutating func finishText(source: [UInt8], diagnostics: Bool) -> (String, [Diagnostic]) {
        (builder.finishText(), diagnostics ? log.resolved(in: source) : [])
    }

    // MARK: NodeWalker

    mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
        let parentIndex = depth - 1

        if frames[parentIndex].isClosedDetails {
            // Only a closed `details`' first `summary` is rendered.
            let element = document.nodes[Int(node)]
            if element.namespace == .html && element.hasKnownName(.summary) && !frames[parentIndex].summarySeen {
                frames[parentIndex].summarySeen = true
            } else {
                pushSkipped()
                return false
            }
        }

        // The child's frame starts as a copy of its parent's context, made
        // in place at the top of the stack (one copy), then its own fields
        // are reset; the parent stays readable at `parentIndex`.
        let parentBlockifies = frames[parentIndex].blockifiesChildren
        let parentInlinifies = frames[parentIndex].inlinifiesChildren
        pushCopy(of: parentIndex)
        let index = parentIndex + 1
        frames[index].resetForChild()
        let element = document.nodes[Int(node)]
        let cacheKey = cascadeKey(element, in: document, index: index)
        var (slot, cachedStyle) = (0, Int32(-1))
        if let cacheKey { (slot, cachedStyle) = cascadeCache.lookUp(cacheKey) }
        if cachedStyle >= 0 {
            frames[index].hidesCharacterData = false
            // The cached mapping is read where the cache keeps it, through
            // a pointer (a borrowed value was still copied): copying it out
            // and releasing the copy after cost more than the rest of the
            // cascade of such an element. Nothing writes the cache before
            // `enterMapped` returns (only `map` does).
            return enterMapped(
                cascadeCache.mapping(at: slot), references: cascadeCache.references(at: slot),
                styleID: cachedStyle, cacheSlot: slot, node: node, element: element,
                parentIndex: parentIndex, parentBlockifies: parentBlockifies, parentInlinifies: parentInlinifies,
                in: document)
        }
        var mapping = ElementMapping(style: style(index).inherited())
        map(element, node: node, in: document, index: index, into: &mapping)
        var mappedStyleID: Int32 = -1
        if let cacheKey { mappedStyleID = cascadeCache.remember(mapping, for: cacheKey) }
        let references = mapping.style.references
        return withUnsafePointer(to: &mapping) {
            enterMapped(
                $0, references: references, styleID: mappedStyleID,
                cacheSlot: cacheKey.map(CascadeCache.slot(of:)) ?? -1, node: node, element: element,
                parentIndex: parentIndex, parentBlockifies: parentBlockifies, parentInlinifies: parentInlinifies,
                in: document)
        }
    }

    /// The rest of `enterElement`, once the cascade has given the element
    /// its mapping (read where it is) and its style's `references` (passed
    /// apart: see `CascadeCache.references`); `mappedStyleID` is the id of the
    /// mapping's style when it is cached, else -1, and `cacheSlot` the
    /// cache entry's slot (-1). The rules here change
    /// the mapping's display, float, positioning and content: those are
    /// local, the rest of the mapping is only read.
    private mutating func enterMapped(
        _ mapping: UnsafePointer<ElementMapping>, references: ComputedStyle.References?,
        styleID mappedStyleID: Int32, cacheSlot: Int, node: Int32, element: Node, parentIndex: Int,
        parentBlockifies: Bool,
        parentInlinifies: Bool, in document: Document
    ) -> Bool {
        let index = parentIndex + 1
        let mappedDisplay = mapping.pointee.style.display
        var display = mappedDisplay
        var floats = mapping.pointee.style.floats
        var isOutOfFlow = mapping.pointee.style.isOutOfFlow
        var content = mapping.pointee.content
        var isWordBreak = false
        var isBlockifiedLegend = false
        if frames[parentIndex].showsOnlyOptions && element.namespace == .html && element.hasKnownName(.optgroup) {
            // An optgroup draws its label (an attribute), not its own text.
            frames[index].showsOnlyOptions = true
        } else if frames[parentIndex].showsOnlyOptions && !Self.isOption(element) {
            // A select draws its options (wherever they are in it) and
            // nothing else: its other elements (`<b>`, `<div>`, `<p>`, a
            // `<button>`) have no box, and text outside the options is not drawn.
            guard content == .children else {
                frames[index].skipped = true
                return false
            }
            frames[index].showsOnlyOptions = true
            if display != .none { display = .contents }
        }
        // CSS 2.1 §9.7: floats and absolutely positioned boxes are blockified too.
        if element.namespace == .html {
            switch element.name {
            case .ruby:
                frames[index].inRuby = true
                frames[index].hidesZeroWidthSpaceAtEnd = true
            case .wbr where display != .none:
                // Chromium draws a `<wbr>` as a U+200B in the line, whatever
                // its `display`, `float` or `position`, or its parent's (a
                // flex container does not blockify it): it never breaks the
                // line, and a segment break right after it is removed.
                display = .inline
                floats = false
                isOutOfFlow = false
                isWordBreak = true
                builder.appendWordBreakOpportunity()
            case .legend:
                // Chromium lays every `<legend>` out as a block-level box,
                // in a fieldset or not, whatever its `display` but `none`
                // and `contents` (`a<legend style="display: inline">b</legend>c`
                // and its `inline-table`, `table-cell` or `ruby` forms read
                // "a\nb\nc"): blockified, as a float is (and inlinified
                // again in ruby, as a float is not).
                isBlockifiedLegend = true
            case .noembed, .noscript:
                // Chromium never builds a box for these (plugins and
                // scripting on), whatever `display` an author gives them.
                display = .none
            case .template:
                // Its content is a separate fragment, never rendered; a
                // `display` given to it still makes a box.
                content = .replaced
            case .rt, .rb, .rtc:
                // Chromium: outside a `<ruby>` these are plain inline boxes
                // (`x<rt>p<div>q</div></rt>` breaks around the div).
                if !frames[index].inRuby && display == (element.name == .rt ? .rubyText : .ruby) {
                    display = .inline
                }
            default: break
            }
        }
        // A blockified ruby box is a block ruby (CSS Display 3 §2.7): a
        // block that still inlinifies its children (set after its structure).
        var isBlockRuby = false
        if (parentBlockifies && !isWordBreak) || floats || isOutOfFlow || isBlockifiedLegend {
            isBlockRuby = display == .ruby
            // A blockified inline list item is a list item.
            if mapping.pointee.style.isInlineListItem && display == .inline { display = .listItem }
            display = display.blockified
        }
        // css-writing-modes-4 §3.1: an inline box whose writing mode is
        // not its parent's is an inline-block (an orthogonal or reversed
        // flow is a formatting context of its own).
        if display == .inline && mapping.pointee.style.writingMode != frames[parentIndex].style.writingMode {
            display = .inlineBlock
        }
        // A positioned box leaves the ruby's line: it stays blockified (a
        // float in ruby does not, as Chromium lays it out). An inlinified
        // list item is an inline list item (CSS Display 3 §2.7): it drops a
        // space starting its content, after its marker (`<ruby>a<li>
        // b</li></ruby>` reads "ab" in Chromium).
        var isInlinifiedListItem = false
        if parentInlinifies && !isOutOfFlow {
            isInlinifiedListItem = display == .listItem
            display = display.inlinified
        }
        switch display {
        case .tableColumn, .tableColumnGroup:
            // A column draws nothing it holds (CSS 2.1 §17.2.1 treats its
            // children as `display: none`), but Chromium's innerText writes
            // a visible column's box as a block-level one, in a table or
            // out of one: `a<span style="display: table-column"></span>b`
            // and `<ruby>a<colgroup style="display: table-column-group">b`
            // read "a\nb". (The parser keeps `<col>` and `<colgroup>` out of
            // text anywhere but a table, where rows break the lines anyway.)
            if mapping.pointee.style.visibility == .visible { builder.requestLineBreak() }
            frames[index].skipped = true
            return false
        case .none:
            // Only `skipped` of a skipped frame is read again (`exitElement`).
            frames[index].skipped = true
            return false
        default:
            break
        }

        // The element's style goes into the frame: its plain values, and its
        // out-of-line ones as an index (a new entry only when they are not
        // the parent's; `PaintCache` relies on every box in a frame being
        // kept alive by `values` for the whole walk).
        frames[index].style = mapping.pointee.style.plain
        frames[index].style.display = display
        frames[index].style.floats = floats
        frames[index].style.isOutOfFlow = isOutOfFlow
        if isInlinifiedListItem { frames[index].style.isInlineListItem = true }
        if references !== values.styleReferences(frames[index].styleReferences) {
            frames[index].styleReferences = values.index(ofStyleReferences: references)
        }
        if case .details? = mapping.pointee.containerKind, !document.hasAttribute("open", on: element) {
            // A closed `details` draws only its first `summary`, whatever its
            // `display` (an inline or inline-block one, or one inlinified
            // in a ruby box, as a block one; `display: contents` too): the
            // rest is in a slot the user agent does not render. (Its
            // container opens only where it is block-level.)
            frames[index].isClosedDetails = true
        }
        if element.namespace == .html && element.hasKnownName(.select) {
            frames[index].showsOnlyOptions = true
            // A form control: whatever its `display`, innerText gives it no
            // line breaks of its own (`<select style="display:block">` in a
            // line leaves the line whole).
            if frames[index].style.display != .none { frames[index].style.display = .inlineBlock }
        }
        // The frame's style is the cached one unless it was adjusted above.
        frames[index].styleID =
            mappedStyleID >= 0 && frames[index].style.display == mappedDisplay
            ? mappedStyleID : cascadeCache.freshID()
        inheritPaint(index, element: element, in: document, custom: mapping.pointee.custom, cacheSlot: cacheSlot)
        enterStructure(index, node: node, element: element, mapping: mapping, in: document)
        if isBlockRuby { frames[index].inlinifiesChildren = true }
        let isVisible = frames[index].isVisible
        let isAtomicInline = frames[index].isAtomicInline
        if frames[index].pendingMarker != .none && isVisible { markerFrames.append(Int32(index)) }

        // Content: an ordinary box's children here, the rest out of line.
        if usesShortPaths && content == .children && !isAtomicInline && !frames[index].style.hidesContents
            && !frames[index].style.insertsBidiControls && !element.hasKnownName(.q)
            && frames[index].style.display != .ruby
        {
            return true
        }
        return enterContent(content, index: index, parentIndex: parentIndex, element: element, in: document)
    }

    /// `enterMapped`'s last part: what the element's content makes (a box
    /// for its children, a line break, an attachment...), and whether its
    /// children are walked.
    @inline(never)
    private mutating func enterContent(
        _ content: ElementMapping.Content, index: Int, parentIndex: Int, element: Node, in document: Document
    ) -> Bool {
        let isVisible = frames[index].isVisible
        let isAtomicInline = frames[index].isAtomicInline
        switch content {
        case .children
        where frames[index].style.hidesContents && frames[index].style.display.takesSizeContainment:
            // `content-visibility: hidden`: a box with nothing shown in it.
            return false
        case .children:
            if isAtomicInline && isVisible {
                beginContent()
                builder.enterAtomicInline()
            }
            if (frames[index].style.insertsBidiControls && frames[index].style.display == .inline)
                || frames[index].style.display == .ruby
            {
                // The bidi control opening the box (Chromium: `&#8203;<span
                // dir="auto">\nb</span>` keeps its space), or the ruby box's
                // start (`&#8203;<ruby>\nb</ruby>` keeps it too).
                frames[index].hidesZeroWidthSpaceAtEnd = true
                builder.passZeroWidthSpaceBoundary()
            }
            // The open quote: in a box of its own (an inline-block, a
            // block, a cell) it starts the line (`x<q style="display:
            // inline-block"> a</q>` reads "x a" in Chromium, `red<q
            // style="display: table-cell"> blue` "red blue"); inline, it
            // parts the white space around it from a zero-width space on its
            // other side; hidden, it is hidden content of the line (`a<q
            // style="visibility: hidden"> </q> b` reads "a b"). In a flex or
            // grid `<q>` the marks are flex items of their own, apart from
            // the text's (`ib<q style="display: inline-flex"> b` reads "ibb").
            if element.namespace == .html && element.hasKnownName(.q) && !frames[parentIndex].inHiddenBoxOutOfLine
                && !frames[index].style.display.blockifiesChildren
            {
                frames[index].drawsQuotes = true
                if !isVisible {
                    if !isAtomicInline { builder.passInvisibleContent() }
                } else if frames[index].style.display == .inline {
                    builder.passQuoteMark()
                } else {
                    if !isAtomicInline { beginContent() }
                    builder.passGeneratedContent()
                }
            }
            return true
        case .replaced:
            if isAtomicInline && isVisible {
                // A widget is content of its line: the space before it stays
                // (`w1 <input type=button>w2` is "w1 w2").
                beginContent()
                builder.enterAtomicInline()
            }
            return false
        case .lineBreak:
            if isVisible {
                beginContent()
                builder.appendLineBreak(id: resolveAttributes(index))
            } else if !frames[index].inHiddenBoxOutOfLine {
                // Laid out, not drawn: it still ends its line.
                builder.passInvisibleLineBreak()
            }
            return false
        case .image:
            if isVisible {
                beginContent()
                builder.appendAttachment(Self.image(element, in: document), id: resolveAttributes(index))
            } else if !frames[index].inHiddenBoxOutOfLine && !frames[index].isAtomicInline {
                // Laid out, not drawn: content of its line (an atomic
                // inline frame says so when it is left).
                builder.passInvisibleContent()
            }
            return false
        case .rule:
            if isVisible {
                beginContent()
                builder.appendAttachment(.rule, id: resolveAttributes(index))
            }
            return false
        }
    }

    /// The element's key in `cascadeCache`, or nil when its mapping may
    /// depend on more than the key holds: attributes the cascade reads,
    /// user stylesheets or mappers, foreign content, a `summary` (it reads
    /// its parent's `open`).
    private mutating func cascadeKey(_ element: Node, in document: Document, index: Int) -> CascadeCache.Key? {
        guard usesCascadeCache, element.namespace == .html, !element.hasKnownName(.summary),
            !element.hasAttributes || Self.hasOnlyMappingNeutralAttributes(element, in: document)
        else { return nil }
        let parent = Int(element.parent)
        let parentIsElement = parent >= 0 && document.nodes[parent].kind == .element
        // Under a foreign parent the mapping also depends on its namespace
        // (`isUnrenderedInMathML`), which the key does not hold.
        if parentIsElement && document.nodes[parent].namespace != .html { return nil }
        let parentCode = parentIsElement ? document.nodes[parent].tagCode : CascadeCache.noParent
        return CascadeCache.Key(
            parentStyle: frames[index].styleID, code: element.tagCode, parentCode: parentCode,
            listNesting: frames[index].listNesting)
    }

    /// Whether every attribute of `element` is one the cascade never reads
    /// (`CascadeCache.isMappingNeutral`).
    private static func hasOnlyMappingNeutralAttributes(_ element: Node, in document: Document) -> Bool {
        let range = document.attributeRange(of: element).range
        return document.attributes.withUnsafeBufferPointer { all in
            for i in range where !CascadeCache.isMappingNeutral(all[i].name) { return false }
            return true
        }
    }

    /// The cascade for one element: its tag mapper and the global ones
    /// (user-agent style, presentational hints), then its `style` attribute.
    /// `index` is the element's frame, still holding its parent's context.
    /// `mapping` starts as the parent's inherited style.
    private mutating func map(
        _ element: Node, node: Int32, in document: Document, index: Int, into mapping: inout ElementMapping
    ) {
        let parent = Int(element.parent)
        let parentElement = parent >= 0 && document.nodes[parent].kind == .element ? document.nodes[parent] : nil
        if Self.isUnrenderedInMathML(element, in: document) {
            // Chromium lays out only MathML children in a MathML box other
            // than a token element: HTML in an `<annotation-xml>`, SVG in
            // `<math>`, draw nothing.
            mapping.style.display = .none
            return
        }
        if element.namespace == .html {
            frames[index].hidesCharacterData = false
        } else {
            Self.mapForeign(
                element, node: node, in: document, &mapping, hidesCharacterData: &frames[index].hidesCharacterData)
        }
        let listNesting = frames[index].listNesting
        // A local, so the closures below capture neither `self` nor a copy of it.
        let tags = self.tags
        Self.applyTagMappers(
            tags, to: element, parentElement: parentElement, in: document, listNesting: listNesting,
            hints: true, into: &mapping)
        // What an author's `revert` goes back to: the user-agent styles
        // without the presentational hints, mapped again only when a
        // `revert` comes (a local function passed as a non-escaping
        // argument: nothing is allocated for it).
        func revertBase(parent: ComputedStyle) -> ComputedStyle? {
            Self.userAgentStyle(
                tags, of: element, parentElement: parentElement, in: document, listNesting: listNesting,
                parent: parent)
        }
        if let styles {
            let parent = style(index - 1)
            Self.cascade(
                node, element, in: document, sheets: sheets, cache: selectorCache, styles: styles,
                mapping: &mapping, parent: parent, revertBase: { revertBase(parent: parent) })
            if selectorCache.ranOutOfChecks && !reportedSelectorBudget {
                reportedSelectorBudget = true
                log.record(
                    .css, at: document.sourceOffset(near: node),
                    "stylesheet rules stop applying here: selector matching used up its budget "
                        + "(\(Self.selectorCheckBudget(inputBytes: document.store.source.count)) checks)")
            }
        } else if let css = document.attribute("style", of: element) {
            let parent = style(index - 1)
            StyleResolver.apply(
                StyleResolver.parseInlineStyle(css), to: &mapping.style, parent: parent,
                revertBase: { revertBase(parent: parent) })
        }
        if element.namespace == .mathML && mapping.style.display != .inline {
            // An author `display` makes a MathML element a CSS box, whose text is drawn.
            frames[index].hidesCharacterData = false
        }
    }

    /// Runs the tag mappers on `element`, with or without the
    /// presentational hints (`ElementContext.appliesPresentationalHints`).
    @inline(__always)
    private static func applyTagMappers(
        _ tags: TagMapperRegistry, to element: Node, parentElement: Node?, in document: Document, listNesting: Int,
        hints: Bool, into mapping: inout ElementMapping
    ) {
        // The attributes are read in place: the document does not change
        // while it is walked, and mappers do not keep their context.
        document.attributes.withUnsafeBufferPointer { all in
            var context = ElementContext(
                name: element.name, namespace: element.namespace,
                attributes: UnsafeBufferPointer(rebasing: all[document.attributeRange(of: element).range]),
                parentName: parentElement?.name,
                parentAttributes: parentElement.map {
                    UnsafeBufferPointer(rebasing: all[document.attributeRange(of: $0).range])
                }
                    ?? UnsafeBufferPointer(start: nil, count: 0),
                listNesting: listNesting)
            context.appliesPresentationalHints = hints
            tags.apply(to: context, &mapping)
        }
    }

    /// The style the user-agent origin alone gives an HTML element (its
    /// tag mappers without presentational hints), where an author's
    /// `revert` goes back to; nil for other elements, which have no hints.
    ///
    /// A link (`:any-link`: an `<a>` or `<area>` with `href`) gets the
    /// browsers' user-agent look here, blue (#0000ee, never visited) and
    /// underlined. The mapping stage gives links no colour or underline
    /// (the spec's "how links look is the client's choice", an author-level
    /// `a:any-link { color: inherit; text-decoration: none }`), and
    /// `color: revert` or `text-decoration: revert` rolls that back.
    private static func userAgentStyle(
        _ tags: TagMapperRegistry, of element: Node, parentElement: Node?, in document: Document, listNesting: Int,
        parent: ComputedStyle
    ) -> ComputedStyle? {
        guard element.namespace == .html else { return nil }
        var mapping = ElementMapping(style: parent.inherited())
        applyTagMappers(
            tags, to: element, parentElement: parentElement, in: document, listNesting: listNesting, hints: false,
            into: &mapping)
        if element.name == .a || element.name == .area, document.hasAttribute("href", on: element) {
            mapping.style.color = userAgentLinkColor
            mapping.style.textDecoration.insert(.underline)
        }
        return mapping.style
    }

    /// Blink's and Gecko's `-webkit-link` for a link not visited.
    private static let userAgentLinkColor = Color(red: 0, green: 0, blue: 0xEE)

    /// What the element's text inherits as painted (decorations, background,
    /// script position, link, custom values), and whether that differs from
    /// the parent's, so run attributes can be shared without comparing
    /// frames later.
    private mutating func inheritPaint(
        _ index: Int, element: Node, in document: Document, custom: [String: String]?, cacheSlot: Int
    ) {
        // The comparison with the parent's text style is the cache entry's,
        // once made (`CascadeCache.textStyleEqualsParent`).
        var paintChanged: Bool
        if cacheSlot >= 0, let equal = cascadeCache.textStyleEqualsParent(at: cacheSlot) {
            paintChanged = !equal
        } else {
            let equal = textStyleEqual(index, index - 1)
            if cacheSlot >= 0 { cascadeCache.setTextStyleEqualsParent(equal, at: cacheSlot) }
            paintChanged = !equal
        }
        let decoration = frames[index].decoration.union(frames[index].style.textDecoration)
        if decoration != frames[index].decoration {
            frames[index].decoration = decoration
            paintChanged = true
        }
        if let background = frames[index].style.backgroundColor, background != .transparent,
            background != frames[index].background
        {
            frames[index].background = background
            paintChanged = true
        }
        if let script = frames[index].style.verticalAlign, script != frames[index].script {
            frames[index].script = script
            paintChanged = true
        }
        // `a[href]` links in HTML and in SVG alike (the browser's `closest('a[href]')`).
        if element.hasKnownName(.a), element.namespace != .mathML, let href = document.attribute("href", of: element) {
            let old = frames[index].link
            switch links.link(for: href) {
            case .success(let url): frames[index].link = values.index(ofLink: url)
            case .failure(let refused):
                frames[index].link = -1
                log.record(
                    .unsafeLink, at: document.tagOffset(of: element) ?? 0,
                    "link with scheme '\(refused.scheme)' not allowed; kept as text")
            }
            if frames[index].link != old { paintChanged = true }
        }
        if let custom {
            let merged = (values.custom(frames[index].custom) ?? [:]).merging(custom) { _, new in new }
            frames[index].custom = values.index(ofCustom: merged)
            paintChanged = true
        }
        frames[index].paintsLikeParent = !paintChanged
    }

    /// The element's place in the structure: its line breaks, the block
    /// kind it names, the container, list, list item or table cell it is.
    private mutating func enterStructure(
        _ index: Int, node: Int32, element: Node, mapping: UnsafePointer<ElementMapping>, in document: Document
    ) {
        let display = frames[index].style.display
        let parentIndex = index - 1
        // The usual inline box (`<b>`, `<a>`, `<span>` in running text,
        // four elements of five in an article): visible, HTML, not a `p`,
        // in a box that holds no table parts (nor is `display: contents`),
        // no cell's tab owed. Of the rules below only these apply to it;
        // the rest of its frame is as `resetForChild` left it.
        if usesShortPaths && display == .inline && element.namespace == .html && cellSeparatorRow < 0
            && frames[index].style.visibility == .visible && !frames[parentIndex].style.display.holdsTableParts
            && !element.hasKnownName(.p) && !frames[index].style.isInlineListItem
        {
            frames[index].isVisible = true
            frames[index].inlinifiesChildren = frames[parentIndex].inlinifiesChildren
            frames[index].tableFrame = -1
            // A box between table parts outside a table ends their anonymous table.
            if frames[parentIndex].lastRowBox != .none { frames[parentIndex].lastRowBox = .none }
            return
        }
        let isVisible = frames[index].style.visibility == .visible
        let isBlockLevel = display.isBlockLevel
        frames[index].isVisible = isVisible
        frames[index].isBlockLevel = isBlockLevel
        frames[index].isAtomicInline = display.isAtomicInline
        // MathML Core §3.1: the children of MathML boxes (`display: math`)
        // are blockified, the HTML inside an `<mtext>` too.
        // (`display: contents` passes its parent's on: the flex items are
        // its children then.)
        frames[index].blockifiesChildren =
            display.blockifiesChildren || element.namespace == .mathML
            || (display == .contents && frames[parentIndex].blockifiesChildren)
        // A ruby box inlinifies its children, and through an inline box
        // (not an atomic one, which starts a formatting context of its
        // own) theirs: `<ruby>a<u>b<div>c</div></u></ruby>` is one line in
        // Chromium.
        frames[index].inlinifiesChildren =
            display == .ruby || display == .rubyText
            || (frames[parentIndex].inlinifiesChildren && (display == .inline || display == .contents))
        // innerText gives a `p` its line breaks whatever its display (a `p`
        // inlinified in `<ruby>` still breaks the text), but a row's or a
        // cell's: Chromium writes a `display: table-row` or `table-cell`
        // `p` as the row or cell it is (`<p style="display:table-row">a</p>b`
        // reads "ab"; a caption or row group `p` still breaks). A `p` with
        // `display: contents` has no box and breaks nothing
        // (`a<p style="display: contents">b</p>c` reads "abc").
        let boxBreaksLines =
            isBlockLevel
            || (element.hasKnownName(.p) && element.namespace == .html && !frames[index].showsOnlyOptions
                && display != .tableRow && display != .tableCell && display != .contents)
            || (Self.breaksLinesInForeignContent(element)
                && !(element.namespace == .svg && frames[parentIndex].inlinifiesChildren))
        // A box whose contents `content-visibility` skips writes no line
        // break of its own either, as an invisible one.
        let showsBox =
            isVisible && !(frames[index].style.hidesContents && display.takesSizeContainment)
        let breaksLines = boxBreaksLines && showsBox
        frames[index].breaksLines = breaksLines
        // `k <div style="visibility:hidden">h</div> X` lays out on two lines,
        // but innerText skips the hidden box's line breaks: "kX". A float
        // or positioned box is out of the line: the spaces around it
        // collapse as if it were not there ("k X").
        // (Only a box that breaks the layout's line: a hidden `p` that is
        // inline or an inline-block breaks none, `red <p style="display:
        // inline-block; visibility: hidden"></p>red` reads "red red".)
        frames[index].breaksLinesSilently =
            boxBreaksLines && (isBlockLevel || !element.hasKnownName(.p)) && !showsBox
            && !frames[index].style.floats && !frames[index].style.isOutOfFlow
        let parentDisplay = frames[parentIndex].style.display
        // The box the element's box is in (through `display: contents`).
        let boxParent = parentDisplay == .contents ? rowFrame(above: index) : parentIndex
        let boxParentDisplay = frames[boxParent].style.display
        // A table part ends the anonymous cell its parent's boxes were in.
        if display.isTablePart { frames[boxParent].anonymousCellOpen = false }
        if display.isTablePart, !boxParentDisplay.holdsTableParts {
            // CSS 2.1 §17.2.1: a row or cell outside its table is wrapped in
            // an anonymous table: an inline-table in an inline or ruby box
            // (an atomic inline), a block-level table elsewhere, whose edges innerText
            // writes no line break for but which end the line's spaces
            // (`<p>a <span style="display:table-row"> b </span> c` is "abc").
            if boxParentDisplay == .inline || boxParentDisplay == .ruby || boxParentDisplay == .rubyText {
                frames[index].isAtomicInline = true
                frames[index].inAnonymousInlineTable = true
                // The space before it stays: written here, before a cell
                // starts its block (which drops a held-back space); the
                // block is kept, as the HTML writer's table-cell spans
                // read back by it.
                if isVisible {
                    beginContent()
                    builder.enterAtomicInline()
                }
            } else {
                frames[index].breaksLinesSilently = true
            }
        }
        // Inside a hidden box out of the line (an inline-block, a float),
        // what is laid out leaves the line around it alone.
        if frames[parentIndex].inHiddenBoxOutOfLine { frames[index].breaksLinesSilently = false }
        if frames[index].breaksLinesSilently { builder.breakLineSilently() }
        if !isVisible
            && (frames[index].isAtomicInline || frames[index].style.floats || frames[index].style.isOutOfFlow)
        {
            frames[index].inHiddenBoxOutOfLine = true
        }
        if !boxParentDisplay.holdsTableParts && frames[boxParent].lastRowBox != .none && !display.isTablePart
            && display != .contents
        {
            // A box between table parts outside a table ends the anonymous
            // table they are in (CSS 2.1 §17.2.1 wraps consecutive ones).
            frames[boxParent].lastRowBox = .none
        }
        if display == .table || display == .inlineTable {
            frames[index].tableFrame = Int32(index)
        } else if display.isRowGroup && !boxParentDisplay.holdsTableParts {
            // A row group outside a table is in the anonymous table its
            // parent's box holds, with the table parts next to it: their
            // rows are one table's (`<div style="display: table-row">a</div>
            // <div style="display: table-row-group">...b` reads "a\nb").
            frames[index].tableFrame = Int32(boxParent)
        } else if !display.holdsTableParts {
            // A row anywhere else (in a cell, or in a flex `<table>`'s
            // blockified body) is in an anonymous table: its parent's box.
            frames[index].tableFrame = -1
        }
        if parentDisplay.isRowGroup && display != .contents && frames[parentIndex].nestedTableRows != nil
            && !display.isRowGroup
        {
            // Another box between row groups in a row group: the next one
            // opens an anonymous table of its own.
            frames[parentIndex].nestedTableRows = nil
        }
        if display.isRowGroup && isVisible { enterMisparentedRowGroup(index) }
        if display == .tableRow && isVisible {
            // innerText ends every row but its table's last with "\n": rows
            // are not block-level, so the first row of an inline table
            // shares the line of the text before it, and its last row the
            // line of the text after (an orphan row, in an anonymous table,
            // breaks nothing; orphan rows side by side break between them).
            let holder = rowFrame(above: index)
            if frames[holder].style.display == .tableRow {
                // A row in a row is in an anonymous cell (CSS 2.1 §17.2.1),
                // in an anonymous table with the rows next to it: the cell
                // before it owes it a tab, and the anonymous cell, with no
                // node, writes none after it (`<tr><td>a<td
                // style="display:table-row">b<td>c` reads "a\tbc"). That
                // table is block-level in the cell: its edges end the line
                // there, silently (`<tr>x<td style="display: table-row">a
                // </td>b` reads "xab").
                if cellSeparatorRow == Int32(holder) { writeOwedCellSeparator() }
                breakLinesSilently(index)
                startRowBox(.element, inTable: holder)
            } else {
                let table = frames[index].tableFrame >= 0 ? Int(frames[index].tableFrame) : holder
                startRowBox(.element, inTable: table)
            }
            // An anonymous row of cells before it ends here, with no tab.
            if cellSeparatorRow == Int32(rowFrame(above: index)) { cellSeparatorRow = -1 }
        } else if (cellSeparatorRow >= 0 || parentDisplay.holdsTableParts) && !display.isTablePart
            && display != .contents && !frames[index].style.isOutOfFlow
        {
            let row = rowFrame(above: index)
            let rowDisplay = frames[row].style.display
            if rowDisplay.holdsTableParts && rowDisplay != .tableRow && rowDisplay != .contents {
                // A box straight in a table or row group that is no table
                // part (`<tr style="display: inline">`) is in an anonymous
                // row (CSS 2.1 §17.2.1): a row box after the row element
                // before it, like a row of contents cells. The first such
                // box starts the anonymous cell's line, silently (`<thead><tr
                // style="display: ruby"> <td>b` drops the space).
                if !frames[row].anonymousCellOpen {
                    frames[row].anonymousCellOpen = true
                    if !frames[parentIndex].inHiddenBoxOutOfLine { builder.breakLineSilently() }
                }
                startRowBox(.anonymous, inTable: table(holding: row))
            } else if !rowDisplay.holdsTableParts && cellSeparatorRow == Int32(row) {
                // Outside a table, a box between two cells (even one that
                // shows nothing: hidden, or its contents skipped) puts them
                // in anonymous tables of their own: no tab between them.
                cellSeparatorRow = -1
            }
        }

        if display == .inline && frames[index].style.isInlineListItem && isVisible { builder.swallowNextSpace() }

        let isCell = display == .tableCell
        // (Not a call in an `&&`: in its autoclosure the walker was copied
        // for every element.)
        var followsCell = false
        if cellSeparatorRow >= 0 {
            followsCell = inAnonymousCellAfterCell(index, display: display, parentIndex: parentIndex)
        }
        if followsCell && !isCell && isVisible && display != .contents && !frames[index].style.isOutOfFlow {
            // An in-flow box in a row that is not a cell is in an anonymous
            // cell (CSS 2.1 §17.2.1), so the cell before it is not its
            // row's last: innerText's tab goes here, before the box's own
            // line break. The anonymous cell has no node to write a tab of
            // its own after it. (A positioned box is in no cell: the tab
            // waits for the next one. Content under a `display: contents`
            // child of the row is in an anonymous cell too, and Chromium's
            // innerText gives it the tab; its drawn text leaves such
            // content out when it is bare text, so no conversion can match
            // both, and has it, with the tab, when it is an element. Here
            // it waits for the next cell either way, as the HTML writer's
            // `display: contents` cells rely on.)
            writeOwedCellSeparator()
        }
        if breaksLines { builder.requestLineBreak() }
        if isBlockLevel || isCell {
            frames[index].blockFrame = Int32(index)
            if let kind = mapping.pointee.blockKind {
                frames[index].blockKind = values.index(ofKind: kind)
                frames[index].kindFrame = Int32(index)
            } else if display == .listItem {
                frames[index].blockKind = FrameValues.listItem
                frames[index].kindFrame = Int32(index)
            }
        }
        if isBlockLevel, let kind = mapping.pointee.containerKind {
            frames[index].container = builder.openContainer(
                kind, depth: frames[index].containerDepth, indent: frames[index].indent)
            frames[index].containerDepth += 1
            if frames[index].blockKind < 0 { frames[index].kindFrame = -1 }
            if kind == .orderedList || kind == .unorderedList {
                startList(index, node: node, element: element, ordered: kind == .orderedList, in: document)
            }
        }
        if isBlockLevel { frames[index].indent += mapping.pointee.indent }
        if isCell {
            let row = rowFrame(above: index)
            // The rows of an anonymous cell before it (above) were an
            // anonymous table of their own.
            if frames[row].style.display == .tableRow { frames[row].lastRowBox = .none }
            if cellSeparatorRow == Int32(row) {
                writeOwedCellSeparator()
            } else {
                let rowDisplay = frames[row].style.display
                if isVisible && rowDisplay != .tableRow {
                    // The first cell of an anonymous row (its row element is
                    // `display: contents`, or it has none, in a table or
                    // outside one): the row element before it ends with
                    // "\n", and it will end with none.
                    startRowBox(.anonymous, inTable: table(holding: row))
                }
                if !frames[parentIndex].inHiddenBoxOutOfLine { builder.requestBlockStart() }
            }
        }
        if display == .listItem {
            startListItem(index, element: element, owner: frames[parentIndex].listOwner, in: document)
        } else if let marker = mapping.pointee.marker, isBlockLevel {
            frames[index].pendingMarker = .text(values.index(ofMarker: marker))
            frames[index].markerAttributes = markerAttributesID(for: index)
        }
    }

    /// A row group in a row group or a row is in an anonymous cell, in an
    /// anonymous table with the row groups (and, in a row, the rows) right
    /// next to it (CSS 2.1 §17.2.1), in a row group also in an anonymous
    /// row: innerText ends the row element before that row with "\n", the
    /// cell before it owes it a tab, and the rows of the row groups in the
    /// anonymous table are one table's rows (`<table style="display:
    /// table-row-group"><thead><tr><td>a<tbody><tr><td>b` reads "a\nb").
    /// The row group keeps the anonymous table's last row box while it is
    /// open and hands it back on exit (`exitMisparentedRowGroup`).
    private mutating func enterMisparentedRowGroup(_ index: Int) {
        let holder = rowFrame(above: index)
        let holderDisplay = frames[holder].style.display
        guard holderDisplay == .tableRow || holderDisplay.isRowGroup else { return }
        if cellSeparatorRow == Int32(holder) { writeOwedCellSeparator() }
        // The anonymous table is block-level in the anonymous cell.
        breakLinesSilently(index)
        if holderDisplay == .tableRow {
            // The rows in a row before it share its anonymous table.
            frames[index].lastRowBox = frames[holder].lastRowBox
        } else {
            if frames[holder].nestedTableRows == nil { startRowBox(.anonymous, inTable: table(holding: holder)) }
            frames[index].lastRowBox = frames[holder].nestedTableRows ?? .none
        }
        frames[index].tableFrame = Int32(index)
        frames[index].anonymousTableHolder = Int32(holder)
    }

    /// Whether frame `index`'s box, no cell, follows a cell in its row
    /// (which owes a tab): in a row element; in the anonymous row of cells
    /// straight in a table or row group (CSS 2.1 §17.2.1 wraps them and
    /// the boxes after them in one row: `<div style="display: table"><span
    /// style="display: table-cell">a</span><b>b</b>` reads "a\tb"); or in
    /// the anonymous row of a row element that is `display: contents`
    /// (`<tr style="display: contents"><td>a<b style="display:
    /// inline-block">b` reads "a\tb").
    /// A row, row group, caption or column straight in a table or row
    /// group is no such box: it ends the anonymous row, with no tab
    /// (`<table><caption style="display: table-cell">y<td>z` reads "yz").
    private func inAnonymousCellAfterCell(
        _ index: Int, display: ComputedStyle.Display, parentIndex: Int
    ) -> Bool {
        guard cellSeparatorRow >= 0 else { return false }
        let parentDisplay = frames[parentIndex].style.display
        if parentDisplay == .tableRow { return cellSeparatorRow == Int32(parentIndex) }
        if parentDisplay.holdsTableParts && parentDisplay != .contents {
            let endsRow = display.isTablePart || display == .tableColumn || display == .tableColumnGroup
            return cellSeparatorRow == Int32(parentIndex) && !endsRow
        }
        guard parentDisplay == .contents else { return false }
        let row = rowFrame(above: index)
        let rowDisplay = frames[row].style.display
        return cellSeparatorRow == Int32(row) && rowDisplay.holdsTableParts && rowDisplay != .tableRow
    }

    /// Frame `index`'s box is block-level where it is, though innerText
    /// writes no line break for it: its edges end the line, silently.
    private mutating func breakLinesSilently(_ index: Int) {
        guard !frames[index].breaksLinesSilently, !frames[index - 1].inHiddenBoxOutOfLine else { return }
        frames[index].breaksLinesSilently = true
        builder.breakLineSilently()
    }

    /// Hands the anonymous table's last row box back to the row or row
    /// group holding frame `top` (see `enterMisparentedRowGroup`).
    private mutating func exitMisparentedRowGroup(_ top: Int) {
        let holder = Int(frames[top].anonymousTableHolder)
        if frames[holder].style.display == .tableRow {
            frames[holder].lastRowBox = frames[top].lastRowBox
        } else {
            frames[holder].nestedTableRows = frames[top].lastRowBox
        }
    }

    /// The frame whose box holds frame `index`'s box: its nearest ancestor
    /// that is not `display: contents` (for a cell, its row, or the row
    /// group or table its anonymous row is in).
    private func rowFrame(above index: Int) -> Int {
        var i = index - 1
        while i > 0 && frames[i].style.display == .contents { i -= 1 }
        return i
    }

    /// The table frame whose rows frame `holder` (a table or row group)
    /// holds: `holder` itself for a table, or when it is in none.
    private func table(holding holder: Int) -> Int {
        frames[holder].tableFrame >= 0 ? Int(frames[holder].tableFrame) : holder
    }

    /// A row box of `kind` starts in `table`: innerText ends the row
    /// element before it, if one came last, with "\n" (an anonymous row
    /// ends with nothing).
    private mutating func startRowBox(_ kind: RowBox, inTable table: Int) {
        if frames[table].lastRowBox == .element { builder.requestLineBreak() }
        frames[table].lastRowBox = kind
    }

    /// Writes the `"\t"` the row `cellSeparatorRow` owes, now that what
    /// follows its cell has come.
    private mutating func writeOwedCellSeparator() {
        cellSeparatorRow = -1
        builder.appendCellSeparator()
    }

    mutating func exitElement(_ node: Int32, in document: Document) {
        let top = depth - 1
        if frames[top].skipped {
            depth -= 1
            return
        }
        if frames[top].pendingMarker != .none && frames[top].isVisible {
            // An empty item still shows its marker on a line of its own.
            beginContent()
        }
        if frames[top].drawsQuotes && !frames[top].isAtomicInline {
            // The close quote (see the open quote in `enterElement`).
            if !frames[top].isVisible {
                builder.passInvisibleContent()
            } else if frames[top].style.display == .inline {
                builder.passQuoteMark()
            } else {
                builder.passGeneratedContent()
            }
        }
        if frames[top].hidesZeroWidthSpaceAtEnd { builder.passZeroWidthSpaceBoundary() }
        if frames[top].isAtomicInline {
            if frames[top].isVisible {
                // The close quote ends its line: a space before it stays.
                if frames[top].drawsQuotes { builder.passGeneratedContent() }
                builder.exitAtomicInline()
            } else if !frames[top - 1].inHiddenBoxOutOfLine {
                // Laid out, not drawn: content of its line all the same.
                builder.passInvisibleContent()
            }
        }
        if frames[top].breaksLines { builder.requestLineBreak() }
        if frames[top].breaksLinesSilently { builder.breakLineSilently() }
        if frames[top].container >= 0 { builder.closeContainer(frames[top].container) }
        if cellSeparatorRow == Int32(top) {
            // The row ends after its last cell: no tab. (This box may be a
            // cell itself, holding an anonymous row of cells: its own row
            // still owes the next cell a tab, below.)
            cellSeparatorRow = -1
        }
        if frames[top].style.display == .tableCell && frames[top].isVisible {
            // The cell's row owes its next cell a tab.
            cellSeparatorRow = Int32(rowFrame(above: top))
        }
        if frames[top].anonymousTableHolder >= 0 { exitMisparentedRowGroup(top) }
        if frames[top].inAnonymousInlineTable { endedAnonymousInlineTable = node }
        depth -= 1
    }

    mutating func visitText(_ node: Int32, in document: Document) {
        let top = depth - 1
        guard !frames[top].hidesCharacterData, !frames[top].isClosedDetails, !frames[top].showsOnlyOptions else {
            return
        }
        // White space alone makes no box (Blink's `Text::TextLayoutObjectIsNeeded`)
        // in a table, row group or row, even where it is preserved (`<table
        // style="white-space: pre"><tr><td>a</td>\n<td>b` reads "a\tb";
        // `<a style="display: table-row-group"><b>a</b> <i>b</i>` reads
        // "ab"), and right after the anonymous inline table around table
        // parts in an inline box (`<b><span style="display: table-row">a</span>
        // <i>b</i></b>` reads "ab").
        let topDisplay = frames[top].style.display
        var mayDropWhiteSpace = false
        if topDisplay.holdsTableParts {
            // (`display: contents` holds them only if its box's parent does.)
            mayDropWhiteSpace =
                topDisplay != .contents || frames[rowFrame(above: depth)].style.display.holdsTableParts
        } else if endedAnonymousInlineTable >= 0 && !frames[top].style.whiteSpace.preservesNewlines {
            mayDropWhiteSpace = document.previousSibling(of: node) == endedAnonymousInlineTable
        }
        if mayDropWhiteSpace && Self.isWhiteSpaceOnly(node, in: document) { return }
        guard frames[top].isVisible else {
            // Laid out, not drawn: its white space still collapses with
            // the text around it, unless its box is out of that line.
            guard !frames[top].inHiddenBoxOutOfLine else { return }
            let whiteSpace = frames[top].style.whiteSpace
            builder.beginHiddenTextNode()
            document.forEachChunk(of: node) { builder.passInvisibleText($0, whiteSpace: whiteSpace) }
            return
        }
        var whiteSpace = frames[top].style.whiteSpace
        // In a ruby box a preserved segment break is a space (Chromium
        // draws `<ruby style="white-space: pre">a\nb</ruby>` on one line;
        // a `<br>` still breaks it).
        let breaksAreSpaces = whiteSpace.preservesNewlines && frames[top].inlinifiesChildren
        builder.beginTextNode()
        if breaksAreSpaces && !whiteSpace.preservesSpaces { whiteSpace = .normal }
        document.forEachChunk(of: node) { chunk in
            if breaksAreSpaces && whiteSpace.preservesSpaces && chunk.contains(0x0A) {
                chunk.map { $0 == 0x0A ? 0x20 : $0 }.withUnsafeBufferPointer {
                    appendVisibleText($0, top: top, whiteSpace: whiteSpace)
                }
            } else {
                appendVisibleText(chunk, top: top, whiteSpace: whiteSpace)
            }
        }
    }

    /// One chunk of a drawn text node (`visitText`), in the frame at `top`:
    /// the table and content bookkeeping its first content needs, then
    /// its bytes, unless they are collapsible space that changes nothing.
    private mutating func appendVisibleText(
        _ chunk: UnsafeBufferPointer<UInt8>, top: Int, whiteSpace: ComputedStyle.WhiteSpace
    ) {
        let topDisplay = frames[top].style.display
        if StyledStringBuilder.hasContent(chunk, whiteSpace: whiteSpace) {
            if cellSeparatorRow >= 0 && !frames[Int(cellSeparatorRow)].style.display.holdsTableParts {
                // Outside a row, text between two cells puts them in
                // anonymous tables of their own: no tab between them.
                cellSeparatorRow = -1
            } else if cellSeparatorRow == Int32(top) {
                // Text in the row itself, or in the anonymous row of cells
                // straight in a table or row group, is in an anonymous
                // cell: the tab of the cell before it goes here (see
                // `enterStructure`).
                writeOwedCellSeparator()
            }
            if topDisplay.holdsTableParts {
                // Text between row groups in a row group parts their
                // anonymous tables (`enterMisparentedRowGroup`).
                if frames[top].nestedTableRows != nil { frames[top].nestedTableRows = nil }
                // Text straight in a table or row group is in an
                // anonymous row and cell (CSS 2.1 §17.2.1): the first
                // content there starts the cell's line, and the row
                // element before it ends with "\n" (`<div style="display:
                // table"><div style="display: table-row">r</div>t` reads
                // "r\nt"), as for a box there (see `enterStructure`).
                if topDisplay != .tableRow, topDisplay != .contents {
                    if !frames[top].anonymousCellOpen {
                        frames[top].anonymousCellOpen = true
                        builder.breakLineSilently()
                    }
                    startRowBox(.anonymous, inTable: table(holding: top))
                }
            } else if frames[top].lastRowBox != .none {
                // Text between table parts outside a table parts
                // their anonymous tables.
                frames[top].lastRowBox = .none
            }
            if builder.needsContentStart || !markerFrames.isEmpty { beginContent() }
        } else if builder.atLineStart || builder.absorbsSpace(chunk) || chunk.isEmpty {
            // Only collapsible space, and it would change nothing.
            return
        }
        builder.appendText(chunk, id: resolveAttributes(top), whiteSpace: whiteSpace)
    }

    /// Whether text node `node` is only ASCII white space (`Byte.isWhitespace`:
    /// carriage returns are gone after preprocessing).
    private static func isWhiteSpaceOnly(_ node: Int32, in document: Document) -> Bool {
        var only = true
        document.forEachChunk(of: node) { chunk in
            if only && !chunk.allSatisfy(Byte.isWhitespace) { only = false }
        }
        return only
    }

    // MARK: Content and blocks

    /// Makes way for content: the pending line break, a new block if one is
    /// due, and the markers of list items that had none yet.
    private mutating func beginContent() {
        builder.flushLineBreak()
        if builder.pendingBlockStart { builder.startBlock(makeBlock()) }
        if !markerFrames.isEmpty {
            for i in markerFrames {
                let marker: String?
                switch frames[Int(i)].pendingMarker {
                case .none: marker = nil
                case .listItem(let ordinal, let style): marker = ListMarker.text(ordinal: ordinal, style: style)
                case .text(let index): marker = values.marker(index)
                }
                if let marker {
                    builder.appendMarker(marker, id: frames[Int(i)].markerAttributes)
                }
                frames[Int(i)].pendingMarker = .none
            }
            // Popped, not `removeAll(keepingCapacity:)`, whose generic path
            // costs more than the list item it empties the array for.
            while markerFrames.popLast() != nil {}
        }
    }

    /// The block that starts here: its kind from the nearest element naming
    /// one (a list item names only its first block), its depth and indent
    /// from the containers, its alignment from the nearest block.
    private mutating func makeBlock() -> Block {
        let top = depth - 1
        let kindFrame = Int(frames[top].kindFrame)
        // The kind's compact code (`Block.code(of:)`), or the kind itself
        // when it has none (a user mapper's).
        var code = Block.code(of: .paragraph)!
        var wideKind: Block.Kind? = nil
        var list: Block.ListInfo? = nil
        if kindFrame >= 0, frames[kindFrame].blockKind >= 0 {
            let blockKind = frames[kindFrame].blockKind
            if blockKind == FrameValues.listItem {
                if !frames[kindFrame].listItemTaken {
                    frames[kindFrame].listItemTaken = true
                    code = UInt8(FrameValues.listItem)
                    list = frames[kindFrame].listInfo
                }
            } else if let compact = FrameValues.compactCode(blockKind) {
                code = compact
            } else {
                wideKind = values.kind(blockKind)
            }
        }
        let blockFrame = Int(frames[top].blockFrame)
        let alignment = frames[blockFrame].style.textAlign
        let direction: Block.Direction? = frames[blockFrame].style.direction == .rtl ? .rtl : nil
        if let wideKind {
            return Block(
                range: 0..<0, kind: wideKind, depth: frames[top].containerDepth, indent: frames[top].indent,
                alignment: alignment, direction: direction, list: list)
        }
        return Block.empty(
            code: code, depth: frames[top].containerDepth, indent: frames[top].indent,
            alignment: alignment, direction: direction, list: list)
    }

    // MARK: Lists

    private mutating func startList(
        _ index: Int, node: Int32, element: Node, ordered: Bool, in document: Document
    ) {
        frames[index].listOwner = Int32(index)
        frames[index].listNesting += 1
        frames[index].isOrderedList = ordered
        guard ordered else { return }
        let reversed = document.hasAttribute("reversed", on: element)
        frames[index].counterStep = reversed ? -1 : 1
        if let start = document.attribute("start", of: element).flatMap(Self.parseInteger) {
            frames[index].counter = start
        } else if reversed {
            if itemCounts == nil { itemCounts = ListItemCounter.count(in: document) }
            frames[index].counter = itemCounts?[node] ?? 0
        }
    }

    /// `owner` is the parent's list: an element that is both a list and a
    /// list item (`<ol style="display:list-item">`) is numbered by the list
    /// around it, not by itself.
    private mutating func startListItem(
        _ index: Int, element: Node, owner listOwner: Int32, in document: Document
    ) {
        let owner = Int(listOwner >= 0 ? listOwner : 0)
        let ordinal: Int
        if element.hasAttributes, element.hasKnownName(.li),
            let value = document.attribute("value", of: element).flatMap(Self.parseInteger)
        {
            ordinal = value
        } else {
            ordinal = frames[owner].counter
        }
        frames[owner].counter = ordinal &+ frames[owner].counterStep
        frames[index].listInfo = Block.ListInfo(ordered: frames[owner].isOrderedList, ordinal: ordinal)
        if frames[index].blockKind < 0 {
            frames[index].blockKind = FrameValues.listItem
        }
        let style = frames[index].style.listStyleType ?? .disc
        if style != .none {
            frames[index].pendingMarker = .listItem(ordinal: ordinal, style: style)
            frames[index].markerAttributes = markerAttributesID(for: index)
        }
    }

    /// Interned marker attributes of frame `index`, remembered for the last
    /// style seen (the items of a list usually share one).
    private mutating func markerAttributesID(for index: Int) -> Int32 {
        guard buildsRuns else { return StyledStringBuilder.plain }
        let styleID = frames[index].styleID
        if lastMarkerID >= 0,
            styleID == lastMarkerStyleID
                || (Self.textStyleEqual(lastMarkerStyle, frames[index].style)
                    && values.sameFontFamily(frames[index].styleReferences, lastMarkerReferences))
        {
            lastMarkerStyleID = styleID
            return lastMarkerID
        }
        lastMarkerID = builder.intern(Self.markerAttributes(of: style(index)))
        lastMarkerStyle = frames[index].style
        lastMarkerReferences = frames[index].styleReferences
        lastMarkerStyleID = styleID
        return lastMarkerID
    }

    /// The HTML Standard's "rules for parsing integers" (leading space, sign, digits).
    static func parseInteger(_ text: String) -> Int? {
        var s = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" || $0 == "\r" }
        var negative = false
        if s.first == "-" {
            negative = true
            s = s.dropFirst()
        } else if s.first == "+" {
            s = s.dropFirst()
        }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(digits.prefix(10)) else { return nil }
        return negative ? -value : value
    }

    // MARK: Attributes

    /// The interned run attributes of frame `index`, computed on first use:
    /// most elements (lists, rows, sections) never hold text of their own,
    /// and many that do paint like their parent (known since
    /// `enterElement`), so nothing is hashed for them.
    @inline(__always)
    private mutating func resolveAttributes(_ index: Int) -> Int32 {
        // Inline, the usual case (a frame resolved for earlier text) skips
        // the call to a function with a large stack frame to set up.
        let attributes = frames[index].attributes
        return attributes >= 0 ? attributes : resolveUnresolvedAttributes(index)
    }

    /// `resolveAttributes` for a frame not resolved yet.
    private mutating func resolveUnresolvedAttributes(_ index: Int) -> Int32 {
        guard buildsRuns else { return StyledStringBuilder.plain }
        var first = index
        while frames[first - 1].attributes < 0 { first -= 1 }
        for i in first...index {
            if frames[i].paintsLikeParent {
                frames[i].attributes = frames[i - 1].attributes
                continue
            }
            // With the parent's link and custom values, the text's
            // attributes are those of the parent's text changed by the
            // frame's style (its decoration, background and script are
            // the parent's or the style's, and the parent's attributes show
            // exactly the parts of them that reach text): a function of
            // the parent's attributes and the frame's style id.
            let parent = frames[i - 1].attributes
            // (Not for a style met once: see `CascadeCache.freshID()`.)
            let derived =
                frames[i].styleID >= 0 && frames[i].link == frames[i - 1].link
                && frames[i].custom == frames[i - 1].custom
            if derived, let id = paintCache.id(parent: parent, style: frames[i].styleID) {
                frames[i].attributes = id
                continue
            }
            // A link (`<a href>`, a new link a frame, most of them met
            // once): the attributes the frame's style gives its parent's
            // text, derived as above, with the frame's link in place of
            // the parent's. No paint key is made for a link that no later
            // frame shares.
            if usesShortPaths && !derived && frames[i].styleID >= 0 && frames[i].link >= 0
                && frames[i].link != frames[i - 1].link
                && frames[i].custom == frames[i - 1].custom
            {
                var base = paintCache.id(parent: parent, style: frames[i].styleID)
                if base == nil {
                    let attributes = Self.attributes(
                        style: style(i), decoration: frames[i].decoration,
                        background: frames[i].background, script: frames[i].script,
                        link: values.link(frames[i - 1].link), custom: values.custom(frames[i].custom))
                    let id = builder.intern(attributes)
                    paintCache.remember(parent: parent, style: frames[i].styleID, id: id)
                    base = id
                }
                var attributes = builder.attributes(interned: base!)
                attributes.link = values.link(frames[i].link)
                frames[i].attributes = builder.intern(attributes)
                continue
            }
            let key = paintKey(i)
            if let id = paintCache.id(for: key) {
                frames[i].attributes = id
            } else {
                let attributes = Self.attributes(
                    style: style(i), decoration: frames[i].decoration,
                    background: frames[i].background, script: frames[i].script,
                    link: values.link(frames[i].link), custom: values.custom(frames[i].custom))
                frames[i].attributes = builder.intern(attributes)
                paintCache.remember(key, id: frames[i].attributes)
            }
            if derived { paintCache.remember(parent: parent, style: frames[i].styleID, id: frames[i].attributes) }
        }
        return frames[index].attributes
    }

    /// What frame `index`'s run attributes are made of (see `attributes(style:...)`).
    private func paintKey(_ index: Int) -> PaintCache.Key {
        let style = frames[index].style
        return PaintCache.Key(
            isBold: style.fontWeight >= 600, italic: style.italic, monospace: style.monospace,
            decoration: frames[index].decoration.rawValue, color: style.color, background: frames[index].background,
            script: frames[index].script, fontSize: style.fontSize, letterSpacing: style.letterSpacing,
            wordSpacing: style.wordSpacing, lineHeight: style.lineHeight, link: frames[index].link,
            custom: frames[index].custom,
            references: values.styleReferences(frames[index].styleReferences).map(ObjectIdentifier.init))
    }

    /// The computed style of frame `index`.
    private func style(_ index: Int) -> ComputedStyle {
        ComputedStyle(plain: frames[index].style, references: values.styleReferences(frames[index].styleReferences))
    }

    /// Whether frames `a` and `b` give text the same run attributes.
    private func textStyleEqual(_ a: Int, _ b: Int) -> Bool {
        guard Self.textStyleEqual(frames[a].style, frames[b].style) else { return false }
        return values.sameFontFamily(frames[a].styleReferences, frames[b].styleReferences)
    }

    /// Whether two styles give text the same run attributes, but for the font family.
    private static func textStyleEqual(_ a: PlainStyle, _ b: PlainStyle) -> Bool {
        (a.fontWeight >= 600) == (b.fontWeight >= 600) && a.italic == b.italic && a.color == b.color
            && a.fontSize == b.fontSize && a.monospace == b.monospace
            && a.letterSpacing == b.letterSpacing && a.wordSpacing == b.wordSpacing && a.lineHeight == b.lineHeight
    }

    /// The run attributes of text with `style`, under the decorations,
    /// background, script position and link its ancestors give it.
    private static func attributes(
        style: ComputedStyle, decoration: ComputedStyle.TextDecoration, background: Color?,
        script: TextAttributes.VerticalAlign?, link: String?,
        custom: [String: String]?
    ) -> TextAttributes {
        var a = TextAttributes()
        a.bold = style.fontWeight >= 600
        a.italic = style.italic
        a.underline = decoration.contains(.underline)
        a.strikethrough = decoration.contains(.lineThrough)
        a.link = link
        a.color = style.color == .black ? nil : style.color
        a.backgroundColor = background
        let size = Self.rounded(style.fontSize)
        a.fontSize = size == 16 ? nil : size
        a.fontFamily = style.fontFamily
        a.monospace = style.monospace
        a.verticalAlign = script
        a.letterSpacing = style.letterSpacing.map(Self.rounded)
        a.wordSpacing = style.wordSpacing.map(Self.rounded)
        a.lineHeight = style.lineHeight.map(Self.rounded)
        a.custom = custom
        return a
    }

    /// `::marker` inherits the item's font and colour, not its decorations.
    private static func markerAttributes(of style: ComputedStyle) -> TextAttributes {
        var a = TextAttributes()
        a.marker = true
        a.bold = style.fontWeight >= 600
        a.italic = style.italic
        a.color = style.color == .black ? nil : style.color
        let size = Self.rounded(style.fontSize)
        a.fontSize = size == 16 ? nil : size
        a.fontFamily = style.fontFamily
        a.monospace = style.monospace
        return a
    }

    /// Four decimals (`FourDecimals`).
    private static func rounded(_ value: Double) -> Double {
        FourDecimals.round(value)
    }

    // MARK: Element kinds

    private mutating func pushSkipped() {
        if depth == frames.count {
            frames.append(skippedFrame)
        } else {
            frames[depth] = skippedFrame
        }
        depth += 1
    }

    /// Opens a frame that starts as a copy of frame `index`.
    private mutating func pushCopy(of index: Int) {
        if depth == frames.count {
            frames.append(frames[index])
        } else {
            frames.copy(index, to: depth)
        }
        depth += 1
    }

    private static func image(_ element: Node, in document: Document) -> Attachment.Kind {
        .image(
            src: document.attribute("src", of: element) ?? "", alt: document.attribute("alt", of: element),
            width: document.attribute("width", of: element).flatMap(dimension),
            height: document.attribute("height", of: element).flatMap(dimension))
    }

    /// A `width`/`height` attribute as px: the HTML "rules for parsing
    /// dimension values", keeping plain non-negative numbers only.
    static func dimension(_ text: String) -> Double? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        // ASCII whitespace: space, tab, LF, FF, CR.
        while start < utf8.endIndex, case let b = utf8[start], b == 0x20 || (b >= 0x09 && b <= 0x0D && b != 0x0B) {
            start = utf8.index(after: start)
        }
        var end = start
        while end < utf8.endIndex, case let b = utf8[end], (b >= 0x30 && b <= 0x39) || b == 0x2E {
            end = utf8.index(after: end)
        }
        guard start < end, end == utf8.endIndex || utf8[end] != 0x25 else { return nil }  // "%"
        return Double(Substring(utf8[start..<end]))
    }

    /// SVG and MathML: SVG draws only the character data of its text
    /// elements; its metadata elements draw nothing.
    private static func mapForeign(
        _ element: Node, node: Int32, in document: Document, _ mapping: inout ElementMapping,
        hidesCharacterData: inout Bool
    ) {
        if element.namespace == .mathML {
            // MathML Core UA sheet: of a `<semantics>` or `<maction>` only
            // the first child is rendered.
            let parent = element.parent
            if parent >= 0, document.nodes[Int(parent)].kind == .element,
                document.nodes[Int(parent)].namespace == .mathML,
                document.nodes[Int(parent)].name == .custom(.semantics)
                    || document.nodes[Int(parent)].name == .custom(.maction),
                document.previousElementSibling(of: node) != nil
            {
                mapping.style.display = .none
                return
            }
            // MathML Core §3: only token elements draw their text; text
            // directly in `<math>`, `<mrow>`, `<annotation>`... is not
            // rendered. Table parts lay their text out in anonymous cells.
            switch element.name {
            case .mi, .mo, .mn, .ms, .mtext, .custom(.mtable), .custom(.mtr), .custom(.mtd):
                hidesCharacterData = false
            case .custom(.mphantom):
                // MathML Core UA sheet: `mphantom { visibility: hidden }`.
                hidesCharacterData = true
                mapping.style.visibility = .hidden
            default:
                hidesCharacterData = true
            }
            if element.name == .math {
                // MathML Core UA sheet: `math { font-family: math;
                // font-style: normal; font-weight: normal }`, so a formula
                // in a heading or in `<i>`/`<code>` is not bold, italic or monospace.
                mapping.style.fontWeight = 400
                mapping.style.italic = false
                mapping.style.fontFamily = "math"
                mapping.style.monospace = false
            }
            return
        }
        guard element.namespace == .svg else { return }
        // An SVG element is drawn only where its parent allows it, as
        // Chromium builds SVG boxes: containers hold any element but text
        // pieces, text elements hold only text pieces and links, and the
        // other elements (shapes, gradients, filters, `use`, `image`...)
        // hold nothing drawn. On entry `hidesCharacterData` is still the
        // parent's: false in SVG only inside a text element.
        let parent = Int(element.parent)
        if parent >= 0, document.nodes[parent].kind == .element, document.nodes[parent].namespace == .svg {
            let parentIsText = !hidesCharacterData
            let isTextPiece = element.name == .custom(.tspan) || element.name == .custom(.textPath)
            let allowed =
                parentIsText
                ? isTextPiece || element.name == .a
                : Self.isSVGContainer(document.nodes[parent].name) && !isTextPiece
            if !allowed {
                mapping.style.display = .none
                return
            }
        }
        switch element.name {
        case .custom(.text), .custom(.tspan), .custom(.textPath), .foreignObject:
            hidesCharacterData = false
        case .a:
            break  // as its parent: a link in a text element draws its text
        case .title, .desc, .style, .script:
            mapping.style.display = .none
        default:
            hidesCharacterData = true
        }
    }

    /// SVG elements whose children are drawn (Chromium's SVG containers,
    /// hidden ones like `defs` and `clipPath` included: innerText reads
    /// what has a box, painted or not).
    private static func isSVGContainer(_ name: TagName) -> Bool {
        switch name {
        case .svg, .a, .custom(.g), .custom(.defs), .custom(.symbol), .custom(.clipPath), .custom(.mask),
            .custom(.pattern), .custom(.marker), .custom(.switch):
            true
        default:
            false
        }
    }

    /// Chromium's innerText puts each SVG `<text>` and `<foreignObject>`, and
    /// each MathML element inside `<math>`, on lines of their own (their
    /// boxes are blocks to it); `<tspan>` stays inline and an empty `<svg>`
    /// breaks nothing.
    static func breaksLinesInForeignContent(_ element: Node) -> Bool {
        switch element.namespace {
        case .html: false
        case .svg: element.name == .custom(.text) || element.name == .foreignObject
        case .mathML: element.name != .math
        }
    }

    /// Whether `element` is an HTML or SVG element whose parent is a MathML
    /// element other than a token element (a MathML text integration point).
    static func isUnrenderedInMathML(_ element: Node, in document: Document) -> Bool {
        guard element.namespace != .mathML, element.parent >= 0 else { return false }
        let parent = document.nodes[Int(element.parent)]
        guard parent.kind == .element, parent.namespace == .mathML else { return false }
        return !ElementCategory.isMathMLTextIntegrationPoint(parent.name)
    }

    /// What a select draws: its `option`s and `optgroup`s.
    static func isOption(_ element: Node) -> Bool {
        element.namespace == .html && (element.name == .option || element.name == .optgroup)
    }

}
