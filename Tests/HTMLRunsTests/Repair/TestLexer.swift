@testable import HTMLRuns

/// A small tokenizer for the repair tests, so they can be written as HTML
/// strings before the real `ScalarLexer` lands: start and end tags with
/// quoted or bare attributes, `<!-- -->`, `<!DOCTYPE>`, bogus comments,
/// CDATA in foreign content, RCDATA/RAWTEXT/script data/PLAINTEXT after
/// `switchTo`, NULs as `isNull` tokens, and a few character references.
/// Not a conforming tokenizer: the repair tests need only plain markup.
struct TestLexer: HTMLLexer {
    private var source: [UInt8]
    private var decoded: [UInt8] = []
    private var position = 0
    private var state: ContentState = .data
    private var endTagName: [UInt8] = []
    var allowsCDATA = false
    var diagnostics = DiagnosticLog()

    init(_ html: String) {
        source = Array(html.utf8)
    }

    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8> {
        slice.isDecoded ? decoded[Int(slice.start)..<Int(slice.end)] : source[Int(slice.start)..<Int(slice.end)]
    }

    mutating func takeStore() -> TextStore {
        TextStore(source: source, decoded: decoded)
    }

    mutating func switchTo(_ state: ContentState, appropriateEndTag: TagName) {
        self.state = state
        endTagName = Array(TagSpelling.name(of: appropriateEndTag).utf8)
    }

    mutating func next() -> Token? {
        guard position < source.count else { return nil }
        switch state {
        case .data:
            return nextInData()
        case .plaintext:
            let start = position
            position = source.count
            return text(start, source.count)
        case .rcdata, .rawtext, .scriptData:
            let start = position
            var i = position
            while i < source.count {
                if source[i] == 0x3C, i + 1 < source.count, source[i + 1] == 0x2F, matchesEndTag(at: i + 2) { break }
                i += 1
            }
            if i > start {
                position = i
                return state == .rcdata ? decodeReferences(start, i) : text(start, i)
            }
            state = .data
            return nextInData()
        }
    }

    private func matchesEndTag(at index: Int) -> Bool {
        guard index + endTagName.count <= source.count else { return false }
        for (k, byte) in endTagName.enumerated() where lower(source[index + k]) != byte { return false }
        let after = index + endTagName.count
        guard after < source.count else { return true }
        return [0x09, 0x0A, 0x0C, 0x20, 0x2F, 0x3E].contains(source[after])
    }

    private mutating func nextInData() -> Token? {
        let start = position
        let byte = source[position]
        if byte == 0 {
            position += 1
            var token = text(start, start + 1)
            token.isNull = true
            return token
        }
        if byte == 0x3C, let markup = markup() { return markup }
        var i = position + (byte == 0x3C ? 1 : 0)
        while i < source.count, source[i] != 0x3C, source[i] != 0 { i += 1 }
        position = i
        return decodeReferences(start, i)
    }

    // MARK: Markup

    private mutating func markup() -> Token? {
        let start = position
        if starts(with: "<!--", at: start) {
            let end = find("-->", from: start + 4) ?? source.count
            position = min(end + 3, source.count)
            return comment(start, start + 4, end)
        }
        if allowsCDATA, starts(with: "<![CDATA[", at: start) {
            let end = find("]]>", from: start + 9) ?? source.count
            position = min(end + 3, source.count)
            return text(start + 9, end, at: start)
        }
        if starts(with: "<!", at: start) || starts(with: "<?", at: start) {
            let end = find(">", from: start + 2) ?? source.count
            position = min(end + 1, source.count)
            let body = Array(source[(start + 2)..<end]).map(lower)
            if starts(with: "<!", at: start), body.starts(with: Array("doctype".utf8)) {
                return Token(kind: .doctype, sourceOffset: start,
                             doctype: .init(name: "html", publicIdentifier: nil, systemIdentifier: nil, forceQuirks: false))
            }
            return comment(start, start + (source[start + 1] == 0x3F ? 1 : 2), end)
        }
        if starts(with: "</", at: start) {
            guard start + 2 < source.count else { return nil }
            if isLetter(source[start + 2]) { return tag(start, nameStart: start + 2, kind: .endTag) }
            if source[start + 2] == 0x3E {
                position = start + 3
                return next()
            }
            let end = find(">", from: start + 2) ?? source.count
            position = min(end + 1, source.count)
            return comment(start, start + 2, end)
        }
        if start + 1 < source.count, isLetter(source[start + 1]) {
            return tag(start, nameStart: start + 1, kind: .startTag)
        }
        return nil
    }

