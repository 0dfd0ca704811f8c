// The default lexer: the WHATWG HTML tokenizer as a byte-level state machine
// over preprocessed UTF-8. Tokens are byte ranges (lol-html style); text is
// copied only when it has to be rewritten (references, NULs), into an arena.
//
// Layout: this file holds the pull loop and the text states (data, RCDATA,
// RAWTEXT, PLAINTEXT, script data and its escapes); tags and attributes are
// in `ScalarLexer+Tags.swift`, comments, bogus comments and CDATA in
// `ScalarLexer+Comments.swift`, DOCTYPE in `ScalarLexer+Doctype.swift`.
//
// Every state either consumes input or emits a token, and each byte is read
// a bounded number of times, so lexing is linear in the input. Text runs are
// found eight bytes at a time.

/// The WHATWG HTML tokenizer (§13.2.5) over the bytes of a document.
///
/// ```swift
/// var lexer = ScalarLexer(input: Array("<p class=x>a &amp; b".utf8))
/// while let token = lexer.next() { ... }   // startTag p, text "a ", text "& b"
/// ```
///
/// The lexer never changes its content state after a start tag by itself:
/// the tree builder calls `switchTo(_:appropriateEndTag:)`, as the HTML
/// Standard's tree construction stage does. It does return to the data
/// state after the appropriate end tag, as the tokenizer states say.
struct ScalarLexer: HTMLLexer {
    /// The preprocessed input (`TextStore.source`).
    let source: [UInt8]
    /// Everything else: the position, the states, the arena. Kept apart from
    /// `source` so that `next()` can read the source through a pointer while
    /// the states change (disjoint stored properties), without retaining the
    /// array for every token.
    var reader: Reader

    /// Preprocesses `input` (§13.2.3.5) and gets ready to read it in the data state.
    init(input: [UInt8]) {
        var log = DiagnosticLog()
        source = InputPreprocessor.preprocess(input, log: &log)
        reader = Reader(diagnostics: log)
    }

    mutating func next() -> Token? {
        source.withUnsafeBufferPointer { p in reader.next(p) }
    }

    mutating func switchTo(_ state: ContentState, appropriateEndTag: TagName) {
        reader.content = state
        reader.scriptState = .normal
        reader.stashedReference = nil
        reader.appropriateEndTag = Array(appropriateEndTag.spelling(in: reader.tagNames).utf8)
    }

    /// Starts in the CDATA section state (§13.2.5.69), as the tokenizer
    /// conformance tests may ask; the data state follows.
    mutating func startInCDATASection() {
        reader.pendingCDATASection = true
    }

    var allowsCDATA: Bool {
        get { reader.allowsCDATA }
        set { reader.allowsCDATA = newValue }
    }

    var diagnostics: DiagnosticLog { reader.diagnostics }

    var tagNames: CustomTagNames { reader.tagNames }

    mutating func customTagID(for name: String) -> CustomTagID {
        reader.tagNames.id(for: name)
    }

    func doctype(of token: Token) -> Token.Doctype? {
        token.kind == .doctype ? reader.lastDoctype : nil
    }

    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8> {
        slice.isDecoded
            ? reader.decoded[Int(slice.start)..<Int(slice.end)]
            : source[Int(slice.start)..<Int(slice.end)]
    }

    mutating func takeStore() -> TextStore {
        let store = TextStore(source: source, decoded: reader.decoded, tagNames: reader.tagNames)
        reader.decoded = []
        return store
    }

    /// The tokenizer's state machine and all it remembers between tokens;
    /// its methods read the input through the pointer `next()` hands them.
    struct Reader {
        /// The arena of rewritten text (`TextStore.decoded`).
        var decoded: [UInt8] = []
        /// The spellings of the custom tag names read so far.
        var tagNames = CustomTagNames()
        /// The next byte to read.
        var position = 0
        /// The state text is read in.
        var content: ContentState = .data
        /// Where script data is among its escape states (§13.2.5.4, §13.2.5.15-32).
        var scriptState: ScriptDataState = .normal
        /// The lowercased name whose end tag leaves RCDATA, RAWTEXT or script data.
        var appropriateEndTag: [UInt8] = []
        /// Set by `startInCDATASection()`: the next token is read in the CDATA section state.
        var pendingCDATASection = false
        /// A reference decoded just after a run of plain text that was handed out
        /// first: its offset and value, used by the next call.
        var stashedReference: (offset: Int, reference: CharacterReference)?
        /// Reused buffer for names and values that must be rewritten.
        var scratch: [UInt8] = []
        /// The attributes of the last start tag, as ranges (`attributes(of:)`
        /// makes the strings); reused from tag to tag.
        var attributeSpans: [AttributeSpan] = []
        /// How many of `attributeSpans` are the last start tag's (the rest
        /// is space kept from earlier tags: clearing the array cost more).
        var attributeSpanCount = 0
        /// The names and values in `attributeSpans` that had to be rewritten
        /// (lowercased, references expanded); reused from tag to tag.
        var attributeBytes: [UInt8] = []
        /// The fields of the last DOCTYPE (`doctype(of:)`).
        var lastDoctype: Token.Doctype?
        var allowsCDATA = false
        var diagnostics: DiagnosticLog

