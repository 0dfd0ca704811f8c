// The invariants every conversion keeps, checked by one implementation that
// the fuzz target (`Sources/htmlruns-fuzz`) and the property tests share.
// Not public API: import with `@_spi(Testing) import HTMLRuns`.
//
// The checks use only the standard library. Parsing JSON needs Foundation,
// which the library does not import, so callers pass a parser in.

/// Checks the invariants of `Docs/Robustness.md` for one input.
@_spi(Testing)
public struct InvariantChecker: Sendable {
    /// The options conversions run with.
    public var options: Options
    /// Parses a JSON document into Foundation-style values (`[String: Any]`,
    /// `[Any]`, `String`, numbers, `Bool`), or nil when it is not JSON.
    /// Without it the JSON checks are skipped.
    public var parseJSON: (@Sendable (String) -> Any?)?
    /// Whether to check that converting `styled.html()` again gives the
    /// same styled string (image sources left out as unsafe aside).
    public var checksHTMLRoundTrip: Bool

    /// Creates a checker.
    public init(
        options: Options = Options(), parseJSON: (@Sendable (String) -> Any?)? = nil,
        checksHTMLRoundTrip: Bool = true
    ) {
        self.options = options
        self.parseJSON = parseJSON
        self.checksHTMLRoundTrip = checksHTMLRoundTrip
    }

    /// Converts `input` and returns every invariant it breaks (empty when
    /// all hold), together with the styled string.
    public func check(_ input: [UInt8]) -> (styled: StyledString, violations: [String]) {
        let converter = HTMLConverter(options: options)
        let tree = PipelineStages.buildTree(input, options: options)
        let styled = PipelineStages.map(tree, options: options)
        var v: [String] = []
        v += Self.structure(of: styled)
        v += Self.visibleText(of: tree.document, isIn: styled)
        let again = converter.convert(bytes: input)
        if again != styled { v.append("not deterministic: a second conversion differs") }
        if let parseJSON { v += Self.json(of: styled, parse: parseJSON) }
        if checksHTMLRoundTrip, let difference = Self.htmlRoundTripDifference(styled, options: options) {
            let html = styled.html(allowedLinkSchemes: options.allowedLinkSchemes)
            v.append(
                "\(Self.htmlRoundTripViolationPrefix) (\(difference)): \(html.prefix(300).debugDescription)")
        }
        return (styled, v)
    }

    /// How a broken html round trip's violation starts (the fuzz target
    /// can set those inputs aside instead of stopping).
    public static let htmlRoundTripViolationPrefix = "html rendering converts back differently"

    // MARK: Structure

