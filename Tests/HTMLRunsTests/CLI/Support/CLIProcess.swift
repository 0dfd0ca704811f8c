import Foundation
import HTMLRuns

/// Runs the built `htmlruns` executable as a process, the way a pipeline
/// does, and captures its stdout, stderr and exit status.
///
/// The executable is found beside the test binary (SwiftPM builds every
/// product into the same folder: `.build/<triple>/debug/htmlruns`), so the
/// tests use whatever `swift test --scratch-path ...` just built.
enum CLIProcess {
    struct Output {
        var status: Int32
        var stdoutData: Data
        var stderr: String
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        /// Non-empty stdout lines.
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        case timedOut([String])
        var description: String {
            switch self {
            case .notBuilt(let looked): "htmlruns executable not found (looked in \(looked)); run swift build first"
            case .timedOut(let arguments): "htmlruns \(arguments.joined(separator: " ")) did not finish in time"
            }
        }
    }

    /// The `htmlruns` executable next to the running test binary.
    static let executable: Result<URL, Failure> = {
        var folder = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        var looked: [String] = []
        // Linux: beside the .xctest file; macOS: above the .xctest bundle.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("htmlruns")
            looked.append(folder.path)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
            folder.deleteLastPathComponent()
        }
        return .failure(.notBuilt(looked.joined(separator: ", ")))
    }()

    /// Runs `htmlruns` with `arguments`, feeding `stdin` (an empty stdin
    /// when nil), in `directory`, with `environment` added to a clean copy
    /// of the test's environment (without NO_COLOR and HTMLRUNS_FORCE_TTY).
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
        in directory: URL? = nil, timeout: Double = 120
    ) throws -> Output {
        let executable = try executable.get()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("htmlruns-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        try (stdin ?? Data()).write(to: inURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["HTMLRUNS_FORCE_TTY"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let inHandle = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw Failure.timedOut(arguments)
            }
            usleep(5_000)
        }
        try outHandle.close()
        try errHandle.close()
        try inHandle.close()
        return Output(
            status: process.terminationStatus,
            stdoutData: try Data(contentsOf: outURL),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A temporary folder for one test, removed at the end.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("htmlruns-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    /// Writes a file (creating its folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relative)), as: UTF8.self)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path)
    }

    /// Every file below the folder, relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var out: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(next).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                out.append(next)
            }
        }
        return out.sorted()
    }
}

/// What the library in this build can already do. The CLI is built against
/// the public API while the pipeline stages land one by one; tests of
/// output that only a real stage produces (styles, repairs, `"source"` in
/// JSON) are enabled as soon as that stage is in.
enum PipelineStatus {
    /// The converter maps markup (the stub returns the input as text).
    static let convertsMarkup: Bool = !HTMLRuns.convert("<b>x</b>").text.contains("<")

    /// The JSON writer escapes strings and writes `"source"` (the stub does neither).
    static let writesJSON: Bool = {
        let json = StyledString(text: "\"", runs: []).json(source: "s")
        return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil && json.contains("\"source\"")
    }()
}

extension CLIProcess.Output {
    /// The stdout lines parsed as JSON objects (nil for a line that is not one).
    var jsonLines: [[String: Any]?] {
        lines.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    /// No sign of a crash: no Swift runtime error or backtrace on stderr,
    /// and not killed by a signal.
    var endedCleanly: Bool {
        !stderr.contains("Fatal error") && !stderr.contains("Backtrace") && !stderr.contains("Crash")
            && (0...4).contains(status)
    }
}
