import Testing

@testable import HTMLRuns

/// Lexes `html` (bytes as given) and renders each token compactly:
/// `<a href="x">`, `</a>`, `"text"`, `<!--data-->`, `NUL`, `<!DOCTYPE name>`.
/// Adjacent text tokens are merged unless `mergeText` is false.
private func lex(_ bytes: [UInt8], mergeText: Bool = true, allowsCDATA: Bool = false) -> [String] {
    var lexer = ScalarLexer(input: bytes)
    lexer.allowsCDATA = allowsCDATA
    // Attributes and DOCTYPE fields are read from the lexer before the next token.
    var tokens: [(token: Token, attributes: [Attribute], doctype: Token.Doctype?)] = []
    while let token = lexer.next() { tokens.append((token, lexer.attributes(of: token), lexer.doctype(of: token))) }
    let store = lexer.takeStore()
    var out: [String] = []
    var lastWasText = false
    for (token, tokenAttributes, doctype) in tokens {
        switch token.kind {
        case .startTag:
            let attributes = tokenAttributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
            out.append("<\(token.name.spelling(in: store.tagNames))\(attributes)\(token.selfClosing ? "/" : "")>")
        case .endTag:
            out.append("</\(token.name.spelling(in: store.tagNames))>")
        case .comment:
            out.append("<!--\(store.string(token.text))-->")
        case .doctype:
            out.append("<!DOCTYPE \(doctype?.name ?? "")>")
        case .text:
            if token.isNull {
                out.append("NUL")
                lastWasText = false
                continue
            }
            let text = store.string(token.text)
            if mergeText, lastWasText {
                out[out.count - 1] = "\"" + out[out.count - 1].dropFirst().dropLast() + text + "\""
            } else {
                out.append("\"\(text)\"")
            }
        }
        lastWasText = token.kind == .text
    }
    return out
}

private func lex(_ html: String, mergeText: Bool = true, allowsCDATA: Bool = false) -> [String] {
    lex(Array(html.utf8), mergeText: mergeText, allowsCDATA: allowsCDATA)
}

/// All tokens and the lexer's diagnostics.
private func tokensAndDiagnostics(_ html: String) -> ([Token], ScalarLexer) {
    var lexer = ScalarLexer(input: Array(html.utf8))
    var tokens: [Token] = []
    while let token = lexer.next() { tokens.append(token) }
    return (tokens, lexer)
}

@Suite struct ScalarLexerTests {
    // MARK: Tags and attributes

