// Turning the command line's FILE, DIR and '-' arguments into the ordered
// list of inputs: directories are walked recursively for *.html and *.htm,
// in a fixed order so that the output is the same on every machine.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One document to convert.
struct Input: Sendable {
    enum Origin: Sendable {
        case stdin
        case file(String)
        /// Could not even be listed (a missing path, an unreadable folder).
        case failed(String)
    }

    var origin: Origin
    /// The name used in JSON Lines, diagnostics and messages: the path as
    /// given or found, or `<stdin>`.
    var source: String
    /// Where the output goes under `--out`, before the extension changes:
    /// the file's name for a file argument, its path below the directory
    /// for a file found in a directory argument.
    var relativePath: String
    /// Size in bytes when known (for the progress bar).
    var size: Int = 0
    /// Found by walking a directory argument.
    var fromDirectory = false
}

enum InputCollector {
    /// The inputs of the arguments, in argument order; a directory's files
    /// sorted by path, byte by byte. Hidden files and folders (`.name`) are
    /// skipped, and so are symbolic links to folders (no cycles).
    static func collect(_ arguments: [String]) -> [Input] {
        var inputs: [Input] = []
        for argument in arguments {
            if argument == "-" {
                inputs.append(Input(origin: .stdin, source: "<stdin>", relativePath: "stdin"))
                continue
            }
            var info = stat()
            guard stat(argument, &info) == 0 else {
                let why = InputReader.reason(errno)
                inputs.append(Input(origin: .failed("\(argument): \(why)"), source: argument, relativePath: argument))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [(relative: String, size: Int)] = []
                var failures: [String] = []
                walk(argument, relative: "", into: &found, failures: &failures)
                found.sort { Array($0.relative.utf8).lexicographicallyPrecedes(Array($1.relative.utf8)) }
                let base = argument.hasSuffix("/") ? argument : argument + "/"
                for file in found {
                    inputs.append(
                        Input(
                            origin: .file(base + file.relative), source: base + file.relative,
                            relativePath: file.relative, size: file.size, fromDirectory: true))
                }
                for failure in failures {
                    inputs.append(
                        Input(
                            origin: .failed(failure), source: argument, relativePath: argument,
                            fromDirectory: true))
                }
            } else {
                let name = argument.split(separator: "/").last.map(String.init) ?? argument
                inputs.append(
                    Input(
                        origin: .file(argument), source: argument, relativePath: name,
                        size: Int(info.st_size)))
            }
        }
        return inputs
    }

    /// Whether a file name is an HTML input: `*.html` or `*.htm`, any case.
    static func isHTML(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    private static func walk(
        _ directory: String, relative: String,
        into found: inout [(relative: String, size: Int)], failures: inout [String]
    ) {
        guard let handle = opendir(directory) else {
            failures.append("\(directory): \(InputReader.reason(errno))")
            return
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            if (link.st_mode & S_IFMT) == S_IFDIR {
                walk(path, relative: relativePath, into: &found, failures: &failures)
            } else if isHTML(name) {
                var info = stat()
                // A symbolic link counts when it leads to a regular file.
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                found.append((relativePath, Int(info.st_size)))
            }
        }
    }
}
