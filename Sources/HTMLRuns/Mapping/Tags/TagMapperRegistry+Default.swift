// The user-agent stylesheet of the HTML Standard's rendering section (§15),
// reduced to what changes text, runs and blocks, plus the presentational
// attributes (§15.3) that old mail and CMS HTML still relies on.

extension TagMapperRegistry {
    /// The browser's defaults: display, text styles, lists, tables, and the
    /// presentational attributes (`<font>`, `align`, `bgcolor`, `hidden`, `dir`).
    static let `default`: TagMapperRegistry = {
        var r = TagMapperRegistry()
        typealias M = UserAgentStyle

        // §15.3.1 Hidden elements.
        r.register(
            M.hidden,
            for: [
                .area, .base, .basefont, .datalist, .head, .link, .meta, .noembed,
                .noframes, .param, .rp, .script, .style, .template, .title,
                .noscript, .source, .track, .frameset, .frame,
            ])
        // §15.3.3 Flow content and §15.3.7 sections and headings.
        r.register(
            M.block,
            for: [
                .article, .aside, .fieldset, .footer, .form, .header, .hgroup,
                .legend, .main, .nav, .search, .section, .option,
                .html, .body,
            ])
        r.register(M.block.followed(by: M.alignAttribute), for: [.div, .p])
        // Chromium: `optgroup { font-weight: bolder }`.
        r.register(M.block.followed(by: M.bold), for: .optgroup)
        r.register(M.block.followed(by: M.italic), for: .address)
        r.register(M.block.followed(by: M.kind(.figureCaption)), for: .figcaption)
        r.register(M.block.followed(by: M.kind(.definitionTerm)), for: .dt)
        r.register(M.block.followed(by: M.container(.blockquote, indent: 40)), for: .blockquote)
        r.register(M.block.followed(by: M.container(.figure, indent: 40)), for: .figure)
        r.register(M.block.followed(by: M.container(.definitionList, indent: 0)), for: .dl)
        r.register(M.block.followed(by: M.container(.definitionDescription, indent: 40)), for: .dd)
        r.register(M.block.followed(by: M.center), for: .center)
        r.register(M.details, for: .details)
        r.register(M.summary, for: .summary)
        r.register(M.dialog, for: .dialog)
        for (level, name) in [TagName.h1, .h2, .h3, .h4, .h5, .h6].enumerated() {
            r.register(M.heading(level: level + 1), for: name)
        }
        // §15.3.3 Preformatted text.
        r.register(M.preformatted, for: [.pre, .listing, .xmp, .plaintext])
        // §15.3.8 Lists.
        r.register(M.list(ordered: false), for: [.ul, .menu, .dir])
        r.register(M.list(ordered: true), for: .ol)
        r.register(M.listItem, for: .li)
        // §15.3.9 Tables.
        r.register(M.table, for: .table)
        r.register(
            M.display(.tableCaption).followed(by: M.kind(.tableCaption)).followed(by: M.alignAttribute), for: .caption)
        r.register(M.display(.tableColumnGroup), for: .colgroup)
        r.register(M.display(.tableColumn), for: .col)
        r.register(M.display(.tableHeaderGroup).followed(by: M.cellAttributes), for: .thead)
        r.register(M.display(.tableRowGroup).followed(by: M.cellAttributes), for: .tbody)
        r.register(M.display(.tableFooterGroup).followed(by: M.cellAttributes), for: .tfoot)
        r.register(M.display(.tableRow).followed(by: M.cellAttributes), for: .tr)
        r.register(M.tableCell(header: false), for: .td)
        r.register(M.tableCell(header: true), for: .th)
        // §15.3.4 Phrasing content.
        r.register(M.bold, for: [.b, .strong])
        r.register(M.italic, for: [.i, .em, .cite, .var, .dfn])
        r.register(M.underline, for: [.u, .ins])
        r.register(M.abbreviation, for: [.abbr, .custom(.acronym)])
        r.register(M.lineThrough, for: [.s, .strike, .del])
        r.register(M.monospace, for: [.code, .kbd, .samp, .tt])
        r.register(M.mark, for: .mark)
        r.register(M.script(.sub), for: .sub)
        r.register(M.script(.super), for: .sup)
        r.register(M.fontSize(scale: 1 / 1.2), for: .small)
        r.register(M.fontSize(scale: 1.2), for: .big)
        r.register(M.nowrap, for: .nobr)
        r.register(M.display(.ruby), for: [.ruby, .rb, .rtc])
        r.register(M.display(.rubyText), for: .rt)
        r.register(M.display(.contents), for: .slot)
        r.register(M.font, for: .font)
        // §15.4 Replaced elements, §15.5 widgets.
        r.register(M.image, for: [.img, .image])
        r.register(M.rule, for: .hr)
        r.register(M.lineBreak, for: .br)
        // (`<keygen>` is no longer one: Chromium makes it an unknown
        // element, an empty inline box, so a space after it at a line's
        // start goes.)
        r.register(M.replaced, for: [.iframe, .video, .canvas, .embed, .meter, .progress])
        r.register(M.audio, for: .audio)
        r.register(M.object, for: .object)
        r.register(M.input, for: .input)
        r.register(M.button, for: .button)
        r.register(M.inlineBlock, for: [.select, .marquee])
        r.register(M.textarea, for: .textarea)
        // Presentational hints every element may carry.
        r.registerGlobal(M.globalAttributes)
        return r
    }()
}
