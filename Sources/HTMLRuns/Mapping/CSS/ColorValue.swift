/// A CSS `<color>` value (css-color-4): a concrete sRGB colour, or
/// `currentColor`, which is resolved against the element's `color`.
///
/// ```swift
/// ColorValue.parse("#f00")                      // .color(#ff0000)
/// ColorValue.parse("hsl(120deg 100% 25% / .5)") // .color(#00800080)
/// ColorValue.parse("oklch(62.8% 0.2577 29.23)")  // .color(#ff0000), see ColorValue+Modern
/// ColorValue.parse("currentcolor")              // .currentColor
/// ColorValue.parse("f00")                       // nil: no hashless colours outside quirks mode
/// ```
enum ColorValue: Hashable, Sendable {
    case color(Color)
    case currentColor

    /// The colour, with `currentColor` taken to be `current`.
    func resolved(currentColor current: Color) -> Color {
        switch self {
        case .color(let c): c
        case .currentColor: current
        }
    }

    /// Parses a whole value as one colour; nil when it is not exactly one colour.
    static func parse(_ text: String) -> ColorValue? {
        var cursor = CSSValueCursor(text)
        guard let value = parse(&cursor), cursor.isAtEnd else { return nil }
        return value
    }

    /// Reads one colour component at the cursor. On failure the cursor is
    /// left where it was.
    static func parse(_ cursor: inout CSSValueCursor) -> ColorValue? {
        let saved = cursor
        guard let token = cursor.next() else { return nil }
        switch token {
        case .hash(let digits, _):
            if let c = hexColor(digits) { return .color(c) }
        case .ident(let name):
            let lower = name.lowercasedForCSS
            if lower == "currentcolor" { return .currentColor }
            if lower == "transparent" { return .color(.transparent) }
            if let rgb = namedColors[lower] { return .color(color(rgb: rgb)) }
            if let c = systemColors[lower] { return .color(c) }
        case .function(let name):
            let arguments = cursor.blockContents()
            let c: Color?
            switch name.lowercasedForCSS {
            case "rgb", "rgba": c = rgbFunction(arguments)
            case "hsl", "hsla": c = hslFunction(arguments)
            case "hwb": c = hwbFunction(arguments)
            case "light-dark": c = lightDark(arguments)
            case let other: c = modernFunction(other, arguments)?.clipped
            }
            if let c { return .color(c) }
        default:
            break
        }
        cursor = saved
        return nil
    }

    static func color(rgb: UInt32, alpha: UInt8 = 255) -> Color {
        Color(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    /// The css-color-4 §6.2 system colours and the §6.3 deprecated ones, and
    /// Chromium's `-webkit-link`, as headless Chromium's light theme paints
    /// them (asked of the browser oracle); pasted text says `color: WindowText`.
    static let systemColors: [String: Color] = {
        let rgb: [String: UInt32] = [
            "canvas": 0xFFFFFF, "canvastext": 0x000000, "linktext": 0x0000EE, "visitedtext": 0x551A8B,
            "activetext": 0xFF0000, "buttonface": 0xEFEFEF, "buttontext": 0x000000, "buttonborder": 0x000000,
            "field": 0xFFFFFF, "fieldtext": 0x000000, "highlighttext": 0xFFFFFF, "selecteditem": 0x1967D2,
            "selecteditemtext": 0xFFFFFF, "mark": 0xFFFF00, "marktext": 0x000000, "graytext": 0x808080,
            "accentcolor": 0x0075FF, "accentcolortext": 0xFFFFFF,
            // Deprecated (§6.3).
            "activeborder": 0x000000, "activecaption": 0xFFFFFF, "appworkspace": 0xFFFFFF, "background": 0xFFFFFF,
            "buttonhighlight": 0xEFEFEF, "buttonshadow": 0xEFEFEF, "captiontext": 0x000000, "inactiveborder": 0x000000,
            "inactivecaption": 0xFFFFFF, "inactivecaptiontext": 0x808080, "infobackground": 0xFFFFFF,
            "infotext": 0x000000, "menu": 0xFFFFFF, "menutext": 0x000000, "scrollbar": 0xFFFFFF,
            "threeddarkshadow": 0x000000, "threedface": 0xEFEFEF, "threedhighlight": 0x000000,
            "threedlightshadow": 0x000000, "threedshadow": 0x000000, "window": 0xFFFFFF, "windowframe": 0x000000,
            "windowtext": 0x000000,
            "-webkit-link": 0x0000EE, "-webkit-activelink": 0xFF0000,
        ]
        var colors = rgb.mapValues { color(rgb: $0) }
        colors["highlight"] = color(rgb: 0x0041C6, alpha: 0xCC)
        return colors
    }()

    /// css-color-5 §4 `light-dark(light, dark)`: the light colour, the
    /// scheme htmlruns paints in.
    private static func lightDark(_ tokens: [CSSToken]) -> Color? {
        let parts = CSSValueCursor.splitByCommas(tokens)
        guard parts.count == 2 else { return nil }
        var light = CSSValueCursor(parts[0])
        var dark = CSSValueCursor(parts[1])
        guard case .color(let c)? = parse(&light), light.isAtEnd, parse(&dark) != nil, dark.isAtEnd else { return nil }
        return c
    }

    // MARK: Hex

    /// css-color-4 §5.2 "The RGB Hexadecimal Notations": 3, 4, 6 or 8 hex digits.
    static func hexColor(_ digits: String) -> Color? {
        var values: [UInt8] = []
        for s in digits.unicodeScalars {
            let v: UInt8
            switch s.value {
            case 0x30...0x39: v = UInt8(s.value - 0x30)
            case 0x41...0x46: v = UInt8(s.value - 0x41 + 10)
            case 0x61...0x66: v = UInt8(s.value - 0x61 + 10)
            default: return nil
            }
            values.append(v)
            if values.count > 8 { return nil }
        }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: values.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: values.count == 8 ? c[3] : 255)
        default:
            return nil
        }
    }

