extension StyledString {
    /// The styled string as CommonMark with GitHub's tables and
    /// strikethrough: headings, paragraphs with hard breaks, lists with
    /// their numbering, block quotes, fenced code, rules, tables, and
    /// emphasis, strong, strikethrough, code and links inside them.
    ///
    /// Text is escaped so that it reads back as the same text; where `**`,
    /// `*` or `~~` would not be read back as emphasis (`**"a"**b`), the
    /// inline HTML tags `<strong>`, `<em>` or `<del>` are written instead.
    /// Styles Markdown has no syntax for (colours, sizes, underline) are left out.
    ///
    /// ```swift
    /// HTMLRuns.convert("<p>Hello <b>world</b></p><ol><li>one</li></ol>").markdown()
    /// // "Hello **world**\n\n1. one"  (no trailing newline, like `text`)
    /// ```
    public func markdown() -> String {
        MarkdownWriter().write(self)
    }
}
