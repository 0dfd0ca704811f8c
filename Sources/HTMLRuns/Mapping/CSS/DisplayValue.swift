/// `display` (css-display-3 §2), in its one-keyword and two-keyword forms,
/// reduced to `ComputedStyle.Display`. Values Chromium does not support
/// (`run-in`) are invalid, as there.
enum DisplayValue {
    private static let single: [String: ComputedStyle.Display] = [
        "inline": .inline, "block": .block, "inline-block": .inlineBlock, "list-item": .listItem,
        "none": .none, "contents": .contents, "flow-root": .block,
        "table": .table, "inline-table": .inlineTable, "table-row": .tableRow, "table-cell": .tableCell,
        "table-caption": .tableCaption, "table-row-group": .tableRowGroup,
        "table-header-group": .tableHeaderGroup, "table-footer-group": .tableFooterGroup,
        "table-column": .tableColumn, "table-column-group": .tableColumnGroup,
        "flex": .flex, "inline-flex": .inlineFlex, "grid": .grid, "inline-grid": .inlineGrid,
        "ruby": .ruby, "ruby-text": .rubyText, "ruby-base": .ruby, "ruby-base-container": .ruby,
        "ruby-text-container": .rubyText, "math": .inline,
        "-webkit-box": .flex, "-webkit-inline-box": .inlineFlex, "-webkit-flex": .flex,
        "-webkit-inline-flex": .inlineFlex, "-ms-flexbox": .flex, "-ms-inline-flexbox": .inlineFlex,
        "-ms-grid": .grid, "-ms-inline-grid": .inlineGrid,
    ]

    /// The value reduced to a `ComputedStyle.Display`, and whether it is
    /// `inline list-item` (in either order, with `flow` or not), which is
    /// reduced to `inline`; nil when invalid.
    static func parse(_ tokens: [CSSToken]) -> (display: ComputedStyle.Display, isInlineListItem: Bool)? {
        var cursor = CSSValueCursor(tokens)
        var words: [String] = []
        while let t = cursor.next() {
            guard let w = t.identLowercased, words.count < 3 else { return nil }
            words.append(w)
        }
        if words.count == 1 { return single[words[0]].map { ($0, false) } }
        // `<display-outside> || <display-inside>`, plus `list-item` (css-display-3 §2.1).
        var outside: String? = nil
        var inside: String? = nil
        var listItem = false
        for w in words {
            switch w {
            case "block", "inline":
                guard outside == nil else { return nil }
                outside = w
            case "flow", "flow-root", "table", "flex", "grid", "ruby", "math":
                guard inside == nil else { return nil }
                inside = w
            case "list-item":
                guard !listItem else { return nil }
                listItem = true
            default:
                return nil
            }
        }
        let isInline = outside == "inline"
        if listItem {
            guard inside == nil || inside == "flow" || inside == "flow-root" else { return nil }
            // Chromium lays `inline list-item` out inline (its marker is not text).
            return isInline ? (.inline, inside != "flow-root") : (.listItem, false)
        }
        switch inside ?? "flow" {
        case "flow": return (isInline ? .inline : .block, false)
        case "flow-root": return (isInline ? .inlineBlock : .block, false)
        case "table": return (isInline ? .inlineTable : .table, false)
        case "flex": return (isInline ? .inlineFlex : .flex, false)
        case "grid": return (isInline ? .inlineGrid : .grid, false)
        case "ruby": return (isInline ? .ruby : .block, false)
        default: return (isInline ? .inline : .block, false)
        }
    }
}
