// The repair stage: WHATWG HTML §13.2.6 tree construction, for a fragment
// parsed as Chromium's DOMParser parses `<!DOCTYPE html><body>` + fragment
// (no-quirks mode, scripting on for `<noscript>`), keeping body's children.
//
// The rules live in extensions by insertion mode: `+InBody` (with "text",
// "in template" and the in-head elements), `+Tables`, `+ForeignContent`
// and `+AdoptionAgency`. This file holds the state, the dispatcher and the
// insertion primitives they share.
//
// Everything is iterative: "reprocess the token" recurses a bounded number
// of times (a mode switch each), never once per level of input nesting.

/// Builds the repaired tree by pulling tokens from a lexer (html5ever's
/// tree builder, with `Document` as its sink).
struct TreeRepairer<Lexer: HTMLLexer>: ~Copyable {
    var lexer: Lexer
    var document: Document
    var log = DiagnosticLog()
    /// `Options.maxNestingDepth`: open elements below the root.
    let maxDepth: Int

    /// §13.2.4.3 The stack of open elements.
    var stack: OpenElementStack
    /// §13.2.4.4 The list of active formatting elements.
    var formatting = ActiveFormattingList()
    /// §13.2.4.1 The insertion mode.
    var mode: InsertionMode = .inBody
    /// §13.2.4.1 The original insertion mode ("text" and "in table text" return to it).
    var originalMode: InsertionMode = .inBody
    /// §13.2.4.1 The stack of template insertion modes.
    var templateModes: [InsertionMode] = []
    /// §13.2.4.5 The form element pointer.
    var formElement: Int32 = Node.none
    /// §13.2.6.1 Foster parenting: set while "in table" anything-else rules run.
    var fosterParenting = false
    /// §13.2.6.4.19 "After body": `</body>` or `</html>` was seen. Comments go
    /// to `<html>` then (invisible: dropped); anything else returns to "in body".
    var afterBody = false
    /// §13.2.6.4.7 `<pre>`, `<listing>`, `<textarea>`: drop a newline that
    /// starts the next token.
    var skipNextNewline = false
    /// §13.2.6.4.10 Pending table character tokens.
    var pendingTableText: [Token] = []
    /// Where the current start tag's attributes are in `document.attributes`
    /// (stored as the tag is read, so the element made from it shares them).
    var tokenAttributes = AttributeRange.empty
    var pendingTableTextHasNonWhitespace = false

    /// Start tags beyond the depth limit that were flattened, innermost last,
    /// so their end tags are consumed instead of closing real elements. Valid
    /// while the element that received their content is still open at
    /// `flattenedAnchorIndex`; a pop below it makes them moot.
    var flattened = FlattenedTags()
    var flattenedAnchor: Int32 = Node.none
    var flattenedAnchorIndex = 0
    var reportedDepthLimit = false
    /// Source offsets of formatting elements a block's end closed while they
    /// were open: their own end tag, later, is a misnesting.
    var closedEarlyFormatting = OffsetSet()

    init(lexer: Lexer, options: Options) {
        self.lexer = lexer
        self.maxDepth = max(1, options.maxNestingDepth)
        self.document = Document(store: TextStore(source: []))
        self.stack = OpenElementStack(root: Document.root)
        pendingTableText.reserveCapacity(8)
    }

    // MARK: Driving

    /// Pulls every token and builds the tree.
    mutating func run() {
        while true {
            // §13.2.5.42: CDATA sections only where the adjusted current node is foreign.
            let foreign = stack.currentNamespace != .html
            if lexer.allowsCDATA != foreign { lexer.allowsCDATA = foreign }
            guard var token = lexer.next() else { break }
            if token.attributeCount > 0 {
                let start = document.attributes.count
                lexer.appendAttributes(of: token, to: &document.attributes)
                tokenAttributes = AttributeRange(
                    start: Int32(start), count: Int32(document.attributes.count - start))
            } else {
                tokenAttributes = .empty
            }
            if skipNextNewline {
                skipNextNewline = false
                if token.kind == .text, !token.isNull, !token.text.isEmpty,
                    lexer.bytes(token.text).first == 0x0A
                {
                    token.text.start += 1
                    if token.text.isEmpty { continue }
                    if token.nulls == .mixed, !lexer.bytes(token.text).contains(where: { $0 != 0 }) {
                        token.nulls = .only
                    }
                }
            }
            process(token)
        }
        finish()
    }

