/// A complex selector (selectors-4 §3.1): compound selectors joined by
/// combinators, such as `div.note > p a[href]`.
///
/// Stored right to left, the way it is matched: `compounds[0]` is the
/// subject (`a[href]`), and `combinators[i]` joins `compounds[i]` to
/// `compounds[i + 1]`, the compound on its left.
struct Selector: Hashable, Sendable {
    var compounds: [CompoundSelector]
    var combinators: [Combinator]
    /// False when the selector has a pseudo-element (`::before`): it then
    /// styles no element, only generated content htmlruns does not produce.
    var matchesElements = true

    /// selectors-4 §16 "Calculating a selector's specificity".
    var specificity: Specificity {
        var s = Specificity()
        for compound in compounds { s = s + compound.specificity }
        if !matchesElements { s.c += 1 }
        return s
    }

    /// selectors-4 §15 combinators.
    enum Combinator: Hashable, Sendable {
        /// Whitespace: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
        /// `+`: the previous element sibling.
        case nextSibling
        /// `~`: any previous element sibling.
        case subsequentSibling
    }
}

/// A sequence of simple selectors not separated by a combinator (selectors-4
/// §3.1 "compound selector"), such as `p.note[title]:first-child`.
struct CompoundSelector: Hashable, Sendable {
    /// The lowercased type selector; nil for `*` or none.
    var tagName: String?
    var simple: [SimpleSelector] = []

    var specificity: Specificity {
        var s = Specificity()
        if tagName != nil { s.c += 1 }
        for selector in simple { s = s + selector.specificity }
        return s
    }
}

/// selectors-4 §3.1 simple selectors, other than type selectors.
enum SimpleSelector: Hashable, Sendable {
    /// `#id`, case-sensitive.
    case id(String)
    /// `.class`, case-sensitive.
    case className(String)
    case attribute(AttributeSelector)
    case pseudoClass(PseudoClass)

    var specificity: Specificity {
        switch self {
        case .id: Specificity(a: 1)
        case .className, .attribute: Specificity(b: 1)
        case .pseudoClass(let p): p.specificity
        }
    }
}

/// selectors-4 §6 attribute selectors: `[name]`, `[name=value]`,
/// `[name~=value]`, `[name|=value]`, `[name^=value]`, `[name$=value]`,
/// `[name*=value]`, with an optional `i` (ASCII case-insensitive) flag.
struct AttributeSelector: Hashable, Sendable {
    /// Lowercased: HTML attribute names are.
    var name: String
    var match: Match
    var value: String
    var caseInsensitive = false

    enum Match: Hashable, Sendable {
        case exists, equals, includesWord, dashPrefix, prefix, suffix, substring
    }

    /// Whether an attribute value satisfies the selector.
    func accepts(_ attributeValue: String) -> Bool {
        let actual = caseInsensitive ? attributeValue.lowercasedForCSS : attributeValue
        let wanted = caseInsensitive ? value.lowercasedForCSS : value
        switch match {
        case .exists: return true
        case .equals: return actual == wanted
        case .includesWord:
            guard !wanted.isEmpty, !wanted.unicodeScalars.contains(where: CSSWhitespace.isASCIIWhitespace) else {
                return false
            }
            return CSSWhitespace.split(actual).contains { $0 == wanted[...] }
        case .dashPrefix: return actual == wanted || actual.hasPrefix(wanted + "-")
        case .prefix: return !wanted.isEmpty && actual.hasPrefix(wanted)
        case .suffix: return !wanted.isEmpty && actual.hasSuffix(wanted)
        case .substring: return !wanted.isEmpty && actual.contains(wanted)
        }
    }
}

/// The pseudo-classes htmlruns can decide on a static tree (selectors-4).
enum PseudoClass: Hashable, Sendable {
    case firstChild, lastChild, onlyChild, firstOfType, lastOfType, onlyOfType
    /// `:nth-child(an+b)` and friends (selectors-4 §14.4).
    case nth(a: Int, b: Int, ofType: Bool, fromEnd: Bool)
    case empty
    /// `:root`: the element without a parent element (for a `Document`, the
    /// `html` the fragment is placed in).
    case root
    /// `:link` and `:any-link`: `a` or `area` with `href`.
    case link
    /// `:lang()` (selectors-4 §7.2): the nearest `lang` attribute matches one
    /// of the ranges (lowercased), exactly or as a prefix followed by `-`.
    case lang([String])
    /// `:dir()` (selectors-4 §7.1): the nearest `dir` attribute (ltr when none).
    case dir(rtl: Bool)
    /// User-action and time pseudo-classes (`:hover`, `:visited`...): a page
    /// as first shown matches none of them.
    case never
    /// `:is()`, `:matches()`, `:-webkit-any()`: any of the compounds.
    case isAny([CompoundSelector])
    /// `:where()`: like `:is()`, with no specificity.
    case whereAny([CompoundSelector])
    /// `:not()`: none of the compounds.
    case not([CompoundSelector])

    var specificity: Specificity {
        switch self {
        case .isAny(let list), .not(let list):
            list.map(\.specificity).max() ?? Specificity()
        case .whereAny:
            Specificity()
        default:
            Specificity(b: 1)
        }
    }
}

/// selectors-4 §16 specificity `(a, b, c)`: ids; classes, attributes and
/// pseudo-classes; types and pseudo-elements. Compared lexicographically.
struct Specificity: Hashable, Sendable, Comparable {
    var a = 0
    var b = 0
    var c = 0

    static func + (l: Specificity, r: Specificity) -> Specificity {
        Specificity(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c)
    }

    static func < (l: Specificity, r: Specificity) -> Bool {
        (l.a, l.b, l.c) < (r.a, r.b, r.c)
    }
}

/// ASCII whitespace as HTML and CSS split class lists and word lists.
enum CSSWhitespace {
    static func isASCIIWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{C}"
    }

    /// The words of `text` separated by ASCII whitespace.
    static func split(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0.unicodeScalars.allSatisfy(isASCIIWhitespace) })
    }
}
