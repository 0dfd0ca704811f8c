// Reading a selector list from a rule's prelude (selectors-4 §18 grammar).
// A list with one selector htmlruns cannot read is dropped whole, as
// selectors-4 §3.4 says for invalid selectors; the caller reports why.

/// Parses `<selector-list>`: complex selectors separated by commas.
///
/// ```swift
/// SelectorParser.parse(CSSTokenizer.tokens("div.note > p, #main a[href^='http']"))
/// ```
struct SelectorParser {
    /// Longer selectors are refused: matching cost grows with their length.
    static let maxCompounds = 64

    private let tokens: [CSSToken]
    private var index = 0
    /// Why the list could not be read.
    private(set) var error: String? = nil

    private init(_ tokens: [CSSToken]) {
        self.tokens = tokens
    }

    /// The selectors, or a message saying why the list is invalid or unsupported.
    static func parse(_ tokens: [CSSToken]) -> Result<[Selector], SelectorError> {
        var selectors: [Selector] = []
        for part in CSSValueCursor.splitByCommas(tokens) {
            var parser = SelectorParser(part)
            guard let selector = parser.complexSelector() else {
                return .failure(SelectorError(message: parser.error ?? "invalid selector"))
            }
            selectors.append(selector)
        }
        return .success(selectors)
    }

    struct SelectorError: Error, Hashable, Sendable {
        var message: String
    }

    // MARK: Reading

    private var current: CSSToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func skipWhitespace() -> Bool {
        var skipped = false
        while current == .whitespace { index += 1; skipped = true }
        return skipped
    }

    private mutating func fail(_ message: String) -> Selector? {
        if error == nil { error = message }
        return nil
    }

    /// selectors-4 `<complex-selector>`.
    private mutating func complexSelector() -> Selector? {
        _ = skipWhitespace()
        var leftToRight: [CompoundSelector] = []
        var combinators: [Selector.Combinator] = []
        var matchesElements = true
        while true {
            guard let (compound, pseudoElement) = compoundSelector(allowFunctional: true) else {
                return fail(error ?? "empty compound selector")
            }
            leftToRight.append(compound)
            if pseudoElement { matchesElements = false }
            if leftToRight.count > Self.maxCompounds {
                return fail("selector longer than \(Self.maxCompounds) compounds")
            }
            let sawSpace = skipWhitespace()
            guard let t = current else { break }
            if pseudoElement { return fail("selector continues after a pseudo-element") }
            switch t {
            case .delim(">"): combinators.append(.child); index += 1; _ = skipWhitespace()
            case .delim("+"): combinators.append(.nextSibling); index += 1; _ = skipWhitespace()
            case .delim("~"): combinators.append(.subsequentSibling); index += 1; _ = skipWhitespace()
            default:
                guard sawSpace else { return fail("unexpected token in selector") }
                combinators.append(.descendant)
            }
        }
        return Selector(
            compounds: leftToRight.reversed(), combinators: combinators.reversed(),
            matchesElements: matchesElements)
    }

    /// selectors-4 `<compound-selector>` (plus a trailing pseudo-element).
    /// Returns nil, with `error` set, when it is empty or invalid.
    private mutating func compoundSelector(allowFunctional: Bool) -> (CompoundSelector, Bool)? {
        var compound = CompoundSelector()
        var any = false
        var pseudoElement = false
        // Type or universal selector first.
        switch current {
        case .ident(let name)?:
            compound.tagName = name.lowercasedForCSS
            index += 1
            any = true
        case .delim("*")?:
            index += 1
            any = true
        default:
            break
        }
        if current == .delim("|") {
            error = "namespace prefixes are not supported"
            return nil
        }
        loop: while let t = current {
            switch t {
            case .hash(let name, let isIdentifier):
                guard isIdentifier else { error = "'#\(name)' is not a valid id selector"; return nil }
                compound.simple.append(.id(name))
                index += 1
            case .delim("."):
                index += 1
                guard case .ident(let name)? = current else { error = "'.' without a class name"; return nil }
                compound.simple.append(.className(name))
                index += 1
            case .openSquare:
                index += 1
                guard let attribute = attributeSelector() else { return nil }
                compound.simple.append(.attribute(attribute))
            case .colon:
                index += 1
                if current == .colon {
                    index += 1
                    guard case .ident(let name)? = current else { error = "'::' without a name"; return nil }
                    guard Self.pseudoElements.contains(name.lowercasedForCSS) else {
                        error = "unsupported pseudo-element '::\(name)'"
                        return nil
                    }
                    index += 1
                    pseudoElement = true
                    any = true
                    break loop
                }
                guard let pseudo = pseudoClass(allowFunctional: allowFunctional, pseudoElement: &pseudoElement) else {
                    return nil
                }
                if let pseudo { compound.simple.append(.pseudoClass(pseudo)) }
                if pseudoElement { any = true; break loop }
            default:
                break loop
            }
            any = true
        }
        guard any else {
            if error == nil {
                error = current.map { "unexpected \(Self.describe($0)) in selector" } ?? "empty selector"
            }
            return nil
        }
        return (compound, pseudoElement)
    }