    private mutating func tag(_ start: Int, nameStart: Int, kind: Token.Kind) -> Token {
        var i = nameStart
        while i < source.count, !isSpace(source[i]), source[i] != 0x2F, source[i] != 0x3E { i += 1 }
        let name = String(decoding: source[nameStart..<i].map(lower), as: UTF8.self)
        var token = Token(kind: kind, name: TagSpelling.tag(named: name), sourceOffset: start)
        var seen = Set<String>()
        while i < source.count {
            while i < source.count, isSpace(source[i]) { i += 1 }
            guard i < source.count else { break }
            if source[i] == 0x3E { i += 1; break }
            if source[i] == 0x2F {
                i += 1
                if i < source.count, source[i] == 0x3E { token.selfClosing = true; i += 1; break }
                continue
            }
            let attributeStart = i
            i += 1
            while i < source.count, !isSpace(source[i]), source[i] != 0x2F, source[i] != 0x3E, source[i] != 0x3D { i += 1 }
            let attributeName = String(decoding: source[attributeStart..<i].map(lower), as: UTF8.self)
            var value = ""
            var j = i
            while j < source.count, isSpace(source[j]) { j += 1 }
            if j < source.count, source[j] == 0x3D {
                j += 1
                while j < source.count, isSpace(source[j]) { j += 1 }
                if j < source.count, source[j] == 0x22 || source[j] == 0x27 {
                    let quote = source[j]
                    let valueStart = j + 1
                    j = valueStart
                    while j < source.count, source[j] != quote { j += 1 }
                    value = String(decoding: source[valueStart..<j], as: UTF8.self)
                    j = min(j + 1, source.count)
                } else {
                    let valueStart = j
                    while j < source.count, !isSpace(source[j]), source[j] != 0x3E { j += 1 }
                    value = String(decoding: source[valueStart..<j], as: UTF8.self)
                }
                i = j
            }
            if seen.insert(attributeName).inserted {
                token.attributes.append(Attribute(name: attributeName, value: value))
            }
        }
        position = i
        if kind == .endTag { token.attributes = [] }
        return token
    }

    // MARK: Text

    private func text(_ start: Int, _ end: Int, at offset: Int? = nil) -> Token {
        Token(kind: .text, text: TextSlice(start: Int32(start), end: Int32(end), isDecoded: false),
              sourceOffset: offset ?? start)
    }

    private func comment(_ start: Int, _ dataStart: Int, _ dataEnd: Int) -> Token {
        Token(kind: .comment, text: TextSlice(start: Int32(dataStart), end: Int32(max(dataStart, dataEnd)), isDecoded: false),
              sourceOffset: start)
    }

    /// Text with `&amp; &lt; &gt; &quot; &nbsp; &#N; &#xH;` expanded into the decoded buffer.
    private mutating func decodeReferences(_ start: Int, _ end: Int) -> Token {
        guard source[start..<end].contains(0x26) else { return text(start, end) }
        let decodedStart = decoded.count
        var i = start
        while i < end {
            if source[i] == 0x26, let (bytes, length) = reference(at: i, end: end) {
                decoded.append(contentsOf: bytes)
                i += length
            } else {
                decoded.append(source[i])
                i += 1
            }
        }
        return Token(kind: .text, text: TextSlice(start: Int32(decodedStart), end: Int32(decoded.count), isDecoded: true),
                     sourceOffset: start)
    }

    private func reference(at i: Int, end: Int) -> ([UInt8], Int)? {
        guard let semicolon = source[i..<end].firstIndex(of: 0x3B), semicolon - i <= 10 else { return nil }
        let name = String(decoding: source[(i + 1)..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "nbsp": scalar = "\u{A0}"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { return nil }
        return (Array(String(Character(scalar)).utf8), semicolon - i + 1)
    }

    // MARK: Bytes

    private func starts(with prefix: String, at index: Int) -> Bool {
        let bytes = Array(prefix.utf8)
        guard index + bytes.count <= source.count else { return false }
        for (k, byte) in bytes.enumerated() where lower(source[index + k]) != lower(byte) { return false }
        return true
    }

    private func find(_ needle: String, from index: Int) -> Int? {
        let bytes = Array(needle.utf8)
        var i = index
        while i + bytes.count <= source.count {
            if source[i] == bytes[0], Array(source[i..<(i + bytes.count)]) == bytes { return i }
            i += 1
        }
        return nil
    }

    private func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private func isSpace(_ byte: UInt8) -> Bool { [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte) }
}
