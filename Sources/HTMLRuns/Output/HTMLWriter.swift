// Clean HTML rendered back from a styled string: the structure its blocks
// and containers describe, the styles of its runs as a few known tags and
// inline CSS, links only with allowed schemes. Nothing of the input's markup
// survives, which is what makes it usable as a sanitiser: whatever the
// input was, the output has only the tags and properties written here.

/// Writes a `StyledString` as normalised, safe HTML.
struct HTMLWriter {
    /// Link and image schemes written out; others lose their `href`/`src`.
    var allowedSchemes: Set<String>

    func write(_ styled: StyledString) -> String {
        var state = State(outline: DocumentOutline(styled), allowedSchemes: allowedSchemes)
        for item in state.outline.items
        where !state.gluedStarts.contains(item.block.range.lowerBound)
            && !state.rubyTableCells.contains(item.block.range.lowerBound)
        {
            state.write(item)
        }
        state.close(downTo: 0)
        return state.output
    }

    /// An inline wrapper, outermost first in the order they are listed.
    enum Wrapper: Equatable {
        case link(String)
        case strong, em, u, s, code
        /// `<sup>`/`<sub>` with the CSS already written: always an explicit
        /// `font-size`, so that the tag's `smaller` does not compound with
        /// an enclosing size.
        case sup(String)
        case sub(String)
        /// `<font face="...">`, for a family that CSS cannot carry as it is
        /// (`face="display:x"` is kept verbatim, as a family name).
        case font(String)
        /// A `<span style="...">` with the CSS already written.
        case span(String)

        var openTag: String {
            switch self {
            case .link(let href): "<a href=\"\(HTMLWriter.escapeAttribute(href))\">"
            case .strong: "<strong>"
            case .em: "<em>"
            case .u: "<u>"
            case .s: "<s>"
            case .code: "<code>"
            case .sup(let css): "<sup style=\"\(HTMLWriter.escapeAttribute(css))\">"
            case .sub(let css): "<sub style=\"\(HTMLWriter.escapeAttribute(css))\">"
            case .font(let face): "<font face=\"\(HTMLWriter.escapeAttribute(face))\">"
            case .span(let css): "<span style=\"\(HTMLWriter.escapeAttribute(css))\">"
            }
        }

        var closeTag: String {
            switch self {
            case .link: "</a>"
            case .strong: "</strong>"
            case .em: "</em>"
            case .u: "</u>"
            case .s: "</s>"
            case .code: "</code>"
            case .sup: "</sup>"
            case .sub: "</sub>"
            case .font: "</font>"
            case .span: "</span>"
            }
        }
    }

    /// A container that is open, with the list item or table row and cell
    /// open inside it.
    struct Frame {
        var container: Int
        var tag: String
        /// `li` in a list, `tr` in a table, when open.
        var item: String?
        /// A `td` is open in the row.
        var cell = false
        /// The open `td` has `display: contents`: blocks in a table that are
        /// not its cells (a cell the converter did not see as one).
        var contentsCell = false
        /// A `display: contents` cell is open: it gives what it holds no
        /// alignment or direction of its own.
        var isContentsCell: Bool { cell && contentsCell }
        /// The alignment the open item or cell gives what it holds.
        var itemAlignment: Block.Alignment?
        /// The direction the open item, cell or summary gives what it holds.
        var itemDirection: Block.Direction?
        /// Something was written in the innermost open element (the cell,
        /// the item, or the container itself).
        var hasContent = false
        /// For a list: the marker style its items get by default, and the
        /// one the open item set with `type` (inherited by what it holds).
        var listStyle: ComputedStyle.ListStyleType?
        var itemStyle: ComputedStyle.ListStyleType?
        /// The font and colour the open item's `style` gives what it holds.
        var itemText: TextAttributes?
        /// The font and colour the open `<td>`'s `style` gives what it
        /// holds (a cell drawing its marker, see `writeCell`).
        var cellText: TextAttributes?
        /// The font and colour the open `<tr>`'s `style` gives its cells (a
        /// row drawing its first cell's marker, see `writeCell`).
        var rowText: TextAttributes?
        /// A list that is an item itself, with the alignment it gives what
        /// it holds.
        var listIsItem = false
        var listAlignment: Block.Alignment?
        var listDirection: Block.Direction?
        /// For a table: the alignment and direction on its `<table>` (see
        /// `rowBoxAlignments`).
        var tableAlignment: Block.Alignment?
        var tableDirection: Block.Direction?
        /// A table that is a list item, drawing its marker (see `tablesAsItems`).
        var tableIsItem = false
        /// The open `<li>` has its own block: it was not opened only to
        /// draw the marker of a container in it (`<li><ol>`).
        var itemTaken = true
        /// The ordinal the open `<li>` has, when known.
        var itemOrdinal: Int?
        /// What closes around the open item's `</li>` (a `</font>`).
        var itemClosing = ""
        /// Tags that close around the container's own: a `</li>` of an item
        /// outside any list that holds it, a `</section>` that keeps a
        /// `<dd>` from closing the `<dd>` it is in.
        var closing = ""
        /// Tags that close inside the container's own, before its end tag
        /// (the visible `<div>` of a hidden container in mid-line, see
        /// `hiddenFirstBlocks`).
        var innerClosing = ""
        /// The marker style and text style of the item holding it, if any.
        var wrapStyle: ComputedStyle.ListStyleType?
        var wrapText: TextAttributes?
        /// A `details` written without `open`: what follows its summary
        /// is shown, so it is in the summary (the item left open).
        var closedDetails = false
        /// A details' summary (drawing its marker) was written in it.
        var hasSummary = false
        /// Opened in an item outside any list reopened in the summary of
        /// the frame around it: that summary's item, and the item (what
        /// closes it, its font and colour, its alignment and direction).
        var inBareItem:
            (
                summary: (text: TextAttributes?, alignment: Block.Alignment?, direction: Block.Direction?),
                close: String, text: TextAttributes, alignment: Block.Alignment?, direction: Block.Direction?
            )?
    }

    struct State {
        let outline: DocumentOutline
        let allowedSchemes: Set<String>
        var output = ""
        var frames: [Frame] = []
        /// The ordinal the next item of each ordered list has by default.
        var expectedOrdinal: [Int: Int] = [:]
        /// The step between items of each ordered list (-1 when reversed).
        var step: [Int: Int] = [:]
        /// The marker attributes of the summary being written (its style),
        /// and the markers of the items around the block being written,
        /// outermost first (the last is drawn by an `<li>` around the block,
        /// the others by items around that one).
        var summaryMarker: TextAttributes?
        /// The summary's marker is that of an open details (`▾`).
        var summaryOpen = false
        var summaryBase: TextAttributes?
        /// The direction of the summary just written, which a block
        /// written in it inherits.
        var summaryDirection: Block.Direction?
        var summaryAlignment: Block.Alignment?
        var blockMarkers: [(text: String, attributes: TextAttributes)] = []
        /// Where the output ended after the last `<li>` opened with a
        /// marker (a block written right there is in it, see `rubyTable`).
        var markedItemEnd: Int?
        /// The ruby tables whose first cell is a container (see
        /// `rubyCellContainers`) written as a `display: table-cell` table
        /// with no holder, in an item just opened to draw its marker: by
        /// the start of the cell after that container.
        var cellTablesAfterMarkers: Set<Int> = []
        /// The alignment and direction of the holder of a ruby table
        /// whose last cell a table just opened went in (see `open`): the
        /// cells continuing that row (`rubyCellContainers`) are written
        /// in it, which they inherit from. By the start of the first.
        var reopenedRubyHolders: [Int: (alignment: Block.Alignment?, direction: Block.Direction?)] = [:]
        var blockMarker: (text: String, attributes: TextAttributes)? { blockMarkers.last }
        /// The block's marker is that of an item of the list just around
        /// it, which the block draws itself (see `write`).
        var blockDrawsListMarker = false
        /// The `face` of the `<font>` the item just described needs around
        /// it, and its ordinal when known.
        var itemFace: String?
        var itemOrdinal: Int?
        /// Where the previous table cell ended, to see whether the next
        /// starts a row (`"\n"`) or continues it (`"\t"`).
        var lastCellEnd: Int?
        /// How an item outside any list was closed, and the font and colour,
        /// alignment and direction it gives what it holds.
        typealias BareItem = (
            close: String, text: TextAttributes, alignment: Block.Alignment?, direction: Block.Direction?
        )
        /// An item outside any list just written straight in a summary
        /// left open: what closed it, the font and colour it gives what it
        /// holds, its alignment and direction. The blocks after it that
        /// are its own (a paragraph is so only in an item) are written in
        /// it, since a paragraph straight in the summary would be a summary.
        var bareItemInSummary: BareItem?
        /// The marker style (`type`) that item set, which the items in it inherit.
        var bareItemStyle: ComputedStyle.ListStyleType?
        /// The block written before this one.
        var previous: DocumentOutline.Item?
        /// Empty cells the next cell opened in a table has before it in
        /// its row (see `leadingEmptyCells`).
        var pendingEmptyCells = 0
        /// Empty cells before the `display: inline` cell the next block in
        /// a table opens (see `anonymousCellStarts`), or nil.
        var pendingAnonymousCell: Int?
        /// The next block in a table opens a `display: table-cell`
        /// caption, not a row (see `captionCells`).
        var pendingCaptionCell = false
        /// Where the content of the block being written starts (after
        /// such empty cells).
        var contentStart = 0
        /// Where the block being written starts.
        var blockStart = 0
        /// The containers holding the block being written.
        var blockContainers: [Int] = []
        /// Of the details that start with the block being written, those
        /// without a marker are the outer ones (see `open`).
        var unmarkedOuter = false
        /// Details markers the block starts with that are those of details
        /// open before it (a summary not at their start), not of those
        /// opening with it.
        var earlierDetailsMarkers = 0
        /// The marker style of the last `<li>` described, and the style and
        /// font of an item outside any list just opened around the next
        /// (which frames do not hold).
        var lastItemStyle = ComputedStyle.ListStyleType.disc
        var outerItem: (style: ComputedStyle.ListStyleType, text: TextAttributes)?
        /// Empty table-cell elements a block starts with, by its start:
        /// their tabs come before its markers (`<li><a style="display:
        /// table-cell"></a><a style="display: table-cell"></a>` is `"\t• "`).
        /// And the rows of empty cells of a table it starts with, before
        /// those, by number of cells (`<li><table><td><td>` is `"\t\n• "`).
        var cellsBeforeMarkers: (start: Int, count: Int, rows: [Int])?
        /// The end tag of the block just written that a table in its line
        /// (see `midLineTables`) goes in, left open for that table.
        var tableHolderClose: String?
        /// The end tags of the `<li>` outside any list last opened to draw
        /// the marker of a container in a table-cell span (see
        /// `cellContainers`), and the font and colour it gives: the item's
        /// own block after the container goes in it again.
        var cellItem: (close: String, text: TextAttributes)?
        /// The kind of that block when its tag gives what it holds a
        /// style (a heading's bold and size, a `pre`'s monospace).
        var tableHolderKind: Block.Kind?

        /// Lists that are items themselves with text straight in them
        /// after their first block (`<ol><ul style="display: list-item">
        /// <li></li>x`): that text is a list item of the list around (or
        /// of none), not one of theirs, so they are written as `display:
        /// list-item` lists, not in an `<li>`. By list, the first such
        /// block (its ordinal, alignment and direction are the list's as
        /// an item).
        let textOfListsAsItems: [Int: Block]
        /// The ordinals of the first two items of each ordered list, for
        /// its `start` and `reversed`.
        let firstOrdinals: [Int: [Int]]
        /// The ordinal of a list's first item when that is a list itself
        /// (see `listAsItem`), which no `value` can give: its `start`.
        let firstAsItem: [Int: Int]
        /// Lists opening with a list that is their first item, after the
        /// marker of an item around them that no `<li>` in them can draw
        /// (see `firstAsItem`): an `<li>` outside them draws it.
        let listsInBareItems: Set<Int>
        /// Lists that are items themselves whose first block, the list's
        /// own item, is of the list's kind (`<ul style="display:
        /// list-item">x<ol style="display: list-item">` is `"• x"`, then
        /// `"1. "` numbered 1 in the `<ul>`): the next item of theirs is a
        /// list that is an item, which no `value` can number, with an
        /// ordinal no `<li>` before it in the list leaves (one on, or one
        /// back when reversed). The first block is no `<li>` of theirs but
        /// the list's own item, written straight in a `display: list-item`
        /// list (see `listAsItem`).
        let listsAsOwnFirstItems: Set<Int>
        /// Paragraphs that start in mid-line, with no line break before
        /// them (an inline `display: table-cell` starts one), by the start
        /// of the block they follow; and their starts.
        let glued: [Int: [DocumentOutline.Item]]
        /// The blocks with a list item's own block glued to them, written
        /// as a paragraph (see `glued`): by start.
        let itemTextLeads: Set<Int>
        let gluedStarts: Set<Int>
        /// Captions glued to a caption of a ruby table (a table-cell
        /// element in it: `<ruby><table><caption>y<t style="display:
        /// table-cell">a` is a caption `"y"`, then a caption `"a"` in its
        /// line), by the start of that caption: written in its `<caption>`.
        let captionGlued: [Int: [DocumentOutline.Item]]
        /// The starts of the last blocks glued to cells of a table, which
        /// `writeCell` writes in their `<td>`: a tab ending one is the
        /// cell's separator, as a cell block's is (`<td><h1><ruby><table>
        /// <td>1</table><i style="display: table-cell"><td>` is a cell
        /// `"1"` and a heading `"\n\t"`, the tab the empty cell's).
        let lastGluedToCells: Set<Int>
        /// Where the table cells in a table start.
        let cellStarts: Set<Int>
        /// Blocks of a kind with a tag holding a ruby table in their line
        /// after a line break ending them, with paragraphs glued after the
        /// table (`<ruby><table><td><h1>><td>2</table><i style="display:
        /// table-cell">s` is a heading `">\n\t"`, a cell `"2"`, then a
        /// paragraph `"s"`): written with their tag in the table's first
        /// cell (whose end makes the line break), in a `<div>` holding the
        /// table and the paragraphs, which in the block's tag would be of
        /// its kind. By start.
        let rubyFirstCellBlocks: Set<Int>
        /// By details, the start of the first summary straight in it, the
        /// one that may draw its marker (see `open`).
        let firstSummaries: [Int: Int]
        /// Containers with a paragraph straight in them.
        let holdsParagraph: Set<Int>
        /// Blocks that start after a line break and tabs that are not the
        /// block before's: a line of table-cell elements whose first ones
        /// are empty (`<p><span style="display: table-cell"></span>...`),
        /// by start, with the number of tabs (of empty cells). Or after
        /// tabs that are all a paragraph before holds (starting the text or
        /// a line), when the block opens containers in their line: that
        /// paragraph is written empty (an empty inline block in it), whose
        /// block takes the tabs back.
        let emptyCellStarts: [Int: Int]
        /// Paragraphs in a table, not in a cell, that start after a line
        /// break and tabs ending the block before the table: a box in a row
        /// that is no cell, after empty cells (`<table><td></td><td
        /// style="display: inline">b`), which takes their tab. By start, the
        /// number of tabs: the row gets that many empty cells, then a
        /// `display: inline` cell for the paragraph, and the block before
        /// ends before the line break.
        let anonymousCellStarts: [Int: Int]
        /// Blocks that start right after a table cell's tab, with the same
        /// containers: a box in the cell's row that is no cell (`<td>a<td
        /// style="display: inline-block">b` is a cell `"a\t"` and a
        /// paragraph `"b"`), written as a `display: inline` cell that
        /// takes the tab.
        let inlineCellStarts: Set<Int>
        /// Tables that are list items whose item block is a box in a row
        /// that is no cell, after a cell's tab (`<table style="display:
        /// list-item"><th>y<td style="display: table-row">x` is a cell `"•
        /// y\t"`, then an item `"x"` with no marker: its table's first
        /// block drew it). By table, that block. Such a table draws its
        /// marker itself (`display: list-item` on the `<table>`), and the
        /// block is written as such a box, which takes the table's item.
        let tablesAsItems: [Int: Block]
        /// The first blocks of tables that are list items whose item block
        /// comes after their tab and the line break before it, the block
        /// being no cell but in one (a container's, `<table style=
        /// "display: list-item"><th><dl>;<td style="display: table-row">y`
        /// is a paragraph `"• ;\n\t"` in the `<dl>`, then the item `"y"`;
        /// or an item's, `<td><f style="display: list-item">`). Written in
        /// a `<td>` of the table, whose end makes that tab (a `display:
        /// contents` one makes none, the line break being the block's
        /// end), the item block after it as such a box (`inlineCellStarts`).
        let cellsBeforeTableItems: Set<Int>
        /// By table, the alignment of the paragraphs in its rows that are
        /// no cells (`display: inline` cells, see `inlineCellStarts` and
        /// `anonymousCellStarts`), when one has one: their anonymous cell
        /// takes it from the table, not from a `<td>` (`<center><table><td>e
        /// <td style="display: table-row">s` is a centred cell `"e\t"` and
        /// a centred paragraph `"s"`), so it goes on the `<table>`.
        let rowBoxAlignments: [Int: Block.Alignment]
        /// By table, the direction of those paragraphs, when one has one,
        /// which their anonymous cell takes from the table too (`<d
        /// dir=rtl><table><th>x<td style="display: table-row">o`): `dir` on
        /// the `<table>`.
        let rowBoxDirections: [Int: Block.Direction]
        /// List items outside any table that start after a line break and
        /// tabs ending the block before: empty table-cell elements in the
        /// item (one more than the tabs) put those tabs before its marker,
        /// the line break separating it from that block. By start, the
        /// number of tabs.
        let tabsBeforeItems: [Int: Int]
        /// The starts of the paragraphs holding nothing but such tabs, in
        /// the line of the item after them (no line break between): written
        /// empty, with an empty inline block.
        let tabsOnlyBeforeItems: Set<Int>
        /// Table cells and captions outside any table (a table in a
        /// `<ruby>` is inlinified, its cells left without their table), in
        /// runs each written as one `<ruby><table>` (see `RubyTable`): by
        /// the start of the block whose HTML holds the run.
        let rubyTables: [Int: RubyTable]
        /// The starts of blocks written in a ruby table held by another
        /// block's HTML, not on their own.
        let rubyTableCells: Set<Int>
        /// Containers that are the first cell of a ruby table, whose HTML
        /// is `<ruby><table><tr><td>` around them (`<table style="display:
        /// inline-table"><td><blockquote>x<td>t` is a paragraph `"x\n\t"`
        /// in the blockquote, then the cell `"t"` outside any table): they
        /// end with a line break and the tabs before the table's next cell.
        let rubyCellContainers: Set<Int>
        /// Those line breaks and tabs, which the blocks ending where such
        /// a container ends do not write: by that end, their count.
        let rubyCellTails: [Int: Int]
        /// The blocks whose unstyled tabs at their end, after their line
        /// break, are the leading cells of a ruby table after them in other
        /// containers (see `RubyTable.afterTabsOfBlockBefore`): by start,
        /// the number of tabs. The block ends at that line break.
        let tabsBeforeContentsTables: [Int: Int]
        /// Tables whose first block starts in mid-line, right after the
        /// text of the block before (a hidden table makes no line break:
        /// `x<span style="visibility: hidden"><table><td><u style=
        /// "visibility: visible">nine` is `"xnine"`, a paragraph and a
        /// cell). Written in that block, with `visibility: hidden` and a
        /// visible `<tbody>`: only the table's own line breaks are gone.
        /// And the starts of the paragraphs written as such a table's
        /// holder (a `<div>`, which a `<p>` could not be). Tables nested
        /// in such a table's first cell that start with it are written so
        /// too (their line breaks are as hidden), and so is the first
        /// block when it is no cell (a `<pre>` in the cell), with its
        /// content in a visible `<span>` (`hiddenBlocks`, by start).
        let midLineTables: Set<Int>
        let tableHolders: Set<Int>
        let hiddenBlocks: Set<Int>
        /// The first blocks of the containers other than tables that start
        /// in mid-line so (a hidden `<blockquote>` with a visible
        /// paragraph, `b<v style="visibility: hidden"><blockquote><table>
        /// <td></table><font style="visibility: visible">h` is a paragraph
        /// `"b"`, then one `"h"` in the blockquote): the container is
        /// written hidden, as such a table is, the block as a visible
        /// `display: table-cell` element (which starts a block without
        /// breaking the line), and what follows it in the container in a
        /// visible `<div>`. By start.
        let hiddenFirstBlocks: Set<Int>
        /// Containers that are (the start of) a table-cell element's
        /// content: their last block is nothing but the tab that separates
        /// that element from the next (or text ending in a line break
        /// before it: the `<br>` ending a block adds no other), in whose
        /// line the block after them
        /// starts, outside them (`<i style="display: table-cell"><dl><l
        /// style="display: table-cell"></l></dl></i><i style="display:
        /// table-cell">y` is a paragraph `"\t"` in the `<dl>`, then one
        /// `"y"`). Written in a `display: table-cell` span, and that block
        /// as a `display: table-cell` element after it (`cellsAfterContainers`,
        /// by start).
        let cellContainers: Set<Int>
        let cellsAfterContainers: Set<Int>
        /// Blocks of their own tag straight in a table, not cells, whose
        /// line break and tab a caption glued after them follows
        /// (`<table><caption style="display: table-cell"><li><caption
        /// style="display: table-cell">a` is an item `"• \n\t"`, then a
        /// caption `"a"` in its line), by start: written in a `display:
        /// table-cell` caption, whose end makes the line break and the
        /// tab, the caption after it a `display: table-cell` one in the
        /// same anonymous row (in a `<tr>`, the block's row ended before
        /// the caption, which started a line). `captionsAfterCells` are
        /// those captions' starts.
        let captionCells: Set<Int>
        let captionsAfterCells: Set<Int>
        /// Paragraphs straight in a table, in no cell and starting a row,
        /// that a cell of the table follows in their line, with no line
        /// break or cell separator between (`<pre><table style="display:
        /// block">`, a tab, `<td>b` is a paragraph `"\t"`, the `<pre>`'s
        /// tab being text, then a cell `"b"` in its line). Written as the
        /// text of a `display: contents` cell, with no `<p>` (which would
        /// end the line), the cell after it in its row. By start.
        let textBeforeCells: Set<Int>

