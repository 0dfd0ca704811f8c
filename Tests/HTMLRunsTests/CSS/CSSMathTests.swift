import Testing

@testable import HTMLRuns

@Suite struct CSSMathTests {
    func eval(_ text: String, fontSize: Double = 16, percentBase: Double? = 100) -> CSSMath.Value? {
        guard let (name, arguments) = CSSMath.function(in: CSSTokenizer.tokens(text)) else { return nil }
        return CSSMath.evaluate(name: name, arguments, fontSize: fontSize, percentBase: percentBase)
    }

    @Test func calcArithmeticWithPrecedence() {
        #expect(eval("calc(1px + 2px * 3)") == CSSMath.Value(number: 7, isLength: true))
        #expect(eval("calc((1px + 2px) * 3)") == CSSMath.Value(number: 9, isLength: true))
        #expect(eval("calc(10px - 4px - 1px)") == CSSMath.Value(number: 5, isLength: true))
        #expect(eval("calc(12px / 4 / 3)") == CSSMath.Value(number: 1, isLength: true))
        #expect(eval("calc(2 * 3)") == CSSMath.Value(number: 6, isLength: false))
    }

    @Test func calcMixesUnits() {
        #expect(eval("calc(1em + 2px)", fontSize: 10)?.number == 12)
        #expect(eval("calc(50% + 1rem)", percentBase: 20)?.number == 26)
    }

    @Test func calcTypeErrors() {
        #expect(eval("calc(1px + 2)") == nil)
        #expect(eval("calc(1px * 2px)") == nil)
        #expect(eval("calc(1px / 0)") == nil)
        #expect(eval("calc(2 / 1px)") == nil)
        #expect(eval("calc(1px 2px)") == nil)
        #expect(eval("calc(1px +)") == nil)
        #expect(eval("calc()") == nil)
        #expect(eval("calc(50%)", percentBase: nil) == nil)
        #expect(eval("calc(foo)") == nil)
    }

    @Test func minMaxClamp() {
        #expect(eval("min(10px, 2em, 30px)", fontSize: 4)?.number == 8)
        #expect(eval("max(10px, 2em)", fontSize: 4)?.number == 10)
        #expect(eval("clamp(1rem, 10vw, 2rem)")?.number == 32)
        #expect(eval("clamp(1rem, 1vw, 2rem)")?.number == 16)
        #expect(eval("clamp(1rem, calc(1vw + 10px), 2rem)")?.number == 18)
        #expect(eval("clamp(1px, 2px)") == nil)
        #expect(eval("min(1px, 2)") == nil)
    }

    @Test func nestedParenthesesDoNotRecurse() {
        let deep = "calc(" + String(repeating: "(", count: 4_000) + "1px" + String(repeating: ")", count: 4_000) + ")"
        #expect(eval(deep)?.number == 1)
    }

    @Test func mathInProperties() {
        #expect(computed("font-size: calc(1em + 2px)", parent: computed("font-size: 10px")).fontSize == 12)
        #expect(computed("font-size: clamp(1.5rem, 2vw, 2rem)").fontSize == 24)
        #expect(computed("font-size: calc(10px - 20px)").fontSize == 0)
        #expect(computed("font-size: calc(12)").fontSize == 16)
        #expect(computed("line-height: calc(1.5)").lineHeight == 1.5)
        #expect(computed("line-height: calc(8px * 3)").lineHeight == 1.5)
        #expect(computed("letter-spacing: calc(0.1em)").letterSpacing == 1.6)
        #expect(computed("letter-spacing: calc(10%)").letterSpacing == 1.6)
        let f = computed("font: bold clamp(10px, 1vw, 20px)/calc(2) serif")
        #expect(f.fontSize == 10 && f.fontWeight == 700 && f.lineHeight == 2)
        #expect(computed("text-decoration: underline calc(1px + 1px)").textDecoration == .underline)
    }
}
