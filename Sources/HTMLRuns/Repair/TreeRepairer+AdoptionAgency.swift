// Misnested formatting: "reconstruct the active formatting elements" re-opens
// formatting elements a block closed early, and the adoption agency
// algorithm untangles `<b>1<i>2</b>3</i>` into b(1, i(2)), i(3).

extension TreeRepairer {
    /// §13.2.6.4.7 The adoption agency algorithm: outer loop at most 8 times.
    static var adoptionOuterLoopLimit: Int { 8 }
    /// §13.2.6.4.7 The adoption agency algorithm: past 3 inner iterations,
    /// formatting elements between the formatting element and the furthest
    /// block are dropped from the list instead of being cloned.
    static var adoptionInnerLoopLimit: Int { 3 }

    /// §13.2.4.4 "Reconstruct the active formatting elements".
    ///
    /// Bounded: the list holds at most `ActiveFormattingList.sectionLimit`
    /// entries after its last marker. An entry whose clone the depth limit
    /// refuses is dropped, so it is not retried before every later text.
    @inline(__always)
    mutating func reconstructActiveFormattingElements() {
        // Inlined: before most text and elements there is nothing to re-open.
        let count = formatting.count
        guard count > 0 else { return }
        let last = formatting[count - 1]
        if last.isMarker || stack.contains(last.node) { return }
        reopenFormattingElements()
    }

    /// The rest of "reconstruct": the last entry is closed, so re-open it
    /// and every closed entry before it.
    private mutating func reopenFormattingElements() {
        let count = formatting.count
        // Rewind to just after the last marker or open element.
        var i = count - 1
        while i > 0 {
            let previous = formatting[i - 1]
            if previous.isMarker || stack.contains(previous.node) { break }
            i -= 1
        }
        // Advance, creating each.
        while i < formatting.count {
            let entry = formatting[i]
            let clone = insertElement(entry.name, attributes: entry.attributes, at: Int(entry.sourceOffset))
            if clone == Node.none {
                flattened.popLast()
                formatting.remove(at: i)
            } else {
                formatting.replace(at: i, with: clone)
                i += 1
            }
        }
    }

    /// §13.2.6.4.7 The adoption agency algorithm, for an end tag (or an
    /// implied one) named `subject`. Returns false when the caller must act
    /// as for "any other end tag" instead.
    mutating func runAdoptionAgency(for subject: TagName, at offset: Int, reporting: Bool) -> Bool {
        runAdoptionAgencyInlined(for: subject, at: offset, reporting: reporting)
    }

    /// `runAdoptionAgency`, inlined where "in body" meets a formatting end
    /// tag: most close the current node, which the first steps settle, and
    /// there the call cost about as much as those steps.
    @inline(__always)
    mutating func runAdoptionAgencyInlined(for subject: TagName, at offset: Int, reporting: Bool) -> Bool {
        // Step 2: the current node is the element, and not a formatting one: just pop it.
        let current = stack.current
        if current.isHTML(subject) && formatting.index(of: current.node) == nil {
            popCurrent()
            return true
        }
        // The usual end tag closes the current node, the last formatting
        // element of its name: steps 6-11 come down to popping it.
        if let index = formatting.lastIndex(of: subject), formatting[index].node == current.node {
            if reporting, closedEarlyFormatting.contains(Int(current.sourceOffset)) {
                reportMisnesting(startingAt: Int(current.sourceOffset), subject, at: offset)
            }
            popCurrent()
            formatting.remove(at: index)
            return true
        }
        return runAdoptionAgencyLoop(for: subject, at: offset, reporting: reporting)
    }

