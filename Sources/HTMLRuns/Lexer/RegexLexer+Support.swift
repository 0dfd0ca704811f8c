// What RegexLexer needs besides its patterns: input preprocessing, character
// references, tag names and the search for the end of raw text. Where the
// ScalarLexer has the shared piece, this file only forwards to it, so both
// strategies decode the same way.

extension RegexLexer {
    /// §13.2.3.5 Preprocessing the input stream (shared with `ScalarLexer`).
    static func preprocess(_ input: [UInt8], log: inout DiagnosticLog) -> [UInt8] {
        InputPreprocessor.preprocess(input, log: &log)
    }

    /// Expands the character reference whose `&` is at `p[i]` (§13.2.5.72-80,
    /// the decoder `ScalarLexer` uses): appends `flushing` and then the
    /// reference's UTF-8 to `out`, and returns how many bytes it spans. Nil
    /// when the `&` stays literal (nothing appended).
    @inline(__always)
    static func decodeReference(
        _ p: UnsafeBufferPointer<UInt8>, at i: Int, end: Int, inAttribute: Bool,
        flushing: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8],
        log: inout DiagnosticLog
    ) -> Int? {
        guard let reference = CharacterReference.decode(p, at: i, end: end, inAttribute: inAttribute, log: &log)
        else { return nil }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: flushing))
        reference.appendUTF8(to: &out)
        return reference.length
    }

    /// The tag for a name as the tag pattern captured it (lowercased here, NUL replaced).
    static func tagName(_ raw: Substring, customNames: inout CustomTagNames) -> TagName {
        var name = lowercasedName(raw)
        return name.withUTF8 { TagName(lowercasedBytes: $0, customNames: &customNames) }
    }

    /// Where the appropriate end tag (`</name` followed by whitespace, `/`
    /// or `>`, ASCII case-insensitive) starts at or after `from`; the end
    /// of input when there is none (§13.2.5.9-14, RCDATA/RAWTEXT end tag states).
    func appropriateEndTagStart(from: Int) -> Int {
        guard let regex = RegexLexerPatterns.endOfRawText(appropriateEndTag) else { return source.count }
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: from)
        guard let m = string[index...].firstMatch(of: regex) else { return source.count }
        return utf8.distance(from: utf8.startIndex, to: m.range.lowerBound)
    }
}

extension RegexLexerPatterns {
    /// The elements the tree builder reads in RCDATA, RAWTEXT or script data.
    static let rawTextNames: [(TagName, String)] = [
        (.title, "title"), (.textarea, "textarea"), (.style, "style"), (.xmp, "xmp"), (.iframe, "iframe"),
        (.noembed, "noembed"), (.noframes, "noframes"), (.noscript, "noscript"), (.script, "script"),
    ]

    /// `</name` before whitespace, `/` or `>`, one pattern per raw-text
    /// element. Letters as `[Ss]` classes rather than `ignoresCase()`:
    /// Unicode case folding would let `</ſcript>` (long s) end a script.
    nonisolated(unsafe) static let endOfRawTextPatterns: [TagName: Regex<AnyRegexOutput>] = {
        var patterns: [TagName: Regex<AnyRegexOutput>] = [:]
        for (tag, name) in rawTextNames {
            var pattern = "</"
            for c in name { pattern += "[\(c.uppercased())\(c)]" }
            pattern += "(?=[\\t\\n\\f\\r />])"
            patterns[tag] = try? Regex(pattern).matchingSemantics(.unicodeScalar)
        }
        return patterns
    }()

    /// The end-of-raw-text pattern for `tag`; nil for an element the tree
    /// builder never reads as raw text (its text then runs to the end).
    static func endOfRawText(_ tag: TagName) -> Regex<AnyRegexOutput>? {
        endOfRawTextPatterns[tag]
    }
}
