// `<!`: comments, DOCTYPE, CDATA sections and the bogus comments that
// everything else (`<!x>`, `<?x?>`, `</ x>`) becomes.
//
// A comment's data is always one range of the source: every character the
// comment states append is the character they read, and what they leave
// out is only the closing `--`, `--!` or a trailing `-` at the end of input.
// So the states below track where the data ends instead of copying it.

extension ScalarLexer.Reader {
    /// §13.2.5.42 Markup declaration open state, `position` being at `<!`.
    mutating func lexMarkupDeclaration(_ p: UnsafeBufferPointer<UInt8>) -> Token? {
        let i = position
        let s = i + 2
        if matches(p, at: s, "--", caseInsensitive: false) {
            return lexComment(p, dataStart: s + 2, tokenStart: i)
        }
        if matches(p, at: s, "doctype", caseInsensitive: true) {
            return lexDoctype(p, from: s + 7, tokenStart: i)
        }
        if matches(p, at: s, "[CDATA[", caseInsensitive: false) {
            if allowsCDATA {
                return lexCDATASection(p, dataStart: s + 7, tokenStart: i)
            }
            diagnostics.record(.tokenizerError, at: i, "CDATA section in HTML read as a comment")
        } else {
            diagnostics.record(.tokenizerError, at: i, "'<!' not starting a comment read as one")
        }
        return lexBogusComment(p, dataStart: s, tokenStart: i)
    }

    /// §13.2.5.41 Bogus comment state: data up to the next `>`.
    mutating func lexBogusComment(_ p: UnsafeBufferPointer<UInt8>, dataStart: Int, tokenStart: Int) -> Token {
        let n = p.count
        var i = Byte.scan(p, from: dataStart, for: Byte.greaterThan, Byte.greaterThan)
        var hasNull = false
        while i < n, p[i] == 0 {
            hasNull = true
            i = Byte.scan(p, from: i + 1, for: Byte.greaterThan, Byte.greaterThan)
        }
        position = i < n ? i + 1 : n
        return commentToken(p, dataStart, i, hasNull: hasNull, tokenStart: tokenStart)
    }

