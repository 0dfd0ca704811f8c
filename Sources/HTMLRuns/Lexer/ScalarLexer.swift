// STUB: replaced by the real WHATWG tokenizer. Emits the whole input as text.
struct ScalarLexer: HTMLLexer {
    private var source: [UInt8]
    private var done = false
    var allowsCDATA = false
    var diagnostics = DiagnosticLog()

    init(input: [UInt8]) { source = input }

    mutating func next() -> Token? {
        if done { return nil }
        done = true
        return Token(kind: .text, text: TextSlice(start: 0, end: Int32(source.count), isDecoded: false))
    }

    mutating func switchTo(_ state: ContentState, appropriateEndTag: TagName) {}

    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8> {
        source[Int(slice.start)..<Int(slice.end)]
    }

    mutating func takeStore() -> TextStore { TextStore(source: source) }
}
