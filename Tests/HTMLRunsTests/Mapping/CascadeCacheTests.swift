import Foundation
import Testing

@testable import HTMLRuns

/// `CascadeCache` and the attributes `PaintCache` derives from it are
/// shortcuts: a conversion with them gives exactly what the full cascade
/// gives, on every fragment we have and on random ones.
@Suite struct CascadeCacheTests {
    /// The styled string of `input`, with or without the caches.
    static func convert(_ input: [UInt8], cached: Bool) -> StyledString {
        MappingComparison.map(input) { $0.usesCascadeCache = cached }
    }

    @Test func everyFragmentMapsAsWithoutTheCache() throws {
        let (differing, count) = try MappingComparison.differingFragments { Self.convert($0, cached: $1) }
        #expect(count > 700)
        #expect(differing.isEmpty, "\(differing.count) fragments: \(differing.prefix(20))")
    }

    /// `HTMLRUNS_PROPERTY_SEED` and `HTMLRUNS_PROPERTY_INPUTS` (a fifth of
    /// that many are run here) explore more, as for the invariants.
    @Test func randomFragmentsMapAsWithoutTheCache() {
        let differing = MappingComparison.differingRandomFragments(seed: InvariantPropertyTests.seed &+ 0xCA5C_ADE) {
            Self.convert($0, cached: $1)
        }
        #expect(differing.isEmpty, "\(differing.count) inputs, first: \(differing.first ?? "")")
    }

    /// Repeated shapes are what the cache is for: a long list of styled
    /// paragraphs, nested lists (whose markers depend on the nesting) and
    /// details, each shape many times.
    @Test func repeatedShapesMapAsWithoutTheCache() {
        let shapes = [
            "<p>a <b>b <i>c</i></b> <u>d <s>e</s></u> <sup>f</sup><sub>g</sub> <mark>h</mark></p>",
            "<ul><li>a<ul><li>b<ol><li>c<ul><li>d</ul></ol></ul></ul>",
            "<details><summary>s</summary><p>x</p></details><details open><summary>t</summary>y</details>",
            "<table><tr><td>a<td><b>b</b></table><pre>p <code>q</code></pre><blockquote><p>q</blockquote>",
            "<div style='color:red'><b>r</b><p><b>s</b></p></div><h1><b>h</b></h1><small><b>t</b></small>",
            "<a href='https://x.example/'><b>l</b><i>m</i></a><font color=blue><b>n</b></font><b><u>o</u></b>",
            // Neutral attributes (cached), beside ones the cascade reads (not).
            "<a href=x class=c id=i rel=r target=_blank><b>l</b></a><a href='javascript:x'>j</a><a>n</a>",
            "<span class=hl data-x=1 aria-label=y role=note tabindex=0>s<img src=a alt=b width=3 height=4></span>",
            "<h2 id=z>h<span title=t>t</span></h2><abbr title=a>a</abbr><p dir=rtl class=c>r</p><p hidden>h</p>",
        ]
        var input = ""
        for i in 0..<400 { input += shapes[i % shapes.count] + shapes[(i * 7) % shapes.count] }
        let bytes = Array(input.utf8)
        #expect(Self.convert(bytes, cached: true) == Self.convert(bytes, cached: false))
    }

    /// A key from names, as `MappingWalker.cascadeKey` makes it from codes.
    /// Only names no built-in mapper reads are neutral: `title` (an
    /// `<abbr>`'s underline), `dir`, `hidden`, `lang`, `style` and the
    /// presentational hints are not.
    @Test func neutralAttributesAreOnesTheCascadeNeverReads() {
        for name in ["id", "class", "href", "src", "alt", "width", "height", "rel", "role", "target", "tabindex"] {
            #expect(CascadeCache.isMappingNeutral(name), "\(name)")
        }
        #expect(CascadeCache.isMappingNeutral("data-x") && CascadeCache.isMappingNeutral("aria-label"))
        for name in [
            "style", "title", "dir", "hidden", "lang", "align", "color", "bgcolor", "face", "size", "type", "open",
            "start", "value", "reversed", "nowrap", "data", "data-", "aria", "ids", "hrefs", "",
        ] {
            #expect(!CascadeCache.isMappingNeutral(name), "\(name)")
        }
    }

