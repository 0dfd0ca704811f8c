// Applies htmlruns' JSON (SPEC "JSON output") to a Foundation
// AttributedString. Copy this file into an app: it depends on Foundation only.
import Foundation

/// The parts of the JSON a renderer of runs needs; unknown keys are ignored.
public struct StyledRunsDocument: Decodable, Sendable {
    public var text: String
    public var offsetUnit: String
    public var runs: [Run]

    public struct Run: Decodable, Sendable {
        public var start: Int
        public var length: Int
        public var attributes: Attributes
    }

    /// Absent keys are the defaults (regular black text at 16px).
    public struct Attributes: Decodable, Sendable, Equatable {
        public var bold: Bool?
        public var italic: Bool?
        public var underline: Bool?
        public var strikethrough: Bool?
        public var monospace: Bool?
        public var marker: Bool?
        public var link: String?
        public var color: String?
        public var backgroundColor: String?
        public var fontSize: Double?
        public var fontFamily: String?
        public var verticalAlign: String?
    }
}

/// htmlruns' run attributes as AttributedString keys. Foundation has no
/// font or colour attributes outside the UI frameworks, so an app maps these
/// to its framework's: in SwiftUI, for example, `Bold` and `FontSize` become
/// a `.font` (scale `FontSize` so that 16, the browser's default, is the
/// app's body size) and `TextColor` becomes `.foregroundColor`.
public enum HTMLRunsAttributes {
    public enum Bold: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.bold"
    }
    public enum Italic: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.italic"
    }
    public enum Underline: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.underline"
    }
    public enum Strikethrough: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.strikethrough"
    }
    public enum Monospace: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.monospace"
    }
    /// List marker text ("• ", "1. "): style it, but do not copy it as content.
    public enum Marker: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "htmlruns.marker"
    }
    /// `#rrggbb` or `#rrggbbaa`.
    public enum TextColor: AttributedStringKey {
        public typealias Value = String
        public static let name = "htmlruns.color"
    }
    public enum BackgroundColor: AttributedStringKey {
        public typealias Value = String
        public static let name = "htmlruns.backgroundColor"
    }
    /// CSS px; 16 is the default size.
    public enum FontSize: AttributedStringKey {
        public typealias Value = Double
        public static let name = "htmlruns.fontSize"
    }
}

/// Why a JSON document cannot be applied.
public enum StyledRunsError: Error, Equatable {
    /// The client counts in UTF-16; ask the server for `offsets=utf16`.
    case unsupportedOffsetUnit(String)
    /// A run lies outside the text.
    case runOutOfBounds(start: Int, length: Int)
}

extension AttributedString {
    /// Builds an attributed string from htmlruns' JSON, with UTF-16 offsets
    /// (the default, and what `NSString` and Foundation count).
    public init(htmlRunsJSON data: Data) throws {
        let document = try JSONDecoder().decode(StyledRunsDocument.self, from: data)
        try self.init(document)
    }

    /// Builds an attributed string from a decoded document.
    public init(_ document: StyledRunsDocument) throws {
        guard document.offsetUnit == "utf16" else {
            throw StyledRunsError.unsupportedOffsetUnit(document.offsetUnit)
        }
        let text = document.text
        self.init(text)
        let utf16Count = text.utf16.count
        for run in document.runs {
            guard run.start >= 0, run.length >= 0, run.start + run.length <= utf16Count else {
                throw StyledRunsError.runOutOfBounds(start: run.start, length: run.length)
            }
            let a = run.attributes
            if a == StyledRunsDocument.Attributes() { continue }
            let lower = String.Index(utf16Offset: run.start, in: text)
            let upper = String.Index(utf16Offset: run.start + run.length, in: text)
            guard let range = Range<AttributedString.Index>(lower..<upper, in: self) else { continue }
            var container = AttributeContainer()
            container[HTMLRunsAttributes.Bold.self] = a.bold
            container[HTMLRunsAttributes.Italic.self] = a.italic
            container[HTMLRunsAttributes.Underline.self] = a.underline
            container[HTMLRunsAttributes.Strikethrough.self] = a.strikethrough
            container[HTMLRunsAttributes.Monospace.self] = a.monospace
            container[HTMLRunsAttributes.Marker.self] = a.marker
            container[HTMLRunsAttributes.TextColor.self] = a.color
            container[HTMLRunsAttributes.BackgroundColor.self] = a.backgroundColor
            container[HTMLRunsAttributes.FontSize.self] = a.fontSize
            container.link = a.link.flatMap { URL(string: $0) }
            self[range].mergeAttributes(container)
        }
    }
}
