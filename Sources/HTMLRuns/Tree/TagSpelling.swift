/// How tag names are spelled in markup, for the tree dump, diagnostics
/// messages and test tokenizers. The table of known names is the lexer's
/// generated one (`TagName+Lexing.swift`): one list of names in the whole
/// project; custom names are spelled by the conversion's `CustomTagNames`.
enum TagSpelling {
    /// The name as the tree shows it: SVG's `foreignObject` keeps its case.
    static func displayName(of tag: TagName, in namespace: Namespace, customNames: CustomTagNames) -> String {
        if namespace == .svg, tag == .foreignObject { return "foreignObject" }
        return tag.spelling(in: customNames)
    }

    /// The known `TagName` for a lowercased name; nil for a custom name.
    static func knownTag(named lowercased: String) -> TagName? {
        var name = lowercased
        return name.withUTF8 { TagName.known($0) }
    }
}
