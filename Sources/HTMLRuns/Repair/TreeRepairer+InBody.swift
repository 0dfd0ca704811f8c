// The "in body" insertion mode, and the modes it hands tokens to for a
// moment: "text" (RCDATA, RAWTEXT, script data), the "in head" rules for
// `style`, `script`, `title`, `template`... inserted where they are, and
// "in template".

extension TreeRepairer {
    /// §13.2.6.4.7 The "in body" insertion mode.
    mutating func inBody(_ token: Token) {
        switch token.kind {
        case .text:
            if token.nulls != .none { return inBodyWithNulls(token) }
            reconstructActiveFormattingElements()
            insertCharactersInlined(token.text, at: token.sourceOffset)
        case .comment:
            insertComment(token)
        case .doctype:
            ignore(token, "a DOCTYPE inside the body")
        case .startTag:
            inBodyStartTag(token)
        case .endTag:
            inBodyEndTag(token)
        }
    }

    /// §13.2.6.4.7 "In body": a text token holding U+0000s, which are
    /// dropped (the lexer has reported each). The rest, if any, is
    /// inserted as one slice whose chunk says its U+0000s are dropped.
    @inline(never)
    mutating func inBodyWithNulls(_ token: Token) {
        if token.nulls == .only {
            document.noteDroppedNull(token.text)
            return
        }
        reconstructActiveFormattingElements()
        insertCharacters(token.text, at: token.sourceOffset, nulls: .dropped)
    }