    /// A token from the lexer: end tags of flattened elements and the
    /// "after body" state are settled, then the dispatcher takes it.
    mutating func process(_ token: Token) {
        if token.kind == .endTag, !flattened.isEmpty, consumeFlattenedEndTag(token.name) { return }
        if afterBody {
            switch token.kind {
            case .comment:
                return
            case .text where isAllWhitespace(token.text):
                break
            default:
                afterBody = false
            }
        }
        // The usual case, straight to its rules: what the dispatcher decides
        // for an HTML current node in "in body".
        if mode == .inBody && stack.currentNamespace == .html { return inBody(token) }
        reprocess(token)
    }

    /// §13.2.6 The tree construction dispatcher, also for "reprocess the token".
    mutating func reprocess(_ token: Token) {
        if stack.usesHTMLRules(for: token) {
            processHTML(token)
        } else {
            processForeign(token)
        }
    }

    /// Processes a token with the rules of the current insertion mode.
    mutating func processHTML(_ token: Token) {
        if token.nulls != .none, mode != .inBody, token.nulls == .mixed || token.text.count > 1 {
            return processHTMLInPieces(token)
        }
        switch mode {
        case .inBody: inBody(token)
        case .text: inText(token)
        case .inTable: inTable(token)
        case .inTableText: inTableText(token)
        case .inCaption: inCaption(token)
        case .inColumnGroup: inColumnGroup(token)
        case .inTableBody: inTableBody(token)
        case .inRow: inRow(token)
        case .inCell: inCell(token)
        case .inTemplate: inTemplate(token)
        }
    }

    /// §13.2.6.4.7 "An end-of-file token" (and §13.2.6.4.8, .10 at EOF):
    /// everything still open just ends.
    mutating func finish() {
        if mode == .inTableText { flushPendingTableText() }
        var reported = Set<Int>()
        var i = stack.count - 1
        while i > 0 {
            let entry = stack[i]
            if !ElementCategory.mayStayOpen(entry.name) || entry.namespace != .html {
                let offset = Int(entry.sourceOffset)
                if reported.insert(offset).inserted {
                    reportTag(.unclosedElement, at: offset, "unclosed <", entry.name, "> closed at end of input")
                }
            }
            i -= 1
        }
        // Formatting elements closed early by a block end and never re-opened.
        for index in 0..<formatting.count {
            let entry = formatting[index]
            if entry.isMarker || stack.contains(entry.node) { continue }
            let offset = Int(entry.sourceOffset)
            if reported.insert(offset).inserted {
                reportTag(.unclosedElement, at: offset, "unclosed <", entry.name, "> closed at end of input")
            }
        }
    }

    // MARK: Creating and inserting nodes

    /// Where a node goes: appended to `parent`, or inserted before `before`.
    struct InsertionPlace {
        var parent: Int32
        var before: Int32 = Node.none
        var isFostered = false
    }

    /// §13.2.6.1 "Appropriate place for inserting a node", with foster parenting.
    // `mutating` though it changes nothing: a non-mutating call on this
    // large generic struct made the optimizer copy it (a memcpy per call).
    @inline(__always)
    mutating func appropriatePlace(overrideTarget targetIndex: Int? = nil) -> InsertionPlace {
        // Inlined for the usual case: no foster parenting, the current node.
        guard fosterParenting else {
            return InsertionPlace(parent: stack[targetIndex ?? stack.count - 1].node)
        }
        return fosterParentingPlace(overrideTarget: targetIndex)
    }

    private mutating func fosterParentingPlace(overrideTarget targetIndex: Int?) -> InsertionPlace {
        let index = targetIndex ?? stack.count - 1
        guard stack[index].namespace == .html,
            ElementCategory.fostersContent(stack[index].name)
        else {
            return InsertionPlace(parent: stack[index].node)
        }
        let lastTemplate = stack.lastIndex(ofHTML: .template)
        let lastTable = stack.lastIndex(ofHTML: .table)
        if let template = lastTemplate, lastTable.map({ template > $0 }) ?? true {
            return InsertionPlace(parent: stack[template].node)
        }
        guard let tableIndex = lastTable else {
            return InsertionPlace(parent: stack[0].node)
        }
        let table = stack[tableIndex].node
        let tableParent = document.nodes[Int(table)].parent
        if tableParent != Node.none {
            return InsertionPlace(parent: tableParent, before: table, isFostered: true)
        }
        return InsertionPlace(parent: stack[tableIndex - 1].node, isFostered: true)
    }

