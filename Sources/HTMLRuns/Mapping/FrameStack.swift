/// The mapping walker's frames: `MappingFrame`s in storage the walker owns
/// alone.
///
/// An `Array` would do, but the walker reads and writes a frame field a
/// few dozen times per element, and every write through an array checks
/// that its buffer is not shared (a runtime call) and every access checks
/// its index. Owned by one non-copyable walker, the storage cannot be
/// shared, so the subscript addresses the frame directly (indices are still
/// checked in debug builds). Slots past `count` are kept initialised: the
/// walker reuses them as elements open and close.
struct FrameStack: ~Copyable {
    private var base: UnsafeMutablePointer<MappingFrame>
    private var capacity: Int
    /// Slots holding a frame (the walker's open frames are a prefix).
    private(set) var count: Int

    init(_ first: MappingFrame, capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
        base.initialize(to: first)
        count = 1
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> MappingFrame {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "frame index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            assert(index >= 0 && index < count, "frame index out of range")
            return base + index
        }
    }

    /// Adds a slot holding `frame`.
    mutating func append(_ frame: MappingFrame) {
        if count == capacity {
            let larger = UnsafeMutablePointer<MappingFrame>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: frame)
        count += 1
    }

    /// Slot `destination` becomes a copy of slot `source` (both in use).
    @inline(__always)
    mutating func copy(_ source: Int, to destination: Int) {
        assert(source < count && destination < count, "frame index out of range")
        base[destination] = base[source]
    }
}
