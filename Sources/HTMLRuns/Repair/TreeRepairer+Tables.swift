// The table insertion modes. Whatever a table may not hold (text, inline
// elements, stray blocks) is foster parented: inserted before the table.

extension TreeRepairer {
    /// §13.2.6.4.9 The "in table" insertion mode.
    mutating func inTable(_ token: Token) {
        switch token.kind {
        case .text:
            if stack.current.namespace == .html {
                switch stack.current.name {
                case .table, .tbody, .template, .tfoot, .thead, .tr:
                    pendingTableText.removeAll(keepingCapacity: true)
                    pendingTableTextHasNonWhitespace = false
                    originalMode = mode
                    mode = .inTableText
                    inTableText(token)
                    return
                default:
                    break
                }
            }
            inTableAnythingElse(token)
        case .comment:
            insertComment(token)
        case .doctype:
            ignore(token, "a DOCTYPE inside a table")
        case .startTag:
            switch token.name {
            case .caption:
                clearStackBackToTableContext()
                if insertHTMLElement(for: token) != Node.none {
                    formatting.pushMarker()
                    mode = .inCaption
                }
            case .colgroup:
                clearStackBackToTableContext()
                insertHTMLElement(for: token)
                mode = .inColumnGroup
            case .col:
                clearStackBackToTableContext()
                insertElement(.colgroup, attributes: .empty, at: token.sourceOffset)
                mode = .inColumnGroup
                reprocess(token)
            case .tbody, .tfoot, .thead:
                clearStackBackToTableContext()
                insertHTMLElement(for: token)
                mode = .inTableBody
            case .td, .th, .tr:
                clearStackBackToTableContext()
                insertElement(.tbody, attributes: .empty, at: token.sourceOffset)
                mode = .inTableBody
                reprocess(token)
            case .table:
                ignore(token, "a table directly inside a table closes the first")
                guard stack.hasInScope(.table, .table) else { return }
                popUntilHTML(.table)
                resetInsertionMode()
                reprocess(token)
            case .style, .script, .template:
                inHead(token)
            case .input where attribute("type", of: token)?.lowercased() == "hidden":
                insertEmptyElement(.input, attributes: storedAttributes(of: token), at: token.sourceOffset)
            case .form:
                if stack.hasTemplate || formElement != Node.none {
                    return ignore(token, "a form inside a table inside a form")
                }
                formElement = insertEmptyElement(.form, attributes: storedAttributes(of: token), at: token.sourceOffset)
            default:
                inTableAnythingElse(token)
            }
        case .endTag:
            switch token.name {
            case .table:
                guard stack.hasInScope(.table, .table) else { return ignoreEndTag(token) }
                popUntilHTML(.table)
                resetInsertionMode()
            case .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr:
                ignoreEndTag(token)
            case .template:
                inHead(token)
            default:
                inTableAnythingElse(token)
            }
        }
    }

    /// §13.2.6.4.9 "In table", anything else: "in body" with foster parenting.
    mutating func inTableAnythingElse(_ token: Token) {
        let wasFostering = fosterParenting
        fosterParenting = true
        inBody(token)
        fosterParenting = wasFostering
    }

    /// §13.2.6.4.9 "Clear the stack back to a table context".
    mutating func clearStackBackToTableContext() {
        clearStackBack { $0 == TagCode.of(.table) || $0 == TagCode.of(.template) }
    }

    /// §13.2.6.4.13 "Clear the stack back to a table body context".
    mutating func clearStackBackToTableBodyContext() {
        clearStackBack {
            $0 == TagCode.of(.tbody) || $0 == TagCode.of(.tfoot) || $0 == TagCode.of(.thead)
                || $0 == TagCode.of(.template)
        }
    }

    /// §13.2.6.4.14 "Clear the stack back to a table row context".
    mutating func clearStackBackToTableRowContext() {
        clearStackBack { $0 == TagCode.of(.tr) || $0 == TagCode.of(.template) }
    }

    private mutating func clearStackBack(to isContext: (UInt8) -> Bool) {
        let i = stack.lastIndex(ofHTMLWhere: isContext) ?? 0
        if i + 1 < stack.count { pop(through: i + 1) }
    }

    /// §13.2.6.4.10 The "in table text" insertion mode.
    mutating func inTableText(_ token: Token) {
        if token.kind == .text {
            // The lexer reports the U+0000; here it is only dropped.
            if token.isNull { return }
            pendingTableText.append(token)
            if !pendingTableTextHasNonWhitespace && !isAllWhitespace(token.text) {
                pendingTableTextHasNonWhitespace = true
            }
            return
        }
        flushPendingTableText()
        mode = originalMode
        reprocess(token)
    }

