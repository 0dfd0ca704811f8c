/// The attribute ids of a `StyledStringBuilder`'s runs (indices into its
/// table of distinct attributes), in two bytes a run while every id fits
/// in 16 bits, four bytes a run after: a marker-dense input makes a run
/// every four or five bytes, and a conversion has a few hundred distinct
/// attributes at most unless hostile.
struct RunIDs: ~Copyable {
    private var narrow: GrowableBuffer<UInt16>
    /// Every id, once one past `UInt16.max` came (`narrow` is then empty).
    private var wide: [Int32] = []
    private var isWide = false
    /// The newest id (-1 before the first).
    private(set) var last: Int32 = -1

    var count: Int { isWide ? wide.count : narrow.count }

    /// Room for `capacity` ids while they fit in 16 bits.
    init(capacity: Int = 0) {
        narrow = GrowableBuffer(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ id: Int32) {
        last = id
        if !isWide, let small = UInt16(exactly: id) {
            narrow.append(small)
        } else {
            appendWide(id)
        }
    }

    @inline(never)
    private mutating func appendWide(_ id: Int32) {
        if !isWide {
            isWide = true
            wide.reserveCapacity(narrow.capacity)
            narrow.withUnsafeBufferPointer { narrow in
                for small in narrow { wide.append(Int32(small)) }
            }
            narrow.removeAll()
        }
        wide.append(id)
    }

    subscript(_ index: Int) -> Int32 {
        @inline(__always) get { isWide ? wide[index] : Int32(narrow[index]) }
    }
}
