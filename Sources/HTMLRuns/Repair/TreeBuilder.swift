// STUB: replaced by the WHATWG "in body" tree builder. Appends text tokens to the root.
struct TreeBuilder {
    static func build<L: HTMLLexer>(from lexer: inout L, options: Options) -> (Document, DiagnosticLog) {
        var document = Document(store: TextStore(source: []))
        while let token = lexer.next() {
            if token.kind == .text {
                let node = document.makeCharacterData(.text, token.text)
                document.append(node, to: Document.root)
            }
        }
        return (document, DiagnosticLog())
    }
}