    /// §13.2.6.4.10 "In table text", anything else: whitespace stays in the
    /// table; a run with anything else is foster parented as a whole.
    mutating func flushPendingTableText() {
        defer { pendingTableText.removeAll(keepingCapacity: true) }
        guard pendingTableTextHasNonWhitespace else {
            for token in pendingTableText { insertCharacters(token.text, at: token.sourceOffset) }
            return
        }
        if let first = pendingTableText.first {
            log.record(.fosterParented, at: first.sourceOffset, "text inside a table moved before it")
        }
        let wasFostering = fosterParenting
        fosterParenting = true
        for token in pendingTableText {
            reconstructActiveFormattingElements()
            insertCharacters(token.text, at: token.sourceOffset)
        }
        fosterParenting = wasFostering
    }

    /// §13.2.6.4.11 The "in caption" insertion mode.
    mutating func inCaption(_ token: Token) {
        let name = token.name
        let closesCaption: Bool
        switch token.kind {
        case .startTag: closesCaption = ElementCategory.isTableStructure(name)
        case .endTag:
            switch name {
            case .caption, .table:
                closesCaption = true
            case .body, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr:
                return ignoreEndTag(token)
            default:
                closesCaption = false
            }
        default: closesCaption = false
        }
        guard closesCaption else { return inBody(token) }
        guard stack.hasInScope(.caption, .table) else {
            return token.kind == .endTag ? ignoreEndTag(token) : ignore(token, "no open caption")
        }
        generateImpliedEndTags()
        popUntilHTML(.caption)
        formatting.clearToLastMarker()
        mode = .inTable
        if !(token.kind == .endTag && name == .caption) { reprocess(token) }
    }

    /// §13.2.6.4.12 The "in column group" insertion mode.
    mutating func inColumnGroup(_ token: Token) {
        switch token.kind {
        case .text:
            guard stack.currentIsHTML(.colgroup) else {
                // In a template: whitespace is inserted, every other character ignored.
                return insertWhitespaceRuns(of: token)
            }
            // Leading whitespace stays; the rest ends the column group.
            let bytes = lexer.bytes(token.text)
            var cut = bytes.startIndex
            while cut < bytes.endIndex, Self.isWhitespace(bytes[cut]) { cut += 1 }
            let whitespaceCount = cut - bytes.startIndex
            if whitespaceCount > 0 {
                var whitespace = token.text
                whitespace.end = whitespace.start + Int32(whitespaceCount)
                insertCharacters(whitespace, at: token.sourceOffset)
            }
            if whitespaceCount == token.text.count && !token.isNull { return }
            var rest = token
            rest.text.start += Int32(whitespaceCount)
            inColumnGroupAnythingElse(rest)
        case .comment:
            insertComment(token)
        case .doctype:
            ignore(token, "a DOCTYPE inside a table")
        case .startTag:
            switch token.name {
            case .html: inBody(token)
            case .col: insertEmptyElement(.col, attributes: storedAttributes(of: token), at: token.sourceOffset)
            case .template: inHead(token)
            default: inColumnGroupAnythingElse(token)
            }
        case .endTag:
            switch token.name {
            case .colgroup:
                guard stack.current.isHTML(.colgroup) else { return ignoreEndTag(token) }
                popCurrent()
                mode = .inTable
            case .col: ignoreEndTag(token)
            case .template: inHead(token)
            default: inColumnGroupAnythingElse(token)
            }
        }
    }

    /// §13.2.6.4.12 Character by character: the whitespace of a text token, in runs.
    private mutating func insertWhitespaceRuns(of token: Token) {
        if token.isNull { return }
        let start = Int(token.text.start)
        var runs: [Range<Int>] = []
        var runStart: Int? = nil
        let bytes = lexer.bytes(token.text)
        for (offset, byte) in bytes.enumerated() {
            if Self.isWhitespace(byte) {
                if runStart == nil { runStart = offset }
            } else if let first = runStart {
                runs.append(first..<offset)
                runStart = nil
            }
        }
        if let first = runStart { runs.append(first..<bytes.count) }
        for run in runs {
            var slice = token.text
            slice.start = Int32(start + run.lowerBound)
            slice.end = Int32(start + run.upperBound)
            insertCharacters(slice, at: token.sourceOffset + run.lowerBound)
        }
    }

    private mutating func inColumnGroupAnythingElse(_ token: Token) {
        guard stack.current.isHTML(.colgroup) else {
            if token.kind == .endTag { ignoreEndTag(token) } else { ignore(token, "not allowed in a column group") }
            return
        }
        popCurrent()
        mode = .inTable
        reprocess(token)
    }

