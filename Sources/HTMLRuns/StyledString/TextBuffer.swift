/// The text a `StyledStringBuilder` writes, as UTF-8, in storage the
/// builder owns alone.
///
/// An `Array` would do, but the builder appends to its text once or twice
/// per text node and per space it writes, and every append to an array
/// checks that its buffer is not shared (a runtime call) before it checks
/// the capacity: about 90 instructions to copy a word. Owned by one
/// non-copyable builder, the storage cannot be shared, so an append is a
/// capacity test and a copy.
struct TextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written: `base[0..<count]`.
    private(set) var count = 0

    /// Storage for `capacity` bytes. Address space, not memory: pages never
    /// written are never touched.
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    var last: UInt8? { count > 0 ? base[count &- 1] : nil }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count &+ 1) }
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        if n > capacity &- count { grow(toHold: count + n) }
        // Raw bytes: a `memcpy`, not the generic initialiser's call into
        // the standard library.
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: n)
        count &+= n
    }

    mutating func removeLast() {
        precondition(count > 0, "removeLast on empty text")
        count &-= 1
    }

    /// Lets the storage go; the buffer is empty after.
    mutating func removeAll() {
        base.deallocate()
        capacity = 16
        base = .allocate(capacity: capacity)
        count = 0
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = Swift.max(capacity * 2, needed)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        UnsafeMutableRawPointer(grown).copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
        capacity = larger
    }
}
