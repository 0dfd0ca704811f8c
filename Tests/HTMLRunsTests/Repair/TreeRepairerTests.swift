import Testing
@testable import HTMLRuns

/// The repair stage on broken inputs, each named after what it covers.
@Suite struct TreeRepairerTests {
    @Test func misnestedBoldItalicIsSplit() {
        expectTree("<b>1<i>2</b>3</i>", """
        | <b>
        |   "1"
        |   <i>
        |     "2"
        | <i>
        |   "3"
        """)
    }

    @Test func paragraphClosedByParagraph() {
        expectTree("<p>One<p>Two", """
        | <p>
        |   "One"
        | <p>
        |   "Two"
        """)
    }

    @Test func textInTableIsFosterParented() {
        expectTree("<table>w1 <td>w2", """
        | "w1 "
        | <table>
        |   <tbody>
        |     <tr>
        |       <td>
        |         "w2"
        """)
    }
}
