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
    /// `TagCode.of` the first eight names, for the scan.
    private var codes: [UInt8] = []
    /// The code and id of the name looked up last (`TagCode.custom`: none).
    private var cachedCode = TagCode.custom
    private var cachedID: UInt32 = 0
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

    /// Forgets every flattened tag and records `name` alone: what a new
    /// anchor starts with. Deep hostile input (`<ul><li>x` repeated) does
    /// this once per item, so a single entry is overwritten in place instead
    /// of emptying the array through the generic `removeAll`.
    mutating func restart(with name: TagName) {
        let id = self.id(of: name)
        if entries.count == 1 {
            entries[0] = (id, 1)
        } else {
            removeAll(keepingCapacity: true)
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
        // Most often there is nothing to remove: skip the generic call.
        if !entries.isEmpty { entries.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// The id of `name`, added if new.
    // Inlined with a one-name cache: flattened tags come in runs of a few
    // known names, and a lookup per tag was most of a flatten's cost.
    @inline(__always)
    private mutating func id(of name: TagName) -> UInt32 {
        let code = TagCode.of(name)
        if code == cachedCode && code != TagCode.custom { return cachedID }
        let id = lookUpID(of: name, code: code)
        cachedCode = code
        cachedID = id
        return id
    }

    private mutating func lookUpID(of name: TagName, code: UInt8) -> UInt32 {
        // An indexed scan comparing tag codes first: the derived `==` of
        // `TagName` is a call per name.
        let scanned = min(names.count, 8)
        var i = 0
        while i < scanned {
            if codes[i] == code && (code != TagCode.custom || names[i] == name) { return UInt32(i) }
            i += 1
        }
        if names.count > 8, let id = ids[name] { return id }
        let id = UInt32(names.count)
        names.append(name)
        if codes.count < 8 { codes.append(code) }
        if names.count > 8 { ids[name] = id }
        return id
    }
}
