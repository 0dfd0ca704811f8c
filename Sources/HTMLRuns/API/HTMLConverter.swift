/// Converts HTML to a `StyledString`: lexer → repair → tree → mapping.
///
/// A converter is a value; it holds only its options and is safe to share
/// between tasks.
///
/// ```swift
/// let converter = HTMLConverter()
/// let styled = converter.convert("<p>Hello <b>world</b></p>")
/// ```
public struct HTMLConverter: Sendable {
    /// The options every conversion uses.
    public var options: Options {
        didSet { styles = UserStyles(options: options) }
    }
    /// `options.stylesheet` parsed, and the mappers by tag: done once here,
    /// not per conversion.
    private(set) var styles: UserStyles

    /// Creates a converter.
    public init(options: Options = Options()) {
        self.options = options
        self.styles = UserStyles(options: options)
    }

    /// Converts an HTML string.
    public func convert(_ html: String) -> StyledString {
        convert(bytes: Array(html.utf8))
    }

    /// Converts HTML given as bytes, which need not be valid UTF-8.
    public func convert<Bytes: Collection>(bytes: Bytes) -> StyledString where Bytes.Element == UInt8 {
        let pipeline = Pipeline(options: options, styles: styles)
        return pipeline.run(Array(bytes))
    }

    /// Converts HTML given as bytes, first refusing an input longer than
    /// `Options.maxInputBytes` (when set) before any work is done.
    ///
    /// ```swift
    /// var options = Options()
    /// options.maxInputBytes = 10
    /// try HTMLConverter(options: options).convertChecked(bytes: Array("<b>far too long</b>".utf8))
    /// // throws ConversionError.inputTooLarge(bytes: 19, limit: 10)
    /// ```
    public func convertChecked<Bytes: Collection>(bytes: Bytes) throws(ConversionError) -> StyledString
    where Bytes.Element == UInt8 {
        if let limit = options.maxInputBytes, bytes.count > limit {
            throw .inputTooLarge(bytes: bytes.count, limit: limit)
        }
        return convert(bytes: bytes)
    }
}

/// Namespace for one-line conversions.
public enum HTMLRuns {
    /// Converts an HTML fragment with default options.
    ///
    /// ```swift
    /// HTMLRuns.convert("<b>1<i>2</b>3</i>").text   // "123"
    /// ```
    public static func convert(_ html: String, options: Options = Options()) -> StyledString {
        HTMLConverter(options: options).convert(html)
    }
}
