// Known element names as an enum, so that the repair rules and the tag
// mappers match on cases instead of comparing strings (lol-html hashes its
// tag names for the same reason). Anything else is `.custom(id)`, an index
// into the conversion's `CustomTagNames`, so a `TagName` is a plain value.

/// The lowercased name of an element.
///
/// Every element the HTML Standard's tree builder or rendering section treats
/// specially has its own case; any other name (including bogus ones such as
/// `congratulation!`) is carried as `.custom`, interned per conversion:
/// compare `TagName`s of one conversion only.
enum TagName: Hashable, Sendable {
    case a, abbr, address, applet, area, article, aside, audio
    case b, base, basefont, bdi, bdo, bgsound, big, blink, blockquote, body, br, button
    case canvas, caption, center, cite, code, col, colgroup
    case data, datalist, dd, del, details, dfn, dialog, dir, div, dl, dt
    case em, embed
    case fieldset, figcaption, figure, font, footer, form, frame, frameset
    case h1, h2, h3, h4, h5, h6, head, header, hgroup, hr, html
    case i, iframe, image, img, input, ins
    case kbd, keygen
    case label, legend, li, link, listing
    case main, map, mark, marquee, math, menu, menuitem, meta, meter
    case nav, nobr, noembed, noframes, noscript
    case object, ol, optgroup, option, output
    case p, param, picture, plaintext, pre, progress
    case q
    case rb, rp, rt, rtc, ruby
    case s, samp, script, search, section, select, slot, small, source, span, strike, strong, style, sub, summary, sup,
        svg
    case table, tbody, td, template, textarea, tfoot, th, thead, time, title, tr, track, tt
    case u, ul
    case `var`, video
    case wbr
    case xmp
    // Foreign content (SVG and MathML) names the tree builder needs.
    case foreignObject, desc, mi, mo, mn, ms, mtext, annotationXML, mglyph, malignmark
    /// Any other name, lowercased as the tokenizer found it, by its id in
    /// the conversion's `CustomTagNames`.
    case custom(CustomTagID)
}
