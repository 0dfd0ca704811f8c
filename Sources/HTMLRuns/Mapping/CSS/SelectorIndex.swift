// Which rule selectors could match an element, found without trying them
// all: each selector is filed under the most selective part of its subject
// compound, as browsers' rule sets do (Blink's RuleSet, Servo's
// SelectorMap). One index serves one sheet or every sheet of a document, so
// an element costs a few lookups however many sheets there are.

/// Rule selectors of one or more stylesheets, indexed by the id, else a
/// class, else the tag of their subject compound; the rest are universal.
struct SelectorIndex: Sendable {
    /// A selector of a rule of a sheet (indices into the sheets' rules).
    struct Entry: Sendable {
        var sheet: Int32
        var rule: Int32
        var selector: Int32
    }

    private var byID: [String: [Entry]] = [:]
    private var byClass: [String: [Entry]] = [:]
    private var byTag: [String: [Entry]] = [:]
    private var universal: [Entry] = []

    /// Whether no selector is indexed (no rule can match any element).
    private(set) var isEmpty = true

    init() {}

    /// Files the selectors of `rule`, the `rule`th of sheet `sheet`, that can
    /// match elements (a `::before` selector never does).
    mutating func add(_ rule: StyleRule, at index: Int, sheet: Int) {
        for (s, selector) in rule.selectors.enumerated() where selector.matchesElements {
            isEmpty = false
            let entry = Entry(sheet: Int32(sheet), rule: Int32(index), selector: Int32(s))
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

    /// The entries that could match `element`: those filed under its id,
    /// each of its classes (once each), its tag, and the universal ones.
    func candidates<T: ElementTree>(for element: T.Element, in tree: T) -> [Entry] {
        var candidates: [Entry] = []
        if !byID.isEmpty, let id = tree.attribute("id", of: element), let list = byID[id] { candidates += list }
        if !byClass.isEmpty, let classes = tree.attribute("class", of: element) {
            var seen: Set<Substring> = []
            for c in CSSWhitespace.split(classes) where seen.insert(c).inserted {
                if let list = byClass[String(c)] { candidates += list }
            }
        }
        if !byTag.isEmpty, let list = byTag[tree.localName(of: element)] { candidates += list }
        candidates += universal
        return candidates
    }
}
