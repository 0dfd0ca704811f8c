import Foundation
import Testing

@testable import HTMLRuns

/// The examples that motivated htmlruns (ZMarkupParser's README and issues),
/// each checked against what a browser shows.
@Suite struct SeedExampleTests {
    /// The attributes over each character, as (text, attributes) pieces.
    static func pieces(_ styled: StyledString) -> [(String, TextAttributes)] {
        let utf8 = Array(styled.text.utf8)
        return styled.runs.map { (String(decoding: utf8[$0.range], as: UTF8.self), $0.attributes) }
    }

    @Test func misnestedFormattingIsReopened() {
        let styled = HTMLRuns.convert("<b>Bold<i>Bold+Italic</b>Italic</i>")
        #expect(styled.text == "BoldBold+ItalicItalic")
        let p = Self.pieces(styled)
        #expect(p.map(\.0) == ["Bold", "Bold+Italic", "Italic"])
        #expect(p.map(\.1.bold) == [true, true, false])
        #expect(p.map(\.1.italic) == [false, true, true])
        #expect(styled.diagnostics.contains { $0.kind == .misnestedTag })
    }

    @Test func brIsALineBreakInEveryForm() {
        #expect(HTMLRuns.convert("one<br>two<br/>three</br>four").text == "one\ntwo\nthree\nfour")
    }

    @Test func bogusTagIsAnUnknownElementNotText() {
        let styled = HTMLRuns.convert("<Congratulation!>Thanks</Congratulation!> for <b>reading")
        #expect(styled.text == "Thanks for reading")
        #expect(Self.pieces(styled).last?.1.bold == true)
    }

    @Test func halfwidthSoundMarkDoesNotHideTagEnd() {
        let styled = HTMLRuns.convert(#"<a href="x">゚▽゚*)</a>"#)
        #expect(styled.text == "゚▽゚*)")
        #expect(styled.runs.count == 1)
        #expect(styled.runs.first?.attributes.link == "x")
    }

    @Test func quotedGreaterThanStaysInTheAttribute() {
        let styled = HTMLRuns.convert(#"<p foo=">now what?">Paragraph</p>"#)
        #expect(styled.text == "Paragraph")
    }

    @Test func unclosedBoldKeepsItsBold() {
        let styled = HTMLRuns.convert("plain <b>bold to the end")
        #expect(Self.pieces(styled).map(\.1.bold) == [false, true])
    }

    @Test func threeDigitHexColourIsRed() {
        let styled = HTMLRuns.convert(#"<span style="color:#f00">red</span>"#)
        #expect(styled.runs.first?.attributes.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func lessThanThatStartsNoTagIsText() {
        #expect(HTMLRuns.convert("a < b and 1<2").text == "a < b and 1<2")
    }

    @Test func mixedChineseSampleMatchesTheBrowser() throws {
        let url = SharedFiles.shared.appendingPathComponent("corpus/browser/seed-zmp-mixed.html")
        let html = try String(contentsOf: url, encoding: .utf8)
        let styled = HTMLRuns.convert(html)
        #expect(
            BrowserComparison.ours(styled).lines == [
                "我", "同意提供個人身分證字號／護照／居留證號碼，以供跨境物流方通關使用，並已了解跨境", "商品之物", "流需", "求",
            ])
        let link = Self.pieces(styled).first { $0.0 == "同意" }
        #expect(link?.1.link == "http://google.com")
        #expect(styled.attachments.count == 1)
    }
}
