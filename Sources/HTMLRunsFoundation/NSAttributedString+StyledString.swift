import Foundation
import HTMLRuns

extension NSAttributedString.Key {
    /// htmlruns' run attributes, one key each (`NSNumber` booleans and sizes,
    /// `Color` colours, `[String: String]` custom values), set on
    /// every platform.
    public static let htmlRunsBold = NSAttributedString.Key("htmlruns.bold")
    /// Italic text (`true`).
    public static let htmlRunsItalic = NSAttributedString.Key("htmlruns.italic")
    /// Underlined text (`true`).
    public static let htmlRunsUnderline = NSAttributedString.Key("htmlruns.underline")
    /// Struck-through text (`true`).
    public static let htmlRunsStrikethrough = NSAttributedString.Key("htmlruns.strikethrough")
    /// The text colour, an `Color`.
    public static let htmlRunsColor = NSAttributedString.Key("htmlruns.color")
    /// The background colour, an `Color`.
    public static let htmlRunsBackgroundColor = NSAttributedString.Key("htmlruns.backgroundColor")
    /// The font size in CSS px, a `Double`.
    public static let htmlRunsFontSize = NSAttributedString.Key("htmlruns.fontSize")
    /// Monospaced text (`true`).
    public static let htmlRunsMonospace = NSAttributedString.Key("htmlruns.monospace")
    /// User mappers' values, a `[String: String]`.
    public static let htmlRunsCustom = NSAttributedString.Key("htmlruns.custom")
    /// The link, a `URL`: Foundation's own link key (`NSLink`, which is
    /// `.link` on Apple platforms; swift-corelibs-foundation has no constant).
    public static let htmlRunsLink = NSAttributedString.Key("NSLink")
}

extension NSAttributedString {
    /// The styled string as an `NSAttributedString`, ranges in UTF-16 as
    /// `NSString` counts them: htmlruns' keys on every platform, `.link` as
    /// a `URL`, and on Apple platforms `.font` (bold, italic, monospace,
    /// size), `.foregroundColor`, `.backgroundColor`, `.underlineStyle` and
    /// `.strikethroughStyle`.
    ///
    /// ```swift
    /// import HTMLRunsFoundation
    ///
    /// let ns = NSAttributedString(HTMLRuns.convert("<i>é</i>🙂<b>x</b>"))
    /// ns.attribute(.htmlRunsBold, at: 3, effectiveRange: nil)   // true: "🙂" is two UTF-16 units
    /// ```
    public convenience init(_ styled: StyledString) {
        let result = NSMutableAttributedString(string: "")
        styled.forEachPiece { text, attributes in
            let piece = String(text)
            result.append(NSAttributedString(string: piece, attributes: attributes.map(Self.dictionary(for:)) ?? [:]))
        }
        self.init(attributedString: result)
    }

    static func dictionary(for a: TextAttributes) -> [NSAttributedString.Key: Any] {
        var d: [NSAttributedString.Key: Any] = [:]
        if a.bold { d[.htmlRunsBold] = true }
        if a.italic { d[.htmlRunsItalic] = true }
        if a.underline { d[.htmlRunsUnderline] = true }
        if a.strikethrough { d[.htmlRunsStrikethrough] = true }
        if a.monospace { d[.htmlRunsMonospace] = true }
        if let color = a.color { d[.htmlRunsColor] = color }
        if let color = a.backgroundColor { d[.htmlRunsBackgroundColor] = color }
        if let size = a.fontSize { d[.htmlRunsFontSize] = size }
        if let custom = a.custom { d[.htmlRunsCustom] = custom }
        if let link = a.link, let url = URL(string: link) { d[.htmlRunsLink] = url }
        #if canImport(UIKit) || canImport(AppKit)
            d.merge(PlatformAttributes.dictionary(for: a)) { _, platform in platform }
        #endif
        return d
    }
}