    /// The text is valid UTF-8 (it is made without a second validation
    /// scan, see `String(builtUTF8:)`); runs and blocks partition it;
    /// containers and attachments lie inside it, on scalar boundaries, and
    /// nest properly.
    public static func structure(of s: StyledString) -> [String] {
        var v: [String] = []
        let count = s.text.utf8.count
        if !Array(s.text.utf8).withUnsafeBufferPointer(isValidUTF8) {
            v.append("the text is not valid UTF-8")
        }
        let boundaries = scalarBoundaries(s.text)
        func onBoundary(_ o: Int) -> Bool { o >= 0 && o <= count && boundaries[o] }

        // Runs: cover [0, count) in order, no gaps, no overlap, none empty, neighbours differ.
        var position = 0
        for (i, run) in s.runs.enumerated() {
            if run.range.lowerBound != position {
                v.append("run \(i) starts at \(run.range.lowerBound), expected \(position)")
            }
            if run.range.isEmpty { v.append("run \(i) is empty") }
            if !onBoundary(run.range.upperBound) { v.append("run \(i) ends off a scalar boundary") }
            if i > 0, s.runs[i - 1].attributes == run.attributes {
                v.append("runs \(i - 1) and \(i) have equal attributes")
            }
            position = run.range.upperBound
        }
        if position != count { v.append("runs end at \(position), text has \(count) bytes") }
        if count > 0 && s.runs.isEmpty { v.append("non-empty text without runs") }

        // Text: no leading or trailing newline.
        if s.text.utf8.first == 0x0A || s.text.utf8.last == 0x0A { v.append("text starts or ends with a newline") }

        // Blocks: partition the text too (in order, no gap, no overlap).
        // Not checked: that each but the last ends with "\n"; an inline
        // element with `display: table-cell` or `list-item` starts a block
        // in mid-line.
        var blockEnd = 0
        for (i, block) in s.blocks.enumerated() {
            if !onBoundary(block.range.lowerBound) || !onBoundary(block.range.upperBound) {
                v.append("block \(i) \(block.range) outside the text or off a scalar boundary")
            }
            if block.range.lowerBound != blockEnd {
                v.append("block \(i) starts at \(block.range.lowerBound), expected \(blockEnd)")
            }
            blockEnd = block.range.upperBound
        }
        if count > 0 && blockEnd != count { v.append("blocks end at \(blockEnd), text has \(count) bytes") }

        // Containers: inside the text; any two are disjoint or one holds the other.
        for (i, c) in s.containers.enumerated() {
            if !onBoundary(c.range.lowerBound) || !onBoundary(c.range.upperBound) {
                v.append("container \(i) \(c.range) outside the text or off a scalar boundary")
            }
        }
        v += nesting(of: s.containers.map(\.range))

        // Attachments: each on a U+FFFC of the text, in order.
        let utf8 = Array(s.text.utf8)
        var last = -1
        for (i, a) in s.attachments.enumerated() {
            let o = a.offset
            if o < 0 || o + 3 > count || utf8[o] != 0xEF || utf8[o + 1] != 0xBF || utf8[o + 2] != 0xBC {
                v.append("attachment \(i) at \(o) is not on a U+FFFC")
            }
            if o <= last { v.append("attachment \(i) out of order") }
            last = o
        }
        return v
    }

