// The building blocks of the default tag mappers: each is one rule (or a
// few) of the HTML Standard's user-agent stylesheet or one presentational
// attribute, small enough to reuse and to replace.

/// Named tag mappers that implement the browser's defaults.
enum UserAgentStyle {
    // MARK: Display

    /// `display: none` (§15.3.1 hidden elements).
    static let hidden = display(.none)
    /// `display: block`.
    static let block = display(.block)
    /// `display: inline-block` (buttons, selects: their content shows).
    static let inlineBlock = display(.inlineBlock)

    /// Sets `display`.
    static func display(_ value: ComputedStyle.Display) -> TagMapper {
        TagMapper { _, m in m.style.display = value }
    }

    /// Sets the kind of the element's blocks.
    static func kind(_ kind: Block.Kind) -> TagMapper {
        TagMapper { _, m in m.blockKind = kind }
    }

    /// Makes the element a container with a start indent.
    static func container(_ kind: Container.Kind, indent: Double) -> TagMapper {
        TagMapper { _, m in
            m.containerKind = kind
            m.indent = indent
        }
    }

    // MARK: Text

    /// `font-weight: bolder` (`b`, `strong`).
    static let bold = TagMapper { _, m in m.style.fontWeight = bolder(than: m.style.fontWeight) }
    /// `font-style: italic`.
    static let italic = TagMapper { _, m in m.style.italic = true }
    /// `text-decoration: underline`.
    static let underline = TagMapper { _, m in m.style.textDecoration.insert(.underline) }
    /// `text-decoration: line-through`.
    static let lineThrough = TagMapper { _, m in m.style.textDecoration.insert(.lineThrough) }
    /// `abbr[title], acronym[title] { text-decoration: dotted underline }`.
    static let abbreviation = TagMapper { e, m in
        if e.has("title") { m.style.textDecoration.insert(.underline) }
    }
    /// `font-family: monospace`. (Chromium also sizes a `medium` monospace
    /// at 13px, a rule the CSS stage applies to `font-family` declarations;
    /// kept at the inherited size here until the Corpus goldens move with it.)
    static let monospace = TagMapper { _, m in
        m.style.fontFamily = "monospace"
        m.style.monospace = true
    }
    /// `mark { background-color: yellow; color: black }`.
    static let mark = TagMapper { _, m in
        m.style.backgroundColor = Color(red: 255, green: 255, blue: 0)
        m.style.color = .black
    }
    /// `white-space: nowrap` (`nobr`).
    static let nowrap = TagMapper { _, m in m.style.whiteSpace = .nowrap }
    /// `center { text-align: center }` (`-webkit-center` in Chromium).
    static let center = TagMapper { _, m in m.style.textAlign = .center }

    /// `sub`/`sup`: `vertical-align` and `font-size: smaller`.
    static func script(_ align: TextAttributes.VerticalAlign) -> TagMapper {
        fontSize(scale: 1 / 1.2).followed(by: TagMapper { _, m in m.style.verticalAlign = align })
    }

    /// A `font-size` relative to the inherited one: `2em` is 2, `smaller`
    /// 1/1.2 and `larger` 1.2 (as Blink and the CSS stage compute them). The
    /// CSS stage's size bookkeeping is told, so descendants' `em`, keywords
    /// and monospace sizes start from this size.
    static func fontSize(scale: Double) -> TagMapper {
        TagMapper { _, m in
            let parent = m.style
            m.style.fontSize = parent.fontSize * scale
            FontSizeValue.adoptExternalSize(&m.style, parent: parent)
        }
    }

    /// `h1`...`h6`: block, bold, `font-size` 2em...0.67em, heading blocks.
    static func heading(level: Int) -> TagMapper {
        let scales = [2, 1.5, 1.17, 1, 0.83, 0.67]
        return fontSize(scale: scales[level - 1]).followed(
            by: TagMapper { e, m in
                m.style.display = .block
                m.style.fontWeight = 700
                m.blockKind = .heading(level: level)
                alignAttribute.map(e, &m)
            })
    }

    /// `pre`, `listing`, `xmp`, `plaintext`: block, `white-space: pre`, monospace.
    static let preformatted = monospace.followed(
        by: TagMapper { e, m in
            m.style.display = .block
            m.style.whiteSpace = e.has("wrap") ? .preWrap : .pre
            m.blockKind = .preformatted
        })

    // MARK: Lists

