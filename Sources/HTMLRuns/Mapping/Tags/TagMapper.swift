/// The default style and role of one kind of element: a small value
/// registered by tag name in a `TagMapperRegistry`, in the spirit of the
/// browser's own stylesheet (HTML Standard §15, "Rendering").
///
/// A mapper starts from the style the element inherited and writes what the
/// user-agent stylesheet and the element's presentational attributes say:
///
/// ```swift
/// let mark = TagMapper { element, mapping in
///     mapping.style.backgroundColor = Color(red: 255, green: 255, blue: 0)
///     mapping.style.color = .black
/// }
/// registry.register(mark, for: .mark)
/// ```
///
/// Author style (`style=""`) is applied after every mapper, so it wins, as
/// it does in a browser.
struct TagMapper: Sendable {
    /// Writes the element's default style and role into `mapping`.
    var map: @Sendable (_ element: ElementContext, _ mapping: inout ElementMapping) -> Void

    /// Creates a mapper from a closure.
    init(_ map: @escaping @Sendable (_ element: ElementContext, _ mapping: inout ElementMapping) -> Void) {
        self.map = map
    }

    /// A mapper that runs `self`, then `other`.
    func followed(by other: TagMapper) -> TagMapper {
        let first = map
        let second = other.map
        return TagMapper { element, mapping in
            first(element, &mapping)
            second(element, &mapping)
        }
    }
}