        init(outline: DocumentOutline, allowedSchemes: Set<String>) {
            self.outline = outline
            self.allowedSchemes = allowedSchemes
            var firstOrdinals: [Int: [Int]] = [:]
            var firstAsItem: [Int: Int] = [:]
            var listsInBareItems: Set<Int> = []
            let (listsAsOwnFirstItems, ownFirstItemStarts) = Self.listsAsOwnFirstItems(in: outline)
            self.listsAsOwnFirstItems = listsAsOwnFirstItems
            // By list, where the first block in it starting with a marker starts.
            var firstMarked: [Int: Int] = [:]
            for item in outline.items where !outline.leadingMarkers(of: item).markers.isEmpty {
                for c in item.containers
                where firstMarked[c] == nil && outline.isList(outline.styled.containers[c].kind) {
                    firstMarked[c] = item.block.range.lowerBound
                }
            }
            for item in outline.items where item.block.kind == .listItem {
                guard let list = outline.innermostList(of: item) else { continue }
                // (A list's own item, see `listsAsOwnFirstItems`, is not the
                // first of its items: the next one is, its ordinal the `start`.)
                if let start = ownFirstItemStarts[list], item.containers.last == list,
                    outline.styled.containers[list].range.lowerBound == item.block.range.lowerBound
                {
                    if firstAsItem[list] == nil { firstAsItem[list] = start }
                    if listsAsOwnFirstItems.contains(list) { continue }
                }
                // A list that is an item itself, opening with its block, is
                // numbered by the list around it (see `listAsItem`): its
                // ordinal is that list's start when it is its first item,
                // opening with it with no other item's marker
                // (`<ol start=10><ul style="display: list-item">`).
                if let info = item.block.list, item.containers.last == list,
                    outline.styled.containers[list].range.lowerBound == item.block.range.lowerBound,
                    info.ordered != (outline.styled.containers[list].kind == .orderedList)
                {
                    if let outer = item.containers.dropLast().last(where: {
                        outline.isList(outline.styled.containers[$0].kind)
                    }), outline.styled.containers[outer].range.lowerBound == item.block.range.lowerBound,
                        firstOrdinals[outer] == nil, firstAsItem[outer] == nil,
                        outline.leadingMarkers(of: item).markers.count == 1
                    {
                        firstAsItem[outer] = info.ordinal
                    }
                    // With a marker before its own, that of an item opening
                    // with the list around it: an `<li>` in that list would
                    // be its first item, the list in it the second, one
                    // ordinal on. When the list has another ordinal, the
                    // list around is an item itself, its own first item
                    // (`<ol style="display: list-item"><ul style="display:
                    // list-item">` is `"1. ◦ "`, the `<ul>` numbered 1): an
                    // `<li>` outside it draws that marker (see
                    // `listsInBareItems`), and its `start` is the ordinal.
                    // (Or the list around a `<dl>` around it, opening with
                    // it too: `<li><ol><dl><ul style="display: list-item">`.)
                    let markers = outline.leadingMarkers(of: item).markers
                    // (Or around other containers that number no items,
                    // a `<blockquote>` or a `<dd>`, opening with it too:
                    // `<ul style="display: list-item"><dd><ol style=
                    // "display: list-item">` is `"• 1. "`, the `<ol>`
                    // numbered 1.)
                    // (Or around a details, which numbers no items either:
                    // with no marker of its own, open without a summary, it
                    // is written as a `<details open>` around the list,
                    // `<d style="display: list-item"><ol><details open><ul
                    // style="display: list-item">` being `"• ◦ "`, the
                    // `<ul>` numbered 1 in the `<ol>`.)
                    let around = Array(
                        item.containers.dropLast().reversed().prefix {
                            Self.numbersNoItems(outline.styled.containers[$0].kind)
                                || outline.styled.containers[$0].kind == .details
                                || outline.isList(outline.styled.containers[$0].kind)
                        })
                    if let k = around.firstIndex(where: { outline.isList(outline.styled.containers[$0].kind) }),
                        case let outer = around[k],
                        around[...k].allSatisfy({
                            outline.styled.containers[$0].range.lowerBound == item.block.range.lowerBound
                        }),
                        outline.styled.containers[outer].range.lowerBound == item.block.range.lowerBound,
                        firstOrdinals[outer] == nil, firstAsItem[outer] == nil, markers.count == 2,
                        !MarkerSlots.isDetailsMarker(markers[0]), !MarkerSlots.isDetailsMarker(markers[1]),
                        case let (style, number) = HTMLWriter.markerStyle(
                            markers[0].text, ordinal: nil, preferring: .decimal, expected: 1),
                        style != nil, info.ordinal != (number ?? 1) + 1
                    {
                        firstAsItem[outer] = info.ordinal
                        listsInBareItems.insert(outer)
                    }
                    // So when a block that is no item, first in the list
                    // around, drew that marker (`<ol style="display:
                    // list-item"><pre> <ul style="display: list-item">` is a
                    // `<pre>` `"1.  "`, then `"◦ "`, numbered 1).
                    // (Around containers that number no items too:
                    // `<li><ol><figcaption>x<dl><ul style="display:
                    // list-item">`. And an open details, as above: `<d
                    // style="display: list-item"><ol><details open>y<ul
                    // style="display: list-item">` is a paragraph `"• y"`,
                    // then `"◦ "` numbered 1.)
                    // (That block may be the details' summary, drawing the
                    // details' marker after the item's: `<li><ol><details
                    // open><summary>s</summary>y<ul style="display:
                    // list-item">` is a summary `"• ▾ s"`; only the item's
                    // marker is counted.)
                    let between = item.containers.dropLast().reversed().prefix {
                        Self.numbersNoItems(outline.styled.containers[$0].kind)
                            || outline.styled.containers[$0].kind == .details
                    }
                    if markers.count == 1, item.containers.count >= between.count + 2,
                        case let outer = item.containers[item.containers.count - 2 - between.count],
                        outline.isList(outline.styled.containers[outer].kind),
                        firstOrdinals[outer] == nil, firstAsItem[outer] == nil,
                        let first = outline.items.first(where: {
                            $0.block.range.lowerBound == outline.styled.containers[outer].range.lowerBound
                        }), first.block.kind != .listItem,
                        // (A paragraph straight in the list is its own item,
                        // see `listsAsOwnFirstItems`; one in containers in it
                        // that number no items is not: `<ul style="display:
                        // list-item"><dd>y<ol style="display: list-item">`
                        // is `"• y"`, then `"1. "` numbered 1.)
                        case let inner = first.containers.drop(while: { $0 != outer }).dropFirst(),
                        first.containers.contains(outer),
                        inner.allSatisfy({
                            Self.numbersNoItems(outline.styled.containers[$0].kind)
                                || outline.styled.containers[$0].kind == .details
                        }),
                        !inner.isEmpty || first.block.kind != .paragraph,
                        case let all = outline.leadingMarkers(of: first).markers, !all.isEmpty,
                        !MarkerSlots.isDetailsMarker(all[0]),
                        case let leading = all.filter({ !MarkerSlots.isDetailsMarker($0) }), leading.count == 1,
                        case let (style, number) = HTMLWriter.markerStyle(
                            leading[0].text, ordinal: nil, preferring: .decimal, expected: 1),
                        style != nil, info.ordinal != (number ?? 1) + 1
                    {
                        firstAsItem[outer] = info.ordinal
                        listsInBareItems.insert(outer)
                    }
                    // And when blocks without a marker, which number
                    // nothing, come before it in the list around: its
                    // ordinal is that list's start all the same (`<ol>a
                    // <table><s style="visibility: hidden"><li><tbody><ul
                    // style="display: list-item">` is a paragraph `"a"`,
                    // then `"◦ "` numbered 2: the hidden `<li>` leaves no
                    // block).
                    if markers.count == 1, item.containers.count >= 2,
                        case let outer = item.containers[item.containers.count - 2],
                        outline.isList(outline.styled.containers[outer].kind),
                        firstOrdinals[outer] == nil, firstAsItem[outer] == nil,
                        firstMarked[outer] == item.block.range.lowerBound
                    {
                        firstAsItem[outer] = info.ordinal
                    }
                    continue
                }
                guard firstOrdinals[list, default: []].count < 2 else { continue }
                firstOrdinals[list, default: []].append(item.block.list?.ordinal ?? 1)
            }
            self.firstOrdinals = firstOrdinals
            self.listsInBareItems = listsInBareItems
            var textOfListsAsItems: [Int: Block] = [:]
            for item in outline.items where item.block.kind == .listItem {
                guard let info = item.block.list, let list = item.containers.last,
                    outline.isList(outline.styled.containers[list].kind),
                    info.ordered != (outline.styled.containers[list].kind == .orderedList),
                    outline.styled.containers[list].range.lowerBound < item.block.range.lowerBound,
                    textOfListsAsItems[list] == nil, outline.leadingMarkers(of: item).markers.isEmpty
                else { continue }
                textOfListsAsItems[list] = item.block
            }
            // Such a list that opens the list around it is its first item:
            // the `start` of that list is its ordinal.
            if !textOfListsAsItems.isEmpty {
                for item in outline.items {
                    for (k, list) in item.containers.enumerated().dropFirst() {
                        let outer = item.containers[k - 1]
                        guard let block = textOfListsAsItems[list], let ordinal = block.list?.ordinal,
                            outline.isList(outline.styled.containers[outer].kind), firstAsItem[outer] == nil,
                            outline.styled.containers[outer].range.lowerBound
                                == outline.styled.containers[list].range.lowerBound
                        else { continue }
                        firstAsItem[outer] = ordinal
                    }
                }
            }
            self.firstAsItem = firstAsItem
            self.textOfListsAsItems = textOfListsAsItems
            let captionLines = Self.captionsInCaptionLines(in: outline)
            var (rubyTables, rubyTableCells) = Self.rubyTables(
                in: outline, captionsInLines: Set(captionLines.values.joined().map(\.block.range.lowerBound)))
            (rubyCellContainers, rubyCellTails) = Self.rubyCellContainers(in: outline, tables: &rubyTables)
            self.rubyTables = rubyTables
            self.rubyTableCells = rubyTableCells
            var tabsBeforeContentsTables: [Int: Int] = [:]
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                if let table = rubyTables[item.block.range.lowerBound], table.afterTabsOfBlockBefore {
                    tabsBeforeContentsTables[previous.block.range.lowerBound] = table.leadingCells
                }
            }
            self.tabsBeforeContentsTables = tabsBeforeContentsTables
            let rubyCells = Set(rubyTables.values.flatMap { $0.cells.map(\.block.range.lowerBound) })
            // The block whose HTML holds a ruby table, by the start of the
            // table's last cell: a paragraph straight after that cell in
            // mid-line is glued to it, after the table
            // (`<table style="display: contents"><td>x</table><i
            // style="display: table-cell">e` is `"xe"`).
            var rubyHolders: [Int: DocumentOutline.Item] = [:]
            if !rubyTables.isEmpty {
                let byStart = Dictionary(
                    outline.items.map { ($0.block.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
                for (key, table) in rubyTables where table.trailing == nil {
                    if let last = table.cells.last, let holder = byStart[key] {
                        rubyHolders[last.block.range.lowerBound] = holder
                    }
                }
            }
            let anonymousCellStarts = Self.anonymousCellStarts(in: outline)
            self.anonymousCellStarts = anonymousCellStarts
            var glued: [Int: [DocumentOutline.Item]] = [:]
            var itemTextLeads: Set<Int> = []
            var gluedStarts: Set<Int> = []
            // (The starts of cells of a table with blocks glued to them.)
            var cellLeads: Set<Int> = []
            var lead: DocumentOutline.Item?
            var emptyCellStarts: [Int: Int] = [:]
            // (Those in a ruby table's caption's line are written in it.)
            let captionGlued = captionLines.filter { rubyCells.contains($0.key) }
            let inCaptions = Set(captionGlued.values.joined().map(\.block.range.lowerBound))
            gluedStarts.formUnion(inCaptions)
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                let start = item.block.range.lowerBound
                if inCaptions.contains(start) {
                    lead = nil
                    continue
                }
                // (Cells and captions outside any table, and the paragraph
                // after the last one's tab, are written in their ruby table.)
                if rubyCells.contains(start) || rubyTableCells.contains(start) {
                    lead = nil
                    continue
                }
                if rubyCells.contains(previous.block.range.lowerBound) {
                    // (A block of the holder's kind too: a table-cell
                    // element in the heading after a ruby table,
                    // `<h4>x<ruby><table><th>1</table></ruby><i style=
                    // "display: table-cell">e`, is a heading `"e"`. Or of
                    // another kind with a tag, written with it as a cell in
                    // the holder, as `gluedBlocks` writes one: `<pre><ruby>
                    // <table><td><h2> <td>r<a style="display: table-cell">
                    // </table>u` is a heading `" \n\t"`, a cell `"r"`, then
                    // a preformatted `"u"` in its line.)
                    guard let holder = rubyHolders[previous.block.range.lowerBound],
                        item.block.kind == .paragraph || item.block.kind == holder.block.kind
                            || item.block.kind == rubyTables[holder.block.range.lowerBound]?.holderKind
                            || (HTMLWriter.gluedTag(item.block.kind) != nil && item.block.kind != .rule)
                    else {
                        lead = nil
                        continue
                    }
                    lead = holder
                }
                // (After more than one tab, those are more empty cells:
                // `<table style="display: inline-table"><td><dt>s<td><td
                // style="display: inline-block"><` is a `<dt>` `"s\n\t\t"`.)
                // (Only unstyled tabs: a styled one is text, `<pre>x<br>&Tab;
                // <i style="display: table-cell">c`, and the block after
                // it is glued to the `<pre>`.)
                var tabs = 0
                while start - tabs > previous.block.range.lowerBound, start - tabs <= outline.bytes.count,
                    outline.bytes[start - tabs - 1] == 0x09, outline.isUnstyled(start - tabs - 1..<start - tabs)
                { tabs += 1 }
                // (Not after a line break that is the block before's text,
                // a `<br>`'s: styled, or after nothing or another line
                // break. The tab is that block's separator, the block after
                // it glued: `x<b style="display: table-row"><br style=
                // "display: table-cell">c` is `"x"`, `"\n\t"`, `"c"`. Unless
                // the block opens containers, which no block is glued in:
                // `<n>;<a style="display: table-cell"><blockquote><dl style=
                // "display: table-cell"><a>&` is `";"`, `"\n\t"`, then `"&"`
                // in the blockquote, the tab its empty cell's, the line
                // break written in the block before, see
                // `contentWithFinalBreak`.)
                let opensContainers =
                    item.containers.count > previous.containers.count
                    && item.containers.prefix(previous.containers.count) == previous.containers[...]
                if tabs > 0, start - tabs >= 1, outline.bytes[start - tabs - 1] == 0x0A,
                    previous.block.range.upperBound == start,
                    previous.block.range.lowerBound < start - tabs,
                    opensContainers || !Self.isBreakText(at: start - tabs - 1, in: previous, outline: outline),
                    ![.tableCell, .listItem, .rule].contains(item.block.kind), previous.block.kind != .tableCell,
                    !item.containers.contains(where: { outline.styled.containers[$0].kind == .table })
                {
                    emptyCellStarts[start] = tabs
                    lead = nil
                    continue
                }
                // (Or the tabs are all the block before holds, a paragraph
                // starting the text or a line, and the block opens
                // containers in their line: `<q style="display: table-cell">
                // <blockquote><p style="display: table-cell"><blockquote
                // style="display: table-cell">&` is a paragraph `"\t"`, then
                // one `"&"` in the blockquote. That block is written empty,
                // the tabs as empty cells in this one.)
                if tabs > 0, start - tabs == previous.block.range.lowerBound,
                    start - tabs == 0 || outline.bytes[start - tabs - 1] == 0x0A,
                    previous.block.range.upperBound == start, previous.block.kind == .paragraph,
                    outline.leadingMarkers(of: previous).markers.isEmpty,
                    item.containers.count > previous.containers.count,
                    item.containers.prefix(previous.containers.count) == previous.containers[...],
                    ![.tableCell, .listItem, .rule].contains(item.block.kind),
                    !item.containers.contains(where: { outline.styled.containers[$0].kind == .table })
                {
                    emptyCellStarts[start] = tabs
                    lead = nil
                    continue
                }
                // (A list item's own block after a block of its own tag
                // that drew the item's marker, in the same item, is glued
                // as a paragraph: the `<li>` written around that block
                // holds it, and makes it the item's block again. `<ul><li>
                // <h1 style="display: table-cell">c</h1>&<a style="display:
                // table-cell">x` is a heading `"• c&"`, then the item's
                // block `"x"` in its line; written after the heading's
                // `</h1>`, it started a line of its own.)
                let itemText =
                    item.block.kind == .listItem
                    && HTMLWriter.gluedTag((lead ?? previous).block.kind).map { $0 != "hr" && $0 != "summary" } == true
                    && !outline.leadingMarkers(of: lead ?? previous).markers.isEmpty
                // (Or a list item that draws no marker, outside any list,
                // after a paragraph in its line: `y<f style="visibility:
                // hidden"><v style="display: table-cell"><li><n style=
                // "visibility: visible">a` is a paragraph `"y"`, then an
                // item `"a"`; an `<li>` starts a line. See `gluedBlocks`.)
                let hiddenItem =
                    item.block.kind == .listItem && (lead ?? previous).block.kind == .paragraph
                    && item.block.list.map({ !$0.ordered && $0.ordinal == 1 }) == true
                    && item.block.alignment == previous.block.alignment
                    && item.block.direction == previous.block.direction
                    && !item.containers.contains(where: { outline.isList(outline.styled.containers[$0].kind) })
                let isGlued =
                    (item.block.kind == .paragraph || itemText || hiddenItem || item.block.kind == previous.block.kind
                        || item.block.kind == lead?.block.kind
                        || (HTMLWriter.gluedTag(item.block.kind) != nil && (lead ?? previous).block.kind != .rule))
                    && (item.block.kind != .listItem || itemText || hiddenItem)
                    && (item.block.kind != .rule || (lead ?? previous).block.kind == .paragraph)
                    && item.containers == previous.containers
                    && (item.block.alignment == previous.block.alignment || item.block.kind != .rule)
                    && (item.block.direction == previous.block.direction || item.block.kind != .rule)
                    && start > 0 && start <= outline.bytes.count && outline.bytes[start - 1] != 0x0A
                    && (outline.bytes[start - 1] != 0x09 || previous.block.kind != .tableCell
                        || !outline.isUnstyled(start - 1..<start))
                    && outline.leadingMarkers(of: item).markers.isEmpty
                    && anonymousCellStarts[start] == nil
                if !isGlued {
                    lead = nil
                    continue
                }
                if lead == nil { lead = previous }
                var item = item
                if itemText {
                    item.block.kind = .paragraph
                    itemTextLeads.insert(lead!.block.range.lowerBound)
                }
                glued[lead!.block.range.lowerBound, default: []].append(item)
                if lead!.block.kind == .tableCell,
                    lead!.containers.last.map({ outline.styled.containers[$0].kind == .table }) == true
                {
                    cellLeads.insert(lead!.block.range.lowerBound)
                }
                gluedStarts.insert(start)
            }
            self.glued = glued
            self.itemTextLeads = itemTextLeads
            self.captionGlued = captionGlued
            self.emptyCellStarts = emptyCellStarts
            lastGluedToCells = Set(cellLeads.compactMap { glued[$0]?.last?.block.range.lowerBound })
            var rubyFirstCellBlocks: Set<Int> = []
            for item in outline.items {
                let start = item.block.range.lowerBound
                let end = min(item.block.range.upperBound, outline.bytes.count)
                // (Or with a block after the last cell's tab, `trailing`,
                // and none glued after it: see `isRubyFirstCellCandidate`.)
                guard let table = rubyTables[start], table.inline, table.leadingCells > 0,
                    table.trailing != nil || table.holderKind == nil, !table.continuesCell,
                    case let after = glued[start] ?? [], after.isEmpty == (table.trailing != nil),
                    after.allSatisfy({ $0.block.kind == .paragraph }), !gluedStarts.contains(start),
                    Self.isRubyFirstCellCandidate(item, before: end, in: outline)
                else { continue }
                rubyFirstCellBlocks.insert(start)
            }
            self.rubyFirstCellBlocks = rubyFirstCellBlocks
            var inlineCellStarts = Set(
                zip(outline.items, outline.items.dropFirst()).compactMap { previous, item in
                    let start = item.block.range.lowerBound
                    return previous.block.kind == .tableCell && previous.containers == item.containers
                        && previous.block.range.upperBound == start && start > 0 && start <= outline.bytes.count
                        && outline.bytes[start - 1] == 0x09 && outline.isUnstyled(start - 1..<start) ? start : nil
                })
            var tablesAsItems: [Int: Block] = [:]
            var cellsBeforeTableItems: Set<Int> = []
            // (After a block that is no cell, starting the table, ending
            // with an unstyled line break and tab: see
            // `cellsBeforeTableItems`.)
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) where item.block.kind == .listItem {
                let start = item.block.range.lowerBound
                let first = previous.block.range.lowerBound
                guard let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    outline.styled.containers[table].range.lowerBound == first, first + 2 < start,
                    previous.block.kind != .tableCell, previous.block.range.upperBound == start,
                    start <= outline.bytes.count, outline.bytes[start - 1] == 0x09, outline.bytes[start - 2] == 0x0A,
                    outline.isUnstyled(start - 2..<start), outline.leadingMarkers(of: item).markers.isEmpty,
                    previous.containers.count >= item.containers.count,
                    previous.containers.prefix(item.containers.count) == item.containers[...],
                    !inlineCellStarts.contains(start), anonymousCellStarts[start] == nil
                else { continue }
                inlineCellStarts.insert(start)
                cellsBeforeTableItems.insert(first)
            }
            self.inlineCellStarts = inlineCellStarts
            self.cellsBeforeTableItems = cellsBeforeTableItems
            for item in outline.items where item.block.kind == .listItem {
                let start = item.block.range.lowerBound
                guard let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    outline.styled.containers[table].range.lowerBound < start, tablesAsItems[table] == nil,
                    inlineCellStarts.contains(start), outline.leadingMarkers(of: item).markers.isEmpty
                else { continue }
                tablesAsItems[table] = item.block
            }
            self.tablesAsItems = tablesAsItems
            var rowBoxAlignments: [Int: Block.Alignment] = [:]
            var rowBoxDirections: [Int: Block.Direction] = [:]
            for item in outline.items
            where item.block.kind == .paragraph || item.containers.last.flatMap({ tablesAsItems[$0] }) == item.block {
                let start = item.block.range.lowerBound
                guard let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    inlineCellStarts.contains(start) || anonymousCellStarts[start] != nil
                else { continue }
                if rowBoxAlignments[table] == nil { rowBoxAlignments[table] = item.block.alignment }
                if rowBoxDirections[table] == nil { rowBoxDirections[table] = item.block.direction }
            }
            self.rowBoxAlignments = rowBoxAlignments
            self.rowBoxDirections = rowBoxDirections
            var tabsBeforeItems: [Int: Int] = [:]
            var tabsOnlyBeforeItems: Set<Int> = []
            for (previous, item) in zip(outline.items, outline.items.dropFirst())
            where item.block.kind == .listItem || Self.drawsItsOwnMarker(item.block.kind) {
                let start = item.block.range.lowerBound
                // (A block drawing its own marker with text after it too:
                // `<d style="display: ruby"><ul><li><p style="display:
                // table-cell"><dt style="display: table-cell">a` is a
                // paragraph `"\t"`, then a term `"• a"` in its line; the
                // tab was written as the paragraph's text, which ended its
                // line. Unless its empty cells are written before its text,
                // see `emptyCellStarts`.)
                if item.block.kind != .listItem, outline.leadingMarkers(of: item).end != item.content.upperBound,
                    emptyCellStarts[start] != nil
                {
                    continue
                }
                // (In a table only when it starts the table: a table that
                // is a list item whose first cells are empty draws its
                // marker after their tabs, which end the block before, `x
                // <table style="display: list-item"><th><th>` is a paragraph
                // `"x\n\t"`, then an item `"• "` in the table. Or in a
                // table around the block before too: `<table><th><table
                // style="display: list-item">x<th><th>` is a cell `"x\n\t"`,
                // then the inner table's item.)
                guard previous.block.range.upperBound == start, start <= outline.bytes.count,
                    item.containers.allSatisfy({
                        outline.styled.containers[$0].kind != .table
                            || outline.styled.containers[$0].range.lowerBound == start
                            || previous.containers.contains($0)
                    }),
                    outline.segments(in: start..<min(start + 1, item.content.upperBound)).first?.attributes.marker
                        == true
                else { continue }
                // (Or when the tabs are all the block before holds, a
                // paragraph in the line the item continues: `<s style=
                // "display: inline-block"><table style="display: list-item">
                // <th><th>` is a paragraph `"\t"`, then the item `"• "`,
                // with no line break. That paragraph is written empty,
                // with an empty inline block, see `contentWithFinalBreak`.
                // Any block of text is, written in its own tag: a `<pre>`,
                // `<pre><br><table style="display: list-item"><th><th>`, or
                // a heading.)
                var i = start
                while i > previous.block.range.lowerBound, outline.bytes[i - 1] == 0x09 { i -= 1 }
                let onlyTabs =
                    i == previous.block.range.lowerBound && Self.holdsOnlyText(previous.block.kind)
                    && outline.leadingMarkers(of: previous).markers.isEmpty
                // (The line break may be a styled `<br>`'s, text of the
                // block before, which keeps it: `y<pre><br><table style=
                // "display: list-item"><th><th>` is a `pre` `"\n\t"` in
                // monospace but for the tab, see `contentWithFinalBreak`.)
                guard i < start, onlyTabs || (i > previous.block.range.lowerBound && outline.bytes[i - 1] == 0x0A),
                    outline.isUnstyled(i..<start)
                else { continue }
                tabsBeforeItems[start] = start - i
                if onlyTabs { tabsOnlyBeforeItems.insert(previous.block.range.lowerBound) }
            }
            self.tabsBeforeItems = tabsBeforeItems
            self.tabsOnlyBeforeItems = tabsOnlyBeforeItems
            var cellContainers: Set<Int> = []
            var cellsAfterContainers: Set<Int> = []
            // (Or a block of its own tag but a rule's or summary's, which
            // is written as that tag: `<h1><table><i style="display:
            // table-cell"><pre><ul>`, a newline, `<tbody>x` is a paragraph
            // `"\t"` in the `<ul>`, then a heading `"x"`.)
            // (Or a list item's own block after the container, in the
            // item: the marker before the container's block is that
            // item's, `<ul><li><table><i style="display: table-cell">
            // <blockquote>p<br><thead>a` is a paragraph `"• p\n\t"` in the
            // blockquote, then the item's block `"a"`.)
            for (previous, item) in zip(outline.items, outline.items.dropFirst())
            where item.block.kind == .paragraph || item.block.kind == .listItem
                || HTMLWriter.gluedTag(item.block.kind).map({ $0 != "hr" && $0 != "summary" }) == true
            {
                let start = item.block.range.lowerBound
                let end = start - 1
                // (Or the block's text before the tab ends with a line
                // break, a `<br>` after which its end adds none: `<table>c<i
                // style="display: table-cell"><pre><figure>` and a newline
                // then `<thead><` is a paragraph `"\n\t"` in the figure.)
                // (Or in a table, in a `display: contents` cell the table
                // writes, the span a cell of its row: `<table><th><dl>x
                // <th><h1 style="display: table-cell">b` is a paragraph
                // `"x\n\t"` in the `<dl>`, then a heading `"b"` in its line,
                // neither a cell block.)
                // (The block before may be any that holds only its text,
                // written in its tag in the span: a term `"x\n\t"` in
                // `<table><th><dl><dt>x<th><h1 style="display: table-cell">
                // b` was written in one `display: contents` cell with the
                // heading, which started a line of its own, `"x\n\t\nb"`.)
                // (Or a summary with nothing but its details's marker before
                // that line break, the details the container: `<table><i
                // style="display: table-cell"><details><summary><thead>a`
                // is a summary `"▸ \n\t"`, then a paragraph `"a"`.)
                // (Or a list item holding nothing but its marker: `<table><y
                // style="display: table-cell"><dd style="display:
                // list-item"><tbody><y style="display: table-cell">a` is an
                // item `"• \n\t"` in the `<dd>`, then a paragraph `"a"` in
                // its line; the `<li>` was written with the line break and
                // tab as its text, the paragraph on a line of its own.)
                let onlyMarker =
                    previous.block.kind == .listItem && end >= 1
                    && outline.leadingMarkers(of: previous).end == end - 1
                    && outline.isUnstyled(end - 1..<end)
                guard previous.block.range.upperBound == start, start <= outline.bytes.count, end >= 0,
                    previous.content.upperBound == end, outline.bytes[end] == 0x09, outline.isUnstyled(end..<start),
                    case let leading = outline.leadingMarkers(of: previous),
                    (onlyMarker && (previous.content.isEmpty || outline.bytes[end - 1] == 0x0A))
                        || (Self.holdsOnlyText(previous.block.kind)
                            && leading.markers.allSatisfy({
                                MarkerSlots.isDetailsMarker($0)
                                    ? previous.block.kind == .summary : item.block.kind == .listItem
                            })
                            && (leading.end == end || outline.bytes[end - 1] == 0x0A)),
                    // (Outside any list too, the `<li>` that draws the
                    // container's marker continued: see `cellItem`.)
                    item.block.kind != .listItem || outline.leadingMarkers(of: item).markers.isEmpty,
                    item.containers.count < previous.containers.count,
                    previous.containers.prefix(item.containers.count) == item.containers[...],
                    case let container = previous.containers[item.containers.count],
                    case let first = outline.styled.containers[container].range.lowerBound,
                    first == 0 || outline.bytes[first - 1] == 0x0A,
                    !gluedStarts.contains(start), emptyCellStarts[start] == nil, anonymousCellStarts[start] == nil
                else { continue }
                cellContainers.insert(container)
                cellsAfterContainers.insert(start)
            }
            self.cellContainers = cellContainers
            self.cellsAfterContainers = cellsAfterContainers
            var captionCells: Set<Int> = []
            var captionsAfterCells: Set<Int> = []
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) where item.block.kind == .tableCaption
            {
                let start = item.block.range.lowerBound
                let first = previous.block.range.lowerBound
                guard previous.block.range.upperBound == start, first < start - 1, start <= outline.bytes.count,
                    previous.containers == item.containers,
                    let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    outline.styled.containers[table].range.lowerBound <= first,
                    HTMLWriter.gluedTag(previous.block.kind).map({ $0 != "hr" && $0 != "summary" }) == true
                        || previous.block.kind == .listItem,
                    outline.bytes[start - 1] == 0x09, outline.bytes[start - 2] == 0x0A,
                    outline.isUnstyled(start - 2..<start),
                    !gluedStarts.contains(first), glued[first] == nil, rubyTables[first] == nil,
                    !gluedStarts.contains(start), anonymousCellStarts[start] == nil, emptyCellStarts[start] == nil
                else { continue }
                captionCells.insert(first)
                captionsAfterCells.insert(start)
            }
            self.captionCells = captionCells
            self.captionsAfterCells = captionsAfterCells
            var textBeforeCells: Set<Int> = []
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                let start = item.block.range.lowerBound
                let first = previous.block.range.lowerBound
                guard previous.block.kind == .paragraph, item.block.kind == .tableCell,
                    previous.containers == item.containers,
                    let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    previous.block.range.upperBound == start, first < start, start <= outline.bytes.count,
                    first == 0 || outline.bytes[first - 1] == 0x0A,
                    outline.bytes[start - 1] != 0x0A,
                    outline.bytes[start - 1] != 0x09 || !outline.isUnstyled(start - 1..<start),
                    outline.leadingMarkers(of: previous).markers.isEmpty,
                    !gluedStarts.contains(first), glued[first] == nil, rubyTables[first] == nil,
                    !rubyTableCells.contains(first), anonymousCellStarts[first] == nil,
                    !inlineCellStarts.contains(first), emptyCellStarts[first] == nil
                else { continue }
                textBeforeCells.insert(first)
            }
            self.textBeforeCells = textBeforeCells
            self.gluedStarts = gluedStarts
            (midLineTables, tableHolders, hiddenBlocks, hiddenFirstBlocks) = Self.midLineTables(
                in: outline, gluedStarts: gluedStarts, glued: glued, rubyTables: rubyTables)
            holdsParagraph = Set(
                outline.items.compactMap { $0.block.kind == .paragraph ? $0.containers.last : nil })
            var firstSummaries: [Int: Int] = [:]
            for item in outline.items where item.block.kind == .summary {
                if let details = item.containers.last, outline.styled.containers[details].kind == .details,
                    firstSummaries[details] == nil
                {
                    firstSummaries[details] = item.block.range.lowerBound
                }
            }
            self.firstSummaries = firstSummaries
            cellStarts = Set(
                outline.items.filter {
                    $0.block.kind == .tableCell
                        && $0.containers.contains { c in outline.styled.containers[c].kind == .table }
                }
                .map(\.block.range.lowerBound))
        }

        var containers: [Container] { outline.styled.containers }

        /// Whether blocks of `kind` are a tag of their own holding only
        /// their text (no marker, cell or item of a list): written empty
        /// with an empty inline block, such a block is kept, of its kind
        /// (see `tabsOnlyBeforeItems`). A summary too, when it has no
        /// marker (one outside any details, `<summary><y style="display:
        /// inline-table"><li><table style="display: table-cell"><td><td>`
        /// is a summary `"\t"`, then an item `"• "`), which callers check.
        /// Whether a block of `kind` is written in its own tag, which draws
        /// the marker a `display: list-item` gives it (a heading, `pre`,
        /// term or figure caption starting with its own marker): the empty
        /// cells whose tabs end the block before it are written in it, as
        /// an item's are (`tabsBeforeItems`), when it holds nothing but
        /// that marker.
        static func drawsItsOwnMarker(_ kind: Block.Kind) -> Bool {
            switch kind {
            case .preformatted, .heading, .definitionTerm, .figureCaption: true
            default: false
            }
        }

        static func holdsOnlyText(_ kind: Block.Kind) -> Bool {
            switch kind {
            case .paragraph, .preformatted, .heading, .definitionTerm, .figureCaption, .summary: true
            default: false
            }
        }

        /// Whether containers of `kind` are written as elements that
        /// number no list items and reset no list's numbering (a
        /// `<blockquote>`, `<dl>`, `<dd>`, `<figure>` or `<div>`): an item
        /// in one is numbered by the list around it.
        static func numbersNoItems(_ kind: Container.Kind) -> Bool {
            switch kind {
            case .definitionList, .definitionDescription, .blockquote, .figure, .details, .custom: true
            default: false
            }
        }

        /// The lists whose first block is their own item (see
        /// `listsAsOwnFirstItems`), and by list whose first block is its
        /// own item, the ordinal of its next item when that is a list that
        /// is an item: its `start` (`<ol start=5 style="display:
        /// list-item">x<ul style="display: list-item">` is `"1. x"`, then
        /// `"◦ "` numbered 5).
        static func listsAsOwnFirstItems(in outline: DocumentOutline) -> (lists: Set<Int>, starts: [Int: Int]) {
            var lists: Set<Int> = []
            var starts: [Int: Int] = [:]
            // (By list whose first block has a marker, that block's ordinal
            // and whether it is surely the list's own item, numbered by the
            // list around: of another kind than the list. Until the next
            // item of the list is seen.)
            var firstBlocks: [Int: (ordinal: Int, own: Bool)] = [:]
            for item in outline.items where item.block.kind == .listItem {
                guard let info = item.block.list, let list = item.containers.last,
                    outline.isList(outline.styled.containers[list].kind)
                else { continue }
                let start = item.block.range.lowerBound
                let opens = outline.styled.containers[list].range.lowerBound == start
                let ofItsKind = info.ordered == (outline.styled.containers[list].kind == .orderedList)
                // (Or in containers that number no items: `<ul style=
                // "display: list-item">y<dl><ol style="display: list-item">`
                // is `"• y"`, then `"1. "` numbered 1 in the `<ul>`; with
                // `a<ol` in the `<dl>`, a paragraph `"a"` before it. Not in
                // one that is a list item itself, its first block drawing
                // a marker before the list's own: `<ol><li>e<blockquote
                // style="display: list-item">a<ul style="display:
                // list-item">`.)
                let between = item.containers.dropLast().reversed().prefix { c in
                    let container = outline.styled.containers[c]
                    guard Self.numbersNoItems(container.kind) else { return false }
                    if container.range.lowerBound == start {
                        return outline.leadingMarkers(of: item).markers.count <= 1
                    }
                    return outline.items.first(where: { $0.block.range.lowerBound == container.range.lowerBound })
                        .map { outline.leadingMarkers(of: $0).markers.isEmpty } ?? false
                }
                if ofItsKind {
                    // (An `<li>` of the list: its `value` numbers it.)
                    firstBlocks[list] = nil
                } else if opens, item.containers.count >= between.count + 2,
                    case let around = item.containers[item.containers.count - 2 - between.count],
                    let first = firstBlocks.removeValue(forKey: around)
                {
                    // A list that is an item, straight in the list whose item it is.
                    // (One back is an `<li>` before it in a reversed list;
                    // only an `<ol>` can be reversed: in a `<ul>` it is the
                    // list's own item, `<ul style="display: list-item">x<ol
                    // style="display: list-item">` in an `<li>` numbering
                    // the `<ul>` 2, the `<ol>` 1.)
                    let reversible = outline.styled.containers[around].kind == .orderedList
                    // (Items with no block of their own that start with it,
                    // their markers before its own, are numbered by that
                    // list first: `<ol><li>e<o style="display: list-item">
                    // <ul style="display: list-item">` is `"1. e"`, then
                    // `"2. ◦ "`, the `<ul>` numbered 3 after the `<o>`.)
                    let itemsBefore = outline.leadingMarkers(of: item).markers.dropLast().count {
                        !MarkerSlots.isDetailsMarker($0)
                    }
                    if !first.own, info.ordinal != first.ordinal + 1 + itemsBefore,
                        !reversible || info.ordinal != first.ordinal - 1 - itemsBefore
                    {
                        lists.insert(around)
                    }
                    if first.own || lists.contains(around) { starts[around] = info.ordinal }
                }
                let marked = !outline.leadingMarkers(of: item).markers.isEmpty
                if opens, marked {
                    firstBlocks[list] = (info.ordinal, !ofItsKind)
                }
                // (An item with a marker in a list in those around it may
                // be theirs, numbered by them: their ordinal after it is
                // no sign of their own item. `<ol><li>e<ol style="display:
                // list-item"></ol><ul style="display: list-item">` is `"1.
                // e"`, then `"2. "` in the inner `<ol>` and `"◦ "` numbered
                // 3, the outer `<ol>` no item.)
                if marked {
                    for around in item.containers.dropLast() { firstBlocks[around] = nil }
                }
            }
            return (lists, starts)
        }

        /// The tables whose first block starts in mid-line after the block
        /// before, and the paragraphs holding them (see `midLineTables`).
        /// That block is a paragraph, heading or `pre` (written in its tag,
        /// left open) with nothing glued to it, a list item
        /// (whose `<li>` holds the table), or a cell written in its table
        /// (whose `<td>` does); the next
        /// block opens containers only (nested, all starting with it), with
        /// no marker: tables, and containers of any other kind (blockquotes,
        /// figures, lists, details...) when it is a paragraph, heading,
        /// `pre`, term, figure caption or summary (see `hiddenFirstBlocks`;
        /// `c<a style="visibility: hidden"><details open><b style="display:
        /// table-cell"><y style="visibility: visible">b` is `"cb"`). And the starts of such next blocks that
        /// are no cells of their table (see `hiddenBlocks`), and of those
        /// whose innermost container is no table (`hiddenFirstBlocks`).
        static func midLineTables(
            in outline: DocumentOutline, gluedStarts: Set<Int>, glued: [Int: [DocumentOutline.Item]],
            rubyTables: [Int: RubyTable]
        ) -> (Set<Int>, Set<Int>, Set<Int>, Set<Int>) {
            var tables: Set<Int> = []
            var holders: Set<Int> = []
            var blocks: Set<Int> = []
            var firstBlocks: Set<Int> = []
            let bytes = outline.bytes
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                let start = item.block.range.lowerBound
                let before = previous.block.range.lowerBound
                // (Not after tabs: those of empty cells before it. A styled
                // one is text, a `pre`'s: `<pre>&Tab;<l style="visibility:
                // hidden"><table><td style="visibility: visible"> ` is a
                // preformatted `"\t"`, then a cell `" "`.)
                let opened = item.containers.dropFirst(previous.containers.count)
                guard start > before, start <= bytes.count, bytes[start - 1] != 0x0A,
                    bytes[start - 1] != 0x09 || !outline.isUnstyled(start - 1..<start),
                    previous.block.range.upperBound == start, !opened.isEmpty,
                    opened.allSatisfy({ outline.styled.containers[$0].range.lowerBound == start }),
                    item.containers.prefix(previous.containers.count) == previous.containers[...],
                    !gluedStarts.contains(before), glued[before] == nil, rubyTables[before] == nil,
                    outline.leadingMarkers(of: item).markers.isEmpty,
                    previous.block.kind == .listItem || outline.leadingMarkers(of: previous).markers.isEmpty
                else { continue }
                let inCell =
                    previous.block.kind == .tableCell
                    && previous.containers.last.map { outline.styled.containers[$0].kind == .table } == true
                // (Or a heading or `pre`, which holds it as a paragraph
                // does: `<pre>x<dd style="visibility: hidden"><n style=
                // "display: table-cell"><q style="visibility: visible">y` is
                // a preformatted `"x"`, then a paragraph `"y"` in the `dd`.)
                switch previous.block.kind {
                case .paragraph, .listItem, .preformatted, .heading: break
                default: guard inCell else { continue }
                }
                let inTable = outline.styled.containers[opened.last!].kind == .table
                if !inTable {
                    switch item.block.kind {
                    case .paragraph, .heading, .preformatted, .definitionTerm, .figureCaption, .summary:
                        firstBlocks.insert(start)
                    // So is the first cell of a ruby table, in the `<div>`
                    // holding it (`y<e style="visibility: hidden"><ol><table
                    // style="display: table-cell"><th><t style="visibility:
                    // visible">a` is a paragraph `"y"`, then a cell `"a"` in
                    // the list).
                    case .tableCell where rubyTables[start].map({ !$0.inline }) == true && glued[start] == nil:
                        firstBlocks.insert(start)
                        tables.formUnion(opened)
                        if !inCell { holders.insert(before) }
                        continue
                    default: continue
                    }
                    guard glued[start] == nil, rubyTables[start] == nil else {
                        firstBlocks.remove(start)
                        continue
                    }
                }
                tables.formUnion(opened)
                if !inCell { holders.insert(before) }
                if item.block.kind != .tableCell, inTable { blocks.insert(start) }
            }
            return (tables, holders, blocks, firstBlocks)
        }

        /// A run of table cells and captions outside any table, as Chromium
        /// leaves those of a table in a `<ruby>` (inlinified: `<ruby><table>
        /// <td>a<td>b` is `"a\tb"`, two cell blocks without a table
        /// container). Written as `<ruby><table>` again, a row per line and
        /// a cell per tab (see `rubyTable`).
        struct RubyTable {
            /// The cell and caption blocks, consecutive, with the same
            /// containers.
            var cells: [DocumentOutline.Item]
            /// Empty cells before the first: the unstyled tabs that end the
            /// block before it (`<ruby><table><td><td>b` is a paragraph
            /// `"\t"`, then the cell `"b"`).
            var leadingCells: Int
            /// Written at the end of the block before it, which it
            /// continues in mid-line (`x<ruby><table><td>a` is a paragraph
            /// `"x"`, then the cell `"a"`); else the block holding it is
            /// the run's first (or the paragraph of its leading cells'
            /// tabs), written as a `<div>` of its own.
            var inline: Bool
            /// A paragraph after the last cell's tab, in its line (an inline
            /// table's `display: inline-block` cell and what follows it,
            /// `<td>i<td style="display:inline-block">j</table>k`): written
            /// as a `display: inline` cell after that tab, which reads back
            /// as the same paragraph.
            var trailing: DocumentOutline.Item? = nil
            /// The kind of the blocks in it that are no cells (`trailing`,
            /// and `display: inline` cells), when it is not a paragraph (a
            /// heading, a preformatted block...): the block holding the
            /// table has that kind, or is its first cell, written with
            /// that kind's tag.
            var holderKind: Block.Kind? = nil
            /// Continues the row of a ruby table whose first cell is a
            /// container (see `rubyCellContainers`): its `<ruby><table><tr>`
            /// and that cell were written around the container, and its
            /// leading cells are the empty cells after the container's tab.
            var continuesCell = false
            /// A block of its own tag (not a rule) after the last cell's
            /// tab, in its line, of a kind the holder is not (`<l
            /// style="display: ruby"><table>b<th><br style="display:
            /// table-cell"><summary style="display: table-cell">a` is a
            /// paragraph `"b"`, a cell `"\n\t"`, then a summary `"a"`):
            /// written in the last cell's `<td>` as a `display: table-cell`
            /// element after the cell's content, itself in a `display:
            /// table-cell` span, whose end makes the tab (after the
            /// `<td>`, a block of its own broke the line).
            var gluedToLast: DocumentOutline.Item? = nil
            /// Its leading cells are the unstyled tabs ending the block
            /// before, after that block's line break, in other containers:
            /// the run's first cell opens containers of its own (`c<ul>
            /// <table style="display: contents"><th><td>a` is a paragraph
            /// `"c\n\t"`, then the cell `"a"` in the `<ul>`). Written as a
            /// `display: contents` table, whose empty cells' tabs end the
            /// block before as they did (a `<ruby>` would make them a
            /// paragraph of their own in the `<ul>`); that block ends at
            /// its line break (see `tabsBeforeContentsTables`).
            var afterTabsOfBlockBefore = false
            /// Its leading cells are unstyled tabs its first cell starts
            /// with, starting a line, before an unstyled line break and the
            /// cell's markers: the empty cells before a list-item cell with
            /// no block before them in their line to end, whose tabs start
            /// the cell's block, its `display: list-item` the line break
            /// (`<table style="display: contents"><th><th style="display:
            /// list-item">` is a cell `"\t\n• "`). Written as a `display:
            /// contents` table too, with the empty cells, then the cell
            /// from its markers on (in a `<ruby>`, the tabs would be a
            /// paragraph of their own, and a `<td>` holding them all would
            /// draw no marker).
            var leadingTabsInCell = false
            /// Written as a `display: contents` table (see above).
            var isContents: Bool { afterTabsOfBlockBefore || leadingTabsInCell }
        }

        /// Paragraphs in a table, not in a cell, after a line break and tabs
        /// ending the block before (see `anonymousCellStarts`): by start,
        /// the number of tabs. The block before is in a container in a
        /// cell (`<td><dl>d<td style="display: inline">b`) or straight in
        /// the table, not a cell (`<td><h3>v<td style="display: table-row">t`,
        /// a heading `"v\n\t"` and a paragraph `"t"`).
        static func anonymousCellStarts(in outline: DocumentOutline) -> [Int: Int] {
            var anonymousCellStarts: [Int: Int] = [:]
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) where item.block.kind == .paragraph {
                let start = item.block.range.lowerBound
                guard start > 0, start <= outline.bytes.count, outline.bytes[start - 1] == 0x09,
                    previous.block.range.upperBound == start,
                    let table = item.containers.last, outline.styled.containers[table].kind == .table,
                    previous.containers.last != table || previous.block.kind != .tableCell
                else { continue }
                // (The tabs may be all the block before holds: one that
                // starts the text or a line, `<table><input><td><td
                // style="display: inline">b`, where the row's line break
                // is the one before it, or none at the start.)
                var i = start
                while i > previous.block.range.lowerBound, outline.bytes[i - 1] == 0x09 { i -= 1 }
                // (The line break before them may be the block's text, a
                // styled one or one after another: a `<br>` it writes,
                // after which the converter adds no row break, `<table>&<i><br><td><td
                // style="display: inline">a` is a paragraph `"&\n\t"` with
                // an italic line break, then `"a"`.)
                let wholeBlock = i == previous.block.range.lowerBound && (i == 0 || outline.bytes[i - 1] == 0x0A)
                guard wholeBlock || (i > previous.block.range.lowerBound && outline.bytes[i - 1] == 0x0A),
                    outline.isUnstyled(i..<start)
                else { continue }
                anonymousCellStarts[start] = start - i
            }
            return anonymousCellStarts
        }

        /// The runs of table cells and captions outside any table, by the start of the
        /// block whose HTML holds each, and the starts of the blocks written
        /// in one that is not their own.
        /// Blocks in the line of a caption before them (`<caption>y<t
        /// style="display: table-cell">a` is a caption `"y"`, then a caption
        /// `"a"` with no separator; a `<dt>` there is a term): table-cell
        /// elements in that caption (a caption ends its line), not captions
        /// or blocks of their own. By the start of that caption, the blocks
        /// in its line: the first straight after it, the others after a
        /// tab (cells of the same anonymous table).
        static func captionsInCaptionLines(in outline: DocumentOutline) -> [Int: [DocumentOutline.Item]] {
            var groups: [Int: [DocumentOutline.Item]] = [:]
            var holder: DocumentOutline.Item?
            // (The first after unstyled tabs ending the caption, after its
            // text, too: its text's, or empty table-cell elements' in it
            // (`<ruby><table><caption style="white-space: pre">>&Tab;<t
            // style="display: table-cell"> ` is a caption `">\t"`, then a
            // caption `" "`). Written as an empty cell after the caption,
            // the tab started a line; the caption's text holds it.)
            func emptyCellTabs(before start: Int, in lead: DocumentOutline.Item) -> Int {
                var i = start
                while i > lead.block.range.lowerBound, outline.bytes[i - 1] == 0x09 { i -= 1 }
                guard i > lead.content.lowerBound, outline.bytes[i - 1] != 0x0A, outline.isUnstyled(i..<start)
                else { return 0 }
                return start - i
            }
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                let start = item.block.range.lowerBound
                let lead = holder ?? previous
                // (Not after a `display: table-cell` caption, which starts
                // in mid-line: cells after it are in its line, not in it;
                // no table's cell is in a caption. A block of a kind of its
                // own straight after it is in it all the same: `<caption
                // style="display: table-cell">z<p style="display:
                // table-cell">w` after a cell's tab is a caption `"z"` and a
                // caption `"w"` with no separator, which a cell after it
                // would have; a heading in it is one too. A paragraph may
                // be one glued after its table.)
                let leadStart = lead.block.range.lowerBound
                guard item.block.kind != .rule, item.block.kind != .listItem, item.block.kind != .tableCell,
                    lead.block.kind == .tableCaption,
                    leadStart == 0 || (leadStart <= outline.bytes.count && outline.bytes[leadStart - 1] == 0x0A)
                        || (item.block.kind != .paragraph && holder == nil),
                    previous.block.range.upperBound == start, start > 0, start <= outline.bytes.count,
                    outline.bytes[start - 1] != 0x0A,
                    holder != nil || outline.bytes[start - 1] != 0x09 || emptyCellTabs(before: start, in: lead) > 0,
                    item.containers == previous.containers, outline.leadingMarkers(of: item).markers.isEmpty
                else {
                    holder = nil
                    continue
                }
                groups[lead.block.range.lowerBound, default: []].append(item)
                holder = lead
            }
            return groups
        }

        /// The runs of cells and captions written as ruby tables (see
        /// `RubyTable`), by start, and the starts of the other blocks
        /// written in them. `captionsInLines` are the starts of the blocks
        /// in a caption's line (see `captionsInCaptionLines`): in that
        /// caption, no cells of a run.
        static func rubyTables(
            in outline: DocumentOutline, captionsInLines: Set<Int>
        ) -> ([Int: RubyTable], Set<Int>) {
            var tables: [Int: RubyTable] = [:]
            var inside: Set<Int> = []
            let items = outline.items
            let bytes = outline.bytes
            var i = 0
            while i < items.count {
                // (Or a cell of a table that starts in mid-line, not after
                // a cell: one of a table in a ruby in a cell of a table,
                // `<table><td><h4>x<ruby><table><th>1`, with the cells after
                // it on its line: the outer table's next cell would start a
                // line, after the block the ruby is in. Those of the rows
                // after it are written as the outer table's, which reads
                // back the same. A cell straight after one of those, with
                // no separator, is on its line too: a row that is a ruby
                // makes no row break, `<table><tr style="display: ruby">
                // <th>V<tr><td>1` is `"V1"`.)
                let start = items[i].block.range.lowerBound
                // (After tabs ending the block before, not starting its
                // line: the table's leading empty cells. Unstyled ones only:
                // a styled tab is the block's text, `<table><caption style=
                // "display: table-cell"><b style="white-space: pre">&Tab;
                // </b><td>&` is a caption `"\t"`, then the cell `"&"` in
                // its line.)
                let tabs =
                    i > 0 && start <= bytes.count
                    ? outline.trailingTabsStart(items[i - 1].block.range.lowerBound..<start) : start
                // (The block before may be nothing but those tabs, when it
                // starts in mid-line itself: an empty table-cell element
                // glued to a paragraph, `<table><td style="display:
                // contents">y<q style="display: table-cell"><th>y` is a
                // paragraph `"y"`, one `"\t"`, then a cell `"y"`.)
                let inMidLine =
                    items[i].block.kind == .tableCell && i > 0 && tabs > 0 && tabs <= bytes.count
                    && tabs >= items[i - 1].block.range.lowerBound && bytes[tabs - 1] != 0x0A
                    && items[i - 1].block.kind != .tableCell && items[i - 1].block.range.upperBound == start
                    && items[i - 1].containers == items[i].containers
                guard outline.isCellOutsideTable(items[i]) || inMidLine, !captionsInLines.contains(start) else {
                    i += 1
                    continue
                }
                // The block holding the run: the one before it, which it
                // continues in mid-line, or else its first cell (see
                // `RubyTable.inline`).
                let previous: DocumentOutline.Item? =
                    i > 0 && start > 0 && start <= bytes.count && bytes[start - 1] != 0x0A
                        && items[i - 1].block.range.upperBound == start
                        && items[i - 1].containers == items[i].containers
                        && !tables.keys.contains(items[i - 1].block.range.lowerBound)
                    ? items[i - 1] : nil
                // Blocks after a cell's tab that are no cells (see
                // `isInlineCell`) are paragraphs, or blocks of the kind of
                // the one holding the table: an inline-block cell in a
                // `<pre>` or heading is preformatted or a heading (`<pre>
                // <table style="display: inline-table"><td>i<td style=
                // "display: inline-block">j` is a cell `"i\t"` and a
                // preformatted block `"j"`). A first cell holding the run
                // is then written with that kind's tag (`holderKind`).
                var holderKind: Block.Kind?
                // (A block before the run that its first cell holds, see
                // `rubyFirstCellBlocks`, is no holder: the trailing block
                // after the last cell's tab may be of another kind, which
                // the holder takes. `<pre><ruby><table><td><h2>x<td>r<td>
                // </table>u` is a heading `"x\n\t"`, a cell `"r\t"`, then a
                // preformatted `"u"`.)
                let previousInFirstCell = previous.map { Self.isRubyFirstCellCandidate($0, before: start, in: outline) }
                func fits(_ item: DocumentOutline.Item, trailing: Bool = false) -> Bool {
                    let kind = item.block.kind
                    guard kind != .paragraph else { return true }
                    // (Only the first cell holding the run takes its tag.)
                    let holds =
                        previous.map {
                            $0.block.kind == kind
                                || (trailing && previousInFirstCell == true && (holderKind ?? kind) == kind)
                        } ?? ((holderKind ?? kind) == kind)
                    guard kind != .rule, HTMLWriter.gluedTag(kind) != nil, holds else { return false }
                    holderKind = kind
                    return true
                }
                // A block after a cell's tab whose separators at its end
                // (unstyled line breaks and tabs) come before a cell of the
                // run is a `display: inline` cell of it: an inline table's
                // `display: inline-block` cell whose line break ends its row
                // (`<table style="display: inline-table"><td>i<td style=
                // "display: inline-block">j<tr><td><td>g` is a cell `"i\t"`,
                // a paragraph `"j\n\t"`, a cell `"g"`).
                func isInlineCell(_ k: Int) -> Bool {
                    let item = items[k]
                    let start = item.block.range.lowerBound
                    let end = min(item.block.range.upperBound, bytes.count)
                    guard item.containers == items[i].containers, items[k - 1].block.range.upperBound == start,
                        k + 1 < items.count, outline.isCellOutsideTable(items[k + 1]),
                        items[k + 1].containers == item.containers,
                        items[k + 1].block.range.lowerBound == item.block.range.upperBound,
                        start > 0, start < end, bytes[start - 1] == 0x09, outline.isUnstyled(start - 1..<start)
                    else { return false }
                    let body = outline.trailingSeparatorsStart(start..<end)
                    return body < end && !bytes[start..<body].contains { $0 == 0x09 || $0 == 0x0A } && fits(item)
                }
                // Whether `item` ends with unstyled line breaks and tabs
                // after text with neither: an inline table's `display:
                // inline-block` cell and the rows of empty cells after its
                // row (`<table style="display: inline-table"><td>i<td style=
                // "display: inline-block">j<tr><td><td>` is a cell `"i\t"`,
                // then a paragraph `"j\n\t"`), written as those rows.
                func endsWithEmptyRows(_ item: DocumentOutline.Item) -> Bool {
                    let start = item.block.range.lowerBound
                    let body = outline.trailingSeparatorsStart(start..<min(item.block.range.upperBound, bytes.count))
                    return !bytes[start..<body].contains { $0 == 0x09 || $0 == 0x0A }
                }
                var cells = [items[i]]
                var j = i + 1
                while j < items.count,
                    outline.isCellOutsideTable(items[j])
                        || (inMidLine && items[j].block.kind == .tableCell && items[j].block.range.lowerBound > 0
                            && bytes[min(items[j].block.range.lowerBound, bytes.count) - 1] != 0x0A)
                        || (outline.isCellOutsideTable(items[i]) && isInlineCell(j)),
                    items[j].containers == items[i].containers,
                    items[j].block.range.lowerBound == cells[cells.count - 1].block.range.upperBound,
                    !captionsInLines.contains(items[j].block.range.lowerBound)
                {
                    cells.append(items[j])
                    j += 1
                }
                // A block of those kinds after the last cell's tab, in its
                // line, is the run's too, written after that tab. (Line
                // breaks it starts with are its own, `<br>`s: `<table
                // style="display: table-cell"><th>a<td style="display:
                // ruby"><br>x` is a cell `"a\t"`, then a paragraph `"\nx"`.)
                var trailing: DocumentOutline.Item?
                if let last = cells.last, j < items.count, case let next = items[j],
                    next.containers == last.containers,
                    case let end = last.block.range.upperBound, end > 0, end <= bytes.count, bytes[end - 1] == 0x09,
                    next.block.range.lowerBound == end,
                    !bytes[end..<min(next.block.range.upperBound, bytes.count)].drop(while: { $0 == 0x0A }).dropLast()
                        .contains(where: { $0 == 0x09 || $0 == 0x0A }) || endsWithEmptyRows(next),
                    fits(next, trailing: true)
                {
                    trailing = next
                    inside.insert(end)
                    j += 1
                }
                // A block of those kinds straight after the last cell, in
                // its line, is glued to the holder, after the table (see
                // `glued`): `<pre><ruby><table><td>a</table></ruby><span
                // style="display: table-cell">b` is a cell `"a"`, then a
                // preformatted `"b"`, the cell's holder a `<pre>`.
                // (Not after a last cell that is a list item, whose `<td
                // style="display: list-item">` in the `<ruby>` breaks the
                // line: the block is in that `<td>`, see `gluedToLast`.)
                var gluedToLast: DocumentOutline.Item?
                if trailing == nil, let last = cells.last, j < items.count, case let next = items[j],
                    next.containers == last.containers, next.block.range.lowerBound == last.block.range.upperBound,
                    case let end = last.block.range.upperBound, end > 0, end <= bytes.count,
                    bytes[end - 1] != 0x0A, bytes[end - 1] != 0x09,
                    next.block.kind != .paragraph, outline.leadingMarkers(of: next).markers.isEmpty,
                    !captionsInLines.contains(next.block.range.lowerBound)
                {
                    let lastMarkers = outline.leadingMarkers(of: last).markers
                    if last.block.kind == .tableCell, lastMarkers.count == 1,
                        !MarkerSlots.isDetailsMarker(lastMarkers[0]),
                        let tag = HTMLWriter.gluedTag(next.block.kind), tag != "hr",
                        !bytes[end..<min(next.block.range.upperBound, bytes.count)].dropLast().contains(where: {
                            $0 == 0x09 || $0 == 0x0A
                        })
                    {
                        gluedToLast = next
                        inside.insert(end)
                        j += 1
                    } else {
                        _ = fits(next)
                    }
                }
                // (See `RubyTable.gluedToLast`: only after a tab that is
                // all the last cell's separators, or its own line break's.)
                if trailing == nil, gluedToLast == nil, let last = cells.last, last.block.kind == .tableCell,
                    j < items.count, case let next = items[j], next.containers == last.containers,
                    case let end = min(last.block.range.upperBound, bytes.count),
                    case let first = last.block.range.lowerBound, first < end, bytes[end - 1] == 0x09,
                    outline.isUnstyled(end - 1..<end), next.block.range.lowerBound == end,
                    next.block.kind != .paragraph, let tag = HTMLWriter.gluedTag(next.block.kind), tag != "hr",
                    outline.leadingMarkers(of: next).markers.isEmpty, outline.leadingMarkers(of: last).markers.isEmpty,
                    !bytes[end..<min(next.block.range.upperBound, bytes.count)].dropLast().contains(where: {
                        $0 == 0x09 || $0 == 0x0A
                    }),
                    !captionsInLines.contains(end),
                    case let body = outline.trailingSeparatorsStart(first..<end),
                    (body == first && bytes[first] == 0x0A ? body + 1 : body) == end - 1
                {
                    gluedToLast = next
                    inside.insert(end)
                    j += 1
                }
                defer { i = j }
                guard let previous else {
                    // (After a line break and unstyled tabs ending the block
                    // before, in containers the first cell does not open,
                    // all the others it is in starting with it: see
                    // `afterTabsOfBlockBefore`.)
                    var leadingCells = 0
                    if i > 0, case let before = items[i - 1], before.block.range.upperBound == start,
                        start <= bytes.count, outline.isCellOutsideTable(items[i]),
                        outline.leadingMarkers(of: items[i]).markers.isEmpty,
                        case let opened = items[i].containers.filter({ !before.containers.contains($0) }),
                        !opened.isEmpty,
                        opened.allSatisfy({ outline.styled.containers[$0].range.lowerBound == start })
                    {
                        let t = outline.trailingTabsStart(before.block.range.lowerBound..<start)
                        if t < start, t - 1 > before.block.range.lowerBound, bytes[t - 1] == 0x0A {
                            leadingCells = start - t
                        }
                    }
                    // (Tabs, a line break and markers starting a cell that
                    // starts a line: see `leadingTabsInCell`.)
                    var tabsInCell = 0
                    if leadingCells == 0, items[i].block.kind == .tableCell, start == 0 || bytes[start - 1] == 0x0A {
                        var t = start
                        while t < items[i].content.upperBound, bytes[t] == 0x09 { t += 1 }
                        if t > start, t + 1 < items[i].content.upperBound, bytes[t] == 0x0A,
                            outline.isUnstyled(start..<t + 1),
                            outline.segments(in: t + 1..<t + 2).first?.attributes.marker == true
                        {
                            tabsInCell = t - start
                        }
                    }
                    tables[start] = RubyTable(
                        cells: cells, leadingCells: leadingCells + tabsInCell, inline: false, trailing: trailing,
                        holderKind: holderKind, gluedToLast: gluedToLast, afterTabsOfBlockBefore: leadingCells > 0,
                        leadingTabsInCell: tabsInCell > 0)
                    inside.formUnion(cells.dropFirst().map(\.block.range.lowerBound))
                    continue
                }
                let t = outline.trailingTabsStart(previous.block.range.lowerBound..<start)
                let key = previous.block.range.lowerBound
                // (Tabs that are all a block starting a line holds are the
                // run's own: it starts there.)
                let whole = t == key && (t == 0 || bytes[t - 1] == 0x0A)
                tables[key] = RubyTable(
                    cells: cells, leadingCells: start - t, inline: !whole, trailing: trailing, holderKind: holderKind,
                    gluedToLast: gluedToLast)
                inside.formUnion(cells.map(\.block.range.lowerBound))
            }
            return (tables, inside)
        }

        /// Whether `item` ends with an unstyled line break and tabs before
        /// `end` (a ruby table's start, its empty cells' tabs) and is of a
        /// kind with a tag other than a rule, summary or term, starting a
        /// line, with no markers: a block that table's first cell can hold
        /// (see `rubyFirstCellBlocks`), whose end is that cell's.
        static func isRubyFirstCellCandidate(_ item: DocumentOutline.Item, before end: Int, in outline: DocumentOutline)
            -> Bool
        {
            let bytes = outline.bytes
            let start = item.block.range.lowerBound
            guard end <= bytes.count, let tag = HTMLWriter.gluedTag(item.block.kind), tag != "hr", tag != "summary",
                tag != "dt", start == 0 || bytes[start - 1] == 0x0A, outline.leadingMarkers(of: item).markers.isEmpty
            else { return false }
            let t = outline.trailingTabsStart(start..<end)
            return t < end && t - 1 > start && bytes[t - 1] == 0x0A && outline.isUnstyled(t - 1..<t)
        }

        /// The containers that are a ruby table's first cell (see
        /// `rubyCellContainers`), the line breaks and tabs ending them, and
        /// their tables marked as continuing the row the container's cell
        /// starts. Such a container is the first the block before the
        /// table's first cell has that the cell has not, and ends where the
        /// cell starts, after a line break (the container's last block ends
        /// in the cell) and a tab per cell.
        static func rubyCellContainers(
            in outline: DocumentOutline, tables: inout [Int: RubyTable]
        ) -> (Set<Int>, [Int: Int]) {
            var cellContainers: Set<Int> = []
            var tails: [Int: Int] = [:]
            let bytes = outline.bytes
            for (previous, item) in zip(outline.items, outline.items.dropFirst()) {
                let start = item.block.range.lowerBound
                // (With a trailing block after its last tab too: `<table
                // style="display: inline-table"><td><ul>j<td>i<td style=
                // "display: inline-block">k` is a paragraph `"j\n\t"` in the
                // list, a cell `"i\t"`, then a paragraph `"k"`.)
                guard var table = tables[start], !table.inline, table.leadingCells == 0,
                    table.cells.first?.block.range.lowerBound == start,
                    previous.block.range.upperBound == start,
                    previous.containers.count > item.containers.count,
                    Array(previous.containers.prefix(item.containers.count)) == item.containers,
                    case let container = previous.containers[item.containers.count],
                    outline.styled.containers[container].range.upperBound == start,
                    start <= bytes.count
                else { continue }
                var i = start
                while i > previous.content.lowerBound, bytes[i - 1] == 0x09 { i -= 1 }
                // (A block with nothing but those tabs, an empty `<select>`'s,
                // makes no line break: `<ruby><table><th><dd><select><td>t`
                // is `"\tt"`. It is written with an empty inline block.)
                let empty = i == previous.block.range.lowerBound
                guard i < start, outline.isUnstyled(i..<start),
                    empty || (i > previous.block.range.lowerBound && bytes[i - 1] == 0x0A)
                else { continue }
                cellContainers.insert(container)
                // (A styled line break is a `<br>` ending the block, which
                // ends it in the cell without another.)
                tails[start] = start - i + (!empty && outline.isUnstyled(i - 1..<i) ? 1 : 0)
                table.continuesCell = true
                table.leadingCells = start - i - 1
                tables[start] = table
            }
            return (cellContainers, tails)
        }

        /// The tag of the block holding the ruby table whose first cell is
        /// `container` (see `rubyCellContainers`).
        func rubyCellHolderTag(of container: Int) -> String {
            rubyTables[containers[container].range.upperBound].map(HTMLWriter.rubyHolderTag) ?? "div"
        }

        /// A ruby table's HTML: `<ruby><table>` with a `<tr>` per line and a
        /// `<td>` per cell, which the converter inlinifies back into the
        /// same text. A cell block's unstyled tabs and line breaks at its
        /// end (not its last's) are separators: a tab another cell (empty
        /// ones when more follow), its last line break a row (or the line
        /// break before a caption); other line breaks are `<br>`s. A cell
        /// starting without one is in a table of its own (`<ruby><table>
        /// <td>a</table></ruby><ruby><table><td>b` is `"ab"`, two cells).
        /// A caption is a `<caption>` where it comes (in the table's
        /// order, which the converter keeps), its line break the next's.
        /// A block's alignment and direction are its `<td>`'s or
        /// `<caption>`'s, when not those of the block holding the table
        /// (`holder`), which it inherits.
        func rubyTable(_ table: RubyTable, holder: Block, base: TextAttributes?) -> String {
            let bytes = outline.bytes
            // The style the holder, of the trailing block's kind or
            // written with its tag, gives the cells (in mid-line, `base`
            // is what it implies already).
            var base = base
            if let kind = table.holderKind, !table.inline {
                base = HTMLWriter.implied(by: kind, over: base ?? inheritedText)
            }
            // A `<br>` in a cell takes the style the holder gives it.
            let breaksAreStyled = (base ?? inheritedText) != TextAttributes()
            // A run whose first cell starts a container, after the markers
            // of items around that container, is a `display: table-cell`
            // table: a `<ruby>` would leave those markers a line of their
            // own (`<li><dd><table style="display: table-cell"><td>b` is
            // `"• b"`, one cell block).
            // So is one whose first cell, a list item, is in an `<li>` just
            // opened to draw its marker (`<ol><table style="display:
            // contents">a<td style="display: list-item">b`: its `<td>`
            // draws none).
            // (Or the marker before the cell's own: `<ul>y<li><table style=
            // "display: inline"><caption style="display: list-item">` is
            // a caption `"• • "`, the `<li>` drawing the first, the
            // caption the second; in a `<ruby>`, the `<li>`'s marker was
            // a line of its own, and the caption's lost.)
            let firstInItem =
                frames.last?.item == "li" && markedItemEnd == output.utf8.count && !table.continuesCell && !table.inline
                && table.leadingCells == 0
                && table.cells.first.map { cell in
                    cell.block.range.lowerBound == holder.range.lowerBound
                        && (1...2).contains(outline.leadingMarkers(of: cell).markers.count)
                } == true
            let afterMarkers =
                firstInItem
                || !table.continuesCell && !table.inline
                    && table.cells.first.map { cell in
                        let markers = outline.leadingMarkers(of: cell).markers
                        return !markers.isEmpty
                            && (cell.containers.contains {
                                containers[$0].range.lowerBound == cell.block.range.lowerBound
                            }
                                || ((markers.count == 2 || markers.count == 1) && blockMarkers.count == 1))
                    } == true
            var out =
                table.continuesCell
                ? ""
                : afterMarkers
                    ? "<table style=\"display: table-cell\">"
                    : table.isContents ? "<table style=\"display: contents\">" : "<ruby><table>"
            var close =
                afterMarkers || table.isContents
                    || table.cells.first.map { cellTablesAfterMarkers.contains($0.block.range.lowerBound) } == true
                ? "</table>" : "</table></ruby>"
            // A first cell starting with a details' marker and nothing
            // else, no container starting with it (a details that is a
            // table cell: `<details style="display: table-cell"><summary>
            // <table style="display: table-cell"><th>x` is a cell `"▸ x"`),
            // is a `display: table-cell` table in the summary of a
            // `display: contents` details, which draws the marker (in a
            // `<ruby>`, the marker was dropped).
            if !table.continuesCell, !table.inline, !afterMarkers, table.leadingCells == 0, close == "</table></ruby>",
                let cell = table.cells.first, cell.block.kind == .tableCell,
                !cell.containers.contains(where: { containers[$0].range.lowerBound == cell.block.range.lowerBound }),
                case let markers = outline.leadingMarkers(of: cell).markers, markers.count == 1,
                markers[0].text == "▸ " || markers[0].text == "▾ "
            {
                let open = markers[0].text == "▾ " ? " open" : ""
                out = "<details style=\"display: contents\"\(open)><summary><table style=\"display: table-cell\">"
                close = "</table></summary></details>"
            }
            // A row is open; a cell in it is (its start tag written or not:
            // it takes the next cell block's attributes).
            var inRow = table.continuesCell
            var inCell = false
            var tagWritten = false
            // The open cell holds something (which starts a block).
            var cellHasContent = false
            // The font and colour the open row gives its cells, when it
            // draws its first cell's marker (see `writeCell`).
            var rowBase: TextAttributes?
            func beginCell() {
                if !inRow { out += "<tr>" }
                inRow = true
                inCell = true
                tagWritten = false
                cellHasContent = false
            }
            func writeTag(_ attributes: String = "") {
                if !inCell { beginCell() }
                if !tagWritten { out += "<td\(attributes)>" }
                tagWritten = true
            }
            func endCell() {
                guard inCell else { return }
                writeTag()
                out += "</td>"
                inCell = false
            }
            func endRow() {
                endCell()
                if inRow { out += "</tr>" }
                inRow = false
                rowBase = nil
            }
            // A tab ends the cell open (an empty one if none is) and opens
            // the next.
            func tab() {
                if !inCell { beginCell() }
                endCell()
                beginCell()
            }
            // Closes the table and opens another (for a cell after one
            // without a separator).
            func startTable() {
                endRow()
                out += close + "<ruby><table>"
                close = "</table></ruby>"
            }
            for _ in 0..<table.leadingCells { tab() }
            // The trailing block, unless the cells written in a list-item
            // cell take it (see `nested` below).
            var trailing = table.trailing
            // Cells written in a list-item cell before, skipped.
            var skipped = 0
            // The next block is a caption after a cell with no separator
            // between, in a table of its own (see below).
            var captionInLine = false
            for (index, cell) in table.cells.enumerated() {
                guard index >= skipped else { continue }
                // (The first cell from its markers on, after the tabs and
                // line break the empty cells before it make: see
                // `leadingTabsInCell`.)
                var cell = cell
                if index == 0, table.leadingTabsInCell {
                    let from = cell.block.range.lowerBound + table.leadingCells + 1
                    cell.block.range = from..<max(from, cell.block.range.upperBound)
                    cell.content = from..<max(from, cell.content.upperBound)
                }
                var last = index == table.cells.count - 1
                let caption = cell.block.kind == .tableCaption
                // A block that is no cell is a `display: inline` one (see
                // `isInlineCell`), of the holder's kind.
                let inlineCell = !caption && cell.block.kind != .tableCell
                var attributes = ""
                // A cell or caption that is a list item (`<th style="display:
                // list-item">`) starts with its marker: its `<td>` is a list
                // item too, in the marker's style and font, which its
                // content inherits (one marker of the first ordinal: a
                // `<td>` has no `value`).
                var cellBase = rowBase ?? base
                var markerCSS: [String] = []
                // (Not one a container starting with it takes: an item
                // around that container draws it, `<li><dd><table style=
                // "display: table-cell"><td>b`.)
                var markers = outline.leadingMarkers(of: cell).markers
                // (The first of two is an item's around the holder.)
                // (So is the only one of the first cell: see `write`.)
                if markers.count == 2 || (markers.count == 1 && index == 0), afterMarkers, blockMarkers.count == 1 {
                    markers.removeFirst()
                }
                if firstInItem, index == 0 { markers.removeFirst() }
                // (Or of the ordinal the list around gives the next item,
                // the items outside any list when none: `<v style="display:
                // ruby"><ol><table style="display: inline-block"><v style=
                // "display: list-item"><th style="display: list-item">` is
                // an item `"1. "`, then a cell `"2. "`.)
                let next = nextOrdinal.expected
                // (A first cell whose marker spells another ordinal than
                // that, in a `<ruby>`, has a hidden `<li>` before the table
                // setting the count, as a list that is an item does:
                // `<ol><figure><table style="display: inline-table"><ol
                // style="display: list-item"><td style="display:
                // list-item">` is an item `"1. \n"` in the inner list, then
                // a cell `"2. "`, the inner list, numbered 1 in the outer
                // one, written with an `<li>` of its own. Else the cell's
                // marker was dropped.)
                if index == 0, !inlineCell, markers.count == 1, out.hasPrefix("<ruby><table>"), !table.inline,
                    !cell.containers.contains(where: { containers[$0].range.lowerBound == cell.block.range.lowerBound }
                    ),
                    HTMLWriter.markerStyle(markers[0].text, ordinal: next, preferring: .disc, expected: next).0 == nil,
                    case let (style?, spelled?) = HTMLWriter.markerStyle(
                        markers[0].text, ordinal: nil, preferring: .decimal, expected: next),
                    [.decimal, .lowerAlpha, .upperAlpha, .lowerRoman, .upperRoman].contains(style)
                {
                    let step = nextOrdinal.step
                    out = "<li value=\"\(spelled - step)\" style=\"visibility: hidden\"></li>" + out
                    (markerCSS, cellBase) = HTMLWriter.listItemCellCSS(
                        marker: markers[0].attributes, style: style, over: rowBase ?? base ?? inheritedText)
                } else if !inlineCell, markers.count == 1,
                    !cell.containers.contains(where: { containers[$0].range.lowerBound == cell.block.range.lowerBound }
                    ),
                    case let style? = HTMLWriter.markerStyle(
                        markers[0].text, ordinal: next, preferring: .disc, expected: next
                    ).0
                        ?? HTMLWriter.markerStyle(markers[0].text, ordinal: 1, preferring: .disc, expected: 1).0
                {
                    (markerCSS, cellBase) = HTMLWriter.listItemCellCSS(
                        marker: markers[0].attributes, style: style, over: rowBase ?? base ?? inheritedText)
                }
                // (Explicit whenever either has one: the holder's may be on
                // no element around the table, as a rule's on its `<hr>`.)
                let alignmentCSS =
                    cell.block.alignment != nil || holder.alignment != nil
                    ? ["text-align: \(cell.block.alignment?.rawValue ?? "start")"] : []
                // The direction that differs from the holder's.
                let direction =
                    cell.block.direction != holder.direction && !inlineCell
                    ? " dir=\"\((cell.block.direction ?? .ltr).rawValue)\"" : ""
                if inlineCell {
                    attributes = " style=\"display: inline\""
                } else {
                    attributes = blockAttributes(nil, css: alignmentCSS + markerCSS) + direction
                }
                let start = min(cell.block.range.lowerBound, bytes.count)
                var end = min(cell.block.range.upperBound, bytes.count)
                // The separators after the last cell of one in a table's
                // cell, before a cell of that table, are partly the outer
                // table's: the line break starting its row and the tabs
                // after it, or else the tab before that cell (`writeCell`
                // writes them). Those before, or before anything else, are
                // the ruby table's: its empty cells (`<table><td style=
                // "display: inline">b<td>d<td>` is `"bd\t"`).
                let blockEnd = end
                let outer =
                    last && cellStarts.contains(end) && cell.containers.contains { containers[$0].kind == .table }
                // The tabs ending the last cell before a list item, and the
                // line break before them unless it is text, are that item's
                // (its empty table-cell elements, see `tabsBeforeItems`),
                // as after any block.
                if last, tabsBeforeItems[blockEnd] != nil { end = min(end, contentWithFinalBreak(cell).upperBound) }
                // So are those ending the last cell, in no table, before a
                // table starting after it: the line break before that
                // table and the tabs of its empty first cells, which the
                // table writes (`<ruby><table><th>x<table><td><td>y` is a
                // cell `"x\n\t"`, then the nested table's cell `"y"`).
                if last, !outer, cellStarts.contains(blockEnd),
                    containers.contains(where: { $0.kind == .table && $0.range.lowerBound == blockEnd })
                {
                    end = min(end, contentWithFinalBreak(cell).upperBound)
                }
                // A caption's unstyled tabs at its end are the empty cells
                // starting the row after it (the last one's too, before
                // the paragraph after them, a `display: inline` cell).
                var cellsAfter = 0
                while caption, !last || table.trailing != nil, end > start, bytes[end - 1] == 0x09,
                    outline.isUnstyled(end - 1..<end)
                {
                    end -= 1
                    cellsAfter += 1
                }
                // The last one's final line break separates the next block,
                // a caption's the next in the table.
                if last || caption, end > start, bytes[end - 1] == 0x0A,
                    cellsAfter > 0 || contentWithFinalBreak(cell).upperBound < end
                {
                    end -= 1
                }
                var body = caption ? end : outline.trailingSeparatorsStart(start..<end)
                // A cell block that starts with a line break has it as its
                // own (a `<br>`): a separator ends a cell. (An inline cell's
                // is its row's end: the cell is an empty inline block.)
                if body == start, start < end, bytes[start] == 0x0A, !inlineCell { body += 1 }
                var text = cell
                text.block.range = start..<body
                text.content = start..<body
                if inlineCell { text.block.kind = .paragraph }
                // (The blocks glued to the table's holder come after it.)
                var content = inline(text, base: cellBase, inRubyTable: true, withGlued: false)
                // A list-item cell with a cell straight after it, no
                // separator between: that cell is a table-cell element in
                // the item, with the cells after it in its line (`<table
                // style="display: inline"><th style="display: list-item">
                // x<d style="display: table-cell">a` is a cell `"• x"`, then
                // a cell `"a"`), since the item's end breaks the line: a
                // ruby table after its `<td>` would start one. They are a
                // ruby table in its `<td>`, up to the first with a line
                // break in its separators (the item's end), which are this
                // cell's then; or to the run's last, whose are its own.
                if !markerCSS.isEmpty, !caption, !inlineCell, !last, body == end,
                    let nested = listItemCellRun(table, after: index, trailing: trailing)
                {
                    content += rubyTable(nested.table, holder: cell.block, base: cellBase)
                    skipped = nested.next
                    last = nested.next == table.cells.count
                    if last { trailing = nil }
                    (body, end) = nested.separators
                }
                if caption {
                    // A caption after a tab (in the cell it opened) is a
                    // cell of that row (`<table style="display: contents">
                    // y<p style="display: table-cell">x<caption style=
                    // "display: table-cell">z` is `"yx\tz"`): a `display:
                    // table-cell` one in a `display: contents` table in that
                    // cell, a `display: contents` one (a `<caption>` in the
                    // table would end the row).
                    let inRowCell = inCell && !tagWritten && markerCSS.isEmpty
                    if inRowCell {
                        writeTag(" style=\"display: contents\"")
                        out += "<table style=\"display: contents\">"
                        attributes = blockAttributes(nil, css: ["display: table-cell"] + alignmentCSS) + direction
                    } else {
                        endRow()
                    }
                    // The first cell, a caption in mid-line with no line
                    // break before it, is a `display: table-cell` one
                    // (`;<ruby><table><caption style="display: table-cell">y`
                    // is `";y"`; a `<caption>` starts a line).
                    // (Or one with a cell straight after it in its line, no
                    // separator between: `<table style="display: ruby">
                    // <caption style="display: table-cell">;<th>x` is a
                    // caption `";"`, then a cell `"x"`; a `<caption>` ends
                    // its line.)
                    let cellInLine =
                        !last && end == blockEnd && table.cells[index + 1].block.kind == .tableCell
                        && table.cells[index + 1].block.range.lowerBound == blockEnd
                    var inLine = false
                    // (So is a later one at a line's start with a cell
                    // in its line: `<ruby><table><td>x<caption style=
                    // "display: table-cell">a<td>y` is `"x\nay"`.)
                    let laterInLine =
                        index > 0 && !inRowCell && cellInLine && start > 0 && bytes[start - 1] == 0x0A
                    if (index == 0 && table.leadingCells == 0 && !table.continuesCell) || laterInLine,
                        attributes.isEmpty, (start > 0 && bytes[start - 1] != 0x0A) || cellInLine
                    {
                        attributes = " style=\"display: table-cell\""
                        inLine = true
                    } else if captionInLine {
                        // (So one after a cell with no separator between.)
                        attributes = blockAttributes(nil, css: ["display: table-cell"] + alignmentCSS) + direction
                        inLine = true
                    }
                    captionInLine = false
                    // (One of nothing but its markers, `<ol><table style=
                    // "display: contents"><caption style="display:
                    // list-item">`, is a caption block all the same.)
                    let gluedCaptions = gluedBlocks(
                        after: cell, base: cellBase, holderKind: .tableCaption,
                        blocks: captionGlued[cell.block.range.lowerBound] ?? [])
                    // Such a caption is in the row of the cell after it,
                    // which its end does not break: its line break before
                    // that cell is a `<br>` ending it (`><table
                    // style="display: inline-block"><caption style="display:
                    // table-cell">y<figure><th>c` is a caption `"y\n"`, then
                    // a cell `"c"`; without it, `"yc"`).
                    var lineBreak = ""
                    if inLine, !last, end < blockEnd, bytes[end] == 0x0A,
                        table.cells[index + 1].block.kind == .tableCell
                    {
                        // (In the style of the line break, not the one the
                        // holder gives it: see the cells' below.)
                        let own = outline.segments(in: end..<end + 1).first?.attributes
                        let restore = own.map { HTMLWriter.fontCSS(from: cellBase ?? inheritedText, to: $0) } ?? []
                        lineBreak = restore.isEmpty ? "<br>" : "<span\(blockAttributes(nil, css: restore))><br></span>"
                    }
                    out +=
                        "<caption\(attributes)>" + (content.isEmpty ? HTMLWriter.blockStarter : content)
                        + gluedCaptions + lineBreak + "</caption>"
                    if inRowCell {
                        out += "</table>"
                        endCell()
                        // Its line break ends the row (the tabs after are
                        // the next's empty cells), else its first tab is
                        // its separator; with neither, a cell after it is
                        // in another table, as after a cell.
                        if end < blockEnd - cellsAfter {
                            endRow()
                        } else if cellsAfter > 0 {
                            cellsAfter -= 1
                            beginCell()
                        } else if !last, table.cells[index + 1].block.kind != .tableCaption {
                            startTable()
                        }
                    }
                    for _ in 0..<cellsAfter { tab() }
                    continue
                }
                let rowBreak = last ? nil : (body..<end).last { bytes[$0] == 0x0A }
                let separatorsEnd =
                    outer ? max(body, min(end, (body..<blockEnd).last { bytes[$0] == 0x0A } ?? blockEnd - 1)) : end
                // A cell drawing its marker first in its row, with a tab
                // after it: its `<tr>` draws the marker, in the marker's
                // font, which the row's other cells inherit then (see
                // `writeCell`).
                if !inRow, !markerCSS.isEmpty, body < separatorsEnd, bytes[body] == 0x09 {
                    out += "<tr\(blockAttributes(nil, css: markerCSS))>"
                    inRow = true
                    rowBase = cellBase
                    attributes = blockAttributes(nil, css: alignmentCSS) + direction
                }
                writeTag(attributes)
                // (The block glued after the last cell's tab, in its `<td>`:
                // see `RubyTable.gluedToLast`.)
                if last, !inlineCell, let next = table.gluedToLast, let tag = HTMLWriter.gluedTag(next.block.kind) {
                    let after = inline(next, base: cellBase)
                    // (Straight after a list-item cell, no tab: after its
                    // content, `<td style="display: list-item">&gt;
                    // <figcaption style="display: table-cell">&amp;` being a
                    // cell `"• >"`, then a figure caption `"&"` in its line.
                    // A cell with nothing but its marker starts with an
                    // empty inline block, else the block after took the
                    // marker: `<td style="display: list-item"><b><figcaption
                    // style="display: table-cell">&` is a cell `"• "`.)
                    let own = content.isEmpty ? HTMLWriter.blockStarter : content
                    let cellEnd = min(cell.block.range.upperBound, bytes.count)
                    let afterTab = cellEnd > 0 && bytes[cellEnd - 1] == 0x09
                    out +=
                        (afterTab ? "<span style=\"display: table-cell\">" + own + "</span>" : own)
                        + "<\(tag)\(blockAttributes(next.block, css: ["display: table-cell"]))>"
                        + (after.isEmpty ? HTMLWriter.blockStarter : after) + "</\(tag)>"
                    cellHasContent = true
                    continue
                }
                out += content.isEmpty ? HTMLWriter.blockStarter : content
                cellHasContent = true
                // An inline cell takes no separator of its own: the tabs
                // after it in its line are all empty cells' (as
                // `emptyCellsAfterBox` writes them in a table). Its text
                // has no line break: each one after it ends a row, the
                // tabs after it being the next row's empty cells (`<td>i
                // <td style="display: inline-block">j<td><tr><td><td>g` is
                // a cell `"i\t"`, a paragraph `"j\t\n\t"`, a cell `"g"`).
                if inlineCell, !last, body < separatorsEnd, bytes[body] == 0x09 { tab() }
                for k in body..<separatorsEnd {
                    if bytes[k] == 0x09 {
                        tab()
                    } else if k == rowBreak || inlineCell {
                        endRow()
                    } else if !cellHasContent || breaksAreStyled, k + 1 < end {
                        // A line break in a cell with nothing in it would
                        // start a block there: an empty paragraph breaks the
                        // line without (`<td>a<td></p><td>` is one block,
                        // `"a\t\n\t"`). So does one that a `<br>` would
                        // give the holder's style (in a `<pre>`, monospace),
                        // being a separator, unstyled.
                        writeTag()
                        out += "<p></p>"
                    } else {
                        // (In the style of its line break, not the one a
                        // list-item `<td>` gives its content, the marker's:
                        // `<table style="display: inline-block"><th style=
                        // "display: list-item"><th><h1>x` is a cell `"• \n"`,
                        // bold marker, unstyled line break.)
                        writeTag()
                        let own = outline.segments(in: k..<k + 1).first?.attributes
                        let restore =
                            own.map {
                                HTMLWriter.fontCSS(from: cellBase ?? inheritedText, to: $0)
                            } ?? []
                        out += restore.isEmpty ? "<br>" : "<span\(blockAttributes(nil, css: restore))><br></span>"
                        cellHasContent = true
                    }
                }
                // A cell after it without a separator is in another table.
                // (So is a caption, a `display: table-cell` one there, as
                // one first in mid-line: `<table style="display:
                // table-row"><th>&<caption style="display: table-cell">a`
                // is a cell `"&"`, then a caption `"a"`; a `<caption>` in
                // that table would end the row, `"&\na"`.)
                if !last, body == end, case let next = table.cells[index + 1].block {
                    if next.kind != .tableCaption {
                        startTable()
                    } else if next.range.lowerBound > 0, bytes[next.range.lowerBound - 1] != 0x0A,
                        outline.leadingMarkers(of: table.cells[index + 1]).markers.isEmpty
                    {
                        startTable()
                        captionInLine = true
                    }
                }
            }
            // Blocks glued to the trailing block after its rows (see below).
            var gluedAfterRows = ""
            if let trailing {
                // The last cell's tab opened the cell it goes in.
                let start = min(trailing.block.range.lowerBound, bytes.count)
                var end = min(trailing.block.range.upperBound, bytes.count)
                if end > start, bytes[end - 1] == 0x0A { end -= 1 }
                // Unstyled tabs and line breaks ending it after text with
                // neither are rows of empty cells after its own (see
                // `rubyTables`), written as an inline cell's separators.
                // (Not the empty cells of a ruby table after it, which
                // continues it in mid-line.)
                var body = outline.trailingSeparatorsStart(start..<end)
                if bytes[start..<body].contains(where: { $0 == 0x09 || $0 == 0x0A })
                    || rubyTables[start]?.inline == true
                {
                    body = end
                }
                // Blocks glued to it come after those rows, after the
                // table (`<td>i<td style="display: inline-block"><tr><td>
                // <td></table>k` is a cell `"i\t"`, a paragraph `"\n\t"`,
                // then a paragraph `"k"` in its line); else the line break
                // before the empty cells the block after starts after, and
                // their tabs, are that block's (see `contentWithFinalBreak`).
                let gluedToRows = body < end && glued[start] != nil
                if body < end, !gluedToRows {
                    end = max(body, min(end, contentWithFinalBreak(trailing).upperBound))
                }
                var text = trailing
                text.block.range = start..<body
                text.content = start..<body
                // Of the holder's kind, which its tag gives it.
                text.block.kind = .paragraph
                writeTag(" style=\"display: inline\"")
                // (An empty one, the inline-block cell whose line break
                // ends the row, starts its block with an empty inline block.)
                let content = inline(
                    text, base: rowBase ?? base, inRubyTable: true, withGlued: body == end, isOwnCell: gluedToRows)
                out += content.isEmpty ? HTMLWriter.blockStarter : content
                if body < end, bytes[body] == 0x09 { tab() }
                for k in body..<end {
                    if bytes[k] == 0x09 { tab() } else { endRow() }
                }
                if gluedToRows { gluedAfterRows = gluedBlocks(after: trailing, base: base) }
                // A cell straight after it (no tab between) is in a ruby
                // table of its own, in mid-line in that cell.
                if let next = rubyTables[start], next.inline {
                    out += rubyTable(next, holder: text.block, base: base)
                }
            }
            endRow()
            return out + close + gluedAfterRows
        }

        /// The cells of `table` after its list-item cell at `index` that
        /// are written in a ruby table in that cell's `<td>` (see
        /// `rubyTable`): those in its line, from the one straight after
        /// it to the first with an unstyled line break in its separators
        /// (unstyled tabs and line breaks at its end), or to the last (with
        /// `trailing` then). Nil when a caption or a `display: inline`
        /// cell comes first. With the index of the cell after them, and
        /// the separators from that line break on, the list-item cell's
        /// (an empty range at the last's end when none).
        func listItemCellRun(
            _ table: RubyTable, after index: Int, trailing: DocumentOutline.Item?
        ) -> (table: RubyTable, next: Int, separators: (Int, Int))? {
            let bytes = outline.bytes
            var cells: [DocumentOutline.Item] = []
            for m in index + 1..<table.cells.count {
                var cell = table.cells[m]
                guard cell.block.kind == .tableCell else { return nil }
                let start = min(cell.block.range.lowerBound, bytes.count)
                let end = min(cell.block.range.upperBound, bytes.count)
                let body = outline.trailingSeparatorsStart(start..<end)
                let isLast = m == table.cells.count - 1
                guard !isLast, let lineBreak = (body..<end).first(where: { bytes[$0] == 0x0A }) else {
                    cells.append(cell)
                    if isLast {
                        let nested = RubyTable(cells: cells, leadingCells: 0, inline: false, trailing: trailing)
                        return (nested, m + 1, (end, end))
                    }
                    continue
                }
                cell.block.range = start..<lineBreak
                cell.content = cell.content.clamped(to: start..<lineBreak)
                cells.append(cell)
                return (RubyTable(cells: cells, leadingCells: 0, inline: false), m + 1, (lineBreak, end))
            }
            return nil
        }

        /// Where what a ruby table holds ends: its last cell, or the
        /// paragraph after that cell's tab with the blocks glued to it and
        /// the ruby table after them.
        func end(of table: RubyTable) -> Int {
            guard let trailing = table.trailing else { return table.cells.last?.block.range.upperBound ?? 0 }
            let last = glued[trailing.block.range.lowerBound]?.last ?? trailing
            if let next = rubyTables[last.block.range.lowerBound], next.inline { return end(of: next) }
            return last.block.range.upperBound
        }

        mutating func write(_ item: DocumentOutline.Item) {
            defer { previous = item }
            defer {
                // A ruby table in a table's cell ends where its last cell
                // does (or the paragraph after that cell's tab): the outer
                // row goes on after its tab.
                let held = rubyTables.isEmpty ? [] : [item] + (glued[item.block.range.lowerBound] ?? [])
                if let table = held.compactMap({ rubyTables[$0.block.range.lowerBound] }).last,
                    let cell = table.cells.last, cell.containers.contains(where: { containers[$0].kind == .table })
                {
                    lastCellEnd = end(of: table)
                }
            }
            var item = item
            if let lead = leadingEmptyCells(of: item) {
                pendingEmptyCells = lead.cells
                item.content = lead.end..<item.content.upperBound
            }
            defer { pendingEmptyCells = 0 }
            pendingAnonymousCell = anonymousCellStarts[item.block.range.lowerBound]
            defer { pendingAnonymousCell = nil }
            pendingCaptionCell = captionCells.contains(item.block.range.lowerBound)
            defer { pendingCaptionCell = false }
            cellsBeforeMarkers = nil
            if pendingEmptyCells == 0, let before = tabsBeforeMarkers(of: item) {
                cellsBeforeMarkers = (item.block.range.lowerBound, before.cells, before.rows)
                item.content = before.end..<item.content.upperBound
            } else if let tabs = tabsBeforeItems[item.block.range.lowerBound] {
                cellsBeforeMarkers = (item.block.range.lowerBound, tabs + 1, [])
            }
            contentStart = item.content.lowerBound
            blockStart = item.block.range.lowerBound
            outerItem = nil
            blockContainers = item.containers
            // Close what does not hold this block, open what does.
            var shared = 0
            while shared < frames.count, shared < item.containers.count,
                frames[shared].container == item.containers[shared]
            { shared += 1 }
            close(downTo: shared)
            // An open details' summary left open for the containers in it
            // ends when a block follows them in the details.
            if let last = frames.last, last.tag == "details", last.item == "summary", !last.closedDetails {
                closeItem()
            }

            // The markers the block starts with are those of the items that
            // start with it: its own (a list item block's) last, the items
            // of the lists around it before, innermost last.
            // (Or the marker of an item around a table, before a list-item
            // cell's own after empty cells: see `outerCellMarker`.)
            let leadingMarkers = outerCellMarker(of: item).map { [$0] } ?? outline.leadingMarkers(of: item).markers
            var markers = leadingMarkers
            let innermost = item.containers.last.map { containers[$0].kind }
            let ownItem = item.block.kind == .listItem
            // (Not a details' marker, nor one no style draws for its
            // ordinal: the item has none, `list-style-type: none`, and
            // that marker is an item's around it.)
            var ownMarker: (text: String, attributes: TextAttributes)?
            if ownItem, let last = markers.last, last.text != "▸ ", last.text != "▾ ",
                item.block.list.map({
                    HTMLWriter.markerStyle(last.text, ordinal: $0.ordinal, preferring: .decimal, expected: $0.ordinal).0
                        != nil
                }) ?? true
            {
                ownMarker = markers.popLast()
            }
            // A summary's marker (`▸`/`▾`) is drawn by the `<summary>` itself.
            summaryMarker = nil
            // (Not when it is in another container in a details that starts
            // with it: that details' summary is around it, drawing it:
            // `<details><summary><blockquote><summary>x`.)
            let detailsAroundOwn =
                item.containers.last.map { containers[$0].kind != .details } == true
                && item.containers.contains {
                    containers[$0].kind == .details && containers[$0].range.lowerBound == item.block.range.lowerBound
                }
            if item.block.kind == .summary, !detailsAroundOwn, let last = markers.last,
                last.text == "▸ " || last.text == "▾ "
            {
                summaryOpen = last.text == "▾ "
                summaryMarker = markers.removeLast().attributes
            }
            // A details' marker on another block: the block is in its
            // summary (`<summary><pre>`), with the containers inside the
            // details that start with it (`<summary><blockquote><p>`).
            var summaryAround: (details: Int, attributes: TextAttributes, open: Bool)?
            // Where the markers of items in that summary start.
            var summaryMarkersEnd = 0
            let start = item.block.range.lowerBound
            // (A summary's own details draws its marker: the details around
            // that one are those, `<summary><details><summary>`.)
            var around = item.containers[...]
            if item.block.kind == .summary, summaryMarker != nil,
                let own = item.containers.lastIndex(where: { containers[$0].kind == .details })
            {
                around = item.containers[..<own]
            }
            // A paragraph straight in a summary would be a summary: one
            // straight in a details that starts with it is in an open one
            // without a marker, in the summary of the details around.
            // (So when the innermost details that starts with it holds a
            // paragraph straight in it anywhere: `<details><summary>
            // <details open><ol><li></ol>x`.)
            let straightInDetails =
                item.block.kind == .paragraph
                && item.containers.last.map {
                    containers[$0].kind == .details && containers[$0].range.lowerBound == start
                } == true
            let innermostHoldsParagraph =
                item.containers.last {
                    containers[$0].kind == .details && containers[$0].range.lowerBound == start
                }.map { holdsParagraph.contains($0) } == true
            unmarkedOuter = !straightInDetails && !innermostHoldsParagraph
            earlierDetailsMarkers = 0
            // The summary is the innermost marked details': the last around
            // a summary, else the one with the last marker (those that
            // start with it without a marker are in it, open: see `open`).
            let detailsAtStart = around.indices.filter {
                containers[around[$0]].kind == .details && containers[around[$0]].range.lowerBound == start
            }
            let detailsMarkerCount = markers.count { $0.text == "▸ " || $0.text == "▾ " }
            let marked =
                unmarkedOuter ? detailsAtStart.last : detailsAtStart.prefix(max(1, detailsMarkerCount)).last
            // (A marker for each, the paragraph straight in the innermost:
            // the marker is an open details' around them, for a summary of
            // it not at its start: `<details open>x<summary><details open>x`.)
            let openDetailsAround = item.containers[..<shared].contains {
                containers[$0].kind == .details && containers[$0].range.lowerBound < start
            }
            // (Nor the only details starting with a paragraph straight in
            // it: in its summary, the paragraph would be a summary. The
            // marker is a details' that is no container, drawn by a summary
            // in a `display: contents` details around it, `<ruby><details>
            // <summary><details open>x`: see `openBareItem`.)
            // (Nor, for a summary in another container in it, a closed
            // details holding a paragraph straight in it: in the summary a
            // closed one is written with, that paragraph would be a
            // summary. The marker is the summary's, of a details that is
            // no container, `<details open><dd><details style="display:
            // table-cell"><summary></dd>&`. A paragraph in an item in the
            // summary is one, `<details><summary><li>w<p>x`.)
            let closedAroundParagraph =
                item.block.kind == .summary && detailsAtStart.count == 1 && detailsMarkerCount == 1
                && markers.last(where: { $0.text == "▸ " || $0.text == "▾ " })?.text == "▸ "
                && marked.map { holdsParagraph.contains(item.containers[$0]) } == true
            let markerOfNoContainer =
                (straightInDetails && detailsAtStart.count == 1 && marked == item.containers.count - 1
                    && !openDetailsAround) || closedAroundParagraph
            if markerOfNoContainer { earlierDetailsMarkers = 1 }
            if let index = marked, !markerOfNoContainer,
                !(straightInDetails && detailsMarkerCount >= detailsAtStart.count && openDetailsAround),
                index == item.containers.count - 1 || index >= shared,
                item.containers[index...].allSatisfy({ containers[$0].range.lowerBound == start }),
                let m = markers.lastIndex(where: { $0.text == "▸ " || $0.text == "▾ " })
            {
                let marker = markers.remove(at: m)
                summaryMarkersEnd = m
                summaryAround = (item.containers[index], marker.attributes, marker.text == "▾ ")
            } else if let index = item.containers[..<shared].lastIndex(where: { containers[$0].kind == .details }),
                containers[item.containers[index]].range.lowerBound < start,
                item.containers[(index + 1)...].allSatisfy({ containers[$0].range.lowerBound == start }),
                let m = markers.lastIndex(where: { $0.text == "▾ " })
            {
                // Every summary straight in an open details draws its
                // marker, not only one at its start (`<details open>x
                // <summary><pre>y`): the block is in one.
                let marker = markers.remove(at: m)
                summaryMarkersEnd = m
                summaryAround = (item.containers[index], marker.attributes, true)
                earlierDetailsMarkers = 1
            }
            // Details around that one, each opening here in the one before
            // it and marked: the block is in each one's summary too
            // (`<details><summary><details><summary><h1>`).
            var outerSummaries: [Int: TextAttributes] = [:]
            // Where each one's marker was among the markers left, and its
            // index in the block's containers.
            var summaryCuts: [(cut: Int, index: Int)] = []
            if let index = marked, summaryAround?.details == item.containers[index] {
                let chain =
                    unmarkedOuter
                    ? Array(detailsAtStart.suffix(detailsMarkerCount))
                    : Array(detailsAtStart.prefix(detailsMarkerCount))
                if chain.count > 1, chain.last == index, let first = chain.first, first >= shared,
                    item.containers[first...index].allSatisfy({ containers[$0].range.lowerBound == start })
                {
                    var i = 0
                    var taken = 0
                    while i < markers.count, taken < chain.count - 1 {
                        guard markers[i].text == "▸ " || markers[i].text == "▾ " else {
                            i += 1
                            continue
                        }
                        outerSummaries[item.containers[chain[taken]]] = markers.remove(at: i).attributes
                        summaryCuts.append((i, chain[taken]))
                        if i < summaryMarkersEnd { summaryMarkersEnd -= 1 }
                        taken += 1
                    }
                }
            }
            // An open details' summary not at its start around those: its
            // marker first (`<details open>x<summary><details><summary><li>`).
            var earlierSummary: TextAttributes?
            if summaryAround != nil, earlierDetailsMarkers == 0, let first = markers.first, first.text == "▾ ",
                shared > 0, frames[shared - 1].tag == "details",
                containers[frames[shared - 1].container].range.lowerBound < start,
                item.containers[shared...].allSatisfy({ containers[$0].range.lowerBound == start })
            {
                earlierSummary = markers.removeFirst().attributes
                summaryMarkersEnd = max(0, summaryMarkersEnd - 1)
                summaryCuts = summaryCuts.map { (max(0, $0.cut - 1), $0.index) }
                earlierDetailsMarkers = 1
            }
            var slots: [Int] = []
            if shared > 0, outline.isList(containers[frames[shared - 1].container].kind) {
                slots.append(frames[shared - 1].container)
            }
            slots += item.containers[shared...].filter { outline.isList(containers[$0].kind) }
            // The item's own list, when it opens here: it may be an item
            // itself (`<ol style="display: list-item"><li>`), drawn by an
            // `<li>` around it.
            var ownList: Int?
            if ownItem, let last = item.containers.last, outline.isList(containers[last].kind), slots.last == last {
                ownList = slots.removeLast()
                if shared == item.containers.count { ownList = nil }
            }
            // A paragraph straight in a list that starts an item is not the
            // item's own block: the item is around the list (`<li><ol>`).
            var wrappedList: Int?
            if item.block.kind == .paragraph, let last = item.containers.last, slots.last == last,
                !markers.isEmpty
            {
                wrappedList = slots.removeLast()
            }
            let bareSlots = item.containers[shared...].filter {
                !outline.isList(containers[$0].kind) || $0 == wrappedList
            }
            // The item's own list in an item outside it (`<li><ol><li>`):
            // the innermost container, so the markers just before the
            // block's own (those of the lists around come before them), when
            // there are more than the containers take, are that item's and
            // those of the own list's items around the block's
            // (`<li><pre><li>`).
            // (With a summary around the block, only the containers in it
            // take the markers that follow the summary's.)
            var ownListMarkers: [(text: String, attributes: TextAttributes)] = []
            var extra = markers.count - slots.count - bareSlots.count
            if let details = summaryAround?.details, let d = item.containers.firstIndex(of: details), d >= shared {
                let inner = item.containers[(d + 1)...]
                extra =
                    markers.count - summaryMarkersEnd - inner.count { slots.contains($0) }
                    - inner.count { bareSlots.contains($0) }
            }
            if ownList != nil, extra > 0 {
                ownListMarkers = Array(markers.suffix(extra))
                markers.removeLast(extra)
            }
            // Markers left to the items around the block itself: after
            // the marker of the open list's item, when nothing opens here,
            // they are those of items in that item (`<ol><li><h6><li><h3>x`:
            // the list's item draws the first).
            var rest: [(text: String, attributes: TextAttributes)] = []
            switch item.block.kind {
            case .paragraph, .listItem, .tableCell, .tableCaption: break
            default:
                if summaryAround == nil, ownList == nil, wrappedList == nil, bareSlots.isEmpty, shared > 0,
                    slots == [frames[shared - 1].container], markers.count > 1
                {
                    rest = Array(markers.dropFirst())
                    markers.removeLast(rest.count)
                } else if summaryAround == nil, ownList == nil, wrappedList == nil, !bareSlots.isEmpty, shared > 0,
                    slots == [frames[shared - 1].container], markers.count > 1,
                    let last = markers.last, !MarkerSlots.isDetailsMarker(last),
                    MarkerSlots.isDetailsMarker(markers[markers.count - 2])
                {
                    // So the block's own marker after a details' marker,
                    // with containers that are no lists opening here: the
                    // block draws it (an empty one as a `display:
                    // list-item` element, another in an `<li>` around it),
                    // in the summary drawing the details' marker around the
                    // first container (see below). Dealt to the item of
                    // the container, it left the details' marker to a new
                    // `<li>` of the open list, which drew the list's
                    // (`<ul><<details style="display: inline"><summary>
                    // <blockquote><summary style="display: list-item">` is
                    // a summary `"▸ • "` in the blockquote, not `"• • "`).
                    rest = [markers.removeLast()]
                }
            }
            var itemMarkers: [Int: (text: String, attributes: TextAttributes)] = [:]
            var bareMarkers: [Int: (text: String, attributes: TextAttributes)] = [:]
            var outerAround: [Int: [(text: String, attributes: TextAttributes)]] = [:]
            // More markers than items around a block other than an item,
            // whose first container opening here is a list: the first are
            // items around that list (`<li><h1><li><ol><li><blockquote>x`).
            if !ownItem, summaryAround == nil, ownListMarkers.isEmpty, rest.isEmpty,
                markers.count > slots.count + bareSlots.count, let first = item.containers[shared...].first,
                slots.contains(first), !bareSlots.contains(first),
                shared == 0 || !slots.contains(frames[shared - 1].container)
            {
                let around = markers.prefix(markers.count - slots.count - bareSlots.count)
                bareMarkers[first] = around.last
                if around.count > 1 { outerAround[first] = Array(around.dropLast()) }
                markers.removeFirst(around.count)
            }
            // Markers of items in lists and outside them follow the
            // containers' nesting: an item outside any list before the
            // container it holds, a list's item after its list
            // (`<ol><li><blockquote><li><h3>`: the list's item first). As
            // many markers as items: in that order. Fewer: lists take the
            // last, items outside any list the first, unless that breaks
            // the order; then the outermost take them
            // (`<li><ol><li><blockquote><blockquote>x`).
            var nested: [(slot: Int, bare: Bool)] = []
            if summaryAround == nil, ownListMarkers.isEmpty, rest.isEmpty, !slots.isEmpty, !bareSlots.isEmpty,
                !markers.isEmpty, markers.count <= slots.count + bareSlots.count
            {
                var order: [(slot: Int, bare: Bool)] = []
                if shared > 0, slots.first == frames[shared - 1].container { order.append((slots[0], false)) }
                for container in item.containers[shared...] {
                    if bareSlots.contains(container) { order.append((container, true)) }
                    if slots.contains(container) { order.append((container, false)) }
                }
                if order.count == slots.count + bareSlots.count {
                    if markers.count == order.count {
                        nested = order
                    } else {
                        if !Self.keepsOrder(markers.count, lists: slots, bares: bareSlots, order: order) {
                            nested = Array(order.prefix(markers.count))
                        }
                    }
                }
            }
            for (slot, marker) in zip(nested, markers) {
                if slot.bare { bareMarkers[slot.slot] = marker } else { itemMarkers[slot.slot] = marker }
            }
            // Markers left over are items outside any list, around the
            // containers that open here (`<li><blockquote>`), outermost first.
            var leftover: ArraySlice<(text: String, attributes: TextAttributes)> = []
            // (How many of them come before the summary's marker.)
            var leftoverBeforeSummary = summaryMarkersEnd
            if nested.isEmpty, let details = summaryAround?.details, let d = item.containers.firstIndex(of: details) {
                // With a summary around the block, the items of lists
                // outside its details draw markers before the details' (`<ul>
                // <details><summary><li>`: the list has no item), those of
                // lists in it markers after.
                let split = min(summaryMarkersEnd, markers.count)
                let outside = slots.filter { (item.containers.firstIndex(of: $0) ?? 0) < d }
                let inside = slots.filter { !outside.contains($0) }
                var before = markers[..<split]
                var after = markers[split...]
                // Each part in the order the containers nest, when the
                // usual share would break it (see `nestingOrder`).
                func inOrder(
                    _ part: inout ArraySlice<(text: String, attributes: TextAttributes)>,
                    _ order: [(slot: Int, bare: Bool)]
                ) {
                    let lists = order.filter { !$0.bare }.map(\.slot)
                    let bares = order.filter(\.bare).map(\.slot)
                    guard !lists.isEmpty, !bares.isEmpty, !part.isEmpty, part.count <= order.count,
                        !Self.keepsOrder(part.count, lists: lists, bares: bares, order: order)
                    else { return }
                    for (slot, marker) in zip(order, part) {
                        if slot.bare { bareMarkers[slot.slot] = marker } else { itemMarkers[slot.slot] = marker }
                    }
                    part = []
                }
                var outerOrder: [(slot: Int, bare: Bool)] = []
                if shared > 0, outside.first == frames[shared - 1].container { outerOrder.append((outside[0], false)) }
                var innerOrder: [(slot: Int, bare: Bool)] = []
                for (i, container) in item.containers.enumerated() where i >= shared {
                    let bare = bareSlots.contains(container)
                    let list = slots.contains(container)
                    if i <= d {
                        if bare { outerOrder.append((container, true)) }
                        if list { outerOrder.append((container, false)) }
                    } else {
                        if bare { innerOrder.append((container, true)) }
                        if list { innerOrder.append((container, false)) }
                    }
                }
                // With summaries around the summary's details, the markers
                // between two summaries' are those of the items between
                // those details, each part in the nesting order
                // (`<details><summary><li><details><summary><h3>`).
                if !summaryCuts.isEmpty {
                    var groups: [[(slot: Int, bare: Bool)]] = Array(repeating: [], count: summaryCuts.count + 1)
                    for slot in outerOrder {
                        let position = item.containers.firstIndex(of: slot.slot) ?? -1
                        // An item outside any list before its container, a list's after.
                        let group = summaryCuts.count {
                            slot.bare ? $0.index < position : $0.index <= position
                        }
                        groups[group].append(slot)
                    }
                    let cuts = summaryCuts.map(\.cut) + [before.count]
                    var lower = 0
                    var fits = true
                    var parts: [ArraySlice<(text: String, attributes: TextAttributes)>] = []
                    for cut in cuts {
                        let upper = max(lower, min(cut, before.count))
                        parts.append(before[lower..<upper])
                        lower = upper
                    }
                    for (part, group) in zip(parts, groups) where part.count > group.count { fits = false }
                    if fits {
                        for (part, group) in zip(parts, groups) where !part.isEmpty {
                            let lists = group.filter { !$0.bare }.map(\.slot)
                            let bares = group.filter(\.bare).map(\.slot)
                            if Self.keepsOrder(part.count, lists: lists, bares: bares, order: group) {
                                let listTaken = min(lists.count, part.count)
                                for (slot, marker) in zip(lists.suffix(listTaken), part.suffix(listTaken)) {
                                    itemMarkers[slot] = marker
                                }
                                for (slot, marker) in zip(bares, part.dropLast(listTaken)) {
                                    bareMarkers[slot] = marker
                                }
                            } else {
                                for (slot, marker) in zip(group, part) {
                                    if slot.bare {
                                        bareMarkers[slot.slot] = marker
                                    } else {
                                        itemMarkers[slot.slot] = marker
                                    }
                                }
                            }
                        }
                        before = []
                    }
                }
                inOrder(&before, outerOrder)
                inOrder(&after, innerOrder)
                if !before.isEmpty {
                    for (slot, marker) in zip(outside.reversed(), before.reversed()) { itemMarkers[slot] = marker }
                }
                if !after.isEmpty {
                    for (slot, marker) in zip(inside.reversed(), after.reversed()) { itemMarkers[slot] = marker }
                }
                let beforeLeft = before.dropLast(min(outside.count, before.count))
                leftover = beforeLeft + after.dropLast(min(inside.count, after.count))
                leftoverBeforeSummary = beforeLeft.count
            } else if nested.isEmpty {
                for (slot, marker) in zip(slots.reversed(), markers.reversed()) { itemMarkers[slot] = marker }
                leftover = markers.dropLast(min(slots.count, markers.count))
            }
            // Likewise a list opened here around a block that no item takes
            // (`<ol style="display: list-item"><li><hr>`): the marker the
            // block would draw itself is the list's.
            var wrapped = ownList
            switch item.block.kind {
            case .paragraph, .listItem, .tableCell, .tableCaption: break
            default: wrapped = item.containers[shared...].first { slots.contains($0) }
            }
            if let ownList, let ownListMarker = ownListMarkers.first {
                bareMarkers[ownList] = ownListMarker
            } else if let wrapped, leftover.count > bareSlots.count,
                summaryAround == nil || leftover.count > leftoverBeforeSummary, let marker = leftover.popLast()
            {
                bareMarkers[wrapped] = marker
                // The markers before are items around it too, not around
                // the block in it (`<li><h2><li><ol><li><h5>x`).
                if bareSlots.isEmpty, slots.first == wrapped, !leftover.isEmpty {
                    outerAround[wrapped] = Array(leftover)
                    leftover = []
                }
            }
            // A list that is itself the item (`<ol><li>a<ul style="display:
            // list-item">x</ul>`): numbered by the list around it, so its
            // list info is of that list's kind, not of its own.
            // (So one without a marker, hidden or `list-style-type: none`:
            // `<ol><e style="visibility: hidden"><ul style="display:
            // list-item"><b style="visibility: visible">b` is an item `"b"`
            // numbered 1 in the `<ol>`, not an `<li>` of the `<ul>`.)
            var listAsItem: Int?
            if let ownList, ownMarker != nil || leadingMarkers.isEmpty, let info = item.block.list,
                info.ordered != (containers[ownList].kind == .orderedList)
                    || (ownMarker != nil && listsAsOwnFirstItems.contains(ownList))
            {
                listAsItem = ownList
            }
            // Such a list in items outside it with no block of their own
            // (`<y style="display: list-item"><li><ol style="display:
            // list-item">` is `"• • 3. "`, the `<ol>` numbered 3): the
            // markers before its own are all theirs, outermost first. The
            // innermost is drawn by the `<li>` around the list, the others
            // by items around that one (see `open`). Left to items of the
            // list around the block, which is the list's own item in none,
            // they were lost.
            if let listAsItem, ownListMarkers.count > 1 {
                bareMarkers[listAsItem] = ownListMarkers.last
                outerAround[listAsItem, default: []] += ownListMarkers.dropLast()
                ownListMarkers = ownListMarkers.suffix(1)
            }
            if let details = summaryAround?.details, let d = bareSlots.firstIndex(of: details) {
                // Those before the summary's marker are around it, the
                // others in it (`<summary><li><blockquote>`).
                let outer = leftover.prefix(leftoverBeforeSummary)
                let inner = leftover.dropFirst(outer.count)
                for (slot, marker) in zip(bareSlots[...d], outer) { bareMarkers[slot] = marker }
                // More than the items around the containers up to the
                // details: items around its item (`<li><summary><li><details>`).
                if outer.count > d + 1 {
                    outerAround[bareSlots[d]] = [bareMarkers[bareSlots[d]]!] + outer.dropFirst(d + 1).dropLast()
                    bareMarkers[bareSlots[d]] = outer.last
                }
                for (slot, marker) in zip(bareSlots[(d + 1)...], inner) { bareMarkers[slot] = marker }
                // (The details takes the summary's marker, not one of these.)
                var innerLeft = Array(inner.dropFirst(bareSlots.count - d - 1))
                // Items left before the markers of a list in the summary
                // that a block other than a paragraph starts: around that
                // list (`<details><summary><li><ol><li><h2>`).
                if let wrapped, bareSlots.count == d + 1, bareMarkers[wrapped] == nil,
                    (item.containers.firstIndex(of: wrapped) ?? 0) > (item.containers.firstIndex(of: details) ?? 0),
                    let last = innerLeft.popLast()
                {
                    bareMarkers[wrapped] = last
                    if !innerLeft.isEmpty { outerAround[wrapped] = innerLeft }
                    innerLeft = []
                }
                rest += innerLeft
            } else if nested.isEmpty {
                for (slot, marker) in zip(bareSlots, leftover) { bareMarkers[slot] = marker }
                rest += leftover.dropFirst(bareSlots.count)
            }
            var outerItemMarkers = item.block.kind == .listItem ? rest + ownListMarkers.dropFirst() : []
            // Items around the block itself (`<li><hr>`, `<li><h1>`) when
            // no container takes them. (Around a paragraph it would make the
            // paragraph the item's own block.)
            switch item.block.kind {
            case .paragraph, .listItem, .tableCell, .tableCaption: blockMarkers = []
            default: blockMarkers = rest
            }
            // A ruby table's first cell that is a list item in a list item
            // (`<d style="display: list-item"><table style="display:
            // table-cell"><td style="display: list-item">` is `"• • "`): an
            // item around the block holding the table draws the first
            // marker, the cell's `<td>` the second (see `rubyTable`).
            // (So a caption: `<y style="display: list-item"><table style=
            // "display: table-row"><caption style="display: list-item">`,
            // its `<caption>` drawing the second.)
            if item.block.kind == .tableCell || item.block.kind == .tableCaption, leadingMarkers.count == 2,
                rest.count == 2, let table = rubyTables[start], !table.inline, !table.continuesCell,
                table.cells.first?.block.range.lowerBound == start,
                !item.containers.contains(where: { containers[$0].range.lowerBound == start })
            {
                blockMarkers = [rest[0]]
            }
            // So is a ruby table's first cell that is a list item, when
            // another cell follows it in its row: in a ruby, a list-item
            // `<td>` would break the line before that one (`<v style=
            // "display: list-item"><table style="display: table-cell"><th>>
            // <th>` is `"• >\t"`, one cell block; a list-item `<td>`
            // followed by an empty one read back as `"• >"`), also when
            // the row ends after that one.
            if item.block.kind == .tableCell, leadingMarkers.count == 1, rest.count == 1,
                !MarkerSlots.isDetailsMarker(rest[0]),
                let table = rubyTables[start], !table.inline, !table.continuesCell, table.leadingCells == 0,
                table.cells.first?.block.range.lowerBound == start,
                !item.containers.contains(where: { containers[$0].range.lowerBound == start }),
                case let blockEnd = min(item.block.range.upperBound, outline.bytes.count),
                case let end = blockEnd > start && outline.bytes[blockEnd - 1] == 0x0A ? blockEnd - 1 : blockEnd,
                end > start, outline.bytes[end - 1] == 0x09, outline.isUnstyled(end - 1..<blockEnd)
            {
                blockMarkers = [rest[0]]
            }
            // Around a paragraph, items left over hold the innermost
            // container an item outside any list holds, in that item
            // (`<li><h3><li><blockquote>x`): an item around the paragraph
            // would make it the item's own block.
            var itemsAround = outerAround
            // So around a summary drawing its details' marker, which must
            // be straight in its details.
            let ownSummary = item.block.kind == .summary && summaryMarker != nil
            if item.block.kind == .paragraph || item.block.kind == .tableCell || item.block.kind == .tableCaption
                || ownSummary,
                !rest.isEmpty, let last = bareSlots.last(where: { bareMarkers[$0] != nil }),
                let marker = bareMarkers[last]
            {
                itemsAround[last] = [marker] + rest.dropLast()
                bareMarkers[last] = rest.last
                blockMarkers = []
            }
            // (A list whose `<li>` would number its first item, a list
            // that is an item, one too far: in an item outside it.)
            for list in item.containers[shared...] where listsInBareItems.contains(list) && bareMarkers[list] == nil {
                guard let marker = itemMarkers[list] else { continue }
                bareMarkers[list] = marker
                itemMarkers[list] = nil
            }
            // Whatever items the guesses above made, the first opened draws
            // the first marker (see `MarkerSlots`).
            if leadingMarkers.count > 1 {
                let slots = MarkerSlots(
                    sharedList: shared > 0 ? frames[shared - 1].container : nil, opening: item.containers[shared...],
                    around: itemsAround.mapValues(\.count), ownAt: listAsItem, outer: outerItemMarkers.count,
                    own: ownMarker != nil && item.block.kind == .listItem, block: blockMarkers.count)
                _ = slots.deal(
                    leadingMarkers,
                    get: { slot in
                        switch slot {
                        case .listItem(let c): itemMarkers[c]
                        case .bare(let c): bareMarkers[c]
                        case .around(let c, let k): itemsAround[c]?[k]
                        case .own: ownMarker
                        case .outer(let k): outerItemMarkers[k]
                        case .block(let k): blockMarkers[k]
                        }
                    },
                    set: { slot, marker in
                        switch slot {
                        case .listItem(let c): itemMarkers[c] = marker
                        case .bare(let c): bareMarkers[c] = marker
                        case .around(let c, let k): itemsAround[c]?[k] = marker
                        case .own: ownMarker = marker
                        case .outer(let k): outerItemMarkers[k] = marker
                        case .block(let k): blockMarkers[k] = marker
                        }
                    })
            }

            // A block of its own tag (a heading, `pre`, term, figure
            // caption) starting an item of the list just around it, with
            // nothing after its marker but empty cells before it (`<ol><h1
            // style="display: list-item"><dt style="display: table-cell">
            // <dt style="display: table-cell">` is a heading `"\t1. "`): in
            // an `<li>` drawing the marker, the cells would come first, on
            // a line of their own (`"\t\n1. "`). The block draws it
            // itself, as one drawing the marker of an item outside any
            // list does (see `writeBlock`).
            blockDrawsListMarker = false
            if let list = item.containers.last, outline.isList(containers[list].kind), leadingMarkers.count == 1,
                let marker = itemMarkers[list], blockMarkers.isEmpty, !MarkerSlots.isDetailsMarker(marker),
                HTMLWriter.gluedTag(item.block.kind) != nil, item.block.kind != .rule, item.block.kind != .summary,
                let cells = cellsBeforeMarkers, cells.start == item.block.range.lowerBound,
                outline.leadingMarkers(of: item).end >= contentWithFinalBreak(item).upperBound
            {
                itemMarkers[list] = nil
                blockMarkers = [marker]
                blockDrawsListMarker = true
                // (Not in the item of that list left open.)
                if frames.last?.container == list, frames.last?.item != nil { closeItem() }
            }

            // A list with text of its own straight in it later (see
            // `textOfListsAsItems`) is the item whose marker was dealt to
            // an item around it: the item of the list just around it (`<ol>
            // <ul style="display: list-item"><li></li>x`), or an item
            // outside any list around the container just in it (`<ol style=
            // "display: list-item"><ol>x</ol>x`, a paragraph straight in
            // the inner list, read as starting an item around that list).
            var listItemMarkers: [Int: (text: String, attributes: TextAttributes)] = [:]
            if !textOfListsAsItems.isEmpty {
                for (index, list) in item.containers.enumerated()
                where index >= shared && list != listAsItem && textOfListsAsItems[list] != nil {
                    if item.containers.last == list, ownMarker != nil, !outerItemMarkers.isEmpty {
                        // (Dealt to the outermost item of its own around the
                        // block's: the markers before are those of items
                        // around it, `<li><ol style="display: list-item">
                        // <li></li>x` is `"• 2. 1. "`.)
                        listItemMarkers[list] = outerItemMarkers.removeFirst()
                    } else if let marker = bareMarkers[list] {
                        // (Or to an item outside any list around it, or the
                        // innermost of the items around that one.)
                        listItemMarkers[list] = marker
                        bareMarkers[list] = nil
                    } else if var around = itemsAround[list], let marker = around.popLast() {
                        listItemMarkers[list] = marker
                        itemsAround[list] = around.isEmpty ? nil : around
                    } else if index > 0, index >= shared - 1, case let around = item.containers[index - 1],
                        let marker = itemMarkers[around]
                    {
                        listItemMarkers[list] = marker
                        itemMarkers[around] = nil
                    } else if index > shared, case let around = item.containers[index - 1],
                        !outline.isList(containers[around].kind), let marker = bareMarkers[around],
                        itemsAround[around] == nil
                    {
                        // (Or to an item outside any list around the
                        // container it is in: `<blockquote><ol style=
                        // "display: list-item"><li></li>x`.)
                        listItemMarkers[list] = marker
                        bareMarkers[around] = nil
                    } else if index + 1 < item.containers.count, case let inner = item.containers[index + 1],
                        itemMarkers[list] == nil, let marker = bareMarkers[inner], itemsAround[inner] == nil
                    {
                        listItemMarkers[list] = marker
                        bareMarkers[inner] = nil
                    } else if index + 1 < item.containers.count, let marker = itemMarkers[list] {
                        // (Or dealt to an item of its own around that container.)
                        listItemMarkers[list] = marker
                        itemMarkers[list] = nil
                    } else if item.containers.last == list, item.block.kind != .paragraph, !ownItem,
                        let marker = itemMarkers[list]
                    {
                        // (Or to an item of its own around a block straight
                        // in it that is no item: `<ol style="display:
                        // list-item"><figcaption>></figcaption>a` is a
                        // figcaption `"1. >"`, then the list's text `"a"`.)
                        listItemMarkers[list] = marker
                        itemMarkers[list] = nil
                    } else if let inner = item.containers[(index + 1)...].first(where: { itemMarkers[$0] != nil }),
                        let marker = itemMarkers[inner], !MarkerSlots.isDetailsMarker(marker)
                    {
                        // (Or to an item of a list opening in it, its only
                        // item there: `<pre><ol style="display: list-item">
                        // <ul><ol>a</ul> ` is a paragraph `"1. a"` in the
                        // three lists, then the outer list's text `" "`.)
                        listItemMarkers[list] = marker
                        itemMarkers[inner] = nil
                    }
                }
            }
            // (A table that is an item itself, straight in a list, is that
            // list's item: it draws the marker, see `tablesAsItems`.)
            for (k, table) in item.containers.enumerated()
            where k >= max(shared, 1) && tablesAsItems[table] != nil && bareMarkers[table] == nil
                && itemsAround[table] == nil
            {
                let list = item.containers[k - 1]
                guard outline.isList(containers[list].kind), let marker = itemMarkers[list] else { continue }
                if k == shared { closeItem() }
                bareMarkers[table] = marker
                itemMarkers[list] = nil
            }
            // A details' marker dealt to the item of a list opening here
            // (`<ruby><details><summary><ol><blockquote>x`: the list has no
            // item) is drawn by no `<li>` of the list (it would draw the
            // list's marker) but by a summary in a `display: contents`
            // details around the list (see `openBareItem`).
            // (So one dealt to the item of the list open around the block:
            // the summary is around the first container opening here,
            // `<ul>y<details style="display: contents"><summary><dl>x`.)
            for container in item.containers[shared...] {
                guard let marker = itemMarkers[container], MarkerSlots.isDetailsMarker(marker),
                    bareMarkers[container] == nil
                else { continue }
                bareMarkers[container] = marker
                itemMarkers[container] = nil
            }
            if shared > 0, shared < item.containers.count, case let list = frames[shared - 1].container,
                let marker = itemMarkers[list], MarkerSlots.isDetailsMarker(marker),
                case let first = item.containers[shared], bareMarkers[first] == nil, itemsAround[first] == nil
            {
                bareMarkers[first] = marker
                itemMarkers[list] = nil
            }
            // (So one dealt to a new item of the list open around a block
            // opening no container, one that draws an item's marker itself,
            // as a heading does: `<ul>&<details style="display:
            // inline-block"><summary><h1>x` is a paragraph `"&"`, then a
            // heading `"▸ x"` in the list. The block draws it, in a summary
            // of a `display: contents` details, see `openBareItem`.)
            if shared > 0, shared == item.containers.count, case let list = frames[shared - 1].container,
                let marker = itemMarkers[list], MarkerSlots.isDetailsMarker(marker),
                ![.paragraph, .listItem, .tableCell, .tableCaption].contains(item.block.kind)
            {
                blockMarkers.insert(marker, at: 0)
                itemMarkers[list] = nil
            }
            // A block of its own tag with a list item's own block glued to
            // it (see `glued`) whose marker an item drew around containers
            // opening here, outside any list or of a list (open or opening)
            // with only containers that number no items between: the `<li>` holding
            // that item's block must be straight around the block, or the
            // block glued is read as a paragraph of the container
            // (`<blockquote><li><h1 style="display: table-cell">c</h1>&<a
            // style="display: table-cell">x` is a heading `"• c&"`, then
            // the item's block `"x"`, in the blockquote). The block draws
            // it, as an item around a block that is no item does (one in
            // such containers in a list is that list's: `<ol><blockquote>
            // <li><h1 …`): the last marker, the text the same.
            if itemTextLeads.contains(start), blockMarkers.isEmpty,
                let k = item.containers[max(shared - 1, 0)...].lastIndex(where: {
                    bareMarkers[$0] != nil || itemMarkers[$0] != nil
                }),
                case let container = item.containers[k], case let inner = item.containers[(k + 1)...],
                tablesAsItems[container] == nil, itemsAround[container] == nil,
                !item.containers[k...].contains(where: { listItemMarkers[$0] != nil }),
                let marker = bareMarkers[container] ?? itemMarkers[container], !MarkerSlots.isDetailsMarker(marker),
                outline.isList(containers[container].kind)
                    ? bareMarkers[container] == nil && !inner.isEmpty
                        && inner.allSatisfy({ Self.numbersNoItems(containers[$0].kind) })
                    : itemMarkers[container] == nil && k >= shared
            {
                // (Not in the item of the list left open around: `<ol><li>
                // q</li><blockquote><li><h1 …` is `"1. q"`, then a heading
                // `"2. c&"` in the blockquote.)
                if k < shared { closeItem() }
                bareMarkers[container] = nil
                itemMarkers[container] = nil
                blockMarkers = [marker]
            }
            // The marker of an item outside any list whose own block
            // follows a container in a table-cell span (see `cellItem`),
            // drawn on a container around that one starting with it, is
            // the inner one's: the `<li>` drawing it is straight around the
            // span, and the item's block reopens it (`<blockquote><li>
            // <table><i style="display: table-cell"><blockquote>p<br>
            // <thead>a` is a paragraph `"• p\n\t"` in both quotes, then the
            // item's `"a"` in the outer one; an `<li>` around the outer
            // quote left the block a new `<li>` of its own, which broke the
            // line).
            for (k, container) in item.containers.enumerated().dropLast() where k >= shared {
                let inner = item.containers[k + 1]
                let end = containers[inner].range.upperBound
                guard let marker = bareMarkers[container], !MarkerSlots.isDetailsMarker(marker),
                    bareMarkers[inner] == nil, itemMarkers[inner] == nil, itemMarkers[container] == nil,
                    itemsAround[container] == nil, itemsAround[inner] == nil, tablesAsItems[container] == nil,
                    cellContainers.contains(inner), !cellContainers.contains(container),
                    containers[inner].range.lowerBound == containers[container].range.lowerBound,
                    cellsAfterContainers.contains(end),
                    outline.items.first(where: { $0.block.range.lowerBound == end }).map({
                        $0.block.kind == .listItem && $0.containers.last == container
                    }) == true
                else { continue }
                bareMarkers[inner] = marker
                bareMarkers[container] = nil
            }
            if shared > 0, let marker = itemMarkers[frames[shared - 1].container] {
                closeItem()
                openListItem(marker: marker, ordinal: nil)
            }
            func openSummaryAround(_ attributes: TextAttributes? = nil) {
                guard let marker = attributes ?? summaryAround?.attributes else { return }
                let base = inheritedText
                let text = HTMLWriter.fontAttributes(of: marker, over: base)
                // Without a `dir` or alignment, it has those it inherits.
                let (alignment, direction) = (inheritedAlignment, inheritedDirection)
                openItem("summary", attributes: blockAttributes(nil, css: HTMLWriter.fontCSS(from: base, to: text)))
                frames[frames.count - 1].itemAlignment = alignment
                frames[frames.count - 1].itemDirection = direction
                frames[frames.count - 1].hasSummary = true
                frames[frames.count - 1].itemText = text
            }
            if let summaryAround, frames.last?.container == summaryAround.details { openSummaryAround() }
            if let earlierSummary { openSummaryAround(earlierSummary) }
            // A container after an item outside any list in a summary left
            // open, without a marker: in that item, reopened (a paragraph
            // after the container is in the item too).
            var inBareItem: Frame? = nil
            if let bare = bareItemInSummary, summaryAround == nil, shared == frames.count,
                shared < item.containers.count, bareMarkers[item.containers[shared]] == nil,
                item.containers[shared] != listAsItem,
                frames.last?.item == "summary", output.hasSuffix(bare.close)
            {
                inBareItem = reopenBareItem(bare)
            }
            for container in item.containers[shared...] {
                var asItem =
                    container == listAsItem
                    ? (ownMarker ?? (text: "", attributes: inheritedText), item.block)
                    : listItemMarkers[container].flatMap { marker in textOfListsAsItems[container].map { (marker, $0) }
                    }
                // A table that is an item itself draws the marker of the
                // item around it (see `tablesAsItems`), when a `<table>`
                // can: numbered where it is, in a font CSS carries.
                var inItemWith = bareMarkers[container]
                if let block = tablesAsItems[container], let marker = inItemWith, itemsAround[container] == nil,
                    tableItemStyle(marker, block: block) != nil
                {
                    asItem = (marker, block)
                    inItemWith = nil
                }
                open(
                    container, inItemWith: inItemWith, inItemsAround: itemsAround[container] ?? [],
                    asItem: asItem)
                if let summary = inBareItem, let bare = bareItemInSummary, frames.count == shared + 1 {
                    frames[shared].closing += String(bare.close.dropLast())
                    frames[shared].inBareItem = (
                        (summary.itemText, summary.itemAlignment, summary.itemDirection), bare.close, bare.text,
                        bare.alignment, bare.direction
                    )
                }
                if let marker = itemMarkers[container] { openListItem(marker: marker, ordinal: nil) }
                if container == summaryAround?.details { openSummaryAround() }
                if let marker = outerSummaries[container] { openSummaryAround(marker) }
            }
            defer {
                // An open details shows what follows its summary: not in it
                // (nor are blocks after the containers in the summary).
                if summaryAround?.open == true, frames.last?.container == summaryAround?.details { closeItem() }
            }

            let bareItem = bareItemInSummary
            bareItemInSummary = nil
            switch item.block.kind {
            case .listItem where listAsItem != nil:
                output += inline(item)
                frames[frames.count - 1].hasContent = true
            case .listItem
            where frames.last.map { $0.listIsItem && $0.container == item.containers.last } == true
                && textOfListsAsItems[item.containers.last!] != nil
                && outline.leadingMarkers(of: item).markers.isEmpty
                && item.block.list.map { $0.ordered != (innermost == .orderedList) } == true:
                // Text straight in a list that is an item (see
                // `textOfListsAsItems`), after what its items held.
                closeItem()
                newline()
                output += inline(item) + "\n"
                frames[frames.count - 1].hasContent = true
            case .listItem
            where frames.last.map { $0.tableIsItem && $0.container == item.containers.last } == true
                && tablesAsItems[item.containers.last!].map { $0.range == item.block.range } == true:
                // The item block of a table that is a list item: a box in
                // its row, which takes the table's item (see `tablesAsItems`).
                var box = item
                box.block.kind = .paragraph
                writeBlock(box)
            case .listItem where innermost == .orderedList || innermost == .unorderedList:
                writeListItem(item, marker: ownMarker, outerMarkers: outerItemMarkers)
            case .listItem
            where ownMarker == nil && outerItemMarkers.isEmpty
                && cellsAfterContainers.contains(item.block.range.lowerBound)
                && cellItem.map { output.hasSuffix("</span>" + $0.close + "\n") } == true:
                // An item outside any list whose own block follows a
                // container in a table-cell span in it (`<li><table><i
                // style="display: table-cell"><blockquote>p<br><thead>a` is
                // a paragraph `"• p\n\t"` in the quote, then the item's
                // `"a"`): in the `<li>` that drew the marker, reopened, as a
                // table-cell span after the container's (a new `<li>` broke
                // the line).
                let (close, text) = cellItem!
                output.removeLast(close.count + 1)
                output += "<span style=\"display: table-cell\">" + inline(item, base: text) + "</span>" + close + "\n"
                if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
            case .listItem:
                // An item outside any list.
                prepareParent()
                lineBreakBeforeBlock()
                let closeOuter = openOuterItems(outerItemMarkers)
                let (close, style, text) = openBareItem(
                    marker: ownMarker, ordinal: item.block.list?.ordinal, block: item.block)
                output += inline(item, base: text)
                if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                // (Left open for a table in its line, which closes it.)
                if tableHolders.contains(item.block.range.lowerBound) {
                    tableHolderClose = close + closeOuter
                    return
                }
                output += close + closeOuter + "\n"
                if closeOuter.isEmpty, frames.last?.item == "summary" {
                    bareItemInSummary = (close + "\n", text, item.block.alignment, item.block.direction)
                    bareItemStyle = style
                }
            case .tableCell where innermost == .table:
                writeCell(item)
            case .tableCaption where innermost == .table:
                closeItem()
                // A caption with nothing of its own (its tabs are the empty
                // cells' after it in its line, as an inline table in it
                // leaves them: `<caption><l style="display: inline-table">
                // <td><td>z` is `"\t"`, then the cell `"z"`) would make no
                // block: an empty inline block starts it.
                // A caption that is a list item after its table's start
                // (`<table><td>a<caption style="display: list-item">` is a
                // cell `"a\n"`, then a caption `"• "`) draws its marker
                // itself, as such a cell does (see `writeCell`).
                // (After a row of empty cells, whose tabs and line break it
                // starts with: `<table><td><th><caption style="display:
                // list-item">` is a caption `"\t\n• "`. That row before it
                // makes them.)
                var item = item
                var css: [String] = []
                var base: TextAttributes?
                if let own = cellMarker(of: item) {
                    if own.cells > 0 {
                        output += "<tr>" + String(repeating: "<td></td>", count: own.cells + 1) + "</tr>\n"
                    }
                    item.content = own.end..<item.content.upperBound
                    (css, base) = HTMLWriter.listItemCellCSS(
                        marker: own.marker.attributes, style: own.style, over: inheritedText)
                    countCellItem()
                }
                // A caption with a paragraph glued to it after its tab
                // (`<table><caption style="display: table-cell">x<caption
                // style="display: inline-block">b` is a caption `"x\t"`,
                // then a paragraph `"b"`) is a `display: table-cell` one,
                // the paragraph a `display: inline-block` caption after it:
                // a table-cell span in the caption was a caption.
                if css.isEmpty, let rest = glued[item.block.range.lowerBound], rest.count == 1,
                    let next = rest.first, next.block.kind == .paragraph,
                    next.block.range.lowerBound == item.block.range.upperBound,
                    isSeparatorTab(next.block.range.lowerBound - 1)
                {
                    let content = inline(item, base: base, withGlued: false, isOwnCell: true)
                    let after = inline(next)
                    output +=
                        "<caption\(blockAttributes(item.block, css: ["display: table-cell"]))>"
                        + (content.isEmpty ? HTMLWriter.blockStarter : content) + "</caption>"
                        + "<caption\(blockAttributes(next.block, css: ["display: inline-block"]))>"
                        + (after.isEmpty ? HTMLWriter.blockStarter : after) + "</caption>\n"
                    break
                }
                // (In the row of the block before it in a `display:
                // table-cell` caption: see `captionCells`.)
                if css.isEmpty, captionsAfterCells.contains(item.block.range.lowerBound) {
                    css = ["display: table-cell"]
                }
                let content = inline(item, base: base)
                output +=
                    "<caption\(blockAttributes(item.block, css: css))>"
                    + (content.isEmpty ? HTMLWriter.blockStarter : content) + "</caption>\n"
            default:
                if let bareItem, continuesBareItem(item),
                    output.hasSuffix(bareItem.close)
                {
                    // In the item just written, reopened (as `<li>w<p>x`).
                    let summary = reopenBareItem(bareItem)
                    writeBlock(item)
                    frames[frames.count - 1] = summary
                    output += bareItem.close
                    bareItemInSummary = bareItem
                } else {
                    writeBlock(item)
                }
            }
        }

        /// Whether the usual share of `count` markers (lists' items take the
        /// last, innermost last; items outside any list the first,
        /// outermost first) gives them in the order the slots nest.
        static func keepsOrder(_ count: Int, lists: [Int], bares: [Int], order: [(slot: Int, bare: Bool)]) -> Bool {
            let listTaken = min(lists.count, count)
            let bareTaken = min(bares.count, count - listTaken)
            var listIndex: [Int: Int] = [:]
            var bareIndex: [Int: Int] = [:]
            for (k, slot) in lists.suffix(listTaken).enumerated() { listIndex[slot] = count - listTaken + k }
            for (k, slot) in bares.prefix(bareTaken).enumerated() { bareIndex[slot] = k }
            let sequence = order.compactMap { $0.bare ? bareIndex[$0.slot] : listIndex[$0.slot] }
            return sequence == sequence.sorted()
        }

        /// The marker style a table that is a list item (see
        /// `tablesAsItems`) draws `marker` in for its item `block`: nil when
        /// none does, when it would not be numbered so where it is (no
        /// `value` gives a `<table>` an ordinal), or when the marker's
        /// family only a `face` carries.
        func tableItemStyle(_ marker: (text: String, attributes: TextAttributes), block: Block)
            -> ComputedStyle.ListStyleType?
        {
            let next = nextOrdinal.expected
            guard let ordinal = block.list?.ordinal, ordinal == next, !MarkerSlots.isDetailsMarker(marker),
                HTMLWriter.faceFamily(
                    of: HTMLWriter.fontAttributes(of: marker.attributes, over: inheritedText), over: inheritedText)
                    == nil
            else { return nil }
            return HTMLWriter.markerStyle(marker.text, ordinal: ordinal, preferring: .disc, expected: ordinal).0
        }

        /// `item` can be written in the item outside any list written just
        /// before it in a summary left open: a paragraph, heading, `pre`
        /// or summary (written as a `<summary>` in a `<div>`, not its
        /// details' own) of its own, without markers; or a figure caption,
        /// term or rule, which are the same in it or not, so that a paragraph
        /// after them is in the item too (`<summary><li>a<figcaption>s
        /// </figcaption>i`: `"i"` is a paragraph, a summary straight in
        /// the summary).
        func continuesBareItem(_ item: DocumentOutline.Item) -> Bool {
            guard blockMarker == nil, summaryMarker == nil, frames.last?.item == "summary" else { return false }
            switch item.block.kind {
            case .paragraph, .heading, .preformatted, .summary, .figureCaption, .rule, .definitionTerm: return true
            default: return false
            }
        }

        // MARK: Structure

        /// Opens a container, in an `<li>` of its own (outside any list)
        /// drawing `marker` if there is one.
        /// A list `asItem` is an item itself, drawing that marker for that
        /// block (its ordinal, alignment) in the list around it.
        mutating func open(
            _ container: Int, inItemWith marker: (text: String, attributes: TextAttributes)? = nil,
            inItemsAround outerMarkers: [(text: String, attributes: TextAttributes)] = [],
            asItem: ((text: String, attributes: TextAttributes), Block)? = nil
        ) {
            prepareParent()
            // (A table that cannot draw its marker here is in an item.)
            var marker = marker
            var asItem = asItem
            if containers[container].kind == .table, let (own, block) = asItem,
                tableItemStyle(own, block: block) == nil
            {
                marker = own
                asItem = nil
            }
            // (A table in the line of the block before is in that block.)
            let midLine = midLineTables.contains(container)
            if !midLine { lineBreakBeforeBlock() }
            // A list that is an item of the list around it takes the next
            // ordinal there, which no `value` on a list changes: when its
            // own is another, a hidden `<li>` just before it sets the
            // count (`<ol><ol style="display: list-item"></ol><ul style=
            // "display: list-item">` numbers the `<ul>` 2, the first
            // list's marker drawn by an `<li>` of its own). (In a
            // `<section>` in an open `<li>`, which it would close.) (In
            // containers that number no items in that list too, where the
            // `<li>` is numbered by it: `<ol><li>e<dl>a<ol style="display:
            // list-item"></ol><ul style="display: list-item">` numbers the
            // `<ul>` 3.)
            // (After the items around it, when it is in some, in a
            // `<section>` in the innermost: they take their ordinals first,
            // `<ol><r style="display: list-item"><b style="display:
            // list-item"><ul style="display: list-item">` being `"1. 2. ◦ "`,
            // the `<ul>` numbered 3 after the `<li>` drawing `"2. "`.)
            var hiddenItem: String? {
                guard let (_, block) = asItem, !midLine, outline.isList(containers[container].kind),
                    let ordinal = block.list?.ordinal
                else { return nil }
                // (Outside any list too, where the items the fragment's
                // root numbers count: `<li style="visibility: hidden"><ol
                // style="display: list-item">` numbers the `<ol>` 2.)
                let list = frames.lastIndex(where: { $0.tag == "ol" || $0.tag == "ul" })
                // (In a table's open cell too, which numbers none either:
                // `<ul style="display: list-item"><table><caption><ol style=
                // "display: list-item">` numbers the `<ol>` 1 in the `<ul>`,
                // after the `<li>` drawing the `<ul>`'s marker.)
                guard
                    frames[((list ?? -1) + 1)...].allSatisfy({
                        HTMLWriter.State.numbersNoItems(containers[$0.container].kind)
                            || (containers[$0.container].kind == .table && $0.cell)
                    }),
                    case let (key, expected, step) = nextOrdinal, key == list.map({ frames[$0].container }) ?? -1,
                    ordinal != expected
                else { return nil }
                return "<li value=\"\(ordinal - step)\" style=\"visibility: hidden\"></li>"
            }
            if outerMarkers.isEmpty, marker == nil, let hidden = hiddenItem {
                output += (frames.last?.item == "li" ? "<section>\(hidden)</section>" : hidden) + "\n"
            }
            // (In a table-cell span, closed after all it holds: see
            // `cellContainers`. In the `<li>` outside any list drawing its
            // marker, when there is one, which the item's own block after
            // it continues: see `cellItem`. Not a details' marker's summary.)
            let cellSpan = cellContainers.contains(container) && (marker.map(MarkerSlots.isDetailsMarker) ?? true)
            if cellSpan {
                output += "<span style=\"display: table-cell\">"
            }
            defer { if cellSpan { frames[frames.count - 1].closing += "</span>" } }
            var closing = midLine ? tableHolderClose ?? "" : ""
            tableHolderClose = nil
            var wrapStyle: ComputedStyle.ListStyleType?
            var wrapText: TextAttributes?
            // (What it holds has the style its holder's tag gives, when a
            // heading or `pre` holds it: see `midLineTables`.)
            if midLine, let kind = tableHolderKind, kind != .paragraph {
                wrapText = HTMLWriter.implied(by: kind, over: inheritedText)
            }
            tableHolderKind = nil
            // A ruby table's first cell: the table's next cells continue
            // its row (in a `<div>`: a line of its own, as `writeBlock`
            // writes a ruby table).
            // (In an `<li>` just opened to draw its marker, a `display:
            // table-cell` table, as `rubyTable` writes one after markers: a
            // `<div>` would leave the marker a line of its own, `<ul><ruby>
            // <table><th><li><ol>,<td>z` being `"• ,\n\tz"`.)
            let tableStart = containers[container].range.upperBound
            // (A table right after the last cell of a ruby table written
            // just before, whose line break and empty cells' tabs end that
            // cell, is in that cell's `<td>`, reopened, the row going on
            // after it: `<ruby><table><th>x<table><td><td>y</table><td>w`
            // is a cell `"x\n\t"`, the nested table's `"y\n\t"`, then a
            // cell `"w"`. In a ruby table of its own, in a `<div>` of its
            // own, the nested table's empty cell's tab was a paragraph.)
            let rubyBefore = previous.flatMap { rubyTables[$0.block.range.lowerBound] }
            let rubyEnd =
                rubyBefore.flatMap { table in
                    table.cells.last.map { _ in "</td></tr></table></ruby></\(HTMLWriter.rubyHolderTag(of: table))>\n" }
                } ?? ""
            if rubyCellContainers.contains(container), containers[container].kind == .table,
                let previous, let before = rubyBefore, !before.inline, !before.continuesCell,
                before.trailing == nil, before.gluedToLast == nil, glued[previous.block.range.lowerBound] == nil,
                before.cells.last?.block.range.upperBound == containers[container].range.lowerBound,
                HTMLWriter.rubyHolderTag(of: before) == rubyCellHolderTag(of: container),
                !cellTablesAfterMarkers.contains(previous.block.range.lowerBound),
                output.hasSuffix(rubyEnd)
            {
                output.removeLast(rubyEnd.count)
                let holder = holderBlock(of: previous.block)
                reopenedRubyHolders[tableStart] = (holder.alignment, holder.direction)
            } else if rubyCellContainers.contains(container), frames.last?.item == "li",
                markedItemEnd == output.utf8.count, rubyTables[tableStart]?.holderKind == nil
            {
                output += "<table style=\"display: table-cell\"><tr><td>"
                cellTablesAfterMarkers.insert(tableStart)
            } else if rubyCellContainers.contains(container) {
                output += "<\(rubyCellHolderTag(of: container))><ruby><table><tr><td>"
                // (What it holds has the style that holder's tag gives, a
                // heading's bold and size.)
                if let kind = rubyTables[containers[container].range.upperBound]?.holderKind {
                    wrapText = HTMLWriter.implied(by: kind, over: inheritedText)
                }
            }
            // Items around that item, outermost first (`<li><section><li>`).
            var outerClosing = ""
            if !outerMarkers.isEmpty {
                let guarded = frames.last?.item == "li"
                if guarded { output += "<section>" }
                outerClosing = openOuterItems(outerMarkers) + (guarded ? "</section>" : "")
            }
            defer {
                frames[frames.count - 1].closing +=
                    outerClosing + (rubyCellContainers.contains(container) ? "</td>" : "")
            }
            if let marker {
                // An `<li>` straight in an open one would close it: a
                // `<section>` keeps it inside (`<li><section><li>`).
                let guarded = frames.last?.item == "li"
                if guarded { output += "<section>" }
                // Around a list that is an item itself, counted after it
                // in the same list: a number its marker does not show is
                // the one before the list's, which no list can carry
                // (`<li value=5><ol style="display: list-item">` is
                // `"• 6. "`).
                var ordinal: Int?
                if let (_, block) = asItem, let value = block.list?.ordinal,
                    HTMLWriter.markerStyle(marker.text, ordinal: nil, preferring: .disc, expected: 1).1 == nil
                {
                    ordinal = value - nextOrdinal.step
                }
                (closing, wrapStyle, wrapText) = openBareItem(marker: marker, ordinal: ordinal)
                if guarded { closing += "</section>" }
                if !cellSpan, cellContainers.contains(container), let text = wrapText {
                    output += "<span style=\"display: table-cell\">"
                    cellItem = (closing, text)
                    closing = "</span>" + closing
                }
            }
            if !outerMarkers.isEmpty || marker != nil, let hidden = hiddenItem {
                output += "<section>\(hidden)</section>"
            }
            if containers[container].kind == .definitionDescription, frames.last?.tag == "dd" {
                output += "<section>"
                closing = "</section>" + closing
            }
            var tag: String
            var attributes = ""
            var closedDetails = false
            var tableIsItem = false
            switch containers[container].kind {
            case .blockquote: tag = "blockquote"
            case .unorderedList: tag = "ul"
            case .orderedList:
                tag = "ol"
                let ordinals = firstOrdinals[container] ?? []
                let reversed = ordinals.count == 2 && ordinals[1] < ordinals[0]
                let first = firstAsItem[container] ?? ordinals.first ?? 1
                step[container] = reversed ? -1 : 1
                expectedOrdinal[container] = first
                if reversed { attributes += " reversed" }
                if first != 1 || reversed { attributes += " start=\"\(first)\"" }
            case .definitionList: tag = "dl"
            case .definitionDescription: tag = "dd"
            case .details:
                // Open, since its content is shown, unless its summary
                // shows it closed.
                tag = "details"
                // Its marker follows those of the items it starts with
                // (`<li><details>`), and precedes that of a details in it
                // that starts with it.
                let start = containers[container].range.lowerBound
                // Of details that start together, those without a marker
                // (open, without a summary) are the outer ones, unless the
                // block is a paragraph straight in the innermost: then the
                // inner ones, since a paragraph straight in a summary is a
                // summary, one in an open details in it is not
                // (`<details><summary><details open>x`).
                let outer = frames.count { $0.tag == "details" && containers[$0.container].range.lowerBound == start }
                // (Not the marker of a details that is no container drawn
                // just before it, by a summary in a `display: contents`
                // details, see `openBareItem`: `<details style="display:
                // contents"><summary><details open><summary>` is a summary
                // `"▸ ▾ "`, the open details the container. Taken as its
                // own, the `▸ `, it was written closed, and the summary in
                // it was hidden.)
                let drawnBefore = marker.map(MarkerSlots.isDetailsMarker) == true ? 1 : 0
                let markers = detailsMarkers(at: max(start, contentStart)).dropFirst(
                    earlierDetailsMarkers + drawnBefore)
                var unmarked = 0
                if unmarkedOuter {
                    let together = blockContainers.count {
                        containers[$0].kind == .details && containers[$0].range.lowerBound == start
                    }
                    unmarked = max(0, together - markers.count)
                }
                let own = outer < unmarked ? nil : markers.dropFirst(outer - unmarked).first
                closedDetails = own?.text == "▸ "
                if !closedDetails { attributes += " open" }
                // Its marker (its summary's) in a family only a `face`
                // carries: a `<font>` around it gives the summary that
                // family, since a `<font>` around the summary would keep it
                // from being the details' own (`<font face="x y!"><details
                // open><summary>`). What it holds inherits the family. (The
                // marker of a summary not at its start too: `<font
                // face="x y!"><details open>x<summary>s`.)
                var drawn = own
                if own == nil, let summary = firstSummaries[container], summary > start,
                    let marker = detailsMarkers(at: summary).first, marker.text == "▾ "
                {
                    drawn = marker
                }
                if let own = drawn {
                    var base = wrapText ?? inheritedText
                    let text = HTMLWriter.fontAttributes(of: own.attributes, over: base)
                    if let face = HTMLWriter.faceFamily(of: text, over: base) {
                        let font = HTMLWriter.fontTags(face: face)
                        output += font.open
                        closing = font.close + closing
                        base.fontFamily = face
                        base.monospace = text.monospace
                        wrapText = base
                    }
                }
            case .figure: tag = "figure"
            case .table:
                tag = "table"
                var css =
                    (midLine ? ["visibility: hidden"] : [])
                    + (rowBoxAlignments[container].map { ["text-align: \($0.rawValue)"] } ?? [])
                // A table that is a list item (see `tablesAsItems`): its
                // marker in its style and font, which what it holds
                // inherits; counted in the list around it.
                if let (marker, block) = asItem, let style = tableItemStyle(marker, block: block) {
                    let (listCSS, text) = HTMLWriter.listItemCellCSS(
                        marker: marker.attributes, style: style, over: inheritedText)
                    css += listCSS
                    wrapText = text
                    countCellItem()
                    tableIsItem = true
                }
                if !css.isEmpty { attributes = " style=\"\(css.joined(separator: "; "))\"" }
                if let direction = rowBoxDirections[container] { attributes += " dir=\"\(direction.rawValue)\"" }
            case .custom: tag = "div"
            }
            var frame = Frame(container: container, tag: tag)
            frame.tableAlignment = tag == "table" ? rowBoxAlignments[container] : nil
            frame.tableDirection = tag == "table" ? rowBoxDirections[container] : nil
            frame.tableIsItem = tableIsItem
            frame.closing = closing
            frame.closedDetails = closedDetails
            frame.wrapStyle = wrapStyle
            frame.wrapText = wrapText
            if tag == "ol" {
                frame.listStyle = .decimal
            } else if tag == "ul" {
                let nesting = frames.count { $0.tag == "ul" || $0.tag == "ol" }
                frame.listStyle = nesting == 0 ? .disc : nesting == 1 ? .circle : .square
                expectedOrdinal[container] = 1
            }
            if let (marker, block) = asItem, let own = frame.listStyle {
                // Counted in the list around it; its marker in its own style,
                // which its items inherit, and its font.
                let (key, expected, itemStep) = nextOrdinal
                let value = block.list?.ordinal ?? expected
                expectedOrdinal[key] = value + itemStep
                // (An empty marker is none: `list-style-type: none`.)
                let style =
                    marker.text.isEmpty
                    ? ComputedStyle.ListStyleType.none
                    : HTMLWriter.markerStyle(marker.text, ordinal: value, preferring: own, expected: value).0
                let base = inheritedText
                let text = marker.text.isEmpty ? base : HTMLWriter.fontAttributes(of: marker.attributes, over: base)
                let css = ["display: list-item"] + HTMLWriter.fontCSS(from: base, to: text)
                attributes += blockAttributes(block, css: css)
                if let style, style != own {
                    attributes += " type=\"\(HTMLWriter.typeAttribute(style))\""
                    frame.listStyle = style
                }
                frame.wrapText = text
                frame.listIsItem = true
                frame.listAlignment = block.alignment
                frame.listDirection = block.direction
            }
            // (Hidden in mid-line, as a table is: see `hiddenFirstBlocks`.)
            if midLine, tag != "table" { attributes += " style=\"visibility: hidden\"" }
            output += "<\(tag)\(attributes)>"
            if tag != "dd" { output += "\n" }
            if midLine, tag == "table" { output += "<tbody style=\"visibility: visible\">\n" }
            frames.append(frame)
        }

        /// A block in a table that starts a row with tabs and a line break
        /// before its markers: the row's first cells are empty (a tab
        /// each), and the block is in the next one, where it starts a line
        /// (`<td></td><td><li>`). The number of empty cells and where the
        /// block's own content starts.
        func leadingEmptyCells(of item: DocumentOutline.Item) -> (cells: Int, end: Int)? {
            let bytes = outline.bytes
            let start = item.content.lowerBound
            // (Not those of a cell that is a list item: its `<td>`'s row's.)
            guard start == 0 || bytes[start - 1] == 0x0A,
                item.containers.contains(where: { containers[$0].kind == .table }), cellMarker(of: item) == nil
            else { return nil }
            var i = start
            while i < item.content.upperBound, bytes[i] == 0x09 { i += 1 }
            guard i > start, i < item.content.upperBound, bytes[i] == 0x0A,
                outline.isUnstyled(start..<i + 1),
                outline.segments(in: i + 1..<item.content.upperBound).first?.attributes.marker == true
            else { return nil }
            return (i - start, i + 1)
        }

        /// Where the unstyled tabs and line breaks a block starts with
        /// end, when markers follow them: the tabs just before the markers
        /// are those of empty table-cell elements (a cell each, and one
        /// more; none without such tabs), each line of tabs ending with a
        /// line break before those the empty cells of a row of a table
        /// (one more than its tabs) that the block starts with: a list
        /// item's, or a paragraph's, heading's, `pre`'s or other block of
        /// text's whose marker an item around it draws (`<li><table><td>
        /// <td></table><pre> ` is a `pre` `"\t\n•  "`), the table written in
        /// its tag.
        func tabsBeforeMarkers(of item: DocumentOutline.Item) -> (cells: Int, rows: [Int], end: Int)? {
            let bytes = outline.bytes
            var rows: [Int] = []
            var i = item.content.lowerBound
            while true {
                let line = i
                while i < item.content.upperBound, bytes[i] == 0x09 { i += 1 }
                guard i > line, i < item.content.upperBound, outline.isUnstyled(line..<i) else { return nil }
                // (A summary's too: `<li><a style="display: table-cell">
                // <details style="display: table-row"><a><summary>c` is a
                // summary "\t\n• c".)
                if bytes[i] == 0x0A, outline.isUnstyled(i..<i + 1),
                    item.block.kind == .listItem || item.block.kind == .summary || Self.holdsOnlyText(item.block.kind)
                {
                    rows.append(i - line + 1)
                    i += 1
                    if outline.segments(in: i..<min(i + 1, item.content.upperBound)).first?.attributes.marker == true {
                        return (0, rows, i)
                    }
                    continue
                }
                guard outline.segments(in: i..<i + 1).first?.attributes.marker == true else { return nil }
                return (i - line + 1, rows, i)
            }
        }

        /// The details markers (`▸ `, `▾ `) among the markers at `offset`,
        /// with the attributes of each one's first character.
        func detailsMarkers(at offset: Int) -> [(text: String, attributes: TextAttributes)] {
            // Markers are short: a window that grows while it ends in one
            // keeps this from reading the runs to the end of the text.
            var end = offset
            var segments: [Run] = []
            repeat {
                end = min(outline.bytes.count, end + 256)
                segments = outline.segments(in: offset..<end)
            } while end < outline.bytes.count && segments.allSatisfy(\.attributes.marker)
            var markers: [(text: String, attributes: TextAttributes)] = []
            var current = ""
            var attributes = TextAttributes()
            for run in segments {
                guard run.attributes.marker else { break }
                for scalar in outline.string(run.range).unicodeScalars {
                    if current.isEmpty { attributes = run.attributes }
                    current.unicodeScalars.append(scalar)
                    guard scalar == " " else { continue }
                    if current == "▸ " || current == "▾ " { markers.append((current, attributes)) }
                    current = ""
                }
            }
            return markers
        }

        /// Makes the innermost container ready for block content: a table
        /// needs a row and a cell. A list does not get an item: content
        /// straight in a list (`<ul><p>x</p></ul>`) has no marker, and an
        /// `<li>` would add one. A cell opened for a block in `hiddenBlocks`
        /// (`starting`) is hidden, not `display: contents`: a hidden `<td>`
        /// starts no cell block either, and keeps the block from breaking
        /// the line.
        mutating func prepareParent(starting start: Int? = nil) {
            guard let frame = frames.last else { return }
            switch frame.tag {
            case "table" where pendingAnonymousCell != nil && frame.container == blockContainers.last:
                closeItem()
                openItem("tr")
                output += String(repeating: "<td></td>", count: pendingAnonymousCell ?? 0)
                openCell(" style=\"display: inline\"")
                pendingAnonymousCell = nil
            // (After a row of cells, that row ends first: `<table><td>q
            // <caption style="display: table-cell"><h2>x</h2><caption
            // style="display: table-cell">a` is a cell `"q\n"`, a heading
            // `"x\n\t"`, then a caption `"a"`; written in `q`'s `<td>`,
            // the heading read back a line break more.)
            case "table"
            where pendingCaptionCell && (frame.item == nil || frame.item == "tr")
                && frame.container == blockContainers.last:
                closeItem()
                openItem("caption", attributes: " style=\"display: table-cell\"")
                pendingCaptionCell = false
            case "table" where pendingEmptyCells > 0 && !frame.cell:
                closeItem()
                openItem("tr")
                output += String(repeating: "<td></td>", count: pendingEmptyCells)
                openCell("")
                pendingEmptyCells = 0
            case "table":
                if frame.item == nil { openItem("tr") }
                // No cell block starts here: the cell is one the converter
                // does not see (a `<td>` would make a paragraph a cell).
                // (Or one whose end makes the tab before the item block of
                // a table that is a list item: see `cellsBeforeTableItems`.)
                // (Opened for it, or for the containers it opens.)
                if !frames[frames.count - 1].cell, cellsBeforeTableItems.contains(start ?? blockStart) {
                    openCell("")
                } else if !frames[frames.count - 1].cell {
                    let hidden = start.map(hiddenBlocks.contains) == true
                    openCell(" style=\"\(hidden ? "visibility: hidden" : "display: contents")\"")
                    frames[frames.count - 1].contentsCell = true
                }
            default:
                break
            }
        }

        mutating func openItem(_ tag: String, attributes: String = "") {
            output += "<\(tag)\(attributes)>"
            if tag == "tr" { output += "\n" }
            frames[frames.count - 1].item = tag
            frames[frames.count - 1].rowText = nil
            frames[frames.count - 1].hasContent = false
        }

        mutating func openCell(_ attributes: String) {
            output += "<td\(attributes)>"
            frames[frames.count - 1].cell = true
            frames[frames.count - 1].contentsCell = false
            frames[frames.count - 1].cellText = nil
            frames[frames.count - 1].itemAlignment = nil
            frames[frames.count - 1].itemDirection = nil
            frames[frames.count - 1].hasContent = false
        }

        /// Takes back the close of the item outside any list just written
        /// in the innermost frame's summary (`bareItemInSummary`) and makes
        /// that frame the item again; returns the frame as it was.
        mutating func reopenBareItem(_ bare: BareItem) -> Frame {
            output.removeLast(bare.close.count)
            let last = frames.count - 1
            let before = frames[last]
            frames[last].item = "li"
            frames[last].itemText = bare.text
            frames[last].itemAlignment = bare.alignment
            frames[last].itemDirection = bare.direction
            frames[last].itemStyle = bareItemStyle
            frames[last].hasContent = true
            return before
        }

        /// Closes the item (and cell) open in the innermost container.
        mutating func closeItem() {
            guard !frames.isEmpty else { return }
            if frames[frames.count - 1].cell {
                output += "</td>\n"
                frames[frames.count - 1].cell = false
            }
            if let item = frames[frames.count - 1].item {
                // A summary closed here is the one a block written next
                // may continue (see `writeBlock`): its font and colour,
                // alignment and direction, not those of the last summary
                // written whole (`<details open><summary><i><details>
                // <summary></details>x`: the inner one's italic).
                if item == "summary" {
                    summaryBase = frames[frames.count - 1].itemText
                    summaryDirection = frames[frames.count - 1].itemDirection
                    summaryAlignment = frames[frames.count - 1].itemAlignment
                }
                output += "</\(item)>" + frames[frames.count - 1].itemClosing + "\n"
                frames[frames.count - 1].itemClosing = ""
                frames[frames.count - 1].item = nil
                frames[frames.count - 1].itemStyle = nil
                frames[frames.count - 1].itemText = nil
                frames[frames.count - 1].rowText = nil
                frames[frames.count - 1].itemAlignment = nil
                frames[frames.count - 1].itemDirection = nil
            }
        }

        mutating func close(downTo count: Int) {
            while frames.count > count {
                closeItem()
                let frame = frames.removeLast()
                output += frame.innerClosing
                if frame.tag != "dd" { newline() }
                output += "</\(frame.tag)>\(frame.closing)\n"
                if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                if let bare = frame.inBareItem {
                    // Its item closed with it: the summary is open again.
                    frames[frames.count - 1].item = "summary"
                    frames[frames.count - 1].itemText = bare.summary.text
                    frames[frames.count - 1].itemAlignment = bare.summary.alignment
                    frames[frames.count - 1].itemDirection = bare.summary.direction
                    frames[frames.count - 1].itemStyle = nil
                    bareItemInSummary = (bare.close, bare.text, bare.alignment, bare.direction)
                }
            }
        }

        /// Ends the current line unless it is empty.
        mutating func newline() {
            if !output.isEmpty, output.last != "\n" { output += "\n" }
        }

        /// A block element starts on its own line, except first in an item.
        mutating func lineBreakBeforeBlock() {
            if frames.last?.hasContent ?? true { newline() }
        }

        /// An item of the innermost (list) container. One without a marker
        /// continues the item open there, if any (its marker went to an
        /// earlier block: `<li><hr>text`).
        mutating func writeListItem(
            _ item: DocumentOutline.Item, marker: (text: String, attributes: TextAttributes)?,
            outerMarkers: [(text: String, attributes: TextAttributes)] = []
        ) {
            // (An item with another ordinal is another item, its marker `none`.)
            let open = frames[frames.count - 1]
            let another = open.itemOrdinal != nil && item.block.list.map { $0.ordinal != open.itemOrdinal } == true
            // (Nor one after the open item's own block: an item has one.)
            let newItem =
                marker != nil || open.item == nil || another || !outerMarkers.isEmpty
                || (open.item == "li" && open.itemTaken)
            if newItem {
                closeItem()
                let closeOuter = openOuterItems(outerMarkers)
                openListItem(marker: marker, ordinal: item.block.list?.ordinal, block: item.block)
                frames[frames.count - 1].itemClosing += closeOuter
            }
            let continued = !newItem
            frames[frames.count - 1].itemTaken = true
            let cellCSS =
                continued && cellsAfterContainers.contains(item.block.range.lowerBound) ? ["display: table-cell"] : []
            if continued, item.block.direction != inheritedDirection || item.block.alignment != inheritedAlignment {
                // The item's own block after others in it (`<li><pre>x</pre>y`),
                // in a direction or alignment the `<li>`, opened for the
                // first, does not give: a `<div>` of its own, which is still
                // the item's text.
                lineBreakBeforeBlock()
                output += "<div\(blockAttributes(item.block, css: cellCSS))>" + inline(item) + "</div>\n"
                frames[frames.count - 1].hasContent = true
                return
            }
            // (After a container that is a table-cell element's content, a
            // table-cell element in its line: see `cellContainers`.)
            output += cellCSS.isEmpty ? inline(item) : "<span style=\"display: table-cell\">" + inline(item) + "</span>"
            frames[frames.count - 1].hasContent = true
            // An empty item is closed: what follows is not in it.
            if outline.leadingMarkers(of: item).end == contentWithFinalBreak(item).upperBound { closeItem() }
        }

        /// Opens an `<li>` drawing each marker, for the items around the
        /// item written next that start with it too, and returns their
        /// end tags. A `<section>` keeps each from being closed by the
        /// `<li>` in it (`<li><section><li>`); in a list, they are counted
        /// as its items.
        mutating func openOuterItems(_ markers: some Sequence<(text: String, attributes: TextAttributes)>) -> String {
            var closing = ""
            for marker in markers {
                let (close, _, text) = openBareItem(marker: marker)
                closing = "</section>" + close + closing
                output += "<section>"
                // The item in it inherits its marker style and font.
                outerItem = (lastItemStyle, text)
            }
            return closing
        }

        /// Writes the start of an `<li>` that is no open frame's item (its
        /// end is written with what it holds), drawing `marker`, in a
        /// `<font face>` when the marker's family needs one; returns its
        /// end tags, the marker style it sets and the text style it gives
        /// what it holds.
        mutating func openBareItem(
            marker: (text: String, attributes: TextAttributes)?, ordinal: Int? = nil, block: Block? = nil
        ) -> (close: String, style: ComputedStyle.ListStyleType?, text: TextAttributes) {
            // A details' marker (`▸ `, `▾ `) where no details container is
            // (the details was inline, in a ruby or `display: contents`:
            // `<ruby><details><summary><ul>x`): no `<li>` draws it, a
            // summary in a `display: contents` details does, in the
            // marker's font, which what it holds inherits.
            if let marker, marker.text == "▸ " || marker.text == "▾ ", block == nil || block?.kind != .listItem {
                let base = outerItem?.text ?? inheritedText
                outerItem = nil
                itemFace = nil
                let text = HTMLWriter.fontAttributes(of: marker.attributes, over: base)
                if HTMLWriter.faceFamily(of: text, over: base) == nil {
                    let open = marker.text == "▾ " ? " open" : ""
                    let css = HTMLWriter.fontCSS(from: base, to: text)
                    output +=
                        "<details style=\"display: contents\"\(open)><summary\(blockAttributes(nil, css: css))>"
                    return ("</summary></details>", nil, text)
                }
            }
            let (attributes, style, text) = listItemAttributes(marker: marker, ordinal: ordinal, block: block)
            let (open, close) = HTMLWriter.itemTags(attributes, face: itemFace)
            output += open
            return (close, style, text)
        }

        /// Opens an `<li>` in the innermost (list) container that the
        /// converter gives `marker`.
        mutating func openListItem(
            marker: (text: String, attributes: TextAttributes)?, ordinal: Int?, block: Block? = nil
        ) {
            let (attributes, style, text) = listItemAttributes(marker: marker, ordinal: ordinal, block: block)
            // Without a block of its own, it has what it inherits.
            let (alignment, direction) =
                block.map { ($0.alignment, $0.direction) } ?? (inheritedAlignment, inheritedDirection)
            let font = HTMLWriter.fontTags(face: itemFace)
            output += font.open
            openItem("li", attributes: attributes)
            frames[frames.count - 1].itemAlignment = alignment
            frames[frames.count - 1].itemDirection = direction
            frames[frames.count - 1].itemClosing = font.close
            frames[frames.count - 1].itemStyle = style
            frames[frames.count - 1].itemText = text
            frames[frames.count - 1].itemTaken = block != nil
            frames[frames.count - 1].itemOrdinal = itemOrdinal
            markedItemEnd = marker != nil ? output.utf8.count : nil
        }

        /// The font and colour the open items give what they hold.
        var inheritedText: TextAttributes {
            for frame in frames.reversed() {
                if frame.cell, let text = frame.cellText { return text }
                if frame.item == "tr", let text = frame.rowText { return text }
                if frame.item == "li" || frame.item == "summary", let text = frame.itemText { return text }
                if let text = frame.wrapText { return text }
            }
            return TextAttributes()
        }

        /// The `type`, `value` and `style` an `<li>` written now needs to
        /// get `marker` (and `ordinal`, when known), with the marker style
        /// and the text style it sets; counts the item in the list that
        /// numbers it. (A marker has the font and colour of its item.)
        mutating func listItemAttributes(
            marker: (text: String, attributes: TextAttributes)?, ordinal: Int?, block: Block?
        ) -> (String, ComputedStyle.ListStyleType?, TextAttributes) {
            var base = inheritedText
            itemFace = nil
            // The list numbering the item, and the marker style it inherits.
            let list = frames.lastIndex { $0.tag == "ul" || $0.tag == "ol" }
            var inherited = ComputedStyle.ListStyleType.disc
            for frame in frames.reversed() {
                if let style = frame.itemStyle ?? frame.listStyle ?? frame.wrapStyle {
                    inherited = style
                    break
                }
            }
            if let outer = outerItem {
                inherited = outer.style
                base = outer.text
                outerItem = nil
            }
            lastItemStyle = inherited
            let key = list.map { frames[$0].container } ?? -1
            let expected = expectedOrdinal[key] ?? 1
            let step = list.map { self.step[frames[$0].container] ?? 1 } ?? 1
            var out = ""
            itemOrdinal = ordinal
            guard let marker else {
                out = blockAttributes(block)
                if let ordinal { expectedOrdinal[key] = ordinal + step }
                if let ordinal, ordinal != expected { out += " value=\"\(ordinal)\"" }
                if inherited != .none { out += " type=\"none\"" }
                lastItemStyle = .none
                return (out, inherited != .none ? ComputedStyle.ListStyleType.none : nil, base)
            }
            let (style, number) = HTMLWriter.markerStyle(
                marker.text, ordinal: ordinal, preferring: inherited, expected: expected)
            let value = ordinal ?? number ?? expected
            itemOrdinal = value
            expectedOrdinal[key] = value + step
            if value != expected { out += " value=\"\(value)\"" }
            let text = HTMLWriter.fontAttributes(of: marker.attributes, over: base)
            // A family only a `face` carries goes on a `<font>` around the item.
            if let family = HTMLWriter.faceFamily(of: text, over: base) {
                itemFace = family
                base.fontFamily = family
                base.monospace = text.monospace
            }
            out =
                blockAttributes(block, css: HTMLWriter.fontCSS(from: base, to: text, forcingSize: itemFace != nil))
                + out
            guard let style, style != inherited else { return (out, nil, text) }
            out += " type=\"\(HTMLWriter.typeAttribute(style))\""
            lastItemStyle = style
            return (out, style, text)
        }

        mutating func writeCell(_ item: DocumentOutline.Item) {
            var item = item
            let start = item.block.range.lowerBound
            let (tabs, startsLine) = tabs(before: start)
            // Tabs that start the line are empty cells starting a row,
            // unless a cell block of this row starts there: they are its
            // own (a cell block with nothing in it, `<td><select><td>x`).
            let cellOnTheLine = previous.map {
                $0.block.kind == .tableCell && $0.containers == item.containers
                    && $0.block.range.lowerBound >= start - tabs
            }
            // (After a paragraph written as the text of a `display:
            // contents` cell, in its line: see `textBeforeCells`.)
            let afterCellText =
                previous.map {
                    textBeforeCells.contains($0.block.range.lowerBound) && $0.block.range.upperBound == start
                } == true && frames[frames.count - 1].isContentsCell
            let startsRow =
                !afterCellText
                && (frames[frames.count - 1].item == nil || (tabs > 0 && startsLine && cellOnTheLine != true)
                    || lastCellEnd.map { $0 == 0 || $0 > outline.bytes.count || outline.bytes[$0 - 1] != 0x09 }
                        ?? true)
            // (The cell open before it, if any, gives it no font or colour,
            // nor does the row, when it starts another.)
            frames[frames.count - 1].cellText = nil
            if startsRow { frames[frames.count - 1].rowText = nil }
            // A cell that is a list item (`<td style="display: list-item">`)
            // and starts no table starts with its marker (after the tabs and
            // line break of the empty cells before it in its row), which no
            // item around the table draws: its `<td>` is a list item, in the
            // marker's style and font, which its content inherits.
            var markerCSS: [String] = []
            var cellBase: TextAttributes?
            var markerCells = 0
            if let own = cellMarker(of: item) {
                markerCells = own.cells
                item.content = own.end..<item.content.upperBound
                (markerCSS, cellBase) = HTMLWriter.listItemCellCSS(
                    marker: own.marker.attributes, style: own.style, over: inheritedText)
                countCellItem()
            }
            // (Two markers at a row's start, after a line break, the first
            // a row's that is a list item: its `<tr>` draws that one, the
            // `<td>` the other. `<table><td>a<tr style="display: list-item">
            // <td style="display: list-item">x` is a cell `"a\n"`, then a
            // cell `"• • x"`; without, the markers were dropped.)
            var rowMarkerCSS: [String] = []
            var rowMarkerBase: TextAttributes?
            if markerCSS.isEmpty, startsRow, let (first, second, end) = rowAndCellMarkers(of: item) {
                var rowBase: TextAttributes
                (rowMarkerCSS, rowBase) = HTMLWriter.listItemCellCSS(
                    marker: first.marker.attributes, style: first.style, over: inheritedText)
                rowMarkerBase = rowBase
                (markerCSS, cellBase) = HTMLWriter.listItemCellCSS(
                    marker: second.marker.attributes, style: second.style, over: rowBase)
                item.content = end..<item.content.upperBound
                countCellItem()
                countCellItem()
            }
            // The text's first block takes the tabs before it: those of the
            // empty cells before it in its row, written as cells.
            // (Not when they are the empty cells of a row in a table in
            // it: `<td><table><td><td><th>y`.)
            var leadingCells = 0
            if start == 0, !contentWithFinalBreak(item).isEmpty {
                var i = item.content.lowerBound
                while i < item.content.upperBound, isSeparatorTab(i) { i += 1 }
                if i == item.content.upperBound || outline.bytes[i] != 0x0A {
                    leadingCells = i - item.content.lowerBound
                    item.content = i..<item.content.upperBound
                }
            }
            if startsRow {
                closeItem()
                // Tabs before the row's first cell block: the cells before
                // it in the row are empty (their tabs end the block before).
                // After text on the same line, only the last tab is the row's.
                let emptyCells = (startsLine ? tabs : min(tabs, 1)) + leadingCells + markerCells
                // A cell drawing its marker first in its row, with cells
                // after it in the row (its last block ends with a
                // separator tab): a list-item `<td>` would end the row,
                // what follows reading back on a line of its own (`<table>
                // <td>x<tr style="display: list-item"><td>a<td>b` is `"x\n•
                // a\tb"`). Its `<tr>` draws the marker, in the marker's
                // font, which the row's other cells inherit then.
                let last = glued[start]?.last ?? item
                var rowCSS: [String] = rowMarkerCSS
                if rowMarkerCSS.isEmpty, emptyCells == 0, !markerCSS.isEmpty,
                    last.block.range.upperBound <= outline.bytes.count,
                    isSeparatorTab(last.block.range.upperBound - 1)
                {
                    swap(&rowCSS, &markerCSS)
                }
                openItem("tr", attributes: blockAttributes(nil, css: rowCSS))
                if !rowCSS.isEmpty { frames[frames.count - 1].rowText = rowMarkerBase ?? cellBase }
                output += String(repeating: "<td></td>", count: emptyCells)
            } else if frames[frames.count - 1].cell {
                output +=
                    "</td>" + String(repeating: "<td></td>", count: emptyCellsAfterBox(before: start) + markerCells)
                frames[frames.count - 1].cell = false
            }
            // A list-item `<td>` ending its row's last block (as below),
            // its text ending with an unstyled line break before the tabs
            // of empty cells after it: the line break is the item's end,
            // which breaks the line before the cells after it, one more
            // than the tabs (`<table><td><td style="display: list-item">
            // <td><td>` is a cell `"\t\n• \n\t"`). As a `<br>` ending
            // the item's text, it read back as none.
            let endCells = markerCSS.isEmpty || glued[start] != nil ? nil : itemEndCells(of: item)
            if let endCells { item.content = item.content.lowerBound..<endCells.lineBreak }
            openCell(blockAttributes(item.block, css: markerCSS))
            frames[frames.count - 1].cellText = cellBase
            frames[frames.count - 1].itemAlignment = item.block.alignment
            frames[frames.count - 1].itemDirection = item.block.direction
            // A cell block with nothing in it (an empty `<select>` started
            // it): an empty cell makes none, an empty inline block does.
            var content = inline(item, base: cellBase)
            if let (tag, kind, count) = gluedHolder(of: item) {
                // The cell in a ruby table in a block of the glued ones'
                // kind, whose end breaks the line; the cells glued after
                // them are the next `<td>`s (a tab each, and an empty cell
                // per extra tab).
                let implied = HTMLWriter.implied(by: kind, over: inheritedText)
                let own = inline(item, base: implied, withGlued: false)
                content =
                    "<\(tag)><ruby><table><tr><td>" + (own.isEmpty ? HTMLWriter.blockStarter : own)
                    + "</td></tr></table></ruby>"
                    + gluedBlocks(after: item, base: implied, holderKind: kind, count: count) + "</\(tag)>"
                // (Their alignment and direction are their own `<td>`'s,
                // not inherited from this one.)
                let (alignment, direction) = (
                    frames[frames.count - 1].itemAlignment, frames[frames.count - 1].itemDirection
                )
                frames[frames.count - 1].itemAlignment = nil
                frames[frames.count - 1].itemDirection = nil
                for cell in glued[start]?.dropFirst(count) ?? [] {
                    var tabs = 0
                    while cell.block.range.lowerBound - tabs > start,
                        isSeparatorTab(cell.block.range.lowerBound - tabs - 1)
                    {
                        tabs += 1
                    }
                    let next = inline(cell, withGlued: false)
                    content +=
                        String(repeating: "</td><td>", count: max(tabs, 1) - 1)
                        + "</td><td\(blockAttributes(cell.block))>"
                        + (next.isEmpty ? HTMLWriter.blockStarter : next)
                }
                frames[frames.count - 1].itemAlignment = alignment
                frames[frames.count - 1].itemDirection = direction
            }
            output += content.isEmpty ? HTMLWriter.blockStarter : content
            frames[frames.count - 1].hasContent = true
            // Cells in it that start in mid-line are written in it.
            let last = glued[start]?.last ?? item
            lastCellEnd = last.block.range.upperBound
            // A tab that ends the row's last block separated it from empty
            // cells after it (they make no block of their own): one empty
            // cell per tab keeps the tabs.
            let bytes = outline.bytes
            let end = last.block.range.upperBound
            // (A line break that starts the next cell is its `<br>`; one
            // that starts a box in the row after that tab is that box's,
            // which takes the tab: `<td>i<td style="display:
            // inline-block"><tr><td>g` is `"i\t\ng"`.)
            if end <= bytes.count,
                end == bytes.count
                    || (bytes[end] == 0x0A && !cellStarts.contains(end) && !inlineCellStarts.contains(end))
            {
                var tabs = 0
                while end - tabs > last.content.upperBound, isSeparatorTab(end - tabs - 1) { tabs += 1 }
                if let endCells { tabs = endCells.cells }
                if tabs > 0 {
                    output += String(repeating: "</td><td>", count: tabs)
                    if end < bytes.count { lastCellEnd = end + 1 }
                }
            }
        }

        /// The empty cells after a list-item `<td>` whose text, after its
        /// marker, ends with an unstyled line break then separator tabs
        /// only, at the end of the text or of its line (see `writeCell`):
        /// one per tab and one for the line break, the item's end, which
        /// is where the text the `<td>` holds ends. Nil otherwise.
        func itemEndCells(of item: DocumentOutline.Item) -> (cells: Int, lineBreak: Int)? {
            let bytes = outline.bytes
            let end = item.block.range.upperBound
            guard end <= bytes.count,
                end == bytes.count
                    || (bytes[end] == 0x0A && !cellStarts.contains(end) && !inlineCellStarts.contains(end))
            else { return nil }
            var tabs = 0
            while end - tabs > item.content.lowerBound, isSeparatorTab(end - tabs - 1) { tabs += 1 }
            let lineBreak = end - tabs - 1
            guard tabs > 0, lineBreak >= item.content.lowerBound, bytes[lineBreak] == 0x0A,
                outline.isUnstyled(lineBreak..<lineBreak + 1)
            else { return nil }
            return (tabs + 1, lineBreak)
        }

        /// The marker a cell or caption block that is a list item starts
        /// with (see `writeCell`), after the unstyled tabs and line break of
        /// the empty cells before it (their count), with the marker style
        /// that draws it for the next item of the list around it (else for
        /// a first item) and where it ends. Nil for a block
        /// starting its table with its marker: an `<li>` around the table
        /// draws it (`<table><td style="display: list-item">x`).
        func cellMarker(of item: DocumentOutline.Item) -> (
            cells: Int, marker: (text: String, attributes: TextAttributes), style: ComputedStyle.ListStyleType, end: Int
        )? {
            guard item.block.kind == .tableCell || item.block.kind == .tableCaption, let table = item.containers.last,
                containers[table].kind == .table
            else { return nil }
            let bytes = outline.bytes
            var i = item.content.lowerBound
            while i < item.content.upperBound, bytes[i] == 0x09, outline.isUnstyled(i..<i + 1) { i += 1 }
            let cells = i - item.content.lowerBound
            if cells > 0 {
                guard i < item.content.upperBound, bytes[i] == 0x0A, outline.isUnstyled(i..<i + 1) else { return nil }
                i += 1
            } else if containers[table].range.lowerBound >= item.block.range.lowerBound {
                return nil
            }
            var probe = item
            probe.content = i..<item.content.upperBound
            let (markers, end) = outline.leadingMarkers(of: probe)
            // (The list around numbers it after its items: `<ol><li>q
            // <table><td>a<caption style="display: list-item">x` is `"2. x"`.)
            let next = nextOrdinal.expected
            // (After the marker of an item around its table, which starts
            // with it: see `outerCellMarker`.)
            let outer = outerCellMarker(of: item, cells: cells, markers: markers)
            guard markers.count == 1 || outer != nil, let own = markers.last,
                let style = HTMLWriter.markerStyle(own.text, ordinal: next, preferring: .disc, expected: next).0
                    ?? HTMLWriter.markerStyle(own.text, ordinal: 1, preferring: .disc, expected: 1).0
                    // (Numbered after that item, when it is not counted yet:
                    // one step on from its marker's number.)
                    ?? outer.flatMap({ outer in
                        let step = nextOrdinal.step
                        let number =
                            (HTMLWriter.markerStyle(outer.text, ordinal: nil, preferring: .decimal, expected: next).1
                                ?? next) + step
                        return HTMLWriter.markerStyle(own.text, ordinal: number, preferring: .disc, expected: number).0
                    }),
                HTMLWriter.faceFamily(
                    of: HTMLWriter.fontAttributes(of: own.attributes, over: inheritedText), over: inheritedText)
                    == nil
            else { return nil }
            return (cells, own, style, end)
        }

        /// The marker of an item around a table, drawn by its `<li>`, that a
        /// list-item cell's own follows, after empty cells before it in its
        /// row, the table starting with the cell: the item's marker goes on
        /// the table's first block, which starts after the empty cells'
        /// tabs and the line break its `display: list-item` makes (`<ul>
        /// <li><table><td><td style="display: list-item">` is a cell `"\t\n•
        /// • "`). The `<li>` around the table draws it, the cell's `<td>`
        /// its own (two `<li>`s around the table would draw both before
        /// the tabs).
        func outerCellMarker(of item: DocumentOutline.Item) -> (text: String, attributes: TextAttributes)? {
            guard item.block.kind == .tableCell, let table = item.containers.last, containers[table].kind == .table
            else { return nil }
            let bytes = outline.bytes
            var i = item.content.lowerBound
            while i < item.content.upperBound, bytes[i] == 0x09, outline.isUnstyled(i..<i + 1) { i += 1 }
            let cells = i - item.content.lowerBound
            guard cells > 0, i < item.content.upperBound, bytes[i] == 0x0A, outline.isUnstyled(i..<i + 1) else {
                return nil
            }
            var probe = item
            probe.content = i + 1..<item.content.upperBound
            return outerCellMarker(of: item, cells: cells, markers: outline.leadingMarkers(of: probe).markers)
        }

        func outerCellMarker(
            of item: DocumentOutline.Item, cells: Int, markers: [(text: String, attributes: TextAttributes)]
        ) -> (text: String, attributes: TextAttributes)? {
            guard cells > 0, markers.count == 2, !markers.contains(where: MarkerSlots.isDetailsMarker),
                let table = item.containers.last, containers[table].kind == .table,
                containers[table].range.lowerBound == item.block.range.lowerBound,
                item.containers.dropLast().last.map({ outline.isList(containers[$0].kind) }) == true
            else { return nil }
            return markers[0]
        }

        /// The two markers a cell block starting a row after a line break,
        /// not its table, starts with when a list-item row draws the first
        /// and a list-item cell the second (see `writeCell`), with the
        /// marker style of each and where they end.
        func rowAndCellMarkers(of item: DocumentOutline.Item) -> (
            (marker: (text: String, attributes: TextAttributes), style: ComputedStyle.ListStyleType),
            (marker: (text: String, attributes: TextAttributes), style: ComputedStyle.ListStyleType), Int
        )? {
            let start = item.content.lowerBound
            guard item.block.kind == .tableCell, let table = item.containers.last, containers[table].kind == .table,
                containers[table].range.lowerBound < start, start > 0, start <= outline.bytes.count,
                outline.bytes[start - 1] == 0x0A
            else { return nil }
            let (markers, end) = outline.leadingMarkers(of: item)
            guard markers.count == 2, !markers.contains(where: MarkerSlots.isDetailsMarker) else { return nil }
            var styles: [ComputedStyle.ListStyleType] = []
            var expected = nextOrdinal.expected
            for marker in markers {
                guard
                    let style = HTMLWriter.markerStyle(
                        marker.text, ordinal: expected, preferring: .disc, expected: expected
                    )
                    .0,
                    HTMLWriter.faceFamily(
                        of: HTMLWriter.fontAttributes(of: marker.attributes, over: inheritedText), over: inheritedText)
                        == nil
                else { return nil }
                styles.append(style)
                expected += nextOrdinal.step
            }
            return ((markers[0], styles[0]), (markers[1], styles[1]), end)
        }

        /// The ordinal the next item of the list around gets (the items
        /// outside any list when none), that list's key in
        /// `expectedOrdinal`, and its step.
        var nextOrdinal: (key: Int, expected: Int, step: Int) {
            let list = frames.lastIndex { $0.tag == "ul" || $0.tag == "ol" }
            let key = list.map { frames[$0].container } ?? -1
            return (key, expectedOrdinal[key] ?? 1, list.map { step[frames[$0].container] ?? 1 } ?? 1)
        }

        /// Counts an item that a `<td>` or `<caption>` drawing its marker
        /// is (see `cellMarker`) in the list around it.
        mutating func countCellItem() {
            let (key, expected, step) = nextOrdinal
            expectedOrdinal[key] = expected + step
        }

        /// The tag and kind of the block a cell with blocks glued to it is
        /// written in (in a ruby table, the glued blocks after it), when the
        /// last glued block ends with a line break before the tabs of the
        /// next cell in the row: the end of such a block makes that line
        /// break, which a table-cell element in the `<td>` would not
        /// (`<td><h1><ruby><table><td>1</table><i style="display:
        /// table-cell">x<td>y` is a cell `"1"`, a heading `"x\n\t"`, then
        /// the cell `"y"`, glued to the first too). With the number of
        /// glued blocks it holds; the others are the next cells. Nil when
        /// no such block, when a glued block is of another kind,
        /// alignment or direction, or when the cell does not start a line.
        func gluedHolder(of item: DocumentOutline.Item) -> (tag: String, kind: Block.Kind, count: Int)? {
            // (At a line's start only: a block in a cell after the row's
            // first breaks the line before it, `<td>1<td><h2>2` is
            // `"1\t\n2"`.)
            let start = item.block.range.lowerBound
            guard let all = glued[start], start == 0 || outline.bytes[start - 1] == 0x0A else { return nil }
            let count = all.firstIndex { $0.block.kind == .tableCell } ?? all.count
            guard count > 0 else { return nil }
            let blocks = all.prefix(count)
            let last = blocks[blocks.count - 1]
            guard
                blocks.allSatisfy({
                    $0.block.kind == last.block.kind && $0.block.alignment == item.block.alignment
                        && $0.block.direction == item.block.direction
                }),
                all.dropFirst(count).allSatisfy({ $0.block.kind == .tableCell && $0.containers == item.containers }),
                let tag = HTMLWriter.gluedTag(last.block.kind), tag != "hr", tag != "summary", tag != "dt"
            else { return nil }
            let bytes = outline.bytes
            let end = last.block.range.upperBound
            guard end < bytes.count, cellStarts.contains(end) else { return nil }
            var i = end
            while i > last.block.range.lowerBound, isSeparatorTab(i - 1) { i -= 1 }
            guard i < end, i > last.block.range.lowerBound, bytes[i - 1] == 0x0A, outline.isUnstyled(i - 1..<i)
            else { return nil }
            return (tag, last.block.kind, count)
        }

        /// The empty cells between the box in a row that is no cell written
        /// just before (a `display: inline` cell after a cell's tab) and
        /// the cell at `start`: the separator tabs ending the box. The box
        /// takes no separator of its own, so each is an empty cell's
        /// (`<td>i<td style="display: inline-block"><td><td>x` is
        /// `"i\t\tx"`, the box's paragraph `"\t"`).
        func emptyCellsAfterBox(before start: Int) -> Int {
            guard let previous, previous.block.kind == .paragraph,
                inlineCellStarts.contains(previous.block.range.lowerBound),
                previous.block.range.upperBound == start
            else { return 0 }
            var tabs = 0
            while start - tabs > previous.content.upperBound, isSeparatorTab(start - tabs - 1) { tabs += 1 }
            return tabs
        }

        mutating func writeBlock(_ item: DocumentOutline.Item) {
            // A paragraph after the container an `<li>` was opened for (to
            // draw its marker) would be the item's own block: it is straight
            // in the list (`<ol><li><ol style="display: list-item">…</ol>x`).
            if item.block.kind == .paragraph, let frame = frames.last, frame.item == "li", frame.hasContent,
                !frame.itemTaken
            {
                closeItem()
            }
            // (Before `prepareParent` opens it.)
            let opensAnonymousCell = pendingAnonymousCell != nil
            prepareParent(starting: item.block.range.lowerBound)
            let block = item.block
            let frame = frames.last
            // The next cells of a ruby table whose first cell was a
            // container just closed: in its row, after that cell's `</td>`.
            if let table = rubyTables[block.range.lowerBound], table.continuesCell, output.hasSuffix("</td>\n") {
                output.removeLast()
                // (Its holder, the `<div>` or `display: table-cell` table
                // `open` wrote, has no style of its own: its cells inherit
                // the alignment and direction of the items around, `<ul>
                // <ruby><table><th><li>"<ol>,<td>z` being a centred item
                // `"• \"\n"` and a cell `"z"` that is not, in its `<li>`.)
                var holder = block
                (holder.alignment, holder.direction) =
                    reopenedRubyHolders[block.range.lowerBound] ?? (inheritedAlignment, inheritedDirection)
                output += rubyTable(table, holder: holder, base: nil) + gluedBlocks(after: item, base: nil)
                if !cellTablesAfterMarkers.contains(block.range.lowerBound) {
                    output += "</\(HTMLWriter.rubyHolderTag(of: table))>"
                }
                output += "\n"
                if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                return
            }
            // A block of its own tag after a cell's tab on its line (a
            // heading, `<table><td><h1><ruby><table><td>><td style=
            // "display: table-row">t` being a cell `">\t"` and a heading
            // `"t"`): its tag as a table cell in the anonymous cell below,
            // which a block in it would start a line in. (So one holding a
            // ruby table, written in that element as a paragraph's is in
            // the cell: `<table><td><h2><ruby><table><td>><td style=
            // "display: table-row">t<td>u` is a cell `">\t"`, a heading
            // `"t"`, then a cell `"u"` in its line. A summary too: in the
            // cell it is no details' own, so it draws no marker, and it
            // keeps its kind: `<l style="white-space: pre"><table><td>`, a
            // tab, `<summary style="display: table-cell">y` is a cell
            // `"\t"`, then a summary `"y"`; written as a block in the
            // cell, its tab was lost.)
            let boxTag =
                frame.map { $0.cell && !$0.contentsCell && $0.hasContent } == true
                    && inlineCellStarts.contains(block.range.lowerBound)
                    && outline.leadingMarkers(of: item).markers.isEmpty
                    && !rubyFirstCellBlocks.contains(block.range.lowerBound)
                    && !hiddenBlocks.contains(block.range.lowerBound)
                ? HTMLWriter.gluedTag(block.kind).flatMap { $0 == "hr" ? nil : $0 } : nil
            // A paragraph in a cell: its text, when the cell is new.
            if let frame, frame.cell, !frame.contentsCell,
                block.kind == .paragraph || block.kind == .tableCell || boxTag != nil
            {
                // After a cell's tab on its line: a box in the row that is
                // not a cell, in an anonymous cell that takes the cell's
                // tab (`<td>a<td style="display: inline">b`).
                // (The cell before may be one glued to the cell written
                // before: `<tr style="display: contents"><th>h<tr><th>t<td
                // style="display: inline-block">b` is `"ht\tb"`.)
                let afterCellTab = inlineCellStarts.contains(block.range.lowerBound)
                if frame.hasContent, !afterCellTab {
                    // After what the cell holds (its text, or a block, an
                    // `<li>`): a paragraph of its own, which a `<td>` would
                    // make a cell, and a `<br>` in the cell a line of its
                    // block (`<td>a</td><td style="display: contents"><p>b`
                    // is a cell `"a\n"` and a paragraph `"b"`).
                    openBoxCell(" style=\"display: contents\"")
                    frames[frames.count - 1].contentsCell = true
                    return writeBlock(item)
                }
                if frame.hasContent {
                    openBoxCell(" style=\"display: inline\"")
                }
                if frame.hasContent || opensAnonymousCell {
                    // The row goes on after it only when it (or the last
                    // block glued to it) ends with a cell's tab: a line
                    // break ending it ends the row (`<td>a<td style=
                    // "display: inline">b<tr><td>c` is `"a\tb\nc"`).
                    lastCellEnd = (glued[block.range.lowerBound]?.last ?? item).block.range.upperBound
                }
                // (An empty one, whose line break ends its row, starts its
                // block with an empty inline block. So does an empty one in
                // an anonymous cell after tabs ending the block before: the
                // markers it holds need a line box, `><li><table><th><td
                // style="display: inline-table">` being a paragraph `">\n\t"`,
                // then a paragraph `"• "` in the table.)
                var content = inline(item)
                if content.isEmpty && (afterCellTab || opensAnonymousCell) { content = HTMLWriter.blockStarter }
                if let boxTag {
                    content =
                        "<\(boxTag)\(blockAttributes(block, css: ["display: table-cell"]))>" + content + "</\(boxTag)>"
                }
                output += content
                frames[frames.count - 1].hasContent = true
                return
            }
            let tag: String?
            switch block.kind {
            case .heading(let level): tag = "h\(min(max(level, 1), 6))"
            case .preformatted: tag = "pre"
            case .figureCaption: tag = "figcaption"
            case .definitionTerm: tag = "dt"
            case .summary: tag = "summary"
            case .custom: tag = "div"
            case .rule: tag = "hr"  // drawn by its attachment, in its wrappers
            case .paragraph, .listItem, .tableCell, .tableCaption:
                // The first paragraph of a list item or a `dd` is its text.
                // (Not the visible first block of a hidden one in mid-line.)
                let inItem =
                    frame.map { ($0.item == "li" || $0.tag == "dd") && !$0.hasContent } ?? false
                    && !hiddenFirstBlocks.contains(block.range.lowerBound)
                // An `<hr>` in a `<p>` would end it; a `<div>` holds it.
                let holdsRule = item.content.contains {
                    outline.bytes[$0] == 0xEF && outline.attachment(at: $0)?.kind == .rule
                }
                // A `<pre>` or `<dt>` glued to it would end a `<p>` too.
                // So would a ruby table's `<table>` (in it or at its end).
                let holdsBlock =
                    rubyTables[block.range.lowerBound] != nil || tableHolders.contains(block.range.lowerBound)
                    || (glued[block.range.lowerBound] ?? []).contains {
                        HTMLWriter.gluedTag($0.block.kind) != nil || rubyTables[$0.block.range.lowerBound] != nil
                    }
                // A ruby table whose trailing block is of another kind
                // than a paragraph is held by a block of that kind.
                if let kind = rubyTables[block.range.lowerBound]?.holderKind, let holderTag = HTMLWriter.gluedTag(kind)
                {
                    tag = holderTag
                } else {
                    // (So is a paragraph a cell follows in its line, in a
                    // `display: contents` cell: see `textBeforeCells`.)
                    let isCellText =
                        textBeforeCells.contains(block.range.lowerBound)
                        && frame.map { $0.isContentsCell && !$0.hasContent } == true
                    tag =
                        (inItem || isCellText) && block.alignment == inheritedAlignment && block.direction == nil
                            && inheritedDirection == nil
                        ? nil : holdsRule || holdsBlock ? "div" : "p"
                }
            }
            if var tag {
                lineBreakBeforeBlock()
                // A `<dt>` would close the `<dd>` it is in; a `<section>` stops it.
                let guarded = tag == "dt" && frame?.tag == "dd"
                if guarded { output += "<section>" }
                var base: TextAttributes?
                var itemClose = ""
                // An empty block in an `<li>` would leave the item the
                // block: the block draws the marker itself. (Not one holding
                // a ruby table after its markers: `<li><h1><ruby><table>`.)
                // (So one drawing the marker of an item of the list just
                // around it: see `write`. Counted in that list, in the
                // marker's style, a hidden `<li value>` before it setting
                // the count when its ordinal is not the next one.)
                var listDraws: (key: Int, ordinal: Int, style: ComputedStyle.ListStyleType?, hidden: String)? {
                    guard blockDrawsListMarker, let marker = blockMarker, let list = frame,
                        list.tag == "ol" || list.tag == "ul", list.item == nil, let inherited = list.listStyle,
                        case let (key, expected, step) = nextOrdinal, key == list.container,
                        case let (style?, number) = HTMLWriter.markerStyle(
                            marker.text, ordinal: nil, preferring: inherited, expected: expected)
                    else { return nil }
                    let ordinal = number ?? expected
                    let hidden =
                        ordinal == expected ? "" : "<li value=\"\(ordinal - step)\" style=\"visibility: hidden\"></li>"
                    return (key, ordinal + step, style == inherited ? nil : style, hidden)
                }
                let drawn = listDraws
                if tag != "hr", tag != "p", tag != "div", summaryMarker == nil, let marker = blockMarker,
                    marker.text == "• " || drawn != nil, rubyTables[block.range.lowerBound] == nil,
                    outline.leadingMarkers(of: item).end >= contentWithFinalBreak(item).upperBound
                {
                    if let drawn {
                        expectedOrdinal[drawn.key] = drawn.ordinal
                        output += drawn.hidden
                    }
                    var base = HTMLWriter.implied(by: block.kind, over: inheritedText)
                    let text = HTMLWriter.fontAttributes(of: marker.attributes, over: base)
                    // A family only a `face` carries goes on a `<font>`
                    // around it, as around an `<li>`.
                    var face: String?
                    if let family = HTMLWriter.faceFamily(of: text, over: base) {
                        face = family
                        base.fontFamily = family
                        base.monospace = text.monospace
                    }
                    let css =
                        ["display: list-item"]
                        + (drawn?.style.map { ["list-style-type: \(HTMLWriter.cssListStyle($0))"] } ?? [])
                        + HTMLWriter.fontCSS(from: base, to: text, forcingSize: face != nil)
                    let closeOuter = openOuterItems(blockMarkers.dropLast())
                    let (fontOpen, fontClose) = HTMLWriter.fontTags(face: face)
                    // The blocks glued to it (`<li><h1><i><b style="display:
                    // table-cell">&`) in it, in the style its tag gives
                    // (the marker's is the element's), after the empty
                    // cells before its marker (`<h1 style="display:
                    // list-item"><dt style="display: table-cell"><dt style=
                    // "display: table-cell">` is a heading `"\t• "`).
                    // (Those cells straight in it: in a `<span>`, they
                    // would come after the marker.)
                    var glued = gluedBlocks(after: item, base: nil)
                    // (With a separator tab before them, the block's own
                    // text is an empty cell before them, as `inline` writes
                    // it: `<l style="white-space: pre"><dt style="display:
                    // list-item">`, a tab, `<l style="display: table-cell">
                    // c` is a term `"• \t"`, then one `"c"`; the cell was
                    // the first, and the tab lost.)
                    if let next = self.glued[block.range.lowerBound]?.first, next.block.range.lowerBound > 0,
                        isSeparatorTab(next.block.range.lowerBound - 1)
                    {
                        glued =
                            "<span\(blockAttributes(nil, css: ["display: table-cell"]))>" + HTMLWriter.blockStarter
                            + "</span>" + glued
                    }
                    let restore = HTMLWriter.fontCSS(from: text, to: base, forcingSize: face != nil)
                    if !glued.isEmpty, !restore.isEmpty {
                        glued = "<span\(blockAttributes(nil, css: restore))>" + glued + "</span>"
                    }
                    glued = emptyCellsBeforeMarkers(of: item) + glued
                    output +=
                        fontOpen + "<\(tag)\(blockAttributes(block, css: css))>" + glued + "</\(tag)>" + fontClose
                        + closeOuter + "\n"
                    if guarded { output += "</section>\n" }
                    if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                    return
                }
                if let marker = blockMarker {
                    // An `<li>` straight in an open one would close it: a
                    // `<section>` keeps it inside (`<li><section><li>`).
                    let guarded = frame?.item == "li"
                    if guarded { output += "<section>" }
                    let closeOuter = openOuterItems(blockMarkers.dropLast())
                    let (close, _, text) = openBareItem(marker: marker)
                    itemClose = close + closeOuter + (guarded ? "</section>" : "")
                    base = text
                }
                if tag == "hr" {
                    // A rule written as a table cell starts no line: after
                    // the text of the item or cell it is in (`<td>x<hr>`,
                    // the tab of an empty cell after it), it would join
                    // that text's line. A `<div>` starts one.
                    let startsLine = blockMarker == nil && frame?.hasContent == true && isCellRule(item)
                    let (open, close) = startsLine ? ("<div>", "</div>") : ("", "")
                    output += open + inline(item, base: base) + close + (blockMarker == nil ? "\n" : "")
                } else if tag == "summary", summaryMarker == nil, blockMarker == nil, frame?.item == "summary" {
                    // More of the summary left open (a block in it).
                    output += "<div\(blockAttributes(block))>" + inline(item) + "</div>\n"
                } else if tag == "summary", summaryMarker == nil, let base = summaryBase,
                    output.hasSuffix("</summary>\n")
                {
                    // More of the summary just written (a block in it): a
                    // second `<summary>` would be one the details hides.
                    output.removeLast("</summary>\n".count)
                    // (`start` and `ltr` undo the summary's alignment and direction.)
                    let start =
                        block.alignment == nil && summaryAlignment != nil && inheritedAlignment == nil
                        ? ["text-align: start"] : []
                    var attributes = blockAttributes(block, css: start)
                    if block.direction == nil, summaryDirection == .rtl, inheritedDirection != .rtl {
                        attributes += " dir=\"ltr\""
                    }
                    output += "<div\(attributes)>" + inline(item, base: base) + "</div></summary>\n"
                } else if tag == "summary", let marker = summaryMarker {
                    // The marker has the summary's font and colour.
                    let base = inheritedText
                    let text = HTMLWriter.fontAttributes(of: marker, over: base)
                    let attributes = blockAttributes(block, css: HTMLWriter.fontCSS(from: base, to: text))
                    summaryBase = text
                    summaryDirection = block.direction
                    summaryAlignment = block.alignment
                    // Only the first summary straight in a details draws its
                    // marker, open as the details is (a closed one's in an
                    // open details is an inline details': `<details open>y
                    // <details style="display: inline"><summary>`).
                    let ownDetails =
                        frame.map { $0.tag == "details" && !$0.hasSummary && $0.closedDetails != summaryOpen } == true
                        && blockMarker == nil
                    if ownDetails { frames[frames.count - 1].hasSummary = true }
                    if ownDetails, let frame, frame.closedDetails, frame.item == nil {
                        output += "<summary\(attributes)>" + inline(item, base: text) + "\n"
                        frames[frames.count - 1].item = "summary"
                        frames[frames.count - 1].itemText = text
                        frames[frames.count - 1].itemDirection = block.direction
                        frames[frames.count - 1].itemAlignment = block.alignment
                    } else if ownDetails {
                        output += "<summary\(attributes)>" + inline(item, base: text) + "</summary>\n"
                    } else {
                        // A summary whose details is no container (one in an
                        // inline box: `<ruby><details><summary>`): a details
                        // of its own, which a `<ruby>` keeps from being one.
                        // (In a `<div>`: a line break after the inline box
                        // would be a space, a line of its own.)
                        // (Its marker's family only a `face` carries: in a
                        // `<font>` around that details, as in `open`.)
                        let open = summaryOpen ? " open" : ""
                        var faced = base
                        let face = HTMLWriter.faceFamily(of: text, over: base)
                        let (fontOpen, fontClose) = HTMLWriter.fontTags(face: face)
                        if let face {
                            faced.fontFamily = face
                            faced.monospace = text.monospace
                        }
                        let attributes = blockAttributes(block, css: HTMLWriter.fontCSS(from: faced, to: text))
                        // (After the markers of items around it, those of an
                        // `<li>` around it or around a container it starts, a
                        // `display: contents` details: a `<div>` would leave
                        // the item a block of its own, `<li><dd><details
                        // style="display: inline"><summary>`.)
                        let (holderOpen, holderClose, display) =
                            blockMarker == nil && outline.leadingMarkers(of: item).markers.count < 2
                            ? ("<div><ruby>", "</ruby></div>", "") : ("", "", " style=\"display: contents\"")
                        output +=
                            "\(holderOpen)\(fontOpen)<details\(display)\(open)><summary\(attributes)>"
                            + inline(item, base: text) + "</summary></details>\(fontClose)\(holderClose)\n"
                    }
                } else if tag == "summary" {
                    // A summary without a marker is not its details' own
                    // (it was nested deeper): a `<div>` keeps it from
                    // becoming the first child that draws one.
                    if blockMarker == nil, let cells = paragraphCellsHolder(item, tag: tag, base: base) {
                        output += cells + "\n"
                    } else {
                        var content = inline(item, base: base)
                        if content.isEmpty { content = HTMLWriter.blockStarter }
                        // (The visible first block of a hidden container in
                        // mid-line, as a paragraph is: see `hiddenFirstBlocks`.)
                        let firstHidden = hiddenFirstBlocks.contains(block.range.lowerBound)
                        let css = firstHidden ? ["display: table-cell; visibility: visible"] : []
                        output +=
                            "<div><summary\(blockAttributes(holderBlock(of: block), css: css))>" + content
                            + "</summary></div>"
                        if firstHidden, !frames.isEmpty {
                            output += "<div style=\"visibility: visible\">"
                            frames[frames.count - 1].innerClosing = "</div>"
                        }
                        if blockMarker == nil { output += "\n" }
                    }
                } else {
                    // A block with nothing of its own (the markers of items
                    // around it are theirs) would make none: an empty
                    // inline block starts it.
                    // (So in the item whose marker it draws, holding that
                    // item's own block: see `glued`.)
                    if blockMarker == nil || itemTextLeads.contains(block.range.lowerBound),
                        let cells = paragraphCellsHolder(item, tag: tag, base: base)
                    {
                        output += cells + itemClose + "\n"
                        if guarded { output += "</section>\n" }
                        if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                        return
                    }
                    var content = inline(item, base: base)
                    if rubyFirstCellBlocks.contains(block.range.lowerBound),
                        let table = rubyTables[block.range.lowerBound]
                    {
                        // In the ruby table's first cell, with its tag; the
                        // table goes on after that cell, in a `<div>`.
                        var rest = table
                        rest.inline = false
                        rest.continuesCell = true
                        rest.leadingCells -= 1
                        let own = inline(item, base: base, inRubyTable: true, withGlued: false)
                        content =
                            "<ruby><table><tr><td><\(tag)\(blockAttributes(block))>"
                            + (own.isEmpty ? HTMLWriter.blockStarter : own) + "</\(tag)></td>"
                            + rubyTable(rest, holder: block, base: base) + gluedBlocks(after: item, base: base)
                        // (Of the trailing block's kind, when it has one.)
                        tag = HTMLWriter.rubyHolderTag(of: table)
                    }
                    if content.isEmpty { content = HTMLWriter.blockStarter }
                    let hidden = hiddenBlocks.contains(block.range.lowerBound)
                    if hidden { content = "<span style=\"visibility: visible\">" + content + "</span>" }
                    let firstHidden = hiddenFirstBlocks.contains(block.range.lowerBound)
                    let css =
                        hidden
                        ? ["visibility: hidden"]
                        : firstHidden
                            ? ["display: table-cell; visibility: visible"]
                            : cellsAfterContainers.contains(block.range.lowerBound) ? ["display: table-cell"] : []
                    output += "<\(tag)\(blockAttributes(holderBlock(of: block), css: css))>" + content
                    // (Left open for a table in its line, which closes it.)
                    if tableHolders.contains(block.range.lowerBound), blockMarker == nil {
                        tableHolderClose = "</\(tag)>"
                        tableHolderKind = block.kind
                        if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
                        return
                    }
                    output += "</\(tag)>"
                    // (What follows it in its hidden container is visible.)
                    if firstHidden, !frames.isEmpty {
                        output += "<div style=\"visibility: visible\">"
                        frames[frames.count - 1].innerClosing = "</div>"
                    }
                    if blockMarker == nil { output += "\n" }
                }
                if blockMarker != nil { output += itemClose + "\n" }
                if guarded { output += "</section>\n" }
            } else {
                // A block with nothing but its markers (`<li><dd>`) makes
                // none without an empty inline block.
                let content = inline(item)
                output += content.isEmpty ? HTMLWriter.blockStarter : content
            }
            if !frames.isEmpty { frames[frames.count - 1].hasContent = true }
        }

        /// The block whose alignment the tag holding `block` is written
        /// with. A ruby table's first cell holding it has its alignment on
        /// its `<td>`: the holder's is that of the blocks in the table that
        /// are no cells (the `display: inline` ones and the trailing one),
        /// which inherit it, in a `<summary>` as in any holder (`<summary>
        /// <table style="display: inline"><th>x<td></table>z` is a centred
        /// cell `"x\t"`, then a summary `"z"` that is not).
        func holderBlock(of block: Block) -> Block {
            var holderBlock = block
            // (So does one whose first cell holds the block, with a
            // trailing block: see `rubyFirstCellBlocks`.)
            if rubyFirstCellBlocks.contains(block.range.lowerBound),
                let trailing = rubyTables[block.range.lowerBound]?.trailing
            {
                holderBlock.alignment = trailing.block.alignment
            }
            if block.kind == .tableCell || block.kind == .tableCaption,
                let table = rubyTables[block.range.lowerBound], !table.inline, !table.continuesCell,
                let plain = table.trailing
                    ?? table.cells.first(where: {
                        $0.block.kind != .tableCell && $0.block.kind != .tableCaption
                    })
            {
                holderBlock.alignment = plain.block.alignment
            }
            return holderBlock
        }

        /// Closes the open cell and opens a `<td>` with `attributes` after
        /// it in its row, for a box in the row that is no cell block: it
        /// gives what it holds no alignment, direction, font or colour of
        /// its own, not even those of a cell before it that draws its
        /// marker (`cellText`: `<pre><table><td><td style="display:
        /// list-item"><caption style="display: inline-block">&` is a
        /// monospace `"&"`, the `<pre>`'s, not the marker's font).
        mutating func openBoxCell(_ attributes: String) {
            output += "</td><td\(attributes)>"
            frames[frames.count - 1].itemAlignment = nil
            frames[frames.count - 1].itemDirection = nil
            frames[frames.count - 1].cellText = nil
        }

        /// The alignment blocks get from the open item or cell around them.
        var inheritedAlignment: Block.Alignment? {
            for frame in frames.reversed() {
                // (Blocks in a table but in no `<td>` that is a box take
                // the table's.)
                if let alignment = frame.tableAlignment, !frame.cell || frame.contentsCell { return alignment }
                // (A `display: contents` cell makes no box and has no
                // style: what it holds inherits from outside the table,
                // `<th>Y<td><table><td><h4>x` is a heading in a centred
                // cell's row, not in it.)
                if frame.isContentsCell { continue }
                if frame.cell || frame.item == "li" || frame.item == "summary" { return frame.itemAlignment }
                if frame.listIsItem { return frame.listAlignment }
            }
            return nil
        }

        /// The direction blocks get from the open item, cell or summary
        /// around them.
        var inheritedDirection: Block.Direction? {
            for frame in frames.reversed() {
                // (As the alignment, see `inheritedAlignment`.)
                if let direction = frame.tableDirection, !frame.cell || frame.contentsCell { return direction }
                if frame.isContentsCell { continue }
                if frame.cell || frame.item == "li" || frame.item == "summary" { return frame.itemDirection }
                if frame.listIsItem { return frame.listDirection }
            }
            return nil
        }

        /// A block of its own tag that is a table cell, with a paragraph
        /// glued after it in its row (`<h1 style="display: table-cell">x
        /// </h1><i style="display: table-cell">b` is a heading `"x\t"` and a
        /// paragraph `"b"`): in the block's tag the paragraph would take
        /// the block's kind, so the row is held by a paragraph `<div>` and
        /// the block's tag is a cell in it. So with no tab between, the
        /// paragraph in an anonymous table of its own (`<h1 style=
        /// "display: table-cell">c</h1>&<a style="display: table-cell">x`
        /// is a heading `"c&"` and a paragraph `"x"`). Nil for other blocks.
        func paragraphCellsHolder(_ item: DocumentOutline.Item, tag: String, base: TextAttributes?) -> String? {
            let start = item.block.range.lowerBound
            guard tag != "hr", tag != "p", tag != "div", rubyTables[start] == nil,
                !hiddenBlocks.contains(start), !hiddenFirstBlocks.contains(start), !tableHolders.contains(start),
                let glued = glued[start], glued.contains(where: { $0.block.kind == .paragraph })
            else { return nil }
            var content = inline(item, base: base, withGlued: false, isOwnCell: true)
            if content.isEmpty { content = HTMLWriter.blockStarter }
            return "<div\(blockAttributes(item.block))><\(tag)\(blockAttributes(nil, css: ["display: table-cell"]))>"
                + content + "</\(tag)>" + gluedBlocks(after: item, base: base, holderKind: .paragraph) + "</div>"
        }

        func blockAttributes(_ block: Block?, css more: [String] = []) -> String {
            var out = ""
            var css = more
            if let alignment = block?.alignment {
                css.insert("text-align: \(alignment.rawValue)", at: 0)
            } else if block != nil, inheritedAlignment != nil {
                // `start` undoes an alignment the block would inherit.
                css.insert("text-align: start", at: 0)
            }
            if !css.isEmpty { out += " style=\"\(HTMLWriter.escapeAttribute(css.joined(separator: "; ")))\"" }
            if let direction = block?.direction {
                out += " dir=\"\(direction.rawValue)\""
            } else if block != nil, inheritedDirection == .rtl {
                // `ltr` undoes a direction the block would inherit.
                out += " dir=\"ltr\""
            }
            return out
        }

        // MARK: Inline content

        /// The block's runs as nested inline elements. Styles the block
        /// inherits (from `base`, the open items' style, or the items'
        /// if nil) or its tag gives (bold and size of a heading, monospace
        /// of `pre`) are not repeated; those it loses are undone.
        /// `inPreTag` says the content comes straight after a `<pre>`'s
        /// start tag (not in a `<span>` glued into one); without
        /// `withGlued`, the blocks glued to it are left out; with
        /// `isOwnCell`, the caller writes the block's tag as a table cell
        /// (see `paragraphCellsHolder`), so no cell is wrapped around it.
        func inline(
            _ item: DocumentOutline.Item, base: TextAttributes? = nil, inPreTag: Bool = true, inRubyTable: Bool = false,
            withGlued: Bool = true, isOwnCell: Bool = false
        ) -> String {
            let implied = HTMLWriter.implied(by: item.block.kind, over: base ?? inheritedText)
            if !inRubyTable, let table = rubyTables[item.block.range.lowerBound], !table.inline {
                return rubyTable(table, holder: item.block, base: base) + gluedBlocks(after: item, base: base)
            }
            let preformatted = item.block.kind == .preformatted
            var nester = InlineNester<Wrapper>()
            let bytes = outline.bytes
            // Markers are drawn by the `<li>`s written around the block.
            let markersEnd = outline.leadingMarkers(of: item).end
            var out = ""
            // `pre` drops a newline straight after its start tag (the
            // markers before it are drawn by the items around).
            // (Its final line break too, when that is all it has: `<pre><br>`.)
            let range = contentWithFinalBreak(item)
            let first = max(range.lowerBound, markersEnd)
            // (Written first, before the table-cell elements it may be
            // wrapped in below: in one, it would be text, `c<pre><s
            // style="display: table-row">` and a newline then `x<rt
            // style="display: table-cell"></rt>b` is a `<pre>` `"\nx\t"`.)
            let preGuard = preformatted && inPreTag && first < range.upperBound && bytes[first] == 0x0A ? "\n" : ""
            // Spaces the converter would collapse or trim are kept by
            // `white-space: pre-wrap` around the whole block.
            let keepsSpaces =
                !preformatted
                && HTMLWriter.hasCollapsibleSpace(bytes[max(markersEnd, range.lowerBound)..<range.upperBound])
            if keepsSpaces { out += "<span style=\"white-space: pre-wrap\">" }
            for segment in outline.segments(in: range) {
                if segment.attributes.marker, segment.range.lowerBound < markersEnd { continue }
                let wanted = wrappers(segment.attributes, implied: implied)
                var chunkStart = segment.range.lowerBound
                var opened = false
                func openWrappers() {
                    guard !opened else { return }
                    let (closing, opening) = nester.transition(to: wanted)
                    out += closing.map(\.closeTag).joined() + opening.map(\.openTag).joined()
                    opened = true
                }
                func flush(_ end: Int) {
                    guard end > chunkStart else { return }
                    openWrappers()
                    out += HTMLWriter.escapeText(outline.bytes[chunkStart..<end])
                }
                var i = segment.range.lowerBound
                while i < segment.range.upperBound {
                    if bytes[i] == 0x0A, !preformatted {
                        flush(i)
                        // A line break has the style of where it is.
                        openWrappers()
                        out += "<br>"
                        i += 1
                        chunkStart = i
                    } else if bytes[i] == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBC {
                        flush(i)
                        if let attachment = outline.attachment(at: i) {
                            openWrappers()
                            out += image(
                                attachment, in: item.block,
                                asCell: i + 3 < range.upperBound || gluedStarts.contains(item.block.range.lowerBound))
                        } else if item.block.kind == .rule {
                            openWrappers()
                            out += "<hr\(blockAttributes(item.block))>"
                        } else {
                            // A U+FFFC of the input's own text, not an attachment.
                            openWrappers()
                            out += "&#xFFFC;"
                        }
                        i += 3
                        chunkStart = i
                    } else {
                        i += 1
                    }
                }
                flush(segment.range.upperBound)
            }
            out += nester.closeAll().map(\.closeTag).joined()
            if keepsSpaces { out += "</span>" }
            // (With nothing after those cells and markers, an empty inline
            // block holds the line the markers are drawn in: `<li><table>
            // <th><td style="display: inline-block">` is a paragraph
            // `"\t• "` in the table; its markers alone draw none.)
            let cellsBefore = emptyCellsBeforeMarkers(of: item)
            let startsWithCells = cellsBeforeMarkers.map { $0.start == item.block.range.lowerBound && $0.count > 0 }
            out = cellsBefore + (out.isEmpty && startsWithCells == true ? HTMLWriter.blockStarter : "") + out
            if let cells = emptyCellStarts[item.block.range.lowerBound] {
                out =
                    String(repeating: "<span style=\"display: table-cell\"></span>", count: cells)
                    + "<span style=\"display: table-cell\">" + out + "</span>"
            }
            // A block ending in a tab before the ones glued to it was a
            // table-cell too: the tab separates it from the next. A cell
            // block with nothing but its tab is an empty cell, which starts
            // no block: an empty inline block in it does.
            let cellCSS = blockAttributes(nil, css: ["display: table-cell"])
            if !isOwnCell, let next = glued[item.block.range.lowerBound]?.first, next.block.range.lowerBound > 0,
                isSeparatorTab(next.block.range.lowerBound - 1)
            {
                out = "<span\(cellCSS)>" + (out.isEmpty ? HTMLWriter.blockStarter : out) + "</span>"
            }
            out = preGuard + out
            // A ruby table continuing the block in mid-line, in what it
            // gives its text (`<h4>x<ruby><table><td>a`); the blocks glued
            // to one come after its cells.
            if !inRubyTable, let table = rubyTables[item.block.range.lowerBound], table.inline {
                out += rubyTable(table, holder: item.block, base: implied)
            }
            return withGlued ? out + gluedBlocks(after: item, base: base) : out
        }

        /// The empty cells `item` starts with before its markers (see
        /// `cellsBeforeMarkers`): table-cell elements, after a table of
        /// the rows of empty cells before them. Empty for other blocks.
        func emptyCellsBeforeMarkers(of item: DocumentOutline.Item) -> String {
            guard let cells = cellsBeforeMarkers, cells.start == item.block.range.lowerBound else { return "" }
            var out = String(repeating: "<span style=\"display: table-cell\"></span>", count: cells.count)
            if !cells.rows.isEmpty {
                let rows = cells.rows.map { "<tr>" + String(repeating: "<td></td>", count: $0) + "</tr>" }
                out = "<table>" + rows.joined() + "</table>" + out
            }
            return out
        }

        /// The blocks glued to `item` (see `glued`; or `blocks`, when
        /// given), as table-cell elements.
        func gluedBlocks(
            after item: DocumentOutline.Item, base: TextAttributes?, holderKind: Block.Kind? = nil, count: Int? = nil,
            blocks: [DocumentOutline.Item]? = nil
        ) -> String {
            var out = ""
            let cellCSS = blockAttributes(nil, css: ["display: table-cell"])
            // The converter separates a cell from the one before it in the
            // same parent by a tab; one without a tab before it starts a
            // parent of its own (a `<span>`, which the cells after it
            // share).
            var group = false
            for next in (blocks ?? glued[item.block.range.lowerBound] ?? []).prefix(count ?? .max) {
                // (The first in a caption after its tabs, which the
                // caption's text holds, starts a parent of its own too: see
                // `captionsInCaptionLines`.)
                if !group, holderKind == .tableCaption {
                    out += "<span>"
                    group = true
                }
                if !isSeparatorTab(next.block.range.lowerBound - 1) {
                    if group { out += "</span>" }
                    out += "<span>"
                    group = true
                }
                // A list item (see `glued`) is a `display: list-item`
                // span in a hidden table-cell one, which draw no marker and
                // break no line, its text visible.
                if next.block.kind == .listItem {
                    out +=
                        "<span style=\"visibility: hidden\"><span style=\"display: table-cell\">"
                        + "<span style=\"display: list-item; list-style-type: none\">"
                        + "<span style=\"visibility: visible\">" + inline(next, base: base) + "</span>"
                        + "</span></span></span>"
                    continue
                }
                // A kind other than the paragraph it is glued to has its tag.
                if next.block.kind == .rule {
                    // The `<hr>` is the cell itself.
                    out += inline(next, base: base)
                    continue
                }
                // (The holder's kind is that of its tag, which may come from
                // a ruby table it holds: see `RubyTable.holderKind`.)
                let holderKind = holderKind ?? rubyTables[item.block.range.lowerBound]?.holderKind ?? item.block.kind
                let tag = next.block.kind == holderKind ? "span" : HTMLWriter.gluedTag(next.block.kind) ?? "span"
                // (One of another kind inherits the holder's style too: a
                // `<dt>`'s unstyled line break in a `<pre>` undoes its
                // monospace, `<pre>c<n><dt style="display: table-cell">`.)
                let inherited =
                    next.block.kind == holderKind || holderKind == .paragraph
                    ? base : HTMLWriter.implied(by: holderKind, over: base ?? inheritedText)
                let content = inline(next, base: inherited, inPreTag: tag == "pre")
                // Its own alignment, when not the one it inherits.
                var css = cellCSS
                if next.block.alignment != item.block.alignment {
                    let align = "text-align: \(next.block.alignment?.rawValue ?? "start"); display: table-cell"
                    css = blockAttributes(nil, css: [align])
                }
                // Its own direction too (no direction is `ltr`).
                if next.block.direction != item.block.direction {
                    css += " dir=\"\((next.block.direction ?? .ltr).rawValue)\""
                }
                // (A `<dt>` would close the `<dd>` it is in, as in
                // `writeBlock`; a `display: contents` `<section>`, a special
                // element, stops it without a box: `<dd>y<span><dt style=
                // "display: table-cell">8`.)
                let guarded = tag == "dt" && frames.last?.tag == "dd"
                out +=
                    (guarded ? "<section style=\"display: contents\">" : "") + "<\(tag)\(css)>"
                    + (content.isEmpty ? HTMLWriter.blockStarter : content) + "</\(tag)>"
                    + (guarded ? "</section>" : "")
            }
            if group { out += "</span>" }
            return out
        }

        /// Whether a rule block's `<hr>` is written as a table cell: text
        /// follows the rule in its block (a cell does not end the line or
        /// the block), or the block starts in mid-line.
        func isCellRule(_ item: DocumentOutline.Item) -> Bool {
            let range = contentWithFinalBreak(item)
            let start = max(outline.leadingMarkers(of: item).end, range.lowerBound)
            guard
                let rule = (start..<range.upperBound).first(where: {
                    outline.bytes[$0] == 0xEF && outline.attachment(at: $0)?.kind == .rule
                })
            else { return false }
            return rule + 3 < range.upperBound || gluedStarts.contains(item.block.range.lowerBound)
        }

        /// Whether the tab at `offset` can be one the converter puts between
        /// two table-cell elements: that one is never styled, so a styled
        /// tab is text (`<pre>&Tab;<span style="display: table-cell">`).
        func isSeparatorTab(_ offset: Int) -> Bool {
            outline.bytes[offset] == 0x09
                && outline.isUnstyled(offset..<offset + 1)
        }

        /// How many separator tabs come just before `offset`, and whether
        /// a line break (or the text's start) comes before them. A styled
        /// tab is text, not an empty cell's separator: before it, the tabs
        /// start no line (`<pre><table><td>a\n\t<td>c` is `"a\n\t\tc"`,
        /// one cell and its separator, not a row of empty cells).
        func tabs(before offset: Int) -> (count: Int, startsLine: Bool) {
            let bytes = outline.bytes
            guard offset <= bytes.count else { return (0, false) }
            var i = offset
            while i > 0, isSeparatorTab(i - 1) { i -= 1 }
            return (offset - i, i == 0 || bytes[i - 1] == 0x0A)
        }

        /// The block's content with the character that ends it when that
        /// is content, not a separator the converter adds by itself: a tab
        /// outside a table cell; a newline that is styled (only a `<br>`'s
        /// is), ends an empty block, or follows another newline (the
        /// converter adds no separator after a `<br>`).
        func contentWithFinalBreak(_ item: DocumentOutline.Item) -> Range<Int> {
            let content = item.content
            let bytes = outline.bytes
            // The line break and tabs ending a ruby table's first cell that
            // is a container (see `rubyCellContainers`) are the table's.
            if let tail = rubyCellTails[item.block.range.upperBound] {
                let end = min(item.block.range.upperBound, bytes.count) - tail
                return content.lowerBound..<max(content.lowerBound, min(content.upperBound, end))
            }
            // The line break and tab ending the first block of a table that
            // is a list item, before its item block, are that block's end
            // and its cell's (see `cellsBeforeTableItems`).
            if cellsBeforeTableItems.contains(item.block.range.lowerBound) {
                let lineBreak = min(item.block.range.upperBound, bytes.count) - 2
                let end = isBreakText(at: lineBreak, in: item) ? lineBreak + 1 : lineBreak
                return content.lowerBound..<max(content.lowerBound, min(content.upperBound, end))
            }
            // So are the line break and tabs ending a block before a ruby
            // table in other containers (see `tabsBeforeContentsTables`):
            // the block's end is that line break (a `<br>` when it is text).
            if let tabs = tabsBeforeContentsTables[item.block.range.lowerBound] {
                let lineBreak = min(item.block.range.upperBound, bytes.count) - tabs - 1
                let end = isBreakText(at: lineBreak, in: item) ? lineBreak + 1 : lineBreak
                return content.lowerBound..<max(content.lowerBound, min(content.upperBound, end))
            }
            // The tabs before a ruby table in mid-line are its empty cells
            // (and the line break before them, for a block written in its
            // first cell, the block's end: see `rubyFirstCellBlocks`).
            if let table = rubyTables[item.block.range.lowerBound], table.inline, table.leadingCells > 0 {
                let end =
                    min(item.block.range.upperBound, bytes.count) - table.leadingCells
                    - (rubyFirstCellBlocks.contains(item.block.range.lowerBound) ? 1 : 0)
                return content.lowerBound..<max(content.lowerBound, min(content.upperBound, end))
            }
            guard content.upperBound < min(item.block.range.upperBound, bytes.count) else { return content }
            // (The line break and tab of a block in a `display: table-cell`
            // caption are its end's and the caption's: see `captionCells`.)
            if captionCells.contains(item.block.range.lowerBound), frames.last?.item == "caption" {
                return content.lowerBound..<max(content.lowerBound, content.upperBound - 1)
            }
            let extended = content.lowerBound..<content.upperBound + 1
            switch bytes[content.upperBound] {
            case 0x09:
                // A line break and tabs before a row of a table: the tabs
                // are the row's empty first cells, the line break the
                // separator before the row (unless it is a styled `<br>`).
                let next = content.upperBound + 1
                let (tabs, startsLine) = tabs(before: next)
                // (When the tabs are all the block holds, it starts the
                // text or a line after a block: the row's line break is
                // none or that one, and the block is empty.)
                let onlyTabs = next - tabs == item.block.range.lowerBound && startsLine
                // (A `<br>`'s line break there is both: the converter adds
                // no row break after it. It is text, written as the
                // `<br>`, when styled or after nothing or another line
                // break: `<th>x<br><td><td>a` is `"x\n\t\ta"`, the same as
                // `<th>x<br><tr><td><td><td>a`.)
                if cellStarts.contains(next), startsLine, next - tabs - 1 >= content.lowerBound {
                    let lineBreak = next - tabs - 1
                    return content.lowerBound..<(isBreakText(at: lineBreak, in: item) ? lineBreak + 1 : lineBreak)
                }
                // (A cell's are its own, `<td><select><td><td>y`, unless
                // they are before a table in it.)
                if cellStarts.contains(next), onlyTabs,
                    item.block.kind != .tableCell
                        || containers.contains(where: { $0.kind == .table && $0.range.lowerBound == next })
                {
                    return content.lowerBound..<content.lowerBound
                }
                // Empty cells before a box in a row that is no cell (the
                // table after it writes the line break and the tabs).
                // (Or the line break is the block's text, a `<br>` to
                // write, as before a cell.)
                if anonymousCellStarts[next] == tabs, startsLine, next - tabs - 1 >= content.lowerBound {
                    let lineBreak = next - tabs - 1
                    return content.lowerBound..<(isBreakText(at: lineBreak, in: item) ? lineBreak + 1 : lineBreak)
                }
                if anonymousCellStarts[next] == tabs, onlyTabs { return content.lowerBound..<content.lowerBound }
                // Tabs of empty table-cell elements in the list item after it.
                if tabsBeforeItems[next] != nil, tabsOnlyBeforeItems.contains(item.block.range.lowerBound) {
                    return content.lowerBound..<content.lowerBound
                }
                // (A line break before them that is text, a `<br>`, styled
                // or after another, is written: the converter adds no
                // separator after it, as before a cell.)
                if let tabs = tabsBeforeItems[next], next - tabs - 1 >= content.lowerBound {
                    let lineBreak = next - tabs - 1
                    return content.lowerBound..<(isBreakText(at: lineBreak, in: item) ? lineBreak + 1 : lineBreak)
                }
                // A line of table-cell elements with empty first ones after
                // it: its line break and tabs are the next block's (unless
                // the line break is a styled `<br>`). (A line break that is
                // text, a `<br>` before containers the block opens, is
                // written: see `emptyCellStarts`.)
                if let cells = emptyCellStarts[next], next - cells - 1 >= content.lowerBound {
                    let lineBreak = next - cells - 1
                    if isBreakText(at: lineBreak, in: item) { return content.lowerBound..<lineBreak + 1 }
                    if outline.isUnstyled(lineBreak..<lineBreak + 1) { return content.lowerBound..<lineBreak }
                }
                // (Or they are all it holds: it is written empty.)
                if emptyCellStarts[next] == tabs, onlyTabs { return content.lowerBound..<content.lowerBound }
                // A cell's separator, or one between table-cell spans. (A
                // styled tab is text: `<pre><table><td>&Tab;`.)
                // (Before a cell in a cell too: `<pre><table><td>&Tab;<i
                // style="display: table-cell">y` is a cell `"\t"` and one
                // `"y"` glued to it.)
                let separates =
                    isSeparatorTab(content.upperBound)
                    && (item.block.kind == .tableCell || lastGluedToCells.contains(item.block.range.lowerBound)
                        || gluedStarts.contains(content.upperBound + 1) || cellStarts.contains(content.upperBound + 1)
                        || cellsAfterContainers.contains(content.upperBound + 1))
                return separates ? content : extended
            case 0x0A:
                // (An empty box in a row after a cell's tab ends its row
                // with an unstyled line break: no `<br>`.)
                if content.isEmpty, inlineCellStarts.contains(item.block.range.lowerBound),
                    outline.isUnstyled(extended)
                {
                    return content
                }
                return isBreakText(at: content.upperBound, in: item) ? extended : content
            default:
                return content
            }
        }

        /// Whether the line break at `offset`, after the block's text
        /// before it, is text (a `<br>` to write), not a separator the
        /// converter adds by itself: it is styled (only a `<br>`'s is),
        /// the block has nothing before it (but markers), or it follows
        /// another line break (the converter adds no separator after a
        /// `<br>`).
        func isBreakText(at offset: Int, in item: DocumentOutline.Item) -> Bool {
            Self.isBreakText(at: offset, in: item, outline: outline)
        }

        static func isBreakText(at offset: Int, in item: DocumentOutline.Item, outline: DocumentOutline) -> Bool {
            let lower = item.content.lowerBound
            let isEmpty = offset <= lower || outline.leadingMarkers(of: item).end >= offset
            return isEmpty || !outline.isUnstyled(offset..<offset + 1) || outline.bytes[offset - 1] == 0x0A
        }

        func wrappers(_ attributes: TextAttributes, implied: TextAttributes) -> [Wrapper] {
            var a = attributes
            // Monospace without a family is what `code` and `pre` give.
            if a.monospace && a.fontFamily == nil { a.fontFamily = "monospace" }
            var out: [Wrapper] = []
            var inherited = implied
            if let link = a.link, HTMLWriter.isAllowed(link, schemes: allowedSchemes) { out.append(.link(link)) }
            if a.bold && !implied.bold {
                out.append(.strong)
                inherited.bold = true
            }
            if a.italic && !implied.italic {
                out.append(.em)
                inherited.italic = true
            }
            if a.underline { out.append(.u) }
            if a.strikethrough { out.append(.s) }
            if a.monospace && !implied.monospace {
                out.append(.code)
                inherited.monospace = true
                inherited.fontFamily = "monospace"
            }
            var forcingSize = a.verticalAlign != nil
            if let family = HTMLWriter.faceFamily(of: a, over: inherited) {
                out.append(.font(family))
                inherited.fontFamily = family
                inherited.monospace = a.monospace
                forcingSize = true
            }
            // `sup` and `sub` make text smaller relative to their parent:
            // their size is always written, on them, so it is absolute.
            var css = HTMLWriter.fontCSS(
                from: inherited, to: a, background: a.backgroundColor, forcingSize: forcingSize)
            if let v = a.letterSpacing, let px = HTMLWriter.number(v) { css.append("letter-spacing: \(px)px") }
            if let v = a.wordSpacing, let px = HTMLWriter.number(v) { css.append("word-spacing: \(px)px") }
            if let v = a.lineHeight, let n = HTMLWriter.number(v) { css.append("line-height: \(n)") }
            let style = css.joined(separator: "; ")
            switch a.verticalAlign {
            case .super: out.append(.sup(style))
            case .sub: out.append(.sub(style))
            case nil: if !css.isEmpty { out.append(.span(style)) }
            }
            return out
        }

        func image(_ attachment: Attachment, in block: Block, asCell: Bool = false) -> String {
            switch attachment.kind {
            case .rule:
                // A rule in a line is an inline-block one. A rule block
                // with text after the rule, or starting in mid-line, was a
                // table cell, which does not end the line or the block.
                return block.kind != .rule
                    ? "<hr style=\"display: inline-block\">"
                    : "<hr\(blockAttributes(block, css: asCell ? ["display: table-cell"] : []))>"
            case .image(let src, let alt, let width, let height):
                var tag = "<img"
                if HTMLWriter.isAllowed(src, schemes: allowedSchemes) {
                    tag += " src=\"\(HTMLWriter.escapeAttribute(src))\""
                }
                // No `alt` and an empty one differ (an image that is content
                // vs one that is decoration), so only a present one is written.
                if let alt { tag += " alt=\"\(HTMLWriter.escapeAttribute(alt))\"" }
                // The converter keeps `width`/`height` as parsed, unrounded.
                if let width, let w = HTMLWriter.plainDecimal(width) { tag += " width=\"\(w)\"" }
                if let height, let h = HTMLWriter.plainDecimal(height) { tag += " height=\"\(h)\"" }
                return tag + ">"
            }
        }
    }
}

