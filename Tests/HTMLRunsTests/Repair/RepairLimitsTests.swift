import Testing

@testable import HTMLRuns

/// Hostile nesting: the depth limit flattens, and deep or wide inputs build
/// in linear time without recursion.
@Suite struct RepairLimitsTests {
    /// The depth of the deepest element of a document.
    static func maximumDepth(_ document: Document) -> Int {
        struct Depth: NodeWalker {
            var depth = 0
            var maximum = 0
            mutating func enterElement(_ node: Int32, in document: Document) -> Bool {
                depth += 1
                maximum = max(maximum, depth)
                return true
            }
            mutating func exitElement(_ node: Int32, in document: Document) { depth -= 1 }
        }
        var walker = Depth()
        document.walk(&walker)
        return walker.maximum
    }

    @Test func elementsBeyondTheDepthLimitAreFlattenedKeepingText() {
        var options = Options()
        options.maxNestingDepth = 3
        expectTree(
            "<div><div><div><div>x</div>y</div>z</div></div>w",
            """
            | <div>
            |   <div>
            |     <div>
            |       "xy"
            |     "z"
            | "w"
            """, options: options)
    }

    @Test func depthLimitIsReportedOnce() {
        var options = Options()
        options.maxNestingDepth = 2
        let (_, log) = RepairHarness.build("<div><div><div><div><div>x", options: options)
        #expect(log.entries.filter { $0.kind == .depthLimit }.count == 1)
    }

    @Test func voidAndRawTextElementsPassTheDepthLimit() {
        var options = Options()
        options.maxNestingDepth = 1
        expectTree(
            "<div><br><script>s</script><b>x</b></div>",
            """
            | <div>
            |   <br>
            |   <script>
            |     "s"
            |   "x"
            """, options: options)
    }

    @Test func hundredThousandNestedDivsBuild() {
        let html = String(repeating: "<div>", count: 100_000) + "x" + String(repeating: "</div>", count: 100_000)
        let (document, log) = RepairHarness.build(html)
        #expect(Self.maximumDepth(document) == 512)
        #expect(log.entries.filter { $0.kind == .depthLimit }.count == 1)
        #expect(document.nodes.count == 512 + 2)
    }

    @Test func hundredThousandNestedBoldsBuild() {
        let html = String(repeating: "<b>", count: 100_000) + "x"
        let (document, _) = RepairHarness.build(html)
        #expect(Self.maximumDepth(document) == 512)
    }

    @Test func fiftyThousandDistinctUnclosedFormattingElementsStayLinear() {
        // Each <p> closes the formatting elements opened in the one before,
        // and each text re-opens what is left in the list: the list's cap
        // keeps that bounded.
        var html = ""
        for i in 0..<50_000 { html += "<p><b id=\(i)>x" }
        let (document, _) = RepairHarness.build(html)
        #expect(Self.maximumDepth(document) <= 512)
    }

    @Test func deeplyMisnestedFormattingRunsTheAdoptionAgencyBounded() {
        let html = String(repeating: "<b><i><div>", count: 2_000) + "x" + String(repeating: "</b></i>", count: 2_000)
        let (document, _) = RepairHarness.build(html)
        #expect(Self.maximumDepth(document) <= 512 + 1)
    }

    @Test func manyTablesInsideCellsBuild() {
        let html = String(repeating: "<table><tr><td>", count: 5_000) + "x"
        let (document, _) = RepairHarness.build(html)
        #expect(Self.maximumDepth(document) <= 512 + 3)
    }
}
