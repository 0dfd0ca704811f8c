import Foundation
@_spi(Testing) import HTMLRuns
import Testing

/// Every fragment the fuzzer starts from (`Corpus/` and `../shared/corpus`),
/// and the html5lib fragments the browser judged, keeps every invariant, the html round trip included: a seed that breaks
/// one would stop the fuzzer before it explores anything.
@Suite struct CorpusInvariantTests {
    static func fragments() -> [URL] {
        var out: [URL] = []
        for root in [
            SharedFiles.corpus, SharedFiles.shared.appendingPathComponent("corpus"),
            BrowserCorpusTests.directory(of: "html5lib"),
        ]
        where SharedFiles.exists(root) {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = files?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { out.append(url) }
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// `HTMLRUNS_INVARIANT_DIR=DIR swift test --filter CorpusInvariant`
    /// checks every file of DIR too and lists what breaks (for triaging
    /// what the fuzzer set aside in `.build-fuzz/round-trip`).
    @Test func filesOfHTMLRUNS_INVARIANT_DIRKeepEveryInvariant() throws {
        guard let path = ProcessInfo.processInfo.environment["HTMLRUNS_INVARIANT_DIR"] else { return }
        let checker = InvariantChecker(parseJSON: { try? JSONSerialization.jsonObject(with: Data($0.utf8)) })
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        var failures: [String] = []
        for name in names {
            let (_, violations) = checker.check(Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))))
            if !violations.isEmpty { failures.append("\(name): \(violations[0].prefix(400))") }
        }
        print("HTMLRUNS_INVARIANT_DIR: \(names.count - failures.count) of \(names.count) keep every invariant")
        for f in failures { print("BREAKS \(f)") }
        #expect(failures.isEmpty)
    }

    @Test func everySeedFragmentKeepsEveryInvariant() throws {
        let checker = InvariantChecker(parseJSON: { try? JSONSerialization.jsonObject(with: Data($0.utf8)) })
        let files = Self.fragments()
        #expect(files.count > 900)
        var failures: [String] = []
        for url in files {
            let (_, violations) = checker.check(Array(try Data(contentsOf: url)))
            if !violations.isEmpty { failures.append("\(url.lastPathComponent): \(violations[0])") }
        }
        #expect(failures.isEmpty, "\(failures.count) fragments:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}
