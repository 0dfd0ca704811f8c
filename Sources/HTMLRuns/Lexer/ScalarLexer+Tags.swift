// Tags: what follows a `<` in the data state, start and end tags, and their
// attributes. Names are lowercased and mapped to `TagName` without a String
// for known names; attribute values are decoded with the attribute rules.

extension ScalarLexer.Reader {
    /// §13.2.5.6 Tag open state and §13.2.5.7 End tag open state, `position`
    /// being at a `<` followed by a letter, `/`, `!` or `?`.
    /// Nil when the markup emits nothing (`</>`, end of input inside a tag).
    mutating func lexMarkup(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        let i = position
        let n = p.count
        let c = p[i + 1]
        if Byte.isAlpha(c) { return lexTag(p, isEndTag: false) }
        if c == Byte.exclamationMark { return lexMarkupDeclaration(p) }
        if c == Byte.questionMark {
            diagnostics.record(.tokenizerError, at: i, "'<?' read as a comment")
            return lexBogusComment(p, dataStart: i + 1, tokenStart: i)
        }
        let j = i + 2
        guard j < n else {
            diagnostics.record(.tokenizerError, at: i, "end of input after '</', kept as text")
            position = n
            return Token(
                kind: .text, text: TextSlice(start: Int32(i), end: Int32(n), isDecoded: false), sourceOffset: i)
        }
        if Byte.isAlpha(p[j]) { return lexTag(p, isEndTag: true) }
        if p[j] == Byte.greaterThan {
            diagnostics.record(.tokenizerError, at: i, "'</>' ignored")
            position = j + 1
            return nil
        }
        diagnostics.record(.tokenizerError, at: i, "'</' not followed by a letter read as a comment")
        return lexBogusComment(p, dataStart: j, tokenStart: i)
    }

    /// §13.2.5.8 Tag name state through §13.2.5.40 Self-closing start tag
    /// state, `position` being at the `<` of `<name` or `</name`.
    /// Nil at the end of input inside the tag: the spec emits nothing then.
    ///
    /// A tag that is only a name (`<b>`, `</p>`) is read here; attributes,
    /// spaces and `/` are read by `lexTagRest`.
    @inline(__always)
    mutating func lexTag(_ p: UnsafeBufferPointer<UInt8>, isEndTag: Bool) -> Token? {
        let n = p.count
        let tagStart = position
        let nameStart = tagStart &+ (isEndTag ? 2 : 1)
        // §13.2.5.8 Tag name state. Where eight bytes can be read at once,
        // the run of lowercase letters that starts most names is skipped in
        // one step, and a name of up to eight bytes is matched as that word.
        var i = nameStart
        var word: UInt64 = 0
        if nameStart &+ 8 <= n, let base = p.baseAddress {
            word = UInt64(littleEndian: UnsafeRawPointer(base + nameStart).loadUnaligned(as: UInt64.self))
            let stop = ~Byte.lowercaseLetters(word) & 0x8080_8080_8080_8080
            i &+= stop.trailingZeroBitCount &>> 3
        }
        var rewrite = false
        while i < n {
            let b = p[i]
            if Byte.endsTagName(b) { break }
            rewrite = rewrite || b == 0 || Byte.isUpper(b)
            i &+= 1
        }
        guard i < n else { return endOfInputInTag(n) }
        let length = i &- nameStart
        let name: TagName
        if rewrite {
            name = lowercasedTagName(p, nameStart, i)
        } else if nameStart &+ 8 <= n, length <= 8 {
            let packed = length == 8 ? word : word & ((1 &<< UInt64(8 &* length)) &- 1)
            name =
                TagName.known(packed: packed)
                ?? .custom(tagNames.id(for: UnsafeBufferPointer(rebasing: p[nameStart..<i])))
        } else {
            name = TagName(lowercasedBytes: UnsafeBufferPointer(rebasing: p[nameStart..<i]), customNames: &tagNames)
        }
        guard p[i] == Byte.greaterThan else {
            return lexTagRest(p, name: name, isEndTag: isEndTag, tagStart: tagStart, from: i)
        }
        position = i &+ 1
        if isEndTag {
            if content != .data {
                content = .data
                scriptState = .normal
            }
            return Token(kind: .endTag, name: name, sourceOffset: tagStart)
        }
        return Token(kind: .startTag, name: name, sourceOffset: tagStart)
    }

