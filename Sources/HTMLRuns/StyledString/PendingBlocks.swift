/// The blocks a `StyledStringBuilder` has started, in 16 bytes a block
/// rather than a `Block`'s 32, while the text is still being built.
///
/// A list item every nine bytes of markup (`<ul><li>x` nested) makes blocks
/// the second largest part of a conversion's memory after the tree, and the
/// tree is still held while the builder runs. A block's fields other than
/// its range and list number are few and repeat from block to block, so
/// each distinct combination ("shape": kind, depth, indent, alignment,
/// direction, list kind) is stored once and an entry names it: its range as
/// two 32-bit numbers, its list number, its shape's index. A block that
/// does not fit (offsets past 4 GiB, a list number past 32 bits) is kept
/// whole on the side; either way `block(at:)` gives back the exact `Block`.
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
    /// Each distinct block with an empty range and list number 0.
    private var shapes: [Block] = []
    private var shapeIndex: [Block: UInt32] = [:]
    /// The shape of the newest block: a run of blocks of one shape (the
    /// items of a list, the paragraphs of an article) skips hashing.
    private var lastShape: UInt32 = Entry.whole
    /// The blocks that do not fit an entry.
    private var whole: [Block] = []

    var count: Int { entries.count }
    /// How many distinct shapes the blocks have.
    var shapeCount: Int { shapes.count }
    var isEmpty: Bool { entries.isEmpty }

    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Appends `block` with the range `lower..<upper` (its own range is ignored).
    mutating func append(_ block: consuming Block, lower: Int, upper: Int) {
        let ordinal = block.list?.ordinal ?? 0
        if let lower32 = UInt32(exactly: lower), let length = UInt32(exactly: upper - lower),
            let ordinal32 = Int32(exactly: ordinal)
        {
            block.setBounds(0, 0)
            block.setOrdinal(0)
            entries.append(Entry(lower: lower32, length: length, ordinal: ordinal32, shape: shape(of: block)))
        } else {
            block.setBounds(lower, upper)
            entries.append(Entry(lower: 0, length: 0, ordinal: Int32(whole.count), shape: Entry.whole))
            whole.append(block)
        }
    }

    /// The index of `shape` in `shapes`, added if new.
    @inline(__always)
    private mutating func shape(of block: Block) -> UInt32 {
        if lastShape != Entry.whole && shapes[Int(lastShape)] == block { return lastShape }
        if let index = shapeIndex[block] {
            lastShape = index
            return index
        }
        let index = UInt32(shapes.count)
        shapes.append(block)
        shapeIndex[block] = index
        lastShape = index
        return index
    }

    /// The start of block `index`.
    func lowerBound(at index: Int) -> Int {
        let entry = entries[index]
        return entry.shape == Entry.whole ? whole[Int(entry.ordinal)].lowerBound : Int(entry.lower)
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
        var block = shapes[Int(entry.shape)]
        block.setBounds(Int(entry.lower), Int(entry.lower) + Int(entry.length))
        block.setOrdinal(Int(entry.ordinal))
        return block
    }
}
