// The tree builder's diagnostic messages: a tag name between literals.

/// Diagnostic messages built in one allocation.
///
/// Broken documents make the tree builder record thousands of messages,
/// each one or two tag names between literals. String interpolation
/// appended the pieces one at a time and cost about twice as much: some
/// 2 instructions per input byte on the rich-text benchmark.
enum DiagnosticText {
    /// `a` + `x` + `b` + `y` + `c`: what `"\(a)\(x)\(b)\(y)\(c)"` gives.
    static func join(
        _ a: StaticString, _ x: String, _ b: StaticString = "", _ y: String = "", _ c: StaticString = ""
    ) -> String {
        var x = x
        var y = y
        return a.withUTF8Buffer { a in
            b.withUTF8Buffer { b in
                c.withUTF8Buffer { c in
                    x.withUTF8 { x in
                        y.withUTF8 { y in
                            let count = a.count + x.count + b.count + y.count + c.count
                            return String(unsafeUninitializedCapacity: count) { out in
                                var at = copy(a, to: out, at: 0)
                                at = copy(x, to: out, at: at)
                                at = copy(b, to: out, at: at)
                                at = copy(y, to: out, at: at)
                                return copy(c, to: out, at: at)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Copies `piece` into `out` at `offset`; returns the offset after it.
    private static func copy(
        _ piece: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int {
        guard let source = piece.baseAddress, let target = out.baseAddress, !piece.isEmpty else { return offset }
        (target + offset).initialize(from: source, count: piece.count)
        return offset + piece.count
    }
}
