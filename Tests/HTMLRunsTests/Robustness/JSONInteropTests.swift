import Foundation
import Testing

@testable import HTMLRuns

/// The JSON is read back unchanged by Foundation, whatever the text holds.
@Suite struct JSONInteropTests {
    static func parsedText(_ styled: StyledString) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(styled.json().utf8)) as? [String: Any]
        return object?["text"] as? String
    }

    @Test func textStartingWithZeroWidthNoBreakSpaceSurvivesFoundation() {
        // Foundation on Linux drops a raw U+FEFF that starts a JSON string.
        let styled = HTMLConverter().convert("x<p>\u{FEFF}y</p>")
        #expect(styled.text == "x\n\u{FEFF}y")
        #expect(styled.json().contains("\\ufeffy"))
        #expect(Self.parsedText(HTMLConverter().convert("&#xFEFF;a")) == "\u{FEFF}a")
    }

    @Test func lineAndParagraphSeparatorsRoundTrip() {
        let styled = HTMLConverter().convert("a\u{2028}b\u{2029}c")
        #expect(Self.parsedText(styled) == "a\u{2028}b\u{2029}c")
    }

    @Test func controlsAndQuotesRoundTrip() {
        let text = "q\"\\\u{1}\u{7F}\u{85}\u{9F}\u{FFFD}\u{10FFFF}"
        let styled = HTMLConverter().convert(text)
        #expect(Self.parsedText(styled) == styled.text)
    }
}
