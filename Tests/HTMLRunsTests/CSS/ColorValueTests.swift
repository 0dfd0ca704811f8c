import Testing

@testable import HTMLRuns

@Suite struct ColorValueTests {
    func parse(_ text: String) -> String? {
        if case .color(let c)? = ColorValue.parse(text) { return c.hex }
        return nil
    }

    @Test func hashColorThreeDigits() {
        #expect(parse("#f00") == "#ff0000")
        #expect(parse("#0F0") == "#00ff00")
        #expect(parse("#abc") == "#aabbcc")
    }

    @Test func hashColorFourDigits() {
        #expect(parse("#f008") == "#ff000088")
    }

    @Test func hashColorSixAndEightDigits() {
        #expect(parse("#FFAA00") == "#ffaa00")
        #expect(parse("#11223344") == "#11223344")
        #expect(parse("#112233ff") == "#112233")
    }

    @Test func hashColorWrongLengthsAndDigits() {
        #expect(parse("#12") == nil)
        #expect(parse("#12345") == nil)
        #expect(parse("#1234567") == nil)
        #expect(parse("#ggg") == nil)
        #expect(parse("#123456789") == nil)
    }

    @Test func hashlessHexIsNotAColor() {
        #expect(parse("f00") == nil)
        #expect(parse("ff0000") == nil)
    }

    @Test func namedColorsCaseInsensitive() {
        #expect(parse("RED") == "#ff0000")
        #expect(parse("rebeccapurple") == "#663399")
        #expect(parse("LightGoldenRodYellow") == "#fafad2")
        #expect(parse("darkgrey") == "#a9a9a9")
        #expect(parse("darkgray") == "#a9a9a9")
        #expect(parse("aliceblue") == "#f0f8ff")
        #expect(parse("yellowgreen") == "#9acd32")
        #expect(parse("darkseagreen") == "#8fbc8f")
        #expect(parse("notacolor") == nil)
    }

    @Test func allNamedColorsPresent() {
        #expect(ColorValue.namedColors.count == 148)
        #expect(ColorValue.namedColors["grey"] == ColorValue.namedColors["gray"])
        #expect(ColorValue.namedColors["green"] == 0x008000)
    }

    @Test func transparentAndCurrentColor() {
        #expect(parse("transparent") == "#00000000")
        #expect(ColorValue.parse("currentColor") == .currentColor)
        #expect(ColorValue.parse("CURRENTCOLOR") == .currentColor)
    }

    @Test func rgbCommaSyntax() {
        #expect(parse("rgb(255, 128, 0)") == "#ff8000")
        #expect(parse("rgb( 0 , 0 , 255 )") == "#0000ff")
        #expect(parse("rgb(100%,0%,50%)") == "#ff0080")
    }

    @Test func rgbaCommaSyntaxWithAlpha() {
        #expect(parse("rgba(0,0,255,0.25)") == "#0000ff40")
        #expect(parse("rgba(0,0,255,50%)") == "#0000ff80")
        #expect(parse("rgba(0,0,255)") == "#0000ff")
        #expect(parse("rgb(0,0,255,.5)") == "#0000ff80")
    }

    @Test func rgbSpaceSyntaxWithSlashAlpha() {
        #expect(parse("rgb(255 0 0 / 50%)") == "#ff000080")
        #expect(parse("rgb(255 0 0 / .5)") == "#ff000080")
        #expect(parse("rgba(0 255 0)") == "#00ff00")
    }

    @Test func rgbOutOfRangeClamps() {
        #expect(parse("rgb(300,-20,0)") == "#ff0000")
        #expect(parse("rgba(0,0,0,2)") == "#000000")
        #expect(parse("rgba(0,0,0,-1)") == "#00000000")
        #expect(parse("rgb(127.5, 0, 0)") == "#800000")
    }

    @Test func rgbInvalidForms() {
        #expect(parse("rgb(255,0)") == nil)
        #expect(parse("rgb(1,2,3,4,5)") == nil)
        #expect(parse("rgb(255 0 0 0)") == nil)
        #expect(parse("rgb(255, 0 0)") == nil)
        #expect(parse("rgb(100%, 0, 0)") == nil)
        #expect(parse("rgb(255,0,0 / 1)") == nil)
        #expect(parse("rgb(none, 0, 0)") == nil)
        #expect(parse("rgb(1px 2 3)") == nil)
    }

    @Test func rgbNoneKeywordIsZero() {
        #expect(parse("rgb(none 0 0)") == "#000000")
        #expect(parse("rgb(255 none 0 / none)") == "#ff000000")
    }

    @Test func rgbSpaceSyntaxMixesNumbersAndPercentages() {
        #expect(parse("rgb(100% 0 255)") == "#ff00ff")
    }

    @Test func hslCommaSyntax() {
        #expect(parse("hsl(0,100%,50%)") == "#ff0000")
        #expect(parse("hsl(120, 100%, 25%)") == "#008000")
        #expect(parse("hsla(240, 100%, 50%, 0.5)") == "#0000ff80")
    }

    /// Chromium scales `hsl()` channels as `float`: values that fall a hair
    /// under .5 in double still round up, as in the browser.
    @Test func hslChannelsRoundLikeChromium() {
        #expect(parse("hsl(60,75%,60%)") == "#e6e64d")
        #expect(parse("hsl(240, 75%, 60%)") == "#4d4de6")
        #expect(parse("hsl(277 75% 40%)") == "#781ab3")
        #expect(parse("hsl(46, 75%, 40%)") == "#b38f1a")
    }

