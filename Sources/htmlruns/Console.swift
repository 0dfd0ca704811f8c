// Writing to stdout and stderr without buffering surprises, what the
// terminal is, and usage errors.
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
        exit(ExitStatus.usage.rawValue)
    }

    /// The value of an environment variable, nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `fd` is a terminal. `HTMLRUNS_FORCE_TTY=1` says yes for
    /// stdout and stderr: the hook the tests use to see the progress bar
    /// and colours without a pseudo-terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        if fd != 0, environment("HTMLRUNS_FORCE_TTY") == "1" { return true }
        return isatty(fd) == 1
    }

    /// Columns of the terminal on stderr; 80 when unknown.
    static var errorColumns: Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment("COLUMNS").flatMap(Int.init), columns > 0 { return columns }
        return 80
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
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            left -= n
            base += n
        }
    }
}
