import Testing

@testable import HTMLRuns

@Suite struct SmokeTests {
    @Test func plainTextPassesThrough() {
        #expect(HTMLRuns.convert("hello").text == "hello")
    }
}