    /// `ul`, `menu`, `dir` and `ol`: a container indented 40px whose items'
    /// markers depend on the list's nesting and `type`.
    static func list(ordered: Bool) -> TagMapper {
        TagMapper { e, m in
            m.style.display = .block
            m.containerKind = ordered ? .orderedList : .unorderedList
            m.indent = 40
            if ordered {
                m.style.listStyleType = listStyle(forType: e.attribute("type")) ?? .decimal
            } else {
                let byNesting: ComputedStyle.ListStyleType =
                    e.listNesting == 0 ? .disc : e.listNesting == 1 ? .circle : .square
                m.style.listStyleType = listStyle(forType: e.attribute("type")) ?? byNesting
            }
        }
    }

    /// `li { display: list-item }`, with `type` as a presentational hint.
    /// (Its blocks are list items while it is displayed as one.)
    static let listItem = TagMapper { e, m in
        m.style.display = .listItem
        if let type = listStyle(forType: e.attribute("type")) { m.style.listStyleType = type }
    }

    /// The `type` attribute of `ol`, `ul` and `li` (§15.3.8): `1 a A i I`
    /// match case-sensitively, the bullet names do not.
    static func listStyle(forType type: String?) -> ComputedStyle.ListStyleType? {
        guard let type else { return nil }
        switch type {
        case "1": return .decimal
        case "a": return .lowerAlpha
        case "A": return .upperAlpha
        case "i": return .lowerRoman
        case "I": return .upperRoman
        default: break
        }
        switch type.lowercased() {
        case "disc": return .disc
        case "circle": return .circle
        case "square": return .square
        case "none": return ComputedStyle.ListStyleType.none
        default: return nil
        }
    }

    // MARK: Sections and interactive elements

    /// `details`: a container; when closed only its summary shows (the walker
    /// reads the `open` attribute).
    static let details = TagMapper { _, m in
        m.style.display = .block
        m.containerKind = .details
    }

    /// `summary { display: list-item }` with a disclosure triangle.
    static let summary = TagMapper { e, m in
        m.style.display = .block
        m.blockKind = .summary
        if e.parentName == .details {
            let open = e.parentAttributes.contains { $0.name == "open" }
            m.marker = open ? "▾ " : "▸ "
        }
    }

    /// `dialog:not([open]) { display: none }`; an open one is a block
    /// painted with `background-color: Canvas` (white) and `color: CanvasText`.
    static let dialog = TagMapper { e, m in
        guard e.has("open") else {
            m.style.display = .none
            return
        }
        m.style.display = .block
        // `dialog { position: absolute }`: out of the line, so a ruby
        // around it does not inlinify it.
        m.style.isOutOfFlow = true
        m.style.backgroundColor = Color(red: 255, green: 255, blue: 255)
        m.style.color = .black
    }

    // MARK: Tables

    /// `table`: a container; `bgcolor`.
    static let table = TagMapper { e, m in
        m.style.display = .table
        m.containerKind = .table
        backgroundAttribute.map(e, &m)
    }

    /// `td`, `th`: cells; `th` is bold and centred.
    static func tableCell(header: Bool) -> TagMapper {
        TagMapper { e, m in
            m.style.display = .tableCell
            m.blockKind = .tableCell
            if header {
                m.style.fontWeight = 700
                if m.style.textAlign == nil { m.style.textAlign = .center }
            }
            cellAttributes.map(e, &m)
            if e.appliesPresentationalHints && e.has("nowrap") { m.style.whiteSpace = .nowrap }
        }
    }

    /// `bgcolor` and `align` on table parts.
    static let cellAttributes = TagMapper { e, m in
        backgroundAttribute.map(e, &m)
        alignAttribute.map(e, &m)
    }

    // MARK: Replaced elements

