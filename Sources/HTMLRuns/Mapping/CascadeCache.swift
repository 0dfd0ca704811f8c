/// The cascade's results for elements that can only map one way: an HTML
/// element without attributes, or with only attributes the cascade never
/// reads (`isMappingNeutral`), with no stylesheet or user mapper in play,
/// maps as a function of its parent's style, its name, its parent's name
/// and its list nesting (everything an `ElementContext` then holds). So the
/// tenth `<b>` in paragraphs of one style takes the first one's mapping
/// instead of running the tag mappers again, and so does the tenth
/// `<a href>` or `<span class>`.
///
/// Styles are named by ids (`MappingFrame.styleID`) rather than compared:
/// frames with one id have one style. The styles entries are made with are
/// interned by value, so an entry that comes back after a collision keeps
/// its id and its descendants' keys stay valid; a style computed outside
/// the cache (an element with attributes, a display adjusted after the
/// cascade) gets an id of its own (`freshID()`), which costs only misses
/// below it.
///
/// A small direct-mapped table, as `PaintCache`: a collision replaces the
/// older entry.
struct CascadeCache: ~Copyable {
    /// What an attribute-free HTML element's mapping depends on, packed
    /// in one word: the parent frame's `styleID`, the element's and its
    /// parent's `TagCode`s and its list nesting.
    struct Key {
        fileprivate var bits: UInt64

        /// The key from the names' `TagCode`s (`noParent` under the root),
        /// or nil when a value does not fit (a custom name, more than
        /// 65,535 nested lists): such elements are not cached.
        init?(parentStyle: Int32, code: UInt8, parentCode: UInt8, listNesting: Int) {
            guard code != TagCode.custom, parentCode != TagCode.custom, listNesting >= 0, listNesting <= 0xFFFF
            else { return nil }
            bits =
                UInt64(UInt32(bitPattern: parentStyle)) | UInt64(code) << 32 | UInt64(parentCode) << 40
                | UInt64(listNesting) << 48
        }

        fileprivate var slot: Int {
            var h = bits &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            return Int(truncatingIfNeeded: h >> 54) & (CascadeCache.size - 1)
        }
    }

    /// The parent code of an element directly under the root.
    static let noParent: UInt8 = 254

    /// Whether the cascade never reads an attribute of this name when no
    /// stylesheet or user mapper applies (then `id` and `class` only serve
    /// selectors): no built-in tag mapper reads it, nor `map`. An element
    /// whose attributes are all neutral maps as one without attributes,
    /// so it can take a cached mapping. Attributes read outside the
    /// cascade stay neutral: a link's `href` (`inheritPaint`), an image's
    /// `src`, `alt`, `width` and `height` (its attachment), read for every
    /// element, cached or not. Debug builds check that mappers never ask
    /// for one (`ElementContext.attribute`).
    ///
    /// Names come lowercased, most as the lexer's literals (`href`,
    /// `class`), so the one comparison of the name's length usually finds
    /// equal bits at once.
    static func isMappingNeutral(_ name: String) -> Bool {
        let count = name.utf8.count
        switch count {
        case 2: return name == "id"
        case 3: return name == "src" || name == "alt" || name == "rel"
        case 4: return name == "href" || name == "role"
        case 5: return name == "class" || name == "width"
        case 6: if name == "height" || name == "target" { return true }
        case 8: if name == "tabindex" { return true }
        default: break
        }
        return count > 5 && (name.hasPrefix("data-") || name.hasPrefix("aria-"))
    }

