/// The attribute names of the tag being lexed, for the duplicate check once
/// a hostile tag piles attributes up: an open-addressing table of attribute
/// indices hashed on the names' bytes, so no `String` is made per name and a
/// tag with 100,000 attributes costs a few bytes per attribute here.
struct AttributeNameSet {
    /// Per slot: the name hash's top 32 bits, then attribute index + 1 in
    /// the low 32 (0 for empty); at most half full. A probe reads one word,
    /// so a large table costs one cache miss per lookup, not two.
    private var slots = [UInt64](repeating: 0, count: 64)
    /// The hash of attribute `i`'s name, to grow without hashing again.
    private var hashes: [UInt64] = []

    /// Whether an attribute whose name hashes to `hash` and `isSameName`
    /// is already in.
    func contains(hash: UInt64, where isSameName: (Int32) -> Bool) -> Bool {
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask)
        let tag = hash >> 32
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == tag {
                let index = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if hashes[Int(index)] == hash && isSameName(index) { return true }
            }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Adds attribute `index` (the next one: indices come in order), whose
    /// name is not in yet.
    mutating func insert(_ index: Int32, hash: UInt64) {
        precondition(Int(index) == hashes.count, "attributes are added in order")
        hashes.append(hash)
        if hashes.count * 2 > slots.count {
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            for (i, h) in hashes.enumerated() { place(Int32(i), h) }
        } else {
            place(index, hash)
        }
    }

    private mutating func place(_ index: Int32, _ hash: UInt64) {
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash >> 32) << 32 | UInt64(UInt32(index + 1))
    }

    @inline(__always)
    private static func slot(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// FNV-1a over a name's bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }
}
