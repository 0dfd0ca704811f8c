import Testing

@testable import HTMLRuns

/// The tree builder's messages are built without interpolation; they must
/// read exactly as interpolation would make them.
@Suite struct DiagnosticTextTests {
    @Test func joinsAsInterpolationDoes() {
        for name in ["a", "blockquote", "x-élément", "", "a-very-long-custom-element-name-indeed"] {
            #expect(
                DiagnosticText.join("</", name, "> without a matching open element ignored")
                    == "</\(name)> without a matching open element ignored")
            #expect(
                DiagnosticText.join("</", name, "> closes a <", name, "> that was closed")
                    == "</\(name)> closes a <\(name)> that was closed")
            #expect(DiagnosticText.join("<", name, "> ignored: ", "why") == "<\(name)> ignored: why")
            #expect(DiagnosticText.join("", name) == name)
        }
    }
}
