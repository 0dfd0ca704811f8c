import Foundation

/// Paths to the project's own files and to `../shared` beside the checkout,
/// found from this source file so tests run from any working directory.
enum SharedFiles {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // HTMLRunsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared` beside the checkout (SPEC, browser corpus, html5lib-tests).
    static let shared: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// `Corpus/` in the package.
    static let corpus: URL = packageRoot.appendingPathComponent("Corpus")

    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
