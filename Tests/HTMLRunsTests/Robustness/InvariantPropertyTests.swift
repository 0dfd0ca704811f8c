import Foundation
import Testing

@_spi(Testing) @_spi(Stages) @testable import HTMLRuns

/// The invariants of `Docs/Robustness.md` over seeded random hostile HTML.
/// `HTMLRUNS_PROPERTY_INPUTS=N` and `HTMLRUNS_PROPERTY_SEED=S` change how
/// many inputs and which ones; `HTMLRUNS_PROPERTY_FAILURES=DIR` writes
/// every input that breaks an invariant into DIR (to minimise and triage).
@Suite struct InvariantPropertyTests {
    static let checker = InvariantChecker(parseJSON: { json in
        try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    })

    static var count: Int {
        ProcessInfo.processInfo.environment["HTMLRUNS_PROPERTY_INPUTS"].flatMap(Int.init) ?? 10_000
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["HTMLRUNS_PROPERTY_SEED"].flatMap(UInt64.init) ?? 0x6874_6D6C_7275_6E73
    }

    /// Each shard runs its share of the inputs, so the two cores both work.
    @Test(arguments: 0..<4)
    func randomInputsKeepEveryInvariant(shard: Int) {
        var generator = RandomHTML(seed: Self.seed &+ UInt64(shard))
        var failures: [String] = []
        for i in 0..<(Self.count / 4) {
            let input = generator.document(budget: i % 10 == 0 ? 150 : 40)
            let (_, violations) = Self.checker.check(input)
            if !violations.isEmpty, let dir = ProcessInfo.processInfo.environment["HTMLRUNS_PROPERTY_FAILURES"] {
                let name = "seed-\(Self.seed)-shard-\(shard)-input-\(i).html"
                try? Data(input).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
            }
            if !violations.isEmpty, failures.count < 5 {
                let shown = String(decoding: input.prefix(400), as: UTF8.self).debugDescription
                failures.append(
                    "shard \(shard) input \(i): \(violations.prefix(3).joined(separator: "; "))\n  \(shown)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func styledStringCodableRoundTrips() throws {
        var generator = RandomHTML(seed: Self.seed ^ 0xC0DA)
        for _ in 0..<200 {
            let styled = HTMLConverter().convert(bytes: generator.document())
            let data = try JSONEncoder().encode(styled)
            #expect(try JSONDecoder().decode(StyledString.self, from: data) == styled)
        }
    }

    @Test func checkerCatchesBrokenStructure() {
        var s = HTMLConverter().convert("<b>bold</b> plain")
        s.runs[1].range = 3..<s.text.utf8.count
        #expect(!InvariantChecker.structure(of: s).isEmpty)
        s = HTMLConverter().convert("<ul><li>a<blockquote>b</blockquote></ul>")
        s.containers.append(Container(range: 1..<s.text.utf8.count + 0, kind: .table, depth: 0, indent: 0))
        s.containers.append(Container(range: 0..<2, kind: .table, depth: 0, indent: 0))
        #expect(!InvariantChecker.structure(of: s).isEmpty)
    }

    /// The converter makes its text without a second validation scan
    /// (`String(builtUTF8:)`), so the checker validates it byte by byte:
    /// each class of ill-formed UTF-8 is caught.
    @Test func checkerValidatesUTF8ByteByByte() {
        func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(InvariantChecker.isValidUTF8) }
        #expect(valid(Array("a é € 😀".utf8)) && valid([]))
        for bad: [UInt8] in [
            [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0x61, 0xE2, 0x82], [0xE2, 0x82, 0x61], [0xFF],
        ] {
            #expect(!valid(bad), "\(bad)")
        }
    }

    @Test func checkerCatchesLostText() {
        let tree = PipelineStages.buildTree(Array("<p>keep <i>me</i></p>".utf8))
        var styled = PipelineStages.map(tree)
        #expect(InvariantChecker.visibleText(of: tree.document, isIn: styled).isEmpty)
        styled.text = "keep"
        #expect(!InvariantChecker.visibleText(of: tree.document, isIn: styled).isEmpty)
    }
}