    /// §13.2.6.4.7 "In body": start tags.
    mutating func inBodyStartTag(_ token: Token) {
        let name = token.name
        switch name {
        /// §13.2.6.4.7 `html`, `body`, `frameset`, `head`: the fragment's context already has them.
        case .html, .body, .frameset, .head:
            ignore(token, "the fragment is already inside <body>")

        /// §13.2.6.4.7 In-head elements in body: processed "using the rules for the in head insertion mode".
        case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
            inHead(token)

        /// §13.2.6.4.7 Block start tags close an open `p`.
        case .address, .article, .aside, .blockquote, .center, .details, .dialog, .dir, .div, .dl,
            .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .main, .menu, .nav, .ol,
            .p, .search, .section, .summary, .ul:
            closeParagraphInButtonScope()
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `h1`-`h6` close an open `p`, and a heading directly open.
        case .h1, .h2, .h3, .h4, .h5, .h6:
            closeParagraphInButtonScope()
            let current = stack[stack.count - 1]
            if current.namespace == .html, ElementCategory.isHeading(current.name) {
                reportTag(
                    .unclosedElement, at: Int(current.sourceOffset), "<", current.name,
                    "> closed by a heading inside it")
                popCurrent()
            }
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `pre`, `listing`: a newline right after the start tag is dropped.
        case .pre, .listing:
            closeParagraphInButtonScope()
            insertHTMLElement(for: token)
            skipNextNewline = true

        /// §13.2.6.4.7 `form`: no nested forms outside templates.
        case .form:
            let hasTemplate = stack.hasTemplate
            if formElement != Node.none && !hasTemplate {
                ignore(token, "a form cannot contain another form")
                return
            }
            closeParagraphInButtonScope()
            let node = insertHTMLElement(for: token)
            if !hasTemplate && node != Node.none { formElement = node }

        /// §13.2.6.4.7 `li` closes an open `li`; `dd`/`dt` close an open `dd` or `dt`.
        case .li, .dd, .dt:
            let isList = name == .li
            // Nothing to close when no such element is open at all (O(1)).
            let anyOpen =
                isList
                ? stack.mayHaveOpenHTML(.li)
                : (stack.mayHaveOpenHTML(.dd) || stack.mayHaveOpenHTML(.dt))
            var i = anyOpen ? stack.count - 1 : 0
            while i > 0 {
                let code = stack[i].code
                if stack[i].namespace == .html {
                    let closes =
                        isList
                        ? code == TagCode.of(.li)
                        : (code == TagCode.of(.dd) || code == TagCode.of(.dt))
                    if closes {
                        // No `li` (or `dd`, `dt`) stands above `i`, so the
                        // implied end tags stop at it and it is the one
                        // "pop until" would find: pop through `i` directly.
                        generateImpliedEndTags(except: stack[i].name)
                        pop(through: i)
                        break
                    }
                    if stack[i].flags.contains(.special), code != TagCode.of(.address),
                        code != TagCode.of(.div), code != TagCode.of(.p)
                    {
                        break
                    }
                } else if stack[i].flags.contains(.special) {
                    break
                }
                i -= 1
            }
            closeParagraphInButtonScope()
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `plaintext`: the rest of the input is its text.
        case .plaintext:
            closeParagraphInButtonScope()
            insertHTMLElement(for: token)
            lexer.switchTo(.plaintext, appropriateEndTag: .plaintext)

        /// §13.2.6.4.7 `button` closes an open `button`.
        case .button:
            if stack.hasInScope(.button) {
                log.record(.unclosedElement, at: token.sourceOffset, "<button> inside a <button>: the first is closed")
                generateImpliedEndTags()
                popUntilHTML(.button)
            }
            reconstructActiveFormattingElements()
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `a` inside an `a`: the first is closed by the adoption agency.
        case .a:
            if let index = formatting.lastIndex(of: .a) {
                let previous = formatting[index].node
                log.record(.misnestedTag, at: token.sourceOffset, "<a> inside an <a>: the first link is closed")
                _ = runAdoptionAgency(for: .a, at: token.sourceOffset, reporting: false)
                if let i = formatting.index(of: previous) { formatting.remove(at: i) }
                if let i = stack.index(of: previous) { stack.remove(at: i) }
            }
            reconstructActiveFormattingElements()
            insertFormattingElement(token)

        /// §13.2.6.4.7 Formatting start tags.
        case .b, .big, .code, .em, .font, .i, .s, .small, .strike, .strong, .tt, .u:
            reconstructActiveFormattingElements()
            insertFormattingElement(token)

        /// §13.2.6.4.7 `nobr` inside a `nobr` closes the first.
        case .nobr:
            reconstructActiveFormattingElements()
            if stack.hasInScope(.nobr) {
                log.record(.misnestedTag, at: token.sourceOffset, "<nobr> inside a <nobr>: the first is closed")
                _ = runAdoptionAgency(for: .nobr, at: token.sourceOffset, reporting: false)
                reconstructActiveFormattingElements()
            }
            insertFormattingElement(token)

        /// §13.2.6.4.7 `applet`, `marquee`, `object` put a marker in the formatting list.
        case .applet, .marquee, .object:
            reconstructActiveFormattingElements()
            if insertHTMLElement(for: token) != Node.none { formatting.pushMarker() }

        /// §13.2.6.4.7 `table` (no-quirks: an open `p` is closed first).
        case .table:
            closeParagraphInButtonScope()
            if insertHTMLElement(for: token) != Node.none { mode = .inTable }

        /// §13.2.6.4.7 Void elements.
        case .area, .br, .embed, .img, .keygen, .wbr:
            reconstructActiveFormattingElements()
            insertEmptyElement(name, attributes: storedAttributes(of: token), at: token.sourceOffset)

        /// §13.2.6.4.7 `input` (closes an open `select`, as the relaxed select parsing says).
        case .input:
            if stack.hasInScope(.select) {
                log.record(.unclosedElement, at: token.sourceOffset, "<input> closes the open <select>")
                popUntilHTML(.select)
            }
            reconstructActiveFormattingElements()
            insertEmptyElement(name, attributes: storedAttributes(of: token), at: token.sourceOffset)

        /// §13.2.6.4.7 `param`, `source`, `track`.
        case .param, .source, .track:
            insertEmptyElement(name, attributes: storedAttributes(of: token), at: token.sourceOffset)

        /// §13.2.6.4.7 `hr` closes an open `p` (and, in a `select`, an open
        /// `option`; an `optgroup` stays open, as in Chromium).
        case .hr:
            closeParagraphInButtonScope()
            if stack.hasInScope(.select) { generateImpliedEndTags(except: .optgroup) }
            insertEmptyElement(name, attributes: storedAttributes(of: token), at: token.sourceOffset)

        /// §13.2.6.4.7 `image` is read as `img`.
        case .image:
            var img = token
            img.name = .img
            log.record(.other, at: token.sourceOffset, "<image> read as <img>")
            reprocess(img)

        /// §13.2.6.4.7 `textarea`: RCDATA, leading newline dropped.
        case .textarea:
            insertTextElement(token, .rcdata)
            skipNextNewline = true

        /// §13.2.6.4.7 `xmp`: RAWTEXT, after closing an open `p`.
        case .xmp:
            closeParagraphInButtonScope()
            reconstructActiveFormattingElements()
            insertTextElement(token, .rawtext)

        /// §13.2.6.4.7 `iframe`, `noembed`, and `noscript` with scripting on: RAWTEXT.
        case .iframe, .noembed, .noscript:
            insertTextElement(token, .rawtext)

        /// §13.2.6.4.7 `select` (relaxed select parsing): a `select` inside a
        /// `select` closes it and is itself ignored (read as `</select>`), as
        /// Chromium does: `<select><select>t` leaves `t` in the body.
        case .select:
            if stack.hasInScope(.select) {
                log.record(.unclosedElement, at: token.sourceOffset, "<select> inside a <select> read as </select>")
                generateImpliedEndTags()
                popUntilHTML(.select)
                return
            }
            reconstructActiveFormattingElements()
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `option`, `optgroup` (relaxed select parsing): inside a
        /// `select` they close the open `option` (an `option` keeps its `optgroup`).
        case .option, .optgroup:
            if stack.hasInScope(.select) {
                generateImpliedEndTags(except: name == .option ? .optgroup : nil)
            } else {
                if stack.current.isHTML(.option) { popCurrent() }
                reconstructActiveFormattingElements()
            }
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `rb`, `rtc` close the ruby's open annotations.
        case .rb, .rtc:
            if stack.hasInScope(.ruby) { generateImpliedEndTags() }
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `rp`, `rt` close open annotations but an `rtc`.
        case .rp, .rt:
            if stack.hasInScope(.ruby) { generateImpliedEndTags(except: .rtc) }
            insertHTMLElement(for: token)

        /// §13.2.6.4.7 `math`, `svg` open foreign content.
        case .math, .svg:
            reconstructActiveFormattingElements()
            insertForeignElement(token, namespace: name == .math ? .mathML : .svg)

        /// §13.2.6.4.7 Table parts outside a table are ignored.
        case .caption, .col, .colgroup, .frame, .tbody, .td, .tfoot, .th, .thead, .tr:
            ignore(token, "a table part outside a table")

        /// §13.2.6.4.7 "Any other start tag": an ordinary element.
        default:
            reconstructActiveFormattingElements()
            insertHTMLElement(for: token)
        }
    }

