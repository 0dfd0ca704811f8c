import Foundation
import Testing

@testable import HTMLRuns

/// `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` and `color-mix()`
/// against what Chromium paints: `CSS/ModernColors/painted.json` holds, for
/// each value of `colors.txt`, whether Chromium's style system takes it and
/// the pixel it draws on an sRGB canvas (`Scripts/color-reference.py`
/// made it; the browser oracle cannot, since `getComputedStyle` reports
/// these colours in their own spaces).
@Suite struct ColorModernFunctionTests {
    struct Painted: Decodable {
        var color: String
        var valid: Bool
        var rgba: [Int]
    }

    static let painted: [Painted] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ModernColors/painted.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Painted].self, from: data)) ?? []
    }()

    /// Values Chromium takes that htmlruns does not, and why.
    static let knownDifferences: [String: String] = [
        "color-mix(in srgb, currentcolor, red)":
            "a mix with currentColor is not a colour until the element's colour is known; ColorValue has no such case"
    ]

    @Test func everyPaintedColourIsRead() throws {
        #expect(Self.painted.count > 400)
        var wrong: [String] = []
        for entry in Self.painted where Self.knownDifferences[entry.color] == nil {
            let parsed = ColorValue.parse(entry.color)
            guard entry.valid else {
                if parsed != nil { wrong.append("\(entry.color): Chromium rejects it, htmlruns reads \(parsed!)") }
                continue
            }
            guard case .color(let c)? = parsed else {
                wrong.append("\(entry.color): not read")
                continue
            }
            let expected = entry.rgba
            // The canvas keeps premultiplied 8-bit channels: below full
            // alpha a channel read back is off by up to 255 / alpha.
            guard expected[3] >= 26 else { continue }
            let tolerance = expected[3] >= 250 ? 2 : 1 + 255 / expected[3]
            let got = [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)]
            let off = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
            if off > tolerance { wrong.append("\(entry.color): Chromium \(expected), htmlruns \(got)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func knownDifferencesStillDiffer() {
        for (value, _) in Self.knownDifferences {
            #expect(ColorValue.parse(value) == nil, "\(value) is read now: take it off the list")
        }
    }

    /// The colours reach the styled string: a `color` and a `background`.
    @Test func modernColoursStyleText() {
        let styled = HTMLConverter().convert(
            #"<p style="color: oklch(62.8% 0.2577 29.23); background: color-mix(in srgb, red 40%, blue)">a</p>"#)
        #expect(styled.runs.first?.attributes.color == Color(red: 255, green: 0, blue: 0))
        #expect(styled.runs.first?.attributes.backgroundColor == Color(red: 0x66, green: 0, blue: 0x99))
    }
}

/// The libm-free functions behind the colour spaces agree with libm.
@Suite struct ElementaryFunctionTests {
    @Test func agreeWithFoundation() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let x = Double.random(in: 1e-6...50, using: &random)
            let y = Double.random(in: -3...3, using: &random)
            #expect(abs(Elementary.log(x) - Foundation.log(x)) <= 1e-12 * max(1, abs(Foundation.log(x))))
            #expect(abs(Elementary.exp(y) - Foundation.exp(y)) <= 1e-12 * Foundation.exp(y))
            #expect(abs(Elementary.pow(x, y) - Foundation.pow(x, y)) <= 1e-11 * Foundation.pow(x, y))
            let signed = Double.random(in: -8...8, using: &random)
            #expect(abs(Elementary.cbrt(signed) - Foundation.cbrt(signed)) <= 1e-13 * max(1, abs(signed)))
            let degrees = Double.random(in: -1000...1000, using: &random)
            let (s, c) = Elementary.sinCos(degrees: degrees)
            #expect(abs(s - Foundation.sin(degrees * .pi / 180)) <= 1e-12)
            #expect(abs(c - Foundation.cos(degrees * .pi / 180)) <= 1e-12)
            let (a, b) = (Double.random(in: -2...2, using: &random), Double.random(in: -2...2, using: &random))
            var expected = Foundation.atan2(a, b) * 180 / .pi
            if expected < 0 { expected += 360 }
            let got = Elementary.atan2Degrees(a, b)
            #expect(abs(got - expected) <= 1e-9 || abs(abs(got - expected) - 360) <= 1e-9)
        }
    }
}