    static func key(parentStyle: Int32, name: TagName, parentName: TagName?, listNesting: Int) -> CascadeCache.Key? {
        CascadeCache.Key(
            parentStyle: parentStyle, code: TagCode.of(name),
            parentCode: parentName.map(TagCode.of) ?? CascadeCache.noParent, listNesting: listNesting)
    }

    @Test func keysLeaveOutWhatTheyCannotName() {
        #expect(Self.key(parentStyle: 3, name: .b, parentName: .p, listNesting: 0) != nil)
        #expect(Self.key(parentStyle: 3, name: .b, parentName: nil, listNesting: 2) != nil)
        #expect(Self.key(parentStyle: 3, name: .custom(.empty), parentName: .p, listNesting: 0) == nil)
        #expect(Self.key(parentStyle: 3, name: .b, parentName: .custom(.empty), listNesting: 0) == nil)
        #expect(Self.key(parentStyle: 3, name: .b, parentName: .p, listNesting: 70_000) == nil)
    }

    @Test func styleIDsAreStableAcrossEvictions() {
        var cache = CascadeCache()
        let mapping = ElementMapping(style: ComputedStyle.initial)
        let key = Self.key(parentStyle: 0, name: .b, parentName: .p, listNesting: 0)!
        let first = cache.remember(mapping, for: key)
        #expect(cache.lookUp(key).style == first)
        // Any later entry for an equal style gets the same id.
        let other = Self.key(parentStyle: 9, name: .i, parentName: .p, listNesting: 1)!
        #expect(cache.remember(mapping, for: other) == first)
        #expect(cache.freshID() != first)
    }

    /// The recorded comparison with the parent's text style belongs to the
    /// entry: unknown for a new one, kept on hits, forgotten when another
    /// entry takes the slot.
    @Test func textStyleComparisonIsForgottenWithItsEntry() {
        var cache = CascadeCache()
        let mapping = ElementMapping(style: ComputedStyle.initial)
        let key = Self.key(parentStyle: 0, name: .b, parentName: .p, listNesting: 0)!
        _ = cache.remember(mapping, for: key)
        let slot = CascadeCache.slot(of: key)
        #expect(cache.lookUp(key).slot == slot)
        #expect(cache.textStyleEqualsParent(at: slot) == nil)
        cache.setTextStyleEqualsParent(false, at: slot)
        #expect(cache.textStyleEqualsParent(at: slot) == false)
        cache.setTextStyleEqualsParent(true, at: slot)
        #expect(cache.textStyleEqualsParent(at: slot) == true)
        _ = cache.remember(mapping, for: key)
        #expect(cache.textStyleEqualsParent(at: slot) == nil)
    }
}

/// The cache's tables of mappings are made slot by slot (`LazySlots`): what
/// an entry holds is released when the entry is replaced and when the
/// cache goes, and nothing else is touched.
@Suite struct CascadeCacheLifetimeTests {
    /// A style whose references object only this test holds.
    private static func style(_ family: String) -> ComputedStyle {
        var style = ComputedStyle.initial
        style.fontFamily = family
        return style
    }

    @Test func entriesAreReleasedWhenReplacedAndWithTheCache() throws {
        weak var replaced: ComputedStyle.References?
        weak var kept: ComputedStyle.References?
        weak var other: ComputedStyle.References?
        do {
            var cache = CascadeCache()
            let key = try #require(CascadeCache.Key(parentStyle: 7, code: 3, parentCode: 4, listNesting: 0))
            let otherKey = try #require(CascadeCache.Key(parentStyle: 8, code: 5, parentCode: 4, listNesting: 1))
            do {
                let first = Self.style("first family, only here")
                replaced = first.references
                _ = cache.remember(ElementMapping(style: first), for: key)
                let second = Self.style("second family, only here")
                kept = second.references
                // Same key: the entry is replaced in its slot.
                _ = cache.remember(ElementMapping(style: second), for: key)
                let third = Self.style("third family, only here")
                other = third.references
                _ = cache.remember(ElementMapping(style: third), for: otherKey)
            }
            #expect(kept != nil && other != nil)
            let found = cache.lookUp(key)
            #expect(found.style >= 0)
            #expect(cache.references(at: found.slot) === kept)
            #expect(cache.mapping(at: found.slot).pointee.style.fontFamily == "second family, only here")
            _ = consume cache
        }
        // The interned style ids hold the first style until the cache goes.
        #expect(replaced == nil)
        #expect(kept == nil)
        #expect(other == nil)
    }
}
