import HTMLRuns

extension StyledString {
    /// The attributes of the run holding the first character of `needle`
    /// (ranges are UTF-8 offsets into `text`).
    func attributes(of needle: String) -> TextAttributes? {
        guard let found = text.range(of: needle) else { return nil }
        let offset = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        return runs.first { $0.range.contains(offset) }?.attributes
    }
}
