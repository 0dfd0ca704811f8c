/// Where a token's or a text node's characters live: a byte range either in
/// the preprocessed input or in the lexer's arena of decoded text (text in
/// which character references were expanded or NULs replaced).
///
/// Tokens carry slices instead of strings, so plain text is never copied
/// between the lexer and the styled string's text buffer.
struct TextSlice: Hashable, Sendable {
    /// First byte of the slice.
    var start: Int32
    /// One past the last byte of the slice.
    var end: Int32
    /// True when the bytes are in `TextStore.decoded`, false for `TextStore.source`.
    var isDecoded: Bool

    static let empty = TextSlice(start: 0, end: 0, isDecoded: false)

    var count: Int { Int(end - start) }
    var isEmpty: Bool { end <= start }
}

/// The two byte buffers text slices point into.
struct TextStore: Sendable {
    /// The preprocessed input: valid UTF-8, no leading BOM, CR and CRLF turned into LF.
    var source: [UInt8]
    /// Text the lexer had to rewrite (expanded references, replaced NULs), appended as it goes.
    var decoded: [UInt8] = []
    /// The spellings of the input's custom tag names (`TagName.custom`).
    var tagNames = CustomTagNames()

    /// The bytes of a slice.
    @inline(__always)
    func bytes(_ slice: TextSlice) -> ArraySlice<UInt8> {
        slice.isDecoded
            ? decoded[Int(slice.start)..<Int(slice.end)]
            : source[Int(slice.start)..<Int(slice.end)]
    }

    /// Calls `body` with the bytes of a slice, borrowed: unlike `bytes(_:)`,
    /// no slice of an array is made, so its buffer is not retained (the
    /// mapping reads every text node this way).
    @inline(__always)
    func withBytes<R>(_ slice: TextSlice, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = Int(slice.start)..<Int(slice.end)
        if slice.isDecoded {
            return try decoded.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return try source.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The slice's text as a `String` (made only when asked).
    func string(_ slice: TextSlice) -> String {
        String(decoding: bytes(slice), as: UTF8.self)
    }
}
