// The cascade for one element: parse each declaration's value, expand
// shorthands, pick the winner per longhand (css-cascade-5 §6: importance,
// then order of appearance), then compute the winners in dependency order.

/// Applies CSS declarations to a computed style (the cascade for one element).
///
/// The mapping stage calls it once per origin, lowest first:
///
/// ```swift
/// var style = parent.inherited()
/// StyleResolver.apply(userAgentDeclarations, to: &style, parent: parent)
/// StyleResolver.applyPresentationalColor("#f00", to: &style)     // <font color>
/// StyleResolver.apply(StyleResolver.parseInlineStyle(styleAttribute), to: &style, parent: parent)
/// ```
enum StyleResolver {
    /// Parses the text of a `style` attribute into declarations, with CSS
    /// error recovery (css-syntax-3 §5.4.5): a bad declaration is skipped,
    /// the rest kept.
    static func parseInlineStyle(_ text: String) -> [CSSDeclaration] {
        InlineStyleParser.parse(text)
    }

    /// Like `parseInlineStyle(_:)`, also returning why declarations were skipped.
    static func parseInlineStyle(_ text: String, errors: inout [String]) -> [CSSDeclaration] {
        var parser = InlineStyleParser(text)
        let out = parser.declarations(in: 0..<parser.tokens.count)
        errors.append(contentsOf: parser.errors)
        return out
    }

    /// Applies `declarations` in cascade order (later wins; `!important` beats
    /// normal) to `style`, whose inherited values came from `parent`.
    ///
    /// Invalid values and unsupported properties are ignored, as browsers do.
    /// `revert` goes back to the style `revertBase` gives, or when it gives
    /// none, to the value `style` had before this call (the user-agent
    /// origin, when the mapping stage applies UA styles first and no
    /// presentational hint, which is author-level, came with them).
    /// `revertBase` is called only when a declaration is `revert`.
    /// `revert-layer` goes back to the value `style` had before this call:
    /// htmlruns has no cascade layers, and Blink rolls a `style=""`
    /// `revert-layer` back to what the element had without its style
    /// attribute (rules of the same sheets are not rolled back to).
    static func apply(
        _ declarations: [CSSDeclaration], to style: inout ComputedStyle, parent: ComputedStyle,
        revertBase: () -> ComputedStyle? = { nil }
    ) {
        guard !declarations.isEmpty else { return }
        applyCustomProperties(declarations, to: &style, parent: parent)
        // From the last declaration back: a longhand's winner is the first
        // valid one met, unless an important one comes before it. A
        // declaration that can win none of its longhands any more is not
        // parsed at all, so an element matched by thousands of rules
        // setting the same properties parses each property a few times.
        var winners = [Winner?](repeating: nil, count: CSSProperty.allCases.count)
        for declaration in declarations.reversed() {
            func canWin(_ property: CSSProperty) -> Bool {
                guard let current = winners[property.rawValue] else { return true }
                return declaration.important && !current.important
            }
            guard let (longhands, isShorthand) = Self.longhands(of: declaration.property),
                longhands.contains(where: canWin),
                let expanded = specifiedValues(
                    for: declaration, longhands: longhands, isShorthand: isShorthand,
                    customProperties: style.customProperties)
            else { continue }
            for (property, value) in expanded {
                if let current = winners[property.rawValue], current.important || !declaration.important { continue }
                winners[property.rawValue] = Winner(important: declaration.important, value: value)
            }
        }
        let fontChanges =
            winners[CSSProperty.fontSize.rawValue] != nil || winners[CSSProperty.fontFamily.rawValue] != nil
        if fontChanges { FontSizeValue.adoptExternalSize(&style, parent: parent) }
        // Only `revert` and `revert-layer` need the style as it was before
        // this call: the user-agent origin's, and the style before the
        // author's declarations (presentational hints are author-level,
        // and so is the spec's "links have no colour or underline").
        var reverts = false
        var revertsLayer = false
        for case let winner? in winners {
            if case .revert = winner.value { reverts = true }
            if case .revertLayer = winner.value { revertsLayer = true }
        }
        let before: ComputedStyle? = reverts ? revertBase() ?? style : nil
        let beforeLayer: ComputedStyle? = revertsLayer ? style : nil
        for property in CSSProperty.allCases {
            if property == .color && fontChanges {
                // After font-family and font-size: the generic-family rule.
                FontSizeValue.resolve(&style, parent: parent)
            }
            guard let winner = winners[property.rawValue] else { continue }
            switch winner.value {
            case .inherit:
                property.copy(from: parent, to: &style)
            case .initial:
                property.copy(from: .cssInitial, to: &style)
            case .unset:
                property.copy(from: property.isInherited ? parent : .cssInitial, to: &style)
            case .revert:
                if let before { property.copy(from: before, to: &style) }
            case .revertLayer:
                if let beforeLayer { property.copy(from: beforeLayer, to: &style) }
            case .value(let compute):
                compute(&style, parent)
            }
        }
        style.syncLineHeight()
    }

