import Testing

@testable import HTMLRuns

/// Converters share nothing mutable: concurrent conversions equal serial ones.
@Suite struct ConcurrencyTests {
    @Test func thousandConcurrentConversionsEqualSerialOnes() async {
        var generator = RandomHTML(seed: 42)
        let inputs = (0..<100).map { _ in generator.document() }
        let converter = HTMLConverter()
        let serial = inputs.map { converter.convert(bytes: $0) }
        let results = await withTaskGroup(of: (Int, StyledString).self) { group in
            for i in 0..<1000 {
                group.addTask { (i, converter.convert(bytes: inputs[i % inputs.count])) }
            }
            var out: [(Int, StyledString)] = []
            for await r in group { out.append(r) }
            return out
        }
        #expect(results.count == 1000)
        let mismatches = results.filter { $0.1 != serial[$0.0 % inputs.count] }.count
        #expect(mismatches == 0)
    }
}
