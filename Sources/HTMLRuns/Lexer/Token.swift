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
        /// Character data: `text`. `nulls` says whether it holds U+0000s
        /// (only text from the data state and CDATA sections may), so the
        /// tree builder can drop them (in body) or replace them (in foreign
        /// content) without scanning every text token.
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
    /// The U+0000s a text token holds (the lexer has reported each one).
    var nulls = Nulls.none
    /// Byte offset in the preprocessed input where the token starts.
    var sourceOffset: Int = 0

    /// A text token that is nothing but U+0000s: the tree builder drops it
    /// whole in body.
    var isNull: Bool { nulls == .only }

    /// What U+0000s a text token holds; what they become is the tree
    /// builder's choice, made by the rules of where the token goes.
    enum Nulls: UInt8, Sendable {
        /// None: every token but the two kinds below.
        case none
        /// Nothing but U+0000s.
        case only
        /// U+0000s among other characters: a run of text is handed out
        /// whole, so that text of many U+0000s is one token, not two for
        /// each.
        case mixed
    }

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