    /// The comment states, §13.2.5.43 Comment start state through
    /// §13.2.5.52 Comment end bang state: `<!-->`, `<!--->`, `--!>` and
    /// end of input all close the comment.
    mutating func lexComment(_ p: UnsafeBufferPointer<UInt8>, dataStart: Int, tokenStart: Int) -> Token {
        enum State {
            case start, startDash, comment, lessThan, lessThanBang, lessThanBangDash, lessThanBangDashDash
            case endDash, end, endBang
        }
        let n = p.count
        var state = State.start
        var i = dataStart
        var hasNull = false
        var dataEnd: Int
        while true {
            guard i < n else {
                diagnostics.record(.tokenizerError, at: n, "end of input inside a comment")
                switch state {
                case .start, .startDash: dataEnd = dataStart
                case .comment, .lessThan, .lessThanBang: dataEnd = n
                case .lessThanBangDash, .endDash: dataEnd = n - 1
                case .lessThanBangDashDash, .end: dataEnd = n - 2
                case .endBang: dataEnd = n - 3
                }
                break
            }
            let b = p[i]
            switch state {
            case .start, .startDash:
                // §13.2.5.43 Comment start state, §13.2.5.44 Comment start dash state.
                if b == Byte.hyphen {
                    state = state == .start ? .startDash : .end
                    i += 1
                    continue
                }
                if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: tokenStart, "comment closed by '>' right after '<!--'")
                    i += 1
                    dataEnd = dataStart
                    break
                }
                state = .comment
                continue
            case .comment:
                // §13.2.5.45 Comment state.
                i = Byte.scan(p, from: i, for: Byte.lessThan, Byte.hyphen)
                guard i < n else { continue }
                switch p[i] {
                case Byte.lessThan: state = .lessThan
                case Byte.hyphen: state = .endDash
                default:
                    diagnostics.record(.invalidCharacter, at: i, "U+0000 replaced by U+FFFD")
                    hasNull = true
                }
                i += 1
                continue
            case .lessThan:
                // §13.2.5.46 Comment less-than sign state.
                if b == Byte.exclamationMark {
                    state = .lessThanBang
                    i += 1
                } else if b == Byte.lessThan {
                    i += 1
                } else {
                    state = .comment
                }
                continue
            case .lessThanBang:
                // §13.2.5.47 Comment less-than sign bang state.
                if b == Byte.hyphen {
                    state = .lessThanBangDash
                    i += 1
                } else {
                    state = .comment
                }
                continue
            case .lessThanBangDash:
                // §13.2.5.48 Comment less-than sign bang dash state.
                if b == Byte.hyphen {
                    state = .lessThanBangDashDash
                    i += 1
                } else {
                    state = .endDash
                }
                continue
            case .lessThanBangDashDash:
                // §13.2.5.49 Comment less-than sign bang dash dash state.
                if b != Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "'<!--' nested in a comment")
                }
                state = .end
                continue
            case .endDash:
                // §13.2.5.50 Comment end dash state.
                if b == Byte.hyphen {
                    state = .end
                    i += 1
                } else {
                    state = .comment
                }
                continue
            case .end:
                // §13.2.5.51 Comment end state.
                if b == Byte.greaterThan {
                    dataEnd = i - 2
                    i += 1
                    break
                }
                if b == Byte.exclamationMark {
                    state = .endBang
                    i += 1
                } else if b == Byte.hyphen {
                    i += 1
                } else {
                    state = .comment
                }
                continue
            case .endBang:
                // §13.2.5.52 Comment end bang state.
                if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "comment closed by '--!>'")
                    dataEnd = i - 3
                    i += 1
                    break
                }
                if b == Byte.hyphen {
                    state = .endDash
                    i += 1
                } else {
                    state = .comment
                }
                continue
            }
            break
        }
        position = i
        return commentToken(p, dataStart, dataEnd, hasNull: hasNull, tokenStart: tokenStart)
    }

    /// §13.2.5.69-71 CDATA section (bracket, end) states: text up to `]]>`.
    /// The section is one token even when it holds U+0000s (`Token.nulls`
    /// says so, and each is reported here): the tree builder replaces them
    /// by U+FFFD in foreign content and drops them in an integration point,
    /// for the whole slice at once. Nil for an empty section.
    mutating func lexCDATASection(_ p: UnsafeBufferPointer<UInt8>, dataStart: Int, tokenStart: Int) -> Token? {
        let n = p.count
        var end = n
        var nullCount = 0
        var i = dataStart
        while i < n {
            // Stops at `]` and at U+0000.
            i = Byte.scan(p, from: i, for: Byte.rightBracket, Byte.rightBracket)
            guard i < n else { break }
            if p[i] == 0 {
                diagnostics.record(.invalidCharacter, at: i, "U+0000 in text")
                nullCount += 1
            } else if i + 2 < n, p[i + 1] == Byte.rightBracket, p[i + 2] == Byte.greaterThan {
                end = i
                break
            }
            i += 1
        }
        if end == n {
            diagnostics.record(.tokenizerError, at: n, "end of input inside a CDATA section")
            position = n
        } else {
            position = end + 3
        }
        guard end > dataStart else { return nil }
        return Token(
            kind: .text, text: TextSlice(start: Int32(dataStart), end: Int32(end), isDecoded: false),
            nulls: nullCount == 0 ? .none : nullCount == end - dataStart ? .only : .mixed,
            sourceOffset: dataStart)
    }

    /// A comment token over `p[start..<end]`, copied to the arena with U+FFFD
    /// for each NUL when there are any.
    private mutating func commentToken(
        _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hasNull: Bool, tokenStart: Int
    ) -> Token {
        guard hasNull else {
            return Token(
                kind: .comment, text: TextSlice(start: Int32(start), end: Int32(end), isDecoded: false),
                sourceOffset: tokenStart)
        }
        let arenaStart = decoded.count
        for k in start..<end {
            if p[k] == 0 {
                decoded.append(contentsOf: Byte.replacementCharacter)
            } else {
                decoded.append(p[k])
            }
        }
        return Token(
            kind: .comment, text: TextSlice(start: Int32(arenaStart), end: Int32(decoded.count), isDecoded: true),
            sourceOffset: tokenStart)
    }

    /// Whether `p[i...]` starts with the ASCII `literal` (lowercase when `caseInsensitive`).
    func matches(_ p: UnsafeBufferPointer<UInt8>, at i: Int, _ literal: StaticString, caseInsensitive: Bool) -> Bool {
        literal.withUTF8Buffer { word in
            guard i + word.count <= p.count else { return false }
            for k in 0..<word.count {
                let b = caseInsensitive && Byte.isUpper(p[i + k]) ? p[i + k] | 0x20 : p[i + k]
                if b != word[k] { return false }
            }
            return true
        }
    }
}