        init(diagnostics: DiagnosticLog) {
            self.diagnostics = diagnostics
        }
    }

    /// Where an attribute's name and value are: in the source, or in
    /// `attributeBytes` when rewritten.
    ///
    /// 20 bytes: each "rewritten" flag is the top bit of its range's end
    /// (offsets are below 2^31), not a byte of its own, which made 24 with
    /// padding. A tag of 100,000 attributes holds all of their spans while
    /// their `Attribute`s are made (many-attributes: 3.1 MB of spans a MB).
    struct AttributeSpan {
        var nameStart: Int32
        private var nameEndAndFlag: UInt32
        var valueStart: Int32
        private var valueEndAndFlag: UInt32
        /// Where the name starts in the input (for a diagnostic).
        var sourceOffset: Int32

        private static let flag: UInt32 = 1 << 31

        init(
            nameStart: Int32, nameEnd: Int32, valueStart: Int32, valueEnd: Int32, sourceOffset: Int32,
            nameIsRewritten: Bool, valueIsRewritten: Bool
        ) {
            self.nameStart = nameStart
            self.nameEndAndFlag = UInt32(bitPattern: nameEnd) | (nameIsRewritten ? Self.flag : 0)
            self.valueStart = valueStart
            self.valueEndAndFlag = UInt32(bitPattern: valueEnd) | (valueIsRewritten ? Self.flag : 0)
            self.sourceOffset = sourceOffset
        }

        var nameEnd: Int32 {
            @inline(__always) get { Int32(bitPattern: nameEndAndFlag & ~Self.flag) }
            set { nameEndAndFlag = UInt32(bitPattern: newValue) | (nameEndAndFlag & Self.flag) }
        }
        var valueEnd: Int32 {
            @inline(__always) get { Int32(bitPattern: valueEndAndFlag & ~Self.flag) }
            set { valueEndAndFlag = UInt32(bitPattern: newValue) | (valueEndAndFlag & Self.flag) }
        }
        var nameIsRewritten: Bool { nameEndAndFlag & Self.flag != 0 }
        var valueIsRewritten: Bool { valueEndAndFlag & Self.flag != 0 }
    }

    /// Sub-states of script data that decide whether `</script>` ends it.
    enum ScriptDataState: Sendable {
        /// §13.2.5.4 Script data state.
        case normal
        /// §13.2.5.20 Script data escaped state (after `<!--`).
        case escaped
        /// §13.2.5.21 Script data escaped dash state.
        case escapedDash
        /// §13.2.5.22 Script data escaped dash dash state.
        case escapedDashDash
        /// §13.2.5.27 Script data double escaped state (after `<!--<script>`).
        case doubleEscaped
        /// §13.2.5.28 Script data double escaped dash state.
        case doubleEscapedDash
        /// §13.2.5.29 Script data double escaped dash dash state.
        case doubleEscapedDashDash
    }
}

extension ScalarLexer.Reader {
    /// The next token read from `p`, the preprocessed input.
    mutating func next(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        while position < p.count {
            let token: Token?
            if pendingCDATASection {
                pendingCDATASection = false
                token = lexCDATASection(p, dataStart: position, tokenStart: position)
            } else if content == .scriptData {
                token = lexScriptData(p)
            } else {
                token = lexText(p)
            }
            if let token { return token }
        }
        return nil
    }

    // MARK: - Text states

    /// §13.2.5.1 Data state, §13.2.5.2 RCDATA state, §13.2.5.3 RAWTEXT state
    /// and §13.2.5.5 PLAINTEXT state: a run of text, or the markup that ends it.
    ///
    /// Most calls are in the data state and find plain text up to a tag, or
    /// a tag right away: that case is handled here, with nothing else live;
    /// anything else (a reference, a NUL, a stray `<`, the other states)
    /// reads the run again in `lexTextRun`.
    @inline(__always)
    mutating func lexText(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        if content == .data {
            let n = p.count
            let start = position
            // After a text run, the next token starts at the `<` that ended it.
            let i = p[start] == Byte.lessThan ? start : Byte.scan(p, from: start, for: Byte.lessThan, Byte.ampersand)
            if i &+ 1 < n, p[i] == Byte.lessThan {
                let c = p[i &+ 1]
                if Byte.isAlpha(c) || c == Byte.solidus || c == Byte.exclamationMark || c == Byte.questionMark {
                    if i > start {
                        position = i
                        return Token(
                            kind: .text, text: TextSlice(start: Int32(start), end: Int32(i), isDecoded: false),
                            sourceOffset: start)
                    }
                    return Byte.isAlpha(c) ? lexTag(p, isEndTag: false) : lexMarkup(p)
                }
            }
        }
        return lexTextRun(p)
    }

