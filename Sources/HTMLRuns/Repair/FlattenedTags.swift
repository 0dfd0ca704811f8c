/// The start tags dropped beyond the depth limit, innermost last.
///
/// Kept compact, since hostile input can flatten a tag every few bytes: each
/// distinct name is stored once, entries are 8-byte (name id, repeat count)
/// pairs, and a repeated tag (a million `<b>`s past the limit) is one entry.
struct FlattenedTags {
    private var entries: [(id: UInt32, count: UInt32)] = []
    /// Distinct names, by id; the first few are found by a scan, the rest
    /// through `ids`.
    private var names: [TagName] = []
    private var ids: [TagName: UInt32] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The innermost flattened tag.
    var last: TagName? { entries.last.map { names[Int($0.id)] } }

    mutating func append(_ name: TagName) {
        let id = self.id(of: name)
        if let top = entries.indices.last, entries[top].id == id, entries[top].count < UInt32.max {
            entries[top].count += 1
        } else {
            entries.append((id, 1))
        }
    }

    /// Removes the innermost flattened tag (nothing when empty).
    @discardableResult
    mutating func popLast() -> TagName? {
        guard let top = entries.indices.last else { return nil }
        let name = names[Int(entries[top].id)]
        if entries[top].count > 1 {
            entries[top].count -= 1
        } else {
            entries.removeLast()
        }
        return name
    }

    /// Removes the innermost flattened tag; there must be one.
    mutating func removeLast() {
        precondition(popLast() != nil, "no flattened tag to remove")
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        entries.removeAll(keepingCapacity: keepingCapacity)
    }

    private mutating func id(of name: TagName) -> UInt32 {
        for (i, known) in names.prefix(8).enumerated() where known == name { return UInt32(i) }
        if names.count > 8, let id = ids[name] { return id }
        let id = UInt32(names.count)
        names.append(name)
        if names.count > 8 { ids[name] = id }
        return id
    }
}
