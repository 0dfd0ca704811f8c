// Converting many inputs in parallel while writing them in input order:
// a task group with at most `jobs` child tasks, whose results are held
// back until every earlier one has been written.

enum OrderedWork {
    /// Runs `work(i)` for every `i` in `0..<count`, at most `jobs` at a time,
    /// and calls `consume(i, result)` in order of `i`, each as soon as it and
    /// all before it are done. At most `4 × jobs` results wait at once, so a
    /// slow early input cannot make memory grow with the number of inputs.
    static func run<Result: Sendable>(
        count: Int,
        jobs: Int,
        work: @escaping @Sendable (Int) async -> Result,
        consume: (Int, Result) -> Void
    ) async {
        let jobs = max(1, jobs)
        let window = 4 * jobs
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0  // the next index to start
            var written = 0  // the next index to consume
            var running = 0
            var waiting: [Int: Result] = [:]
            func startMore() {
                while running < jobs, next < count, next < written + window {
                    let index = next
                    group.addTask { (index, await work(index)) }
                    next += 1
                    running += 1
                }
            }
            startMore()
            while let (index, result) = await group.next() {
                running -= 1
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: written) {
                    consume(written, ready)
                    written += 1
                }
                startMore()
            }
        }
    }
}