    fileprivate static let size = 1024
    /// The entries, in three tables so a lookup reads one word before it
    /// copies anything. An empty slot's key is `UInt64.max` (no key's:
    /// its parent code would be 255, a custom name's).
    /// (`FixedTable`s: no uniqueness check per write, and a mapping is
    /// read where it is stored; an empty slot's mapping is never read. The
    /// tables holding references are `LazySlots`: a slot is initialized
    /// when its key is first set, so a small document does not pay for
    /// making and destroying 1,024 mappings.)
    private var keys = FixedTable<UInt64>(repeating: CascadeCache.empty, count: CascadeCache.size)
    private var mappings = LazySlots<ElementMapping>(count: CascadeCache.size)
    /// Each entry's `mapping.style.references`, apart: read through a
    /// pointer to the mapping, a reference was read from a copy of the
    /// whole style.
    private var references = LazySlots<ComputedStyle.References?>(count: CascadeCache.size)
    /// The id of each entry's `mapping.style`.
    private var styles = FixedTable<Int32>(repeating: -1, count: CascadeCache.size)
    /// Whether each entry's style gives text the run attributes of its
    /// parent's text (`MappingWalker.textStyleEqual`): 1 yes, 0 no, -1 not
    /// known yet. A function of the key, whose parent style id names the
    /// parent's style and font family, and of the mapping; the walker's
    /// later changes to a frame's style (display, float, position) do not
    /// reach text.
    private var textStylesEqualParent = FixedTable<Int8>(repeating: -1, count: CascadeCache.size)
    /// The ids of the styles entries were made with.
    private var ids: [ComputedStyle: Int32] = [:]
    /// The last fresh id handed out (counting down from -1).
    private var lastFreshID: Int32 = 0
    /// The last id handed out; 0 is the root frame's.
    private var lastID: Int32 = 0

    /// The id of `style` among those remembered: an entry that comes back
    /// after a collision keeps its id, so its descendants' keys stay valid.
    private mutating func id(of style: ComputedStyle) -> Int32 {
        if let id = ids[style] { return id }
        // Room for a small document's styles at once: growing one bucket
        // count at a time rehashed every style (a third of the cache's cost
        // on a 1 KB document).
        if ids.isEmpty { ids.reserveCapacity(32) }
        lastID &+= 1
        ids[style] = lastID
        return lastID
    }

    /// An id no other style has: negative, so that caches keyed by style
    /// (`PaintCache`'s derived attributes) can tell a style met once from
    /// one that repeats and not spend slots on it.
    mutating func freshID() -> Int32 {
        lastFreshID &-= 1
        return lastFreshID
    }

    /// The id of the style remembered for `key`, or -1; `mapping(at:)`
    /// then gives the mapping.
    func lookUp(_ key: Key) -> (slot: Int, style: Int32) {
        let slot = key.slot
        return (slot, keys[slot] == key.bits ? styles[slot] : -1)
    }

    /// The mapping of the entry `lookUp` found in `slot`, where it is
    /// stored: valid until the cache is next written (`remember`).
    func mapping(at slot: Int) -> UnsafePointer<ElementMapping> {
        mappings.address(slot)
    }

    /// The style references of the entry `lookUp` found in `slot`.
    func references(at slot: Int) -> ComputedStyle.References? {
        references[slot]
    }

    /// Whether the style of the entry in `slot` gives text its parent's run
    /// attributes, once `setTextStyleEqualsParent` has recorded it.
    func textStyleEqualsParent(at slot: Int) -> Bool? {
        let known = textStylesEqualParent[slot]
        return known < 0 ? nil : known == 1
    }

    /// Records `textStyleEqualsParent(at:)` for the entry in `slot`.
    mutating func setTextStyleEqualsParent(_ equal: Bool, at slot: Int) {
        textStylesEqualParent[slot] = equal ? 1 : 0
    }

    /// The slot `remember` puts the entry for `key` in.
    static func slot(of key: Key) -> Int { key.slot }

    /// Remembers `mapping` for `key`; returns the id of its style.
    mutating func remember(_ mapping: ElementMapping, for key: Key) -> Int32 {
        let id = self.id(of: mapping.style)
        let slot = key.slot
        if keys[slot] == Self.empty {
            mappings.initialize(slot, to: mapping)
            references.initialize(slot, to: mapping.style.references)
        } else {
            mappings.replace(slot, with: mapping)
            references.replace(slot, with: mapping.style.references)
        }
        keys[slot] = key.bits
        styles[slot] = id
        textStylesEqualParent[slot] = -1
        return id
    }

    /// The key of a slot that holds no entry (no key is: a custom name,
    /// `TagCode.custom`, is never cached, and it would fill the top bits).
    private static let empty = UInt64.max

    deinit {
        for slot in 0..<Self.size where keys[slot] != Self.empty {
            mappings.deinitialize(slot)
            references.deinitialize(slot)
        }
    }
}
