/// A seeded generator of hostile HTML for the property tests: real and
/// bogus tags, quoted and unquoted attributes, good and broken character
/// references, misnesting, deep nesting, inline CSS, raw-text elements,
/// foreign content, random bytes and invalid UTF-8.
struct RandomHTML {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: small, fast and the same on every platform.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    static let tags = [
        "b", "i", "u", "s", "em", "strong", "a", "span", "font", "code", "small", "big", "sub", "sup", "mark",
        "p", "div", "h1", "h3", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "pre", "table", "tr", "td",
        "th", "tbody", "caption", "br", "hr", "img", "ruby", "rt", "rp", "details", "summary", "figure",
        "figcaption", "center", "nobr", "q", "select", "option", "textarea", "button", "form", "input",
        "script", "style", "template", "title", "noscript", "xmp", "iframe", "plaintext", "svg", "math",
        "foreignObject", "desc", "mi", "annotation-xml", "frameset", "body", "html", "head", "dialog", "wbr",
    ]
    static let bogusTags = [
        "Congratulation!", "x-y", "1", "", "my:tag", "b/", "a\u{0}b", "ṩ", "iMg", "SCRIPT", "tAbLe",
    ]
    static let attributeNames = [
        "href", "style", "class", "id", "hidden", "color", "size", "face", "align", "dir", "start", "type",
        "value", "reversed", "open", "src", "alt", "width", "colspan", "onclick", "xlink:href", "encoding",
    ]
    static let attributeValues = [
        "x", "https://e.com/?a=1&b=2", "javascript:alert(1)", " java\tscript:x", "&#106;avascript:x", "/rel",
        "red", "#abc", "7", "-3", "99999999999999999999", "rtl", "center", "a", "I", "text/html", "",
        "display:none", "visibility:hidden", "font-weight:bold;color:rgb(1 2 3/50%)", "white-space:pre",
        "font-size:1e400px", "font:italic 12px/1.5 serif", "color:var(--x, red)", "display:table-cell",
        "background:url(x) red", "font-size:-1px", "letter-spacing:9e99px", "line-height:0", "display:list-item",
        "\\64isplay:none", "display:contents", "display:inline-block", "font-size: calc(1px + 2em)",
    ]
    static let references = [
        "&amp;", "&amp", "&lt;", "&notin;", "&noti", "&notit;", "&#128;", "&#0;", "&#x110000;", "&#xD800;",
        "&#1234567890123;", "&#;", "&#x;", "&;", "&zwnj;", "&nbsp;", "&NotNestedGreaterGreater;", "&AMP",
        "&#x1F600;", "&#65", "&Tab;", "&NewLine;", "&colon;", "&ampx", "&aelig;",
    ]
    static let texts = [
        "hello", "a < b", "x > y", " ", "\n", "\t", "  two  spaces ", "日本語", "🇯🇵👨‍👩‍👧", ">゚", "e\u{301}",
        "\u{FEFF}", "\u{0}", "\u{1}", "\u{7F}", "\u{85}", String(Unicode.Scalar(0xFFFE)!),
        String(Unicode.Scalar(0xFDD0)!), "\u{10FFFF}", "\u{200B}",
        "\r\n", "\r", "\u{C}", "]]>", "--!>", "1.", "•",
    ]
    static let badBytes: [[UInt8]] = [
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF], [0xFE], [0x80], [0xBF, 0x80], [0xE2, 0x82],
        [0xF0, 0x9F, 0x98], [0xF0, 0x9F], [0xC3], [0xEF, 0xBB, 0xBF],
    ]

    /// One input of up to roughly `budget` pieces.
    mutating func document(budget: Int = 40) -> [UInt8] {
        var out: [UInt8] = []
        var open: [String] = []
        if chance(10) { out += Array(pick(["<!DOCTYPE html>", "<!doctype x SYSTEM 'y'", "\u{FEFF}"]).utf8) }
        for _ in 0..<int(budget) + 1 {
            switch int(100) {
            case 0..<22:
                let name = chance(85) ? pick(Self.tags) : pick(Self.bogusTags)
                out += startTag(name)
                open.append(name)
            case 22..<36:
                // Close the right element, a random open one (misnesting) or a stray one.
                let name = open.isEmpty || chance(20) ? pick(Self.tags) : (chance(60) ? open.removeLast() : pick(open))
                out += Array("</\(chance(10) ? name.uppercased() : name)\(chance(5) ? " x=y" : "")>".utf8)
            case 36..<62:
                out += Array(pick(Self.texts).utf8)
            case 62..<72:
                out += Array(pick(Self.references).utf8)
            case 72..<76:
                out += pick(Self.badBytes)
            case 76..<80:
                for _ in 0..<int(8) { out.append(UInt8(truncatingIfNeeded: next())) }
            case 80..<84:
                out += Array(
                    pick([
                        "<!-- c -->", "<!-->", "<!--", "<?php x ?>", "<!x>", "<![CDATA[z]]>", "</>", "<", "&", "</ x>",
                        "<a<b>", "<p/>", "<br/>", "</br>", "</p>",
                    ]).utf8)
            case 84..<86:
                // Deep nesting, sometimes past the depth limit.
                let name = pick(["b", "div", "span", "i", "blockquote", "ul", "table", "font", "a"])
                let depth = chance(20) ? 520 + int(200) : int(60)
                for _ in 0..<depth { out += startTag(name) }
                out += Array("deep".utf8)
                if chance(50) { for _ in 0..<depth { out += Array("</\(name)>".utf8) } }
            default:
                out += Array(pick(["x", "y z", "1", "word"]).utf8)
            }
        }
        return out
    }

    private mutating func startTag(_ name: String) -> [UInt8] {
        var s = "<" + (chance(10) ? name.uppercased() : name)
        for _ in 0..<(chance(50) ? int(4) : 0) {
            s += pick([" ", "\t", "\n", "/"])
            s += pick(Self.attributeNames)
            if chance(80) {
                let value = pick(Self.attributeValues) + (chance(20) ? pick(Self.references) : "")
                switch int(10) {
                case 0..<4: s += "=\"\(value)\""
                case 4..<7: s += "='\(value)'"
                case 7..<9: s += "=\(value.split(separator: " ").first ?? "v")"
                default: s += "= \"\(value)"  // unterminated
                }
            }
        }
        s += pick([">", ">", ">", " />", "", " >"])
        return Array(s.utf8)
    }
}