// MARK: Escaping and safety

extension HTMLWriter {
    /// An `<li>`'s start and end tags, in a `<font face>` when its marker's
    /// family needs one.
    static func itemTags(_ attributes: String, face: String?) -> (String, String) {
        let font = fontTags(face: face)
        return (font.open + "<li\(attributes)>", "</li>" + font.close)
    }

    /// A `<font face>`'s start and end tags, or nothing without a face.
    static func fontTags(face: String?) -> (open: String, close: String) {
        guard let face else { return ("", "") }
        return (Wrapper.font(face).openTag, Wrapper.font(face).closeTag)
    }

    /// `base` with the weight, style, colour, size and family of `marker`
    /// (a marker has those of its element, and nothing else).
    static func fontAttributes(of marker: TextAttributes, over base: TextAttributes) -> TextAttributes {
        var text = base
        text.bold = marker.bold
        text.italic = marker.italic
        text.color = marker.color
        text.fontSize = marker.fontSize
        text.fontFamily = marker.fontFamily
        text.monospace = marker.monospace
        return text
    }

    /// The CSS that turns text styled `base` (by inheritance) into `a`'s
    /// weight, style, colour, size and family (and background, which does
    /// not inherit): what `a` adds and what it undoes (`font-weight:
    /// normal` in a heading, `font-family: initial`...).
    static func fontCSS(
        from base: TextAttributes, to a: TextAttributes, background: Color? = nil, forcingSize: Bool = false
    ) -> [String] {
        var css: [String] = []
        if a.bold != base.bold { css.append(a.bold ? "font-weight: bold" : "font-weight: normal") }
        if a.italic != base.italic { css.append(a.italic ? "font-style: italic" : "font-style: normal") }
        if a.color != base.color { css.append("color: \((a.color ?? .black).hex)") }
        if let background { css.append("background-color: \(background.hex)") }
        // A family is written when CSS carries it exactly; one that cannot
        // be written safely is left out (the default family, not the one
        // around it). The converter scales a relative size into and out of
        // the sole `monospace` family (13px, not 16, as Chromium does): a
        // size given in px with the family is taken as it is.
        var family: String?
        if a.fontFamily != base.fontFamily {
            if let f = a.fontFamily, isCSSFamily(f), let list = fontFamilyList(f) {
                family = list
            } else if base.fontFamily != nil {
                family = "initial"
            }
        }
        let size = a.fontSize ?? 16
        if forcingSize || family != nil || size != base.fontSize ?? 16, let px = number(size) {
            css.append("font-size: \(px)px")
        }
        if let family { css.append("font-family: \(family)") }
        return css
    }

