// DOCTYPE tokens. htmlruns drops them (it renders fragments), but the
// tokenizer conformance tests check every field, and a DOCTYPE must end
// where browsers end it, so the states are followed exactly. They are rare,
// so they read byte by byte and make their strings eagerly.

extension ScalarLexer.Reader {
    /// §13.2.5.53 DOCTYPE state through §13.2.5.68 Bogus DOCTYPE state,
    /// `i` being just after `<!DOCTYPE`.
    mutating func lexDoctype(_ p: UnsafeBufferPointer<UInt8>, from start: Int, tokenStart: Int) -> Token {
        enum State {
            case doctype, beforeName, name, afterName
            case afterPublicKeyword, beforePublicIdentifier, publicIdentifier
            case afterPublicIdentifier, betweenIdentifiers
            case afterSystemKeyword, beforeSystemIdentifier, systemIdentifier, afterSystemIdentifier
            case bogus
        }
        let n = p.count
        var state = State.doctype
        var i = start
        var name: [UInt8]? = nil
        var publicIdentifier: [UInt8]? = nil
        var systemIdentifier: [UInt8]? = nil
        var quote = Byte.quotationMark
        var forceQuirks = false
        var closed = false

        func append(_ b: UInt8, to buffer: inout [UInt8]?, lowercase: Bool = false) {
            if b == 0 {
                buffer!.append(contentsOf: Byte.replacementCharacter)
            } else {
                buffer!.append(lowercase && Byte.isUpper(b) ? b | 0x20 : b)
            }
        }

        scan: while i < n {
            let b = p[i]
            switch state {
            case .doctype:
                // §13.2.5.53 DOCTYPE state.
                if Byte.isWhitespace(b) {
                    i += 1
                } else if b != Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "missing space after '<!DOCTYPE'")
                }
                state = .beforeName
                continue scan
            case .beforeName:
                // §13.2.5.54 Before DOCTYPE name state.
                if Byte.isWhitespace(b) { break }
                if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE without a name")
                    forceQuirks = true
                    i += 1
                    closed = true
                    break scan
                }
                name = []
                append(b, to: &name, lowercase: true)
                state = .name
            case .name:
                // §13.2.5.55 DOCTYPE name state.
                if Byte.isWhitespace(b) {
                    state = .afterName
                } else if b == Byte.greaterThan {
                    i += 1
                    closed = true
                    break scan
                } else {
                    append(b, to: &name, lowercase: true)
                }
            case .afterName:
                // §13.2.5.56 After DOCTYPE name state.
                if Byte.isWhitespace(b) { break }
                if b == Byte.greaterThan {
                    i += 1
                    closed = true
                    break scan
                }
                if matches(p, at: i, "public", caseInsensitive: true) {
                    state = .afterPublicKeyword
                    i += 6
                    continue scan
                }
                if matches(p, at: i, "system", caseInsensitive: true) {
                    state = .afterSystemKeyword
                    i += 6
                    continue scan
                }
                diagnostics.record(.tokenizerError, at: i, "unexpected characters after the DOCTYPE name")
                forceQuirks = true
                state = .bogus
                continue scan
            case .afterPublicKeyword, .beforePublicIdentifier:
                // §13.2.5.57 After DOCTYPE public keyword state, §13.2.5.58 Before DOCTYPE public identifier state.
                if Byte.isWhitespace(b) {
                    state = .beforePublicIdentifier
                } else if b == Byte.quotationMark || b == Byte.apostrophe {
                    if state == .afterPublicKeyword {
                        diagnostics.record(.tokenizerError, at: i, "missing space after PUBLIC")
                    }
                    publicIdentifier = []
                    quote = b
                    state = .publicIdentifier
                } else if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE public identifier missing")
                    forceQuirks = true
                    i += 1
                    closed = true
                    break scan
                } else {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE public identifier not quoted")
                    forceQuirks = true
                    state = .bogus
                    continue scan
                }
            case .publicIdentifier, .systemIdentifier:
                // §13.2.5.59-60 DOCTYPE public identifier, §13.2.5.65-66 DOCTYPE system identifier (quoted) states.
                if b == quote {
                    state = state == .publicIdentifier ? .afterPublicIdentifier : .afterSystemIdentifier
                } else if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE identifier closed by '>'")
                    forceQuirks = true
                    i += 1
                    closed = true
                    break scan
                } else if state == .publicIdentifier {
                    append(b, to: &publicIdentifier)
                } else {
                    append(b, to: &systemIdentifier)
                }
            case .afterPublicIdentifier, .betweenIdentifiers:
                // §13.2.5.61 After DOCTYPE public identifier state, §13.2.5.62 Between DOCTYPE public and system identifiers state.
                if Byte.isWhitespace(b) {
                    state = .betweenIdentifiers
                } else if b == Byte.greaterThan {
                    i += 1
                    closed = true
                    break scan
                } else if b == Byte.quotationMark || b == Byte.apostrophe {
                    if state == .afterPublicIdentifier {
                        diagnostics.record(.tokenizerError, at: i, "missing space between DOCTYPE identifiers")
                    }
                    systemIdentifier = []
                    quote = b
                    state = .systemIdentifier
                } else {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE system identifier not quoted")
                    forceQuirks = true
                    state = .bogus
                    continue scan
                }
            case .afterSystemKeyword, .beforeSystemIdentifier:
                // §13.2.5.63 After DOCTYPE system keyword state, §13.2.5.64 Before DOCTYPE system identifier state.
                if Byte.isWhitespace(b) {
                    state = .beforeSystemIdentifier
                } else if b == Byte.quotationMark || b == Byte.apostrophe {
                    if state == .afterSystemKeyword {
                        diagnostics.record(.tokenizerError, at: i, "missing space after SYSTEM")
                    }
                    systemIdentifier = []
                    quote = b
                    state = .systemIdentifier
                } else if b == Byte.greaterThan {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE system identifier missing")
                    forceQuirks = true
                    i += 1
                    closed = true
                    break scan
                } else {
                    diagnostics.record(.tokenizerError, at: i, "DOCTYPE system identifier not quoted")
                    forceQuirks = true
                    state = .bogus
                    continue scan
                }
            case .afterSystemIdentifier:
                // §13.2.5.67 After DOCTYPE system identifier state.
                if Byte.isWhitespace(b) { break }
                if b == Byte.greaterThan {
                    i += 1
                    closed = true
                    break scan
                }
                diagnostics.record(.tokenizerError, at: i, "unexpected characters after the DOCTYPE system identifier")
                state = .bogus
                continue scan
            case .bogus:
                // §13.2.5.68 Bogus DOCTYPE state.
                i = Byte.scan(p, from: i, for: Byte.greaterThan, Byte.greaterThan)
                if i < n, p[i] == Byte.greaterThan {
                    i += 1
                    closed = true
                    break scan
                }
                if i < n { i += 1 }  // a NUL, ignored
                continue scan
            }
            i += 1
        }
        if !closed {
            diagnostics.record(.tokenizerError, at: n, "end of input inside a DOCTYPE")
            if state != .bogus { forceQuirks = true }
        }
        position = i
        lastDoctype = Token.Doctype(
            name: name.map { String(decoding: $0, as: UTF8.self) },
            publicIdentifier: publicIdentifier.map { String(decoding: $0, as: UTF8.self) },
            systemIdentifier: systemIdentifier.map { String(decoding: $0, as: UTF8.self) },
            forceQuirks: forceQuirks)
        return Token(kind: .doctype, sourceOffset: tokenStart)
    }
}