    /// `boundaries[o]` is true when UTF-8 offset `o` starts a scalar (or is the end).
    /// Whether `bytes` are well-formed UTF-8, checked byte by byte (not by
    /// the standard library's string, which trusts the converter's text).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    static func scalarBoundaries(_ text: String) -> [Bool] {
        var out = [Bool](repeating: false, count: text.utf8.count + 1)
        var o = 0
        for scalar in text.unicodeScalars {
            out[o] = true
            o += UTF8.width(scalar)
        }
        out[o] = true
        return out
    }

    /// Ranges that cross (overlap without one holding the other); a stack
    /// over the ranges sorted by start, longest first, so it is linear-ish.
    static func nesting(of ranges: [Range<Int>]) -> [String] {
        let sorted = ranges.sorted {
            $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound
        }
        var stack: [Range<Int>] = []
        for r in sorted {
            while let top = stack.last, top.upperBound <= r.lowerBound, !(top.isEmpty && top.lowerBound == r.lowerBound)
            {
                stack.removeLast()
            }
            if let top = stack.last, r.upperBound > top.upperBound {
                return ["containers \(top) and \(r) cross"]
            }
            stack.append(r)
        }
        return []
    }

    // MARK: Visible text

    /// Every non-whitespace scalar of the repaired tree's visible text
    /// nodes appears in the output text, in order (extra output such as list
    /// markers, U+FFFC and `alt` text is allowed).
    ///
    /// "Visible" is decided here independently of the mapping stage and
    /// errs on the side of leaving text out of the comparison: text under
    /// the HTML Standard's `display: none` elements (§15.3.1: `head`,
    /// `script`, `style`, `template`, `title`, `rp`, `area`, `datalist`,
    /// `noembed`, `noframes`, `noscript`, `param`, `dialog` without `open`,
    /// `[hidden]`...), form controls whose content is not shown as text
    /// (`textarea`, `select`, `option`, `optgroup`, `iframe`, `object`,
    /// `audio`, `video`, `canvas`), closed `details`, SVG (only its `text`
    /// is drawn), MathML (only its token elements draw text), and any element whose `style` mentions `display`,
    /// `visibility` or a CSS escape, is not compared.
    static func visibleText(of document: Document, isIn styled: StyledString) -> [String] {
        var expected: [Unicode.Scalar] = []
        // Depth-first over the arena with an explicit stack: no recursion.
        var stack: [Int32] = [Document.root]
        while let node = stack.popLast() {
            let n = document[node]
            switch n.kind {
            case .comment:
                continue
            case .text:
                for scalar in document.text(of: node).unicodeScalars where !isIgnorable(scalar) {
                    expected.append(scalar)
                }
                continue
            case .element:
                if isHidden(n, in: document) { continue }
            case .root:
                break
            }
            var children: [Int32] = []
            var child = n.firstChild
            while child != Node.none {
                children.append(child)
                child = document[child].nextSibling
            }
            stack.append(contentsOf: children.reversed())
        }
        var i = 0
        for scalar in styled.text.unicodeScalars where i < expected.count && scalar == expected[i] {
            i += 1
        }
        guard i < expected.count else { return [] }
        let context = String(String.UnicodeScalarView(expected[i..<min(expected.count, i + 20)]))
        return ["visible text lost: scalar \(i) of \(expected.count) (\"\(context)\") not found in order"]
    }

    /// Whitespace and characters the text stage drops or replaces on purpose.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        s.properties.isWhitespace || s.value == 0 || s.value == 0x200B
    }

    private static let hiddenHTML: Set<TagName> = [
        .head, .script, .style, .template, .title, .rp, .area, .datalist, .noembed, .noframes,
        .noscript, .param, .base, .basefont, .link, .meta,
        .textarea, .select, .option, .optgroup, .iframe, .object, .audio, .video, .canvas,
        .frameset, .frame, .embed, .input, .applet, .keygen, .progress, .meter, .img, .image,
    ]

    static func isHidden(_ e: Node, in document: Document) -> Bool {
        if e.namespace == .svg { return e.name != .foreignObject }
        // MathML draws text only in token elements (and not in `mphantom`).
        if e.namespace == .mathML { return true }
        if e.namespace == .html {
            if hiddenHTML.contains(e.name) { return true }
            if e.name == .dialog, document.attribute("open", of: e) == nil { return true }
            if e.name == .details, document.attribute("open", of: e) == nil { return true }
        }
        if document.attribute("hidden", of: e) != nil { return true }
        if let style = document.attribute("style", of: e)?.lowercased(),
            style.contains("display") || style.contains("visibility") || style.contains("\\")
        {
            return true
        }
        return false
    }

    // MARK: JSON

    /// The JSON parses in every offset unit, its offsets are the styled
    /// string's converted independently, and its text and counts match.
    static func json(of s: StyledString, parse: (String) -> Any?) -> [String] {
        var v: [String] = []
        for unit in OffsetUnit.allCases {
            let json = s.json(offsets: unit)
            guard let object = parse(json) as? [String: Any] else {
                v.append("\(unit) JSON does not parse: \(json.prefix(200))")
                continue
            }
            let table = offsetTable(s.text, unit: unit)
            func off(_ o: Int) -> Int { o >= 0 && o < table.count ? table[o] : -1 }
            if object["text"] as? String != s.text { v.append("\(unit) JSON text differs") }
            if object["offsetUnit"] as? String != unit.rawValue { v.append("\(unit) JSON offsetUnit wrong") }

            func spans(_ key: String) -> [(Int, Int)]? {
                (object[key] as? [[String: Any]])?.map { (number($0["start"]) ?? -1, number($0["length"]) ?? -1) }
            }
            let expectedRuns = s.runs.map {
                (off($0.range.lowerBound), off($0.range.upperBound) - off($0.range.lowerBound))
            }
            if let runs = spans("runs"), !runs.elementsEqual(expectedRuns, by: ==) {
                v.append("\(unit) JSON runs differ from the styled string's")
            } else if spans("runs") == nil {
                v.append("\(unit) JSON runs missing")
            }
            let expectedBlocks = s.blocks.map {
                (off($0.range.lowerBound), off($0.range.upperBound) - off($0.range.lowerBound))
            }
            if let blocks = spans("blocks"), !blocks.elementsEqual(expectedBlocks, by: ==) {
                v.append("\(unit) JSON blocks differ from the styled string's")
            }
            let expectedContainers = s.containers.map {
                (off($0.range.lowerBound), off($0.range.upperBound) - off($0.range.lowerBound))
            }
            if let containers = spans("containers"), !containers.elementsEqual(expectedContainers, by: ==) {
                v.append("\(unit) JSON containers differ from the styled string's")
            }
            let attachments = (object["attachments"] as? [[String: Any]])?.map { number($0["offset"]) ?? -1 }
            if attachments != s.attachments.map({ off($0.offset) }) {
                v.append("\(unit) JSON attachments differ from the styled string's")
            }
            if (object["diagnostics"] as? [Any])?.count != s.diagnostics.count {
                v.append("\(unit) JSON diagnostics count differs")
            }
            if let runs = object["runs"] as? [[String: Any]] {
                for (run, want) in zip(runs, s.runs)
                where (run["attributes"] as? [String: Any])?["link"] as? String != want.attributes.link {
                    v.append("\(unit) JSON link differs: \(String(describing: want.attributes.link))")
                    break
                }
            }
        }
        return v
    }

    /// `table[o]` is UTF-8 offset `o` counted in `unit` (-1 inside a scalar),
    /// computed from the string's own views rather than the writer's cursor.
    static func offsetTable(_ text: String, unit: OffsetUnit) -> [Int] {
        var table = [Int](repeating: -1, count: text.utf8.count + 1)
        var o = 0
        var u = 0
        for scalar in text.unicodeScalars {
            table[o] = u
            o += UTF8.width(scalar)
            switch unit {
            case .utf8: u += UTF8.width(scalar)
            case .utf16: u += UTF16.width(scalar)
            case .scalar: u += 1
            }
        }
        table[o] = u
        return table
    }

    private static func number(_ any: Any?) -> Int? {
        if let i = any as? Int { return i }
        if let d = any as? Double, d > -1e15, d < 1e15, Double(Int(d)) == d { return Int(d) }
        return nil
    }

    // MARK: HTML round trip

    /// What differs between `styled` and the conversion of its `html()`,
    /// or nil. What the writer leaves out on purpose, because it is not
    /// safe to write, is compared as left out: that loss is the sanitising
    /// the writer is for. An image source whose scheme is not allowed
    /// reads back empty; a font family with `url(`, `expression(` or a
    /// backslash reads back as no family. (Table cells and captions
    /// outside any table, which a table in a `<ruby>` leaves, are compared
    /// too: the writer puts them in a `<ruby><table>` again.)
    public static func htmlRoundTripDifference(_ styled: StyledString, options: Options = Options()) -> String? {
        let html = styled.html(allowedLinkSchemes: options.allowedLinkSchemes)
        let reconverted = HTMLConverter(options: options).convert(html)
        var expected = styled
        let schemes = Set(options.allowedLinkSchemes.map { $0.lowercased() })
        for (i, attachment) in expected.attachments.enumerated() {
            if case .image(let src, let alt, let width, let height) = attachment.kind,
                !HTMLWriter.isAllowed(src, schemes: schemes)
            {
                expected.attachments[i].kind = .image(src: "", alt: alt, width: width, height: height)
            }
        }
        var runs: [Run] = []
        for var run in expected.runs {
            if let family = run.attributes.fontFamily, !HTMLWriter.isWritableFamily(family) {
                run.attributes.fontFamily = nil
                run.attributes.monospace = false
            }
            if let last = runs.last, last.attributes == run.attributes {
                runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                runs.append(run)
            }
        }
        expected.runs = runs
        return contentDifference(reconverted, expected)
    }

    /// What differs between two styled strings, diagnostics aside, or nil.
    static func contentDifference(_ a: StyledString, _ b: StyledString) -> String? {
        if a.text != b.text { return "text \(a.text.debugDescription) vs \(b.text.debugDescription)" }
        if a.runs != b.runs { return "runs" }
        if a.blocks != b.blocks { return "blocks" }
        if a.containers != b.containers { return "containers" }
        if a.attachments != b.attachments { return "attachments" }
        return nil
    }
}
