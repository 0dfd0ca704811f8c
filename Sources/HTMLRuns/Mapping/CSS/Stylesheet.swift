// A stylesheet from CSS text (the contents of `<style>` or a user sheet):
// css-syntax-3 §5.4.1 "consume a list of rules", with `@media`, `@supports`
// and `@layer` blocks read in place (their end positions kept on a stack, so
// nesting does not recurse) and everything else skipped with a diagnostic.

/// Style rules with their selectors, ready to be matched against elements.
///
/// ```swift
/// let sheet = Stylesheet("p.note { color: red } #main > p { font-weight: bold }")
/// let declarations = sheet.declarations(for: element, in: document)
/// StyleResolver.apply(declarations + StyleResolver.parseInlineStyle(style), to: &s, parent: p)
/// ```
public struct Stylesheet: Sendable {
    private(set) var rules: [StyleRule] = []
    /// Selectors and at-rules that were skipped, and why.
    private(set) var diagnostics: [CSSDiagnostic] = []

    /// Rule selectors indexed by the most selective part of their subject
    /// compound (id, then class, then tag), so that an element is only
    /// matched against the selectors that could apply to it.
    private var byID: [String: [Entry]] = [:]
    private var byClass: [String: [Entry]] = [:]
    private var byTag: [String: [Entry]] = [:]
    private var universal: [Entry] = []

    private struct Entry: Sendable {
        var rule: Int
        var selector: Int
    }

    /// Rules in a sheet beyond this many are dropped (with a diagnostic).
    static let maxRules = 100_000

    /// Parses CSS text; what it cannot use is skipped and noted in `problems`.
    public init(_ text: String) {
        var tokenizer = CSSTokenizer(text)
        let located = tokenizer.all()
        var declarationParser = InlineStyleParser(tokens: located, bytes: tokenizer.bytes)
        let match = Self.matchingClosers(located)
        var pending: [CSSDiagnostic] = []
        // End indices of the @media/@supports/@layer blocks being read.
        var blockEnds: [Int] = []
        var i = 0
        let count = located.count
        while i < count || !blockEnds.isEmpty {
            if let end = blockEnds.last, i >= end {
                blockEnds.removeLast()
                i = end + 1
                continue
            }
            let t = located[i].token
            switch t {
            case .whitespace, .cdo, .cdc, .semicolon:
                i += 1
            case .atKeyword(let rawName):
                let name = rawName.lowercasedForCSS
                let (preludeEnd, blockEnd) = Self.extentOfAtRule(located, match, from: i + 1)
                let prelude = located[(i + 1)..<preludeEnd].map(\.token)
                let hasBlock = preludeEnd < count && located[preludeEnd].token == .openCurly
                let enter: Bool
                switch name {
                case "media": enter = hasBlock && MediaQuery.matches(prelude)
                case "supports":
                    enter = hasBlock && !(prelude.first(where: { $0 != .whitespace })?.identLowercased == "not")
                case "layer", "container", "scope", "starting-style", "document", "-moz-document": enter = hasBlock
                case "charset", "namespace", "font-face", "keyframes", "-webkit-keyframes", "-moz-keyframes",
                    "page", "counter-style", "property", "font-feature-values", "font-palette-values",
                    "view-transition", "position-try", "viewport", "-ms-viewport":
                    enter = false
                case "import":
                    pending.append(
                        CSSDiagnostic(offset: located[i].range.lowerBound, message: "@import is not fetched; skipped"))
                    enter = false
                default:
                    pending.append(
                        CSSDiagnostic(
                            offset: located[i].range.lowerBound, message: "unsupported at-rule @\(rawName) skipped"))
                    enter = false
                }
                if enter {
                    blockEnds.append(blockEnd)
                    i = preludeEnd + 1
                } else {
                    i = hasBlock ? blockEnd + 1 : preludeEnd + 1
                }
            default:
                // A qualified rule: prelude up to `{`, then the block.
                let (preludeEnd, blockEnd) = Self.extentOfQualifiedRule(
                    located, match, from: i, limit: blockEnds.last ?? count)
                guard preludeEnd < count, located[preludeEnd].token == .openCurly else {
                    pending.append(
                        CSSDiagnostic(offset: located[i].range.lowerBound, message: "rule without a '{' block skipped"))
                    i = preludeEnd  // the end of the input or of the enclosing block
                    continue
                }
                let prelude = located[i..<preludeEnd].map(\.token)
                switch SelectorParser.parse(prelude) {
                case .success(let selectors):
                    if rules.count < Self.maxRules {
                        let declarations = declarationParser.declarations(in: (preludeEnd + 1)..<min(blockEnd, count))
                        add(StyleRule(selectors: selectors, declarations: declarations, order: rules.count))
                    } else if rules.count == Self.maxRules {
                        pending.append(
                            CSSDiagnostic(
                                offset: located[i].range.lowerBound,
                                message: "more than \(Self.maxRules) rules; the rest skipped"))
                    }
                case .failure(let error):
                    let text = declarationParser.text(of: i..<preludeEnd)
                    pending.append(
                        CSSDiagnostic(
                            offset: located[i].range.lowerBound,
                            message: "\(error.message) in '\(Self.shortened(text))'; rule skipped"))
                }
                i = blockEnd + 1
            }
        }
        diagnostics = pending.sorted { $0.offset < $1.offset }
    }

