/// Tag mappers by element name, plus mappers every element goes through
/// (global attributes such as `hidden` and `dir`).
///
/// Start from `.default`, the HTML Standard's rendering rules, and register
/// replacements:
///
/// ```swift
/// var tags = TagMapperRegistry.default
/// tags.register(TagMapper { _, m in m.style.fontWeight = 700 }, for: .mark)
/// ```
///
/// Keys are `TagName`s, whose custom names are ids of one conversion, so
/// only known names and the fixed well-known ids (`CustomTagID.acronym`)
/// belong here; users' mappers for custom names are matched by spelling
/// (`Options.tagMappers`, `UserStyles`).
struct TagMapperRegistry: Sendable {
    private var byName: [TagName: TagMapper] = [:]
    /// `byName` again for the names with a slot (`TagName.registrySlot`).
    private var bySlot = [TagMapper?](repeating: nil, count: TagName.registrySlotCount)
    /// Run for every element after its tag's mapper, in order.
    private(set) var global: [TagMapper] = []

    /// An empty registry: every element is an inline box without style.
    init() {}

    /// Sets the mapper of `name`, replacing any previous one.
    mutating func register(_ mapper: TagMapper, for name: TagName) {
        byName[name] = mapper
        if let slot = name.registrySlot { bySlot[slot] = mapper }
    }

    /// Sets one mapper for several names.
    mutating func register(_ mapper: TagMapper, for names: [TagName]) {
        for name in names { register(mapper, for: name) }
    }

    /// Adds a mapper that every element goes through after its own.
    mutating func registerGlobal(_ mapper: TagMapper) {
        global.append(mapper)
    }

    /// Removes the mapper of `name`.
    mutating func remove(_ name: TagName) {
        byName[name] = nil
        if let slot = name.registrySlot { bySlot[slot] = nil }
    }

    /// The mapper of `name`, if any.
    func mapper(for name: TagName) -> TagMapper? {
        if let slot = name.registrySlot { return bySlot[slot] }
        return byName[name]
    }

    /// Runs the element's mapper and the global ones.
    func apply(to element: ElementContext, _ mapping: inout ElementMapping) {
        if element.namespace == .html, let mapper = mapper(for: element.name) {
            mapper.map(element, &mapping)
        }
        for mapper in global { mapper.map(element, &mapping) }
    }
}
