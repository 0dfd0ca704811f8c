import Foundation

@testable import HTMLRuns

/// Where two ways of mapping the same input disagree, for the suites that
/// check a shortcut against the general rules (`CascadeCacheTests`,
/// `MappingShortPathTests`): `convert(input, true)` with the shortcut,
/// `convert(input, false)` without.
enum MappingComparison {
    /// The styled string of `input`: its tree, then a `DocumentMapper`
    /// set up by `configure` (a shortcut turned on or off).
    static func map(
        _ input: [UInt8], options: Options = Options(), _ configure: (inout DocumentMapper) -> Void
    ) -> StyledString {
        let (document, _) = Pipeline(options: options).buildTree(input)
        var mapper = DocumentMapper(options: options)
        configure(&mapper)
        return mapper.map(document)
    }

    /// The names of the corpus fragments (`CorpusInvariantTests.fragments`)
    /// whose two mappings differ, and how many fragments were read.
    static func differingFragments(
        _ convert: ([UInt8], Bool) -> StyledString
    ) throws -> (differing: [String], count: Int) {
        let files = CorpusInvariantTests.fragments().filter { $0.pathExtension == "html" }
        var differing: [String] = []
        for url in files {
            let input = Array(try Data(contentsOf: url))
            if convert(input, true) != convert(input, false) { differing.append(url.lastPathComponent) }
        }
        return (differing, files.count)
    }

    /// The first 200 bytes of each random fragment (a fifth of the
    /// property tests' count, from `seed`) whose two mappings differ.
    static func differingRandomFragments(seed: UInt64, _ convert: ([UInt8], Bool) -> StyledString) -> [String] {
        var random = RandomHTML(seed: seed)
        var differing: [String] = []
        for _ in 0..<InvariantPropertyTests.count / 5 {
            let input = random.document(budget: 80)
            if convert(input, true) != convert(input, false) {
                differing.append(String(decoding: input.prefix(200), as: UTF8.self))
            }
        }
        return differing
    }
}
