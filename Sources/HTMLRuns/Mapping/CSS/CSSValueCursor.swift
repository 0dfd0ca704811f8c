/// A cursor over the tokens of one property value, the way the property
/// grammars of the CSS specs read "component values" (css-syntax-3 §5.4.7):
/// whitespace is skipped between components, and a function is read as its
/// name plus the tokens up to its matching `)`.
struct CSSValueCursor {
    let tokens: [CSSToken]
    private(set) var index = 0

    init(_ tokens: [CSSToken]) {
        self.tokens = tokens
    }

    init(_ text: String) {
        self.init(CSSTokenizer.tokens(text))
    }

    /// A cursor at `index` of `tokens` (the array is shared, not copied).
    init(_ tokens: [CSSToken], at index: Int) {
        self.tokens = tokens
        self.index = index
    }

    /// True when only whitespace is left.
    var isAtEnd: Bool {
        var i = index
        while i < tokens.count, tokens[i] == .whitespace { i += 1 }
        return i >= tokens.count
    }

    mutating func skipWhitespace() {
        while index < tokens.count, tokens[index] == .whitespace { index += 1 }
    }

    /// The next non-whitespace token, without consuming it.
    func peek() -> CSSToken? {
        var i = index
        while i < tokens.count, tokens[i] == .whitespace { i += 1 }
        return i < tokens.count ? tokens[i] : nil
    }

    /// Consumes and returns the next non-whitespace token.
    mutating func next() -> CSSToken? {
        skipWhitespace()
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Consumes and returns the next token, whitespace included.
    mutating func nextRaw() -> CSSToken? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Consumes the next token if it is the ident `keyword` (ASCII case-insensitive).
    mutating func consume(keyword: String) -> Bool {
        if peek()?.identLowercased == keyword {
            _ = next()
            return true
        }
        return false
    }

    /// Consumes the next token if it equals `token`.
    mutating func consume(_ token: CSSToken) -> Bool {
        if peek() == token {
            _ = next()
            return true
        }
        return false
    }

    /// After a function token (or another block opener whose `closer` is
    /// given): consumes up to and including the matching closer and returns
    /// the tokens between. Nesting is counted, not
    /// recursed into; an unclosed function runs to the end (css-syntax-3 §5.4.9).
    mutating func blockContents(closedBy closer: CSSToken = .closeParen) -> [CSSToken] {
        let start = index
        var closers: [CSSToken] = [closer]
        while index < tokens.count {
            let t = tokens[index]
            index += 1
            if let closer = t.closer {
                closers.append(closer)
            } else if t == closers.last {
                closers.removeLast()
                if closers.isEmpty { return Array(tokens[start..<(index - 1)]) }
            }
        }
        return Array(tokens[start..<index])
    }

    /// Consumes the next component if it is a math function (`calc()`...)
    /// and returns its tokens, function and `)` included.
    mutating func mathFunction() -> [CSSToken]? {
        guard case .function(let name)? = peek(), CSSMath.functions.contains(name.lowercasedForCSS) else { return nil }
        skipWhitespace()
        let start = index
        skipComponent()
        return Array(tokens[start..<index])
    }

    /// Skips one component value: a token, or a whole function or block.
    mutating func skipComponent() {
        guard let t = next() else { return }
        if t.opensBlock { _ = blockContents(closedBy: t.closer ?? .closeParen) }
    }

    /// Splits `tokens` at top-level commas (nested blocks are not split).
    static func splitByCommas(_ tokens: [CSSToken]) -> [[CSSToken]] {
        var out: [[CSSToken]] = [[]]
        var closers: [CSSToken] = []
        for t in tokens {
            if let closer = t.closer {
                closers.append(closer)
            } else if !closers.isEmpty && t == closers.last {
                closers.removeLast()
            }
            if t == .comma && closers.isEmpty {
                out.append([])
            } else {
                out[out.count - 1].append(t)
            }
        }
        return out
    }
}
