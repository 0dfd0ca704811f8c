// Reading `name: value [!important]` lists with CSS error recovery: the text
// of a `style` attribute, or the inside of a stylesheet rule's `{...}`.
// Blocks are tracked with an explicit stack of expected closers, so deep
// nesting costs memory, not stack frames.

/// Parses a list of declarations, as css-syntax-3 §5.4.5 ("consume a list of
/// declarations") and §5.4.6 ("consume a declaration") describe.
///
/// A declaration that cannot be read is skipped up to the next `;` outside
/// any brackets or strings; the others are kept.
///
/// ```swift
/// InlineStyleParser.parse("color: red; bogus; font-weight: bold !important")
/// // [color: red, font-weight: bold (important)]
/// ```
struct InlineStyleParser {
    let tokens: [LocatedCSSToken]
    /// The UTF-8 the tokens' ranges point into.
    let bytes: [UInt8]
    /// Why declarations were skipped, for `css` diagnostics.
    private(set) var errors: [String] = []

    init(_ text: String) {
        var tokenizer = CSSTokenizer(text)
        tokens = tokenizer.all()
        bytes = tokenizer.bytes
    }

    init(tokens: [LocatedCSSToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The declarations of a `style` attribute.
    static func parse(_ text: String) -> [CSSDeclaration] {
        var parser = InlineStyleParser(text)
        return parser.declarations(in: 0..<parser.tokens.count)
    }

    /// The declarations in `tokens[range]`, in order.
    mutating func declarations(in range: Range<Int>) -> [CSSDeclaration] {
        var out: [CSSDeclaration] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            switch tokens[i].token {
            case .whitespace, .semicolon:
                i += 1
            case .atKeyword(let name):
                errors.append("at-rule @\(name) not allowed in a declaration list, skipped")
                i = endOfAtRule(from: i, end: end)
            case .ident:
                let stop = nextSemicolon(from: i, end: end)
                if let d = declaration(in: i..<stop) { out.append(d) }
                i = stop + 1
            default:
                let stop = nextSemicolon(from: i, end: end)
                errors.append("'\(text(of: i..<stop))' is not a declaration, skipped")
                i = stop + 1
            }
        }
        return out
    }

    /// The index of the first `;` at or after `start` outside any block, or `end`.
    private func nextSemicolon(from start: Int, end: Int) -> Int {
        var closers: [CSSToken] = []
        var i = start
        while i < end {
            let t = tokens[i].token
            if closers.isEmpty, t == .semicolon { return i }
            track(t, in: &closers)
            i += 1
        }
        return end
    }

    /// Past an at-rule: after its `;`, or after its `{...}` block.
    private func endOfAtRule(from start: Int, end: Int) -> Int {
        var closers: [CSSToken] = []
        var i = start + 1
        while i < end {
            let t = tokens[i].token
            if closers.isEmpty && t == .semicolon { return i + 1 }
            track(t, in: &closers)
            i += 1
            if closers.isEmpty && t == .closeCurly { return i }
        }
        return end
    }

    /// Keeps the stack of expected closing tokens up to date (css-syntax-3
    /// §5.4.8 "consume a simple block": only the matching closer ends a block).
    func track(_ t: CSSToken, in closers: inout [CSSToken]) {
        switch t {
        case .function, .openParen: closers.append(.closeParen)
        case .openSquare: closers.append(.closeSquare)
        case .openCurly: closers.append(.closeCurly)
        case .closeParen, .closeSquare, .closeCurly:
            if closers.last == t { closers.removeLast() }
        default: break
        }
    }

    /// css-syntax-3 §5.4.6 "consume a declaration", over tokens without the final `;`.
    private mutating func declaration(in range: Range<Int>) -> CSSDeclaration? {
        guard case .ident(let rawName) = tokens[range.lowerBound].token else { return nil }
        var i = range.lowerBound + 1
        while i < range.upperBound, tokens[i].token == .whitespace { i += 1 }
        guard i < range.upperBound, tokens[i].token == .colon else {
            errors.append("declaration '\(text(of: range))' has no ':', skipped")
            return nil
        }
        i += 1
        var valueStart = i
        var valueEnd = range.upperBound
        while valueStart < valueEnd, tokens[valueStart].token == .whitespace { valueStart += 1 }
        while valueEnd > valueStart, tokens[valueEnd - 1].token == .whitespace { valueEnd -= 1 }
        var important = false
        // `! important` (whitespace allowed between and after) ends the value.
        if valueEnd > valueStart, let word = tokens[valueEnd - 1].token.identLowercased, word == "important" {
            var bang = valueEnd - 2
            while bang >= valueStart, tokens[bang].token == .whitespace { bang -= 1 }
            if bang >= valueStart, tokens[bang].token == .delim("!") {
                important = true
                valueEnd = bang
                while valueEnd > valueStart, tokens[valueEnd - 1].token == .whitespace { valueEnd -= 1 }
            }
        }
        let isCustom = rawName.hasPrefix("--")
        let name = isCustom ? rawName : rawName.lowercasedForCSS
        if valueStart == valueEnd && !isCustom {
            errors.append("declaration '\(name)' has no value, skipped")
            return nil
        }
        for k in valueStart..<valueEnd {
            switch tokens[k].token {
            case .badString, .badURL:
                errors.append("declaration '\(name)' has an unterminated string or bad url, skipped")
                return nil
            default: break
            }
        }
        return CSSDeclaration(property: name, value: text(of: valueStart..<valueEnd), important: important)
    }

    /// The source text of `tokens[range]`, comments removed. Where a comment
    /// separated two tokens, a space keeps them apart.
    func text(of range: Range<Int>) -> String {
        guard let first = range.first else { return "" }
        // Without comments inside, the text is one slice of the input.
        var contiguous = true
        for k in range.dropFirst() where tokens[k - 1].range.upperBound != tokens[k].range.lowerBound {
            contiguous = false
            break
        }
        if contiguous {
            return String(
                decoding: bytes[tokens[first].range.lowerBound..<tokens[range.last!].range.upperBound], as: UTF8.self)
        }
        var out: [UInt8] = []
        var previous: LocatedCSSToken? = nil
        for k in range {
            let t = tokens[k]
            if let p = previous, p.range.upperBound != t.range.lowerBound,
                p.token != .whitespace, t.token != .whitespace
            {
                out.append(0x20)
            }
            out.append(contentsOf: bytes[t.range])
            previous = t
        }
        return String(decoding: out, as: UTF8.self)
    }
}
