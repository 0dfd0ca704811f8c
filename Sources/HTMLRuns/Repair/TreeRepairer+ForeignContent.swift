// SVG and MathML: their elements nest as written (any tag may self-close),
// until an HTML tag such as `<p>` or `<b>` breaks out of them.

extension TreeRepairer {
    /// §13.2.6.5 The rules for parsing tokens in foreign content.
    mutating func processForeign(_ token: Token) {
        switch token.kind {
        case .text:
            if token.nulls == .none {
                insertCharacters(token.text, at: token.sourceOffset)
            } else {
                // The lexer reports each U+0000; here they become U+FFFD.
                insertCharacters(token.text, at: token.sourceOffset, nulls: .replaced)
            }
        case .comment:
            insertComment(token)
        case .doctype:
            ignore(token, "a DOCTYPE inside SVG or MathML")
        case .startTag:
            let name = ForeignNames.canonical(token.name)
            if ElementCategory.breaksOutOfForeignContent(name) || (name == .font && hasFontStyling(token)) {
                breakOutOfForeignContent(token)
                return
            }
            insertForeignElement(token, namespace: stack.current.namespace)
        case .endTag:
            let name = ForeignNames.canonical(token.name)
            if name == .br || name == .p {
                breakOutOfForeignContent(token)
                return
            }
            // "Any other end tag": close the nearest foreign element of that
            // name, unless an HTML element comes first (then HTML rules decide).
            var i = stack.count - 1
            if stack[i].name != name {
                reportTag(
                    .strayEndTag, at: token.sourceOffset, "</", name,
                    "> does not close the current SVG or MathML element")
            }
            while i > 0 {
                if stack[i].name == name {
                    pop(through: i)
                    return
                }
                i -= 1
                if stack[i].namespace == .html {
                    processHTML(token)
                    return
                }
            }
        }
    }

    /// §13.2.6.5 An HTML start tag (or `</br>`, `</p>`) inside foreign
    /// content: pop back to HTML and let the insertion mode handle it.
    private mutating func breakOutOfForeignContent(_ token: Token) {
        reportTag(.unclosedElement, at: token.sourceOffset, "<", token.name, "> ends the SVG or MathML it appears in")
        while stack.count > 1 {
            let current = stack.current
            if current.namespace == .html || current.isHTMLIntegrationPoint
                || (current.namespace == .mathML && ElementCategory.isMathMLTextIntegrationPoint(current.name))
            {
                break
            }
            stack.pop()
        }
        processHTML(token)
    }

    /// §13.2.6.5 `<font>` breaks out only with `color`, `face` or `size`.
    private func hasFontStyling(_ token: Token) -> Bool {
        attributes(of: token).contains { $0.name == "color" || $0.name == "face" || $0.name == "size" }
    }

    /// §13.2.6.1 "Insert a foreign element", with the SVG and MathML name
    /// adjustments; a self-closing one is popped at once.
    mutating func insertForeignElement(_ token: Token, namespace: Namespace) {
        let name = ForeignNames.canonical(token.name)
        // The token's attributes are already stored; their names are
        // adjusted where they are, for the element to share them.
        let stored = storedAttributes(of: token)
        var treeName = name
        var isIntegrationPoint = false
        switch namespace {
        case .svg:
            treeName = ForeignNames.svgElementName(name, lexer: &lexer)
            ForeignNames.adjustSVGAttributes(&document.attributes[stored.range])
            isIntegrationPoint = ElementCategory.isSVGHTMLIntegrationPoint(name)
        case .mathML:
            ForeignNames.adjustMathMLAttributes(&document.attributes[stored.range])
            if name == .annotationXML, let encoding = attribute("encoding", of: token)?.lowercased() {
                isIntegrationPoint = encoding == "text/html" || encoding == "application/xhtml+xml"
            }
        case .html:
            break
        }
        if token.selfClosing {
            insertEmptyElement(
                name, namespace: namespace, treeName: treeName,
                attributes: stored, at: token.sourceOffset)
        } else {
            insertElement(
                name, namespace: namespace, treeName: treeName, attributes: stored,
                at: token.sourceOffset, isHTMLIntegrationPoint: isIntegrationPoint)
        }
    }
}
