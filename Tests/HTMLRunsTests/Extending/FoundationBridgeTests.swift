// The Foundation bridges on a real conversion, as a user calls them.
import Foundation
import HTMLRuns
import HTMLRunsFoundation
import Testing

@Suite struct FoundationBridgeTests {
    let styled = HTMLRuns.convert(
        #"<i>é</i>🙂<b>x</b> <a href="https://example.org/a">l</a> <span style="color:#f00">r</span>"#)

    @Test func attributedStringKeepsTextAndAttributes() {
        let attributed = AttributedString(styled)
        #expect(String(attributed.characters) == styled.text)
        var seen: [String: AttributeContainer] = [:]
        for run in attributed.runs { seen[String(attributed[run.range].characters)] = run.attributes }
        #expect(seen["é"]?[HTMLRunsItalicAttribute.self] == true)
        #expect(seen["é"]?[HTMLRunsBoldAttribute.self] == nil)
        #expect(seen["x"]?[HTMLRunsBoldAttribute.self] == true)
        #expect(seen["l"]?.link == URL(string: "https://example.org/a"))
        #expect(seen["r"]?[HTMLRunsColorAttribute.self] == Color(red: 255, green: 0, blue: 0))
    }

    @Test func attributedStringDynamicLookupInTheScope() {
        let attributed = AttributedString(styled)
        let bold = attributed.runs.first { String(attributed[$0.range].characters) == "x" }
        #expect(bold?.htmlRunsBold == true)
        #expect(bold?.htmlRunsTextAttributes?.bold == true)
    }

    @Test func nsAttributedStringRangesAreUTF16() {
        let ns = NSAttributedString(styled)
        #expect(ns.string == styled.text)
        // "é" is 1 UTF-16 unit and "🙂" 2, so "x" is at 3 (it is at 6 in UTF-8).
        #expect(ns.attribute(.htmlRunsItalic, at: 0, effectiveRange: nil) as? Bool == true)
        #expect(ns.attribute(.htmlRunsBold, at: 1, effectiveRange: nil) == nil)
        var range = NSRange(location: 0, length: 0)
        #expect(ns.attribute(.htmlRunsBold, at: 3, effectiveRange: &range) as? Bool == true)
        #expect(range == NSRange(location: 3, length: 1))
        let l = (ns.string as NSString).range(of: "l")
        #expect(
            ns.attribute(.htmlRunsLink, at: l.location, effectiveRange: nil) as? URL
                == URL(string: "https://example.org/a"))
        let r = (ns.string as NSString).range(of: "r")
        #expect(
            ns.attribute(.htmlRunsColor, at: r.location, effectiveRange: nil) as? Color
                == Color(red: 255, green: 0, blue: 0))
    }

    @Test func textBetweenRunsAndEmptyInputBridge() {
        #expect(AttributedString(HTMLRuns.convert("")).characters.isEmpty)
        #expect(NSAttributedString(HTMLRuns.convert("")).length == 0)
        let plain = HTMLRuns.convert("plain <b>b</b>")
        #expect(NSAttributedString(plain).string == "plain b")
    }
}
