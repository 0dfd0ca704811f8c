extension String {
    /// A string from UTF-8 that is valid by construction: the text the
    /// builder assembles, attribute values, the JSON writer's output (the
    /// text whole and escaped strings). Not for bytes cut at offsets a
    /// caller chose: a `StyledString` made by hand may put a run's bound
    /// inside a character.
    ///
    /// Valid by construction means: every byte comes from the preprocessed
    /// input (which `InputPreprocessor` made valid UTF-8) cut at ASCII
    /// delimiters, from a scalar the converter encoded itself, or from a
    /// string literal. So the bytes are not checked again where the
    /// standard library can skip it: `UTF8Span(unchecked:)` and
    /// `String(copying:)` (Swift 6.2) copy without the validation scan that
    /// every other initialiser runs, about 9 instructions a byte once the
    /// text has any non-ASCII byte (5.4M of the 133M a 1 MB article took,
    /// callgrind). Debug builds (the tests, the property tests' 10,000
    /// hostile inputs) still validate, and stop if the bytes are ever not
    /// valid.
    ///
    /// Before the OS releases with `UTF8Span`, the bytes are checked by
    /// `String(validating:as:)` (on Linux with Swift 6.3 it took 0.44 ms
    /// where `String(decoding:as:)` took 0.74 for 700 KB of mostly ASCII
    /// text, with the same instruction count: the decoding initialiser runs
    /// the same check inlined into its repairing path, slower on this CPU),
    /// and before those, by the decoding initialiser.
    @inline(__always)
    init(builtUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        #if DEBUG
            precondition(
                String.validatedBuiltUTF8(bytes) != nil, "the converter assembled invalid UTF-8")
        #endif
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            self = String(copying: UTF8Span(unchecked: bytes.span))
        } else if let string = String.validatedBuiltUTF8(bytes) {
            self = string
        } else {
            self = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The bytes as a string if they are valid UTF-8, where the validating
    /// initialiser exists.
    private static func validatedBuiltUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
