import Testing

@testable import HTMLRuns

/// Run attribute ids are kept in 16 bits until one does not fit; every id
/// reads back as appended either way.
@Suite struct RunIDsTests {
    @Test func idsReadBackAsAppended() {
        let cases: [[Int32]] = [
            [],
            [0, 1, 0, 65535],
            [0, 7, 65536, 3, Int32.max],
            [70_000],
        ]
        for ids in cases {
            var stored = RunIDs()
            for id in ids { stored.append(id) }
            #expect(stored.count == ids.count)
            #expect((0..<stored.count).map { stored[$0] } == ids)
            #expect(stored.last == ids.last ?? -1)
        }
    }

    @Test func manyDistinctAttributesKeepTheirRuns() {
        // More than 65,536 distinct attributes (font sizes 0.01px apart):
        // the ids outgrow 16 bits and every run keeps its own size.
        let html = (0..<70_000).map { #"<span style="font-size: \#(1 + Double($0) / 100)px">x</span>"# }.joined()
        let styled = HTMLConverter().convert(html)
        #expect(styled.runs.count == 70_000)
        #expect(styled.runs.last?.attributes.fontSize == 1 + 69_999.0 / 100)
        #expect(styled.runs[65_537].attributes.fontSize == 1 + 65_537.0 / 100)
    }
}
