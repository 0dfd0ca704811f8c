// The second lexer strategy, in the manner of ZMarkupParser: a tag pattern
// over the input, an attribute pattern over each tag's interior, and text in
// between. It exists to be compared with `ScalarLexer` (see
// `Benchmarks/htmlruns-bench`); it feeds the same tree builder.
//
// Engine: Swift `Regex` (the standard library's `_StringProcessing`), not
// `NSRegularExpression`. Measured by `htmlruns-bench --filter regex-engine`
// on this project's machine, `NSRegularExpression` enumerates the tag
// pattern over a whole 1 MB article 6-8x faster (about 40-50 MB/s against
// 6-8 MB/s). It loses here anyway:
// - on Linux every `NSRegularExpression` call bridges the whole `String` to
//   UTF-16 first, so a pull lexer that restarts the search after each token
//   (it must: the tree builder switches it into RAWTEXT/RCDATA between two
//   tokens) becomes quadratic; only one enumeration over the whole input is
//   linear, which cannot honour `switchTo`;
// - it would make the core library depend on Foundation, which the SPEC
//   reserves for the places where Foundation is the point.
// Swift `Regex` is used the fastest way measured: a byte scan finds the next
// `<` (text between tags is what the tag pattern would skip anyway) and the
// pattern for that kind of markup is matched anchored there (`prefixMatch`),
// 8 MB/s against 6 MB/s for `firstMatch` from the text's start.
//
// Every pattern is linear: each one, once its first two characters match,
// cannot fail (an unterminated tag, quote or comment runs to `\z`), and its
// alternatives start with disjoint characters, so nothing is re-scanned
// more than a bounded number of times. Matching uses Unicode scalar
// semantics: with the default grapheme semantics `>゚` would be one
// character and `>` would not end the tag.
//
// Known simplifications against the WHATWG tokenizer (pinned by
// `RegexLexerDifferenceTests`): script data has no escaped states
// (`<!--<script>` inside a script does not hide `</script>`); DOCTYPE fields
// are not parsed (htmlruns drops DOCTYPEs); `<!--` comments follow the
// common cases of §13.2.5.43-52, not every nested `<!--` parse error.

/// A regular-expression lexer (ZMarkupParser style) behind `HTMLLexer`.
///
/// ```swift
/// var lexer = RegexLexer(input: Array("<b class=x>bold</b>".utf8))
/// while let token = lexer.next() { ... }   // startTag b, text "bold", endTag b
/// ```
struct RegexLexer: HTMLLexer {
    /// The preprocessed input (`TextStore.source`).
    let source: [UInt8]
    /// The same bytes as a `String`, which the patterns run over.
    let string: String
    /// The arena of rewritten text (`TextStore.decoded`).
    var decoded: [UInt8] = []
    /// The next byte to read.
    var position = 0
    /// The state text is read in.
    var content: ContentState = .data
    /// The name whose end tag leaves RCDATA, RAWTEXT or script data.
    var appropriateEndTag: TagName = .custom(.empty)
    var allowsCDATA = false
    /// The CDATA section being handed out in pieces (a U+0000 in it is a
    /// token of its own): where its data ends, and where reading goes on
    /// after it (past its `]]>`).
    var cdataSection: (end: Int, resume: Int)?
    var diagnostics = DiagnosticLog()
    /// The spellings of the custom tag names read so far.
    private(set) var tagNames = CustomTagNames()
    /// The attributes of the last start tag, for `attributes(of:)`.
    var lastAttributes: [Attribute] = []
    /// The fields of the last DOCTYPE, for `doctype(of:)`.
    var lastDoctype: Token.Doctype?

    /// Preprocesses `input` (WHATWG HTML §13.2.3.5) and gets ready to read it.
    init(input: [UInt8]) {
        var log = DiagnosticLog()
        source = RegexLexer.preprocess(input, log: &log)
        string = String(decoding: source, as: UTF8.self)
        diagnostics = log
    }

    mutating func switchTo(_ state: ContentState, appropriateEndTag: TagName) {
        content = state
        self.appropriateEndTag = appropriateEndTag
    }

    mutating func customTagID(for name: String) -> CustomTagID {
        tagNames.id(for: name)
    }

    func attributes(of token: Token) -> [Attribute] {
        token.kind == .startTag && token.attributeCount > 0 ? lastAttributes : []
    }

