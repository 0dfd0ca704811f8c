/// A CSS token, as css-syntax-3 §4 ("Tokenization") defines them.
///
/// Names and string contents have their escapes already resolved; comments
/// never become tokens.
enum CSSToken: Hashable, Sendable {
    case ident(String)
    /// `name(`: the name without the parenthesis.
    case function(String)
    /// `@name`: the name without the `@`.
    case atKeyword(String)
    /// `#name`; `isIdentifier` is the spec's type flag "id".
    case hash(String, isIdentifier: Bool)
    case string(String)
    /// A string cut by a newline (css-syntax-3 §4.3.5).
    case badString
    /// An unquoted `url(...)`.
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(Double, isInteger: Bool)
    case percentage(Double)
    case dimension(Double, unit: String, isInteger: Bool)
    case whitespace
    /// `<!--` and `-->`.
    case cdo, cdc
    case colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly

    /// Whether the token opens a block whose end is a matching close token
    /// (`(`, `[`, `{`, or a function).
    var opensBlock: Bool {
        switch self {
        case .function, .openParen, .openSquare, .openCurly: true
        default: false
        }
    }

    /// The token that closes the block this token opens, if it opens one.
    var closer: CSSToken? {
        switch self {
        case .function, .openParen: .closeParen
        case .openSquare: .closeSquare
        case .openCurly: .closeCurly
        default: nil
        }
    }

    /// Whether the token closes a block.
    var closesBlock: Bool {
        switch self {
        case .closeParen, .closeSquare, .closeCurly: true
        default: false
        }
    }

    /// The identifier's name lowercased (ASCII), or nil if not an ident.
    var identLowercased: String? {
        if case .ident(let name) = self { return name.lowercasedForCSS }
        return nil
    }
}

extension String {
    /// ASCII case folding, as CSS does for keywords and property names
    /// (non-ASCII letters are left alone).
    var lowercasedForCSS: String {
        var needs = false
        for b in utf8 where b >= 0x41 && b <= 0x5A { needs = true; break }
        guard needs else { return self }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
