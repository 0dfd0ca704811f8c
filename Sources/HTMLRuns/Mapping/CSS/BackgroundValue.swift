/// The `background` shorthand (css-backgrounds-3 §3.10), read only for its
/// colour: the other components are checked against their grammar's
/// vocabulary (keywords, images, lengths), then dropped.
///
/// ```swift
/// BackgroundValue.parseColor(CSSTokenizer.tokens("url(x.png) #fff no-repeat"))?.value  // #ffffff
/// BackgroundValue.parseColor(CSSTokenizer.tokens("none"))?.value                       // nil: transparent
/// BackgroundValue.parseColor(CSSTokenizer.tokens("notacolor"))                         // nil: invalid
/// ```
enum BackgroundValue {
    /// The result of a valid `background`: its colour, nil for none given
    /// (the shorthand then resets `background-color` to transparent).
    struct Parsed {
        var value: ColorValue?
    }

    static let imageFunctions: Set<String> = [
        "url", "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
        "repeating-radial-gradient", "repeating-conic-gradient", "-webkit-linear-gradient",
        "-webkit-radial-gradient", "-webkit-repeating-linear-gradient", "-webkit-repeating-radial-gradient",
        "-webkit-gradient", "-moz-linear-gradient", "-moz-radial-gradient", "-o-linear-gradient",
        "image-set", "-webkit-image-set", "cross-fade", "-webkit-cross-fade", "image", "element", "paint",
    ]

    /// Functions that compute lengths (positions and sizes).
    private static let mathFunctions: Set<String> = ["calc", "min", "max", "clamp", "-webkit-calc"]

    /// Keywords of `<bg-image>`, `<repeat-style>`, `<attachment>`, `<bg-position>`,
    /// `<bg-size>` and `<box>`.
    private static let keywords: Set<String> = [
        "none", "repeat", "repeat-x", "repeat-y", "no-repeat", "space", "round",
        "scroll", "fixed", "local", "left", "right", "top", "bottom", "center",
        "auto", "cover", "contain", "border-box", "padding-box", "content-box", "text",
        "border-area",
    ]

    static func parseColor(_ tokens: [CSSToken]) -> Parsed? {
        let layers = CSSValueCursor.splitByCommas(tokens)
        var color: ColorValue? = nil
        for (index, layer) in layers.enumerated() {
            var cursor = CSSValueCursor(layer)
            guard !cursor.isAtEnd else { return nil }
            let isFinal = index == layers.count - 1
            while let t = cursor.peek() {
                if let word = t.identLowercased, keywords.contains(word) {
                    _ = cursor.next()
                    continue
                }
                if case .url = t {
                    _ = cursor.next()
                    continue
                }
                if case .function(let name) = t {
                    let lower = name.lowercasedForCSS
                    if imageFunctions.contains(lower) || mathFunctions.contains(lower) {
                        cursor.skipComponent()
                        continue
                    }
                }
                if t == .delim("/") || CSSLength.parse(t) != nil {
                    _ = cursor.next()
                    continue
                }
                if let c = ColorValue.parse(&cursor) {
                    guard isFinal, color == nil else { return nil }
                    color = c
                    continue
                }
                return nil
            }
        }
        return Parsed(value: color)
    }
}
