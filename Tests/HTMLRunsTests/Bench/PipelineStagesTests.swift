import Testing

@_spi(Stages) @testable import HTMLRuns

/// The stage-by-stage SPI the benchmark times must compose to exactly what
/// the converter returns, for every strategy; otherwise the per-stage
/// numbers would measure something else.
@Suite struct PipelineStagesTests {
    static let html = Array(
        """
        <h2>Title</h2><p>Some <b>bold <i>both</b> italic</i> &amp; <a href="https://x.y/">link</a>
        <ul><li>one<li>two</ul><table><tr><td bgcolor=#eee><font color=red>cell</font></table>
        <script>if (a < b) {}</script><textarea>&lt;kept&gt;</textarea>
        """.utf8)

    @Test(arguments: LexerStrategy.allCases)
    func stagesComposeToTheConverter(strategy: LexerStrategy) {
        var options = Options()
        options.strategy = strategy
        let whole = HTMLConverter(options: options).convert(bytes: Self.html)
        let tree = PipelineStages.buildTree(Self.html, options: options)
        let staged = PipelineStages.map(tree, options: options)
        #expect(staged == whole)
        #expect(PipelineStages.json(staged) == whole.json())
        #expect(PipelineStages.lex(Self.html, options: options) > 20)
        #expect(tree.nodeCount > 20)
    }

    @Test func strategiesAgreeOnOrdinaryHTML() {
        var regex = Options()
        regex.strategy = .regex
        var a = HTMLConverter().convert(bytes: Self.html)
        var b = HTMLConverter(options: regex).convert(bytes: Self.html)
        a.diagnostics = []
        b.diagnostics = []
        #expect(a == b)
    }
}

/// `HTMLRuns.plainText` is the converter's text, whatever the input.
@Suite struct PlainTextTests {
    @Test(arguments: [
        "<p>Hello <b>world</b></p><ul><li>one<li>two</ul>",
        "<b>1<i>2</b>3</i>",
        "a < b &amp; <table><tr><td>x<td>y</table>",
        "",
        "<script>x</script><img alt=a>text",
    ])
    func plainTextIsTheConvertersText(html: String) {
        #expect(HTMLRuns.plainText(html) == HTMLRuns.convert(html).text)
        #expect(HTMLRuns.plainText(bytes: Array(html.utf8)) == HTMLRuns.convert(html).text)
    }

    /// The text-only mode (no runs built) gives the full conversion's text
    /// and diagnostics, on hostile input too, and with user styles.
    @Test func textOnlyModeMatchesConvertOnRandomInput() {
        var generator = RandomHTML(seed: 11)
        var options = Options()
        options.stylesheet = "b { display: block } .x { color: red; display: none } p { white-space: pre }"
        for converter in [HTMLConverter(), HTMLConverter(options: options)] {
            for _ in 0..<300 {
                let bytes = generator.document()
                let full = converter.convert(bytes: bytes)
                let textOnly = converter.plainText(bytes: bytes)
                #expect(textOnly.text == full.text)
                #expect(textOnly.diagnostics == full.diagnostics)
            }
        }
    }
}
