/// The tokenizer states the tree builder may switch the lexer into
/// (WHATWG HTML §13.2.5.1-13.2.5.5), plus the data state.
enum ContentState: Sendable, Equatable {
    /// §13.2.5.1 Data state: ordinary markup.
    case data
    /// §13.2.5.2 RCDATA state: `title`, `textarea` (references decoded, no tags).
    case rcdata
    /// §13.2.5.3 RAWTEXT state: `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`.
    case rawtext
    /// §13.2.5.4 Script data state, with its escaped and double-escaped sub-states.
    case scriptData
    /// §13.2.5.5 PLAINTEXT state: everything to the end is text.
    case plaintext
}

/// The interface between a lexer strategy and the tree builder.
///
/// The tree builder pulls tokens one at a time and, after a start tag such as
/// `<textarea>`, switches the lexer's content state before pulling the next,
/// as the HTML Standard's tree construction stage does.
protocol HTMLLexer {
    /// The next token, or nil at the end of the input.
    mutating func next() -> Token?
    /// Switches the content state; `appropriateEndTag` is the element whose
    /// end tag leaves RCDATA, RAWTEXT or script data again.
    mutating func switchTo(_ state: ContentState, appropriateEndTag: TagName)
    /// Whether `<![CDATA[` opens a CDATA section (the adjusted current node
    /// is foreign) or a bogus comment (HTML content).
    var allowsCDATA: Bool { get set }
    /// The attributes of `token`, the start tag `next()` returned last, in
    /// source order, names lowercased, values decoded; empty for any other
    /// token. Ask before pulling the next token: the lexer reuses the space.
    func attributes(of token: Token) -> [Attribute]
    /// `attributes(of:)` appended to `out`, without an array of their own.
    func appendAttributes(of token: Token, to out: inout [Attribute])
    /// The fields of `token`, the DOCTYPE `next()` returned last; nil for
    /// any other token.
    func doctype(of token: Token) -> Token.Doctype?
    /// The bytes of a slice of a token this lexer returned. Hold the result
    /// only briefly: the lexer keeps appending to its arena.
    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8>
    /// The spellings of the custom tag names in the tokens so far.
    var tagNames: CustomTagNames { get }
    /// Interns a custom tag name (the tree builder's SVG name fixes), so
    /// that it compares equal to the same name read from the input.
    mutating func customTagID(for name: String) -> CustomTagID
    /// Hands over the buffers that token slices point into, once the input is consumed.
    mutating func takeStore() -> TextStore
    /// Diagnostics the lexer recorded so far (parse errors, bad bytes).
    var diagnostics: DiagnosticLog { get }
}

extension HTMLLexer {
    func appendAttributes(of token: Token, to out: inout [Attribute]) {
        out.append(contentsOf: attributes(of: token))
    }
}