    /// css-variables-1 §2: custom properties cascade by name (importance,
    /// then order) and inherit; `initial` makes one guaranteed-invalid.
    private static func applyCustomProperties(
        _ declarations: [CSSDeclaration],
        to style: inout ComputedStyle, parent: ComputedStyle
    ) {
        var winners: [String: CSSDeclaration] = [:]
        for d in declarations where d.property.hasPrefix("--") {
            if let current = winners[d.property], current.important, !d.important { continue }
            winners[d.property] = d
        }
        for (name, d) in winners {
            switch d.value.lowercasedForCSS {
            case "inherit", "unset":
                style.customProperties[name] = parent.customProperties[name]
            case "initial":
                style.customProperties[name] = nil
            case "revert", "revert-layer":
                break
            default:
                style.customProperties[name] = d.value
            }
        }
    }

    /// A longhand's specified value: a CSS-wide keyword (css-cascade-5 §7),
    /// or how to compute it from the element's style so far and its parent's.
    enum SpecifiedValue {
        case inherit, initial, unset, revert, revertLayer
        case value((inout ComputedStyle, ComputedStyle) -> Void)
    }

    private struct Winner {
        var important: Bool
        var value: SpecifiedValue
    }

    /// The longhands a declaration sets, or nil when the property is not
    /// supported or the value is invalid (the declaration is then ignored).
    static func specifiedValues(
        for declaration: CSSDeclaration,
        customProperties: [String: String] = [:]
    ) -> [(CSSProperty, SpecifiedValue)]? {
        guard let (longhands, isShorthand) = longhands(of: declaration.property) else { return nil }
        return specifiedValues(
            for: declaration, longhands: longhands, isShorthand: isShorthand, customProperties: customProperties)
    }

    /// The longhands a declaration of `name` sets, and whether `name` is a
    /// shorthand; nil for a property htmlruns does not support.
    private static func longhands(of name: String) -> (longhands: [CSSProperty], isShorthand: Bool)? {
        if let single = CSSProperty.longhand(named: name) { return ([single], false) }
        if let parts = CSSProperty.longhands(ofShorthand: name) { return (parts, true) }
        return nil
    }

    /// `specifiedValues(for:customProperties:)` with the declaration's
    /// longhands already looked up (`apply` needs them first, to skip
    /// declarations that can no longer win).
    private static func specifiedValues(
        for declaration: CSSDeclaration, longhands: [CSSProperty], isShorthand: Bool,
        customProperties: [String: String]
    ) -> [(CSSProperty, SpecifiedValue)]? {
        let name = declaration.property
        var tokens = CSSTokenizer.tokens(declaration.value)
        if CustomPropertySubstitution.containsVar(tokens) {
            // css-variables-1 §3: a reference that cannot be substituted makes
            // the declaration invalid at computed-value time, i.e. `unset`.
            guard let substituted = CustomPropertySubstitution.substitute(tokens, customProperties) else {
                return longhands.map { ($0, .unset) }
            }
            tokens = substituted
        }
        if let global = globalKeyword(tokens) {
            return longhands.map { ($0, global) }
        }
        if !isShorthand {
            guard let compute = computation(for: longhands[0], tokens) else { return nil }
            return [(longhands[0], .value(compute))]
        }
        return shorthand(name, tokens)
    }

    /// `inherit`, `initial`, `unset`, `revert`, `revert-layer` as the whole value.
    private static func globalKeyword(_ tokens: [CSSToken]) -> SpecifiedValue? {
        var cursor = CSSValueCursor(tokens)
        guard let word = cursor.next()?.identLowercased, cursor.isAtEnd else { return nil }
        switch word {
        case "inherit": return .inherit
        case "initial": return .initial
        case "unset": return .unset
        case "revert": return .revert
        case "revert-layer": return .revertLayer
        default: return nil
        }
    }
}

extension ComputedStyle {
    /// The CSS initial values (css-cascade-5 §7.1), where they differ from
    /// the fragment root's style: `list-style-type` is `disc`.
    static let cssInitial: ComputedStyle = {
        var s = ComputedStyle()
        s.listStyleType = .disc
        return s
    }()

    /// Recomputes `lineHeight` from an inherited or computed length after the
    /// font size changed.
    mutating func syncLineHeight() {
        if let px = lineHeightPixels {
            lineHeight = fontSize > 0 ? px / fontSize : nil
        }
    }
}