    // MARK: Functions

    /// The arguments of a colour function: three channels and an optional
    /// alpha, read in the legacy comma syntax or the modern space syntax
    /// (css-color-4 §5.1 and §7.1). `none` is nil in `channels`.
    struct Arguments {
        var channels: [CSSToken?]
        var alpha: CSSToken?
        var legacy: Bool
    }

    static func arguments(_ tokens: [CSSToken]) -> Arguments? {
        let parts = CSSValueCursor.splitByCommas(tokens)
        if parts.count > 1 {
            // Legacy: `a, b, c[, alpha]`, one token each, no `none`.
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var values: [CSSToken] = []
            for part in parts {
                var c = CSSValueCursor(part)
                guard let t = component(&c), c.isAtEnd else { return nil }
                if t.identLowercased != nil { return nil }
                values.append(t)
            }
            return Arguments(channels: Array(values.prefix(3)), alpha: parts.count == 4 ? values[3] : nil, legacy: true)
        }
        var c = CSSValueCursor(tokens)
        var channels: [CSSToken?] = []
        while channels.count < 3 {
            guard let t = component(&c) else { return nil }
            if t.identLowercased == "none" {
                channels.append(nil)
            } else if t.identLowercased != nil || t == .delim("/") {
                return nil
            } else {
                channels.append(t)
            }
        }
        var alpha: CSSToken? = nil
        if c.consume(.delim("/")) {
            guard let t = component(&c) else { return nil }
            alpha = t.identLowercased == "none" ? .number(0, isInteger: true) : t
        }
        guard c.isAtEnd else { return nil }
        return Arguments(channels: channels, alpha: alpha, legacy: false)
    }

    /// The next argument token; a math function (`calc(255 / 2)`) is
    /// evaluated to the number or percentage it stands for.
    private static func component(_ cursor: inout CSSValueCursor) -> CSSToken? {
        guard let math = cursor.mathFunction() else { return cursor.next() }
        guard let (name, arguments) = CSSMath.function(in: math) else { return nil }
        let hasDimension = arguments.contains { if case .dimension = $0 { true } else { false } }
        if let v = CSSMath.evaluate(name: name, arguments, fontSize: 16, percentBase: nil), !v.isLength {
            return .number(v.number, isInteger: false)
        }
        // Only percentages (no other units): a percentage.
        if !hasDimension, let v = CSSMath.evaluate(name: name, arguments, fontSize: 16, percentBase: 100), v.isLength {
            return .percentage(v.number)
        }
        return nil
    }

    /// `<alpha-value>`: a number 0...1 or a percentage, clamped, as 0...255.
    static func alphaByte(_ token: CSSToken?) -> UInt8? {
        alphaFraction(token).map { byte($0 * 255) }
    }

    /// `<alpha-value>` as 0...1 (absent: 1), nil when not a number or percentage.
    static func alphaFraction(_ token: CSSToken?) -> Double? {
        guard let token else { return 1 }
        switch token {
        case .number(let v, _): return min(1, max(0, v))
        case .percentage(let p): return min(1, max(0, p / 100))
        default: return nil
        }
    }