    /// §13.2.6.4.7 "In body": end tags.
    mutating func inBodyEndTag(_ token: Token) {
        let name = token.name
        switch name {
        /// §13.2.6.4.7 `</body>`, `</html>`: on to "after body" (the body stays open).
        case .body, .html:
            if stack.hasInScope(.body) {
                afterBody = true
            } else {
                ignoreEndTag(token)
            }

        /// §13.2.6.4.7 `</template>`: the in-head rules.
        case .template:
            inHead(token)

        /// §13.2.6.4.7 Block end tags close their element if it is in scope.
        case .address, .article, .aside, .blockquote, .button, .center, .details, .dialog, .dir,
            .div, .dl, .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .listing,
            .main, .menu, .nav, .ol, .pre, .search, .section, .select, .summary, .ul:
            guard stack.hasInScope(name) else { return ignoreEndTag(token) }
            generateImpliedEndTags()
            popUntilHTML(name)

        /// §13.2.6.4.7 `</form>`.
        case .form:
            if !stack.hasTemplate {
                let node = formElement
                formElement = Node.none
                guard node != Node.none, stack.hasNodeInScope(node) else { return ignoreEndTag(token) }
                generateImpliedEndTags()
                if let index = stack.index(of: node) {
                    if index != stack.count - 1 {
                        log.record(
                            .unclosedElement, at: token.sourceOffset,
                            "</form> leaves the elements inside the form open")
                    }
                    stack.remove(at: index)
                }
            } else {
                guard stack.hasInScope(.form) else { return ignoreEndTag(token) }
                generateImpliedEndTags()
                popUntilHTML(.form)
            }

        /// §13.2.6.4.7 `</p>` without an open `p` inserts an empty one.
        case .p:
            if !stack.hasInScope(.p, .button) {
                log.record(.strayEndTag, at: token.sourceOffset, "</p> without an open <p> read as <p></p>")
                if insertElement(.p, attributes: .empty, at: token.sourceOffset) == Node.none {
                    flattened.popLast()
                    return
                }
            }
            closeParagraph()

        /// §13.2.6.4.7 `</li>`, `</dd>`, `</dt>`.
        case .li, .dd, .dt:
            guard stack.hasInScope(name, name == .li ? .listItem : .default) else { return ignoreEndTag(token) }
            generateImpliedEndTags(except: name)
            popUntilHTML(name)

        /// §13.2.6.4.7 `</h1>`-`</h6>` close any open heading.
        case .h1, .h2, .h3, .h4, .h5, .h6:
            let isHeading = { (code: UInt8) in code >= TagCode.of(.h1) && code <= TagCode.of(.h6) }
            guard stack.hasInScope(.default, where: isHeading) else { return ignoreEndTag(token) }
            generateImpliedEndTags()
            if let index = stack.lastIndex(ofHTMLWhere: isHeading) { pop(through: index) }

        /// §13.2.6.4.7 Formatting end tags: the adoption agency algorithm.
        case .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u:
            if !runAdoptionAgencyInlined(for: name, at: token.sourceOffset, reporting: true) {
                anyOtherEndTag(token)
            }

        /// §13.2.6.4.7 `</applet>`, `</marquee>`, `</object>` clear formatting up to their marker.
        case .applet, .marquee, .object:
            guard stack.hasInScope(name) else { return ignoreEndTag(token) }
            generateImpliedEndTags()
            popUntilHTML(name)
            formatting.clearToLastMarker()

        /// §13.2.6.4.7 `</br>` is read as `<br>`.
        case .br:
            log.record(.strayEndTag, at: token.sourceOffset, "</br> read as <br>")
            var br = token
            br.kind = .startTag
            br.attributeCount = 0
            inBodyStartTag(br)

        default:
            anyOtherEndTag(token)
        }
    }

