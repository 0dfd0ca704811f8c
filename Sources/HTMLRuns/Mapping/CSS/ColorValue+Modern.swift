/// The colour functions of css-color-4 beyond sRGB and of css-color-5:
/// `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` and `color-mix()`
/// (modern syntax, `none` allowed; no relative colours), converted to sRGB
/// and clipped to its gamut, as Chromium paints them.
///
/// ```swift
/// ColorValue.parse("oklch(62.8% 0.2577 29.23)")          // .color(#ff0000)
/// ColorValue.parse("lab(50% 40 30)")                      // .color(#bb5846)
/// ColorValue.parse("color-mix(in srgb, red 40%, blue)")   // .color(#660099)
/// ```
///
/// Browsers report such colours in their own space (`getComputedStyle`
/// says `lab(50 40 30)`); the browser oracle compares those strings, so
/// no converter matches it on them. The values here are what the browser
/// draws (a canvas filled with the colour, read back).
extension ColorValue {
    /// A colour at full precision: gamma-encoded sRGB channels, not
    /// clamped (outside 0...1 for colours outside sRGB), and alpha 0...1.
    struct Precise {
        var channels: ColorSpace.Channels
        var alpha: Double
        /// The space the colour was written in and its channels there: a
        /// `color-mix()` in that space takes them as written (an `lch()`
        /// grey keeps its hue, where one converted would have none).
        var written: (space: ColorSpace, channels: ColorSpace.Channels)? = nil

        init(channels: ColorSpace.Channels, alpha: Double) {
            self.channels = channels
            self.alpha = alpha
        }

        init(space: ColorSpace, channels: ColorSpace.Channels, alpha: Double) {
            self.channels = space.toSRGB(channels)
            self.alpha = alpha
            written = (space, channels)
        }

        /// The channels in `space`.
        func channels(in space: ColorSpace) -> ColorSpace.Channels {
            if let written, written.space == space { return written.channels }
            return space.fromSRGB(channels)
        }

        init(_ color: Color) {
            channels = (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
            alpha = Double(color.alpha) / 255
        }

        /// The colour as painted: each channel clipped to sRGB's gamut.
        var clipped: Color {
            Color(
                red: byte(channels.0 * 255), green: byte(channels.1 * 255), blue: byte(channels.2 * 255),
                alpha: byte(alpha * 255))
        }
    }

    /// The colour of a modern colour function, nil for another name or
    /// arguments it does not take.
    static func modernFunction(_ name: String, _ tokens: [CSSToken]) -> Precise? {
        switch name {
        case "lab": return labLike(tokens, space: .lab, lightness: 100, ab: 125)
        case "oklab": return labLike(tokens, space: .oklab, lightness: 1, ab: 0.4)
        case "lch": return lchLike(tokens, space: .lch, lightness: 100, chroma: 150)
        case "oklch": return lchLike(tokens, space: .oklch, lightness: 1, chroma: 0.4)
        case "color": return colorFunction(tokens)
        case "color-mix": return colorMix(tokens)
        default: return nil
        }
    }

    /// A number, or a percentage of `hundred`; `none` (nil) is 0.
    private static func scaled(_ token: CSSToken?, hundred: Double) -> Double? {
        switch token {
        case nil: return 0
        case .number(let v, _)?: return v
        case .percentage(let p)?: return p / 100 * hundred
        default: return nil
        }
    }

    /// §9.1 `lab()` and `oklab()`: lightness clamped to 0...`lightness`.
    private static func labLike(_ tokens: [CSSToken], space: ColorSpace, lightness: Double, ab: Double) -> Precise? {
        guard let args = arguments(tokens), !args.legacy, let alpha = alphaFraction(args.alpha),
            let l = scaled(args.channels[0], hundred: lightness), let a = scaled(args.channels[1], hundred: ab),
            let b = scaled(args.channels[2], hundred: ab)
        else { return nil }
        return Precise(space: space, channels: (min(lightness, max(0, l)), a, b), alpha: alpha)
    }

