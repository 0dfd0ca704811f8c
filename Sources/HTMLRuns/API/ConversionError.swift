/// Why `HTMLConverter.convertChecked(bytes:)` refused an input.
///
/// Conversion itself never fails; the only refusals are the limits a
/// caller opts into in `Options`.
///
/// ```swift
/// var options = Options()
/// options.maxInputBytes = 1 << 20
/// do {
///     let styled = try HTMLConverter(options: options).convertChecked(bytes: data)
/// } catch .inputTooLarge(let bytes, let limit) {
///     print("\(bytes) bytes is more than \(limit)")
/// }
/// ```
public enum ConversionError: Error, Hashable, Sendable {
    /// The input has `bytes` bytes, more than `Options.maxInputBytes` (`limit`).
    case inputTooLarge(bytes: Int, limit: Int)
}