    /// Whether text in a block has white space that `white-space: normal`
    /// would change: a tab, CR or form feed, a space at either end or next
    /// to another space or a line break.
    static func hasCollapsibleSpace(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == 0x20 || last == 0x20 { return true }
        var previous: UInt8 = 0
        for b in bytes {
            switch b {
            case 0x09, 0x0C, 0x0D: return true
            case 0x20 where previous == 0x20 || previous == 0x0A: return true
            case 0x0A where previous == 0x20: return true
            default: break
            }
            previous = b
        }
        return false
    }

    /// Whether the writer can write a family so that it reads back the
    /// same (as CSS or in a `face`).
    static func isWritableFamily(_ family: String) -> Bool {
        isCSSFamily(family) || isFaceFamily(family)
    }

    /// Whether a family list reads back the same written as CSS: it is one
    /// the CSS parser wrote, and it has only plain names.
    static func isCSSFamily(_ family: String) -> Bool {
        guard let value = FontFamilyValue.parse(family), value.serialized == family,
            let list = fontFamilyList(family)
        else { return false }
        return FontFamilyValue.parse(list)?.serialized == family
    }

    /// The family of `text` when it differs from `base`'s and only a
    /// `face` carries it (not CSS, but safe in a `face`): a `<font face>`
    /// goes around what `text` styles.
    static func faceFamily(of text: TextAttributes, over base: TextAttributes) -> String? {
        guard let family = text.fontFamily, family != base.fontFamily, !isCSSFamily(family), isFaceFamily(family)
        else { return nil }
        return family
    }