    /// For every token that opens a block (`{`, `(`, `[`, a function), the
    /// index of the token closing it, or the token count when it is never
    /// closed: one pass with a stack, so finding a block's end later is O(1)
    /// however deeply blocks nest (css-syntax-3 §5.4.8: only the matching
    /// closer ends a block; others inside it are ordinary tokens).
    private static func matchingClosers(_ tokens: [LocatedCSSToken]) -> [Int] {
        var match = [Int](repeating: tokens.count, count: tokens.count)
        var open: [(index: Int, closer: CSSToken)] = []
        for (i, t) in tokens.enumerated() {
            if let closer = t.token.closer {
                open.append((i, closer))
            } else if let top = open.last, top.closer == t.token {
                match[top.index] = i
                open.removeLast()
            }
        }
        return match
    }

    /// Where an at-rule's prelude ends (at its `;` or `{`, or the end) and
    /// where its block's `}` is (css-syntax-3 §5.4.2).
    private static func extentOfAtRule(_ tokens: [LocatedCSSToken], _ match: [Int], from start: Int) -> (Int, Int) {
        var i = start
        while i < tokens.count {
            let t = tokens[i].token
            if t == .semicolon { return (i, i) }
            if t == .openCurly { return (i, match[i]) }
            if t == .closeCurly { return (i, i - 1) }
            i = t.opensBlock ? match[i] + 1 : i + 1
        }
        return (tokens.count, tokens.count)
    }

    /// Where a qualified rule's prelude ends (at its `{`) and its block's `}`
    /// (css-syntax-3 §5.4.3). Inside an at-rule's block, the block's end
    /// (`limit`) also ends the prelude.
    private static func extentOfQualifiedRule(_ tokens: [LocatedCSSToken], _ match: [Int], from start: Int, limit: Int)
        -> (Int, Int)
    {
        var i = start
        while i < limit {
            let t = tokens[i].token
            if t == .openCurly { return (i, match[i]) }
            i = t.opensBlock ? match[i] + 1 : i + 1
        }
        return (limit, limit)
    }

    private mutating func add(_ rule: StyleRule) {
        let index = rules.count
        rules.append(rule)
        for (s, selector) in rule.selectors.enumerated() where selector.matchesElements {
            let entry = Entry(rule: index, selector: s)
            let subject = selector.compounds[0]
            if let id = subject.simple.lazy.compactMap({ if case .id(let v) = $0 { v } else { nil } }).first {
                byID[id, default: []].append(entry)
            } else if let c = subject.simple.lazy.compactMap({ if case .className(let v) = $0 { v } else { nil } })
                .first
            {
                byClass[c, default: []].append(entry)
            } else if let tag = subject.tagName {
                byTag[tag, default: []].append(entry)
            } else {
                universal.append(entry)
            }
        }
    }

