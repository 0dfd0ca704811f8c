/// One CSS declaration, `name: value [!important]`, as read from a `style`
/// attribute, a stylesheet rule or a presentational attribute.
struct CSSDeclaration: Hashable, Sendable {
    /// The property name, lowercased (`color`, `font-weight`).
    var property: String
    /// The value as written, comments removed, `!important` stripped, trimmed.
    var value: String
    var important = false
}
