// The CSS tokenizer of css-syntax-3 §4, over Unicode scalars. Every
// consume step moves forward, so tokenizing is linear in the input; nothing
// here recurses.

/// A token and the scalars of the input it was read from.
struct LocatedCSSToken: Hashable, Sendable {
    var token: CSSToken
    /// Scalar offsets into the tokenized text.
    var range: Range<Int>
}

/// Turns CSS text into tokens (css-syntax-3 §4.3 "Tokenizer algorithms").
///
/// ```swift
/// CSSTokenizer.tokenize("color: red !important").map(\.token)
/// // [.ident("color"), .colon, .whitespace, .ident("red"), .whitespace,
/// //  .delim("!"), .ident("important")]
/// ```
struct CSSTokenizer {
    /// The input after css-syntax-3 §3.3 preprocessing is applied lazily:
    /// CR and FF count as newlines, NUL reads as U+FFFD.
    let scalars: [Unicode.Scalar]
    private(set) var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// All tokens of `text`, comments left out.
    static func tokenize(_ text: String) -> [LocatedCSSToken] {
        var tokenizer = CSSTokenizer(text)
        return tokenizer.all()
    }

    /// The tokens of `text` without their positions.
    static func tokens(_ text: String) -> [CSSToken] {
        tokenize(text).map(\.token)
    }

    mutating func all() -> [LocatedCSSToken] {
        var out: [LocatedCSSToken] = []
        while let t = next() { out.append(t) }
        return out
    }

    // MARK: Code points

    private static let eof: Unicode.Scalar = "\u{0}"

    /// The scalar at `position + offset`, preprocessed; U+0000 past the end.
    private func peek(_ offset: Int = 0) -> Unicode.Scalar {
        let i = position + offset
        guard i < scalars.count else { return Self.eof }
        let c = scalars[i]
        if c == "\r" || c == "\u{C}" { return "\n" }
        if c.value == 0 { return "\u{FFFD}" }
        return c
    }

    private func isEOF(_ offset: Int = 0) -> Bool { position + offset >= scalars.count }