    /// §13.2.6.4.7 "Any other end tag": close the nearest open element with
    /// that name, unless a special element stands in the way.
    mutating func anyOtherEndTag(_ token: Token) {
        var i = stack.count - 1
        while i > 0 {
            if stack[i].isHTML(token.name) {
                generateImpliedEndTags(except: token.name)
                pop(through: i)
                return
            }
            if stack[i].flags.contains(.special) { break }
            i -= 1
        }
        ignoreEndTag(token)
    }

    /// Inserts a formatting element and records it in the list of active
    /// formatting elements (Noah's Ark clause included).
    mutating func insertFormattingElement(_ token: Token) {
        let node = insertHTMLElementInlined(for: token)
        if node != Node.none {
            formatting.push(
                node, name: token.name, attributes: storedAttributes(of: token), sourceOffset: token.sourceOffset,
                in: document)
        }
    }

    /// §13.2.6.2 The generic raw text and RCDATA element parsing algorithms
    /// (and script data): the lexer reads the content as text.
    mutating func insertTextElement(_ token: Token, _ state: ContentState) {
        insertHTMLElement(for: token)
        lexer.switchTo(state, appropriateEndTag: token.name)
        originalMode = mode
        mode = .text
    }

    /// §13.2.6.4.8 The "text" insertion mode.
    mutating func inText(_ token: Token) {
        switch token.kind {
        case .text:
            // The lexer replaces U+0000 itself outside the data state.
            if !token.isNull { insertCharacters(token.text, at: token.sourceOffset) }
        case .endTag:
            popCurrent()
            mode = originalMode
        case .startTag, .comment, .doctype:
            // Only a lexer that ignores `switchTo` gets here: end the element.
            popCurrent()
            mode = originalMode
            reprocess(token)
        }
    }

    /// §13.2.6.4.4 The "in head" rules for the elements allowed in body.
    mutating func inHead(_ token: Token) {
        if token.kind == .endTag {
            // Only `</template>` is routed here.
            guard stack.hasTemplate else { return ignoreEndTag(token) }
            generateImpliedEndTagsThoroughly()
            popUntilHTML(.template)
            formatting.clearToLastMarker()
            if !templateModes.isEmpty { templateModes.removeLast() }
            resetInsertionMode()
            return
        }
        switch token.name {
        case .base, .basefont, .bgsound, .link, .meta:
            insertEmptyElement(token.name, attributes: storedAttributes(of: token), at: token.sourceOffset)
        case .title:
            insertTextElement(token, .rcdata)
        case .noframes, .style:
            insertTextElement(token, .rawtext)
        case .script:
            insertTextElement(token, .scriptData)
        case .template:
            if insertHTMLElement(for: token) != Node.none {
                formatting.pushMarker()
                mode = .inTemplate
                templateModes.append(.inTemplate)
            }
        default:
            inBody(token)
        }
    }

    /// §13.2.6.4.16 The "in template" insertion mode.
    mutating func inTemplate(_ token: Token) {
        switch token.kind {
        case .text, .comment, .doctype:
            inBody(token)
        case .startTag:
            let next: InsertionMode
            switch token.name {
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                return inHead(token)
            case .caption, .colgroup, .tbody, .tfoot, .thead: next = .inTable
            case .col: next = .inColumnGroup
            case .tr: next = .inTableBody
            case .td, .th: next = .inRow
            default: next = .inBody
            }
            if !templateModes.isEmpty { templateModes[templateModes.count - 1] = next }
            mode = next
            reprocess(token)
        case .endTag:
            if token.name == .template { inHead(token) } else { ignoreEndTag(token) }
        }
    }
}
