// The CSS tokenizer of css-syntax-3 §4, over the UTF-8 bytes of the text.
// Every non-ASCII byte is part of an "ident code point" (css-syntax-3 §4.2
// counts every code point from U+0080 up), so bytes classify exactly as the
// code points they encode; names and strings without escapes are sliced out
// of the input without being rebuilt. Every consume step moves forward, so
// tokenizing is linear in the input; nothing here recurses.

/// A token and the bytes of the input it was read from.
struct LocatedCSSToken: Hashable, Sendable {
    var token: CSSToken
    /// UTF-8 offsets into the tokenized text.
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
    /// The input's UTF-8. css-syntax-3 §3.3 preprocessing is applied as it is
    /// read: CR, FF and CRLF count as one newline, NUL reads as U+FFFD.
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// All tokens of `text`, comments left out.
    static func tokenize(_ text: String) -> [LocatedCSSToken] {
        var tokenizer = CSSTokenizer(text)
        return tokenizer.all()
    }

    /// The tokens of `text` without their positions.
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var out: [CSSToken] = []
        while let t = tokenizer.next() { out.append(t.token) }
        return out
    }

    mutating func all() -> [LocatedCSSToken] {
        var out: [LocatedCSSToken] = []
        while let t = next() { out.append(t) }
        return out
    }

    // MARK: Code points

    private static let eof: UInt8 = 0

    /// The byte at `position + offset`, preprocessed; 0 past the end. NUL
    /// reads as 0x80 (a non-ASCII, ident byte) and is turned into U+FFFD
    /// where names and strings are built.
    private func peek(_ offset: Int = 0) -> UInt8 {
        let i = position + offset
        guard i < bytes.count else { return Self.eof }
        let c = bytes[i]
        if c == 0x0D || c == 0x0C { return 0x0A }
        if c == 0 { return 0x80 }
        return c
    }

    private func isEOF(_ offset: Int = 0) -> Bool { position + offset >= bytes.count }

    /// Consumes one byte; a CRLF pair counts as one newline.
    private mutating func advance() {
        if position + 1 < bytes.count, bytes[position] == 0x0D, bytes[position + 1] == 0x0A {
            position += 2
        } else {
            position += 1
        }
    }

    /// Consumes a whole code point (1 to 4 bytes).
    private mutating func advanceCodePoint() {
        let c = bytes[position]
        if c < 0x80 { advance(); return }
        var n = 1
        if c >= 0xF0 { n = 4 } else if c >= 0xE0 { n = 3 } else if c >= 0xC0 { n = 2 }
        position = min(bytes.count, position + n)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }
    private static func isLetter(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }
    /// css-syntax-3 §4.2 "ident-start code point".
    private static func isIdentStart(_ c: UInt8) -> Bool {
        isLetter(c) || c >= 0x80 || c == UInt8(ascii: "_")
    }
    /// css-syntax-3 §4.2 "ident code point".
    private static func isIdent(_ c: UInt8) -> Bool {
        isIdentStart(c) || isDigit(c) || c == UInt8(ascii: "-")
    }
    private static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A
    }
    private static func isNonPrintable(_ c: UInt8) -> Bool {
        c <= 8 || c == 0x0B || (c >= 0x0E && c <= 0x1F) || c == 0x7F
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let newline: UInt8 = 0x0A

    /// css-syntax-3 §4.3.8 "check if two code points are a valid escape".
    private func isValidEscape(_ offset: Int = 0) -> Bool {
        !isEOF(offset) && peek(offset) == Self.backslash && (isEOF(offset + 1) || peek(offset + 1) != Self.newline)
    }

    /// css-syntax-3 §4.3.9 "check if three code points would start an ident sequence".
    private func startsIdent(_ offset: Int = 0) -> Bool {
        if isEOF(offset) { return false }
        let c = peek(offset)
        if c == UInt8(ascii: "-") {
            let d = peek(offset + 1)
            return (!isEOF(offset + 1) && (Self.isIdentStart(d) || d == UInt8(ascii: "-"))) || isValidEscape(offset + 1)
        }
        if Self.isIdentStart(c) { return true }
        return isValidEscape(offset)
    }

    /// css-syntax-3 §4.3.10 "check if three code points would start a number".
    private func startsNumber(_ offset: Int = 0) -> Bool {
        if isEOF(offset) { return false }
        let c = peek(offset)
        if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
            if Self.isDigit(peek(offset + 1)) { return true }
            return peek(offset + 1) == UInt8(ascii: ".") && Self.isDigit(peek(offset + 2))
        }
        if c == UInt8(ascii: ".") { return Self.isDigit(peek(offset + 1)) }
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
        while peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
            position += 2
            while !isEOF() && !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { position += 1 }
            if isEOF() { return }
            position += 2
        }
    }

    private mutating func consumeToken() -> CSSToken {
        let c = peek()
        switch c {
        case 0x20, 0x09, 0x0A:
            while !isEOF() && Self.isWhitespace(peek()) { advance() }
            return .whitespace
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            advance()
            return consumeString(until: c)
        case UInt8(ascii: "#"):
            if !isEOF(1) && (Self.isIdent(peek(1)) || isValidEscape(1)) {
                advance()
                let isID = startsIdent()
                return .hash(consumeIdentSequence(), isIdentifier: isID)
            }
            advance()
            return .delim("#")
        case UInt8(ascii: "("): advance(); return .openParen
        case UInt8(ascii: ")"): advance(); return .closeParen
        case UInt8(ascii: "["): advance(); return .openSquare
        case UInt8(ascii: "]"): advance(); return .closeSquare
        case UInt8(ascii: "{"): advance(); return .openCurly
        case UInt8(ascii: "}"): advance(); return .closeCurly
        case UInt8(ascii: ","): advance(); return .comma
        case UInt8(ascii: ":"): advance(); return .colon
        case UInt8(ascii: ";"): advance(); return .semicolon
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            if startsNumber() { return consumeNumeric() }
            advance()
            return .delim(Unicode.Scalar(c))
        case UInt8(ascii: "-"):
            if startsNumber() { return consumeNumeric() }
            if peek(1) == UInt8(ascii: "-") && peek(2) == UInt8(ascii: ">") { position += 3; return .cdc }
            if startsIdent() { return consumeIdentLike() }
            advance()
            return .delim("-")
        case UInt8(ascii: "<"):
            if peek(1) == UInt8(ascii: "!") && peek(2) == UInt8(ascii: "-") && peek(3) == UInt8(ascii: "-") {
                position += 4
                return .cdo
            }
            advance()
            return .delim("<")
        case UInt8(ascii: "@"):
            if startsIdent(1) {
                advance()
                return .atKeyword(consumeIdentSequence())
            }
            advance()
            return .delim("@")
        case Self.backslash:
            if isValidEscape() { return consumeIdentLike() }
            advance()
            return .delim("\\")
        default:
            if Self.isDigit(c) { return consumeNumeric() }
            if Self.isIdentStart(c) { return consumeIdentLike() }
            advance()
            return .delim(Unicode.Scalar(c))
        }
    }

    /// Builds a name or string value: slices of the input, and what escapes
    /// and NULs decode to. Without either, the value is one slice, made into
    /// a `String` once.
    private struct ValueBuilder {
        private var bytes: [UInt8] = []
        private var sliceStart: Int
        private var rebuilt = false

        init(at start: Int) { sliceStart = start }

        /// Keeps the input up to `position`, adds `replacement` (nothing when
        /// nil) for the input up to `next`, and resumes the slice at `next`.
        mutating func replace(_ input: [UInt8], from position: Int, to next: Int, with replacement: Unicode.Scalar?) {
            bytes.append(contentsOf: input[sliceStart..<position])
            if let replacement { UTF8.encode(replacement) { bytes.append($0) } }
            sliceStart = next
            rebuilt = true
        }

        func string(_ input: [UInt8], end: Int) -> String {
            if !rebuilt { return String(decoding: input[sliceStart..<end], as: UTF8.self) }
            var out = bytes
            out.append(contentsOf: input[sliceStart..<end])
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// css-syntax-3 §4.3.5 "consume a string token".
    private mutating func consumeString(until ending: UInt8) -> CSSToken {
        var value = ValueBuilder(at: position)
        while !isEOF() {
            let c = peek()
            if c == ending {
                let s = value.string(bytes, end: position)
                advance()
                return .string(s)
            }
            if c == Self.newline { return .badString }  // the newline is not consumed
            if bytes[position] == 0 {
                value.replace(bytes, from: position, to: position + 1, with: "\u{FFFD}")
                position += 1
                continue
            }
            if c == Self.backslash {
                let at = position
                advance()
                if isEOF() {
                    value.replace(bytes, from: at, to: position, with: nil)
                } else if peek() == Self.newline {
                    advance()  // an escaped newline is a line continuation
                    value.replace(bytes, from: at, to: position, with: nil)
                } else {
                    let scalar = consumeEscape()
                    value.replace(bytes, from: at, to: position, with: scalar)
                }
                continue
            }
            advanceCodePoint()
        }
        return .string(value.string(bytes, end: position))
    }

    /// css-syntax-3 §4.3.7 "consume an escaped code point" (the backslash already consumed).
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard !isEOF() else { return "\u{FFFD}" }
        let c = peek()
        if Self.isHexDigit(c) {
            var value: UInt32 = 0
            var count = 0
            while count < 6 && !isEOF() && Self.isHexDigit(peek()) {
                value = value * 16 + UInt32(Self.hexValue(Unicode.Scalar(peek())))
                advance()
                count += 1
            }
            if !isEOF() && Self.isWhitespace(peek()) { advance() }
            if value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return "\u{FFFD}" }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        // Any other code point stands for itself.
        let start = position
        if bytes[position] == 0 {
            position += 1
            return "\u{FFFD}"
        }
        advanceCodePoint()
        return String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
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
        var value = ValueBuilder(at: position)
        while !isEOF() {
            let c = peek()
            if bytes[position] == 0 {
                value.replace(bytes, from: position, to: position + 1, with: "\u{FFFD}")
                position += 1
            } else if Self.isIdent(c) {
                advanceCodePoint()
            } else if isValidEscape() {
                let at = position
                advance()
                let scalar = consumeEscape()
                value.replace(bytes, from: at, to: position, with: scalar)
            } else {
                break
            }
        }
        return value.string(bytes, end: position)
    }

    /// css-syntax-3 §4.3.4 "consume an ident-like token".
    private mutating func consumeIdentLike() -> CSSToken {
        let name = consumeIdentSequence()
        if peek() == UInt8(ascii: "(") && !isEOF() {
            advance()
            if name.lowercasedForCSS == "url" {
                var k = 0
                while Self.isWhitespace(peek(k)) && !isEOF(k) { k += 1 }
                if peek(k) == UInt8(ascii: "\"") || peek(k) == UInt8(ascii: "'") {
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
        while !isEOF() && Self.isWhitespace(peek()) { advance() }
        var value = ValueBuilder(at: position)
        while !isEOF() {
            let c = peek()
            if c == UInt8(ascii: ")") {
                let s = value.string(bytes, end: position)
                advance()
                return .url(s)
            }
            if Self.isWhitespace(c) {
                let s = value.string(bytes, end: position)  // before the whitespace
                while !isEOF() && Self.isWhitespace(peek()) { advance() }
                if isEOF() { return .url(s) }
                if peek() == UInt8(ascii: ")") { advance(); return .url(s) }
                consumeBadURLRemnants()
                return .badURL
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "(")
                || Self.isNonPrintable(bytes[position]) && bytes[position] != 0
            {
                consumeBadURLRemnants()
                return .badURL
            }
            if bytes[position] == 0 {
                value.replace(bytes, from: position, to: position + 1, with: "\u{FFFD}")
                position += 1
                continue
            }
            if c == Self.backslash {
                if isValidEscape() {
                    let at = position
                    advance()
                    let scalar = consumeEscape()
                    value.replace(bytes, from: at, to: position, with: scalar)
                    continue
                }
                consumeBadURLRemnants()
                return .badURL
            }
            advanceCodePoint()
        }
        return .url(value.string(bytes, end: position))
    }

    /// css-syntax-3 §4.3.14 "consume the remnants of a bad url".
    private mutating func consumeBadURLRemnants() {
        while !isEOF() {
            if peek() == UInt8(ascii: ")") { advance(); return }
            if isValidEscape() {
                advance()
                _ = consumeEscape()
            } else {
                advanceCodePoint()
            }
        }
    }

    /// css-syntax-3 §4.3.3 "consume a numeric token".
    private mutating func consumeNumeric() -> CSSToken {
        let (value, isInteger) = consumeNumber()
        if startsIdent() {
            return .dimension(value, unit: consumeIdentSequence(), isInteger: isInteger)
        }
        if peek() == UInt8(ascii: "%") {
            advance()
            return .percentage(value)
        }
        return .number(value, isInteger: isInteger)
    }

    /// css-syntax-3 §4.3.12 "consume a number", converted as §4.3.13 says.
    private mutating func consumeNumber() -> (Double, Bool) {
        var repr: [UInt8] = []
        var isInteger = true
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
            if peek() == UInt8(ascii: "-") { repr.append(UInt8(ascii: "-")) }
            advance()
        }
        func digits() {
            while !isEOF() && Self.isDigit(peek()) { repr.append(peek()); advance() }
        }
        digits()
        if peek() == UInt8(ascii: ".") && Self.isDigit(peek(1)) {
            isInteger = false
            if repr.isEmpty || repr == [UInt8(ascii: "-")] { repr.append(UInt8(ascii: "0")) }
            repr.append(UInt8(ascii: "."))
            advance()
            digits()
        }
        let e = peek()
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let s = peek(1)
            if Self.isDigit(s) {
                isInteger = false
                repr.append(UInt8(ascii: "e"))
                advance()
                digits()
            } else if (s == UInt8(ascii: "+") || s == UInt8(ascii: "-")) && Self.isDigit(peek(2)) {
                isInteger = false
                repr.append(UInt8(ascii: "e"))
                repr.append(s)
                advance()
                advance()
                digits()
            }
        }
        // Short integers are common (`700`, `12px`): no need for strtod.
        if isInteger && repr.count <= 15 {
            var v = 0
            var negative = false
            for b in repr {
                if b == UInt8(ascii: "-") { negative = true } else { v = v * 10 + Int(b - 0x30) }
            }
            return (Double(negative ? -v : v), true)
        }
        return (Double(String(decoding: repr, as: UTF8.self)) ?? 0, isInteger)
    }
}
