import Testing

@testable import HTMLRuns

/// Tree repairs, each named after the broken input it covers. Expected
/// trees are what browsers build for `<!DOCTYPE html><body>` + input.
@Suite struct RepairTreeTests {
    @Test func adoptionAgencyMovesParagraphOutOfLink() {
        expectTree(
            "<a><p>X</a>Y",
            """
            | <a>
            | <p>
            |   <a>
            |     "X"
            |   "Y"
            """)
    }

    @Test func adoptionAgencyMovesParagraphOutOfBold() {
        expectTree(
            "<b><p>X</b>Y",
            """
            | <b>
            | <p>
            |   <b>
            |     "X"
            |   "Y"
            """)
    }

    @Test func misnestedThreeFormattingElements() {
        expectTree(
            "<b><i><u>x</b>y</i>z</u>",
            """
            | <b>
            |   <i>
            |     <u>
            |       "x"
            | <i>
            |   <u>
            |     "y"
            | <u>
            |   "z"
            """)
    }

    @Test func formattingIsReopenedInsideBlock() {
        expectTree(
            "<b>bold<div>still bold</div>",
            """
            | <b>
            |   "bold"
            |   <div>
            |     "still bold"
            """)
    }

    @Test func formattingClosedByBlockIsReopenedAfter() {
        expectTree(
            "<p><b>x</p>y",
            """
            | <p>
            |   <b>
            |     "x"
            | <b>
            |   "y"
            """)
    }

    @Test func endBrIsReadAsBr() {
        expectTree(
            "a</br>b",
            """
            | "a"
            | <br>
            | "b"
            """)
    }

    @Test func endPWithoutOpenPInsertsEmptyParagraph() {
        expectTree(
            "a</p>b",
            """
            | "a"
            | <p>
            | "b"
            """)
    }

    @Test func strayEndTagsAreDropped() {
        expectTree(
            "a</div></span>b</i>c",
            """
            | "abc"
            """)
    }

    @Test func bogusTagNameIsAnElement() {
        expectTree(
            "<Congratulation!>text",
            """
            | <congratulation!>
            |   "text"
            """)
    }

    @Test func lessThanNotStartingATagIsText() {
        expectTree(
            "a < b <3",
            """
            | "a < b <3"
            """)
    }

    @Test func listItemClosesListItem() {
        expectTree(
            "<ul><li>one<li>two</ul>",
            """
            | <ul>
            |   <li>
            |     "one"
            |   <li>
            |     "two"
            """)
    }

    @Test func listItemOutsideListClosesListItem() {
        expectTree(
            "<li>one<li>two",
            """
            | <li>
            |   "one"
            | <li>
            |   "two"
            """)
    }

    @Test func ddClosesDt() {
        expectTree(
            "<dl><dt>a<dd>b<dt>c</dl>",
            """
            | <dl>
            |   <dt>
            |     "a"
            |   <dd>
            |     "b"
            |   <dt>
            |     "c"
            """)
    }

    @Test func headingClosesOpenHeading() {
        expectTree(
            "<h1>one<h2>two</h2>three",
            """
            | <h1>
            |   "one"
            | <h2>
            |   "two"
            | "three"
            """)
    }

    @Test func headingEndTagClosesOtherHeading() {
        expectTree(
            "<h1>one</h2>two",
            """
            | <h1>
            |   "one"
            | "two"
            """)
    }

    @Test func preDropsLeadingNewline() {
        expectTree(
            "<pre>\n\nx</pre>",
            """
            | <pre>
            |   "
            x"
            """)
    }

    @Test func listingDropsLeadingNewline() {
        expectTree(
            "<listing>\nx</listing>",
            """
            | <listing>
            |   "x"
            """)
    }

    @Test func textareaDropsLeadingNewline() {
        expectTree(
            "<textarea>\nx</textarea>",
            """
            | <textarea>
            |   "x"
            """)
    }

    @Test func paragraphClosedByBlock() {
        expectTree(
            "<p>a<div>b</div>c",
            """
            | <p>
            |   "a"
            | <div>
            |   "b"
            | "c"
            """)
    }

    @Test func linkInsideLinkClosesTheFirst() {
        expectTree(
            "<a href=1>one<a href=2>two</a>",
            """
            | <a>
            |   href="1"
            |   "one"
            | <a>
            |   href="2"
            |   "two"
            """)
    }

    @Test func nobrInsideNobr() {
        expectTree(
            "<nobr>a<nobr>b",
            """
            | <nobr>
            |   "a"
            | <nobr>
            |   "b"
            """)
    }

    @Test func buttonInsideButton() {
        expectTree(
            "<button>a<button>b",
            """
            | <button>
            |   "a"
            | <button>
            |   "b"
            """)
    }

    @Test func formInsideFormIsIgnored() {
        expectTree(
            "<form>a<form>b</form>c",
            """
            | <form>
            |   "ab"
            | "c"
            """)
    }

