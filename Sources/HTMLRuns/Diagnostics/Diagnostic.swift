/// Something htmlruns repaired or found odd in its input.
///
/// Diagnostics are data, never errors: conversion always succeeds, and each
/// repair the lexer or the tree builder made is reported here with the
/// position in the input that caused it.
///
/// ```swift
/// let styled = HTMLRuns.convert("<b>bold")
/// styled.diagnostics.first?.kind   // .unclosedElement
/// ```
public struct Diagnostic: Hashable, Sendable, Codable {
    /// The line of the input, 1-based.
    public var line: Int
    /// The column of the input, 1-based, counted in Unicode scalars.
    public var column: Int
    /// What kind of repair or oddity this is.
    public var kind: Kind
    /// A sentence for people, e.g. "unclosed <b> closed at end of input".
    public var message: String

    /// Creates a diagnostic.
    public init(line: Int, column: Int, kind: Kind, message: String) {
        self.line = line
        self.column = column
        self.kind = kind
        self.message = message
    }

    /// The kinds of repairs and oddities htmlruns reports.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Bytes that are not UTF-8, each maximal subpart replaced by U+FFFD.
        case invalidUTF8
        /// A U+0000 or another character the tokenizer reports.
        case invalidCharacter
        /// A tokenizer parse error (bad markup declaration, `<` not starting a tag, EOF in a tag...).
        case tokenizerError
        /// A character reference that was malformed, unknown or missing its `;`.
        case characterReference
        /// An end tag with no matching open element, dropped.
        case strayEndTag
        /// An element still open at the end of the input, or closed early by another tag.
        case unclosedElement
        /// Formatting elements closed in the wrong order, re-opened (adoption agency).
        case misnestedTag
        /// A start tag ignored where it is not allowed (`<body>` in a fragment, `<html>`...).
        case ignoredTag
        /// Text or an element moved out of a table (foster parenting).
        case fosterParented
        /// Elements beyond the maximum nesting depth, flattened.
        case depthLimit
        /// A link whose scheme is not allowed, kept as plain text.
        case unsafeLink
        /// A CSS declaration or selector that could not be read, skipped.
        case css
        /// Anything else worth a reader's attention.
        case other
    }
}