    /// `lexText` for every case: any state, references, NULs, a `<` that
    /// starts nothing.
    ///
    /// Plain text is one slice of the source however long; once a reference
    /// or a NUL forces a rewrite, the rest of the run goes to the arena. In
    /// the data state a NUL is not rewritten: it stays in the run, whose
    /// token says it holds NULs, for the tree builder to drop or replace.
    @inline(never)
    mutating func lexTextRun(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        let n = p.count
        let start = position
        var i = start
        var arenaStart = -1
        var nullCount = 0
        let isData = content == .data
        let lessThan: UInt8 = content == .plaintext ? 0 : Byte.lessThan
        let ampersand: UInt8 = isData || content == .rcdata ? Byte.ampersand : 0
        while true {
            let j = Byte.scan(p, from: i, for: lessThan, ampersand)
            if arenaStart >= 0, j > i { appendToArena(p, i, j) }
            i = j
            if i >= n { break }
            let b = p[i]
            if b == Byte.lessThan {
                if isData {
                    if i + 1 < n, Byte.startsMarkup(p[i + 1]) { break }
                    diagnostics.record(.tokenizerError, at: i, "'<' not starting a tag, kept as text")
                } else if isAppropriateEndTag(p, at: i) {
                    break
                }
                if arenaStart >= 0 { decoded.append(b) }
                i += 1
            } else if b == Byte.ampersand {
                let reference: CharacterReference
                if let stashed = stashedReference, stashed.offset == i {
                    stashedReference = nil
                    reference = stashed.reference
                } else if let decodedReference = CharacterReference.decode(
                    p, at: i, end: n, inAttribute: false, log: &diagnostics
                ) {
                    reference = decodedReference
                } else {
                    if arenaStart >= 0 { decoded.append(b) }
                    i += 1
                    continue
                }
                if arenaStart < 0, i > start {
                    // Hand out the plain text first; the reference starts the next token.
                    stashedReference = (i, reference)
                    break
                }
                if arenaStart < 0 { arenaStart = decoded.count }
                reference.appendUTF8(to: &decoded)
                i += reference.length
            } else if isData {
                // A U+0000 stays in the run, which says so (`Token.nulls`):
                // what it becomes is the tree builder's choice.
                diagnostics.record(.invalidCharacter, at: i, "U+0000 in text")
                nullCount += 1
                if arenaStart >= 0 { decoded.append(0) }
                i += 1
            } else {
                if arenaStart < 0 {
                    if i > start { break }
                    arenaStart = decoded.count
                }
                diagnostics.record(.invalidCharacter, at: i, "U+0000 replaced by U+FFFD")
                decoded.append(contentsOf: Byte.replacementCharacter)
                i += 1
            }
        }
        position = i
        if var token = pendingText(from: start, to: i, arenaStart: arenaStart) {
            if nullCount > 0 { token.nulls = nullCount == token.text.count ? .only : .mixed }
            return token
        }
        if i >= n { return nil }
        guard isData else { return lexTag(p, isEndTag: true) }
        // Start tags are most of the markup: skip the dispatch for them.
        return Byte.isAlpha(p[i + 1]) ? lexTag(p, isEndTag: false) : lexMarkup(p)
    }

