// Right-to-left matching with the pruning Servo and Blink use: when the
// part of a selector left of a descendant combinator finds no ancestor at
// all, no other choice further right can help, so matching stops
// ("not matched globally"). That keeps `a b c d` linear in the tree's depth
// instead of trying every combination of ancestors. Backtracking uses an
// explicit stack, one frame per compound.

extension Selector {
    /// Whether the selector matches `element` of `tree` (selectors-4 §17).
    func matches<T: ElementTree>(
        _ element: T.Element, in tree: T,
        cache: SelectorMatchingCache<T.Element>? = nil
    ) -> Bool {
        guard matchesElements, let subject = compounds.first, subject.matches(element, in: tree, cache: cache) else {
            return false
        }
        if compounds.count == 1 { return true }

        // Frame k: compound k matched; `candidates[k]` is the element being
        // tried for compound k + 1 (reached through `combinators[k]`).
        var candidates: [T.Element?] = [Self.next(after: element, combinators[0], in: tree)]
        while true {
            var outcome: Outcome
            let top = candidates.count - 1
            if let candidate = candidates[top] {
                if compounds[top + 1].matches(candidate, in: tree, cache: cache) {
                    if top + 1 == compounds.count - 1 { return true }
                    candidates.append(Self.next(after: candidate, combinators[top + 1], in: tree))
                    continue
                }
                outcome = .restartFromClosestLaterSibling
            } else {
                // Frame `top` ran out of candidates: it fails, and its caller decides.
                let combinator = combinators[top]
                outcome =
                    (combinator == .child || combinator == .descendant)
                    ? .notMatchedGlobally : .restartFromClosestDescendant
                candidates.removeLast()
                if candidates.isEmpty { return false }
            }
            // `outcome` is what trying the top frame's candidate gave: try its
            // next candidate, or fail that frame too.
            while true {
                let k = candidates.count - 1
                let combinator = combinators[k]
                let retry: Bool
                switch (outcome, combinator) {
                case (.notMatchedGlobally, _), (_, .nextSibling), (.restartFromClosestDescendant, .subsequentSibling):
                    retry = false
                case (_, .child):
                    outcome = .restartFromClosestDescendant
                    retry = false
                default:
                    retry = true
                }
                if retry, let current = candidates[k] {
                    candidates[k] = Self.next(after: current, combinator, in: tree)
                    break
                }
                candidates.removeLast()
                if candidates.isEmpty { return false }
            }
        }
    }

    private enum Outcome {
        case notMatchedGlobally, restartFromClosestDescendant, restartFromClosestLaterSibling
    }

    /// The next element to try for the compound left of `combinator`.
    private static func next<T: ElementTree>(after element: T.Element, _ combinator: Combinator, in tree: T) -> T
        .Element?
    {
        switch combinator {
        case .descendant, .child: tree.parentElement(of: element)
        case .nextSibling, .subsequentSibling: tree.previousElementSibling(of: element)
        }
    }
}

extension CompoundSelector {
    func matches<T: ElementTree>(
        _ element: T.Element, in tree: T,
        cache: SelectorMatchingCache<T.Element>? = nil
    ) -> Bool {
        if let tagName, tree.localName(of: element) != tagName { return false }
        for selector in simple where !selector.matches(element, in: tree, cache: cache) { return false }
        return true
    }
}

extension SimpleSelector {
    func matches<T: ElementTree>(
        _ element: T.Element, in tree: T,
        cache: SelectorMatchingCache<T.Element>? = nil
    ) -> Bool {
        switch self {
        case .id(let id):
            return tree.attribute("id", of: element) == id
        case .className(let name):
            guard let classes = tree.attribute("class", of: element) else { return false }
            return CSSWhitespace.split(classes).contains { $0 == name[...] }
        case .attribute(let selector):
            guard let value = tree.attribute(selector.name, of: element) else { return false }
            return selector.accepts(value)
        case .pseudoClass(let pseudo):
            return pseudo.matches(element, in: tree, cache: cache)
        }
    }
}

extension PseudoClass {
    func matches<T: ElementTree>(
        _ element: T.Element, in tree: T,
        cache: SelectorMatchingCache<T.Element>? = nil
    ) -> Bool {
        switch self {
        case .firstChild: return tree.previousElementSibling(of: element) == nil
        case .lastChild: return tree.nextElementSibling(of: element) == nil
        case .onlyChild:
            return tree.previousElementSibling(of: element) == nil && tree.nextElementSibling(of: element) == nil
        case .firstOfType: return Self.position(of: element, in: tree, cache: cache, ofType: true, fromEnd: false) == 1
        case .lastOfType: return Self.position(of: element, in: tree, cache: cache, ofType: true, fromEnd: true) == 1
        case .onlyOfType:
            return Self.position(of: element, in: tree, cache: cache, ofType: true, fromEnd: false) == 1
                && Self.position(of: element, in: tree, cache: cache, ofType: true, fromEnd: true) == 1
        case .nth(let a, let b, let ofType, let fromEnd):
            let n = Self.position(of: element, in: tree, cache: cache, ofType: ofType, fromEnd: fromEnd)
            // Is there a k >= 0 with a*k + b == n?
            if a == 0 { return n == b }
            let diff = n - b
            return diff % a == 0 && diff / a >= 0
        case .empty: return !tree.hasContent(element)
        case .root: return tree.parentElement(of: element) == nil
        case .never: return false
        case .link:
            let name = tree.localName(of: element)
            return (name == "a" || name == "area") && tree.attribute("href", of: element) != nil
        case .lang(let ranges):
            var node: T.Element? = element
            while let e = node {
                if let lang = tree.attribute("lang", of: e) {
                    let value = lang.lowercasedForCSS
                    return ranges.contains { value == $0 || value.hasPrefix($0 + "-") || $0 == "*" }
                }
                node = tree.parentElement(of: e)
            }
            return false
        case .dir(let rtl):
            var node: T.Element? = element
            while let e = node {
                if let dir = tree.attribute("dir", of: e)?.lowercasedForCSS, dir == "rtl" || dir == "ltr" {
                    return (dir == "rtl") == rtl
                }
                node = tree.parentElement(of: e)
            }
            return !rtl
        case .isAny(let list), .whereAny(let list):
            return list.contains { $0.matches(element, in: tree, cache: cache) }
        case .not(let list):
            return !list.contains { $0.matches(element, in: tree, cache: cache) }
        }
    }

    /// The 1-based position among siblings (of the same type), from the
    /// start or the end: from the cache, or by counting siblings.
    private static func position<T: ElementTree>(
        of element: T.Element, in tree: T, cache: SelectorMatchingCache<T.Element>?,
        ofType: Bool, fromEnd: Bool
    ) -> Int {
        if let cache {
            let p = cache.position(of: element, in: tree)
            let (index, count) = ofType ? (p.typeIndex, p.typeCount) : (p.index, p.count)
            return fromEnd ? count - index + 1 : index
        }
        let name = ofType ? tree.localName(of: element) : ""
        var n = 1
        var sibling = fromEnd ? tree.nextElementSibling(of: element) : tree.previousElementSibling(of: element)
        while let s = sibling {
            if !ofType || tree.localName(of: s) == name { n += 1 }
            sibling = fromEnd ? tree.nextElementSibling(of: s) : tree.previousElementSibling(of: s)
        }
        return n
    }
}
