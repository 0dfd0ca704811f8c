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

    /// The rules' selectors indexed by their subject compound, so that an
    /// element is only matched against the selectors that could apply to it.
    private(set) var index = SelectorIndex()

    /// Rules in a sheet beyond this many are dropped (with a diagnostic).
    static let maxRules = 100_000

    /// Parses CSS text; what it cannot use is skipped and noted in `problems`.
    public init(_ text: String) {
        diagnostics = append(text)
    }

    /// An empty sheet, for `append(_:)`.
    init() {}

    /// Parses CSS text as a sheet of its own (an unclosed block ends with
    /// the text) and adds its rules after this sheet's, as if they were one
    /// sheet: several `<style>` elements of a document become one rule
    /// list and one index, so that neither memory nor matching grows with
    /// the number of elements. Returns what was skipped, offsets counted
    /// from the start of `text`.
    mutating func append(_ text: String) -> [CSSDiagnostic] {
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
        return pending.sorted { $0.offset < $1.offset }
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
        index.add(rule, at: rules.count, sheet: 0)
        rules.append(rule)
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
        StylesheetSet([self]).declarations(for: element, in: document, cache: cache)
    }

    /// The declarations of the rules matching `element` in several sheets of
    /// one origin, in cascade order (see `StylesheetSet`).
    static func declarations(
        for element: Int32, in document: Document, from sheets: [Stylesheet],
        cache: SelectorMatchingCache<Int32>? = nil
    ) -> [CSSDeclaration] {
        StylesheetSet(sheets).declarations(for: element, in: document, cache: cache)
    }

    /// Records a sheet's diagnostics (`diagnostics`, or what `append(_:)`
    /// returned) in `log`, `baseOffset` being where the sheet's text starts
    /// in the input.
    static func record(_ diagnostics: [CSSDiagnostic], into log: inout DiagnosticLog, baseOffset: Int) {
        for d in diagnostics { log.record(.css, at: baseOffset + d.offset, d.message) }
    }

    private static func shortened(_ text: String) -> String {
        text.unicodeScalars.count <= 60
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(57))) + "..."
    }
}
