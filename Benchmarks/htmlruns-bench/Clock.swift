// Timing for the harness: the standard library's ContinuousClock (a
// monotonic clock_gettime underneath), a warm-up run, then N timed runs
// (fewer when a run is slow, never fewer than `minimumRuns`), reported as
// median and minimum. Each run also reads the converting thread's CPU
// time (`CLOCK_THREAD_CPUTIME_ID`): their ratio says whether other
// processes took the thread's CPU during the measurement. (On this
// project's 2-core machine they barely do: a busy neighbour slows the
// conversion as much in CPU time as in wall time, by sharing the core,
// not by taking turns on it.)

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps results alive so the optimiser cannot drop the work that made them.
nonisolated(unsafe) var blackHole = 0

/// Median and minimum of a set of timed runs.
struct Stats: Codable {
    var runs: Int
    var medianSeconds: Double
    var minSeconds: Double
    /// The median of the runs' CPU time on the measuring thread (0 when
    /// not measured).
    var cpuMedianSeconds: Double = 0

    init(_ samples: [Double], cpu: [Double] = []) {
        runs = samples.count
        minSeconds = samples.min() ?? 0
        medianSeconds = Self.median(samples)
        cpuMedianSeconds = Self.median(cpu)
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        return sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Throughput for `bytes` at the median CPU time (0 when not measured).
    func cpuMegabytesPerSecond(_ bytes: Int) -> Double {
        cpuMedianSeconds > 0 ? Double(bytes) / cpuMedianSeconds / 1_000_000 : 0
    }

    /// The share of the median wall time the thread spent on a CPU
    /// (about 1 on a quiet machine; lower when other processes ran).
    var onCPUShare: Double {
        medianSeconds > 0 && cpuMedianSeconds > 0 ? min(1, cpuMedianSeconds / medianSeconds) : 0
    }

    /// Throughput for `bytes` at the median.
    func megabytesPerSecond(_ bytes: Int) -> Double {
        medianSeconds > 0 ? Double(bytes) / medianSeconds / 1_000_000 : 0
    }

    /// Nanoseconds per byte at the median.
    func nanosecondsPerByte(_ bytes: Int) -> Double {
        bytes > 0 ? medianSeconds * 1e9 / Double(bytes) : 0
    }
}

/// How many runs to make.
struct RunPlan {
    /// Timed runs wanted.
    var runs: Int
    /// Runs made even when the budget is spent.
    var minimumRuns: Int
    /// Seconds after which no further run starts (past `minimumRuns`).
    var budgetSeconds: Double
    /// Short workloads run on past `runs` until this many seconds are
    /// measured (at most `maximumRuns` runs): on a shared machine the
    /// median of seven runs of two milliseconds moves by tens of percent.
    var minimumSeconds: Double = 0
    var maximumRuns: Int = 0
    /// A warm-up longer than a second counts as a run. Off with `--runs N`:
    /// then the body always runs N + 1 times, whatever the speed (under
    /// callgrind a conversion can take a second or not).
    var countsLongWarmUp = true
}

extension Duration {
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}

/// The calling thread's CPU time so far, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Times `body`: one warm-up run, then the plan's runs.
func measure(_ plan: RunPlan, _ body: () -> Int) -> Stats {
    let clock = ContinuousClock()
    // Warm-up: page faults, lazy tables, compiled patterns. A warm-up longer
    // than a second is dominated by the work itself, so it counts as a run
    // (the regex strategy at 16 MB would otherwise cost minutes).
    var warmUpResult = 0
    let warmUp = clock.measure { warmUpResult = body() }.seconds
    blackHole &+= warmUpResult
    let countsWarmUp = plan.countsLongWarmUp && warmUp > 1
    var samples: [Double] = countsWarmUp ? [warmUp] : []
    var cpu: [Double] = []
    var spent = countsWarmUp ? warmUp : 0
    while samples.count < plan.runs || (spent < plan.minimumSeconds && samples.count < plan.maximumRuns) {
        var result = 0
        let cpuStart = threadCPUSeconds()
        let elapsed = clock.measure { result = body() }.seconds
        cpu.append(threadCPUSeconds() - cpuStart)
        blackHole &+= result
        samples.append(elapsed)
        spent += elapsed
        if samples.count >= plan.minimumRuns && spent > plan.budgetSeconds { break }
    }
    // A counted warm-up has no CPU time: the CPU median is of the others.
    return Stats(samples, cpu: cpu)
}