    /// Whether a family that is not CSS can go in a `face` attribute (a
    /// family name, never parsed as CSS): anything but a backslash, `url(`
    /// or `expression(`, so that not even a careless reader sees CSS in it.
    static func isFaceFamily(_ family: String) -> Bool {
        let lower = family.lowercased()
        return !lower.contains("\\") && !lower.contains("url(") && !lower.contains("expression(")
    }

    /// The text style a block's tag gives it over `base`: bold and size of
    /// a heading, monospace of `pre`.
    static func implied(by kind: Block.Kind, over base: TextAttributes) -> TextAttributes {
        var implied = base
        switch kind {
        case .heading(let level):
            implied.bold = true
            // A heading's size is relative to its parent's.
            implied.fontSize = implied.fontSize == nil ? headingSizes[min(max(level, 1), 6) - 1] : .nan
        case .preformatted:
            implied.monospace = true
            implied.fontFamily = "monospace"
        default:
            break
        }
        return implied
    }

    /// The tag a block glued to the one before it (one that starts in
    /// mid-line, as a `display: table-cell` element does) is written
    /// with, when it is not a paragraph.
    static func gluedTag(_ kind: Block.Kind) -> String? {
        switch kind {
        case .heading(let level): "h\(min(max(level, 1), 6))"
        case .preformatted: "pre"
        case .definitionTerm: "dt"
        case .figureCaption: "figcaption"
        case .summary: "summary"
        case .rule: "hr"
        default: nil
        }
    }