    /// §13.2.6.4.13 The "in table body" insertion mode.
    mutating func inTableBody(_ token: Token) {
        let name = token.name
        switch token.kind {
        case .startTag:
            switch name {
            case .tr:
                clearStackBackToTableBodyContext()
                insertHTMLElement(for: token)
                mode = .inRow
            case .th, .td:
                clearStackBackToTableBodyContext()
                insertElement(.tr, attributes: .empty, at: token.sourceOffset)
                mode = .inRow
                reprocess(token)
            case .caption, .col, .colgroup, .tbody, .tfoot, .thead:
                endTableBodyAndReprocess(token)
            default:
                inTable(token)
            }
        case .endTag:
            switch name {
            case .tbody, .tfoot, .thead:
                guard stack.hasInScope(name, .table) else { return ignoreEndTag(token) }
                clearStackBackToTableBodyContext()
                popCurrent()
                mode = .inTable
            case .table:
                endTableBodyAndReprocess(token)
            case .body, .caption, .col, .colgroup, .html, .td, .th, .tr:
                ignoreEndTag(token)
            default:
                inTable(token)
            }
        default:
            inTable(token)
        }
    }

    private mutating func endTableBodyAndReprocess(_ token: Token) {
        let hasSection = stack.hasInScope(.table) {
            $0 == TagCode.of(.tbody) || $0 == TagCode.of(.thead) || $0 == TagCode.of(.tfoot)
        }
        guard hasSection else {
            return token.kind == .endTag ? ignoreEndTag(token) : ignore(token, "no open table section")
        }
        clearStackBackToTableBodyContext()
        popCurrent()
        mode = .inTable
        reprocess(token)
    }

    /// §13.2.6.4.14 The "in row" insertion mode.
    mutating func inRow(_ token: Token) {
        let name = token.name
        switch token.kind {
        case .startTag:
            switch name {
            case .th, .td:
                clearStackBackToTableRowContext()
                if insertHTMLElement(for: token) != Node.none {
                    mode = .inCell
                    formatting.pushMarker()
                }
            case .caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr:
                endRowAndReprocess(token)
            default:
                inTable(token)
            }
        case .endTag:
            switch name {
            case .tr:
                guard stack.hasInScope(.tr, .table) else { return ignoreEndTag(token) }
                clearStackBackToTableRowContext()
                popCurrent()
                mode = .inTableBody
            case .table:
                endRowAndReprocess(token)
            case .tbody, .tfoot, .thead:
                guard stack.hasInScope(name, .table) else { return ignoreEndTag(token) }
                endRowAndReprocess(token)
            case .body, .caption, .col, .colgroup, .html, .td, .th:
                ignoreEndTag(token)
            default:
                inTable(token)
            }
        default:
            inTable(token)
        }
    }

    private mutating func endRowAndReprocess(_ token: Token) {
        guard stack.hasInScope(.tr, .table) else {
            return token.kind == .endTag ? ignoreEndTag(token) : ignore(token, "no open table row")
        }
        clearStackBackToTableRowContext()
        popCurrent()
        mode = .inTableBody
        reprocess(token)
    }

    /// §13.2.6.4.15 The "in cell" insertion mode.
    mutating func inCell(_ token: Token) {
        let name = token.name
        switch token.kind {
        case .startTag where ElementCategory.isTableStructure(name):
            guard stack.hasInScope(.table, where: { $0 == TagCode.of(.td) || $0 == TagCode.of(.th) }) else {
                return ignore(token, "no open table cell")
            }
            closeTheCell()
            reprocess(token)
        case .endTag:
            switch name {
            case .td, .th:
                guard stack.hasInScope(name, .table) else { return ignoreEndTag(token) }
                generateImpliedEndTags()
                popUntilHTML(name)
                formatting.clearToLastMarker()
                mode = .inRow
            case .body, .caption, .col, .colgroup, .html:
                ignoreEndTag(token)
            case .table, .tbody, .tfoot, .thead, .tr:
                guard stack.hasInScope(name, .table) else { return ignoreEndTag(token) }
                closeTheCell()
                reprocess(token)
            default:
                inBody(token)
            }
        default:
            inBody(token)
        }
    }

    /// §13.2.6.4.15 "Close the cell".
    mutating func closeTheCell() {
        generateImpliedEndTags()
        if let index = stack.lastIndex(ofHTMLWhere: { $0 == TagCode.of(.td) || $0 == TagCode.of(.th) }) {
            pop(through: index)
        }
        formatting.clearToLastMarker()
        mode = .inRow
    }
}
