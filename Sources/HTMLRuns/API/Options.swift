/// How a conversion behaves.
///
/// ```swift
/// var options = Options()
/// options.allowedLinkSchemes.insert("myapp")
/// let styled = HTMLConverter(options: options).convert(html)
/// ```
public struct Options: Sendable {
    /// Which lexer strategy turns bytes into tokens.
    public var strategy: LexerStrategy = .scalar
    /// Link schemes that become a `link` attribute, lowercased. Relative URLs
    /// (no scheme) are always allowed. Default: http, https, mailto, tel.
    public var allowedLinkSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    /// Elements nested deeper than this are flattened into their parent
    /// (their text is kept) with a `depthLimit` diagnostic. Browsers cap at 512.
    public var maxNestingDepth: Int = 512
    /// Inputs longer than this many bytes are refused by
    /// `HTMLConverter.convertChecked`; nil means no limit.
    public var maxInputBytes: Int? = nil
    /// A user stylesheet (CSS text) applied after the default mapping and
    /// before `style=""` attributes, as an author stylesheet is; nil for none.
    /// `htmlruns convert --stylesheet FILE` passes the file's text here.
    public var stylesheet: String? = nil
    /// Stylesheets parsed once (`Stylesheet("...")`) and reused across
    /// conversions; applied after `stylesheet`, in order, so a later sheet's
    /// rule wins over an earlier one of equal specificity.
    ///
    /// ```swift
    /// options.stylesheets = [Stylesheet(".note { color: gray }")]
    /// ```
    public var stylesheets: [Stylesheet] = []
    /// Whether `<style>` elements inside the input apply, after the user
    /// stylesheets. On by default, as in a browser: the output is the
    /// fragment's own styled string, so its sheets restyle only itself
    /// (e-mail and office paste carry their classes' looks there). Turn it
    /// off to show such input with your stylesheets and the defaults only.
    /// Selector matching has a budget linear in the input size, so a
    /// hostile sheet cannot make a conversion quadratic.
    public var honorsStyleElements = true
    /// Tag mappers by lowercased tag name, run after the built-in mapping of
    /// that tag (so they can restyle `b` or `h1`) and before any CSS.
    /// See `CustomTagMapper`.
    public var tagMappers: [String: CustomTagMapper] = [:]
    /// CSS property mappers by lowercased property name (`x-highlight`,
    /// `--brand`), run after the cascade with the winning value of the
    /// element's own declarations. See `CSSPropertyMapper`.
    public var propertyMappers: [String: CSSPropertyMapper] = [:]

    /// Default options.
    public init() {}
}

/// A strategy for the first stage of the pipeline.
public enum LexerStrategy: String, Sendable, CaseIterable {
    /// The hand-written WHATWG tokenizer state machine over UTF-8 bytes.
    case scalar
    /// Regular expressions in the manner of ZMarkupParser: a tag pattern,
    /// an attribute pattern per tag, text in between. Roughly 20-50x slower
    /// than `scalar` and a few simplifications away from the HTML Standard;
    /// kept for comparison (see `htmlruns-bench`).
    case regex
}
