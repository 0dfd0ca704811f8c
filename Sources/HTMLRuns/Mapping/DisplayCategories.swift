// What a `display` value makes of a box, as the mapping stage reads it:
// block-level or atomic inline, its place in a table, what blockification
// (CSS 2.1 §9.7, CSS Display 3 §2.7) and inlinification make of it.

extension ComputedStyle.Display {
    /// Block-level boxes: innerText gives them lines of their own.
    var isBlockLevel: Bool {
        switch self {
        case .block, .listItem, .table, .flex, .grid, .tableCaption: true
        default: false
        }
    }

    /// Inline-level boxes laid out as one piece of their line.
    var isAtomicInline: Bool {
        switch self {
        case .inlineBlock, .inlineTable, .inlineFlex, .inlineGrid: true
        default: false
        }
    }

    /// Whether a box of this display holds table parts itself (a table, a
    /// row group or a row), so that its rows and cells need no anonymous
    /// table; `contents` is looked through, as if it held them.
    var holdsTableParts: Bool {
        switch self {
        case .table, .inlineTable, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .contents: true
        default: false
        }
    }

    /// Row groups: `table-row-group`, `table-header-group`, `table-footer-group`.
    var isRowGroup: Bool {
        switch self {
        case .tableRowGroup, .tableHeaderGroup, .tableFooterGroup: true
        default: false
        }
    }

    /// Whether a box of this display is a table part that an anonymous
    /// table wraps when its parent holds no table parts.
    var isTablePart: Bool {
        switch self {
        case .tableRow, .tableCell, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableCaption: true
        default: false
        }
    }

    /// Whether `content-visibility` can skip the contents of a box of this
    /// display (it needs size containment, css-contain-2 §3.2): not for
    /// inline boxes, ruby, tables and their rows, nor for no box at all;
    /// Chromium skips a cell's.
    var takesSizeContainment: Bool {
        switch self {
        case .block, .listItem, .inlineBlock, .flex, .inlineFlex, .grid, .inlineGrid, .tableCaption, .tableCell: true
        default: false
        }
    }

    /// CSS Display 3 §2.7: a flex or grid item's outer display becomes block-level.
    var blockified: ComputedStyle.Display {
        switch self {
        case .inline, .inlineBlock, .ruby, .rubyText: .block
        // CSS 2.1 §9.7, CSS Display 3 §2.7: a table-internal box becomes a
        // block (a floated or positioned `<td>`, the cells of a flex `<tr>`).
        case .tableRow, .tableCell, .tableCaption, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup,
            .tableColumn, .tableColumnGroup:
            .block
        case .inlineTable: .table
        case .inlineFlex: .flex
        case .inlineGrid: .grid
        default: self
        }
    }

    /// CSS Ruby 1 §2.3 (CSS Display 3 §2.7): block-level children of ruby
    /// boxes become inline-level; a `<div>` in `<ruby>` breaks no line. A
    /// block container keeps its own formatting context (`flow-root`), so it
    /// becomes an inline-block: the space at its end is dropped, as Chromium does.
    var inlinified: ComputedStyle.Display {
        switch self {
        case .block: .inlineBlock
        case .listItem: .inline
        case .table: .inlineTable
        case .flex: .inlineFlex
        case .grid: .inlineGrid
        default: self
        }
    }

    /// Flex and grid containers blockify their children.
    var blockifiesChildren: Bool {
        switch self {
        case .flex, .inlineFlex, .grid, .inlineGrid: true
        default: false
        }
    }
}
