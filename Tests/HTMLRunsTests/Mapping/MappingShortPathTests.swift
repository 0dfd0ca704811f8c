import Foundation
import Testing

@testable import HTMLRuns

/// The mapping walker's short paths for the usual cases (an inline box's
/// structure, an ordinary box's content, a link's run attributes) give
/// exactly what its general rules give, on every fragment we have, on
/// random ones, and with user stylesheets (whose walker has no cascade
/// cache, so every element takes the general cascade).
@Suite struct MappingShortPathTests {
    /// The styled string of `input`, with or without the short paths.
    static func convert(_ input: [UInt8], shortPaths: Bool, options: Options = Options()) -> StyledString {
        MappingComparison.map(input, options: options) { $0.usesShortPaths = shortPaths }
    }

    @Test func everyFragmentMapsAsByTheGeneralRules() throws {
        let (differing, count) = try MappingComparison.differingFragments { Self.convert($0, shortPaths: $1) }
        #expect(count > 700)
        #expect(differing.isEmpty, "\(differing.count) fragments: \(differing.prefix(20))")
    }

    @Test func randomFragmentsMapAsByTheGeneralRules() {
        let differing = MappingComparison.differingRandomFragments(seed: InvariantPropertyTests.seed &+ 0x5407_7A7) {
            Self.convert($0, shortPaths: $1)
        }
        #expect(differing.isEmpty, "\(differing.count) inputs, first: \(differing.first ?? "")")
    }

    /// The cases the short paths are for, and the ones next to them that
    /// must leave them: inline boxes in table parts, after cells, hidden,
    /// `display: contents` parents, `<q>`, bidi isolates, links in styled
    /// and linked boxes, links with refused schemes.
    @Test(arguments: [
        "<p>a <b>b <i>c</i></b> <a href=/x>d <u>e</u></a> <span>f</span></p>",
        "<table><tr><td>a<b>b</b><td><i>c</i></table><b>d</b>",
        "<table><b>x</b><tr><td>y</table>",
        "<div style=display:table-row><b>a</b></div><i>b</i>",
        "<div><span style=display:table-row>a</span><b>x</b><span style=display:table-row>b</span></div>",
        "<p><span style=display:table-cell>a</span><b>x</b><span style=display:table-cell>b</span></p>",
        "<div style=display:contents><b>a</b><span style=display:table-cell>c</span><i>d</i></div>",
        "<p><b style=visibility:hidden>h</b> <i>v</i></p>",
        "<ul><li style=display:inline><b>a</b><li style=display:inline>b</ul>",
        "<p>x<q>q <b>b</b></q><bdi>a</bdi><span dir=auto>r</span></p>",
        "<p style=color:red><a href=/a>a</a><a href=/b style=color:blue>b</a><a href=/a>c</a></p>",
        "<a href=/o><b><a href=/i>i</a></b></a><a href='javascript:x'>j</a><a href=''>e</a>",
        "<p style='text-decoration:underline'><a href=/u style='text-decoration:none'>u</a><sup><a href=/s>s</a></sup></p>",
        "<ruby><b>r</b><rt><i>t</i></rt></ruby><p style='writing-mode:vertical-rl'><b>v</b></p>",
    ])
    func usualCasesMapAsByTheGeneralRules(_ html: String) {
        let input = Array(html.utf8)
        #expect(Self.convert(input, shortPaths: true) == Self.convert(input, shortPaths: false))
        var options = Options()
        options.stylesheets = [Stylesheet("b { color: green } a { font-weight: bold }")]
        #expect(
            Self.convert(input, shortPaths: true, options: options)
                == Self.convert(input, shortPaths: false, options: options))
    }
}