    /// selectors-4 §6 `[name]`, `[name op value flag]`, after the `[`.
    private mutating func attributeSelector() -> AttributeSelector? {
        _ = skipWhitespace()
        guard case .ident(let name)? = current else { error = "attribute selector without a name"; return nil }
        index += 1
        _ = skipWhitespace()
        var selector = AttributeSelector(name: name.lowercasedForCSS, match: .exists, value: "")
        if current == .closeSquare { index += 1; return selector }
        let match: AttributeSelector.Match
        switch current {
        case .delim("=")?: match = .equals
        case .delim("~")?: match = .includesWord
        case .delim("|")?: match = .dashPrefix
        case .delim("^")?: match = .prefix
        case .delim("$")?: match = .suffix
        case .delim("*")?: match = .substring
        default: error = "bad attribute selector operator"; return nil
        }
        index += 1
        if match != .equals {
            guard current == .delim("=") else { error = "bad attribute selector operator"; return nil }
            index += 1
        }
        _ = skipWhitespace()
        switch current {
        case .ident(let v)?, .string(let v)?: selector.value = v
        default: error = "attribute selector without a value"; return nil
        }
        selector.match = match
        index += 1
        _ = skipWhitespace()
        if let flag = current?.identLowercased {
            guard flag == "i" || flag == "s" else { error = "unknown attribute selector flag '\(flag)'"; return nil }
            selector.caseInsensitive = flag == "i"
            index += 1
            _ = skipWhitespace()
        }
        guard current == .closeSquare else { error = "attribute selector not closed"; return nil }
        index += 1
        return selector
    }

    /// Legacy single-colon pseudo-elements (selectors-4 §3.6.1).
    private static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

    static let pseudoElements: Set<String> = [
        "before", "after", "first-line", "first-letter", "marker", "selection", "placeholder",
        "backdrop", "file-selector-button", "cue", "grammar-error", "spelling-error", "target-text",
        "highlight", "part", "slotted", "details-content",
        "-webkit-scrollbar", "-webkit-scrollbar-thumb", "-webkit-scrollbar-track", "-webkit-input-placeholder",
        "-moz-placeholder", "-moz-selection", "-ms-input-placeholder",
    ]

    private static let dynamicPseudoClasses: Set<String> = [
        "hover", "active", "focus", "focus-visible", "focus-within", "visited", "target", "target-within",
        "current", "past", "future", "playing", "paused", "seeking", "buffering", "stalled", "muted",
        "volume-locked", "autofill", "-webkit-autofill", "user-valid", "user-invalid", "fullscreen",
        "modal", "picture-in-picture", "popover-open", "open", "closed", "defined", "scope",
        "host", "local-link", "indeterminate", "placeholder-shown", "default", "valid", "invalid",
        "in-range", "out-of-range", "required", "optional", "read-only", "read-write", "blank",
        "enabled", "disabled", "checked",
    ]