    /// The adoption agency's outer loop, for the end tags the first steps
    /// did not settle.
    private mutating func runAdoptionAgencyLoop(for subject: TagName, at offset: Int, reporting: Bool) -> Bool {
        var reported = !reporting
        var outerLoop = 0
        while outerLoop < Self.adoptionOuterLoopLimit {
            outerLoop += 1
            // Step 6: the formatting element.
            guard let formattingIndex = formatting.lastIndex(of: subject) else { return false }
            let formattingElement = formatting[formattingIndex].node
            // Step 7: closed already by a block: forget it.
            guard let formattingStackIndex = stack.index(of: formattingElement) else {
                if !reported {
                    reportMisnesting(startingAt: Int(formatting[formattingIndex].sourceOffset), subject, at: offset)
                }
                formatting.remove(at: formattingIndex)
                return true
            }
            // Step 8: out of scope (inside a table cell, a button...): ignore the end tag.
            guard stack.hasNodeInScope(formattingElement) else {
                if !reported { ignoreEndTagOutOfScope(subject, at: offset) }
                return true
            }
            // Step 9: misnested.
            if formattingStackIndex != stack.count - 1 && !reported {
                reported = true
                reportTag(
                    .misnestedTag, at: offset, "</", subject, "> closes elements opened inside it; they are re-opened")
            }
            // Step 10: the furthest block.
            var furthestIndex = formattingStackIndex + 1
            while furthestIndex < stack.count,
                !stack[furthestIndex].flags.contains(.special)
            {
                furthestIndex += 1
            }
            // Step 11: no block inside: pop up to the formatting element.
            guard furthestIndex < stack.count else {
                let start = Int(stack[formattingStackIndex].sourceOffset)
                if !reported, closedEarlyFormatting.contains(start) {
                    reportMisnesting(startingAt: start, subject, at: offset)
                }
                while stack.count > formattingStackIndex { stack.pop() }
                formatting.remove(at: formattingIndex)
                return true
            }
            let furthestBlock = stack[furthestIndex].node
            // Steps 12-13.
            let commonAncestorIndex = formattingStackIndex - 1
            var bookmark = formattingIndex
            // Step 14: the inner loop.
            var nodeIndex = furthestIndex
            var lastNode = furthestBlock
            var innerLoop = 0
            while true {
                innerLoop += 1
                nodeIndex -= 1
                let node = stack[nodeIndex].node
                if node == formattingElement { break }
                var entryIndex = formatting.index(of: node)
                if innerLoop > Self.adoptionInnerLoopLimit, let index = entryIndex {
                    formatting.remove(at: index)
                    if index < bookmark { bookmark -= 1 }
                    entryIndex = nil
                }
                guard let index = entryIndex else {
                    stack.remove(at: nodeIndex)
                    continue
                }
                let entry = formatting[index]
                let clone = document.makeElement(
                    entry.name, attributes: entry.attributes, sourceOffset: Int(stack[nodeIndex].sourceOffset))
                formatting.replace(at: index, with: clone)
                stack.replace(at: nodeIndex, with: clone)
                if lastNode == furthestBlock { bookmark = index + 1 }
                document.detach(lastNode)
                document.append(lastNode, to: clone)
                lastNode = clone
            }
            // Step 15: the last node goes where the common ancestor wants it.
            document.detach(lastNode)
            insert(lastNode, at: appropriatePlace(overrideTarget: commonAncestorIndex))
            // Steps 16-18: a clone of the formatting element takes the furthest block's children.
            let entry = formatting[formatting.index(of: formattingElement) ?? formattingIndex]
            let newElement = document.makeElement(
                entry.name, attributes: entry.attributes, sourceOffset: Int(entry.sourceOffset))
            document.moveChildren(of: furthestBlock, to: newElement)
            document.append(newElement, to: furthestBlock)
            // Step 19: it replaces the formatting element in the list, at the bookmark.
            if let index = formatting.index(of: formattingElement) {
                formatting.remove(at: index)
                if index < bookmark { bookmark -= 1 }
            }
            formatting.insert(
                .init(
                    node: newElement, name: entry.name, attributes: entry.attributes,
                    sourceOffset: entry.sourceOffset),
                at: min(bookmark, formatting.count))
            // Step 20: and in the stack, right below the furthest block.
            if let index = stack.index(of: formattingElement) { stack.remove(at: index) }
            let blockIndex = stack.index(of: furthestBlock) ?? stack.count - 1
            stack.insert(
                .init(node: newElement, name: entry.name, namespace: .html, sourceOffset: Int(entry.sourceOffset)),
                at: blockIndex + 1)
        }
        return true
    }

    /// An end tag for a formatting element that a block's end closed
    /// earlier (`<p><b>x</p>y</b>`): a misnesting, reported once.
    private mutating func reportMisnesting(startingAt start: Int, _ subject: TagName, at offset: Int) {
        if closedEarlyFormatting.remove(start) {
            let names = lexer.tagNames
            log.record(
                .misnestedTag, at: offset,
                DiagnosticText.join(
                    "</", subject.spelling(in: names), "> closes a <", subject.spelling(in: names),
                    "> that an enclosing element's end had already closed")
            )
        } else {
            reportTag(.strayEndTag, at: offset, "</", subject, "> after its element was closed ignored")
        }
    }

    private mutating func ignoreEndTagOutOfScope(_ subject: TagName, at offset: Int) {
        reportTag(
            .strayEndTag, at: offset, "</", subject, "> cannot close an element outside the current table cell or block"
        )
    }
}