    /// Rounds and clamps a 0...255 channel value.
    static func byte(_ v: Double) -> UInt8 {
        guard v.isFinite else { return v > 0 ? 255 : 0 }
        // Clamp, then round half up by truncation (`rounded()` would need libm).
        return UInt8(min(255, max(0, v)) + 0.5)
    }

    /// css-color-4 §5.1 `rgb()` and `rgba()`.
    private static func rgbFunction(_ tokens: [CSSToken]) -> Color? {
        guard let args = arguments(tokens), let alpha = alphaByte(args.alpha) else { return nil }
        var channels: [UInt8] = []
        var sawNumber = false
        var sawPercentage = false
        for channel in args.channels {
            switch channel {
            case nil: channels.append(0)
            case .number(let v, _)?: channels.append(byte(v)); sawNumber = true
            case .percentage(let p)?: channels.append(byte(p / 100 * 255)); sawPercentage = true
            default: return nil
            }
        }
        // The legacy syntax takes all numbers or all percentages.
        if args.legacy && sawNumber && sawPercentage { return nil }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A `<hue>`: a number of degrees or an angle (deg, grad, rad, turn).
    static func hueDegrees(_ token: CSSToken?) -> Double? {
        switch token {
        case nil: return 0
        case .number(let v, _)?: return v
        case .dimension(let v, let unit, _)?:
            switch unit.lowercasedForCSS {
            case "deg": return v
            case "grad": return v * 0.9
            case "rad": return v * 180 / Double.pi
            case "turn": return v * 360
            default: return nil
            }
        default: return nil
        }
    }

    /// A saturation, lightness, whiteness or blackness: a percentage, or in
    /// the modern syntax a number meaning the same, as 0...1.
    private static func fraction(_ token: CSSToken?, legacy: Bool) -> Double? {
        switch token {
        case nil: return 0
        case .percentage(let p)?: return min(1, max(0, p / 100))
        case .number(let v, _)? where !legacy: return min(1, max(0, v / 100))
        default: return nil
        }
    }

    /// css-color-4 §7.1 `hsl()` and `hsla()`.
    private static func hslFunction(_ tokens: [CSSToken]) -> Color? {
        guard let args = arguments(tokens), let alpha = alphaByte(args.alpha),
            let hue = hueDegrees(args.channels[0]),
            let s = fraction(args.channels[1], legacy: args.legacy),
            let l = fraction(args.channels[2], legacy: args.legacy)
        else { return nil }
        let (r, g, b) = hslToRGB(hue: hue, saturation: s, lightness: l)
        return Color(red: singleByte(r), green: singleByte(g), blue: singleByte(b), alpha: alpha)
    }

    /// A 0...1 channel as 0...255 the way Chromium rounds an `hsl()` colour:
    /// it keeps the converted channels as `float` and scales them there, so
    /// `hsl(60, 75%, 60%)`'s blue (0.3 less an ulp in double) is 77, not 76.
    static func singleByte(_ v: Double) -> UInt8 {
        guard v.isFinite else { return v > 0 ? 255 : 0 }
        let scaled = Float(v) * 255
        return UInt8(min(255, max(0, scaled)) + 0.5)
    }

    /// css-color-4 §8 `hwb()` (modern syntax only); the conversion is
    /// `ColorSpace.hwb`'s, which `color-mix(in hwb, …)` uses too.
    private static func hwbFunction(_ tokens: [CSSToken]) -> Color? {
        guard let args = arguments(tokens), !args.legacy, let alpha = alphaByte(args.alpha),
            let hue = hueDegrees(args.channels[0]),
            let w = fraction(args.channels[1], legacy: false),
            let bk = fraction(args.channels[2], legacy: false)
        else { return nil }
        let (r, g, b) = ColorSpace.hwb.toSRGB((hue, w, bk))
        return Color(red: byte(r * 255), green: byte(g * 255), blue: byte(b * 255), alpha: alpha)
    }

    /// The sample conversion of css-color-4 §7.1, channels in 0...1.
    static func hslToRGB(hue: Double, saturation s: Double, lightness l: Double) -> (Double, Double, Double) {
        let h = Elementary.normalizedDegrees(hue)
        func f(_ n: Double) -> Double {
            var k = n + h / 30
            if k >= 12 { k -= 12 }
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }
}