    /// After a single `:`. Returns `.some(nil)` for a legacy pseudo-element
    /// (setting `pseudoElement`), nil on error.
    private mutating func pseudoClass(allowFunctional: Bool, pseudoElement: inout Bool) -> PseudoClass?? {
        switch current {
        case .ident(let rawName)?:
            index += 1
            let name = rawName.lowercasedForCSS
            switch name {
            case "first-child": return .firstChild
            case "last-child": return .lastChild
            case "only-child": return .onlyChild
            case "first-of-type": return .firstOfType
            case "last-of-type": return .lastOfType
            case "only-of-type": return .onlyOfType
            case "empty": return .empty
            case "root": return .root
            case "link", "any-link", "-webkit-any-link": return .link
            default:
                if Self.legacyPseudoElements.contains(name) {
                    pseudoElement = true
                    return .some(nil)
                }
                if Self.dynamicPseudoClasses.contains(name) { return .never }
                error = "unsupported pseudo-class ':\(rawName)'"
                return nil
            }
        case .function(let rawName)?:
            index += 1
            let name = rawName.lowercasedForCSS
            let arguments = blockContents()
            switch name {
            case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
                guard let (a, b) = Self.anPlusB(arguments) else {
                    error = "unsupported :\(rawName)() argument"
                    return nil
                }
                return .nth(a: a, b: b, ofType: name.hasSuffix("of-type"), fromEnd: name.contains("last"))
            case "not", "is", "matches", "-webkit-any", "where":
                guard allowFunctional else {
                    error = "nested :\(rawName)() is not supported"
                    return nil
                }
                // `:is()` and `:where()` take a forgiving list (selectors-4 §3.5):
                // arguments that cannot be read are dropped, not fatal.
                let forgiving = name != "not"
                var list: [CompoundSelector] = []
                for part in CSSValueCursor.splitByCommas(arguments) {
                    var inner = SelectorParser(part)
                    _ = inner.skipWhitespace()
                    let parsed = inner.compoundSelector(allowFunctional: false)
                    _ = inner.skipWhitespace()
                    guard let (compound, pseudo) = parsed, !pseudo, inner.current == nil else {
                        if forgiving { continue }
                        error = inner.error ?? "only compound selectors are supported in :\(rawName)()"
                        return nil
                    }
                    list.append(compound)
                }
                switch name {
                case "not": return .not(list)
                case "where": return .whereAny(list)
                default: return .isAny(list)
                }
            case "lang":
                // selectors-4 §7.2 `:lang()`: language ranges, strings or idents.
                var ranges: [String] = []
                for part in CSSValueCursor.splitByCommas(arguments) {
                    var c = CSSValueCursor(part)
                    switch c.next() {
                    case .ident(let v)?, .string(let v)?: ranges.append(v.lowercasedForCSS)
                    default: error = "bad :lang() argument"; return nil
                    }
                    guard c.isAtEnd else { error = "bad :lang() argument"; return nil }
                }
                return .lang(ranges)
            case "dir":
                var c = CSSValueCursor(arguments)
                guard let word = c.next()?.identLowercased, word == "ltr" || word == "rtl", c.isAtEnd else {
                    error = "bad :dir() argument"
                    return nil
                }
                return .dir(rtl: word == "rtl")
            case "has", "host", "host-context", "state":
                // `:has()` would look at whole subtrees for every element: not linear.
                return .never
            default:
                error = "unsupported pseudo-class ':\(rawName)()'"
                return nil
            }
        default:
            error = "':' without a pseudo-class name"
            return nil
        }
    }

    /// The tokens up to the `)` closing the function just read.
    private mutating func blockContents() -> [CSSToken] {
        var cursor = CSSValueCursor(tokens, at: index)
        let contents = cursor.blockContents()
        index = cursor.index
        return contents
    }

    /// css-syntax-3 §6 "The An+B microsyntax", read from the argument's text.
    static func anPlusB(_ tokens: [CSSToken]) -> (Int, Int)? {
        var text = ""
        guard tokens.count < 16 else { return nil }
        // A number after a sign or after `n` carries its own sign.
        func signed(_ v: Double) -> String? {
            guard abs(v) < 1e9 else { return nil }
            let digits = String(Int(v))
            if text.hasSuffix("+") || text.hasSuffix("-") { return v < 0 ? nil : digits }
            return v >= 0 && !text.isEmpty ? "+" + digits : digits
        }
        for t in tokens {
            switch t {
            case .whitespace: continue
            case .ident(let s): text += s.lowercasedForCSS
            case .number(let v, true):
                guard let n = signed(v) else { return nil }
                text += n
            case .dimension(let v, let unit, true):
                guard let n = signed(v) else { return nil }
                text += n + unit.lowercasedForCSS
            case .delim("+"): text += "+"
            case .delim("-"): text += "-"
            default: return nil
            }
        }
        if text == "odd" { return (2, 1) }
        if text == "even" { return (2, 0) }
        // Now of the form [+-]?digits?n([+-]digits)? or [+-]?digits.
        var scalars = Substring(text)
        guard let nIndex = scalars.firstIndex(of: "n") else {
            guard let b = Int(scalars.hasPrefix("+") ? scalars.dropFirst() : scalars) else { return nil }
            return (0, b)
        }
        let aPart = scalars[..<nIndex]
        let a: Int
        switch aPart {
        case "", "+": a = 1
        case "-": a = -1
        default:
            guard let v = Int(aPart.hasPrefix("+") ? aPart.dropFirst() : aPart) else { return nil }
            a = v
        }
        scalars = scalars[scalars.index(after: nIndex)...]
        if scalars.isEmpty { return (a, 0) }
        guard scalars.first == "+" || scalars.first == "-" else { return nil }
        let sign = scalars.first == "-" ? -1 : 1
        let digits = scalars.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let b = Int(digits) else { return nil }
        return (a, sign * b)
    }

    private static func describe(_ t: CSSToken) -> String {
        switch t {
        case .delim(let c): "'\(c)'"
        case .ident(let s): "'\(s)'"
        case .function(let s): "'\(s)('"
        case .string: "a string"
        case .number, .dimension, .percentage: "a number"
        default: "a token"
        }
    }
}