    /// §13.2.5.32 Before attribute name state through §13.2.5.40, after the
    /// tag name: attributes, `/`, the closing `>`.
    @inline(never)
    private mutating func lexTagRest(
        _ p: UnsafeBufferPointer<UInt8>, name: TagName, isEndTag: Bool, tagStart: Int, from start: Int
    ) -> Token? {
        let n = p.count
        var i = start
        if !isEndTag {
            attributeSpanCount = 0
            if !attributeBytes.isEmpty { attributeBytes.removeAll(keepingCapacity: true) }
        }
        // Attributes past the first 16 are checked for duplicates in batches.
        var checkedAttributes = 0
        var selfClosing = false
        var endTagHasAttributes = false
        tag: while true {
            // §13.2.5.32 Before attribute name state.
            while i < n, Byte.isWhitespace(p[i]) { i += 1 }
            guard i < n else { return endOfInputInTag(n) }
            var b = p[i]
            if b == Byte.greaterThan {
                i += 1
                break tag
            }
            if b == Byte.solidus {
                // §13.2.5.40 Self-closing start tag state.
                i += 1
                guard i < n else { return endOfInputInTag(n) }
                if p[i] == Byte.greaterThan {
                    selfClosing = true
                    i += 1
                    break tag
                }
                diagnostics.record(.tokenizerError, at: i - 1, "unexpected '/' in a tag")
                continue tag
            }
            // §13.2.5.33 Attribute name state.
            let attributeNameStart = i
            if b == Byte.equalsSign {
                diagnostics.record(.tokenizerError, at: i, "attribute name starting with '='")
                i += 1
            }
            var nameRewrite = false
            while i < n {
                b = p[i]
                if Byte.endsTagName(b) || b == Byte.equalsSign { break }
                if b == 0 || Byte.isUpper(b) {
                    nameRewrite = true
                } else if b == Byte.quotationMark || b == Byte.apostrophe || b == Byte.lessThan {
                    diagnostics.record(.tokenizerError, at: i, "unexpected character in an attribute name")
                }
                i += 1
            }
            let attributeNameEnd = i
            // §13.2.5.34 After attribute name state.
            while i < n, Byte.isWhitespace(p[i]) { i += 1 }
            guard i < n else { return endOfInputInTag(n) }
            var valueStart = i
            var valueEnd = i
            var valueRewrite = false
            var endsTag = false
            if p[i] == Byte.equalsSign {
                // §13.2.5.35 Before attribute value state.
                i += 1
                while i < n, Byte.isWhitespace(p[i]) { i += 1 }
                guard i < n else { return endOfInputInTag(n) }
                let quote = p[i]
                if quote == Byte.quotationMark || quote == Byte.apostrophe {
                    // §13.2.5.36-37 Attribute value (double-/single-quoted) state.
                    i += 1
                    valueStart = i
                    i = Byte.scan(p, from: i, for: quote, Byte.ampersand)
                    while i < n, p[i] != quote {
                        valueRewrite = true
                        i = Byte.scan(p, from: i + 1, for: quote, Byte.ampersand)
                    }
                    guard i < n else { return endOfInputInTag(n) }
                    valueEnd = i
                    i += 1
                    // §13.2.5.39 After attribute value (quoted) state.
                    guard i < n else { return endOfInputInTag(n) }
                    b = p[i]
                    if b == Byte.greaterThan {
                        i += 1
                        endsTag = true
                    } else if !Byte.isWhitespace(b) && b != Byte.solidus {
                        diagnostics.record(.tokenizerError, at: i, "missing space between attributes")
                    }
                } else if quote == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "attribute value missing after '='")
                    i += 1
                    endsTag = true
                } else {
                    // §13.2.5.38 Attribute value (unquoted) state.
                    valueStart = i
                    while i < n {
                        b = p[i]
                        if Byte.isWhitespace(b) || b == Byte.greaterThan { break }
                        switch b {
                        case 0, Byte.ampersand:
                            valueRewrite = true
                        case Byte.quotationMark, Byte.apostrophe, Byte.lessThan, Byte.equalsSign, Byte.graveAccent:
                            diagnostics.record(
                                .tokenizerError, at: i,
                                b == Byte.lessThan
                                    ? "unexpected '<' in unquoted attribute value"
                                    : "unexpected character in unquoted attribute value")
                        default:
                            break
                        }
                        i += 1
                    }
                    guard i < n else { return endOfInputInTag(n) }
                    valueEnd = i
                    if p[i] == Byte.greaterThan {
                        i += 1
                        endsTag = true
                    }
                }
            }
            if isEndTag {
                endTagHasAttributes = true
            } else {
                addAttribute(
                    p, checked: &checkedAttributes,
                    name: attributeNameStart..<attributeNameEnd, nameRewrite: nameRewrite,
                    value: valueStart..<valueEnd, valueRewrite: valueRewrite)
            }
            if endsTag { break tag }
        }

        position = i
        if !isEndTag && checkedAttributes < attributeSpanCount { dropLaterDuplicates(p, checked: &checkedAttributes) }
        if isEndTag {
            if content != .data {
                content = .data
                scriptState = .normal
            }
            if endTagHasAttributes || selfClosing {
                diagnostics.record(.tokenizerError, at: tagStart, "attributes or '/' on an end tag ignored")
            }
            return Token(kind: .endTag, name: name, sourceOffset: tagStart)
        }
        return Token(
            kind: .startTag, name: name, attributeCount: Int32(truncatingIfNeeded: attributeSpanCount),
            selfClosing: selfClosing, sourceOffset: tagStart)
    }

    /// The spec's eof-in-tag: the tag is dropped.
    private mutating func endOfInputInTag(_ n: Int) -> Token? {
        diagnostics.record(.tokenizerError, at: n, "end of input inside a tag, tag dropped")
        position = n
        return nil
    }

    /// Records an attribute unless one of that name is already there (first
    /// wins): its name and value as ranges of the source, or of
    /// `attributeBytes` when they had to be rewritten. The first 16 are
    /// checked against the others as they come; after that, attributes are
    /// taken unchecked and `dropLaterDuplicates` checks them in batches,
    /// each time the unchecked ones are as many as the checked, and at the
    /// end of the tag (`checked` is how many are known to be distinct).
    private mutating func addAttribute(
        _ p: UnsafeBufferPointer<UInt8>, checked: inout Int,
        name: Range<Int>, nameRewrite: Bool, value: Range<Int>, valueRewrite: Bool
    ) {
        let bytesBefore = attributeBytes.count
        var span = ScalarLexer.AttributeSpan(
            nameStart: Int32(truncatingIfNeeded: name.lowerBound), nameEnd: Int32(truncatingIfNeeded: name.upperBound),
            valueStart: Int32(truncatingIfNeeded: value.lowerBound),
            valueEnd: Int32(truncatingIfNeeded: value.upperBound),
            sourceOffset: Int32(truncatingIfNeeded: name.lowerBound), nameIsRewritten: nameRewrite,
            valueIsRewritten: valueRewrite)
        if nameRewrite {
            appendLowercased(p, name.lowerBound, name.upperBound)
            span.nameStart = Int32(truncatingIfNeeded: bytesBefore)
            span.nameEnd = Int32(truncatingIfNeeded: attributeBytes.count)
        }
        let checksNow = attributeSpanCount < 16
        if checksNow && (0..<attributeSpanCount).contains(where: { hasSameName(attributeSpans[$0], span, p) }) {
            recordDuplicate(span, p)
            attributeBytes.removeSubrange(bytesBefore...)
            return
        }
        if valueRewrite {
            let valueBytes = attributeBytes.count
            appendDecodedAttributeValue(p, value)
            span.valueStart = Int32(truncatingIfNeeded: valueBytes)
            span.valueEnd = Int32(truncatingIfNeeded: attributeBytes.count)
        }
        if attributeSpanCount < attributeSpans.count {
            attributeSpans[attributeSpanCount] = span
        } else {
            attributeSpans.append(span)
        }
        attributeSpanCount += 1
        if checksNow {
            checked = attributeSpanCount
        } else if attributeSpanCount >= 2 * checked {
            dropLaterDuplicates(p, checked: &checked)
        }
    }

    /// Drops every attribute of the current tag whose name an earlier one
    /// has, with a diagnostic each (`DuplicateNameFinder`); the rewritten
    /// bytes of a dropped name stay unused in `attributeBytes`.
    private mutating func dropLaterDuplicates(_ p: UnsafeBufferPointer<UInt8>, checked: inout Int) {
        let count = attributeSpanCount
        var hashes = [UInt32](repeating: 0, count: count)
        attributeSpans.withUnsafeBufferPointer { spans in
            attributeBytes.withUnsafeBufferPointer { rewritten in
                for i in 0..<count { hashes[i] = DuplicateNameFinder.hash(Self.name(of: spans[i], p, rewritten)) }
            }
        }
        let isDuplicate = DuplicateNameFinder.laterDuplicates(hashes: hashes) {
            compareNames(attributeSpans[$0], attributeSpans[$1], p)
        }
        for i in 0..<count where isDuplicate[i] { recordDuplicate(attributeSpans[i], p) }
        let kept = attributeSpans.withUnsafeMutableBufferPointer { spans in
            var kept = 0
            for i in 0..<count where !isDuplicate[i] {
                spans[kept] = spans[i]
                kept += 1
            }
            return kept
        }
        attributeSpanCount = kept
        checked = kept
    }

    private mutating func recordDuplicate(_ span: ScalarLexer.AttributeSpan, _ p: UnsafeBufferPointer<UInt8>) {
        let duplicate = attributeString(span.nameStart, span.nameEnd, span.nameIsRewritten, p)
        diagnostics.record(.tokenizerError, at: Int(span.sourceOffset), "duplicate attribute '\(duplicate)' dropped")
    }

    /// Two attribute spans' names in byte order: negative, zero, positive.
    private func compareNames(
        _ a: ScalarLexer.AttributeSpan, _ b: ScalarLexer.AttributeSpan, _ p: UnsafeBufferPointer<UInt8>
    ) -> Int {
        attributeBytes.withUnsafeBufferPointer { rewritten in
            let x = Self.name(of: a, p, rewritten)
            let y = Self.name(of: b, p, rewritten)
            for k in 0..<min(x.count, y.count) where x[k] != y[k] { return Int(x[k]) - Int(y[k]) }
            return x.count - y.count
        }
    }

    /// A span's name bytes: in the source `p`, or in `rewritten`
    /// (`attributeBytes`) when the name had to be rewritten.
    @inline(__always)
    private static func name(
        of span: ScalarLexer.AttributeSpan, _ p: UnsafeBufferPointer<UInt8>, _ rewritten: UnsafeBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (span.nameIsRewritten ? rewritten : p)[Int(span.nameStart)..<Int(span.nameEnd)])
    }

    /// Whether two attribute spans of the current tag have the same name.
    private func hasSameName(
        _ a: ScalarLexer.AttributeSpan, _ b: ScalarLexer.AttributeSpan, _ p: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        // Not through `name(of:)`: the slices' bounds checks cost the
        // article's lexing 0.35%, where most tags check one pair or none.
        let count = Int(a.nameEnd - a.nameStart)
        guard count == Int(b.nameEnd - b.nameStart) else { return false }
        return attributeBytes.withUnsafeBufferPointer { rewritten in
            let x = a.nameIsRewritten ? rewritten : p
            let y = b.nameIsRewritten ? rewritten : p
            let i = Int(a.nameStart)
            let j = Int(b.nameStart)
            for k in 0..<count where x[i + k] != y[j + k] { return false }
            return true
        }
    }

    /// The text of an attribute name or value of the current tag. Valid
    /// UTF-8 by construction (`String(builtUTF8:)`): the preprocessed
    /// input cut at ASCII delimiters, or bytes the lexer rewrote (decoded
    /// character references, U+FFFD for U+0000, lowercased names).
    func attributeString(_ start: Int32, _ end: Int32, _ isRewritten: Bool, _ p: UnsafeBufferPointer<UInt8>)
        -> String
    {
        let range = Int(start)..<Int(end)
        if isRewritten {
            return attributeBytes.withUnsafeBufferPointer {
                String(builtUTF8: UnsafeBufferPointer(rebasing: $0[range]))
            }
        }
        return String(builtUTF8: UnsafeBufferPointer(rebasing: p[range]))
    }

    /// The name of an attribute of the current tag. The names most tags
    /// carry come as string literals: no UTF-8 check nor string made for
    /// them (making names and values took 2.4M of the 146M instructions
    /// of a 1 MB rich-text conversion, about 0.9M of it for names).
    func attributeName(_ start: Int32, _ end: Int32, _ isRewritten: Bool, _ p: UnsafeBufferPointer<UInt8>)
        -> String
    {
        if !isRewritten, let name = Self.commonAttributeName(p, Int(start), Int(end)) { return name }
        return attributeString(start, end, isRewritten, p)
    }

    /// The common attribute name spelled by `p[start..<end]` (as lexed:
    /// lowercase), or nil.
    private static func commonAttributeName(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        let count = end - start
        guard count >= 2 && count <= 8, let base = p.baseAddress else { return nil }
        // The bytes as one little-endian word, compared with the names':
        // one load, the bytes after the name masked off, unless the input
        // ends within eight bytes.
        var word: UInt64 = 0
        if start + 8 <= p.count {
            word =
                UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                & (UInt64.max >> (64 - 8 * count))
        } else {
            for i in 0..<count { word |= UInt64(p[start + i]) << (i * 8) }
        }
        switch word {
        case 0x6469: return "id"
        case 0x63_7273: return "src"
        case 0x74_6C61: return "alt"
        case 0x72_6964: return "dir"
        case 0x6C_6572: return "rel"
        case 0x6665_7268: return "href"
        case 0x656D_616E: return "name"
        case 0x6570_7974: return "type"
        case 0x676E_616C: return "lang"
        case 0x6563_6166: return "face"
        case 0x657A_6973: return "size"
        case 0x73_7361_6C63: return "class"
        case 0x65_6C79_7473: return "style"
        case 0x65_6C74_6974: return "title"
        case 0x68_7464_6977: return "width"
        case 0x6E_6769_6C61: return "align"
        case 0x72_6F6C_6F63: return "color"
        case 0x7468_6769_6568: return "height"
        case 0x7465_6772_6174: return "target"
        case 0x7265_6472_6F62: return "border"
        case 0x6E67_696C_6176: return "valign"
        case 0x6E_6170_736C_6F63: return "colspan"
        case 0x6E_6170_7377_6F72: return "rowspan"
        case 0x72_6F6C_6F63_6762: return "bgcolor"
        default: return nil
        }
    }

    /// Appends an attribute value with its character references expanded
    /// (attribute rules, §13.2.5.72-73) and NULs replaced by U+FFFD to
    /// `attributeBytes`.
    private mutating func appendDecodedAttributeValue(_ p: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) {
        var i = value.lowerBound
        let end = value.upperBound
        while i < end {
            let j = Byte.scan(p, from: i, to: end, for: Byte.ampersand, Byte.ampersand)
            attributeBytes.append(contentsOf: UnsafeBufferPointer(rebasing: p[i..<j]))
            i = j
            if i >= end { break }
            if p[i] == 0 {
                diagnostics.record(.invalidCharacter, at: i, "U+0000 replaced by U+FFFD")
                attributeBytes.append(contentsOf: Byte.replacementCharacter)
                i += 1
            } else if let reference = CharacterReference.decode(
                p, at: i, end: end, inAttribute: true, log: &diagnostics)
            {
                reference.appendUTF8(to: &attributeBytes)
                i += reference.length
            } else {
                attributeBytes.append(Byte.ampersand)
                i += 1
            }
        }
    }

    /// Appends `p[from..<to]` ASCII-lowercased, NULs replaced by U+FFFD, to `attributeBytes`.
    private mutating func appendLowercased(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) {
        Self.appendLowercased(p, from, to, to: &attributeBytes, diagnostics: &diagnostics)
    }

    /// Appends `p[from..<to]` ASCII-lowercased to `out`, each NUL as U+FFFD with a diagnostic.
    private static func appendLowercased(
        _ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, to out: inout [UInt8],
        diagnostics: inout DiagnosticLog
    ) {
        for k in from..<to {
            let b = p[k]
            if b == 0 {
                diagnostics.record(.invalidCharacter, at: k, "U+0000 in a name replaced by U+FFFD")
                out.append(contentsOf: Byte.replacementCharacter)
            } else {
                out.append(Byte.isUpper(b) ? b | 0x20 : b)
            }
        }
    }

    /// The tag named by `p[from..<to]` once lowercased (NUL replaced).
    private mutating func lowercasedTagName(_ p: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> TagName {
        scratch.removeAll(keepingCapacity: true)
        Self.appendLowercased(p, from, to, to: &scratch, diagnostics: &diagnostics)
        if let known = scratch.withUnsafeBufferPointer({ TagName.known($0) }) { return known }
        return .custom(tagNames.id(for: String(decoding: scratch, as: UTF8.self)))
    }
}

