import Testing

@testable import HTMLRuns

/// Every repair is reported, once, with the right kind.
@Suite struct RepairDiagnosticsTests {
    @Test func misnestedFormattingIsReportedOnce() {
        #expect(RepairHarness.diagnosticKinds("<b>1<i>2</b>3</i>") == [.misnestedTag])
    }

    @Test func strayEndTagIsReported() {
        #expect(RepairHarness.diagnosticKinds("a</div>b") == [.strayEndTag])
    }

    @Test func fosterParentedTextIsReportedOncePerRun() {
        #expect(RepairHarness.diagnosticKinds("<table>x y<tr><td>z</table>") == [.fosterParented])
    }

    @Test func ignoredStartTagIsReported() {
        #expect(RepairHarness.diagnosticKinds("<html>a") == [.ignoredTag])
    }

    @Test func unclosedFormattingElementIsReportedAtEnd() {
        let (_, log) = RepairHarness.build("x<b>y")
        #expect(log.entries.map(\.kind) == [.unclosedElement])
        #expect(log.entries.first?.offset == 1)
    }

    @Test func elementsWithOptionalEndTagsAreNotReported() {
        #expect(RepairHarness.diagnosticKinds("<p>a<ul><li>b<li>c</ul><table><tr><td>d</table>") == [])
    }

    @Test func reopenedFormattingIsReportedOnlyOnce() {
        // The clone of <b> inside the <p> is the same element to the reader.
        #expect(RepairHarness.diagnosticKinds("<b>a<p>b") == [.unclosedElement])
    }

    @Test func formattingClosedByParagraphEndThenClosedIsMisnested() {
        #expect(RepairHarness.diagnosticKinds("<p><b>x</p>y</b>") == [.misnestedTag])
        #expect(RepairHarness.diagnosticKinds("<p><b>x</p></b>") == [.misnestedTag])
    }

    @Test func formattingClosedByParagraphEndAndNeverClosedIsUnclosed() {
        #expect(RepairHarness.diagnosticKinds("<p><b>x</p>") == [.unclosedElement])
    }

    @Test func elementClosedByAnEnclosingEndTagIsReported() {
        #expect(RepairHarness.diagnosticKinds("<div><span>a</div>b") == [.unclosedElement])
    }

    @Test func nulInBodyIsDroppedAndReportedOnce() {
        let (document, log) = Pipeline(options: Options()).buildTree(Array("a\u{0}b".utf8))
        #expect(TreeDump.dump(document) == "| \"ab\"")
        #expect(log.entries.map(\.kind) == [.invalidCharacter])
    }

    @Test func nulInSvgBecomesReplacementCharacterReportedOnce() {
        let (document, log) = Pipeline(options: Options()).buildTree(Array("<svg>a\u{0}b</svg>".utf8))
        #expect(TreeDump.dump(document) == "| <svg svg>\n|   \"a\u{FFFD}b\"")
        #expect(log.entries.map(\.kind) == [.invalidCharacter])
    }
}
