/// The blocks a `StyledStringBuilder` has started, in 16 bytes a block
/// rather than a `Block`'s 24, while the text is still being built.
///
/// A list item every nine bytes of markup (`<ul><li>x` nested) makes blocks
/// a large part of a conversion's memory, and the tree is still held while
/// the builder runs. A block's fields other than its range and list number
/// are few and repeat from block to block, so each distinct combination
/// (its "shape": kind, depth, indent, alignment, direction, list kind, one
/// word: `Block.compactShape`) is stored once and an entry names it: its
/// range as two 32-bit numbers, its list number, its shape's index. A block
/// that does not fit (kept in a box, offsets past 4 GiB) is kept whole on
/// the side; either way `block(at:)` gives back the exact `Block`.
struct PendingBlocks {
    private struct Entry {
        var lower: UInt32
        var length: UInt32
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

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// How many distinct shapes the blocks have.
    var shapeCount: Int { shapes.count }

    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Appends `block` with the range `lower..<upper` (its own range is ignored).
    mutating func append(_ block: Block, lower: Int, upper: Int) {
        if let (key, ordinal) = block.compactShape, let lower32 = UInt32(exactly: lower),
            let length = UInt32(exactly: upper - lower)
        {
            entries.append(Entry(lower: lower32, length: length, ordinal: ordinal, shape: shape(key)))
        } else {
            var block = block
            block.setBounds(lower, upper)
            entries.append(Entry(lower: 0, length: 0, ordinal: Int32(whole.count), shape: Entry.whole))
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
        let last = entries.count - 1
        let entry = entries[last]
        if entry.shape != Entry.whole, let length = UInt32(exactly: upper - Int(entry.lower)) {
            entries[last].length = length
        } else {
            moveToWhole(last, upper: upper)
        }
    }

    /// Keeps block `index` whole from now on, ending at `upper`.
    @inline(never)
    private mutating func moveToWhole(_ index: Int, upper: Int) {
        var block = self.block(at: index)
        block.setBounds(block.lowerBound, upper)
        if entries[index].shape == Entry.whole {
            whole[Int(entries[index].ordinal)] = block
        } else {
            entries[index] = Entry(lower: 0, length: 0, ordinal: Int32(whole.count), shape: Entry.whole)
            whole.append(block)
        }
    }

    /// Block `index` as the `Block` it was appended as, with its current range.
    func block(at index: Int) -> Block {
        let entry = entries[index]
        if entry.shape == Entry.whole { return whole[Int(entry.ordinal)] }
        return Block(shape: shapes[Int(entry.shape)], lower: entry.lower, length: entry.length, ordinal: entry.ordinal)
    }
}
