// A small DSL that builds `Document`s by hand, so the mapping stage can be
// tested without the lexer and tree builder:
//
//     map(el(.p, [text("One "), el(.b, [text("two")])]))
@testable import HTMLRuns

/// The custom tag names hand-built trees use: one fixed table, so a name
/// registered in a `TagMapperRegistry` and the same name in a tree built
/// here are one id (in a conversion, the lexer's table makes them).
enum TestTagNames {
    static let table: CustomTagNames = {
        var table = CustomTagNames()
        for name in ["mention", "callout", "x-hidden", "x-visible", "x-note", "x-preline", "x-flex", "x"] {
            _ = table.id(for: name)
        }
        return table
    }()
}

extension TagName {
    /// A custom name of `TestTagNames.table` (the well-known ones included).
    static func named(_ name: String) -> TagName {
        guard let id = TestTagNames.table.existingID(for: name) else {
            fatalError("add \(name) to TestTagNames.table")
        }
        return .custom(id)
    }
}

/// A node of a hand-built tree.
indirect enum TestNode {
    case element(TagName, Namespace, [Attribute], [TestNode])
    case text(String)
    case comment(String)
}

/// An HTML element with attributes (in order) and children.
func el(_ name: TagName, _ attributes: KeyValuePairs<String, String> = [:], _ children: [TestNode] = []) -> TestNode {
    .element(name, .html, attributes.map { Attribute(name: $0.key, value: $0.value) }, children)
}

/// An HTML element with children only.
func el(_ name: TagName, _ children: [TestNode]) -> TestNode {
    .element(name, .html, [], children)
}

/// An element in another namespace (SVG, MathML).
func foreign(_ name: TagName, _ namespace: Namespace, _ children: [TestNode] = []) -> TestNode {
    .element(name, namespace, [], children)
}

/// A text node.
func text(_ value: String) -> TestNode { .text(value) }

/// Builds a document whose root (the `<body>`) holds `nodes`; an explicit
/// stack, so deep test trees need no recursion either.
func document(_ nodes: [TestNode]) -> Document {
    var source: [UInt8] = []
    var doc = Document(store: TextStore(source: []))
    var stack: [(node: TestNode, parent: Int32)] = nodes.reversed().map { ($0, Document.root) }
    while let (node, parent) = stack.popLast() {
        switch node {
        case .element(let name, let namespace, let attributes, let children):
            let index = doc.makeElement(name, namespace: namespace, attributes: doc.store(attributes))
            doc.append(index, to: parent)
            for child in children.reversed() { stack.append((child, index)) }
        case .text(let value), .comment(let value):
            let start = Int32(source.count)
            source.append(contentsOf: value.utf8)
            let slice = TextSlice(start: start, end: Int32(source.count), isDecoded: false)
            if case .text = node {
                doc.append(doc.makeCharacterData(.text, slice, sourceOffset: Int(start)), to: parent)
            } else {
                doc.append(doc.makeCharacterData(.comment, slice, sourceOffset: Int(start)), to: parent)
            }
        }
    }
    doc.store = TextStore(source: source, tagNames: TestTagNames.table)
    return doc
}

/// Maps hand-built nodes with default options.
func map(_ nodes: TestNode..., options: Options = Options(), tags: TagMapperRegistry = .default) -> StyledString {
    DocumentMapper(options: options, tags: tags).map(document(nodes))
}

/// The runs as one line each: the run's text in quotes, then its non-default
/// attributes in short form (`b i u s mono sup marker link=… color=… bg=…`).
func runsDump(_ styled: StyledString) -> String {
    let bytes = Array(styled.text.utf8)
    return styled.runs.map { run in
        let piece = String(decoding: bytes[run.range], as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        let a = run.attributes
        var flags: [String] = []
        if a.bold { flags.append("b") }
        if a.italic { flags.append("i") }
        if a.underline { flags.append("u") }
        if a.strikethrough { flags.append("s") }
        if let link = a.link { flags.append("link=\(link)") }
        if let color = a.color { flags.append("color=\(color.hex)") }
        if let bg = a.backgroundColor { flags.append("bg=\(bg.hex)") }
        if let size = a.fontSize { flags.append("size=\(size)") }
        if a.monospace { flags.append("mono") }
        if let v = a.verticalAlign { flags.append(v.rawValue) }
        if a.marker { flags.append("marker") }
        return "\"\(piece)\" \(flags.joined(separator: " "))".trimmingSuffixSpaces()
    }.joined(separator: "\n")
}

/// The blocks as one line each: text, kind, depth, indent, list info.
func blocksDump(_ styled: StyledString) -> String {
    let bytes = Array(styled.text.utf8)
    return styled.blocks.map { block in
        let piece = String(decoding: bytes[block.range], as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        var line = "\"\(piece)\" \(block.kind.name)"
        if case .heading(let level) = block.kind { line += "(\(level))" }
        line += " depth=\(block.depth) indent=\(Int(block.indent))"
        if let list = block.list { line += " \(list.ordered ? "ordered" : "unordered") #\(list.ordinal)" }
        if let alignment = block.alignment { line += " \(alignment.rawValue)" }
        if let direction = block.direction { line += " \(direction.rawValue)" }
        return line
    }.joined(separator: "\n")
}

/// The containers as one line each: text, kind, depth, indent.
func containersDump(_ styled: StyledString) -> String {
    let bytes = Array(styled.text.utf8)
    return styled.containers.map { c in
        let piece = String(decoding: bytes[c.range], as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return "\"\(piece)\" \(c.kind.name) depth=\(c.depth) indent=\(Int(c.indent))"
    }.joined(separator: "\n")
}

extension String {
    fileprivate func trimmingSuffixSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
