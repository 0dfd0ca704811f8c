/// Finds the attribute names of one tag that repeat an earlier name, in
/// batches, once a hostile tag piles attributes up (the first few are
/// checked one by one as they come).
///
/// A hash table probed once per attribute was linear in instructions but
/// not in time: past a few hundred thousand attributes its slots outgrow
/// the caches and every probe is a miss, so doubling the tag more than
/// doubled the time; it also held 26 bytes an attribute. Here each name's
/// 32-bit hash and index are packed in one word, the words are sorted by
/// hash with a radix sort (three sequential passes over the words, stable,
/// so equal hashes keep their input order), and only names whose hashes
/// are equal are compared. A run of equal hashes is compared pairwise
/// when short, and sorted by name when long, so names crafted to collide
/// cost `n log n` comparisons, not `n²`.
enum DuplicateNameFinder {
    /// Sorted by the standard library below this many names (the radix
    /// sort's 3 x 2,048 counters would cost more than they save).
    static let radixThreshold = 1024
    /// Equal-hash runs up to this long are compared pairwise.
    static let pairwiseLimit = 8

    /// The 32-bit hash of a name's bytes (FNV-1a, folded).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return UInt32(truncatingIfNeeded: (h &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// Which names equal an earlier name (`true` at their index), given
    /// each name's `hash` in input order; `compare(i, j)` orders names `i`
    /// and `j` by their bytes (negative, zero, positive), and is called
    /// only for names whose hashes are equal.
    static func laterDuplicates(hashes: [UInt32], compare: (Int, Int) -> Int) -> [Bool] {
        let count = hashes.count
        var keys = hashes.enumerated().map { UInt64($1) << 32 | UInt64(UInt32(truncatingIfNeeded: $0)) }
        sortByHash(&keys)
        var isDuplicate = [Bool](repeating: false, count: count)
        var start = 0
        while start < count {
            let h = keys[start] >> 32
            var end = start + 1
            while end < count && keys[end] >> 32 == h { end += 1 }
            if end - start > 1 { markDuplicates(keys[start..<end], &isDuplicate, compare) }
            start = end
        }
        return isDuplicate
    }

    /// Within one run of equal hashes (indices ascending): every name equal
    /// to one of a lower index.
    private static func markDuplicates(
        _ run: ArraySlice<UInt64>, _ isDuplicate: inout [Bool], _ compare: (Int, Int) -> Int
    ) {
        let indices = run.map { Int(UInt32(truncatingIfNeeded: $0)) }
        if indices.count <= Self.pairwiseLimit {
            for (k, j) in indices.enumerated() {
                for i in indices[..<k] where !isDuplicate[i] && compare(i, j) == 0 {
                    isDuplicate[j] = true
                    break
                }
            }
            return
        }
        // By name, then index: the first of each name is the one kept.
        let byName = indices.sorted { a, b in
            let order = compare(a, b)
            return order != 0 ? order < 0 : a < b
        }
        for k in byName.indices.dropFirst() where compare(byName[k - 1], byName[k]) == 0 {
            isDuplicate[byName[k]] = true
        }
    }

    /// Sorts `keys` by their high 32 bits, stably (the low bits, the
    /// indices, are ascending already).
    private static func sortByHash(_ keys: inout [UInt64]) {
        let n = keys.count
        guard n >= Self.radixThreshold else {
            keys.sort()  // hash, then index: the stable order
            return
        }
        // Least significant digit first, 11 bits at a time.
        let shifts = [32, 43, 54]
        var counts = [Int](repeating: 0, count: 3 * 2048)
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                for key in keys {
                    counts[Int((key >> 32) & 0x7FF)] += 1
                    counts[2048 + Int((key >> 43) & 0x7FF)] += 1
                    counts[4096 + Int(key >> 54)] += 1
                }
            }
        }
        var sorted = [UInt64](unsafeUninitializedCapacity: n) { _, count in count = n }
        for (pass, shift) in shifts.enumerated() {
            let base = pass * 2048
            var sum = 0
            for digit in 0..<2048 {
                let c = counts[base + digit]
                counts[base + digit] = sum
                sum += c
            }
            keys.withUnsafeBufferPointer { from in
                sorted.withUnsafeMutableBufferPointer { to in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for key in from {
                            let slot = base + Int((key >> UInt64(shift)) & 0x7FF)
                            to[counts[slot]] = key
                            counts[slot] += 1
                        }
                    }
                }
            }
            swap(&keys, &sorted)
        }
    }
}
