// Runs are flat; Markdown and HTML need properly nested markup. The nester
// keeps the wrappers currently open as a stack and, for each new run, closes
// only what must close and opens what is missing, so `<b>1<i>2</b>3</i>`
// comes back as `<strong>1<em>2</em></strong><em>3</em>`.

/// Turns a sequence of wanted wrapper sets into nested open/close steps.
struct InlineNester<Wrapper: Equatable> {
    /// The wrappers open now, outermost first.
    private(set) var open: [Wrapper] = []

    /// Moves to `wanted` (outermost first): returns what to close (innermost
    /// first) and what to open (outermost first). Wrappers already open and
    /// still wanted stay open as long as nothing outside them must close.
    mutating func transition(to wanted: [Wrapper]) -> (close: [Wrapper], open: [Wrapper]) {
        var keep = 0
        while keep < open.count, wanted.contains(open[keep]) { keep += 1 }
        let closing = Array(open[keep...].reversed())
        open.removeSubrange(keep...)
        let opening = wanted.filter { !open.contains($0) }
        open.append(contentsOf: opening)
        return (closing, opening)
    }

    /// Closes everything: what to close, innermost first.
    mutating func closeAll() -> [Wrapper] {
        defer { open.removeAll() }
        return open.reversed()
    }
}
