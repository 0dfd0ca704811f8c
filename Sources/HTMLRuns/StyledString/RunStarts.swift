/// Where a `StyledStringBuilder`'s runs start, in four bytes a run rather
/// than eight (a marker-dense input makes a run every few bytes): the low
/// 32 bits of each start, and for text past 4 GiB the index of the first
/// run of each further 4 GiB. Starts are appended in non-decreasing order.
struct RunStarts: Sequence {
    private var low: [UInt32] = []
    /// One entry per 4 GiB step of the high bits: the first run past it.
    private var steps: [Int] = []
    /// The high bits (`start >> 32`) of the newest start.
    private var high = 0

    var count: Int { low.count }

    mutating func reserveCapacity(_ capacity: Int) {
        low.reserveCapacity(capacity)
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

    /// The starts in order, as full offsets.
    struct Iterator: IteratorProtocol {
        fileprivate let starts: RunStarts
        private var index = 0
        private var passedSteps = 0

        fileprivate init(_ starts: RunStarts) {
            self.starts = starts
        }

        mutating func next() -> Int? {
            guard index < starts.low.count else { return nil }
            while passedSteps < starts.steps.count && starts.steps[passedSteps] <= index {
                passedSteps += 1
            }
            defer { index += 1 }
            return passedSteps << 32 | Int(starts.low[index])
        }
    }

    func makeIterator() -> Iterator { Iterator(self) }
}