    mutating func insert(_ node: Int32, at place: InsertionPlace) {
        if place.before == Node.none {
            document.append(node, to: place.parent)
        } else {
            document.insert(node, before: place.before)
        }
    }

    /// §13.2.6.1 "Insert an element at the adjusted insertion location" and
    /// push it: returns the element, or `Node.none` when the depth limit
    /// flattened it (its content then goes to the current node).
    @discardableResult
    mutating func insertElement(
        _ name: TagName, namespace: Namespace = .html, treeName: TagName? = nil,
        attributes: AttributeRange, at offset: Int,
        isHTMLIntegrationPoint: Bool = false
    ) -> Int32 {
        if stack.count > maxDepth && !mayExceedDepthLimit(name, namespace) {
            flatten(name, at: offset)
            return Node.none
        }
        let node = makeAndInsertElement(
            name, namespace: namespace, treeName: treeName,
            attributes: attributes, at: offset)
        stack.push(
            .init(
                node: node, name: name, namespace: namespace,
                isHTMLIntegrationPoint: isHTMLIntegrationPoint, sourceOffset: offset))
        return node
    }

    /// "Insert an HTML element for the token".
    @discardableResult
    mutating func insertHTMLElement(for token: Token) -> Int32 {
        insertHTMLElementInlined(for: token)
    }

    /// `insertHTMLElement`, inlined into `insertFormattingElement` (every
    /// `<b>`, `<a>`, `<em>`...), where the call's prologue and epilogue
    /// were a noticeable part of inserting the element.
    @discardableResult @inline(__always)
    mutating func insertHTMLElementInlined(for token: Token) -> Int32 {
        insertElement(token.name, attributes: storedAttributes(of: token), at: token.sourceOffset)
    }

    /// Inserts an element and pops it at once (void elements, self-closing
    /// foreign elements). It never stays open, so the depth limit lets it in.
    @discardableResult
    mutating func insertEmptyElement(
        _ name: TagName, namespace: Namespace = .html, treeName: TagName? = nil,
        attributes: AttributeRange, at offset: Int
    ) -> Int32 {
        makeAndInsertElement(name, namespace: namespace, treeName: treeName, attributes: attributes, at: offset)
    }

    private mutating func makeAndInsertElement(
        _ name: TagName, namespace: Namespace, treeName: TagName?,
        attributes: AttributeRange, at offset: Int
    ) -> Int32 {
        let node = document.makeElement(
            treeName ?? name, namespace: namespace,
            attributes: attributes, sourceOffset: offset)
        let place = appropriatePlace()
        if place.isFostered {
            reportTag(.fosterParented, at: offset, "<", name, "> moved out of the table it was in")
        }
        insert(node, at: place)
        return node
    }

    /// §13.2.6.1 "Insert a character": merged into a text node right before
    /// the insertion point, if there is one. Returns the text node.
    ///
    /// `offset` (where the text starts in the input) is kept only when the
    /// document records every node's offset (`HTMLTree`); the conversion's
    /// own tree keeps none for text nodes, and passes it for that case.
    @discardableResult
    mutating func insertCharacters(_ slice: TextSlice, at offset: Int) -> Int32 {
        insertCharactersInlined(slice, at: offset)
    }

    /// `insertCharacters`, inlined into "in body", which gets almost every
    /// text token: there the call's prologue and epilogue cost as much as a
    /// third of the insertion.
    @discardableResult @inline(__always)
    mutating func insertCharactersInlined(_ slice: TextSlice, at offset: Int) -> Int32 {
        let (place, previous) = placeForCharacters()
        if previous != Node.none {
            document.appendText(slice, to: previous)
            return previous
        }
        let node = document.makeCharacterData(.text, slice, sourceOffset: offset)
        insert(node, at: place)
        return node
    }

    /// Where characters go (the appropriate place for inserting a node),
    /// and the text node just before it that they join, or `Node.none`.
    @inline(__always)
    private mutating func placeForCharacters() -> (place: InsertionPlace, previousText: Int32) {
        let place = appropriatePlace()
        let previous =
            place.before == Node.none
            ? document.lastChild(of: place.parent)
            : document.previousSibling(of: place.before)
        guard previous != Node.none && document.nodes[Int(previous)].kind == .text else { return (place, Node.none) }
        return (place, previous)
    }