    /// §9.2 `lch()` and `oklch()`: chroma not below 0.
    private static func lchLike(_ tokens: [CSSToken], space: ColorSpace, lightness: Double, chroma: Double) -> Precise?
    {
        guard let args = arguments(tokens), !args.legacy, let alpha = alphaFraction(args.alpha),
            let l = scaled(args.channels[0], hundred: lightness), let c = scaled(args.channels[1], hundred: chroma),
            let h = hueDegrees(args.channels[2])
        else { return nil }
        return Precise(space: space, channels: (min(lightness, max(0, l)), max(0, c), h), alpha: alpha)
    }

    /// §10.1 `color(space c1 c2 c3 [/ alpha])`, for the predefined RGB and XYZ spaces.
    private static func colorFunction(_ tokens: [CSSToken]) -> Precise? {
        var cursor = CSSValueCursor(tokens)
        guard case .ident(let name)? = cursor.next(), let space = ColorSpace(name: name.lowercasedForCSS),
            space.hueChannel == nil, space != .lab, space != .oklab
        else { return nil }
        var rest: [CSSToken] = []
        while let t = cursor.next() { rest.append(t) }
        guard let args = arguments(rest), !args.legacy, let alpha = alphaFraction(args.alpha),
            let c0 = scaled(args.channels[0], hundred: 1), let c1 = scaled(args.channels[1], hundred: 1),
            let c2 = scaled(args.channels[2], hundred: 1)
        else { return nil }
        return Precise(space: space, channels: (c0, c1, c2), alpha: alpha)
    }

    // MARK: color-mix()

    /// css-color-5 §2 `color-mix([in <space> [<hue> hue]?,]? <color> <p>?, <color> <p>?)`:
    /// the percentages normalised to sum to 100% (a sum below 100% scales
    /// the alpha), premultiplied interpolation, hues the shorter way round
    /// unless said otherwise, a powerless or `none` channel taking the
    /// other colour's.
    private static func colorMix(_ tokens: [CSSToken]) -> Precise? {
        var parts = CSSValueCursor.splitByCommas(tokens)
        // Without `in <space>`, OKLab (css-color-5's default, Chromium's too).
        if parts.count == 2 { parts.insert([.ident("in"), .whitespace, .ident("oklab")], at: 0) }
        guard parts.count == 3, let (space, hueMethod) = mixSpace(parts[0]),
            let (first, p1) = mixOperand(parts[1]), let (second, p2) = mixOperand(parts[2])
        else { return nil }
        var w1: Double
        var w2: Double
        switch (p1, p2) {
        case (nil, nil): (w1, w2) = (50, 50)
        case (let a?, nil): (w1, w2) = (a, 100 - a)
        case (nil, let b?): (w1, w2) = (100 - b, b)
        case (let a?, let b?): (w1, w2) = (a, b)
        }
        guard w1 >= 0, w2 >= 0, w1 <= 100, w2 <= 100 else { return nil }
        // Nothing of either: transparent.
        guard w1 + w2 > 0 else { return Precise(channels: (0, 0, 0), alpha: 0) }
        let sum = w1 + w2
        let alphaScale = sum < 100 ? sum / 100 : 1
        w1 /= sum
        w2 /= sum
        var a = first.channels(in: space)
        var b = second.channels(in: space)
        if let hue = space.hueChannel {
            // A powerless hue (a grey's) takes the other colour's.
            var ha = channel(a, hue)
            var hb = channel(b, hue)
            if ha.isNaN { ha = hb.isNaN ? 0 : hb }
            if hb.isNaN { hb = ha }
            (ha, hb) = fixHues(ha, hb, method: hueMethod)
            a = setting(a, hue, ha)
            b = setting(b, hue, hb)
        }
        let alpha = first.alpha * w1 + second.alpha * w2
        var mixed: ColorSpace.Channels = (0, 0, 0)
        for k in 0..<3 {
            let isHue = k == space.hueChannel
            let value: Double
            if isHue || alpha == 0 {
                // Hues are not premultiplied; with no alpha at all, the plain mean.
                value = channel(a, k) * w1 + channel(b, k) * w2
            } else {
                value = (channel(a, k) * first.alpha * w1 + channel(b, k) * second.alpha * w2) / alpha
            }
            mixed = setting(mixed, k, value)
        }
        return Precise(space: space, channels: mixed, alpha: alpha * alphaScale)
    }

