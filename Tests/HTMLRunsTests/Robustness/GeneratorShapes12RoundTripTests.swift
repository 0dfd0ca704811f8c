import Testing

@_spi(Testing) @testable import HTMLRuns

/// Shapes found by the generator (seeds 2001-2020), each failing the
/// `html` round trip on the code before, minimised. Each test asserts the
/// shape too, so that it cannot pass vacuously.
@Suite struct GeneratorShapes12RoundTripTests {
    /// A details, or a list or quote holding a summary, whose first block
    /// starts in mid-line: the hidden box around it makes no line break
    /// (`c<a style="visibility: hidden"><details open><b style="display:
    /// table-cell"><y style="visibility: visible">b` is a paragraph `"c"`,
    /// then a paragraph `"b"` in a details, in the same line). The writer
    /// wrote such containers hidden in mid-line only when they were
    /// tables, quotes, figures or lists holding a paragraph, heading,
    /// `pre`, term or figure caption; a details, and a summary as the
    /// first block, are written so too now.
    @Test(arguments: [
        "c<a style=\"visibility:hidden\"><details open><b style=\"display:table-cell\"><y style=\"visibility:visible\">b",
        "c<a style=\"visibility:hidden\"><details open><b style=\"display:table-cell\"><y style=\"visibility:visible\">b</y></b>q</details></a>z",
        "c<a style=\"visibility:hidden\"><details open><h3 style=\"display:table-cell\"><y style=\"visibility:visible\">b",
        "x<i style=\"visibility:hidden\"><details><summary style=\"display:table-cell\"><u style=\"visibility:visible\">s",
        "c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><ul><summary><t style=\"visibility:visible\"><",
        "c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><ol><summary><t style=\"visibility:visible\">s</t></summary><li>k",
        "<h2>c<e style=\"visibility:hidden\"><l style=\"display:table-cell\"><blockquote><summary><t style=\"visibility:visible\">s",
        "c<t style=\"visibility:hidden\"><p style=\"display:table-cell\"><details open><u style=\"visibility:visible\">T",
    ])
    func containerStartingInMidLineRoundTrips(_ html: String) {
        let (styled, bytes) = HTMLRoundTripTests.converted(html)
        // (A container starting in mid-line, with the block it starts.)
        let container = styled.containers.first {
            $0.range.lowerBound > 0 && bytes[$0.range.lowerBound - 1] != 0x0A
        }
        #expect(container != nil)
        #expect(styled.blocks.contains { $0.range.lowerBound == container?.range.lowerBound })
        #expect(HTMLRoundTripTests.difference(html) == nil)
    }
}
