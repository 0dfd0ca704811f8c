/// Where a `StyledStringBuilder`'s runs start, in four bytes a run rather
/// than eight (a marker-dense input makes a run every few bytes): the low
/// 32 bits of each start, and for text past 4 GiB the index of the first
/// run of each further 4 GiB. Starts are appended in non-decreasing order.
struct RunStarts: ~Copyable {
    private var low: GrowableBuffer<UInt32>
    /// One entry per 4 GiB step of the high bits: the first run past it.
    private var steps: [Int] = []
    /// The high bits (`start >> 32`) of the newest start.
    private var high = 0

    var count: Int { low.count }

    /// Room for `capacity` starts.
    init(capacity: Int = 0) {
        low = GrowableBuffer(capacity: capacity)
    }

    /// Appends a start, not below the previous one.
    @inline(__always)
    mutating func append(_ start: Int) {
        if start >> 32 != high { step(to: start >> 32) }
        low.append(UInt32(truncatingIfNeeded: start))
    }

    @inline(never)
    private mutating func step(to newHigh: Int) {
        precondition(newHigh > high, "run starts go forward")
        while high < newHigh {
            steps.append(low.count)
            high += 1
        }
    }

    /// Calls `body` with each start's index and the start, in order, as a
    /// full offset.
    func forEachStart(_ body: (_ index: Int, _ start: Int) -> Void) {
        var passedSteps = 0
        low.withUnsafeBufferPointer { low in
            for index in low.indices {
                while passedSteps < steps.count && steps[passedSteps] <= index {
                    passedSteps += 1
                }
                body(index, passedSteps << 32 | Int(low[index]))
            }
        }
    }

    /// Every start, in order.
    var starts: [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        forEachStart { _, start in out.append(start) }
        return out
    }
}
