import Foundation

@testable import HTMLRuns

/// The comparison `../shared/tools/compare-with-browser` makes, done on a
/// `StyledString` in process: the lines of text (whitespace folded, blank
/// lines dropped, markers and U+FFFC left out) and every visible
/// non-whitespace character with its style.
struct BrowserComparison {
    /// The style the browser oracle reports per character.
    struct Style: Equatable, CustomStringConvertible {
        var bold = false, italic = false, underline = false, strike = false
        var link: String? = nil
        var color = "#000000"
        var background: String? = nil
        var monospace = false
        var script: String? = nil

        var description: String {
            var parts: [String] = []
            if bold { parts.append("bold") }
            if italic { parts.append("italic") }
            if underline { parts.append("underline") }
            if strike { parts.append("strike") }
            if let link { parts.append("link=\(link)") }
            if color != "#000000" { parts.append("color=\(color)") }
            if let background { parts.append("bg=\(background)") }
            if monospace { parts.append("mono") }
            if let script { parts.append(script) }
            return parts.isEmpty ? "plain" : parts.joined(separator: ",")
        }
    }

    struct Char: Equatable {
        var scalar: Unicode.Scalar
        var style: Style
    }

    static let safeSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// The characters the comparison treats as whitespace.
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF, 0x200B:
            return true
        case 0x2000...0x200A:
            return true
        default:
            return false
        }
    }

    /// What JavaScript's `trim()` removes.
    static func isJSTrim(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        case 0x2000...0x200A:
            return true
        default:
            return false
        }
    }

    /// innerText lines: runs of space, tab, CR, FF, VT folded to one space, trimmed, blank ones dropped.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            var scalars: [Unicode.Scalar] = []
            var inRun = false
            for s in line.unicodeScalars {
                if s == " " || s == "\t" || s == "\r" || s == "\u{0C}" || s == "\u{0B}" {
                    if !inRun { scalars.append(" ") }
                    inRun = true
                } else {
                    scalars.append(s)
                    inRun = false
                }
            }
            while let first = scalars.first, isJSTrim(first) { scalars.removeFirst() }
            while let last = scalars.last, isJSTrim(last) { scalars.removeLast() }
            if scalars.isEmpty { return nil }
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars)
            return String(out)
        }
    }

    /// What the URL parser does first, then the scheme filter of the comparison.
    static func normalisedLink(_ link: String?) -> String? {
        guard let link else { return nil }
        var scalars = Array(link.unicodeScalars)
        while let f = scalars.first, f.value <= 0x20 { scalars.removeFirst() }
        while let l = scalars.last, l.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: scalars)
        let url = String(cleaned)
        // A scheme: [a-zA-Z][a-zA-Z0-9+.-]*:
        if let first = scalars.first, first.isASCIILetter {
            var i = 1
            while i < scalars.count,
                scalars[i].isASCIILetter || scalars[i].isASCIIDigit
                    || scalars[i] == "+" || scalars[i] == "." || scalars[i] == "-"
            { i += 1 }
            if i < scalars.count, scalars[i] == ":" {
                var scheme = String.UnicodeScalarView()
                scheme.append(contentsOf: scalars[0..<i])
                if !safeSchemes.contains(String(scheme).lowercased()) { return nil }
            }
        }
        return url
    }

    static func normalisedColor(_ c: String?) -> String {
        guard var c = c?.lowercased() else { return "#000000" }
        if c.count == 9, c.hasPrefix("#"), c.hasSuffix("ff") { c.removeLast(2) }
        return c
    }

    /// Our side: lines and styled characters of a styled string.
    static func ours(_ styled: StyledString) -> (lines: [String], chars: [Char]) {
        let utf8 = Array(styled.text.utf8)
        // Attributes per UTF-8 offset, then read per scalar at its first byte.
        var attributeIndex = [Int](repeating: -1, count: utf8.count)
        for (i, run) in styled.runs.enumerated() {
            for o in run.range where o >= 0 && o < utf8.count { attributeIndex[o] = i }
        }
        var kept = String.UnicodeScalarView()
        var chars: [Char] = []
        var offset = 0
        for s in styled.text.unicodeScalars {
            let runIndex = attributeIndex[offset]
            offset += String(s).utf8.count
            let a = runIndex >= 0 ? styled.runs[runIndex].attributes : TextAttributes()
            if a.marker || s == "\u{FFFC}" { continue }
            kept.append(s)
            if isWhitespace(s) { continue }
            var style = Style()
            style.bold = a.bold
            style.italic = a.italic
            style.underline = a.underline
            style.strike = a.strikethrough
            style.link = normalisedLink(a.link)
            style.color = normalisedColor(a.color?.hex)
            style.background = a.backgroundColor.map { normalisedColor($0.hex) }
            style.monospace = a.monospace
            style.script = a.verticalAlign?.rawValue
            chars.append(Char(scalar: s, style: style))
        }
        return (lines(of: String(kept)), chars)
    }

    /// The browser's side, from one entry of `expected.json`.
    static func expected(_ entry: [String: Any]) -> (lines: [String], chars: [Char]) {
        let lines = entry["lines"] as? [String] ?? []
        var chars: [Char] = []
        for run in entry["styled"] as? [[String: Any]] ?? [] {
            var style = Style()
            style.bold = run["bold"] as? Bool ?? false
            style.italic = run["italic"] as? Bool ?? false
            style.underline = run["underline"] as? Bool ?? false
            style.strike = run["strike"] as? Bool ?? false
            style.link = normalisedLink(run["link"] as? String)
            style.color = normalisedColor(run["color"] as? String)
            style.background = (run["background"] as? String).map { normalisedColor($0) }
            style.monospace = run["monospace"] as? Bool ?? false
            style.script = run["script"] as? String
            for s in (run["text"] as? String ?? "").unicodeScalars {
                chars.append(Char(scalar: s, style: style))
            }
        }
        return (lines, chars)
    }

    /// nil when the two agree, else the first difference in words.
    static func difference(
        expected: (lines: [String], chars: [Char]),
        ours: (lines: [String], chars: [Char])
    ) -> String? {
        if expected.lines != ours.lines {
            return "text: browser \(expected.lines) ours \(ours.lines)"
        }
        for (i, (e, o)) in zip(expected.chars, ours.chars).enumerated() where e != o {
            if e.scalar != o.scalar { return "char \(i): browser '\(e.scalar)', ours '\(o.scalar)'" }
            return "char \(i) '\(e.scalar)': browser \(e.style), ours \(o.style)"
        }
        if expected.chars.count != ours.chars.count {
            return "browser has \(expected.chars.count) visible chars, ours \(ours.chars.count)"
        }
        return nil
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}