    /// `img`: an image attachment.
    static let image = TagMapper { _, m in m.content = .image }
    /// `hr`: a block holding a rule attachment.
    static let rule = TagMapper { _, m in
        m.style.display = .block
        m.content = .rule
        m.blockKind = .rule
    }
    /// `br`: a forced line break.
    static let lineBreak = TagMapper { _, m in m.content = .lineBreak }
    /// Elements drawn by the browser whose children never show.
    static let replaced = TagMapper { _, m in
        m.style.display = .inlineBlock
        m.content = .replaced
    }
    /// `<object>`: a replaced box when it shows its resource (see
    /// `ObjectContentType`); its fallback content, inline, otherwise.
    static let object = TagMapper { e, m in
        guard ObjectContentType.of(type: e.attribute("type"), data: e.attribute("data")) == .resource else { return }
        m.style.display = .inlineBlock
        m.content = .replaced
    }
    /// `audio:not([controls]) { display: none }`.
    static let audio = TagMapper { e, m in
        m.style.display = e.has("controls") ? .inlineBlock : .none
        m.content = .replaced
    }
    /// `input`: a widget without text in `innerText`; hidden ones take no room.
    static let input = TagMapper { e, m in
        m.style.display = e.attribute("type")?.lowercased() == "hidden" ? .none : .inlineBlock
        m.content = .replaced
    }
    /// `textarea`: its text, preserved and wrapped, in monospace.
    /// Its text is the control's value, drawn by the widget: none of it is in `innerText`.
    static let textarea = monospace.followed(
        by: TagMapper { _, m in
            m.style.display = .inlineBlock
            m.style.whiteSpace = .preWrap
            m.content = .replaced
        })
    /// `button { display: inline-block; background-color: ButtonFace }`:
    /// Chromium's ButtonFace is #efefef; a disabled button draws it and its
    /// text (#101010) at 30% opacity.
    ///
    /// Like the other form controls it does not inherit the text's font or
    /// colour: `font: -webkit-small-control` (normal weight and style, the
    /// system font at 13.33px) and `color: ButtonText` (#000000), so a button
    /// in a heading, `<tt>` or red text is plain black.
    static let button = TagMapper { e, m in
        m.style.display = .inlineBlock
        m.style.fontWeight = 400
        m.style.italic = false
        m.style.fontFamily = "system-ui"
        m.style.monospace = false
        m.style.fontSize = 40.0 / 3
        m.style.fontSizeKeyword = 0
        m.style.fontSizeIsAbsolute = true
        m.style.fontSizeSpecified = 40.0 / 3
        m.style.lineHeight = nil
        m.style.lineHeightPixels = nil
        m.style.letterSpacing = nil
        m.style.wordSpacing = nil
        if e.has("disabled") {
            m.style.backgroundColor = Color(red: 0xEF, green: 0xEF, blue: 0xEF, alpha: 0x4D)
            m.style.color = Color(red: 0x10, green: 0x10, blue: 0x10, alpha: 0x4D)
        } else {
            m.style.backgroundColor = Color(red: 0xEF, green: 0xEF, blue: 0xEF)
            m.style.color = .black
        }
    }

    // MARK: Presentational hints (§15.3)

    /// `<font color size face>`, read by the CSS stage's presentational hints.
    static let font = TagMapper { e, m in
        guard e.appliesPresentationalHints else { return }
        if let value = e.attribute("color") { StyleResolver.applyPresentationalColor(value, to: &m.style) }
        if let face = e.attribute("face") { StyleResolver.applyPresentationalFace(face, to: &m.style) }
        if let size = e.attribute("size") { StyleResolver.applyLegacyFontSize(size, to: &m.style) }
    }

    /// `bgcolor` on `table`, `tr`, `td`...
    static let backgroundAttribute = TagMapper { e, m in
        guard e.appliesPresentationalHints else { return }
        if let value = e.attribute("bgcolor") { StyleResolver.applyPresentationalBackground(value, to: &m.style) }
    }

    /// `align` on `div`, `p`, headings, captions and table parts.
    static let alignAttribute = TagMapper { e, m in
        guard e.appliesPresentationalHints else { return }
        if let value = e.attribute("align") { StyleResolver.applyPresentationalAlign(value, to: &m.style) }
    }

    /// `hidden` and `dir`, which any element may carry; `<bdi>` and `<bdo>`
    /// and a valid `dir` isolate their content (`unicode-bidi: isolate`, as the
    /// HTML Standard's rendering section gives them).
    static let globalAttributes = TagMapper { e, m in
        if e.namespace == .html, e.name == .bdi || e.name == .bdo { m.style.insertsBidiControls = true }
        guard !e.attributes.isEmpty else { return }
        if e.namespace == .html, e.has("hidden") { m.style.display = .none }
        if let dir = e.attribute("dir") {
            switch dir.lowercased() {
            case "rtl": m.style.direction = .rtl
            case "ltr": m.style.direction = .ltr
            default: break
            }
            if e.namespace == .html, ["rtl", "ltr", "auto"].contains(dir.lowercased()) {
                m.style.insertsBidiControls = true
            }
        }
    }

    // MARK: Computations

    /// CSS Fonts 4 `bolder`.
    static func bolder(than weight: Int) -> Int {
        weight < 350 ? 400 : weight < 550 ? 700 : 900
    }
}
