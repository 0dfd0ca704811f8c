/// A `font-size` value (css-fonts-4 §2.5): a keyword, a length or
/// percentage of the parent's size, or a step relative to it.
enum FontSizeValue: Hashable, Sendable {
    /// An absolute-size keyword, in px.
    case keyword(Double)
    case length(CSSLength)
    case larger
    case smaller

    /// css-fonts-4 `<absolute-size>` keywords as Chromium sizes them at a
    /// 16px `medium`.
    static let absoluteSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16,
        "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48,
    ]

    /// Reads a keyword, a non-negative length or a percentage.
    static func parse(_ token: CSSToken) -> FontSizeValue? {
        if let word = token.identLowercased {
            if let px = absoluteSizes[word] { return .keyword(px) }
            if word == "larger" { return .larger }
            if word == "smaller" { return .smaller }
            // Chromium's `-webkit-xxx-large` is the same as `xxx-large`.
            if word == "-webkit-xxx-large" { return .keyword(48) }
            return nil
        }
        guard let length = CSSLength.parse(token), length.value >= 0 else { return nil }
        return .length(length)
    }

    /// The size in px. `em`, `%`, `larger` and `smaller` are relative to the
    /// parent's font size (css-fonts-4 §2.5).
    func resolved(parentSize: Double) -> Double {
        switch self {
        case .keyword(let px): px
        case .length(let l): l.pixels(fontSize: parentSize, percentBase: parentSize) ?? parentSize
        case .larger: parentSize * 1.2
        case .smaller: parentSize / 1.2
        }
    }
}
