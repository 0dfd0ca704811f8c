// STUB: replaced by the CSS stage. Understands only `color` keywords it cannot; does nothing.
/// Applies declarations to a computed style (the cascade for one element).
enum StyleResolver {
    /// Parses the text of a `style` attribute into declarations, with CSS error recovery.
    static func parseInlineStyle(_ text: String) -> [CSSDeclaration] { [] }

    /// Applies `declarations` in cascade order (later wins; `!important` beats
    /// normal) to `style`, whose inherited values came from `parent`.
    static func apply(_ declarations: [CSSDeclaration], to style: inout ComputedStyle, parent: ComputedStyle) {}
}
