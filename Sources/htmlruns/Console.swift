// Writing to stdout and stderr without buffering surprises, and usage errors.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Console {
    static func out(_ text: String) {
        var text = text
        text.withUTF8 { buffer in write(1, buffer) }
    }

    static func err(_ text: String) {
        var text = text
        text.withUTF8 { buffer in write(2, buffer) }
    }

    /// Prints the problem and the usage on stderr, then exits with status 2.
    static func usageError(_ problem: String, usage: String) -> Never {
        err("htmlruns: \(problem)\n\n\(usage)\n")
        exit(2)
    }

    private static func write(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>) {
        guard var base = buffer.baseAddress else { return }
        var left = buffer.count
        while left > 0 {
            #if canImport(Glibc)
            let n = Glibc.write(fd, base, left)
            #else
            let n = Darwin.write(fd, base, left)
            #endif
            if n <= 0 { return }
            left -= n
            base += n
        }
    }
}
