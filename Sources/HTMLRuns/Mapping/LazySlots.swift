/// A fixed number of slots, each initialized when first written: the
/// tables of `CascadeCache` whose values hold references.
///
/// A `FixedTable` initializes every slot up front and destroys every one
/// at the end; for a table of 1,024 element mappings that was about 230,000
/// instructions and 160 KB of memory written per conversion, more than
/// converting a kilobyte of HTML costs. Here the owner knows which slots
/// hold a value (the cache: those whose key is set), writes a fresh slot
/// with `initialize` and a used one with `replace`, and deinitializes the
/// used ones (`deinitialize`) before the storage goes.
struct LazySlots<Element>: ~Copyable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(count: Int) {
        base = .allocate(capacity: count)
        self.count = count
    }

    deinit {
        base.deallocate()
    }

    /// Where slot `index` is stored; it must hold a value to be read.
    @inline(__always)
    func address(_ index: Int) -> UnsafePointer<Element> {
        assert(index >= 0 && index < count, "slot index out of range")
        return UnsafePointer(base + index)
    }

    /// The value of slot `index`, which holds one.
    @inline(__always)
    subscript(index: Int) -> Element {
        address(index).pointee
    }

    /// Writes `value` into slot `index`, which holds none yet.
    @inline(__always)
    mutating func initialize(_ index: Int, to value: consuming Element) {
        assert(index >= 0 && index < count, "slot index out of range")
        (base + index).initialize(to: value)
    }

    /// Replaces the value of slot `index`, which holds one.
    @inline(__always)
    mutating func replace(_ index: Int, with value: consuming Element) {
        assert(index >= 0 && index < count, "slot index out of range")
        base[index] = value
    }

    /// Destroys the value of slot `index`, which holds one (not mutating,
    /// so an owner's `deinit` can call it).
    func deinitialize(_ index: Int) {
        assert(index >= 0 && index < count, "slot index out of range")
        (base + index).deinitialize(count: 1)
    }
}
