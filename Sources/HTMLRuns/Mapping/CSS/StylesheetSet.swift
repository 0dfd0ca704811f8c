// The stylesheets of one origin (the user's, then the document's `<style>`
// elements), matched as one sheet: one `SelectorIndex` over all their
// rules. Matching each sheet in turn costs every element a lookup per sheet,
// which thousands of `<style>` elements over thousands of elements make
// quadratic without spending a single selector check of the budget.

/// Several stylesheets matched together, so that specificity decides across
/// them and an element's cost does not grow with the number of sheets.
struct StylesheetSet: Sendable {
    /// The sheets with at least one rule, in cascade order.
    let sheets: [Stylesheet]
    /// The selectors of every sheet's rules.
    let index: SelectorIndex

    /// The sheets in cascade order (a later sheet wins at equal
    /// specificity); sheets without rules are left out.
    init(_ sheets: [Stylesheet]) {
        let used = sheets.filter { !$0.rules.isEmpty }
        self.sheets = used
        if used.count == 1 {
            index = used[0].index
        } else {
            var index = SelectorIndex()
            for (s, sheet) in used.enumerated() {
                for (r, rule) in sheet.rules.enumerated() { index.add(rule, at: r, sheet: s) }
            }
            self.index = index
        }
    }

    /// Whether no rule of any sheet can match an element.
    var isEmpty: Bool { index.isEmpty }

    /// The declarations of the rules matching `element`, in cascade order
    /// (css-cascade-5 §6.4): specificity decides across the sheets, and only
    /// at equal specificity does the later sheet, then the later rule, win;
    /// `StyleResolver.apply` then lets `!important` win. Concatenating each
    /// sheet's declarations would let a later sheet's `p` beat an earlier
    /// sheet's `#id`.
    ///
    /// Pass the same `cache` for every element of one tree: it keeps sibling
    /// positions so that `:nth-child()` stays linear, and its budget of
    /// selector checks (and declarations matched) bounds the work over the
    /// whole tree.
    func declarations<T: ElementTree>(
        for element: T.Element, in tree: T, cache: SelectorMatchingCache<T.Element>? = nil
    ) -> [CSSDeclaration] {
        guard !index.isEmpty else { return [] }
        // Out of checks: not even the candidates are gathered (that alone
        // is a pass over every universal rule).
        if let cache, !cache.hasChecksLeft { return [] }
        // Each matching rule once, with the highest specificity among its
        // matching selectors.
        var best: [RuleID: Specificity] = [:]
        for entry in index.candidates(for: element, in: tree) {
            if let cache, !cache.spendCheck() { break }
            let selector = sheets[Int(entry.sheet)].rules[Int(entry.rule)].selectors[Int(entry.selector)]
            let specificity = selector.specificity
            let id = RuleID(sheet: entry.sheet, rule: entry.rule)
            if let known = best[id], known >= specificity { continue }
            if selector.matches(element, in: tree, cache: cache) { best[id] = specificity }
        }
        guard !best.isEmpty else { return [] }
        var matched = best.map { (specificity: $0.value, sheet: $0.key.sheet, rule: $0.key.rule) }
        if matched.count > 1 {
            matched.sort { ($0.specificity, $0.sheet, $0.rule) < ($1.specificity, $1.sheet, $1.rule) }
        }
        var out: [CSSDeclaration] = []
        for m in matched {
            let declarations = sheets[Int(m.sheet)].rules[Int(m.rule)].declarations
            if let cache, !cache.spendChecks(declarations.count) { break }
            out += declarations
        }
        return out
    }

    /// A rule of one of the sheets.
    private struct RuleID: Hashable {
        var sheet: Int32
        var rule: Int32
    }
}
