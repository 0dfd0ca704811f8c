/// The precision of the lengths a styled string holds (font sizes, letter
/// and word spacing, line heights): four decimals, enough for CSS px, and
/// `16 / 1.2 * 1.2` stays 16. The mapping stage rounds to it and the
/// `html` writer writes it, so what the writer writes reads back as the
/// same value.
enum FourDecimals {
    /// `value` to four decimals. From 10^11 on `value` is kept as it is: the
    /// scaled value's last digit is no longer exact there (603,727,221,912.8809
    /// would become .881), and four decimals are all a double holds anyway.
    /// (Through integers, not `rounded()`, which would pull in libm.)
    static func round(_ value: Double) -> Double {
        let scaled = value * 10_000
        guard scaled.isFinite, abs(scaled) < 1e15 else { return value }
        return Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 10_000
    }
}
