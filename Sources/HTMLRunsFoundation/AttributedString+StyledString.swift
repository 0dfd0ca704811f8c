import Foundation
import HTMLRuns

extension AttributedString {
    /// The styled string as an `AttributedString`: each run's attributes in
    /// the `htmlRuns` scope, its link as Foundation's `link` (a `URL`), and
    /// on Apple platforms the matching UIKit/AppKit font and colours.
    ///
    /// ```swift
    /// import HTMLRunsFoundation
    ///
    /// let attributed = AttributedString(HTMLRuns.convert(#"<b>Hi</b> <a href="https://x.org">x</a>"#))
    /// for run in attributed.runs {
    ///     print(attributed[run.range], run.htmlRunsBold ?? false, run.link as Any)
    /// }
    /// ```
    public init(_ styled: StyledString) {
        var result = AttributedString()
        styled.forEachPiece { text, attributes in
            var piece = AttributedString(text)
            if let attributes { piece.mergeAttributes(Self.container(for: attributes)) }
            result.append(piece)
        }
        self = result
    }

    static func container(for a: TextAttributes) -> AttributeContainer {
        var c = AttributeContainer()
        c[HTMLRunsTextAttributesAttribute.self] = a
        if a.bold { c[HTMLRunsBoldAttribute.self] = true }
        if a.italic { c[HTMLRunsItalicAttribute.self] = true }
        if a.underline { c[HTMLRunsUnderlineAttribute.self] = true }
        if a.strikethrough { c[HTMLRunsStrikethroughAttribute.self] = true }
        if a.monospace { c[HTMLRunsMonospaceAttribute.self] = true }
        if a.marker { c[HTMLRunsMarkerAttribute.self] = true }
        c[HTMLRunsColorAttribute.self] = a.color
        c[HTMLRunsBackgroundColorAttribute.self] = a.backgroundColor
        c[HTMLRunsFontSizeAttribute.self] = a.fontSize
        c[HTMLRunsCustomAttribute.self] = a.custom
        if let link = a.link, let url = URL(string: link) { c.link = url }
        #if canImport(UIKit) || canImport(AppKit)
            let platform = PlatformAttributes.dictionary(for: a)
            if let merged = try? AttributeContainer(platform, including: \.uiKitOrAppKit) { c.merge(merged) }
        #endif
        return c
    }
}

extension StyledString {
    /// Calls `body` with consecutive pieces of `text` and the attributes of
    /// the run covering each (nil between runs), in one pass over the UTF-8
    /// offsets the runs use.
    func forEachPiece(_ body: (Substring, TextAttributes?) -> Void) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        var offset = 0
        func advance(to target: Int) -> String.Index {
            let clamped = min(max(target, offset), utf8.count)
            index = utf8.index(index, offsetBy: clamped - offset)
            offset = clamped
            return index
        }
        for run in runs.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if run.range.lowerBound > offset {
                let start = index
                body(text[start..<advance(to: run.range.lowerBound)], nil)
            }
            let start = index
            let end = advance(to: run.range.upperBound)
            if start < end { body(text[start..<end], run.attributes) }
        }
        if index < text.endIndex { body(text[index...], nil) }
    }
}
