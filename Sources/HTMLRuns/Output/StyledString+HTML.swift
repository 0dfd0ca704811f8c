extension StyledString {
    /// The styled string as clean HTML: `p`, `h1`-`h6`, `ul`/`ol`/`li`,
    /// `blockquote`, `pre`, `table`/`tr`/`td`, `dl`/`dt`/`dd`, `figure`,
    /// `details`, `div`, `section`, `hr`, `img`, `br`, and inline `a`,
    /// `strong`, `em`, `u`, `s`, `code`, `sup`, `sub`, `font face` and
    /// `span style="..."` for colours, sizes, weights, font families and
    /// spacing. Converting it again gives the same styled string (what is
    /// left out as unsafe aside).
    ///
    /// Nothing else is ever written: no other tag, no event handler, no
    /// `class` or `id`, no CSS beyond those properties with values made
    /// here (so never `url(` or `expression(`). Links and image sources
    /// are kept only when relative or with a scheme in `allowedLinkSchemes`
    /// (read as browsers read them, so `" jav\tascript:"` is `javascript`).
    /// Converting untrusted HTML and writing it back this way sanitises it.
    ///
    /// ```swift
    /// HTMLRuns.convert("<p onclick=x>Hi <b>there</b><script>…</script>").html()
    /// // "<p>Hi <strong>there</strong></p>\n"
    /// ```
    public func html(allowedLinkSchemes: Set<String> = Options().allowedLinkSchemes) -> String {
        HTMLWriter(allowedSchemes: Set(allowedLinkSchemes.map { $0.lowercased() })).write(self)
    }
}
