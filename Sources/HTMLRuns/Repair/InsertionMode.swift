/// §13.2.4.1 The insertion modes a fragment in `<body>` can reach.
///
/// The modes before `<body>` ("initial" to "after head") are never entered:
/// htmlruns parses as if `<!DOCTYPE html><body>` came first. "After body"
/// is a flag of the repairer, since everything but comments returns to
/// "in body" at once. There is no "in select": the HTML Standard retired
/// the select modes (2025, customizable `<select>`, shipped in Chromium);
/// `select`, `option` and `optgroup` are "in body" rules now.
enum InsertionMode: Sendable, Equatable {
    /// §13.2.6.4.7 The "in body" insertion mode.
    case inBody
    /// §13.2.6.4.8 The "text" insertion mode (RCDATA, RAWTEXT, script data).
    case text
    /// §13.2.6.4.9 The "in table" insertion mode.
    case inTable
    /// §13.2.6.4.10 The "in table text" insertion mode.
    case inTableText
    /// §13.2.6.4.11 The "in caption" insertion mode.
    case inCaption
    /// §13.2.6.4.12 The "in column group" insertion mode.
    case inColumnGroup
    /// §13.2.6.4.13 The "in table body" insertion mode.
    case inTableBody
    /// §13.2.6.4.14 The "in row" insertion mode.
    case inRow
    /// §13.2.6.4.15 The "in cell" insertion mode.
    case inCell
    /// §13.2.6.4.16 The "in template" insertion mode.
    case inTemplate
}
