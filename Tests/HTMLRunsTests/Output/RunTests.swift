import Foundation
import HTMLRuns
import Testing

/// Runs of one conversion share their attributes table; they must still
/// behave as plain values.
@Suite struct RunTests {
    @Test func settingOneRunsAttributesLeavesTheOthersAlone() {
        var styled = HTMLRuns.convert("<b>a</b>c<b>d</b>")
        #expect(styled.runs.count == 3)
        #expect(styled.runs[0] != styled.runs[2])  // same attributes, other ranges
        #expect(styled.runs[0].attributes == styled.runs[2].attributes)
        styled.runs[0].attributes.italic = true
        #expect(styled.runs[0].attributes.italic && styled.runs[0].attributes.bold)
        #expect(!styled.runs[2].attributes.italic)
        #expect(styled.runs[2].attributes.bold)
    }

    @Test func runsOfDifferentConversionsCompareByValue() {
        let a = HTMLRuns.convert("<i>x</i>y").runs
        let b = HTMLRuns.convert("<p><i>x</i>y</p>").runs
        var italic = TextAttributes()
        italic.italic = true
        #expect(a == b)
        #expect(Set(a) == Set(b))
        #expect(a[0] == Run(range: 0..<1, attributes: italic))
        #expect(a[0].hashValue == Run(range: 0..<1, attributes: italic).hashValue)
    }

    @Test func codableRoundTripKeepsRangesAndAttributes() throws {
        let styled = HTMLRuns.convert("<a href='https://e.com'>link</a> <span style='color:#f00'>red</span>")
        let data = try JSONEncoder().encode(styled)
        let decoded = try JSONDecoder().decode(StyledString.self, from: data)
        #expect(decoded == styled)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(styled.runs[0])) as? [String: Any]
        #expect(object?.keys.sorted() == ["attributes", "range"])
    }
}
