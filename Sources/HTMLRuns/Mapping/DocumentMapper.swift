// STUB: replaced by the real mapping stage. Concatenates text, one run.
struct DocumentMapper {
    var options: Options

    func map(_ document: Document) -> StyledString {
        struct Collect: NodeWalker {
            var bytes: [UInt8] = []
            mutating func visitText(_ node: Int32, in document: Document) {
                document.forEachChunk(of: node) { bytes.append(contentsOf: $0) }
            }
        }
        var collect = Collect()
        document.walk(&collect)
        let text = String(decoding: collect.bytes, as: UTF8.self)
        let runs = text.isEmpty ? [] : [Run(range: 0..<text.utf8.count, attributes: TextAttributes())]
        return StyledString(text: text, runs: runs)
    }
}