    /// The tag of the block holding a ruby table whose first cell is a
    /// container: a `<div>`, or the tag of the kind of its blocks that are
    /// no cells (`RubyTable.holderKind`: `<h1><ruby><table><td><dd>f<td>a
    /// </table><i style="display: table-cell">d` is a heading `"d"`).
    static func rubyHolderTag(of table: State.RubyTable) -> String {
        table.holderKind.flatMap(gluedTag) ?? "div"
    }

    /// An empty inline block: it starts a block where nothing else would
    /// (an empty cell or paragraph makes none), and adds no text.
    static let blockStarter = "<span style=\"display: inline-block\"></span>"

    /// Default font sizes of `h1`-`h6` in px (HTML Standard, rendering §15.3.7).
    static let headingSizes: [Double] = [32, 24, 18.72, 16, 13.28, 10.72]

    /// Text content: `&`, `<`, `>` escaped; U+0000 dropped. C0 controls
    /// other than tab and newline, and DEL, are written as numeric
    /// character references: the
    /// parser would turn a raw CR into a newline, and a reference survives
    /// copying where a raw control may not. C1 controls stay raw, since a
    /// reference to one reads as its Windows-1252 character (`&#128;` is
    /// `€`). Works on the UTF-8 bytes (the special characters are all ASCII).
    static func escapeText(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var i = bytes.startIndex
        var chunk = i
        while i < bytes.endIndex {
            let b = bytes[i]
            let replacement: String?
            switch b {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x09, 0x0A: replacement = nil
            case 0x00: replacement = ""  // the converter drops U+0000
            case 0x01..<0x20, 0x7F: replacement = "&#x\(String(b, radix: 16, uppercase: true));"
            default: replacement = nil
            }
            if let replacement {
                out.append(contentsOf: bytes[chunk..<i])
                out.append(contentsOf: replacement.utf8)
                i += 1
                chunk = i
            } else {
                i += 1
            }
        }
        out.append(contentsOf: bytes[chunk..<i])
        return String(decoding: out, as: UTF8.self)
    }