    @Test func selectKeepsOptionsAndFormatting() {
        expectTree(
            "<select><option>a<option>b<b>c</b></select>after",
            """
            | <select>
            |   <option>
            |     "a"
            |   <option>
            |     "b"
            |     <b>
            |       "c"
            | "after"
            """)
    }

    /// A `select` start tag inside a `select` closes it and is ignored, as
    /// in Chromium: `<select><option>a<select>b` shows `b` as body text
    /// (a second select would hide it, and `display:block` on it breaks no line).
    @Test func selectInsideSelectClosesItAndIsIgnored() {
        expectTree(
            "<select><option>a<select>b",
            """
            | <select>
            |   <option>
            |     "a"
            | "b"
            """)
    }

    @Test func hrInSelectKeepsOptgroupOpen() {
        expectTree(
            "<select><optgroup><option>a<hr><option>b</select>",
            """
            | <select>
            |   <optgroup>
            |     <option>
            |       "a"
            |     <hr>
            |     <option>
            |       "b"
            """)
    }

    @Test func endTagOutsideSelectDoesNotCloseIt() {
        expectTree(
            "<div><select><option>a</div>b",
            """
            | <div>
            |   <select>
            |     <option>
            |       "ab"
            """)
    }

    @Test func hrInSelectClosesOption() {
        expectTree(
            "<select><option>a<hr><option>b</select>",
            """
            | <select>
            |   <option>
            |     "a"
            |   <hr>
            |   <option>
            |     "b"
            """)
    }

    @Test func svgFixesCaseAndBreaksOutOnParagraph() {
        expectTree(
            "<svg viewbox='0 0 1 1'><clippath><foreignobject><b>x</b></foreignobject></clippath><p>out",
            """
            | <svg svg>
            |   viewBox="0 0 1 1"
            |   <svg clipPath>
            |     <svg foreignObject>
            |       <b>
            |         "x"
            | <p>
            |   "out"
            """)
    }

    @Test func mathTextIntegrationPointHoldsHTML() {
        expectTree(
            "<math><mi><b>x</b></mi><mo>y</mo></math>z",
            """
            | <math math>
            |   <math mi>
            |     <b>
            |       "x"
            |   <math mo>
            |     "y"
            | "z"
            """)
    }

    @Test func foreignSelfClosingElement() {
        expectTree(
            "<svg><path/><g>x</g></svg>y",
            """
            | <svg svg>
            |   <svg path>
            |   <svg g>
            |     "x"
            | "y"
            """)
    }

    @Test func fontWithColorBreaksOutOfSvg() {
        expectTree(
            "<svg><font color=red>x</font></svg>",
            """
            | <svg svg>
            | <font>
            |   color="red"
            |   "x"
            """)
    }

    @Test func fontWithoutColorStaysInSvg() {
        expectTree(
            "<svg><font>x</font></svg>",
            """
            | <svg svg>
            |   <svg font>
            |     "x"
            """)
    }

    @Test func annotationXMLWithHTMLEncodingIsIntegrationPoint() {
        expectTree(
            "<math><annotation-xml encoding='text/html'><p>x</p></annotation-xml></math>",
            """
            | <math math>
            |   <math annotation-xml>
            |     encoding="text/html"
            |     <p>
            |       "x"
            """)
    }

    @Test func cdataInSvgIsText() {
        expectTree(
            "<svg><![CDATA[a<b]]></svg>",
            """
            | <svg svg>
            |   "a<b"
            """)
    }

    @Test func cdataInHTMLIsBogusComment() {
        expectTree(
            "a<![CDATA[b]]>c",
            """
            | "a"
            | <!-- [CDATA[b]] -->
            | "c"
            """)
    }

    @Test func noahsArkKeepsThreeIdenticalFormattingElements() {
        expectTree(
            "<b><b><b><b>x</b></b></b></b><p>y",
            """
            | <b>
            |   <b>
            |     <b>
            |       <b>
            |         "x"
            | <p>
            |   "y"
            """)
    }

    @Test func noahsArkReopensOnlyThreeCopies() {
        expectTree(
            "<p><b><b><b><b>x</p>y",
            """
            | <p>
            |   <b>
            |     <b>
            |       <b>
            |         <b>
            |           "x"
            | <b>
            |   <b>
            |     <b>
            |       "y"
            """)
    }

    @Test func tableClosesOpenParagraph() {
        expectTree(
            "<p>a<table><tr><td>b</table>",
            """
            | <p>
            |   "a"
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "b"
            """)
    }

    @Test func cellContentStaysInCell() {
        expectTree(
            "<table><tr><td>a<td>b</tr></table>",
            """
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "a"
            |       <td>
            |         "b"
            """)
    }

    @Test func formattingInTableCellIsScopedToCell() {
        expectTree(
            "<table><tr><td><b>x</td><td>y</table>z",
            """
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         <b>
            |           "x"
            |       <td>
            |         "y"
            | "z"
            """)
    }

