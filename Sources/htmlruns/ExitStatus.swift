// The exit statuses of every command, and how several combine.

/// What `htmlruns` exits with. When several apply (one input unreadable,
/// another too large), the highest wins: 4 > 3 > 1 > 0. A usage error (2)
/// stops before anything is converted.
enum ExitStatus: Int32, Comparable, Sendable {
    /// Everything converted (and, for `corpus check`, matched).
    case success = 0
    /// `--strict` and an input needed a repair; or corpus mismatches.
    case failure = 1
    /// The command line was wrong; the usage was printed.
    case usage = 2
    /// An input could not be read (or an output not written); the others were converted.
    case unreadable = 3
    /// An input exceeded a limit (`--max-input-bytes`, `--max-depth`).
    case limit = 4

    static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}
