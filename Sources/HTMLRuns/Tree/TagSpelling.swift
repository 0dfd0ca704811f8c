/// How tag names are spelled in markup, for the tree dump, diagnostics
/// messages and test tokenizers. The table itself is the lexer's generated
/// one (`TagName+Lexing.swift`): one list of names in the whole project.
enum TagSpelling {
    /// The lowercased name as it appears in markup (`annotation-xml`, `foreignobject`).
    static func name(of tag: TagName) -> String {
        tag.lexedName
    }

    /// The name as the tree shows it: SVG's `foreignObject` keeps its case.
    static func displayName(of tag: TagName, in namespace: Namespace) -> String {
        if namespace == .svg, tag == .foreignObject { return "foreignObject" }
        return tag.lexedName
    }

    /// The `TagName` for a lowercased name.
    static func tag(named lowercased: String) -> TagName {
        var name = lowercased
        return name.withUTF8 { TagName.known($0) } ?? .custom(lowercased)
    }
}