    /// `insertCharacters` for a slice holding U+0000s that stand for
    /// `nulls`: `.replaced` (foreign content) or `.dropped` (in body).
    /// (A function of its own: one with a `nulls` parameter cost the
    /// article's tree stage 0.5 instructions a byte, the one inlined into
    /// "in body" getting bigger.)
    @discardableResult
    mutating func insertCharacters(_ slice: TextSlice, at offset: Int, nulls: TextChunk.Nulls) -> Int32 {
        let (place, previous) = placeForCharacters()
        if previous != Node.none {
            document.appendText(slice, to: previous, nulls: nulls)
            return previous
        }
        let node = document.makeText(slice, nulls: nulls, sourceOffset: offset)
        insert(node, at: place)
        return node
    }

    /// Processes a text token holding U+0000s with the rules of an
    /// insertion mode other than "in body" (the table modes): cut into runs
    /// of other characters and lone U+0000s, each dispatched again, so
    /// those rules need not know such tokens.
    mutating func processHTMLInPieces(_ token: Token) {
        let bytes = lexer.bytes(token.text)
        let base = bytes.startIndex
        var i = base
        while i < bytes.endIndex {
            var piece = token
            piece.text.start = token.text.start + Int32(i - base)
            piece.sourceOffset = token.sourceOffset + (i - base)
            if bytes[i] == 0 {
                piece.nulls = .only
                i += 1
            } else {
                piece.nulls = .none
                while i < bytes.endIndex, bytes[i] != 0 { i += 1 }
            }
            piece.text.end = token.text.start + Int32(i - base)
            reprocess(piece)
        }
    }

    /// §13.2.6.1 "Insert a comment".
    mutating func insertComment(_ token: Token) {
        let node = document.makeCharacterData(.comment, token.text, sourceOffset: token.sourceOffset)
        insert(node, at: appropriatePlace())
    }

    // MARK: The depth limit

    /// Elements that may open past the limit: they hold only text, or they
    /// are the table structure the table modes insert implicitly (each
    /// table adds at most three, and tables themselves are limited).
    private func mayExceedDepthLimit(_ name: TagName, _ namespace: Namespace) -> Bool {
        guard namespace == .html else { return false }
        switch name {
        case .tbody, .thead, .tfoot, .tr, .colgroup: return true
        default: return ElementCategory.holdsOnlyText(name)
        }
    }

    /// Drops a start tag beyond `maxNestingDepth`: its content stays in the
    /// current node. Reported once per document.
    private mutating func flatten(_ name: TagName, at offset: Int) {
        if !reportedDepthLimit {
            reportedDepthLimit = true
            let limit = maxDepth
            log.record(.depthLimit, at: offset, "elements nested deeper than \(limit) flattened into their parent")
        }
        if flattenedStillApplies() {
            flattened.append(name)
        } else {
            flattened.restart(with: name)
            flattenedAnchorIndex = stack.count - 1
            flattenedAnchor = stack.current.node
        }
    }

    private func flattenedStillApplies() -> Bool {
        !flattened.isEmpty && flattenedAnchorIndex < stack.count && stack[flattenedAnchorIndex].node == flattenedAnchor
    }

    /// An end tag that matches the innermost flattened start tag closes it (a no-op).
    private mutating func consumeFlattenedEndTag(_ name: TagName) -> Bool {
        guard flattenedStillApplies() else {
            flattened.removeAll()
            return false
        }
        guard flattened.last == name else { return false }
        flattened.removeLast()
        return true
    }

    // MARK: Popping

    /// Pops the current node (never the root).
    mutating func popCurrent() {
        if stack.count > 1 { stack.pop() }
    }

    /// Pops entries until the one at `index` has been popped. Entries above
    /// it that are neither optional-end-tag elements nor formatting elements
    /// (which "reconstruct" re-opens) are reported as closed early.
    mutating func pop(through index: Int) {
        guard index > 0 else { return }
        while stack.count > index {
            let entry = stack.pop()
            guard stack.count > index else { break }
            noteClosedEarly(entry)
        }
    }

    /// An element popped before its end tag: a formatting element is
    /// remembered (its end tag, later, is a misnesting), another reported
    /// unless its end tag may be omitted.
    // Out of line: usually only the target is popped, and this code made
    // every `pop(through:)` set up a large frame.
    @inline(never)
    private mutating func noteClosedEarly(_ entry: OpenElementStack.Entry) {
        let offset = Int(entry.sourceOffset)
        if formatting.index(of: entry.node) != nil {
            // Re-opened later: reported when its end tag (or the end of input) comes.
            closedEarlyFormatting.insert(offset)
        } else if entry.namespace != .html || !ElementCategory.mayStayOpen(entry.name) {
            reportTag(.unclosedElement, at: offset, "<", entry.name, "> closed before its end tag")
        }
    }

