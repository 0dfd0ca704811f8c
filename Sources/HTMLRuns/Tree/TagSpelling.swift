/// How tag names are spelled in markup: the lowercased name of each
/// `TagName` case (`annotation-xml`, `foreignobject`), for the tree dump,
/// diagnostics messages and test tokenizers.
enum TagSpelling {
    /// The lowercased name as it appears in markup.
    static func name(of tag: TagName) -> String {
        switch tag {
        case .custom(let name): name
        case .a: "a"
        case .abbr: "abbr"
        case .address: "address"
        case .applet: "applet"
        case .area: "area"
        case .article: "article"
        case .aside: "aside"
        case .audio: "audio"
        case .b: "b"
        case .base: "base"
        case .basefont: "basefont"
        case .bdi: "bdi"
        case .bdo: "bdo"
        case .bgsound: "bgsound"
        case .big: "big"
        case .blink: "blink"
        case .blockquote: "blockquote"
        case .body: "body"
        case .br: "br"
        case .button: "button"
        case .canvas: "canvas"
        case .caption: "caption"
        case .center: "center"
        case .cite: "cite"
        case .code: "code"
        case .col: "col"
        case .colgroup: "colgroup"
        case .data: "data"
        case .datalist: "datalist"
        case .dd: "dd"
        case .del: "del"
        case .details: "details"
        case .dfn: "dfn"
        case .dialog: "dialog"
        case .dir: "dir"
        case .div: "div"
        case .dl: "dl"
        case .dt: "dt"
        case .em: "em"
        case .embed: "embed"
        case .fieldset: "fieldset"
        case .figcaption: "figcaption"
        case .figure: "figure"
        case .font: "font"
        case .footer: "footer"
        case .form: "form"
        case .frame: "frame"
        case .frameset: "frameset"
        case .h1: "h1"
        case .h2: "h2"
        case .h3: "h3"
        case .h4: "h4"
        case .h5: "h5"
        case .h6: "h6"
        case .head: "head"
        case .header: "header"
        case .hgroup: "hgroup"
        case .hr: "hr"
        case .html: "html"
        case .i: "i"
        case .iframe: "iframe"
        case .image: "image"
        case .img: "img"
        case .input: "input"
        case .ins: "ins"
        case .kbd: "kbd"
        case .keygen: "keygen"
        case .label: "label"
        case .legend: "legend"
        case .li: "li"
        case .link: "link"
        case .listing: "listing"
        case .main: "main"
        case .map: "map"
        case .mark: "mark"
        case .marquee: "marquee"
        case .math: "math"
        case .menu: "menu"
        case .menuitem: "menuitem"
        case .meta: "meta"
        case .meter: "meter"
        case .nav: "nav"
        case .nobr: "nobr"
        case .noembed: "noembed"
        case .noframes: "noframes"
        case .noscript: "noscript"
        case .object: "object"
        case .ol: "ol"
        case .optgroup: "optgroup"
        case .option: "option"
        case .output: "output"
        case .p: "p"
        case .param: "param"
        case .picture: "picture"
        case .plaintext: "plaintext"
        case .pre: "pre"
        case .progress: "progress"
        case .q: "q"
        case .rb: "rb"
        case .rp: "rp"
        case .rt: "rt"
        case .rtc: "rtc"
        case .ruby: "ruby"
        case .s: "s"
        case .samp: "samp"
        case .script: "script"
        case .search: "search"
        case .section: "section"
        case .select: "select"
        case .slot: "slot"
        case .small: "small"
        case .source: "source"
        case .span: "span"
        case .strike: "strike"
        case .strong: "strong"
        case .style: "style"
        case .sub: "sub"
        case .summary: "summary"
        case .sup: "sup"
        case .svg: "svg"
        case .table: "table"
        case .tbody: "tbody"
        case .td: "td"
        case .template: "template"
        case .textarea: "textarea"
        case .tfoot: "tfoot"
        case .th: "th"
        case .thead: "thead"
        case .time: "time"
        case .title: "title"
        case .tr: "tr"
        case .track: "track"
        case .tt: "tt"
        case .u: "u"
        case .ul: "ul"
        case .`var`: "var"
        case .video: "video"
        case .wbr: "wbr"
        case .xmp: "xmp"
        case .foreignObject: "foreignobject"
        case .desc: "desc"
        case .mi: "mi"
        case .mo: "mo"
        case .mn: "mn"
        case .ms: "ms"
        case .mtext: "mtext"
        case .annotationXML: "annotation-xml"
        case .mglyph: "mglyph"
        case .malignmark: "malignmark"
        }
    }

    /// The name as the tree shows it: SVG's `foreignObject` keeps its case.
    static func displayName(of tag: TagName, in namespace: Namespace) -> String {
        if namespace == .svg, tag == .foreignObject { return "foreignObject" }
        return name(of: tag)
    }

    /// Every named case, so a tokenizer can map a lowercased name to its case.
    static let knownTags: [TagName] = [
        .a, .abbr, .address, .applet, .area, .article, .aside, .audio, .b, .base, .basefont, .bdi,
        .bdo, .bgsound, .big, .blink, .blockquote, .body, .br, .button, .canvas, .caption, .center,
        .cite, .code, .col, .colgroup, .data, .datalist, .dd, .del, .details, .dfn, .dialog, .dir,
        .div, .dl, .dt, .em, .embed, .fieldset, .figcaption, .figure, .font, .footer, .form, .frame,
        .frameset, .h1, .h2, .h3, .h4, .h5, .h6, .head, .header, .hgroup, .hr, .html, .i, .iframe,
        .image, .img, .input, .ins, .kbd, .keygen, .label, .legend, .li, .link, .listing, .main,
        .map, .mark, .marquee, .math, .menu, .menuitem, .meta, .meter, .nav, .nobr, .noembed,
        .noframes, .noscript, .object, .ol, .optgroup, .option, .output, .p, .param, .picture,
        .plaintext, .pre, .progress, .q, .rb, .rp, .rt, .rtc, .ruby, .s, .samp, .script, .search,
        .section, .select, .slot, .small, .source, .span, .strike, .strong, .style, .sub, .summary,
        .sup, .svg, .table, .tbody, .td, .template, .textarea, .tfoot, .th, .thead, .time, .title,
        .tr, .track, .tt, .u, .ul, .`var`, .video, .wbr, .xmp, .foreignObject, .desc, .mi, .mo, .mn,
        .ms, .mtext, .annotationXML, .mglyph, .malignmark,
    ]

    /// The `TagName` for a lowercased name.
    static func tag(named lowercased: String) -> TagName {
        byName[lowercased] ?? .custom(lowercased)
    }

    private static let byName: [String: TagName] = {
        var map: [String: TagName] = [:]
        for tag in knownTags { map[name(of: tag)] = tag }
        return map
    }()
}
