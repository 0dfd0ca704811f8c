// A byte per known tag name, so the stack of open elements can compare
// names and test scope boundaries without copying `TagName` values (a
// `.custom` name holds a String, and copying it costs a retain and release).
// `of`, `name` and `knownCount` are generated from the cases of `TagName`
// into TagCode+Names.swift by Scripts/generate-tag-names.py.

/// The ordinal of a known `TagName` case; `custom` for every `.custom` name.
enum TagCode {
    /// The code shared by all `.custom` names (compare the names themselves).
    static let custom: UInt8 = 255
}
