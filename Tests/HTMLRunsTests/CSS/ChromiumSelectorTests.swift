import Foundation
import Testing

@testable import HTMLRuns

/// Selector matching and the stylesheet cascade against headless Chromium:
/// for each stylesheet, the colour Chromium computed for every element of
/// one fragment (recorded with the fragment in a page whose `:where(a)` is
/// `color: inherit`, so links show the author's colour). `:has()` is left
/// out: htmlruns never matches it.
@Suite struct ChromiumSelectorTests {
    static let html = #"""
        <div id=d1 class="box wide" lang=en-US data-x="a b c"><p id=p1 class=note title="hello world">one <a id=a1 href="http://example.com/x.pdf">x</a> <a id=a2>y</a></p><section id=s1><p id=p2>two <b id=b1>deep <i id=i1>er</i></b></p><p id=p3 class="note important"></p></section><ul id=u1><li id=l1>1</li><li id=l2>2</li><li id=l3 class=x>3</li><li id=l4>4</li><li id=l5>5</li></ul><span id=sp1></span><em id=e1>e</em></div>
        """#

    static let ids = [
        "d1", "p1", "a1", "a2", "s1", "p2", "b1", "i1", "p3", "u1", "l1", "l2", "l3", "l4", "l5", "sp1", "e1",
    ]

    /// [stylesheet, "id=#rrggbb ..." for the elements not black]
    static let recorded = #"""
        [
        ["p { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        [".note { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p3=#ff0000"],
        ["#p1 { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["p.note { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p3=#ff0000"],
        [".note.important { color: red }", "p3=#ff0000"],
        ["[title] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[title=hello] { color: red }", ""],
        ["[title~=hello] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[title^=hel] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[title$=world] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[title*=\"lo w\"] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[lang { color: red }", ""],
        ["=en] { color: red }", ""],
        ["[lang { color: red }", ""],
        ["=EN i] { color: red }", ""],
        ["[data-x~=b] { color: red }", "d1=#ff0000 p1=#ff0000 a1=#ff0000 a2=#ff0000 s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000 sp1=#ff0000 e1=#ff0000"],
        ["[href$=\".pdf\"] { color: red }", "a1=#ff0000"],
        ["a[href] { color: red }", "a1=#ff0000"],
        ["a:link { color: red }", "a1=#ff0000"],
        ["a:any-link { color: red }", "a1=#ff0000"],
        ["a:not([href]) { color: red }", "a2=#ff0000"],
        ["div p { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["div > p { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["section > p { color: red }", "p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["section p b > i { color: red }", "i1=#ff0000"],
        ["div b i { color: red }", "i1=#ff0000"],
        ["section i { color: red }", "i1=#ff0000"],
        ["div > b { color: red }", ""],
        ["p + section { color: red }", "s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p ~ section { color: red }", "s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["section + ul { color: red }", "u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000"],
        ["section ~ span { color: red }", "sp1=#ff0000"],
        ["ul + span + em { color: red }", "e1=#ff0000"],
        ["p:first-child { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000"],
        ["p:last-child { color: red }", "p3=#ff0000"],
        ["p:only-child { color: red }", ""],
        ["i:only-child { color: red }", "i1=#ff0000"],
        ["b:only-child { color: red }", "b1=#ff0000 i1=#ff0000"],
        ["li:nth-child(2) { color: red }", "l2=#ff0000"],
        ["li:nth-child(odd) { color: red }", "l1=#ff0000 l3=#ff0000 l5=#ff0000"],
        ["li:nth-child(even) { color: red }", "l2=#ff0000 l4=#ff0000"],
        ["li:nth-child(2n+1) { color: red }", "l1=#ff0000 l3=#ff0000 l5=#ff0000"],
        ["li:nth-child(-n+2) { color: red }", "l1=#ff0000 l2=#ff0000"],
        ["li:nth-child(n+4) { color: red }", "l4=#ff0000 l5=#ff0000"],
        ["li:nth-last-child(2) { color: red }", "l4=#ff0000"],
        ["li:nth-of-type(3) { color: red }", "l3=#ff0000"],
        ["li:first-of-type { color: red }", "l1=#ff0000"],
        ["li:last-of-type { color: red }", "l5=#ff0000"],
        ["p:nth-of-type(2) { color: red }", "p3=#ff0000"],
        [":empty { color: red }", "p3=#ff0000 sp1=#ff0000"],
        ["p:empty { color: red }", "p3=#ff0000"],
        ["span:empty { color: red }", "sp1=#ff0000"],
        [":root { color: red }", "d1=#ff0000 p1=#ff0000 a1=#ff0000 a2=#ff0000 s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000 sp1=#ff0000 e1=#ff0000"],
        ["* { color: red }", "d1=#ff0000 p1=#ff0000 a1=#ff0000 a2=#ff0000 s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000 sp1=#ff0000 e1=#ff0000"],
        [":is(section, ul) > * { color: red }", "p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000"],
        [":where(.note) { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p3=#ff0000"],
        [":not(p) { color: red }", "d1=#ff0000 p1=#ff0000 a1=#ff0000 a2=#ff0000 s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000 sp1=#ff0000 e1=#ff0000"],
        ["p:not(.note) { color: red }", "p2=#ff0000 b1=#ff0000 i1=#ff0000"],
        ["li:not(:first-child):not(:last-child) { color: red }", "l2=#ff0000 l3=#ff0000 l4=#ff0000"],
        ["*:not(#p1, #p2) { color: red }", "d1=#ff0000 p1=#ff0000 a1=#ff0000 a2=#ff0000 s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 u1=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000 sp1=#ff0000 e1=#ff0000"],
        [".box p:not(.important) { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000"],
        ["#d1 > :nth-child(2) { color: red }", "s1=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["ul > li.x ~ li { color: red }", "l4=#ff0000 l5=#ff0000"],
        ["li.x + li { color: red }", "l4=#ff0000"],
        ["p::before { color: red }", ""],
        ["p:hover { color: red }", ""],
        ["a:visited { color: red }", ""],
        ["p:focus-within { color: red }", ""],
        [":not(:hover) > b { color: red }", "b1=#ff0000 i1=#ff0000"],
        ["p:lang(en) { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p:dir(ltr) { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["div p, ul li { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000 l1=#ff0000 l2=#ff0000 l3=#ff0000 l4=#ff0000 l5=#ff0000"],
        ["#missing, li:nth-child(3) { color: red }", "l3=#ff0000"],
        ["p:first-line { color: red }", ""],
        ["a:nth-child(2n of .x) { color: red }", ""],
        [">p { color: red }", ""],
        ["p> { color: red }", ""],
        ["svg { color: red }", ""],
        ["a { color: red }", "a1=#ff0000 a2=#ff0000"],
        ["p { color: red } .note { color: green }", "p1=#008000 a1=#008000 a2=#008000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#008000"],
        [".note { color: green } p { color: red }", "p1=#008000 a1=#008000 a2=#008000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#008000"],
        ["#p1 { color: blue } p.note { color: green }", "p1=#0000ff a1=#0000ff a2=#0000ff p3=#008000"],
        ["p { color: red !important } #p1 { color: blue }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["div p { color: red } p { color: blue }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["li:nth-child(2) { color: red } li { color: blue }", "l1=#0000ff l2=#ff0000 l3=#0000ff l4=#0000ff l5=#0000ff"],
        ["@media screen { p { color: red } } p { color: blue }", "p1=#0000ff a1=#0000ff a2=#0000ff p2=#0000ff b1=#0000ff i1=#0000ff p3=#0000ff"],
        ["p { color: blue } @media screen { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@media print { p { color: red } }", ""],
        ["@media (min-width: 600px) { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@media (max-width: 600px) { p { color: red } }", ""],
        ["@media (width >= 600px) { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@media not print { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@media screen and (orientation: landscape) { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@media (prefers-color-scheme: dark) { p { color: red } }", ""],
        ["@supports (display: grid) { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@supports not (display: grid) { p { color: red } }", ""],
        ["@layer base { p { color: red } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red; } } p { color: blue }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red } @foo { p { color: blue } } ", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["<!-- p { color: red } -->", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red } p:bogus, p { color: blue }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p, p:bogus { color: blue }", ""],
        [":is(p, :bogus) { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red !important } p { color: blue !important }", "p1=#0000ff a1=#0000ff a2=#0000ff p2=#0000ff b1=#0000ff i1=#0000ff p3=#0000ff"],
        ["P { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["DIV > P { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        [".NOTE { color: red }", ""],
        ["#P1 { color: red }", ""],
        ["[TITLE] { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000"],
        ["[title=HELLO i] { color: red }", ""],
        ["li:nth-child( 2n + 1 ) { color: red }", "l1=#ff0000 l3=#ff0000 l5=#ff0000"],
        ["li:NTH-CHILD(2) { color: red }", "l2=#ff0000"],
        ["@media screen { @media (min-width: 100px) { p { color: red } } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@import url(x.css); p { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["@charset 'utf-8'; p { color: red }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"],
        ["p { color: red } @media print { p { color: blue } }", "p1=#ff0000 a1=#ff0000 a2=#ff0000 p2=#ff0000 b1=#ff0000 i1=#ff0000 p3=#ff0000"]
        ]
        """#

    @Test func everyStylesheetMatchesAsInChromium() throws {
        let rows = try JSONSerialization.jsonObject(with: Data(Self.recorded.utf8)) as! [[String]]
        #expect(rows.count > 100)
        let tree = TestTree(Self.html)
        for row in rows {
            let sheet = Stylesheet(":where(a) { color: inherit } " + row[0])
            var expected: [String: String] = [:]
            for pair in row[1].split(separator: " ") {
                let parts = pair.split(separator: "=")
                expected[String(parts[0])] = String(parts[1])
            }
            var mismatches: [String] = []
            for id in Self.ids {
                var chain: [Int32] = []
                var node: Int32? = tree.element(id)
                while let n = node { chain.append(n); node = tree.document.parentElement(of: n) }
                var style = ComputedStyle.initial
                for n in chain.reversed() {
                    var s = style.inherited()
                    StyleResolver.apply(sheet.declarations(for: n, in: tree.document), to: &s, parent: style)
                    style = s
                }
                let want = expected[id] ?? "#000000"
                if style.color.hex != want { mismatches.append("\(id) \(style.color.hex) (Chromium \(want))") }
            }
            #expect(mismatches.isEmpty, "\(row[0]): \(mismatches.joined(separator: ", "))")
        }
    }
}
