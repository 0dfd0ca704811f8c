import Foundation
import HTMLRuns
import Testing

/// `Block` and `Run` are stored compactly (a conversion of a markup-dense
/// input holds hundreds of thousands of them); values that do not fit the
/// compact form must still come back exactly, and the Codable form is the
/// one a synthesized conformance gives.
@Suite struct CompactValueTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func blockJSONIsTheSynthesizedForm() throws {
        let heading = Block(
            range: 0..<5, kind: .heading(level: 2), depth: 1, indent: 40, alignment: .center, direction: .rtl)
        #expect(
            try json(heading)
                == #"{"alignment":"center","depth":1,"direction":"rtl","indent":40,"kind":{"heading":{"level":2}},"range":[0,5]}"#
        )
        let item = Block(range: 3..<9, kind: .listItem, depth: 2, indent: 80, list: .init(ordered: true, ordinal: 7))
        #expect(
            try json(item)
                == #"{"depth":2,"indent":80,"kind":{"listItem":{}},"list":{"ordered":true,"ordinal":7},"range":[3,9]}"#)
        let custom = Block(range: 0..<1, kind: .custom("callout"))
        #expect(try json(custom) == #"{"depth":0,"indent":0,"kind":{"custom":{"_0":"callout"}},"range":[0,1]}"#)
        for block in [heading, item, custom] {
            #expect(try JSONDecoder().decode(Block.self, from: JSONEncoder().encode(block)) == block)
        }
    }

    @Test func blockValuesBeyondTheCompactFormComeBackExactly() throws {
        let wide = Block(
            range: (1 << 40)..<(1 << 41), kind: .heading(level: 999), depth: -3, indent: 0.1,
            alignment: .justify, direction: .ltr, list: .init(ordered: false, ordinal: Int.max))
        #expect(wide.range == (1 << 40)..<(1 << 41))
        #expect(wide.kind == .heading(level: 999))
        #expect(wide.depth == -3)
        #expect(wide.indent == 0.1)
        #expect(wide.alignment == .justify)
        #expect(wide.direction == .ltr)
        #expect(wide.list == .init(ordered: false, ordinal: Int.max))
        #expect(try JSONDecoder().decode(Block.self, from: JSONEncoder().encode(wide)) == wide)

        // The same value reached by setting fields one by one is equal and hashes alike.
        var built = Block(range: 0..<1, kind: .paragraph)
        built.range = (1 << 40)..<(1 << 41)
        built.kind = .heading(level: 999)
        built.depth = -3
        built.indent = 0.1
        built.alignment = .justify
        built.direction = .ltr
        built.list = .init(ordered: false, ordinal: Int.max)
        #expect(built == wide)
        #expect(built.hashValue == wide.hashValue)

        // Back into the compact range: still equal to a block made compact.
        built.range = 2..<4
        built.kind = .custom("note")
        built.depth = 70_000
        built.list = nil
        let expected = Block(
            range: 2..<4, kind: .custom("note"), depth: 70_000, indent: 0.1, alignment: .justify, direction: .ltr)
        #expect(built == expected)
        #expect(Set([built, expected]).count == 1)
        #expect(built != Block(range: 2..<4, kind: .custom("other"), depth: 70_000, indent: 0.1))
    }

    @Test func everyBlockKindSurvivesStorage() {
        let kinds: [Block.Kind] = [
            .paragraph, .heading(level: 1), .heading(level: 6), .heading(level: 0), .heading(level: -1),
            .listItem, .preformatted, .tableCell, .rule, .figureCaption, .definitionTerm, .summary,
            .tableCaption, .custom(""), .custom("aside"),
        ]
        for kind in kinds {
            var block = Block(range: 1..<2, kind: .paragraph)
            block.kind = kind
            #expect(block.kind == kind)
            #expect(Block(range: 1..<2, kind: kind).kind == kind)
        }
    }

    @Test func runRangesBeyondFourGigabytesComeBackExactly() throws {
        var bold = TextAttributes()
        bold.bold = true
        var run = Run(range: (1 << 33)..<((1 << 33) + 5), attributes: bold)
        #expect(run.range == (1 << 33)..<((1 << 33) + 5))
        #expect(run.attributes == bold)
        #expect(try JSONDecoder().decode(Run.self, from: JSONEncoder().encode(run)) == run)
        run.range = 0..<Int(UInt32.max) + 1
        #expect(run.range == 0..<Int(UInt32.max) + 1)
        #expect(run.attributes == bold)
        run.range = 3..<4
        #expect(run == Run(range: 3..<4, attributes: bold))
        #expect(run.hashValue == Run(range: 3..<4, attributes: bold).hashValue)
        #expect(try json(run) == #"{"attributes":"# + json(bold) + #","range":[3,4]}"#)
    }
}
