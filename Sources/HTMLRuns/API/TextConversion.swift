/// The result of a text-only conversion (`HTMLConverter.plainText(bytes:)`):
/// the text a reader sees and the diagnostics of the conversion, exactly as
/// `convert(bytes:)` would give them, made without building runs, blocks,
/// containers or attachments.
public struct TextConversion: Hashable, Sendable {
    /// The text: `convert(bytes:).text`.
    public var text: String
    /// The diagnostics: `convert(bytes:).diagnostics`.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(text: String, diagnostics: [Diagnostic] = []) {
        self.text = text
        self.diagnostics = diagnostics
    }
}