    static func escapeText(_ text: String) -> String {
        escapeText(Array(text.utf8)[...])
    }

    /// A double-quoted attribute value's content. C0 controls (tab and
    /// newline too) and DEL are written as references, as in text; C1
    /// controls stay raw.
    static func escapeAttribute(_ value: String) -> String {
        var out = String.UnicodeScalarView()
        for c in value.unicodeScalars {
            switch c {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\u{0}"..."\u{1F}", "\u{7F}":
                out.append(contentsOf: "&#x\(String(c.value, radix: 16, uppercase: true));".unicodeScalars)
            default: out.append(c)
            }
        }
        return String(out)
    }

    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }

    /// Whether a URL is relative or has one of `schemes`, read the way a
    /// browser reads it (WHATWG URL: leading and trailing C0 controls and
    /// spaces ignored, tabs and newlines anywhere removed), so that
    /// `" java\tscript:"` is seen as the `javascript` scheme it is.
    static func isAllowed(_ url: String, schemes: Set<String>) -> Bool {
        var scalars = Array(url.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var scheme = ""
        for c in scalars {
            if c == ":" {
                // A colon first: no scheme (one starts with a letter), relative.
                return scheme.isEmpty || schemes.contains(scheme.lowercased())
            }
            let isLetter = ("a"..."z").contains(c) || ("A"..."Z").contains(c)
            let isOther = ("0"..."9").contains(c) || c == "+" || c == "-" || c == "."
            if isLetter || (!scheme.isEmpty && isOther) {
                scheme.unicodeScalars.append(c)
            } else {
                // A `/`, `?`, `#` or anything else before a colon: relative.
                return true
            }
        }
        return true
    }

    /// A CSS number: four decimals at most (`FourDecimals`, the precision
    /// the converter keeps), written in full without an exponent (which
    /// neither CSS dimensions in every reader nor HTML's `width` accept), so
    /// that it reads back as the same value; nil when not finite.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        return plainDecimal(FourDecimals.round(value))
    }

    /// The shortest decimal that reads back as `value`, without an exponent:
    /// `1e+20` is `100000000000000000000`, `1e-05` is `0.00001`.
    static func plainDecimal(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == 0 { return "0" }
        var text = "\(abs(value))"
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...].filter { $0 != "+" }) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        // The decimal point sits after `point` digits.
        var point = parts[0].count + exponent
        while digits.count > 1, digits.first == "0", point > 1 { digits.removeFirst(); point -= 1 }
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var whole = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        return (value < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A `font-family` list with only plain family names (letters, digits,
    /// spaces, `-`, `_`); nil when none is left. Nothing else of the input
    /// reaches the style attribute. A quoted name stays quoted and an
    /// unquoted one (a generic family, or identifiers) unquoted, as the
    /// converter keeps them.
    static func fontFamilyList(_ value: String) -> String? {
        var families: [String] = []
        for part in value.split(separator: ",") {
            var name = part.trimmingSpaces()
            var quoted = false
            if name.count >= 2, let f = name.first, f == "\"" || f == "'", name.last == f {
                name = String(name.dropFirst().dropLast())
                quoted = true
            }
            let plain =
                !name.isEmpty
                && name.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                }
            guard plain else { continue }
            // Unquoted, each word must read as a CSS identifier.
            let identifiers = name.split(separator: " ").allSatisfy { word in
                let rest = word.first == "-" ? word.dropFirst() : word[...]
                return !rest.isEmpty && !("0"..."9").contains(rest.unicodeScalars.first!) && word != "-"
            }
            if quoted || !identifiers {
                families.append("'\(name)'")
            } else {
                families.append(FontFamilyValue.generics.contains(name.lowercased()) ? name.lowercased() : name)
            }
        }
        return families.isEmpty ? nil : families.joined(separator: ", ")
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let c = slice.first, c == " " || c == "\t" { slice.removeFirst() }
        while let c = slice.last, c == " " || c == "\t" { slice.removeLast() }
        return String(slice)
    }
}
