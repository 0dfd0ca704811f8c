/// The html5lib tree-construction test format of a document: one line per
/// node, `| ` then two spaces per level, as in
///
/// ```
/// | <b>
/// |   "1"
/// |   <i>
/// |     "2"
/// | <i>
/// |   "3"
/// ```
///
/// Elements are `<name>` (`<svg name>`, `<math name>` in foreign content)
/// followed by their attributes sorted by name; text is quoted; comments
/// are `<!-- data -->`; a `template`'s children are under a `content` line.
/// Used by the repair tests and the CLI's `--format tree`.
enum TreeDump {
    /// The dump of the root's children, lines joined by "\n" (no final newline).
    static func dump(_ document: Document) -> String {
        var walker = Walker()
        document.walk(&walker)
        return walker.lines.joined(separator: "\n")
    }

    private struct Walker: NodeWalker {
        var lines: [String] = []
        var depth = 0

        mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
            let element = document.nodes[Int(node)]
            let name = TagSpelling.displayName(
                of: element.name, in: element.namespace, customNames: document.store.tagNames)
            switch element.namespace {
            case .html: line("<\(name)>")
            case .svg: line("<svg \(name)>")
            case .mathML: line("<math \(name)>")
            }
            let attributes = document.attributes(of: element).map { attribute -> (String, String) in
                var name = attribute.name
                if element.namespace != .html, ForeignNames.isNamespacedForeignAttribute(name) {
                    name = name.replacingColon()
                }
                return (name, attribute.value)
            }.sorted { $0.0 < $1.0 }
            depth += 1
            for (name, value) in attributes { line("\(name)=\"\(value)\"") }
            if element.namespace == .html, element.name == .template {
                line("content")
                depth += 1
            }
            return true
        }

        mutating func exitElement(_ node: Int32, in document: Document) {
            let element = document.nodes[Int(node)]
            depth -= element.namespace == .html && element.name == .template ? 2 : 1
        }

        mutating func visitText(_ node: Int32, in document: Document) {
            line("\"\(document.text(of: node))\"")
        }

        mutating func visitComment(_ node: Int32, in document: Document) {
            line("<!-- \(document.text(of: node)) -->")
        }

        private mutating func line(_ text: String) {
            lines.append("| " + String(repeating: "  ", count: depth) + text)
        }
    }
}

extension String {
    /// `xlink:href` → `xlink href`.
    fileprivate func replacingColon() -> String {
        String(map { $0 == ":" ? " " : $0 })
    }
}
