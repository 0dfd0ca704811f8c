extension HTMLRuns {
    /// The text a reader sees, without runs, blocks or diagnostics: what
    /// `htmlruns convert --format text` prints.
    ///
    /// ```swift
    /// HTMLRuns.plainText("<p>Hello <b>world</b></p><ul><li>one</ul>")   // "Hello world\n• one"
    /// ```
    ///
    /// The text is exactly `convert(html).text`. It skips what only runs
    /// and diagnostics need (resolving diagnostic positions); the mapping
    /// stage has no text-only mode yet, so styles are still computed.
    public static func plainText(_ html: String, options: Options = Options()) -> String {
        Pipeline(options: options).plainText(Array(html.utf8))
    }

    /// `plainText(_:options:)` for HTML given as bytes, which need not be valid UTF-8.
    public static func plainText<Bytes: Collection>(bytes: Bytes, options: Options = Options()) -> String
    where Bytes.Element == UInt8 {
        Pipeline(options: options).plainText(Array(bytes))
    }
}

extension Pipeline {
    /// Every stage but diagnostics: the text only.
    func plainText(_ input: [UInt8]) -> String {
        let (document, _) = buildTree(input)
        return DocumentMapper(options: options).map(document).text
    }
}
