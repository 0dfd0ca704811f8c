/// §13.2.4.4 The list of active formatting elements: the `<b>`, `<a>`,
/// `<font>`... that are still in effect, and the markers that `applet`,
/// `marquee`, `object`, `template`, `td`, `th` and `caption` put between them.
///
/// Each entry remembers the name and attributes of the start tag that made
/// it, since "reconstruct" and the adoption agency re-create elements from
/// them.
///
/// Bounds: the Noah's Ark clause keeps at most three identical entries per
/// marker section. Distinct entries (`<b id=1><b id=2>...`) have no bound in
/// the HTML Standard, and "reconstruct the active formatting elements" then
/// re-creates every one of them before each text: quadratic. So htmlruns
/// also keeps at most `sectionLimit` entries after the last marker, dropping
/// the earliest, like a Noah's Ark on the whole section. Real documents keep
/// a handful of formatting elements open; 16 is beyond them, and it bounds
/// the elements a hostile input can make to 16 per start tag.
struct ActiveFormattingList {
    /// One entry: an element, or a marker (`node == Node.none`).
    struct Entry {
        var node: Int32
        var name: TagName
        var attributes: AttributeRange
        /// `TagCode.of(name)`, so scans compare a byte instead of a `TagName`
        /// (the derived `==` of an enum with a payload is a call).
        let code: UInt8
        /// Where the start tag that made it is (the node keeps no offset):
        /// its clones and an element left unclosed are reported there.
        let sourceOffset: UInt32

        init(node: Int32, name: TagName, attributes: AttributeRange, sourceOffset: UInt32) {
            self.node = node
            self.name = name
            self.attributes = attributes
            self.code = TagCode.of(name)
            self.sourceOffset = sourceOffset
        }

        var isMarker: Bool { node == Node.none }
        static let marker = Entry(node: Node.none, name: .custom(.empty), attributes: .empty, sourceOffset: 0)

        /// True for an entry named `name`, whose code is `code`.
        @inline(__always)
        func isNamed(_ name: TagName, code: UInt8) -> Bool {
            self.code == code && (code != TagCode.custom || self.name == name)
        }
    }

    /// §13.2.4.4 Noah's Ark clause: at most this many identical entries.
    static let noahsArkLimit = 3
    /// htmlruns' cap on the entries after the last marker (see above).
    static let sectionLimit = 16

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    subscript(_ index: Int) -> Entry { entries[index] }

    /// §13.2.4.4 "Push onto the list of active formatting elements", with the
    /// Noah's Ark clause. Returns whether an older entry had to go.
    @discardableResult
    mutating func push(
        _ node: Int32, name: TagName, attributes: AttributeRange, sourceOffset: Int, in document: Document
    ) -> Bool {
        let code = TagCode.of(name)
        var identical = 0
        var earliestIdentical = -1
        var sectionStart = entries.count
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].isMarker { break }
            sectionStart = i
            if entries[i].isNamed(name, code: code)
                && Self.sameAttributes(entries[i].attributes, attributes, in: document)
            {
                identical += 1
                earliestIdentical = i
            }
            i -= 1
        }
        var dropped = false
        if identical >= Self.noahsArkLimit {
            entries.remove(at: earliestIdentical)
            dropped = true
        } else if entries.count - sectionStart >= Self.sectionLimit {
            entries.remove(at: sectionStart)
            dropped = true
        }
        entries.append(
            Entry(node: node, name: name, attributes: attributes, sourceOffset: UInt32(clamping: sourceOffset)))
        return dropped
    }

    /// §13.2.4.4 Inserts a marker.
    mutating func pushMarker() {
        entries.append(.marker)
    }

    /// §13.2.4.4 "Clear the list of active formatting elements up to the last marker".
    mutating func clearToLastMarker() {
        while let last = entries.popLast(), !last.isMarker {}
    }

    mutating func remove(at index: Int) {
        // Usually the last entry (an end tag closing the innermost element).
        if index == entries.count - 1 {
            entries.removeLast()
        } else {
            entries.remove(at: index)
        }
    }

    mutating func insert(_ entry: Entry, at index: Int) {
        entries.insert(entry, at: index)
    }

    mutating func replace(at index: Int, with node: Int32) {
        entries[index].node = node
    }

    /// The index of the entry for `node`.
    func index(of node: Int32) -> Int? {
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].node == node { return i }
            i -= 1
        }
        return nil
    }

    /// The last element named `name` after the last marker (adoption agency step 6).
    @inline(__always)
    func lastIndex(of name: TagName) -> Int? {
        let code = TagCode.of(name)
        var i = entries.count - 1
        while i >= 0 {
            if entries[i].isMarker { return nil }
            if entries[i].isNamed(name, code: code) { return i }
            i -= 1
        }
        return nil
    }

    /// Attribute lists are equal as sets (the order of the source may differ).
    private static func sameAttributes(_ x: AttributeRange, _ y: AttributeRange, in document: Document) -> Bool {
        guard x.count == y.count else { return false }
        if x == y { return true }
        let a = document.attributes[x.range]
        let b = document.attributes[y.range]
        if a.elementsEqual(b) { return true }
        for attribute in a where !b.contains(attribute) { return false }
        return true
    }
}
