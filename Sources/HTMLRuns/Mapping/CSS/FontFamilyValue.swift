/// A `font-family` list (css-fonts-4 §2.1): family names (strings or runs
/// of identifiers) and generic families, separated by commas.
///
/// ```swift
/// let f = FontFamilyValue.parse("'Courier New', Courier, monospace")
/// f?.serialized    // "\"Courier New\", Courier, monospace"
/// f?.isMonospace   // true
/// ```
struct FontFamilyValue: Hashable, Sendable {
    /// The families, each as CSS serializes it (quoted names keep quotes).
    var families: [String]
    /// True when one of the families is the generic `monospace` (or
    /// `ui-monospace`), or a family whose name says monospace: what the
    /// browser oracle counts as monospace.
    var isMonospace: Bool

    /// The list as one string, `, `-separated.
    var serialized: String { families.joined(separator: ", ") }

    /// css-fonts-4 §2.1.1 generic family keywords.
    static let generics: Set<String> = [
        "serif", "sans-serif", "cursive", "fantasy", "monospace", "system-ui", "math", "emoji",
        "fangsong", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// Identifiers that cannot be a family name on their own.
    private static let reserved: Set<String> = ["inherit", "initial", "unset", "default", "revert", "revert-layer"]

    static func parse(_ text: String) -> FontFamilyValue? {
        parse(CSSTokenizer.tokens(text))
    }

    /// Reads the whole of `tokens` as a family list; nil if any entry is invalid.
    static func parse(_ tokens: [CSSToken]) -> FontFamilyValue? {
        var families: [String] = []
        var mono = false
        for entry in CSSValueCursor.splitByCommas(tokens) {
            var cursor = CSSValueCursor(entry)
            guard let first = cursor.next() else { return nil }
            switch first {
            case .string(let name):
                guard cursor.isAtEnd else { return nil }
                if containsMonospace(name) { mono = true }
                families.append(quoted(name))
            case .ident(let name):
                var words = [name]
                while let t = cursor.next() {
                    guard case .ident(let w) = t else { return nil }
                    words.append(w)
                }
                if words.count == 1 {
                    let lower = name.lowercasedForCSS
                    if reserved.contains(lower) { return nil }
                    if generics.contains(lower) {
                        // Generic families serialize in lowercase, as Chromium writes them.
                        if lower == "monospace" || lower == "ui-monospace" { mono = true }
                        families.append(lower)
                        continue
                    }
                }
                let joined = words.joined(separator: " ")
                if containsMonospace(joined) { mono = true }
                families.append(joined)
            default:
                return nil
            }
        }
        return families.isEmpty ? nil : FontFamilyValue(families: families, isMonospace: mono)
    }

    /// Whether `name` contains "monospace" (a byte search: `String.contains`
    /// goes through the regex engine's machinery).
    private static func containsMonospace(_ name: String) -> Bool {
        let needle = Array("monospace".utf8)
        let hay = Array(name.utf8)
        guard hay.count >= needle.count else { return false }
        for start in 0...(hay.count - needle.count) where hay[start] == needle[0] {
            if hay[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    private static func quoted(_ name: String) -> String {
        var out = "\""
        for c in name.unicodeScalars {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }
}
