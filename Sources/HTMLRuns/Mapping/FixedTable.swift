/// A fixed number of values in storage one owner holds alone: the tables
/// of the walker's caches (`PaintCache`, `CascadeCache`).
///
/// An `Array` would do, but every write through an array checks that its
/// buffer is not shared (a runtime call), and the optimiser hoists those
/// checks for all of a cache's tables to the top of a function that might
/// write them, so a lookup that finds its entry paid for them too.
/// Non-copyable, the storage cannot be shared; slots are computed by
/// masking a hash, so they are in range (checked in debug builds).
struct FixedTable<Element>: ~Copyable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        base = .allocate(capacity: count)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Where slot `index` is stored (valid while the table lives).
    func address(_ index: Int) -> UnsafePointer<Element> {
        assert(index >= 0 && index < count, "table index out of range")
        return UnsafePointer(base + index)
    }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "table index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            assert(index >= 0 && index < count, "table index out of range")
            return base + index
        }
    }
}
