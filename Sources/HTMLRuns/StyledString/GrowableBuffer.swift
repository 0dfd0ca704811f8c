/// Plain values appended one after another in storage one owner holds
/// alone: a `StyledStringBuilder`'s runs' starts and attribute ids (its
/// text goes to a `TextBuffer`).
///
/// An `Array` would do, but the builder appends a run once or twice per
/// text node it writes, and every append to an array
/// checks that its buffer is not shared (a runtime call) before it checks
/// the capacity: about 90 instructions to copy a word. Owned by the
/// non-copyable builder, the storage cannot be shared, so an append is a
/// capacity test and a copy. Indices are checked in debug builds.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// The values written: `base[0..<count]`.
    private(set) var count = 0

    /// Storage for `capacity` values. Address space, not memory: pages
    /// never written are never touched.
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            assert(index >= 0 && index < count, "index out of range")
            return base[index]
        }
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow(toHold: count &+ 1) }
        (base + count).initialize(to: value)
        count &+= 1
    }

    /// Lets the storage go; the buffer is empty after.
    mutating func removeAll() {
        base.deallocate()
        capacity = 16
        base = .allocate(capacity: capacity)
        count = 0
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = Swift.max(capacity * 2, needed)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        UnsafeMutableRawPointer(grown).copyMemory(from: base, byteCount: count * MemoryLayout<Element>.stride)
        base.deallocate()
        base = grown
        capacity = larger
    }
}