    /// The declarations of every rule matching `element`, in cascade order
    /// (css-cascade-5 §6.4: specificity, then order of appearance), ready for
    /// `StyleResolver.apply`, which then lets `!important` win.
    ///
    /// Pass the same `cache` for every element of one document: it keeps
    /// sibling positions so that `:nth-child()` stays linear.
    func declarations(
        for element: Int32, in document: Document,
        cache: SelectorMatchingCache<Int32>? = nil
    ) -> [CSSDeclaration] {
        Self.declarations(for: element, in: document, from: [self], cache: cache)
    }

    /// The declarations of the rules matching `element` in several sheets of
    /// one origin, in cascade order: specificity decides across the sheets,
    /// and only at equal specificity does the later sheet (then the later
    /// rule) win. Concatenating each sheet's `declarations(for:in:)` would let
    /// a later sheet's `p` beat an earlier sheet's `#id`.
    static func declarations(
        for element: Int32, in document: Document, from sheets: [Stylesheet],
        cache: SelectorMatchingCache<Int32>? = nil
    ) -> [CSSDeclaration] {
        matchingDeclarations(for: element, in: document, from: sheets, cache: cache)
    }

    /// `declarations(for:in:from:cache:)` for any `ElementTree`.
    static func matchingDeclarations<T: ElementTree>(
        for element: T.Element, in tree: T, from sheets: [Stylesheet],
        cache: SelectorMatchingCache<T.Element>? = nil
    ) -> [CSSDeclaration] {
        var matched: [MatchedRule] = []
        for (index, sheet) in sheets.enumerated() {
            sheet.collectMatches(for: element, in: tree, sheet: index, cache: cache, into: &matched)
        }
        if matched.count > 1 {
            matched.sort { ($0.specificity, $0.sheet, $0.rule) < ($1.specificity, $1.sheet, $1.rule) }
        }
        var out: [CSSDeclaration] = []
        for m in matched { out += sheets[m.sheet].rules[m.rule].declarations }
        return out
    }

    /// A rule matching an element, with what orders it in the cascade.
    private struct MatchedRule {
        var specificity: Specificity
        var sheet: Int
        var rule: Int
    }

    /// Adds the rules of this sheet that match `element`, each once, with
    /// the highest specificity among its matching selectors.
    private func collectMatches<T: ElementTree>(
        for element: T.Element, in tree: T, sheet: Int,
        cache: SelectorMatchingCache<T.Element>?, into matched: inout [MatchedRule]
    ) {
        guard !rules.isEmpty else { return }
        // Out of checks: not even the candidates are gathered (that alone
        // is a pass over every universal rule).
        if let cache, !cache.hasChecksLeft { return }
        var candidates: [Entry] = []
        if let id = tree.attribute("id", of: element), let list = byID[id] { candidates += list }
        if let classes = tree.attribute("class", of: element) {
            var seen: Set<Substring> = []
            for c in CSSWhitespace.split(classes) where seen.insert(c).inserted {
                if let list = byClass[String(c)] { candidates += list }
            }
        }
        if let list = byTag[tree.localName(of: element)] { candidates += list }
        candidates += universal
        var best: [Int: Specificity] = [:]
        for entry in candidates {
            if let cache, !cache.spendCheck() { break }
            let selector = rules[entry.rule].selectors[entry.selector]
            let specificity = selector.specificity
            if let known = best[entry.rule], known >= specificity { continue }
            if selector.matches(element, in: tree, cache: cache) { best[entry.rule] = specificity }
        }
        for (rule, specificity) in best {
            matched.append(MatchedRule(specificity: specificity, sheet: sheet, rule: rule))
        }
    }

    /// Records the diagnostics in `log`, `baseOffset` being where the
    /// stylesheet's text starts in the input.
    func record(into log: inout DiagnosticLog, baseOffset: Int) {
        for d in diagnostics { log.record(.css, at: baseOffset + d.offset, d.message) }
    }

    private static func shortened(_ text: String) -> String {
        text.unicodeScalars.count <= 60
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(57))) + "..."
    }
}
