// A byte per known tag name, so the stack of open elements can compare
// names and test scope boundaries in one byte compare, and a node can pack
// its name in the bits beside its kind and namespace (`Node`).
// `of`, `name` and `knownCount` are generated from the cases of `TagName`
// into TagCode+Names.swift by Scripts/generate-tag-names.py.

/// The ordinal of a known `TagName` case; `custom` for every `.custom` name.
enum TagCode {
    /// The code shared by all `.custom` names (compare the names themselves).
    static let custom: UInt8 = 255
}