    func doctype(of token: Token) -> Token.Doctype? {
        token.kind == .doctype ? lastDoctype : nil
    }

    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8> {
        slice.isDecoded ? decoded[Int(slice.start)..<Int(slice.end)] : source[Int(slice.start)..<Int(slice.end)]
    }

    mutating func takeStore() -> TextStore {
        let store = TextStore(source: source, decoded: decoded, tagNames: tagNames)
        decoded = []
        return store
    }

    mutating func next() -> Token? {
        if cdataSection != nil { return nextInCDATASection() }
        guard position < source.count else { return nil }
        switch content {
        case .data:
            return nextInData()
        case .plaintext:
            // §13.2.5.5 PLAINTEXT state: the rest is text.
            let start = position
            position = source.count
            return textToken(start, source.count, references: false)
        case .rcdata, .rawtext, .scriptData:
            return nextInRawText()
        }
    }

    // MARK: Data state

    /// §13.2.5.1 Data state: text up to the next `<` or NUL, or one piece of markup.
    private mutating func nextInData() -> Token? {
        while position < source.count {
            let start = position
            let byte = source[start]
            if byte == 0 {
                position += 1
                diagnostics.record(.invalidCharacter, at: start, "U+0000 in text")
                return Token(
                    kind: .text, text: TextSlice(start: Int32(start), end: Int32(start + 1), isDecoded: false),
                    nulls: .only, sourceOffset: start)
            }
            if byte == UInt8(ascii: "<") {
                switch markup(at: start) {
                case .token(let token):
                    return token
                case .dropped:
                    continue
                case .text:
                    // `<` that opens nothing: text up to the next `<` after it.
                    let end = textEnd(from: start + 1)
                    position = end
                    return textToken(start, end, references: true)
                }
            }
            let end = textEnd(from: start)
            position = end
            return textToken(start, end, references: true)
        }
        return nil
    }

    /// The next `<` or NUL at or after `from`, or the end.
    private func textEnd(from: Int) -> Int {
        source.withUnsafeBufferPointer { p in
            var i = from
            while i < p.count, p[i] != UInt8(ascii: "<"), p[i] != 0 { i += 1 }
            return i
        }
    }

    /// A text token for `source[start..<end]`, decoded into the arena when it
    /// holds a reference (and `references` says to expand them) or a NUL.
    private mutating func textToken(_ start: Int, _ end: Int, references: Bool) -> Token {
        let needsRewrite = source.withUnsafeBufferPointer { p in
            var i = start
            while i < end {
                if p[i] == 0 || (references && p[i] == UInt8(ascii: "&")) { return true }
                i += 1
            }
            return false
        }
        guard needsRewrite else {
            return Token(
                kind: .text, text: TextSlice(start: Int32(start), end: Int32(end), isDecoded: false),
                sourceOffset: start)
        }
        let from = decoded.count
        source.withUnsafeBufferPointer { p in
            RegexLexer.appendDecoded(
                p, start, end, references: references, inAttribute: false,
                to: &decoded, log: &diagnostics)
        }
        return Token(
            kind: .text, text: TextSlice(start: Int32(from), end: Int32(decoded.count), isDecoded: true),
            sourceOffset: start)
    }

    // MARK: RCDATA, RAWTEXT, script data

    /// §13.2.5.2-4: text up to the appropriate end tag, which is then read as
    /// markup in the data state.
    private mutating func nextInRawText() -> Token? {
        let start = position
        let state = content
        let end = appropriateEndTagStart(from: start)
        content = .data
        if end == start { return nextInData() }
        position = end
        return textToken(start, end, references: state == .rcdata)
    }

    // MARK: Markup

    enum Markup {
        case token(Token)
        /// Markup that makes no token (`</>`, a tag cut off by the end of input).
        case dropped
        /// The `<` does not open markup: it is text.
        case text
    }

