// Reading an input file or stdin as bytes, refusing what is over the limit
// before reading it all.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum InputReader {
    enum Failure: Error {
        /// Missing, a directory, no permission...: exit status 3.
        case unreadable(String)
        /// Larger than `--max-input-bytes`: exit status 4.
        case tooLarge(String)
    }

    /// The bytes of a file, or of stdin for `nil`. With a limit, a file is
    /// refused from its size alone, and stdin once one byte too many arrived.
    static func read(path: String?, limit: Int? = nil) throws(Failure) -> [UInt8] {
        let name = path ?? "<stdin>"
        let fd: Int32
        if let path {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw .unreadable("\(name): \(reason(errno))") }
        } else {
            fd = 0
        }
        defer { if path != nil { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable("\(name): \(reason(errno))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadable("\(name): is a directory") }
        let regular = (info.st_mode & S_IFMT) == S_IFREG
        if regular, let limit, Int(info.st_size) > limit {
            throw .tooLarge("\(name): \(info.st_size) bytes, more than --max-input-bytes \(limit)")
        }
        var bytes: [UInt8] = []
        if regular { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable("\(name): \(reason(errno))")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if let limit, bytes.count > limit {
                throw .tooLarge("\(name): more than --max-input-bytes \(limit) bytes")
            }
        }
        return bytes
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    /// The C library's words for an `errno`, lowercased: "no such file or directory".
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