    @Test func unquotedAttributeWithLessThan() {
        #expect(lex("<a href=x<y>t</a>") == ["<a href=\"x<y\">", "\"t\"", "</a>"])
        let (_, lexer) = tokensAndDiagnostics("<a href=x<y>t")
        #expect(
            lexer.diagnostics.entries.contains {
                $0.message == "unexpected '<' in unquoted attribute value" && $0.offset == 9
            })
    }

    @Test func halfwidthSoundMarkAfterTagEnd() {
        #expect(lex("<a href=\"x\">゚▽゚*)</a>") == ["<a href=\"x\">", "\"゚▽゚*)\"", "</a>"])
        #expect(lex("<b>゙x</b>") == ["<b>", "\"゙x\"", "</b>"])
    }

    @Test func tagNamesLowercasedAndMappedToCases() {
        var lexer = ScalarLexer(input: Array("<DIV><annotation-XML><foreignObject><var><Congratulation!><x-y>".utf8))
        var names: [TagName] = []
        while let token = lexer.next() { names.append(token.name) }
        #expect(names.prefix(4) == [.div, .annotationXML, .foreignObject, .var])
        #expect(names.dropFirst(4).map { $0.spelling(in: lexer.tagNames) } == ["congratulation!", "x-y"])
    }

    @Test func tagNameWithNulBecomesReplacementCharacter() {
        #expect(lex("<a\u{0}b>") == ["<a\u{FFFD}b>"])
    }

    @Test func attributeNamesLowercasedDuplicatesDropped() {
        #expect(lex("<p ID=a id=b Class=c>") == ["<p id=\"a\" class=\"c\">"])
        let (_, lexer) = tokensAndDiagnostics("<p id=a id=b>")
        #expect(lexer.diagnostics.entries.contains { $0.message == "duplicate attribute 'id' dropped" })
    }

    @Test func manyDuplicateAttributesStayLinear() {
        let html = "<p " + String(repeating: "a=1 ", count: 50_000) + "b=2>"
        #expect(lex(html) == ["<p a=\"1\" b=\"2\">"])
    }

    /// Past 16 attributes the duplicate check runs in batches
    /// (`DuplicateNameFinder`): the first of each name still wins,
    /// lowercased and NUL-replaced names compare as rewritten.
    @Test func duplicatesAmongManyAttributesKeepTheFirst() {
        var html = "<p"
        var expected = "<p"
        for i in 0..<40 {
            html += " n\(i)=\(i)"
            expected += " n\(i)=\"\(i)\""
        }
        html += " N3=dup n39=dup X\u{0}Y=1 x\u{0}y=2 N40=last>"
        expected += " x\u{FFFD}y=\"1\" n40=\"last\">"
        #expect(lex(html) == [expected])
        let (_, lexer) = tokensAndDiagnostics(html)
        #expect(lexer.diagnostics.entries.filter { $0.message.hasPrefix("duplicate attribute") }.count == 3)
    }

    /// A tag long enough for the radix-sorted batches, with duplicates of
    /// early, late and rewritten names spread through it: the attributes
    /// kept and the diagnostics' offsets are those of a first-wins check
    /// done one attribute at a time.
    @Test func duplicatesInLargeBatchesMatchOneByOneCheck() {
        var random = SystemRandomNumberGenerator()
        var html = "<p"
        var seen: Set<String> = []
        var kept: [String] = []
        var duplicateOffsets: [Int] = []
        for i in 0..<6_000 {
            let name = i % 7 == 3 ? "n\(Int.random(in: 0..<(i + 1), using: &random))" : "n\(i)"
            let spelled = i % 5 == 0 ? name.uppercased() : name
            html += " "
            if !seen.insert(name).inserted {
                duplicateOffsets.append(html.utf8.count)
            } else {
                kept.append("\(name)=\"\(i)\"")
            }
            html += "\(spelled)=\(i)"
        }
        html += ">"
        #expect(lex(html) == ["<p " + kept.joined(separator: " ") + ">"])
        let (_, lexer) = tokensAndDiagnostics(html)
        let reported = lexer.diagnostics.entries.filter { $0.message.hasPrefix("duplicate attribute") }
        #expect(reported.map(\.offset).sorted() == duplicateOffsets)
    }

    @Test func attributeValueQuotingForms() {
        #expect(
            lex("<img src='a b' alt=\"c'd\" width=3 hidden/>")
                == ["<img src=\"a b\" alt=\"c'd\" width=\"3\" hidden=\"\"/>"])
        #expect(lex("<a b=\"1\"c=2>") == ["<a b=\"1\" c=\"2\">"])
        #expect(lex("<a b=>") == ["<a b=\"\">"])
        #expect(lex("<a =b>") == ["<a =b=\"\">"])
    }

    @Test func endTagAttributesDropped() {
        #expect(lex("</p class=x>") == ["</p>"])
    }

    @Test func endOfInputInsideTagDropsTag() {
        #expect(lex("a<div class=\"x") == ["\"a\""])
        #expect(lex("a<div") == ["\"a\""])
        #expect(lex("a</") == ["\"a</\""])
    }

    @Test func lessThanNotStartingTagIsText() {
        #expect(lex("a < b <3 <", mergeText: false) == ["\"a < b <3 <\""])
        #expect(lex("a</>b") == ["\"ab\""])
    }

    // MARK: Comments and markup declarations

    @Test func commentClosedByBangGreaterThan() {
        #expect(lex("<!--x--!>y") == ["<!--x-->", "\"y\""])
    }

    @Test func abruptlyClosedEmptyComments() {
        #expect(lex("<!-->a<!--->b") == ["<!---->", "\"a\"", "<!---->", "\"b\""])
    }

    @Test func commentAtEndOfInput() {
        #expect(lex("<!--abc--") == ["<!--abc-->"])
        #expect(lex("<!--abc") == ["<!--abc-->"])
    }

    @Test func bogusComments() {
        #expect(lex("<?xml version=1?><!x></ x>") == ["<!--?xml version=1?-->", "<!--x-->", "<!-- x-->"])
    }

    @Test func cdataOutsideForeignContentIsBogusComment() {
        #expect(lex("<![CDATA[a<b]]>") == ["<!--[CDATA[a<b]]-->"])
    }

    @Test func cdataInForeignContentIsText() {
        #expect(lex("<![CDATA[a<b]]]>c", allowsCDATA: true) == ["\"a<b]c\""])
    }

    /// A CDATA section holding NULs is still one token, flagged so the tree
    /// builder drops or replaces them; one of nothing but NULs is `isNull`.
    @Test func cdataSectionWithNulsIsOneToken() {
        #expect(lex("<![CDATA[a<b\u{0}]]]>c", allowsCDATA: true) == ["\"a<b\u{0}]c\""])
        #expect(lex("<![CDATA[\u{0}\u{0}", allowsCDATA: true) == ["NUL"])
        var lexer = ScalarLexer(input: Array("<![CDATA[\u{0}a\u{0}\u{0}]]>b".utf8))
        lexer.allowsCDATA = true
        let section = lexer.next()
        #expect(section?.nulls == .mixed && section?.text == TextSlice(start: 9, end: 13, isDecoded: false))
        #expect(lexer.next()?.nulls == Token.Nulls.none)
        #expect(lexer.diagnostics.entries.map(\.offset) == [9, 11, 12])
    }

    @Test func doctypeIsAToken() {
        #expect(lex("<!doctype HTML>x") == ["<!DOCTYPE html>", "\"x\""])
    }

    // MARK: Character references

    @Test func characterReferencesInText() {
        #expect(
            lex("&copy2024 &notit; &amp;&lt;&#128;&#x41;&#0;&#xD800;&#x110000;")
                == ["\"©2024 ¬it; &<€A\u{FFFD}\u{FFFD}\u{FFFD}\""])
    }

    @Test func characterReferenceWithTwoCodePoints() {
        #expect(lex("&NotEqualTilde;") == ["\"\u{2242}\u{338}\""])
    }

    @Test func unknownAndBareAmpersandsStayLiteral() {
        #expect(lex("a & b &x; &#; &#x;", mergeText: false) == ["\"a & b &x; &#; &#x;\""])
    }

    @Test func attributeReferencesFollowHistoricalRule() {
        #expect(
            lex("<a href=\"?a=1&copy=2&copyx&copy;&amp&#65\">")
                == ["<a href=\"?a=1&copy=2&copyx©&A\">"])
    }

    @Test func plainTextBeforeReferenceStaysInSource() {
        var lexer = ScalarLexer(input: Array("plain &amp; more".utf8))
        let first = lexer.next()!
        let second = lexer.next()!
        #expect(!first.text.isDecoded && first.text.count == 6)
        #expect(second.text.isDecoded && second.sourceOffset == 6)
        #expect(lexer.next() == nil)
    }

    @Test func entityFloodStaysLinear() {
        let megabyte = 1 << 20
        let flood = "&" + String(repeating: "a", count: megabyte)
        #expect(lex(flood) == ["\"\(flood)\""])
        let ampersands = String(repeating: "&aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", count: megabyte / 41)
        #expect(lex(ampersands) == ["\"\(ampersands)\""])
        let references = String(repeating: "&amp", count: megabyte / 4)
        #expect(lex(references) == ["\"\(String(repeating: "&", count: megabyte / 4))\""])
        let numeric = "&#" + String(repeating: "9", count: megabyte) + ";"
        #expect(lex(numeric) == ["\"\u{FFFD}\""])
    }

    // MARK: NUL

    /// A NUL in the data state stays in its run of text, which says so;
    /// each NUL is reported where it is.
    @Test func nulInDataStaysInItsRun() {
        var lexer = ScalarLexer(input: Array("a\u{0}b<p>\u{0}\u{0}<p>&amp;\u{0}c".utf8))
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        #expect(tokens.count == 5)
        #expect(tokens[0].nulls == .mixed && tokens[0].text == TextSlice(start: 0, end: 3, isDecoded: false))
        #expect(tokens[2].isNull && tokens[2].text == TextSlice(start: 6, end: 8, isDecoded: false))
        // After a reference the run is rewritten, the NUL kept as it is.
        #expect(tokens[4].nulls == .mixed && tokens[4].text.isDecoded)
        #expect(Array(lexer.bytes(tokens[4].text)) == [0x26, 0, 0x63])
        #expect(lexer.source[1] == 0)
        #expect(lexer.diagnostics.entries.map(\.offset) == [1, 6, 7, 16])
    }

    @Test func nulInRawTextBecomesReplacementCharacter() {
        var lexer = ScalarLexer(input: Array("<style>a\u{0}b</style>".utf8))
        let start = lexer.next()!
        #expect(start.name == .style)
        lexer.switchTo(.rawtext, appropriateEndTag: .style)
        var texts: [String] = []
        var last: Token?
        while let token = lexer.next() {
            if token.kind == .text { texts.append(String(decoding: lexer.bytes(token.text), as: UTF8.self)) }
            last = token
        }
        #expect(texts.joined() == "a\u{FFFD}b")
        #expect(last?.kind == .endTag && last?.name == .style)
    }

    // MARK: Content states switched by the tree builder

    @Test func textareaContentIsRCDATA() {
        var lexer = ScalarLexer(input: Array("<textarea><b>&amp;</TEXTAREA ><i>".utf8))
        #expect(lexer.next()?.name == .textarea)
        lexer.switchTo(.rcdata, appropriateEndTag: .textarea)
        let text = lexer.next()!
        #expect(text.kind == .text && String(decoding: lexer.bytes(text.text), as: UTF8.self) == "<b>")
        let reference = lexer.next()!
        #expect(String(decoding: lexer.bytes(reference.text), as: UTF8.self) == "&")
        let end = lexer.next()!
        #expect(end.kind == .endTag && end.name == .textarea)
        // Back in the data state by itself after the appropriate end tag.
        #expect(lexer.next()?.name == .i)
    }

    @Test func lexerDoesNotSwitchByItself() {
        #expect(lex("<title><b></title>") == ["<title>", "<b>", "</title>"])
    }

    @Test func scriptDataEscapesHideEndTag() {
        var lexer = ScalarLexer(input: Array("<script><!--<script></script>--></script>x".utf8))
        #expect(lexer.next()?.name == .script)
        lexer.switchTo(.scriptData, appropriateEndTag: .script)
        var text = ""
        var token = lexer.next()
        while let t = token, t.kind == .text {
            text += String(decoding: lexer.bytes(t.text), as: UTF8.self)
            token = lexer.next()
        }
        #expect(text == "<!--<script></script>-->")
        #expect(token?.kind == .endTag)
        #expect(lexer.next().map { String(decoding: lexer.bytes($0.text), as: UTF8.self) } == "x")
    }

    // MARK: Positions and token economy

    @Test func sourceOffsetsPointAtFirstByte() {
        let (tokens, _) = tokensAndDiagnostics("ab<p x=1>c<!--d--></p>")
        #expect(tokens.map(\.sourceOffset) == [0, 2, 9, 10, 18])
    }

    @Test func longPlainTextIsOneToken() {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur. ", count: 5_000)
        let (tokens, _) = tokensAndDiagnostics(text)
        #expect(tokens.count == 1 && !tokens[0].text.isDecoded && tokens[0].text.count == text.utf8.count)
    }

    @Test func hostileFloodsStayCorrect() {
        let lessThans = String(repeating: "<", count: 100_000)
        #expect(lex(lessThans) == ["\"\(lessThans)\""])
        let endTagOpens = String(repeating: "</", count: 50_000)
        #expect(lex(endTagOpens).count == 1)  // one long bogus comment
        let comments = String(repeating: "<!--", count: 50_000)
        // The last "--" is never appended: the data ends "<!" (eof in the
        // comment less-than sign bang dash dash state).
        #expect(lex(comments) == ["<!--\(String(repeating: "<!--", count: 49_998))<!-->"])
        let tags = String(repeating: "<a>", count: 50_000)
        #expect(lex(tags).count == 50_000)
    }
}
