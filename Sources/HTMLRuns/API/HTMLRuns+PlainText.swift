extension HTMLRuns {
    /// The text a reader sees, without runs, blocks or diagnostics: what
    /// `htmlruns convert --format text` prints.
    ///
    /// ```swift
    /// HTMLRuns.plainText("<p>Hello <b>world</b></p><ul><li>one</ul>")   // "Hello world\n• one"
    /// ```
    ///
    /// The text is exactly `convert(html).text`. The mapping stage runs in
    /// its text-only mode: styles are still computed (they decide what shows
    /// and where lines break), but no run attributes are resolved or
    /// interned and no runs, blocks or diagnostics are made.
    public static func plainText(_ html: String, options: Options = Options()) -> String {
        Pipeline(options: options).plainText(Array(html.utf8), diagnostics: false).text
    }

    /// `plainText(_:options:)` for HTML given as bytes, which need not be valid UTF-8.
    public static func plainText<Bytes: Collection>(bytes: Bytes, options: Options = Options()) -> String
    where Bytes.Element == UInt8 {
        Pipeline(options: options).plainText(Array(bytes), diagnostics: false).text
    }
}

extension HTMLConverter {
    /// The text and diagnostics of `convert(bytes:)`, made in the mapping
    /// stage's text-only mode (no runs, blocks, containers or attachments
    /// are built): what `htmlruns convert --format text` uses.
    ///
    /// ```swift
    /// let result = HTMLConverter().plainText(bytes: Array("<b>1<i>2</b>3</i>".utf8))
    /// result.text          // "123"
    /// result.diagnostics   // the repairs, as convert(bytes:) reports them
    /// ```
    public func plainText<Bytes: Collection>(bytes: Bytes) -> TextConversion where Bytes.Element == UInt8 {
        Pipeline(options: options, styles: styles).plainText(Array(bytes), diagnostics: true)
    }
}

extension Pipeline {
    /// Every stage, the mapping in its text-only mode; diagnostics resolved
    /// only when asked for.
    func plainText(_ input: [UInt8], diagnostics: Bool) -> TextConversion {
        var walked = walked(input, buildsRuns: false)
        let (text, mapped) = walked.walker.finishText(source: walked.source, diagnostics: diagnostics)
        guard diagnostics else { return TextConversion(text: text) }
        return TextConversion(text: text, diagnostics: walked.log.resolved(in: walked.source) + mapped)
    }
}
