/// A collapsible space `StyledStringBuilder` holds back until the next
/// content shows that it sits inside a line (CSS Text 3 §4.1.1), with
/// what decides whether it goes next to a zero-width space: whether it
/// stands for a segment break, as Chromium types one (§4.1.3).
///
/// Chromium types the space per text node: it is a segment break before a
/// zero-width space when the text node that made it had a break (`a \n`
/// then `&#8203;` in another node: removed), or when a break joined it in
/// the zero-width space's own text node (`<b>a </b><i>\n</i>&#8203;` keeps
/// the space, which `<b>`'s text made; `<b>a </b>\n&#8203;` does not).
struct HeldSpace {
    /// The attributes of the space (an id of the builder's table).
    let id: Int32
    /// The text node that made it (the builder's count of text nodes).
    let textNode: Int
    /// The text node of the last segment break that joined it; -1 when
    /// none did, or hidden content came after it.
    private(set) var breakTextNode = -1
    /// A segment break joined it in the text node that made it.
    private(set) var breakInOwnTextNode = false
    /// White space without a segment break joined it from a text node
    /// after the last break's: a zero-width space before the break does
    /// not remove that space (`<i>a&#8203;\n</i> b` reads "a\u{200B} b"
    /// in Chromium; `a&#8203;\n b` in one text node reads "a\u{200B}b").
    private(set) var spaceAfterBreak = false
    /// Hidden content came after it: it is drawn before that content,
    /// inside the line, and white space after the content merely joins it
    /// (`is <span style="visibility: hidden">x<br></span>y` reads "is y";
    /// without the `x`, "isy").
    private(set) var beforeHiddenContent = false

    init(id: Int32, textNode: Int) {
        self.id = id
        self.textNode = textNode
    }

    /// It stands for white space with a segment break (a newline) in it.
    var hasBreak: Bool { breakTextNode >= 0 }

    /// A segment break in text node `node` joins it (unless it is drawn
    /// before hidden content already).
    mutating func join(segmentBreakIn node: Int) {
        guard !beforeHiddenContent else { return }
        breakTextNode = node
        spaceAfterBreak = false
        if node == textNode { breakInOwnTextNode = true }
    }

    /// A space (no segment break) in text node `node` joins it.
    mutating func join(spaceIn node: Int) {
        if hasBreak && node != breakTextNode { spaceAfterBreak = true }
    }

    /// Hidden content comes after it: white space on the content's other
    /// side is apart from it.
    mutating func passHiddenContent() {
        beforeHiddenContent = true
        breakTextNode = -1
        breakInOwnTextNode = false
    }

    /// Its segment breaks came only from later text nodes, each of them
    /// white space up to its end as far as the space goes: after a
    /// zero-width space such a break merely joins the space, which stays
    /// (`<a>&#8203; </a>\n<b>b</b>` reads "\u{200B} b" in Chromium), unless
    /// the break's own text node goes on (`&#8203;<b> </b>\nb` reads
    /// "\u{200B}b"), which the builder knows when it writes the space.
    var hasBreakOnlyFromLaterTextNodes: Bool { hasBreak && !breakInOwnTextNode }

    /// Whether it is a segment break before a zero-width space in text node `node`.
    func isSegmentBreak(beforeZeroWidthSpaceIn node: Int) -> Bool {
        hasBreak && (breakInOwnTextNode || breakTextNode == node)
    }
}
