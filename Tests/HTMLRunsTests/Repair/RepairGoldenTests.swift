import Testing

@testable import HTMLRuns

/// The repair stage on generated tag soup, against trees two reference
/// parsers agreed on (`RepairGoldenCases`).
@Suite struct RepairGoldenTests {
    @Test(arguments: RepairGoldenCases.cases.indices)
    func tagSoupBuildsTheReferenceTree(_ index: Int) {
        let (html, tree) = RepairGoldenCases.cases[index]
        expectTree(html, tree)
    }
}
