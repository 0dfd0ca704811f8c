// Peak memory of one piece of work on Linux: writing "5" to
// /proc/self/clear_refs resets the high-water mark (VmHWM) to the current
// resident set, so VmHWM afterwards minus VmRSS before is what the work
// added at its peak. Elsewhere the numbers are reported as unavailable.
// Before each measurement, glibc's `malloc_trim(0)` hands the pages of
// earlier runs' freed memory back to the kernel: otherwise they stay
// resident, the work reuses them without raising the high-water mark, and
// the measurement reads (close to) zero.
//
// Each figure is taken in a fresh process of the harness (`measured(_:)`,
// the hidden `--memory-child` mode): glibc's dynamic mmap threshold rises
// with every large block freed, so in a process that has already converted
// other workloads the same conversion's arrays come from the heap instead
// of fresh mappings, and its figure depends on what ran before (nested-lists
// read 9.5x alone and 11.3x after the realistic workloads, with the same
// code). A fresh process reads what one conversion costs, every time.

import Foundation
import HTMLRuns

#if canImport(Glibc)
    import Glibc
#endif

enum PeakMemory {
    /// Whether this kernel lets the harness reset the high-water mark.
    static let available: Bool = FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")

    /// A field of /proc/self/status in bytes (it is given in kB).
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    static func resetHighWaterMark() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// glibc's `malloc_trim`, looked up at run time (it is not in the
    /// Glibc module's headers); nil on other C libraries.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()

    /// What a fresh process measures for `job`, when it can be started;
    /// otherwise the in-process figure of `work`.
    static func measured(_ job: MemoryJob, orInProcess work: () -> Int) -> Int? {
        if available, let bytes = inFreshProcess(job) { return bytes }
        return added(by: work)
    }

    /// Runs this executable with `--memory-child` and reads the bytes it prints.
    private static func inFreshProcess(_ job: MemoryJob) -> Int? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--memory-child"] + job.arguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Bytes the work added to the resident set at its peak, or nil.
    static func added(by work: () -> Int) -> Int? {
        _ = mallocTrim?(0)
        guard available, let before = status("VmRSS"), resetHighWaterMark() else {
            blackHole &+= work()
            return nil
        }
        blackHole &+= work()
        guard let peak = status("VmHWM") else { return nil }
        return max(0, peak - before)
    }
}

/// One conversion whose peak memory a child process measures: a workload
/// (`rich-text`, or `adversarial/NAME`) at a size, by a strategy. By hand,
/// `htmlruns-bench --memory-child file:PATH 0 scalar` prints what converting
/// a file adds.
struct MemoryJob {
    var workload: String
    var size: Int
    var strategy: String

    var arguments: [String] { [workload, String(size), strategy] }

    init(workload: String, size: Int, strategy: String) {
        self.workload = workload
        self.size = size
        self.strategy = strategy
    }

    init?(arguments: [String]) {
        guard arguments.count == 3, let size = Int(arguments[1]) else { return nil }
        self.init(workload: arguments[0], size: size, strategy: arguments[2])
    }

    /// The input, generated as the harness generates it.
    func input() -> [UInt8]? {
        if workload.hasPrefix("file:") {
            return FileManager.default.contents(atPath: String(workload.dropFirst(5))).map { Array($0) }
        }
        if workload.hasPrefix("adversarial/") {
            let name = workload.dropFirst("adversarial/".count)
            return (adversarialFamilies + stylesheetFamilies).first { $0.name == name }?.make(size)
        }
        return workloadFamilies.first { $0.name == workload }?.make(size: size).bytes
    }

    /// In the child: generates the input, warms the converter's tables up
    /// on a small fragment (they are built once per process, and the parent
    /// has them already), and prints the bytes one conversion added.
    func runInChild() -> Int32 {
        guard let input = input() else { return 2 }
        blackHole &+=
            HTMLConverter().convert(bytes: Array("<p>warm <b>up</b> &amp; <a href=x>go</a></p>".utf8)).runs.count
        let added: Int?
        switch strategy {
        case "xml": added = PeakMemory.added { XMLBaseline.convert(input)?.runs.count ?? 0 }
        default:
            let options = Harness.options(strategy)
            added = PeakMemory.added { HTMLConverter(options: options).convert(bytes: input).runs.count }
        }
        guard let added else { return 1 }
        print(added)
        return 0
    }
}
