/// Writes a styled string's plain text (`htmlruns convert --format text`).
struct TextWriter {
    /// The text, as it is: blocks separated by `"\n"`, cells by `"\t"`.
    func write(_ styled: StyledString) -> String {
        styled.text
    }
}
