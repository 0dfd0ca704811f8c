/// A style rule of a stylesheet (css-syntax-3 §9 "qualified rule" read as
/// css-cascade-5 expects): a selector list and its declarations.
struct StyleRule: Hashable, Sendable {
    var selectors: [Selector]
    var declarations: [CSSDeclaration]
    /// Position among the stylesheet's rules, for the cascade's "order of appearance".
    var order: Int
}

/// A stylesheet problem: a selector or at-rule htmlruns skipped.
struct CSSDiagnostic: Hashable, Sendable {
    /// UTF-8 offset into the stylesheet's text.
    var offset: Int
    var message: String
}
