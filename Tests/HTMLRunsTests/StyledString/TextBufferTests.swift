import Testing

@testable import HTMLRuns

/// The builder's text goes through a small staging buffer into the string
/// the styled string holds: whatever the sizes and cuts, the string is the
/// bytes appended, and multi-byte characters are never split.
@Suite struct TextBufferTests {
    private static let staging = TextBuffer.stagingCapacity

    /// Appends `pieces` (each whole UTF-8) to a buffer reserved for `capacity`.
    private static func built(_ pieces: [String], capacity: Int) -> (count: Int, text: String) {
        var buffer = TextBuffer(capacity: capacity)
        for piece in pieces {
            var piece = piece
            piece.withUTF8 { buffer.append(contentsOf: $0) }
        }
        let count = buffer.count
        return (count, buffer.take())
    }

    /// Long appends that cross the staging buffer's end inside a character
    /// of two, three and four bytes, with and without a reserved string.
    @Test(arguments: ["é", "€", "𝄞"], [0, 1 << 20])
    func longAppendsAreCutBeforeALeadByte(character: String, capacity: Int) {
        // An odd ASCII prefix puts the staging buffer's end inside a
        // character for each width.
        let pieces = [
            "a", String(repeating: character, count: Self.staging), "b",
            String(repeating: character, count: 3 * Self.staging + 7),
        ]
        let (count, text) = Self.built(pieces, capacity: capacity)
        #expect(text == pieces.joined())
        #expect(count == text.utf8.count)
    }

    /// Many short appends fill the staging buffer again and again.
    @Test func shortAppendsAcrossManyFlushes() {
        var buffer = TextBuffer(capacity: 0)
        var expected = ""
        for k in 0..<(3 * Self.staging) {
            if k % 5 == 0 {
                buffer.append(0x20)
                expected += " "
            } else {
                var word = "ß\(k)"
                word.withUTF8 { buffer.append(contentsOf: $0) }
                expected += word
            }
        }
        let count = buffer.count
        #expect(count == expected.utf8.count)
        let text = buffer.take()
        #expect(text == expected)
    }

    /// `last` and `removeLast` read and trim the text whether its end is
    /// staged or already in the string.
    @Test func trailingNewlinesAreTrimmedAcrossAFlush() {
        var buffer = TextBuffer(capacity: 0)
        let body = String(repeating: "x", count: Self.staging - 2)
        var bytes = body + "\n\n\n\n"
        bytes.withUTF8 { buffer.append(contentsOf: $0) }
        let lastBefore = buffer.last
        #expect(lastBefore == 0x0A)
        while buffer.last == 0x0A { buffer.removeLast() }
        let (count, last) = (buffer.count, buffer.last)
        #expect(count == body.utf8.count)
        #expect(last == UInt8(ascii: "x"))
        buffer.append(UInt8(ascii: "y"))
        let text = buffer.take()
        #expect(text == body + "y")
    }

    /// Both ways out of `take`: a text that filled less than half its
    /// reserved capacity (copied to a string of its own size) and one that
    /// filled more (its string as it is).
    @Test(arguments: [100, 700_000])
    func takeReturnsTheTextWhateverItFilled(size: Int) {
        let piece = String(repeating: "q", count: size)
        let (_, text) = Self.built([piece], capacity: 1 << 20)
        #expect(text == piece)
        #expect(text.utf8.count == size)
    }

    /// An empty buffer gives the empty string, and a taken buffer is empty.
    @Test func emptyAndTaken() {
        var buffer = TextBuffer(capacity: 1 << 20)
        let (isEmpty, last) = (buffer.isEmpty, buffer.last)
        #expect(isEmpty)
        #expect(last == nil)
        let empty = buffer.take()
        #expect(empty == "")
        buffer.append(UInt8(ascii: "z"))
        let z = buffer.take()
        #expect(z == "z")
        let countAfter = buffer.count
        #expect(countAfter == 0)
    }
}
