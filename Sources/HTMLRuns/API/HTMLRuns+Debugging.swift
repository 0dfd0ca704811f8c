// What `htmlruns convert --format tokens` and `--format tree` print: the
// first stages of the pipeline made visible. Only text for people to read
// while debugging; the format may change and nothing should parse it.

extension HTMLConverter {
    /// The repaired tree of an HTML fragment, one node per line, children
    /// indented by two spaces: elements as `<name attr="value">` (foreign
    /// ones as `<svg circle>`), text as a quoted string, comments as
    /// `<!-- data -->`.
    ///
    /// ```swift
    /// print(HTMLConverter().treeDump(bytes: Array("<b>1<i>2</b>3".utf8)))
    /// // <b>
    /// //   "1"
    /// //   <i>
    /// //     "2"
    /// // <i>
    /// //   "3"
    /// ```
    public func treeDump<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let (document, _) = Pipeline(options: options).buildTree(Array(bytes))
        var dump = TreeDumper()
        document.walk(&dump)
        return dump.lines.joined(separator: "\n")
    }

    /// The lexer's tokens for an HTML fragment, one per line with the
    /// line and column (1-based, columns in Unicode scalars) where each
    /// starts: `1:1 startTag <b class="x">`, `1:4 text "bold"`,
    /// `1:8 endTag </b>`, `comment`, `doctype`.
    ///
    /// The lexer is switched into RCDATA, RAWTEXT, script data or
    /// PLAINTEXT after the start tags that do so in a document body, as
    /// the tree builder would; nothing else of tree building happens.
    public func tokenDump<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var lexer = ScalarLexer(input: Array(bytes))
        // The diagnostic log already turns offsets into line:column in one sweep.
        var positions = DiagnosticLog()
        positions.limit = .max
        while let token = lexer.next() {
            var line: String
            switch token.kind {
            case .startTag:
                line = "startTag <" + token.name.debugName
                for attribute in token.attributes {
                    line += " " + attribute.name + "=" + debugQuoted(attribute.value)
                }
                line += token.selfClosing ? "/>" : ">"
                if let state = Self.contentState(after: token.name) {
                    lexer.switchTo(state, appropriateEndTag: token.name)
                }
            case .endTag:
                line = "endTag </" + token.name.debugName + ">"
            case .text:
                line = "text " + debugQuoted(String(decoding: lexer.bytes(token.text), as: UTF8.self))
            case .comment:
                line = "comment " + debugQuoted(String(decoding: lexer.bytes(token.text), as: UTF8.self))
            case .doctype:
                line = "doctype " + (token.doctype?.name ?? "")
            }
            positions.record(.other, at: token.sourceOffset, line)
        }
        let store = lexer.takeStore()
        return positions.resolved(in: store.source)
            .map { "\($0.line):\($0.column) \($0.message)" }
            .joined(separator: "\n")
    }

    /// The content state a start tag switches the tokenizer into in body
    /// (WHATWG HTML §13.2.6.4.7), scripting disabled.
    static func contentState(after name: TagName) -> ContentState? {
        switch name {
        case .title, .textarea: .rcdata
        case .style, .xmp, .iframe, .noembed, .noframes: .rawtext
        case .script: .scriptData
        case .plaintext: .plaintext
        default: nil
        }
    }
}

/// Writes the lines of `HTMLConverter.treeDump`.
struct TreeDumper: NodeWalker {
    var lines: [String] = []
    var depth = 0
    var indent: String { String(repeating: "  ", count: depth) }
    mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
        let element = document[node]
        var line = indent + "<"
        switch element.namespace {
        case .html: break
        case .svg: line += "svg "
        case .mathML: line += "math "
        }
        line += element.name.debugName
        for attribute in element.attributes {
            line += " " + attribute.name + "=" + debugQuoted(attribute.value)
        }
        lines.append(line + ">")
        depth += 1
        return true
    }
    mutating func exitElement(_ node: Int32, in document: Document) {
        depth -= 1
    }
    mutating func visitText(_ node: Int32, in document: Document) {
        lines.append(indent + debugQuoted(document.text(of: node)))
    }
    mutating func visitComment(_ node: Int32, in document: Document) {
        lines.append(indent + "<!-- " + document.text(of: node) + " -->")
    }
}

extension TagName {
    /// The element's name as written in HTML.
    var debugName: String {
        switch self {
        case .custom(let name): name
        case .annotationXML: "annotation-xml"
        default: String(describing: self)
        }
    }
}

/// A string in double quotes with `\`, `"`, and control characters escaped.
func debugQuoted(_ text: String) -> String {
    var out = "\""
    for c in text.unicodeScalars {
        switch c {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if c.value < 0x20 || c.value == 0x7F {
                out += "\\u{" + String(c.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
    }
    return out + "\""
}