    /// "Pop elements until an HTML element named `name` has been popped".
    mutating func popUntilHTML(_ name: TagName) {
        if let index = stack.lastIndex(ofHTML: name) { pop(through: index) }
    }

    /// §13.2.6.3 "Generate implied end tags", except for elements named `exception`.
    // Inlined for the usual cases: a current node without an implied end
    // tag, or the exception itself (an `li` closing the open `li`).
    @inline(__always)
    mutating func generateImpliedEndTags(except exception: TagName? = nil) {
        let current = stack.current
        if current.flags.contains(.impliedEndTag), current.code != exception.map(TagCode.of) {
            popImpliedEndTags(except: exception)
        }
    }

    private mutating func popImpliedEndTags(except exception: TagName?) {
        let exceptionCode = exception.map(TagCode.of)
        while stack.count > 1, stack.currentFlags.contains(.impliedEndTag),
            stack[stack.count - 1].code != exceptionCode
        {
            stack.pop()
        }
    }

    /// §13.2.6.3 "Generate all implied end tags thoroughly".
    mutating func generateImpliedEndTagsThoroughly() {
        while stack.count > 1, stack.currentFlags.contains(.impliedEndTagThoroughly) {
            stack.pop()
        }
    }

    /// §13.2.6.4.7 "Close a p element".
    mutating func closeParagraph() {
        generateImpliedEndTags(except: .p)
        popUntilHTML(.p)
    }

    /// Closes an open `p` in button scope, as most block start tags do.
    mutating func closeParagraphInButtonScope() {
        if stack.hasInScope(.p, .button) { closeParagraph() }
    }

    /// §13.2.4.1 "Reset the insertion mode appropriately" (the root plays `<body>`).
    mutating func resetInsertionMode() {
        var i = stack.count - 1
        while i > 0 {
            let entry = stack[i]
            if entry.namespace == .html {
                switch entry.name {
                case .td, .th: mode = .inCell; return
                case .tr: mode = .inRow; return
                case .tbody, .thead, .tfoot: mode = .inTableBody; return
                case .caption: mode = .inCaption; return
                case .colgroup: mode = .inColumnGroup; return
                case .table: mode = .inTable; return
                case .template: mode = templateModes.last ?? .inBody; return
                default: break
                }
            }
            i -= 1
        }
        mode = .inBody
    }

    // MARK: Helpers

    /// Whether a text slice is all ASCII whitespace (TAB LF FF CR SPACE).
    func isAllWhitespace(_ slice: TextSlice) -> Bool {
        for byte in lexer.bytes(slice) where !Self.isWhitespace(byte) { return false }
        return true
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }

    /// Records a diagnostic about the tag `name`: `before`, its spelling, `after`.
    // Out of line: messages are built only for broken input, and building
    // one inline made the callers too large to be inlined themselves.
    @inline(never)
    mutating func reportTag(
        _ kind: Diagnostic.Kind, at offset: Int, _ before: StaticString, _ name: TagName, _ after: StaticString
    ) {
        let names = lexer.tagNames
        log.record(kind, at: offset, DiagnosticText.join(before, name.spelling(in: names), after))
    }

    /// Reports a start tag that the rules ignore.
    mutating func ignore(_ token: Token, _ why: @autoclosure () -> String) {
        let names = lexer.tagNames
        log.record(
            .ignoredTag, at: token.sourceOffset,
            DiagnosticText.join("<", token.name.spelling(in: names), "> ignored: ", why()))
    }

    /// Reports an end tag that the rules ignore.
    mutating func ignoreEndTag(_ token: Token) {
        reportTag(.strayEndTag, at: token.sourceOffset, "</", token.name, "> without a matching open element ignored")
    }

    /// The attributes of `token`, the start tag being processed.
    /// Stores the attributes of `token` in the document for the element it makes.
    mutating func storedAttributes(of token: Token) -> AttributeRange {
        token.attributeCount > 0 ? tokenAttributes : .empty
    }

    func attributes(of token: Token) -> ArraySlice<Attribute> {
        token.attributeCount > 0 ? document.attributes[tokenAttributes.range] : []
    }

    /// The value of a start tag's attribute.
    func attribute(_ name: String, of token: Token) -> String? {
        for attribute in attributes(of: token) where attribute.name == name { return attribute.value }
        return nil
    }
}