    /// Reads the markup whose `<` is at `start`, advancing `position` past it.
    private mutating func markup(at start: Int) -> Markup {
        let second: UInt8 = start + 1 < source.count ? source[start + 1] : 0
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: start)
        let rest = string[index...]
        func offset(_ i: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: i) }

        switch second {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            // §13.2.5.6-8 tag open, tag name.
            guard let m = rest.prefixMatch(of: RegexLexerPatterns.startTag) else { return .text }
            // Read `output` once: each access rebuilds the capture tuple
            // (61% of the lexer's instructions when read per capture).
            let output = m.output
            position = offset(m.range.upperBound)
            if output.3.isEmpty {
                diagnostics.record(.tokenizerError, at: start, "end of input in a tag")
                return .dropped
            }
            var token = Token(kind: .startTag, sourceOffset: start)
            token.name = RegexLexer.tagName(output.1, customNames: &tagNames)
            (lastAttributes, token.selfClosing) = attributes(of: output.2)
            token.attributeCount = Int32(lastAttributes.count)
            return .token(token)
        case UInt8(ascii: "/"):
            // §13.2.5.7 End tag open state.
            if let m = rest.prefixMatch(of: RegexLexerPatterns.endTag) {
                let output = m.output
                position = offset(m.range.upperBound)
                if output.3.isEmpty {
                    diagnostics.record(.tokenizerError, at: start, "end of input in a tag")
                    return .dropped
                }
                var token = Token(kind: .endTag, sourceOffset: start)
                token.name = RegexLexer.tagName(output.1, customNames: &tagNames)
                return .token(token)
            }
            if start + 2 < source.count, source[start + 2] == UInt8(ascii: ">") {
                position = start + 3
                diagnostics.record(.tokenizerError, at: start, "</> dropped")
                return .dropped
            }
            if start + 2 >= source.count { return .text }
            guard let m = rest.prefixMatch(of: RegexLexerPatterns.bogusEndTag) else { return .text }
            return bogusComment(m.output.1, end: offset(m.range.upperBound), at: start)
        case UInt8(ascii: "!"):
            if let m = rest.prefixMatch(of: RegexLexerPatterns.comment) {
                // §13.2.5.43-52 comments; `<!-->` and `<!--->` are empty.
                position = offset(m.range.upperBound)
                var data = m.output.1
                if data.hasSuffix("--!>") {
                    data = data.dropLast(4)
                } else if data.hasSuffix("-->") {
                    data = data.dropLast(3)
                } else if data == ">" || data == "->" {
                    data = data.prefix(0)
                } else {
                    diagnostics.record(.tokenizerError, at: start, "end of input in a comment")
                }
                return .token(Token(kind: .comment, text: slice(data), sourceOffset: start))
            }
            if let m = rest.prefixMatch(of: RegexLexerPatterns.doctype) {
                // §13.2.5.53 DOCTYPE state; the fields are not read.
                position = offset(m.range.upperBound)
                let output = m.output
                let name = output.1.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" })
                    .first
                lastDoctype = Token.Doctype(
                    name: name.map { String($0).lowercased() },
                    publicIdentifier: nil, systemIdentifier: nil,
                    forceQuirks: output.2.isEmpty)
                return .token(Token(kind: .doctype, sourceOffset: start))
            }
            if allowsCDATA, let m = rest.prefixMatch(of: RegexLexerPatterns.cdata) {
                // §13.2.5.69 CDATA section state (foreign content only).
                let data = m.output.1
                let dataStart = offset(data.startIndex)
                let dataEnd = offset(data.endIndex)
                if source[dataStart..<dataEnd].contains(0) {
                    cdataSection = (dataEnd, offset(m.range.upperBound))
                    position = dataStart
                    return .token(nextInCDATASection())
                }
                position = offset(m.range.upperBound)
                return .token(Token(kind: .text, text: slice(data), sourceOffset: start))
            }
            guard let m = rest.prefixMatch(of: RegexLexerPatterns.bogusBang) else { return .text }
            return bogusComment(m.output.1, end: offset(m.range.upperBound), at: start)
        case UInt8(ascii: "?"):
            // §13.2.5.6: `<?` opens a bogus comment that keeps the `?`.
            guard let m = rest.prefixMatch(of: RegexLexerPatterns.bogusQuestion) else { return .text }
            return bogusComment(m.output.1, end: offset(m.range.upperBound), at: start)
        default:
            return .text
        }
    }

    /// The next piece of the CDATA section being read: text up to a NUL,
    /// or the NUL as a token of its own, as in the data state (the tree
    /// builder replaces it by U+FFFD in foreign content and drops it in an
    /// integration point; it takes ScalarLexer's whole section, flagged
    /// as holding NULs, as well).
    private mutating func nextInCDATASection() -> Token {
        let (end, resume) = cdataSection ?? (position, position)
        let start = position
        if let null = source[start..<end].firstIndex(of: 0) {
            if null > start {
                position = null
                return Token(
                    kind: .text, text: TextSlice(start: Int32(start), end: Int32(null), isDecoded: false),
                    sourceOffset: start)
            }
            diagnostics.record(.invalidCharacter, at: null, "U+0000 in text")
            position = null + 1
            if position == end {
                cdataSection = nil
                position = resume
            }
            return Token(
                kind: .text, text: TextSlice(start: Int32(null), end: Int32(null + 1), isDecoded: false),
                nulls: .only, sourceOffset: null)
        }
        cdataSection = nil
        position = resume
        return Token(
            kind: .text, text: TextSlice(start: Int32(start), end: Int32(end), isDecoded: false), sourceOffset: start)
    }

    /// §13.2.5.41 Bogus comment state.
    private mutating func bogusComment(_ data: Substring, end: Int, at start: Int) -> Markup {
        position = end
        diagnostics.record(.tokenizerError, at: start, "bogus comment")
        var body = data
        if body.hasSuffix(">") { body = body.dropLast() }
        return .token(Token(kind: .comment, text: slice(body), sourceOffset: start))
    }

    /// The source slice of a substring of `string`, NULs replaced.
    private mutating func slice(_ s: Substring) -> TextSlice {
        let utf8 = string.utf8
        let start = utf8.distance(from: utf8.startIndex, to: s.startIndex)
        let end = utf8.distance(from: utf8.startIndex, to: s.endIndex)
        if s.utf8.contains(0) {
            let from = decoded.count
            source.withUnsafeBufferPointer { p in
                RegexLexer.appendDecoded(
                    p, start, end, references: false, inAttribute: false,
                    to: &decoded, log: &diagnostics)
            }
            return TextSlice(start: Int32(from), end: Int32(decoded.count), isDecoded: true)
        }
        return TextSlice(start: Int32(start), end: Int32(end), isDecoded: false)
    }

    // MARK: Attributes

    /// §13.2.5.32-40: the attributes of a tag's interior, read with the
    /// attribute pattern one at a time; later duplicates dropped.
    private mutating func attributes(of interior: Substring) -> ([Attribute], Bool) {
        var result: [Attribute] = []
        // Linear duplicate check even for 100,000 attributes on one tag.
        var seen = Set<String>()
        var selfClosing = false
        var rest = interior
        while let first = rest.unicodeScalars.first {
            if first == " " || first == "\t" || first == "\n" || first == "\u{0C}" || first == "/" {
                rest = rest[rest.unicodeScalars.index(after: rest.startIndex)...]
                selfClosing = first == "/" && rest.isEmpty
                continue
            }
            guard let m = rest.prefixMatch(of: RegexLexerPatterns.attribute), !m.range.isEmpty else {
                // Unreachable: the name class takes any other character. Never loop.
                rest = rest[rest.unicodeScalars.index(after: rest.startIndex)...]
                continue
            }
            rest = rest[m.range.upperBound...]
            let output = m.output
            let name = RegexLexer.lowercasedName(output.1)
            if !seen.insert(name).inserted {
                let utf8 = string.utf8
                diagnostics.record(
                    .tokenizerError, at: utf8.distance(from: utf8.startIndex, to: m.range.lowerBound),
                    "duplicate attribute dropped")
                continue
            }
            let raw = output.2 ?? output.3 ?? output.4 ?? ""
            result.append(Attribute(name: name, value: attributeValue(raw)))
        }
        return (result, selfClosing)
    }

    /// An attribute value with references expanded (§13.2.5.72, attribute rules) and NULs replaced.
    private mutating func attributeValue(_ raw: Substring) -> String {
        if !raw.utf8.contains(UInt8(ascii: "&")) && !raw.utf8.contains(0) { return String(raw) }
        let utf8 = string.utf8
        let start = utf8.distance(from: utf8.startIndex, to: raw.startIndex)
        let end = utf8.distance(from: utf8.startIndex, to: raw.endIndex)
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        source.withUnsafeBufferPointer { p in
            RegexLexer.appendDecoded(p, start, end, references: true, inAttribute: true, to: &out, log: &diagnostics)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// ASCII-lowercased name with NUL replaced by U+FFFD (§13.2.5.8, §13.2.5.33).
    static func lowercasedName(_ s: Substring) -> String {
        var needs = false
        for b in s.utf8 where (b >= 0x41 && b <= 0x5A) || b == 0 { needs = true; break }
        guard needs else { return String(s) }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            if b == 0 {
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                out.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Copies `p[start..<end]` to `out`, expanding references when asked and
    /// replacing NULs by U+FFFD.
    static func appendDecoded(
        _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, references: Bool,
        inAttribute: Bool, to out: inout [UInt8], log: inout DiagnosticLog
    ) {
        var i = start
        var copied = start
        while i < end {
            let b = p[i]
            if b == 0 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: p[copied..<i]))
                log.record(.invalidCharacter, at: i, "U+0000 replaced by U+FFFD")
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                i += 1
                copied = i
            } else if references && b == UInt8(ascii: "&"),
                let length = decodeReference(
                    p, at: i, end: end, inAttribute: inAttribute,
                    flushing: p[copied..<i], to: &out, log: &log)
            {
                i += length
                copied = i
            } else {
                i += 1
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: p[copied..<end]))
    }
}

