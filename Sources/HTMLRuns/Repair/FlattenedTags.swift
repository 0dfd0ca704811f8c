/// The start tags dropped beyond the depth limit, innermost last.
///
/// Kept compact, since hostile input can flatten a tag every few bytes: each
/// distinct name is stored once, entries are 8-byte (name id, repeat count)
/// pairs, and a repeated tag (a million `<b>`s past the limit) is one entry.
struct FlattenedTags {
    /// One name repeated `count` times.
    private typealias Entry = (id: UInt32, count: UInt32)

    // The innermost entry is kept out of the array (`count` 0: no tags at
    // all), so the usual change, one name counted up or started over, is a
    // store into the struct and no array uniqueness check.
    private var innermost: Entry = (0, 0)
    /// The entries below `innermost`, outermost first (empty when it is).
    private var outer: [Entry] = []
    /// Distinct names, by id; the first few are found by a scan, the rest
    /// through `ids`.
    private var names: [TagName] = []
    /// `TagCode.of` the first eight names, for the scan.
    private var codes: [UInt8] = []
    /// The code and id of the name looked up last (`TagCode.custom`: none).
    private var cachedCode = TagCode.custom
    private var cachedID: UInt32 = 0
    private var ids: [TagName: UInt32] = [:]

    var isEmpty: Bool { innermost.count == 0 }

    /// The innermost flattened tag.
    var last: TagName? { isEmpty ? nil : names[Int(innermost.id)] }

    mutating func append(_ name: TagName) {
        let id = self.id(of: name)
        if isEmpty {
            innermost = (id, 1)
        } else if innermost.id == id, innermost.count < UInt32.max {
            innermost.count += 1
        } else {
            outer.append(innermost)
            innermost = (id, 1)
        }
    }

    /// Forgets every flattened tag and records `name` alone: what a new
    /// anchor starts with. Deep hostile input (`<ul><li>x` repeated) does
    /// this once per item, so it is inlined into its one caller.
    @inline(__always)
    mutating func restart(with name: TagName) {
        let id = self.id(of: name)
        if !outer.isEmpty { outer.removeAll(keepingCapacity: true) }
        innermost = (id, 1)
    }

    /// Removes the innermost flattened tag (nothing when empty).
    @discardableResult
    mutating func popLast() -> TagName? {
        if isEmpty { return nil }
        let name = names[Int(innermost.id)]
        if innermost.count > 1 {
            innermost.count -= 1
        } else {
            innermost = outer.popLast() ?? (0, 0)
        }
        return name
    }

    /// Removes the innermost flattened tag; there must be one.
    mutating func removeLast() {
        precondition(popLast() != nil, "no flattened tag to remove")
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        innermost = (0, 0)
        // Most often there is nothing below: skip the generic call.
        if !outer.isEmpty { outer.removeAll(keepingCapacity: keepingCapacity) }
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
