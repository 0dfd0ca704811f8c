/// `text-decoration-line` and the `text-decoration` shorthand
/// (css-text-decor-3 §2.1 and §2.4). Only the line part matters to
/// htmlruns; style, colour and thickness are checked, then dropped.
enum TextDecorationValue {
    /// `none | [ underline || overline || line-through || blink ]`.
    static func parseLine(_ tokens: [CSSToken]) -> ComputedStyle.TextDecoration? {
        var cursor = CSSValueCursor(tokens)
        var lines: ComputedStyle.TextDecoration = []
        var seen: Set<String> = []
        var count = 0
        while let t = cursor.next() {
            guard let word = t.identLowercased, !seen.contains(word) else { return nil }
            count += 1
            seen.insert(word)
            guard let line = line(word) else { return nil }
            if word == "none" && count > 1 { return nil }
            lines.formUnion(line)
        }
        if seen.contains("none") && count > 1 { return nil }
        return count > 0 ? lines : nil
    }

    private static func line(_ word: String) -> ComputedStyle.TextDecoration? {
        switch word {
        case "none", "blink", "spelling-error", "grammar-error": []
        case "underline": .underline
        case "line-through": .lineThrough
        case "overline": .overline
        default: nil
        }
    }

    private static let styles: Set<String> = ["solid", "double", "dotted", "dashed", "wavy"]

    /// The shorthand: `<line> || <style> || <color> || <thickness>`, each at
    /// most once. An omitted line is `none`.
    static func parseShorthand(_ tokens: [CSSToken]) -> ComputedStyle.TextDecoration? {
        var cursor = CSSValueCursor(tokens)
        var lines: ComputedStyle.TextDecoration = []
        var lineWords: Set<String> = []
        var sawLineNone = false
        var sawStyle = false
        var sawColor = false
        var sawThickness = false
        var any = false
        while let t = cursor.peek() {
            any = true
            if let word = t.identLowercased {
                if let line = line(word) {
                    guard !lineWords.contains(word), !sawLineNone else { return nil }
                    if word == "none" {
                        guard lineWords.isEmpty else { return nil }
                        sawLineNone = true
                    }
                    lineWords.insert(word)
                    lines.formUnion(line)
                    _ = cursor.next()
                    continue
                }
                if styles.contains(word) {
                    guard !sawStyle else { return nil }
                    sawStyle = true
                    _ = cursor.next()
                    continue
                }
                if word == "auto" || word == "from-font" {
                    guard !sawThickness else { return nil }
                    sawThickness = true
                    _ = cursor.next()
                    continue
                }
            }
            if ColorValue.parse(&cursor) != nil {
                guard !sawColor else { return nil }
                sawColor = true
                continue
            }
            if let math = cursor.mathFunction() {
                guard !sawThickness, CSSLength.parse(math) != nil else { return nil }
                sawThickness = true
                continue
            }
            if CSSLength.parse(t) != nil {
                guard !sawThickness else { return nil }
                sawThickness = true
                _ = cursor.next()
                continue
            }
            return nil
        }
        return any ? lines : nil
    }
}