extension ScalarLexer {
    func appendAttributes(of token: Token, to out: inout [Attribute]) {
        guard token.kind == .startTag, token.attributeCount > 0 else { return }
        // A tag with more attributes than doubling would make room for gets
        // exactly its room: growing by doubling would hold the old and the
        // new buffer at once, one and a half times the attributes.
        let needed = out.count + Int(token.attributeCount)
        if needed > 2 * out.capacity { out.reserveCapacity(needed) }
        // Read in place: a `prefix` slice of the spans retained and
        // released their buffer for each tag.
        source.withUnsafeBufferPointer { p in
            reader.attributeSpans.withUnsafeBufferPointer { spans in
                for span in spans[..<Int(token.attributeCount)] {
                    out.append(
                        Attribute(
                            name: reader.attributeName(span.nameStart, span.nameEnd, span.nameIsRewritten, p),
                            value: reader.attributeString(span.valueStart, span.valueEnd, span.valueIsRewritten, p)))
                }
            }
        }
    }

    func attributes(of token: Token) -> [Attribute] {
        guard token.kind == .startTag, token.attributeCount > 0 else { return [] }
        return source.withUnsafeBufferPointer { p in
            reader.attributeSpans.prefix(Int(token.attributeCount)).map { span in
                Attribute(
                    name: reader.attributeName(span.nameStart, span.nameEnd, span.nameIsRewritten, p),
                    value: reader.attributeString(span.valueStart, span.valueEnd, span.valueIsRewritten, p))
            }
        }
    }
}
