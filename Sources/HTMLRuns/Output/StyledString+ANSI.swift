extension StyledString {
    /// The styled string for a terminal: bold, italic, underline,
    /// strikethrough and 24-bit foreground and background colours as SGR
    /// escape sequences, links as OSC 8 hyperlinks, images as `[alt]` and
    /// rules as a line. Control characters of the text are dropped, so
    /// input cannot drive the terminal.
    ///
    /// With `colors: false` the same text comes without any escape
    /// sequence, for `NO_COLOR` and for output that is not a terminal.
    /// Links are hyperlinks only when relative or with a scheme in
    /// `allowedLinkSchemes`.
    ///
    /// ```swift
    /// print(HTMLRuns.convert("<b>bold</b> and <i>italic</i>").ansi())
    /// // "\u{1B}[1mbold\u{1B}[0m and \u{1B}[3mitalic\u{1B}[0m"
    /// ```
    public func ansi(colors: Bool = true, allowedLinkSchemes: Set<String> = Options().allowedLinkSchemes) -> String {
        ANSIWriter(colors: colors, allowedSchemes: Set(allowedLinkSchemes.map { $0.lowercased() })).write(self)
    }
}