/// The patterns, compiled once. Each is anchored by `prefixMatch` at a `<`
/// (or, for `attribute`, at the start of an attribute name).
enum RegexLexerPatterns {
    /// A start tag: name, interior (attributes, quoted values may hold `>`),
    /// then `>` or the end of input (which drops the tag, §13.2.5.33 EOF).
    nonisolated(unsafe) static let startTag =
        #/<([A-Za-z][^\t\n\f\r \/>]*)((?:[^>="']|=[\t\n\f\r ]*(?:"[^"]*(?:"|\z)|'[^']*(?:'|\z))|=|["'])*)(>|\z)/#
        .matchingSemantics(.unicodeScalar)
    /// An end tag: its attributes are read and dropped, as the spec says.
    nonisolated(unsafe) static let endTag =
        #/<\/([A-Za-z][^\t\n\f\r \/>]*)((?:[^>="']|=[\t\n\f\r ]*(?:"[^"]*(?:"|\z)|'[^']*(?:'|\z))|=|["'])*)(>|\z)/#
        .matchingSemantics(.unicodeScalar)
    /// One attribute: name, then optionally `=` and a double-quoted,
    /// single-quoted or unquoted value (an unterminated quote runs to the end).
    nonisolated(unsafe) static let attribute =
        #/((?:=|[^\t\n\f\r \/>=])[^\t\n\f\r \/>=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|'([^']*)'?|([^\t\n\f\r >]*)))?/#
        .matchingSemantics(.unicodeScalar)
    /// `<!--` comment: `<!-->` and `<!--->` are empty; ends at `-->`, `--!>` or the end.
    nonisolated(unsafe) static let comment =
        #/<!--(>|->|[\s\S]*?(?:--!?>|\z))/#
        .matchingSemantics(.unicodeScalar)
    /// `<!DOCTYPE ...>`, case-insensitive; group 2 is empty when cut off by the end.
    nonisolated(unsafe) static let doctype =
        #/<![Dd][Oo][Cc][Tt][Yy][Pp][Ee]([^>]*)(>|\z)/#
        .matchingSemantics(.unicodeScalar)
    /// `<![CDATA[ ... ]]>` in foreign content.
    nonisolated(unsafe) static let cdata =
        #/<!\[CDATA\[([\s\S]*?)(?:\]\]>|\z)/#
        .matchingSemantics(.unicodeScalar)
    /// `<!` anything else: a bogus comment up to `>`.
    nonisolated(unsafe) static let bogusBang =
        #/<!([^>]*>?)/#
        .matchingSemantics(.unicodeScalar)
    /// `<?...>`: a bogus comment that keeps the `?`.
    nonisolated(unsafe) static let bogusQuestion =
        #/<(\?[^>]*>?)/#
        .matchingSemantics(.unicodeScalar)
    /// `</` followed by something other than a letter or `>`: a bogus comment.
    nonisolated(unsafe) static let bogusEndTag =
        #/<\/([^>]*>?)/#
        .matchingSemantics(.unicodeScalar)
}
