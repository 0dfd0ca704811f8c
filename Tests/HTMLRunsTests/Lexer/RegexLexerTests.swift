import Testing

@testable import HTMLRuns

/// Token dumps of `RegexLexer` on the broken inputs it must survive.
@Suite struct RegexLexerTests {
    /// Lexes to the end, switching content states as the tree builder does
    /// for ordinary HTML, and dumps each token on one line.
    static func dump<Lexer: HTMLLexer>(_ lexer: inout Lexer) -> [String] {
        var out: [String] = []
        var pendingText: [UInt8] = []
        func flush() {
            if !pendingText.isEmpty { out.append("\"\(String(decoding: pendingText, as: UTF8.self))\"") }
            pendingText = []
        }
        while let token = lexer.next() {
            if token.kind != .text || token.isNull { flush() }
            switch token.kind {
            case .startTag:
                let attributes = lexer.attributes(of: token).map { "\($0.name)=\($0.value)" }.joined(separator: ",")
                out.append(
                    "<\(token.name)\(attributes.isEmpty ? "" : " " + attributes)\(token.selfClosing ? "/" : "")>")
                if let state = RawTextElements.state(for: token.name) {
                    lexer.switchTo(state, appropriateEndTag: token.name)
                }
            case .endTag:
                out.append("</\(token.name)>")
            case .text:
                // Adjacent text tokens are one text node to the tree builder.
                if token.isNull { out.append("NUL") } else { pendingText.append(contentsOf: lexer.bytes(token.text)) }
            case .comment:
                out.append("<!--\(String(decoding: lexer.bytes(token.text), as: UTF8.self))-->")
            case .doctype:
                out.append("<!DOCTYPE \(lexer.doctype(of: token)?.name ?? "")>")
            }
        }
        flush()
        return out
    }

    static func regex(_ html: String) -> [String] {
        var lexer = RegexLexer(input: Array(html.utf8))
        return dump(&lexer)
    }

    @Test func tagsAttributesAndText() {
        #expect(
            Self.regex(#"<P CLASS="x" id='y' data-z=w hidden>a</p>"#)
                == ["<p class=x,id=y,data-z=w,hidden=>", "\"a\"", "</p>"])
    }

    @Test func quotedValueHoldsGreaterThan() {
        #expect(Self.regex(#"<a title="1>2">x</a>"#) == ["<a title=1>2>", "\"x\"", "</a>"])
    }

    @Test func duplicateAttributeKeepsTheFirst() {
        #expect(Self.regex(#"<b id=1 ID=2>"#) == ["<b id=1>"])
    }

    @Test func selfClosingOnlyWhenSlashEndsTheTag() {
        #expect(
            Self.regex("<br/><a href=/x/><img src=y />")
                == ["<br/>", "<a href=/x/>", "<img src=y/>"])
    }

    @Test func halfwidthSoundMarkAfterGreaterThanDoesNotSwallowIt() {
        #expect(Self.regex("<b>\u{FF9F}x</b>") == ["<b>", "\"\u{FF9F}x\"", "</b>"])
    }

    @Test func lessThanThatOpensNothingIsText() {
        #expect(Self.regex("a < b <3 <") == ["\"a < b <3 <\""])
    }

    @Test func characterReferencesInTextAndAttributes() {
        #expect(
            Self.regex("<a href=\"?a=1&amp;b=2\">&lt;x&gt; &#65;</a>")
                == ["<a href=?a=1&b=2>", "\"<x> A\"", "</a>"])
    }

    @Test func commentsEmptyAbruptAndUnterminated() {
        #expect(
            Self.regex("<!---->a<!-->b<!--->c<!--x--!>d<!--y")
                == ["<!---->", "\"a\"", "<!---->", "\"b\"", "<!---->", "\"c\"", "<!--x-->", "\"d\"", "<!--y-->"])
    }

    @Test func bogusCommentsFromBangAndQuestionMark() {
        #expect(Self.regex("<!x>a<?php y?>b</ z>") == ["<!--x-->", "\"a\"", "<!--?php y?-->", "\"b\"", "<!-- z-->"])
    }

    @Test func emptyEndTagIsDropped() {
        #expect(Self.regex("a</>b") == ["\"ab\""])
    }

    @Test func tagCutOffByEndOfInputIsDropped() {
        #expect(Self.regex("a<b class=\"x") == ["\"a\""])
        #expect(Self.regex("a<b") == ["\"a\""])
    }

    @Test func nullIsItsOwnToken() {
        #expect(Self.regex("a\u{0}b") == ["\"a\"", "NUL", "\"b\""])
    }

    @Test func scriptIsRawTextUntilItsEndTag() {
        #expect(
            Self.regex("<script>if (a<b) x = '</p>';</SCRIPT >c")
                == ["<script>", "\"if (a<b) x = '</p>';\"", "</script>", "\"c\""])
    }

    @Test func textareaExpandsReferencesButNoTags() {
        #expect(Self.regex("<textarea><b>&amp;</textarea>") == ["<textarea>", "\"<b>&\"", "</textarea>"])
    }

    @Test func longSNeverEndsAScript() {
        #expect(
            Self.regex("<script>x</\u{017F}cript>y</script>")
                == ["<script>", "\"x</\u{017F}cript>y\"", "</script>"])
    }

    @Test func doctypeIsAToken() {
        #expect(Self.regex("<!DOCTYPE html><p>x") == ["<!DOCTYPE html>", "<p>", "\"x\""])
    }

    @Test func crlfBecomesLineFeed() {
        #expect(Self.regex("a\r\nb\rc") == ["\"a\nb\nc\""])
    }

    @Test func floodsStayLinearAndLoseNoText() {
        // Unterminated quotes, comments and tags must not be re-scanned from
        // every `<`: with a backtracking pattern these inputs take minutes.
        let quotes = String(repeating: "<a \"", count: 20_000)
        #expect(Self.regex(quotes).isEmpty)  // one tag cut off by the end: dropped
        let comments = String(repeating: "<!--", count: 20_000)
        #expect(Self.regex(comments).count == 1)
        let lts = String(repeating: "<", count: 50_000)
        #expect(Self.regex(lts) == ["\"\(lts)\""])
    }
}
