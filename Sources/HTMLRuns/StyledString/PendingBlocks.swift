/// The blocks a `StyledStringBuilder` has started, in 12 bytes a block
/// rather than a `Block`'s 24, while the text is still being built.
///
/// A list item every nine bytes of markup (`<ul><li>x` nested) makes blocks
/// a large part of a conversion's memory, and the tree is still held while
/// the builder runs. The builder's blocks tile the text: each starts where
/// the one before ends (`StyledStringBuilder.startBlock`), so an entry keeps
/// its start only, and the newest block's end is kept apart. A block's
/// fields other than its range and list number are few and repeat from
/// block to block, so each distinct combination (its "shape": kind, depth,
/// indent, alignment, direction, list kind, one word:
/// `Block.compactShape`) is stored once and an entry names it: its start as
/// a 32-bit number, its list number, its shape's index. A block that does
/// not fit (kept in a box, offsets past 4 GiB) is kept whole on the side;
/// either way `block(at:)` gives back the exact `Block`.
struct PendingBlocks {
    private struct Entry {
        var lower: UInt32
        /// The list number, or for an entry kept whole the index in `whole`.
        var ordinal: Int32
        /// The index in `shapes`, or `Entry.whole` for an entry kept whole.
        var shape: UInt32

        static let whole = UInt32.max
    }

    private var entries: [Entry] = []
    /// Each distinct shape (`Block.compactShape`).
    private var shapes: [UInt64] = []
    /// `shapes` by key, once there are more than `scanLimit`.
    private var shapeIndex: [UInt64: UInt32] = [:]
    /// The shape of the newest block: a run of blocks of one shape (the
    /// items of a list, the paragraphs of an article) skips the lookup.
    private var lastShape: UInt32 = Entry.whole
    /// The blocks that do not fit an entry.
    private var whole: [Block] = []
    /// Where the newest block ends (the others end where the next starts).
    private var lastUpper = 0

    var count: Int { entries.count }
    /// The bytes an entry takes (`MemoryLayout`; 12, tested).
    static var entryStride: Int { MemoryLayout<Entry>.stride }
    var isEmpty: Bool { entries.isEmpty }
    /// How many distinct shapes the blocks have.
    var shapeCount: Int { shapes.count }

    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Appends `block` with the range `lower..<upper` (its own range is
    /// ignored); the block before it now ends at `lower`, which must not be
    /// before that block's start.
    mutating func append(_ block: Block, lower: Int, upper: Int) {
        precondition(entries.isEmpty || lower >= lowerBound(at: entries.count - 1), "blocks tile the text")
        lastUpper = upper
        if let (key, ordinal) = block.compactShape, let lower32 = UInt32(exactly: lower) {
            entries.append(Entry(lower: lower32, ordinal: ordinal, shape: shape(key)))
        } else {
            var block = block
            block.setBounds(lower, lower)
            entries.append(Entry(lower: 0, ordinal: Int32(whole.count), shape: Entry.whole))
            whole.append(block)
        }
    }

    /// The index of shape `key` in `shapes`, added if new.
    @inline(__always)
    private mutating func shape(_ key: UInt64) -> UInt32 {
        if lastShape != Entry.whole && shapes[Int(lastShape)] == key { return lastShape }
        let index = lookUp(key)
        lastShape = index
        return index
    }

    /// A document has a handful of shapes: they are scanned until there
    /// are more than `scanLimit`, then hashed.
    private static let scanLimit = 16

    private mutating func lookUp(_ key: UInt64) -> UInt32 {
        if shapes.count <= Self.scanLimit {
            if let found = shapes.firstIndex(of: key) { return UInt32(found) }
        } else if let index = shapeIndex[key] {
            return index
        }
        let index = UInt32(shapes.count)
        shapes.append(key)
        if shapes.count > Self.scanLimit {
            if shapeIndex.isEmpty {
                for (k, shape) in shapes.enumerated() { shapeIndex[shape] = UInt32(k) }
            } else {
                shapeIndex[key] = index
            }
        }
        return index
    }

    /// Moves the end of the newest block to `upper` (not below its start).
    @inline(__always)
    mutating func setUpperBoundOfLast(_ upper: Int) {
        lastUpper = Swift.max(upper, lowerBound(at: entries.count - 1))
    }

    /// Where block `index` starts.
    @inline(__always)
    private func lowerBound(at index: Int) -> Int {
        let entry = entries[index]
        return entry.shape == Entry.whole ? whole[Int(entry.ordinal)].lowerBound : Int(entry.lower)
    }

    /// Block `index` as the `Block` it was appended as, with its current range.
    func block(at index: Int) -> Block {
        let entry = entries[index]
        let lower = lowerBound(at: index)
        let upper = index + 1 < entries.count ? lowerBound(at: index + 1) : lastUpper
        if entry.shape == Entry.whole {
            var block = whole[Int(entry.ordinal)]
            block.setBounds(lower, upper)
            return block
        }
        guard let length = UInt32(exactly: upper - lower) else {
            // Longer than 4 GiB: the `Block` keeps such a range in its box.
            var block = Block(shape: shapes[Int(entry.shape)], lower: entry.lower, length: 0, ordinal: entry.ordinal)
            block.setBounds(lower, upper)
            return block
        }
        return Block(shape: shapes[Int(entry.shape)], lower: entry.lower, length: length, ordinal: entry.ordinal)
    }
}