    @Test func fosterParentedElementsGoBeforeTable() {
        expectTree(
            "<table><b>x<tr><td>y</b></table>",
            """
            | <b>
            |   "x"
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "y"
            """)
    }

    @Test func whitespaceInTableStays() {
        expectTree(
            "<table> <tr> <td>x</td> </tr> </table>",
            """
            | <table>
            |   " "
            |   <tbody>
            |     <tr>
            |       " "
            |       <td>
            |         "x"
            |       " "
            |     " "
            """)
    }

    @Test func inputHiddenStaysInTable() {
        expectTree(
            "<table><input type=hidden><input></table>",
            """
            | <input>
            | <table>
            |   <input>
            |     type="hidden"
            """)
    }

    @Test func captionAndColgroup() {
        expectTree(
            "<table><caption>c<col><tr><td>x</table>",
            """
            | <table>
            |   <caption>
            |     "c"
            |   <colgroup>
            |     <col>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "x"
            """)
    }

    @Test func tableInsideTableClosesTheFirst() {
        expectTree(
            "<table><tr><td>a<table>b",
            """
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "ab"
            |         <table>
            """)
    }

    @Test func strayCellOutsideTableIsIgnored() {
        expectTree(
            "<td>a</td><tr>b",
            """
            | "ab"
            """)
    }

    @Test func textInColumnGroupEndsIt() {
        expectTree(
            "<table><colgroup> x<tr><td>y</table>",
            """
            | "x"
            | <table>
            |   <colgroup>
            |     " "
            |   <tbody>
            |     <tr>
            |       <td>
            |         "y"
            """)
    }

    @Test func endTableClosesOpenCell() {
        expectTree(
            "<table><tr><td>a</table>b",
            """
            | <table>
            |   <tbody>
            |     <tr>
            |       <td>
            |         "a"
            | "b"
            """)
    }

    @Test func scriptAndStyleContentIsText() {
        expectTree(
            "<style>b{}</style><script>if (a<b) x()</script>after",
            """
            | <style>
            |   "b{}"
            | <script>
            |   "if (a<b) x()"
            | "after"
            """)
    }

    @Test func commentsAreKept() {
        expectTree(
            "a<!--c-->b",
            """
            | "a"
            | <!-- c -->
            | "b"
            """)
    }

    @Test func imageIsImg() {
        expectTree(
            "<image src=x>",
            """
            | <img>
            |   src="x"
            """)
    }

    @Test func plaintextSwallowsTheRest() {
        expectTree(
            "<plaintext>a<b>c</b>",
            """
            | <plaintext>
            |   "a<b>c</b>"
            """)
    }

    @Test func xmpContentIsRawText() {
        expectTree(
            "<p>a<xmp><b>x</b></xmp>",
            """
            | <p>
            |   "a"
            | <xmp>
            |   "<b>x</b>"
            """)
    }

    @Test func noscriptContentIsRawText() {
        expectTree(
            "<noscript><b>x</b></noscript>y",
            """
            | <noscript>
            |   "<b>x</b>"
            | "y"
            """)
    }

    @Test func templateContentIsUnderContent() {
        expectTree(
            "<template><b>x</b></template>y",
            """
            | <template>
            |   content
            |     <b>
            |       "x"
            | "y"
            """)
    }

    @Test func templateWithTableRows() {
        expectTree(
            "<template><tr><td>x</td></tr></template>",
            """
            | <template>
            |   content
            |     <tr>
            |       <td>
            |         "x"
            """)
    }

    @Test func rubyAnnotations() {
        expectTree(
            "<ruby>a<rb>b<rt>c<rp>d</ruby>",
            """
            | <ruby>
            |   "a"
            |   <rb>
            |     "b"
            |   <rt>
            |     "c"
            |   <rp>
            |     "d"
            """)
    }

    @Test func bodyAndHtmlEndTagsKeepContent() {
        expectTree(
            "a</body>b</html>c",
            """
            | "abc"
            """)
    }

    @Test func htmlBodyHeadStartTagsAreIgnored() {
        expectTree(
            "<html><head><body>a<frameset>b",
            """
            | "ab"
            """)
    }

    @Test func headElementsInBodyStayInPlace() {
        expectTree(
            "<p><title>t</title><meta charset=x><link rel=x>x",
            """
            | <p>
            |   <title>
            |     "t"
            |   <meta>
            |     charset="x"
            |   <link>
            |     rel="x"
            |   "x"
            """)
    }

    @Test func voidElementsHaveNoChildren() {
        expectTree(
            "<br>a<img>b<hr>c<input>d<wbr>e",
            """
            | <br>
            | "a"
            | <img>
            | "b"
            | <hr>
            | "c"
            | <input>
            | "d"
            | <wbr>
            | "e"
            """)
    }

    @Test func appletMarkerStopsFormattingReconstruction() {
        expectTree(
            "<b><object>x</b>y</object>z",
            """
            | <b>
            |   <object>
            |     "xy"
            |   "z"
            """)
    }
}