    @Test func hslTurnAngle() {
        #expect(parse("hsl(0.5turn 100% 50%)") == "#00ffff")
    }

    @Test func hslRadAndGradAngles() {
        #expect(parse("hsl(3.14rad 100% 50%)") == "#00ffff")
        #expect(parse("hsl(200grad 100% 50%)") == "#00ffff")
        #expect(parse("hsl(0deg 100% 50% / 50%)") == "#ff000080")
    }

    @Test func hslSpaceSyntaxWithSlashAlpha() {
        #expect(parse("hsl(60 100% 50% / .5)") == "#ffff0080")
    }

    @Test func hslNegativeHueWraps() {
        #expect(parse("hsl(-60,100%,50%)") == "#ff00ff")
        #expect(parse("hsl(420,100%,50%)") == "#ffff00")
    }

    @Test func hslSaturationClamps() {
        #expect(parse("hsl(0,120%,50%)") == "#ff0000")
        #expect(parse("hsl(0,-10%,50%)") == "#808080")
    }

    @Test func hslLegacyNeedsPercentages() {
        #expect(parse("hsl(0, 100, 50)") == nil)
        #expect(parse("hsl(0 100 50)") == "#ff0000")
        #expect(parse("hsl(0px 100% 50%)") == nil)
    }

    @Test func hwbFunction() {
        #expect(parse("hwb(0 0% 0%)") == "#ff0000")
        #expect(parse("hwb(0 50% 50%)") == "#808080")
        #expect(parse("hwb(120 0% 50% / 0.5)") == "#00800080")
    }

    @Test func unknownFunctionIsNotAColor() {
        // (`lab()` and the other css-color-4 spaces are read: ColorModernFunctionTests.)
        #expect(parse("labx(50% 40 59)") == nil)
        #expect(parse("device-cmyk(0 0.5 1 0)") == nil)
    }

    @Test func mathFunctionsInColorArguments() {
        #expect(parse("rgb(calc(255) 0 0)") == "#ff0000")
        #expect(parse("rgb(calc(100% - 50%) 0% 0%)") == "#800000")
        #expect(parse("rgb(calc(100% - 50%), 0, 0)") == nil)
        #expect(parse("rgba(0 0 0 / calc(1 / 2))") == "#00000080")
        #expect(parse("rgb(calc(1px) 0 0)") == nil)
    }

    @Test func trailingGarbageIsNotAColor() {
        #expect(parse("red blue") == nil)
        #expect(parse("#fff x") == nil)
    }

    @Test func systemColors() {
        #expect(parse("CanvasText") == "#000000")
        // Deprecated ones and Chromium's own, as its light theme paints them.
        #expect(parse("Menu") == "#ffffff")
        #expect(parse("ThreeDFace") == "#efefef")
        #expect(parse("-webkit-link") == "#0000ee")
        #expect(parse("Highlight") == "#0041c6cc")
    }

    /// css-color-5 `light-dark()`: the light colour; both must be colours.
    @Test func lightDarkTakesTheLightColour() {
        #expect(parse("light-dark(red, blue)") == "#ff0000")
        #expect(parse("light-dark(rgb(0 255 0), #00f)") == "#00ff00")
        #expect(parse("light-dark(red)") == nil)
        #expect(parse("light-dark(red, nonsense)") == nil)
    }
}

@Suite struct LegacyColorTests {
    func legacy(_ s: String) -> String? { ColorValue.parseLegacy(s)?.hex }

    @Test func legacyColorNamed() {
        #expect(legacy("red") == "#ff0000")
        #expect(legacy(" Yellow ") == "#ffff00")
    }

    @Test func legacyColorShortHash() {
        #expect(legacy("#f00") == "#ff0000")
    }

    @Test func legacyColorHashless() {
        #expect(legacy("f00") == "#0f0000")
        #expect(legacy("ff0000") == "#ff0000")
    }

    @Test func legacyColorTwoDigits() {
        #expect(legacy("#ff") == "#0f0f00")
    }

    @Test func legacyColorChucknorris() {
        #expect(legacy("chucknorris") == "#c00000")
    }

    @Test func legacyColorOtherClassics() {
        #expect(legacy("ninjaturtle") == "#00a000")
        #expect(legacy("crap") == "#c0a000")
        #expect(legacy("grass") == "#00a000")
        #expect(legacy("#1234567890abcdef") == "#1278cd")
    }

    @Test func legacyColorTransparentAndEmptyFail() {
        #expect(legacy("transparent") == nil)
        #expect(legacy("") == nil)
    }

    @Test func legacyColorLongValuesTruncate() {
        #expect(legacy(String(repeating: "f", count: 1000)) == "#ffffff")
        #expect(legacy("#" + String(repeating: "0", count: 24) + "1") == "#000010")
    }

    @Test func legacyColorAstralCharactersBecomeZeros() {
        #expect(legacy("😀") == "#000000")
    }

    @Test func legacyColorNoCSSFunctions() {
        #expect(legacy("rgb(255,0,0)") == "#002500")
    }
}
