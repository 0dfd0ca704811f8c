import Foundation
import Testing

@testable import HTMLRuns

/// Writes `NAME.tree` next to every `NAME.html` of the directory named by
/// `HTMLRUNS_TREE_DUMP_DIR`, for comparing trees with a reference parser
/// outside the test run. Does nothing when the variable is not set.
@Suite struct OracleDump {
    @Test func dumpTreesForComparison() throws {
        guard let directory = ProcessInfo.processInfo.environment["HTMLRUNS_TREE_DUMP_DIR"] else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".html") }
        for file in files {
            let path = directory + "/" + file
            let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            let tree = RepairHarness.tree(html)
            try Data((tree + "\n").utf8).write(to: URL(fileURLWithPath: String(path.dropLast(5)) + ".tree"))
        }
    }
}