    private enum HueMethod { case shorter, longer, increasing, decreasing }

    /// `in <space> [<method> hue]`.
    private static func mixSpace(_ tokens: [CSSToken]) -> (ColorSpace, HueMethod)? {
        var cursor = CSSValueCursor(tokens)
        guard cursor.next()?.identLowercased == "in", let name = cursor.next()?.identLowercased,
            let space = ColorSpace(name: name)
        else { return nil }
        var method = HueMethod.shorter
        if let word = cursor.next()?.identLowercased {
            guard space.hueChannel != nil, cursor.next()?.identLowercased == "hue" else { return nil }
            switch word {
            case "shorter": method = .shorter
            case "longer": method = .longer
            case "increasing": method = .increasing
            case "decreasing": method = .decreasing
            default: return nil
            }
        }
        guard cursor.isAtEnd else { return nil }
        return (space, method)
    }

    /// A colour and its optional percentage, in either order.
    private static func mixOperand(_ tokens: [CSSToken]) -> (Precise, Double?)? {
        var cursor = CSSValueCursor(tokens)
        var percentage: Double? = nil
        if case .percentage(let p)? = cursor.peek() {
            percentage = p
            _ = cursor.next()
        }
        guard let color = preciseColor(&cursor) else { return nil }
        if percentage == nil, case .percentage(let p)? = cursor.peek() {
            percentage = p
            _ = cursor.next()
        }
        guard cursor.isAtEnd else { return nil }
        return (color, percentage)
    }

    /// One colour at the cursor at full precision (a modern function's
    /// unclipped value); nil for `currentColor`, which has none yet.
    private static func preciseColor(_ cursor: inout CSSValueCursor) -> Precise? {
        if case .function(let name)? = cursor.peek() {
            let lower = name.lowercasedForCSS
            if ["lab", "lch", "oklab", "oklch", "color", "color-mix"].contains(lower) {
                _ = cursor.next()
                return modernFunction(lower, cursor.blockContents())
            }
        }
        guard case .color(let c)? = parse(&cursor) else { return nil }
        return Precise(c)
    }

    /// §12.4 hue interpolation: the second hue moved by whole turns so the
    /// way from the first goes as `method` says.
    private static func fixHues(_ h1: Double, _ h2: Double, method: HueMethod) -> (Double, Double) {
        var (a, b) = (Elementary.normalizedDegrees(h1), Elementary.normalizedDegrees(h2))
        switch method {
        case .shorter:
            if b - a > 180 { a += 360 } else if b - a < -180 { b += 360 }
        case .longer:
            if 0 < b - a && b - a < 180 {
                a += 360
            } else if -180 < b - a && b - a <= 0 {
                b += 360
            }
        case .increasing:
            if b < a { b += 360 }
        case .decreasing:
            if a < b { a += 360 }
        }
        return (a, b)
    }

    private static func channel(_ c: ColorSpace.Channels, _ k: Int) -> Double {
        k == 0 ? c.0 : k == 1 ? c.1 : c.2
    }

    private static func setting(_ c: ColorSpace.Channels, _ k: Int, _ v: Double) -> ColorSpace.Channels {
        k == 0 ? (v, c.1, c.2) : k == 1 ? (c.0, v, c.2) : (c.0, c.1, v)
    }
}
