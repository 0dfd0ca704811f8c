// What `htmlruns convert --format tokens` and `--format tree` print: the
// first stages of the pipeline made visible. Only text for people to read
// while debugging; the format may change and nothing should parse it.

extension HTMLConverter {
    /// The repaired tree of an HTML fragment in html5lib's tree-construction
    /// test format: one node per line, `| ` and two spaces per level;
    /// elements as `<name>` (`<svg name>` in foreign content) with their
    /// attributes on the lines below, text quoted, comments as `<!-- data -->`.
    ///
    /// ```swift
    /// print(HTMLConverter().treeDump(bytes: Array("<b>1<i>2</b>3".utf8)))
    /// // | <b>
    /// // |   "1"
    /// // |   <i>
    /// // |     "2"
    /// // | <i>
    /// // |   "3"
    /// ```
    public func treeDump<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let (document, _) = Pipeline(options: options).buildTree(Array(bytes))
        return TreeDump.dump(document)
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
                line = "startTag <" + token.name.spelling(in: lexer.tagNames)
                for attribute in lexer.attributes(of: token) {
                    line += " " + attribute.name + "=" + debugQuoted(attribute.value)
                }
                line += token.selfClosing ? "/>" : ">"
                if let state = RawTextElements.state(for: token.name) {
                    lexer.switchTo(state, appropriateEndTag: token.name)
                }
            case .endTag:
                line = "endTag </" + token.name.spelling(in: lexer.tagNames) + ">"
            case .text:
                line = "text " + debugQuoted(String(decoding: lexer.bytes(token.text), as: UTF8.self))
            case .comment:
                line = "comment " + debugQuoted(String(decoding: lexer.bytes(token.text), as: UTF8.self))
            case .doctype:
                line = "doctype " + (lexer.doctype(of: token)?.name ?? "")
            }
            positions.record(.other, at: token.sourceOffset, line)
        }
        let store = lexer.takeStore()
        return positions.resolved(in: store.source)
            .map { "\($0.line):\($0.column) \($0.message)" }
            .joined(separator: "\n")
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
