// Peak memory of one piece of work on Linux: writing "5" to
// /proc/self/clear_refs resets the high-water mark (VmHWM) to the current
// resident set, so VmHWM afterwards minus VmRSS before is what the work
// added at its peak. Elsewhere the numbers are reported as unavailable.
// Before each measurement, glibc's `malloc_trim(0)` hands the pages of
// earlier runs' freed memory back to the kernel: otherwise they stay
// resident, the work reuses them without raising the high-water mark, and
// the measurement reads (close to) zero.

import Foundation

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
