/// A set of non-negative source offsets, hashed with one multiplication
/// (open addressing, linear probing): the tree builder asks it on every
/// formatting end tag, where `Set<Int>`'s seeded SipHash cost more than
/// the rest of the check.
struct OffsetSet {
    /// Slots hold offset + 1; 0 is empty.
    private var slots: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func contains(_ offset: Int) -> Bool {
        guard count > 0 else { return false }
        var i = slot(of: offset)
        while slots[i] != 0 {
            if slots[i] == offset + 1 { return true }
            i = (i + 1) & (slots.count - 1)
        }
        return false
    }

    /// Adds `offset`; returns whether it was new.
    @discardableResult
    mutating func insert(_ offset: Int) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        var i = slot(of: offset)
        while slots[i] != 0 {
            if slots[i] == offset + 1 { return false }
            i = (i + 1) & (slots.count - 1)
        }
        slots[i] = offset + 1
        count += 1
        return true
    }

    /// Removes `offset`; returns whether it was there.
    @discardableResult
    mutating func remove(_ offset: Int) -> Bool {
        guard count > 0 else { return false }
        let mask = slots.count - 1
        var i = slot(of: offset)
        while slots[i] != offset + 1 {
            if slots[i] == 0 { return false }
            i = (i + 1) & mask
        }
        // Backward-shift deletion: move later entries of the probe run up.
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            if slots[j] == 0 { break }
            let home = slot(of: slots[j] - 1)
            // The entry at j may fill the hole if its home is not in (hole, j].
            let homeIsBetween = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !homeIsBetween {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = 0
        count -= 1
        return true
    }

    private func slot(of offset: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: offset)) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (slots.count - 1)
    }

    private mutating func grow() {
        let old = slots
        slots = [Int](repeating: 0, count: max(16, old.count * 2))
        count = 0
        for stored in old where stored != 0 { insert(stored - 1) }
    }
}
