import Testing

@testable import HTMLRuns

/// Input of `a` and U+0000 repeated `count` times between `prefix` and
/// `suffix`, checked to be one text token (with a diagnostic per U+0000),
/// one text node of one chunk, and `expectedUnit` repeated in the text.
func expectNulFloodIsOneTextToken(
    prefix: String, suffix: String = "", count: Int = 5000, allowsCDATA: Bool = false, expectedUnit: String
) {
    var bytes = Array(prefix.utf8)
    for _ in 0..<count { bytes += [0x61, 0] }
    bytes += Array(suffix.utf8)
    var lexer = ScalarLexer(input: bytes)
    lexer.allowsCDATA = allowsCDATA
    var tokens: [Token] = []
    while let token = lexer.next() { tokens.append(token) }
    #expect(tokens.filter { $0.kind == .text }.count == 1)
    #expect(tokens.last?.nulls == .mixed)
    #expect(lexer.diagnostics.entries.filter { $0.kind == .invalidCharacter }.count == count)

    let (document, _) = Pipeline(options: Options()).buildTree(bytes)
    #expect(document.nodes.filter { $0.kind == .text }.count == 1)
    #expect(document.chunks.count == 1)
    #expect(HTMLConverter().convert(bytes: bytes).text == String(repeating: expectedUnit, count: count))
}
