/// Plain values appended one after another in storage one owner holds
/// alone: a `StyledStringBuilder`'s text (as UTF-8) and its runs' starts
/// and attribute ids.
///
/// An `Array` would do, but the builder appends to its text once or twice
/// per text node and per space it writes, and every append to an array
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

    var isEmpty: Bool { count == 0 }

    var last: Element? { count > 0 ? base[count &- 1] : nil }

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

    @inline(__always)
    mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        let n = values.count
        if n > capacity &- count { grow(toHold: count + n) }
        // Raw bytes: a `memcpy`, not the generic initialiser's call into
        // the standard library.
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: n * MemoryLayout<Element>.stride)
        count &+= n
    }

    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty buffer")
        count &-= 1
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
