import Testing

@testable import HTMLRuns

/// `CollapsibleSpace.visibleStretchEnd`, the word-at-a-time scan of
/// white-space collapsing, stops exactly where a byte-at-a-time reading
/// does, the text's last bytes included.
@Suite struct VisibleStretchTests {
    /// The rule, one byte at a time: the first byte below 0x20, or space
    /// followed by a byte at or below 0x20 or ending the text; else the end.
    static func reference(_ bytes: [UInt8], from start: Int) -> Int {
        var k = start
        while k < bytes.count {
            let c = bytes[k]
            if c < 0x20 { return k }
            if c == 0x20 && (k + 1 == bytes.count || bytes[k + 1] <= 0x20) { return k }
            k += 1
        }
        return max(start, bytes.count)
    }

    @Test func stopsWhereTheByteRuleDoes() {
        var random = RandomHTML(seed: 7)
        // Mostly letters and single spaces, with the bytes that matter:
        // spaces, tabs, line feeds, other controls, UTF-8 lead and
        // continuation bytes, 0x7F, and 0x21 and 0x1F on either side of space.
        let alphabet: [UInt8] =
            Array("abcdefgh ".utf8) + [0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x01, 0x1F, 0x21, 0x7F, 0x80, 0xC3, 0xE4, 0xFF]
        for _ in 0..<5_000 {
            let count = Int(random.next() % 40)
            let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count))
            let found = bytes.withUnsafeBufferPointer { CollapsibleSpace.visibleStretchEnd($0, from: start) }
            #expect(found == Self.reference(bytes, from: start), "\(bytes) from \(start)")
        }
    }

    @Test func collapsingKeepsOneSpaceBetweenWordsWhateverTheirLength() throws {
        // Words that end and start at every position of an eight-byte word.
        var html = "<p>"
        var expected: [String] = []
        for n in 1...17 {
            let word = String(repeating: "w", count: n)
            html += word + (n % 3 == 0 ? " \t\n " : n % 3 == 1 ? " " : "\u{A0}x ")
            expected.append(word + (n % 3 == 2 ? "\u{A0}x" : ""))
        }
        let text = HTMLRuns.plainText(html + "</p>")
        #expect(text == expected.joined(separator: " "))
    }
}
