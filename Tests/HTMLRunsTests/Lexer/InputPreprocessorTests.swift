import Testing

@testable import HTMLRuns

@Suite struct InputPreprocessorTests {
    private func preprocess(_ bytes: [UInt8]) -> ([UInt8], DiagnosticLog) {
        var log = DiagnosticLog()
        let out = InputPreprocessor.preprocess(bytes, log: &log)
        return (out, log)
    }

    @Test func crlfBecomesLF() {
        let (out, log) = preprocess(Array("a\r\nb\rc\n\r\r\nd\r".utf8))
        #expect(out == Array("a\nb\nc\n\n\nd\n".utf8))
        #expect(log.entries.isEmpty)
    }

    @Test func leadingByteOrderMarkDropped() {
        let (out, _) = preprocess([0xEF, 0xBB, 0xBF, 0x61, 0xEF, 0xBB, 0xBF])
        #expect(out == [0x61, 0xEF, 0xBB, 0xBF])
    }

    @Test func validInputReturnedAsIs() {
        let input = Array("héllo <b>wörld</b> 😀 \u{0}".utf8)
        let (out, log) = preprocess(input)
        #expect(out == input && log.entries.isEmpty)
    }

    @Test func invalidUTF8EachMaximalSubpart() {
        // Unicode's own example (Table 3-8): 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64.
        let bytes: [UInt8] = [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64]
        let (out, log) = preprocess(bytes)
        #expect(String(decoding: out, as: UTF8.self) == "a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}d")
        #expect(log.entries.count == 6)
        #expect(log.entries.allSatisfy { $0.kind == .invalidUTF8 })
        #expect(log.entries.first?.offset == 1)
    }

    @Test func invalidUTF8MatchesStandardLibraryDecoding() {
        // Every sequence of up to four bytes from an alphabet of boundary
        // cases decodes exactly as String(decoding:as:) does.
        let alphabet: [UInt8] = [
            0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF,
        ]
        var sequence: [UInt8] = []
        func check() {
            let (out, log) = preprocess(sequence)
            let expected = String(decoding: sequence, as: UTF8.self)
            #expect(out == Array(expected.utf8), "\(sequence)")
            #expect(log.entries.count == expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count, "\(sequence)")
        }
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for d in [0x41, 0x80, 0xBF, 0xF0] as [UInt8] {
                        sequence = [a, b, c, d]
                        check()
                        sequence = [0x41, 0x42, a, b, c, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, d]
                        check()
                    }
                }
            }
        }
    }

    @Test func invalidUTF8OffsetsReferToPreprocessedBuffer() {
        let (out, log) = preprocess([0xEF, 0xBB, 0xBF, 0x61, 0x0D, 0x0A, 0xFF])
        #expect(out == [0x61, 0x0A, 0xEF, 0xBF, 0xBD])
        #expect(log.entries.map(\.offset) == [2])
    }
}
