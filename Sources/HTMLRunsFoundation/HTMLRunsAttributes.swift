// htmlruns' run attributes as Foundation `AttributedString` keys. They exist
// on every platform (Linux has no UIKit/AppKit attribute scopes), so a
// server and an app read the same attributes; on Apple platforms the bridge
// also sets the platform's font and colour attributes.
import Foundation
import HTMLRuns

extension AttributeScopes {
    /// htmlruns' attributes, plus Foundation's (for `link`).
    ///
    /// ```swift
    /// let attributed = AttributedString(HTMLRuns.convert("<b>hi</b>"))
    /// attributed.runs.first?.htmlRunsBold   // true
    /// ```
    public struct HTMLRunsAttributes: AttributeScope {
        /// Bold text (`font-weight` 600 or more).
        public let htmlRunsBold: HTMLRunsBoldAttribute
        /// Italic text.
        public let htmlRunsItalic: HTMLRunsItalicAttribute
        /// Underlined text.
        public let htmlRunsUnderline: HTMLRunsUnderlineAttribute
        /// Struck-through text.
        public let htmlRunsStrikethrough: HTMLRunsStrikethroughAttribute
        /// The text colour.
        public let htmlRunsColor: HTMLRunsColorAttribute
        /// The background colour.
        public let htmlRunsBackgroundColor: HTMLRunsBackgroundColorAttribute
        /// The font size in CSS px.
        public let htmlRunsFontSize: HTMLRunsFontSizeAttribute
        /// Monospaced text.
        public let htmlRunsMonospace: HTMLRunsMonospaceAttribute
        /// A list marker (`"1. "`, `"• "`).
        public let htmlRunsMarker: HTMLRunsMarkerAttribute
        /// Values user mappers set (`["mention": "42"]`).
        public let htmlRunsCustom: HTMLRunsCustomAttribute
        /// Every htmlruns attribute of the run, for what has no key of its own.
        public let htmlRunsTextAttributes: HTMLRunsTextAttributesAttribute
        /// Foundation's attributes (`link`).
        public let foundation: FoundationAttributes
    }

    /// htmlruns' attribute scope.
    public var htmlRuns: HTMLRunsAttributes.Type { HTMLRunsAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.htmlRunsBold` and friends.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.HTMLRunsAttributes, T>
    ) -> T {
        self[T.self]
    }
}

/// `TextAttributes.bold`.
public enum HTMLRunsBoldAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.bold"
}
/// `TextAttributes.italic`.
public enum HTMLRunsItalicAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.italic"
}
/// `TextAttributes.underline`.
public enum HTMLRunsUnderlineAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.underline"
}
/// `TextAttributes.strikethrough`.
public enum HTMLRunsStrikethroughAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.strikethrough"
}
/// `TextAttributes.color`.
public enum HTMLRunsColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "htmlruns.color"
}
/// `TextAttributes.backgroundColor`.
public enum HTMLRunsBackgroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "htmlruns.backgroundColor"
}
/// `TextAttributes.fontSize`, in CSS px.
public enum HTMLRunsFontSizeAttribute: AttributedStringKey {
    public typealias Value = Double
    public static let name = "htmlruns.fontSize"
}
/// `TextAttributes.monospace`.
public enum HTMLRunsMonospaceAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.monospace"
}
/// `TextAttributes.marker`.
public enum HTMLRunsMarkerAttribute: AttributedStringKey {
    public typealias Value = Bool
    public static let name = "htmlruns.marker"
}
/// `TextAttributes.custom`.
public enum HTMLRunsCustomAttribute: AttributedStringKey {
    public typealias Value = [String: String]
    public static let name = "htmlruns.custom"
}
/// The run's whole `TextAttributes`.
public enum HTMLRunsTextAttributesAttribute: AttributedStringKey {
    public typealias Value = TextAttributes
    public static let name = "htmlruns.textAttributes"
}
