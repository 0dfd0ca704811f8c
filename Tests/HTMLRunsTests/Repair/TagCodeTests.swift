import Testing

@testable import HTMLRuns

/// `TagCode.of` and `TagCode.name` are generated from the cases of `TagName`
/// (Scripts/generate-tag-names.py). These tests check that they are inverses
/// and that the codes keep the values other code relies on.
@Suite struct TagCodeTests {
    @Test func everyKnownCodeRoundTripsThroughItsName() {
        let customNames = CustomTagNames()
        for code in 0..<TagCode.knownCount {
            let name = TagCode.name(code)
            if case .custom = name { Issue.record("code \(code) has no known name") }
            #expect(TagCode.of(name) == code)
            // The lexer, generated from the same list, reads the name back.
            let spelling = Array(name.spelling(in: customNames).utf8)
            #expect(spelling.withUnsafeBufferPointer { TagName.known($0) } == name)
        }
    }

    @Test func codesPastTheKnownNamesAreCustom() {
        for code in TagCode.knownCount...UInt8.max {
            #expect(TagCode.name(code) == .custom(.empty))
        }
        for raw in [0, 1, 4, 1_000] as [UInt32] {
            #expect(TagCode.of(.custom(CustomTagID(raw: raw))) == TagCode.custom)
        }
    }

    @Test func reservedCodesAreNotKnownCodes() {
        #expect(TagCode.knownCount <= CascadeCache.noParent)
        #expect(CascadeCache.noParent != TagCode.custom)
    }

    /// The repair rules test a heading as the range `h1...h6`.
    @Test func headingCodesAreConsecutive() {
        let headings: [TagName] = [.h1, .h2, .h3, .h4, .h5, .h6]
        for (offset, heading) in headings.enumerated() {
            #expect(TagCode.of(heading) == TagCode.of(.h1) + UInt8(offset))
        }
    }
}
