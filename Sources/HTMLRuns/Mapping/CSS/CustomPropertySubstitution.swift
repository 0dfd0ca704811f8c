/// `var()` substitution (css-variables-1 §3), over tokens. References are
/// replaced pass by pass, without recursion; a cycle or an expansion that
/// grows without bound fails once the pass or size limit is reached.
enum CustomPropertySubstitution {
    static let maxPasses = 16
    static let maxTokens = 10_000

    static func containsVar(_ tokens: [CSSToken]) -> Bool {
        tokens.contains { if case .function(let name) = $0 { name.lowercasedForCSS == "var" } else { false } }
    }

    /// `tokens` with every `var(--name[, fallback])` replaced by the custom
    /// property's value or the fallback; nil when a reference cannot be
    /// substituted (the declaration is then invalid at computed-value time).
    static func substitute(_ tokens: [CSSToken], _ properties: [String: String]) -> [CSSToken]? {
        var current = tokens
        for _ in 0..<maxPasses {
            guard containsVar(current) else { return current }
            var out: [CSSToken] = []
            var cursor = CSSValueCursor(current)
            while cursor.index < current.count {
                let t = current[cursor.index]
                if case .function(let name) = t, name.lowercasedForCSS == "var" {
                    _ = cursor.next()
                    let arguments = cursor.blockContents()
                    guard let replacement = replacement(arguments, properties) else { return nil }
                    out.append(contentsOf: replacement)
                } else {
                    out.append(t)
                    _ = cursor.nextRaw()
                }
                if out.count > maxTokens { return nil }
            }
            current = out
        }
        return containsVar(current) ? nil : current
    }

    /// The tokens `var(arguments)` stands for.
    private static func replacement(_ arguments: [CSSToken], _ properties: [String: String]) -> [CSSToken]? {
        var cursor = CSSValueCursor(arguments)
        guard case .ident(let name)? = cursor.next(), name.hasPrefix("--") else { return nil }
        let hasFallback = cursor.consume(.comma)
        guard hasFallback || cursor.isAtEnd else { return nil }
        if let value = properties[name] { return CSSTokenizer.tokens(value) }
        guard hasFallback else { return nil }
        return Array(arguments[cursor.index...])
    }
}