    /// §13.2.5.4 Script data state with its escaped (§13.2.5.20-26) and
    /// double escaped (§13.2.5.27-32) states: everything is text except the
    /// appropriate end tag, which `<!--<script>` hides until `</script>`.
    mutating func lexScriptData(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        let n = p.count
        let start = position
        var i = start
        var arenaStart = -1
        var state = scriptState
        scan: while i < n {
            if state == .normal {
                let j = Byte.scan(p, from: i, for: Byte.lessThan, Byte.lessThan)
                if arenaStart >= 0, j > i { appendToArena(p, i, j) }
                i = j
                if i >= n { break }
            }
            let b = p[i]
            var end = i + 1  // the bytes up to here are text
            switch b {
            case 0:
                if arenaStart < 0 {
                    if i > start { break scan }
                    arenaStart = decoded.count
                }
                diagnostics.record(.invalidCharacter, at: i, "U+0000 replaced by U+FFFD")
                decoded.append(contentsOf: Byte.replacementCharacter)
                state = state.afterOtherCharacter
                i += 1
                continue scan
            case Byte.lessThan:
                switch state {
                case .normal:
                    if isAppropriateEndTag(p, at: i) { break scan }
                    // §13.2.5.18-19 Script data escape start (dash) state: `<!--`.
                    if i + 3 < n, p[i + 1] == Byte.exclamationMark, p[i + 2] == Byte.hyphen, p[i + 3] == Byte.hyphen {
                        state = .escapedDashDash
                        end = i + 4
                    }
                case .escaped, .escapedDash, .escapedDashDash:
                    if isAppropriateEndTag(p, at: i) { break scan }
                    state = .escaped
                    // §13.2.5.26 Script data double escape start state: `<script` + delimiter.
                    if i + 1 < n, Byte.isAlpha(p[i + 1]) {
                        end = Byte.alphaRunEnd(p, from: i + 1)
                        if isScriptDelimited(p, i + 1, end) { state = .doubleEscaped }
                    }
                case .doubleEscaped, .doubleEscapedDash, .doubleEscapedDashDash:
                    state = .doubleEscaped
                    // §13.2.5.31 Script data double escape end state: `</script` + delimiter.
                    if i + 1 < n, p[i + 1] == Byte.solidus {
                        end = Byte.alphaRunEnd(p, from: i + 2)
                        if isScriptDelimited(p, i + 2, end) { state = .escaped }
                    }
                }
            case Byte.hyphen:
                switch state {
                case .normal, .escapedDashDash, .doubleEscapedDashDash: break
                case .escaped: state = .escapedDash
                case .escapedDash: state = .escapedDashDash
                case .doubleEscaped: state = .doubleEscapedDash
                case .doubleEscapedDash: state = .doubleEscapedDashDash
                }
            case Byte.greaterThan:
                state =
                    state == .escapedDashDash || state == .doubleEscapedDashDash ? .normal : state.afterOtherCharacter
            default:
                state = state.afterOtherCharacter
            }
            if arenaStart >= 0 { appendToArena(p, i, end) }
            i = end
        }
        if i >= n && state != .normal {
            diagnostics.record(.tokenizerError, at: n, "end of input inside an escaped script")
        }
        scriptState = state
        position = i
        if let token = pendingText(from: start, to: i, arenaStart: arenaStart) { return token }
        if i >= n { return nil }
        // Only the appropriate end tag stops a script data run with nothing pending.
        return lexTag(p, isEndTag: true)
    }

    /// Whether `p[from..<end]` (a run of letters) is `script`, followed by a
    /// space, `/` or `>`.
    private func isScriptDelimited(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Bool {
        guard end - from == 6, end < p.count, Byte.endsTagName(p[end]) else { return false }
        let script: [UInt8] = [0x73, 0x63, 0x72, 0x69, 0x70, 0x74]
        for k in 0..<6 where p[from + k] | 0x20 != script[k] { return false }
        return true
    }

    /// Whether `p[i...]` is `</` + the appropriate end tag's name (any case) +
    /// a space, `/` or `>`: the only markup RCDATA, RAWTEXT and script data know
    /// (§13.2.5.9-14, §13.2.5.16-17, §13.2.5.24-25).
    func isAppropriateEndTag(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let name = appropriateEndTag
        let end = i + 2 + name.count
        guard !name.isEmpty, end < p.count, p[i + 1] == Byte.solidus, Byte.endsTagName(p[end]) else { return false }
        for k in 0..<name.count {
            let b = p[i + 2 + k]
            if !Byte.isAlpha(b) || b | 0x20 != name[k] { return false }
        }
        return true
    }

    /// The text run a text state gathered, if any: from the arena when
    /// something in it was rewritten (`arenaStart >= 0`), else a slice of
    /// the source.
    @inline(__always)
    private func pendingText(from start: Int, to end: Int, arenaStart: Int) -> Token? {
        if arenaStart >= 0 {
            return Token(
                kind: .text, text: TextSlice(start: Int32(arenaStart), end: Int32(decoded.count), isDecoded: true),
                sourceOffset: start)
        }
        if end > start {
            return Token(
                kind: .text, text: TextSlice(start: Int32(start), end: Int32(end), isDecoded: false),
                sourceOffset: start)
        }
        return nil
    }

    /// Copies `p[from..<to]` to the end of the arena.
    @inline(__always)
    mutating func appendToArena(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) {
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: p[from..<to]))
    }
}

extension ScalarLexer.ScriptDataState {
    /// The state after a character that is not `-`, `<` or `>`: the dashes are forgotten.
    var afterOtherCharacter: Self {
        switch self {
        case .normal: .normal
        case .escaped, .escapedDash, .escapedDashDash: .escaped
        case .doubleEscaped, .doubleEscapedDash, .doubleEscapedDashDash: .doubleEscaped
        }
    }
}
