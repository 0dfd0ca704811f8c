// The element categories the tree construction rules refer to by name, as
// switch-based predicates: the repair stage asks them for every token, and a
// `switch` over `TagName` compiles to a jump table where a `Set` would hash.

/// The named groups of elements of WHATWG HTML §13.2.4.2 and §13.2.6.
enum ElementCategory {
    /// §13.2.4.2 "Special" elements: the HTML ones.
    static func isSpecialHTML(_ name: TagName) -> Bool {
        switch name {
        case .address, .applet, .area, .article, .aside, .base, .basefont, .bgsound,
            .blockquote, .body, .br, .button, .caption, .center, .col, .colgroup,
            .dd, .details, .dir, .div, .dl, .dt, .embed, .fieldset, .figcaption,
            .figure, .footer, .form, .frame, .frameset, .h1, .h2, .h3, .h4, .h5, .h6,
            .head, .header, .hgroup, .hr, .html, .iframe, .img, .input, .keygen,
            .li, .link, .listing, .main, .marquee, .menu, .meta, .nav, .noembed,
            .noframes, .noscript, .object, .ol, .p, .param, .plaintext, .pre,
            .script, .search, .section, .select, .source, .style, .summary, .table,
            .tbody, .td, .template, .textarea, .tfoot, .th, .thead, .title, .tr,
            .track, .ul, .wbr, .xmp:
            return true
        default:
            return false
        }
    }

    /// §13.2.4.2 "Special" elements, in any namespace.
    static func isSpecial(_ name: TagName, _ namespace: Namespace) -> Bool {
        switch namespace {
        case .html: return isSpecialHTML(name)
        case .mathML: return isMathMLTextIntegrationPoint(name) || name == .annotationXML
        case .svg: return isSVGHTMLIntegrationPoint(name)
        }
    }

    /// §13.2.6.3 "Generate implied end tags": elements whose end tag may be omitted.
    static func hasImpliedEndTag(_ name: TagName) -> Bool {
        switch name {
        case .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc:
            return true
        default:
            return false
        }
    }

    /// §13.2.6.3 "Generate all implied end tags thoroughly".
    static func hasImpliedEndTagThoroughly(_ name: TagName) -> Bool {
        switch name {
        case .caption, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr:
            return true
        default:
            return hasImpliedEndTag(name)
        }
    }

    /// §13.2.6.4.7 "An end-of-file token": elements that may be open at the
    /// end of a document without a parse error. htmlruns reports no
    /// `unclosedElement` for them: leaving them open is ordinary HTML.
    static func mayStayOpen(_ name: TagName) -> Bool {
        switch name {
        case .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc,
            .tbody, .td, .tfoot, .th, .thead, .tr, .body, .html,
            .caption, .colgroup:
            return true
        default:
            return false
        }
    }

    /// `h1`-`h6`.
    static func isHeading(_ name: TagName) -> Bool {
        switch name {
        case .h1, .h2, .h3, .h4, .h5, .h6: return true
        default: return false
        }
    }

    /// Elements whose content the lexer reads as text (RCDATA, RAWTEXT,
    /// script data, PLAINTEXT). They cannot hold elements, so the depth limit
    /// lets them through: flattening them would show their raw text.
    static func holdsOnlyText(_ name: TagName) -> Bool {
        switch name {
        case .title, .textarea, .style, .script, .xmp, .iframe, .noembed, .noframes,
            .noscript, .plaintext:
            return true
        default:
            return false
        }
    }

    /// §13.2.4.2 MathML text integration points: `mi mo mn ms mtext`.
    static func isMathMLTextIntegrationPoint(_ name: TagName) -> Bool {
        switch name {
        case .mi, .mo, .mn, .ms, .mtext: return true
        default: return false
        }
    }

    /// §13.2.4.2 The SVG elements that are HTML integration points:
    /// `foreignObject desc title`.
    static func isSVGHTMLIntegrationPoint(_ name: TagName) -> Bool {
        switch name {
        case .foreignObject, .desc, .title: return true
        default: return false
        }
    }

    /// §13.2.6.5 The start tags that break out of foreign content
    /// (`font` only with `color`, `face` or `size`, checked by the caller).
    static func breaksOutOfForeignContent(_ name: TagName) -> Bool {
        switch name {
        case .b, .big, .blockquote, .body, .br, .center, .code, .dd, .div, .dl, .dt, .em,
            .embed, .h1, .h2, .h3, .h4, .h5, .h6, .head, .hr, .i, .img, .li, .listing,
            .menu, .meta, .nobr, .ol, .p, .pre, .ruby, .s, .small, .span, .strong,
            .strike, .sub, .sup, .table, .tt, .u, .ul, .var:
            return true
        default:
            return false
        }
    }

    /// §13.2.6.4.9-13 The table structure elements, whose start tags end a
    /// caption, a cell, or a select in a table.
    static func isTableStructure(_ name: TagName) -> Bool {
        switch name {
        case .caption, .col, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr:
            return true
        default:
            return false
        }
    }

    /// §13.2.6.1 Foster parenting applies when the target is one of these.
    static func fostersContent(_ name: TagName) -> Bool {
        switch name {
        case .table, .tbody, .tfoot, .thead, .tr: return true
        default: return false
        }
    }
}
