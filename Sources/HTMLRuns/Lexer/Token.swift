/// One token of the HTML tokenizer (WHATWG HTML §13.2.5).
///
/// Text and comment data are slices into the lexer's `TextStore`, never
/// strings; tag names are `TagName` cases; attributes stay in the lexer
/// until asked for with `HTMLLexer.attributes(of:)`, so that a token is a
/// few words with nothing to release but a custom tag name.
struct Token: Sendable {
    enum Kind: UInt8, Sendable {
        /// A start tag: `name`, `attributeCount`, `selfClosing`.
        case startTag
        /// An end tag: `name` (attributes are parsed and dropped, as the spec says).
        case endTag
        /// Character data: `text`. In the data state a U+0000 is always emitted
        /// alone as a one-byte text token with `isNull` set, so the tree builder
        /// can drop it (in body) or replace it (in foreign content) without
        /// scanning every text token.
        case text
        /// A comment or bogus comment: `text` is its data.
        case comment
        /// A DOCTYPE: `HTMLLexer.doctype(of:)` has its fields. htmlruns drops
        /// it; the tokenizer conformance tests read it.
        case doctype
    }

    var kind: Kind
    /// The element name of a start or end tag.
    var name: TagName = .custom(.empty)
    /// How many attributes a start tag has (duplicates already dropped); the
    /// lexer hands them out with `attributes(of:)` until the next token.
    var attributeCount: Int32 = 0
    /// `<br/>`: the self-closing flag.
    var selfClosing = false
    /// Text or comment data.
    var text: TextSlice = .empty
    /// A text token that is a single U+0000 from the data state.
    var isNull = false
    /// Byte offset in the preprocessed input where the token starts.
    var sourceOffset: Int = 0

    /// The fields of a DOCTYPE token, kept by the lexer (`doctype(of:)`):
    /// three optional strings in every token, or a reference to release,
    /// would cost every tag and text run for the one DOCTYPE a document may
    /// have.
    struct Doctype: Hashable, Sendable {
        var name: String?
        var publicIdentifier: String?
        var systemIdentifier: String?
        var forceQuirks: Bool
    }
}
