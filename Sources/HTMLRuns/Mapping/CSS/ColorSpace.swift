/// The colour spaces of css-color-4 §10 (and the polar forms of §7, §8,
/// §9), and conversion between them through CIE XYZ (D65), with the
/// matrices and transfer functions of the specification's sample code.
///
/// htmlruns paints in sRGB with 8-bit channels (`Color`); a colour in
/// another space is converted, and one outside sRGB's gamut is clipped
/// channel by channel, as Chromium draws it (asked of the browser: a canvas
/// filled with `oklch(0.9 0.4 120)` reads `rgb(195, 249, 0)`).
enum ColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3, a98RGB, proPhotoRGB, rec2020
    case xyzD50, xyzD65
    case lab, oklab
    case hsl, hwb, lch, oklch

    /// Three channels in the space's own terms (a hue in degrees).
    typealias Channels = (Double, Double, Double)

    /// The space a `color()` function or `color-mix()`'s `in` names.
    init?(name: String) {
        switch name {
        case "srgb": self = .sRGB
        case "srgb-linear": self = .sRGBLinear
        case "display-p3": self = .displayP3
        case "a98-rgb": self = .a98RGB
        case "prophoto-rgb": self = .proPhotoRGB
        case "rec2020": self = .rec2020
        case "xyz", "xyz-d65": self = .xyzD65
        case "xyz-d50": self = .xyzD50
        case "lab": self = .lab
        case "oklab": self = .oklab
        case "hsl": self = .hsl
        case "hwb": self = .hwb
        case "lch": self = .lch
        case "oklch": self = .oklch
        default: return nil
        }
    }

    /// Which channel is a hue (interpolated the shorter way round), if any.
    var hueChannel: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    // MARK: To and from extended sRGB

    /// `channels` of this space as gamma-encoded sRGB, not clamped (values
    /// outside 0...1 are colours outside sRGB's gamut).
    func toSRGB(_ c: Channels) -> Channels {
        switch self {
        case .sRGB: return c
        case .hsl: return ColorValue.hslToRGB(hue: c.0, saturation: c.1, lightness: c.2)
        case .hwb:
            let (w, b) = (c.1, c.2)
            if w + b >= 1 { return (w / (w + b), w / (w + b), w / (w + b)) }
            let pure = ColorValue.hslToRGB(hue: c.0, saturation: 1, lightness: 0.5)
            let scale = 1 - w - b
            return (pure.0 * scale + w, pure.1 * scale + w, pure.2 * scale + w)
        default:
            let linear = Self.multiply(Self.xyzToLinearSRGB, toXYZD65(c))
            return (Self.encodeSRGB(linear.0), Self.encodeSRGB(linear.1), Self.encodeSRGB(linear.2))
        }
    }

    /// Gamma-encoded sRGB channels (any range) in this space.
    func fromSRGB(_ c: Channels) -> Channels {
        switch self {
        case .sRGB: return c
        case .hsl: return Self.rgbToHSL(c)
        case .hwb:
            let hsl = Self.rgbToHSL(c)
            return (hsl.0, min(c.0, c.1, c.2), 1 - max(c.0, c.1, c.2))
        default:
            let linear = (Self.decodeSRGB(c.0), Self.decodeSRGB(c.1), Self.decodeSRGB(c.2))
            return fromXYZD65(Self.multiply(Self.linearSRGBToXYZ, linear))
        }
    }

    /// CIE XYZ (D65) of `c`, for the spaces defined through it.
    private func toXYZD65(_ c: Channels) -> Channels {
        switch self {
        case .sRGB, .hsl, .hwb:
            let s = toSRGB(c)
            return Self.multiply(
                Self.linearSRGBToXYZ, (Self.decodeSRGB(s.0), Self.decodeSRGB(s.1), Self.decodeSRGB(s.2)))
        case .sRGBLinear: return Self.multiply(Self.linearSRGBToXYZ, c)
        case .displayP3:
            return Self.multiply(Self.linearP3ToXYZ, (Self.decodeSRGB(c.0), Self.decodeSRGB(c.1), Self.decodeSRGB(c.2)))
        case .a98RGB:
            let g = 563.0 / 256
            return Self.multiply(
                Self.linearA98ToXYZ,
                (Elementary.signedPow(c.0, g), Elementary.signedPow(c.1, g), Elementary.signedPow(c.2, g)))
        case .proPhotoRGB:
            func decode(_ v: Double) -> Double { abs(v) <= 16.0 / 512 ? v / 16 : Elementary.signedPow(v, 1.8) }
            return Self.multiply(
                Self.d50ToD65, Self.multiply(Self.linearProPhotoToXYZD50, (decode(c.0), decode(c.1), decode(c.2))))
        case .rec2020:
            return Self.multiply(
                Self.linear2020ToXYZ, (Self.decode2020(c.0), Self.decode2020(c.1), Self.decode2020(c.2)))
        case .xyzD65: return c
        case .xyzD50: return Self.multiply(Self.d50ToD65, c)
        case .lab: return Self.multiply(Self.d50ToD65, Self.labToXYZD50(c))
        case .lch: return ColorSpace.lab.toXYZD65(Self.polarToRectangular(c))
        case .oklab:
            let lms = Self.multiply(Self.oklabToLMS, c)
            return Self.multiply(Self.lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
        case .oklch: return ColorSpace.oklab.toXYZD65(Self.polarToRectangular(c))
        }
    }

    /// `xyz` (D65) in this space (not used for sRGB, HSL and HWB).
    private func fromXYZD65(_ xyz: Channels) -> Channels {
        switch self {
        case .sRGB, .hsl, .hwb:
            let l = Self.multiply(Self.xyzToLinearSRGB, xyz)
            return fromSRGB((Self.encodeSRGB(l.0), Self.encodeSRGB(l.1), Self.encodeSRGB(l.2)))
        case .sRGBLinear: return Self.multiply(Self.xyzToLinearSRGB, xyz)
        case .xyzD65: return xyz
        case .xyzD50: return Self.multiply(Self.d65ToD50, xyz)
        case .lab: return Self.xyzD50ToLab(Self.multiply(Self.d65ToD50, xyz))
        case .lch: return Self.rectangularToPolar(ColorSpace.lab.fromXYZD65(xyz), epsilon: Self.achromaticChroma)
        case .oklab:
            let lms = Self.multiply(Self.xyzToLMS, xyz)
            return Self.multiply(
                Self.lmsToOKLab, (Elementary.cbrt(lms.0), Elementary.cbrt(lms.1), Elementary.cbrt(lms.2)))
        case .oklch: return Self.rectangularToPolar(ColorSpace.oklab.fromXYZD65(xyz), epsilon: Self.achromaticChroma)
        case .displayP3:
            let l = Self.multiply(Self.xyzToLinearP3, xyz)
            return (Self.encodeSRGB(l.0), Self.encodeSRGB(l.1), Self.encodeSRGB(l.2))
        case .a98RGB:
            let l = Self.multiply(Self.xyzToLinearA98, xyz)
            let g = 256.0 / 563
            return (Elementary.signedPow(l.0, g), Elementary.signedPow(l.1, g), Elementary.signedPow(l.2, g))
        case .proPhotoRGB:
            let l = Self.multiply(Self.xyzD50ToLinearProPhoto, Self.multiply(Self.d65ToD50, xyz))
            func encode(_ v: Double) -> Double { abs(v) >= 1.0 / 512 ? Elementary.signedPow(v, 1 / 1.8) : 16 * v }
            return (encode(l.0), encode(l.1), encode(l.2))
        case .rec2020:
            let l = Self.multiply(Self.xyzToLinear2020, xyz)
            return (Self.encode2020(l.0), Self.encode2020(l.1), Self.encode2020(l.2))
        }
    }

    // MARK: Transfer functions

    static func decodeSRGB(_ v: Double) -> Double {
        abs(v) <= 0.04045 ? v / 12.92 : Elementary.signedPow((abs(v) + 0.055) / 1.055, 2.4) * (v < 0 ? -1 : 1)
    }

    static func encodeSRGB(_ v: Double) -> Double {
        abs(v) > 0.0031308 ? (1.055 * Elementary.pow(abs(v), 1 / 2.4) - 0.055) * (v < 0 ? -1 : 1) : 12.92 * v
    }

    private static let alpha2020 = 1.09929682680944
    private static let beta2020 = 0.018053968510807

    private static func decode2020(_ v: Double) -> Double {
        abs(v) < beta2020 * 4.5
            ? v / 4.5 : Elementary.pow((abs(v) + alpha2020 - 1) / alpha2020, 1 / 0.45) * (v < 0 ? -1 : 1)
    }

    private static func encode2020(_ v: Double) -> Double {
        abs(v) > beta2020 ? (alpha2020 * Elementary.pow(abs(v), 0.45) - (alpha2020 - 1)) * (v < 0 ? -1 : 1) : 4.5 * v
    }

    // MARK: Lab, polar forms, HSL

    private static let d50White: Channels = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    private static let kappa = 24389.0 / 27
    private static let epsilon = 216.0 / 24389

    private static func labToXYZD50(_ c: Channels) -> Channels {
        let f1 = (c.0 + 16) / 116
        let f0 = c.1 / 500 + f1
        let f2 = f1 - c.2 / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = c.0 > kappa * epsilon ? f1 * f1 * f1 : c.0 / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    private static func xyzD50ToLab(_ xyz: Channels) -> Channels {
        func f(_ v: Double) -> Double { v > epsilon ? Elementary.cbrt(v) : (kappa * v + 16) / 116 }
        let f0 = f(xyz.0 / d50White.0)
        let f1 = f(xyz.1 / d50White.1)
        let f2 = f(xyz.2 / d50White.2)
        return (116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }

    /// Lightness, chroma, hue (degrees) as lightness, a, b.
    static func polarToRectangular(_ c: Channels) -> Channels {
        let (sin, cos) = Elementary.sinCos(degrees: c.2)
        let chroma = max(0, c.1)
        return (c.0, chroma * cos, chroma * sin)
    }

    /// The chroma at or below which a colour converted to LCh or OKLCh has
    /// no hue (css-color-4 §4.4, "powerless"): Chromium's, found by asking
    /// it (`color-mix(in oklch, <grey>, oklch(0.5 0.1 83.2))` takes the
    /// second hue for a grey of chroma 0.020 and not of 0.021, and in LCh
    /// for 0.02 and not 0.03); the specification's sample code uses far
    /// smaller ones. A chroma given in `lch()` or `oklch()` keeps its hue.
    static let achromaticChroma = 0.0205

    /// Lightness, a, b as lightness, chroma, hue; a chroma within
    /// `epsilon` of 0 has no hue (`nan`: powerless, css-color-4 §4.4).
    static func rectangularToPolar(_ c: Channels, epsilon: Double) -> Channels {
        let chroma = (c.1 * c.1 + c.2 * c.2).squareRoot()
        return (c.0, chroma, chroma <= epsilon ? .nan : Elementary.atan2Degrees(c.2, c.1))
    }

    /// css-color-4 §7.2's conversion back: hue in degrees (`nan` for a
    /// grey), saturation and lightness in 0...1.
    private static func rgbToHSL(_ c: Channels) -> Channels {
        let high = max(c.0, c.1, c.2)
        let low = min(c.0, c.1, c.2)
        let lightness = (low + high) / 2
        let d = high - low
        guard d != 0 else { return (.nan, 0, lightness) }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        if high == c.0 {
            hue = (c.1 - c.2) / d + (c.1 < c.2 ? 6 : 0)
        } else if high == c.1 {
            hue = (c.2 - c.0) / d + 2
        } else {
            hue = (c.0 - c.1) / d + 4
        }
        hue *= 60
        return (hue, saturation, lightness)
    }

    // MARK: Matrices

    private typealias Matrix = (Channels, Channels, Channels)

    private static func multiply(_ m: Matrix, _ v: Channels) -> Channels {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    private static let linearSRGBToXYZ: Matrix = (
        (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
    )
    private static let xyzToLinearSRGB: Matrix = (
        (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        (705.0 / 12673, -2585.0 / 12673, 705.0 / 667)
    )
    private static let linearP3ToXYZ: Matrix = (
        (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        (0, 32229.0 / 714400, 5220557.0 / 5000800)
    )
    private static let xyzToLinearP3: Matrix = (
        (446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        (-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        (11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415)
    )
    private static let linearA98ToXYZ: Matrix = (
        (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
    )
    private static let xyzToLinearA98: Matrix = (
        (1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150),
        (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        (16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040)
    )
    private static let linearProPhotoToXYZD50: Matrix = (
        (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        (0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        (0, 0, 0.8251046025104602)
    )
    private static let xyzD50ToLinearProPhoto: Matrix = (
        (1.3457868816471583, -0.25557208737979464, -0.05110186497554526),
        (-0.5446307051249019, 1.5082477428451468, 0.02052744743642139),
        (0, 0, 1.2119675456389452)
    )
    private static let linear2020ToXYZ: Matrix = (
        (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        (0, 19567812.0 / 697040785, 295819943.0 / 278816314)
    )
    private static let xyzToLinear2020: Matrix = (
        (30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100),
        (-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200),
        (792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125)
    )
    private static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
    private static let d65ToD50: Matrix = (
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
    private static let xyzToLMS: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    private static let lmsToOKLab: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    private static let oklabToLMS: Matrix = (
        (1, 0.3963377773761749, 0.2158037573099136),
        (1, -0.1055613458156586, -0.0638541728258133),
        (1, -0.0894841775298119, -1.2914855480194092)
    )
    private static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
}
