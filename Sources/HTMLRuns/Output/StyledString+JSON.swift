extension StyledString {
    /// The JSON document of SPEC "JSON output": text, runs, blocks,
    /// containers, attachments and diagnostics, offsets counted in `unit`.
    ///
    /// ```swift
    /// print(HTMLRuns.convert("<b>hi</b>").json())
    /// ```
    public func json(offsets unit: OffsetUnit = .utf16, source: String? = nil, pretty: Bool = false) -> String {
        JSONWriter(unit: unit, source: source, pretty: pretty).write(self)
    }
}