    /// Consumes one scalar; a CRLF pair counts as one newline.
    private mutating func advance() {
        if position < scalars.count, scalars[position] == "\r",
           position + 1 < scalars.count, scalars[position + 1] == "\n" {
            position += 2
        } else {
            position += 1
        }
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
    private static func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c.value >= 0x41 && c.value <= 0x46) || (c.value >= 0x61 && c.value <= 0x66)
    }
    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }
    /// css-syntax-3 §4.2 "ident-start code point".
    private static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || c.value >= 0x80 || c == "_"
    }
    /// css-syntax-3 §4.2 "ident code point".
    private static func isIdent(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || isDigit(c) || c == "-"
    }
    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n"
    }
    private static func isNonPrintable(_ c: Unicode.Scalar) -> Bool {
        c.value <= 8 || c.value == 0x0B || (c.value >= 0x0E && c.value <= 0x1F) || c.value == 0x7F
    }

    /// css-syntax-3 §4.3.8 "check if two code points are a valid escape".
    private func isValidEscape(_ offset: Int = 0) -> Bool {
        !isEOF(offset) && peek(offset) == "\\" && (isEOF(offset + 1) || peek(offset + 1) != "\n")
    }

    /// css-syntax-3 §4.3.9 "check if three code points would start an ident sequence".
    private func startsIdent(_ offset: Int = 0) -> Bool {
        let c = peek(offset)
        if isEOF(offset) { return false }
        if c == "-" {
            let d = peek(offset + 1)
            return (!isEOF(offset + 1) && (Self.isIdentStart(d) || d == "-")) || isValidEscape(offset + 1)
        }
        if Self.isIdentStart(c) { return true }
        return c == "\\" && isValidEscape(offset)
    }

    /// css-syntax-3 §4.3.10 "check if three code points would start a number".
    private func startsNumber(_ offset: Int = 0) -> Bool {
        if isEOF(offset) { return false }
        let c = peek(offset)
        if c == "+" || c == "-" {
            if Self.isDigit(peek(offset + 1)) && !isEOF(offset + 1) { return true }
            return peek(offset + 1) == "." && Self.isDigit(peek(offset + 2)) && !isEOF(offset + 2)
        }
        if c == "." { return Self.isDigit(peek(offset + 1)) && !isEOF(offset + 1) }
        return Self.isDigit(c)
    }

    // MARK: Consuming

    /// css-syntax-3 §4.3.1 "consume a token" (after any comments).
    mutating func next() -> LocatedCSSToken? {
        consumeComments()
        guard !isEOF() else { return nil }
        let start = position
        let token = consumeToken()
        return LocatedCSSToken(token: token, range: start..<position)
    }

    /// css-syntax-3 §4.3.2 "consume comments". An unterminated comment runs to the end.
    private mutating func consumeComments() {
        while peek() == "/" && peek(1) == "*" && !isEOF(1) {
            position += 2
            while !isEOF() && !(peek() == "*" && peek(1) == "/") { position += 1 }
            if isEOF() { return }
            position += 2
        }
    }

    private mutating func consumeToken() -> CSSToken {
        let c = peek()
        switch c {
        case " ", "\t", "\n":
            while !isEOF() && Self.isWhitespace(peek()) { advance() }
            return .whitespace
        case "\"", "'":
            advance()
            return consumeString(until: c)
        case "#":
            if !isEOF(1) && (Self.isIdent(peek(1)) || isValidEscape(1)) {
                advance()
                let isID = startsIdent()
                return .hash(consumeIdentSequence(), isIdentifier: isID)
            }
            advance()
            return .delim(c)
        case "(": advance(); return .openParen
        case ")": advance(); return .closeParen
        case "[": advance(); return .openSquare
        case "]": advance(); return .closeSquare
        case "{": advance(); return .openCurly
        case "}": advance(); return .closeCurly
        case ",": advance(); return .comma
        case ":": advance(); return .colon
        case ";": advance(); return .semicolon
        case "+", ".":
            if startsNumber() { return consumeNumeric() }
            advance()
            return .delim(c)
        case "-":
            if startsNumber() { return consumeNumeric() }
            if peek(1) == "-" && peek(2) == ">" { position += 3; return .cdc }
            if startsIdent() { return consumeIdentLike() }
            advance()
            return .delim(c)
        case "<":
            if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" { position += 4; return .cdo }
            advance()
            return .delim(c)
        case "@":
            if startsIdent(1) {
                advance()
                return .atKeyword(consumeIdentSequence())
            }
            advance()
            return .delim(c)
        case "\\":
            if isValidEscape() { return consumeIdentLike() }
            advance()
            return .delim(c)
        default:
            if Self.isDigit(c) { return consumeNumeric() }
            if Self.isIdentStart(c) { return consumeIdentLike() }
            advance()
            return .delim(c)
        }
    }

    /// css-syntax-3 §4.3.5 "consume a string token".
    private mutating func consumeString(until ending: Unicode.Scalar) -> CSSToken {
        var value = String.UnicodeScalarView()
        while !isEOF() {
            let c = peek()
            if c == ending { advance(); return .string(String(value)) }
            if c == "\n" { return .badString }  // the newline is not consumed
            if c == "\\" {
                if isEOF(1) { advance(); continue }
                if peek(1) == "\n" { advance(); advance(); continue }
                advance()
                value.append(consumeEscape())
                continue
            }
            value.append(c)
            advance()
        }
        return .string(String(value))
    }

    /// css-syntax-3 §4.3.7 "consume an escaped code point" (the backslash already consumed).
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard !isEOF() else { return "\u{FFFD}" }
        let c = peek()
        if Self.isHexDigit(c) {
            var value: UInt32 = 0
            var count = 0
            while count < 6 && !isEOF() && Self.isHexDigit(peek()) {
                value = value * 16 + UInt32(Self.hexValue(peek()))
                advance()
                count += 1
            }
            if !isEOF() && Self.isWhitespace(peek()) { advance() }
            if value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return "\u{FFFD}" }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        advance()
        return c
    }

    static func hexValue(_ c: Unicode.Scalar) -> Int {
        switch c.value {
        case 0x30...0x39: Int(c.value - 0x30)
        case 0x41...0x46: Int(c.value - 0x41 + 10)
        case 0x61...0x66: Int(c.value - 0x61 + 10)
        default: 0
        }
    }

    /// css-syntax-3 §4.3.11 "consume an ident sequence".
    private mutating func consumeIdentSequence() -> String {
        var value = String.UnicodeScalarView()
        while !isEOF() {
            let c = peek()
            if Self.isIdent(c) {
                value.append(c)
                advance()
            } else if isValidEscape() {
                advance()
                value.append(consumeEscape())
            } else {
                break
            }
        }
        return String(value)
    }

    /// css-syntax-3 §4.3.4 "consume an ident-like token".
    private mutating func consumeIdentLike() -> CSSToken {
        let name = consumeIdentSequence()
        if peek() == "(" && !isEOF() {
            advance()
            if name.lowercasedForCSS == "url" {
                var k = 0
                while Self.isWhitespace(peek(k)) && !isEOF(k) { k += 1 }
                if peek(k) == "\"" || peek(k) == "'" {
                    return .function(name)  // whitespace stays for the function's arguments
                }
                return consumeURL()
            }
            return .function(name)
        }
        return .ident(name)
    }

    /// css-syntax-3 §4.3.6 "consume a url token".
    private mutating func consumeURL() -> CSSToken {
        var value = String.UnicodeScalarView()
        while !isEOF() && Self.isWhitespace(peek()) { advance() }
        while !isEOF() {
            let c = peek()
            if c == ")" { advance(); return .url(String(value)) }
            if Self.isWhitespace(c) {
                while !isEOF() && Self.isWhitespace(peek()) { advance() }
                if isEOF() { return .url(String(value)) }
                if peek() == ")" { advance(); return .url(String(value)) }
                consumeBadURLRemnants()
                return .badURL
            }
            if c == "\"" || c == "'" || c == "(" || Self.isNonPrintable(c) {
                consumeBadURLRemnants()
                return .badURL
            }
            if c == "\\" {
                if isValidEscape() {
                    advance()
                    value.append(consumeEscape())
                    continue
                }
                consumeBadURLRemnants()
                return .badURL
            }
            value.append(c)
            advance()
        }
        return .url(String(value))
    }

    /// css-syntax-3 §4.3.14 "consume the remnants of a bad url".
    private mutating func consumeBadURLRemnants() {
        while !isEOF() {
            if peek() == ")" { advance(); return }
            if isValidEscape() {
                advance()
                _ = consumeEscape()
            } else {
                advance()
            }
        }
    }

    /// css-syntax-3 §4.3.3 "consume a numeric token".
    private mutating func consumeNumeric() -> CSSToken {
        let (value, isInteger) = consumeNumber()
        if startsIdent() {
            return .dimension(value, unit: consumeIdentSequence(), isInteger: isInteger)
        }
        if peek() == "%" && !isEOF() {
            advance()
            return .percentage(value)
        }
        return .number(value, isInteger: isInteger)
    }

    /// css-syntax-3 §4.3.12 "consume a number", converted as §4.3.13 says.
    private mutating func consumeNumber() -> (Double, Bool) {
        var repr = ""
        var isInteger = true
        if peek() == "+" || peek() == "-" {
            if peek() == "-" { repr.append("-") }
            advance()
        }
        while !isEOF() && Self.isDigit(peek()) { repr.unicodeScalars.append(peek()); advance() }
        if peek() == "." && Self.isDigit(peek(1)) && !isEOF(1) {
            isInteger = false
            if repr.isEmpty || repr == "-" { repr.append("0") }
            repr.append(".")
            advance()
            while !isEOF() && Self.isDigit(peek()) { repr.unicodeScalars.append(peek()); advance() }
        }
        let e = peek()
        if e == "e" || e == "E" {
            let s = peek(1)
            if Self.isDigit(s) && !isEOF(1) {
                isInteger = false
                repr.append("e")
                advance()
                while !isEOF() && Self.isDigit(peek()) { repr.unicodeScalars.append(peek()); advance() }
            } else if (s == "+" || s == "-") && Self.isDigit(peek(2)) && !isEOF(2) {
                isInteger = false
                repr.append("e")
                repr.unicodeScalars.append(s)
                advance()
                advance()
                while !isEOF() && Self.isDigit(peek()) { repr.unicodeScalars.append(peek()); advance() }
            }
        }
        return (Double(repr) ?? 0, isInteger)
    }
}
