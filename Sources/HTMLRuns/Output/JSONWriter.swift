// The JSON form of a styled string (SPEC "JSON output"), written by hand
// into a byte buffer: keys in a fixed order, defaults left out, offsets in
// the requested unit.

/// Writes a `StyledString` as the JSON document of SPEC "JSON output".
///
/// ```swift
/// JSONWriter(unit: .utf16).write(styled)
/// // {"text":"Bold","offsetUnit":"utf16","runs":[{"start":0,"length":4,"attributes":{"bold":true}}],...}
/// ```
///
/// `pretty` puts each top-level key and each array element on its own line,
/// as in the SPEC's example; otherwise the document is one line (JSONL).
struct JSONWriter {
    /// The unit of every offset and length.
    var unit: OffsetUnit = .utf16
    /// Written first as `"source"` when given (JSONL records name their input).
    var source: String? = nil
    /// One element per line, indented.
    var pretty = false

    /// The JSON document.
    func write(_ styled: StyledString) -> String {
        var text = styled.text
        return text.withUTF8 { utf8 -> String in
            var out = JSONBuffer(capacity: utf8.count * 2 + styled.runs.count * 64 + 256)
            write(styled, text: utf8, into: &out)
            return out.text
        }
    }

    private func write(_ styled: StyledString, text: UnsafeBufferPointer<UInt8>, into out: inout JSONBuffer) {
        // One converter per section: each section's offsets ascend.
        var offsets = OffsetConverter(bytes: text, unit: unit)
        out.raw(UInt8(ascii: "{"))
        var first = true
        if let source {
            key("source", first: &first, &out)
            out.string(source)
        }
        key("text", first: &first, &out)
        out.string(utf8: text)
        key("offsetUnit", first: &first, &out)
        out.string(unit.rawValue)

        key("runs", first: &first, &out)
        array(styled.runs, &out) { run, out in
            let start = offsets.convert(run.range.lowerBound)
            let end = offsets.convert(run.range.upperBound)
            var f = true
            member("start", first: &f, &out); out.int(start)
            member("length", first: &f, &out); out.int(end - start)
            member("attributes", first: &f, &out); attributes(run.attributes, &out)
        }

        key("blocks", first: &first, &out)
        array(styled.blocks, &out) { block, out in
            let start = offsets.convert(block.range.lowerBound)
            let end = offsets.convert(block.range.upperBound)
            var f = true
            member("start", first: &f, &out); out.int(start)
            member("length", first: &f, &out); out.int(end - start)
            member("kind", first: &f, &out); blockKind(block.kind, &out)
            if case .heading(let level) = block.kind {
                member("level", first: &f, &out); out.int(level)
            }
            member("depth", first: &f, &out); out.int(block.depth)
            member("indent", first: &f, &out); out.number(block.indent)
            if let alignment = block.alignment {
                member("alignment", first: &f, &out); out.string(alignment.rawValue)
            }
            if let direction = block.direction {
                member("direction", first: &f, &out); out.string(direction.rawValue)
            }
            if let list = block.list {
                member("list", first: &f, &out)
                out.raw(UInt8(ascii: "{"))
                var g = true
                member("ordered", first: &g, &out); out.bool(list.ordered)
                member("ordinal", first: &g, &out); out.int(list.ordinal)
                out.raw(UInt8(ascii: "}"))
            }
        }

        // Containers nest, so their ends are not in order: convert them in
        // sorted order once, then write.
        var containerBounds: [Int] = []
        containerBounds.reserveCapacity(styled.containers.count * 2)
        for container in styled.containers {
            containerBounds.append(container.range.lowerBound)
            containerBounds.append(container.range.upperBound)
        }
        let containerOffsets = convertUnordered(containerBounds, &offsets)
        key("containers", first: &first, &out)
        var k = 0
        array(styled.containers, &out) { container, out in
            let start = containerOffsets[k]
            let end = containerOffsets[k + 1]
            k += 2
            var f = true
            member("start", first: &f, &out); out.int(start)
            member("length", first: &f, &out); out.int(end - start)
            member("kind", first: &f, &out); out.string(container.kind.name)
            member("depth", first: &f, &out); out.int(container.depth)
            member("indent", first: &f, &out); out.number(container.indent)
        }

        key("attachments", first: &first, &out)
        array(styled.attachments, &out) { attachment, out in
            var f = true
            member("offset", first: &f, &out); out.int(offsets.convert(attachment.offset))
            switch attachment.kind {
            case .image(let src, let alt, let width, let height):
                member("kind", first: &f, &out); out.string("image")
                member("src", first: &f, &out); out.string(src)
                if let alt { member("alt", first: &f, &out); out.string(alt) }
                if let width { member("width", first: &f, &out); out.number(width) }
                if let height { member("height", first: &f, &out); out.number(height) }
            case .rule:
                member("kind", first: &f, &out); out.string("rule")
            }
        }

        key("diagnostics", first: &first, &out)
        array(styled.diagnostics, &out) { diagnostic, out in
            var f = true
            member("line", first: &f, &out); out.int(diagnostic.line)
            member("column", first: &f, &out); out.int(diagnostic.column)
            member("kind", first: &f, &out); out.string(diagnostic.kind.rawValue)
            member("message", first: &f, &out); out.string(diagnostic.message)
        }
        if pretty { out.raw(UInt8(ascii: "\n")) }
        out.raw(UInt8(ascii: "}"))
    }

    /// Run attributes in SPEC order, defaults left out.
    private func attributes(_ a: TextAttributes, _ out: inout JSONBuffer) {
        out.raw(UInt8(ascii: "{"))
        var f = true
        if a.bold { member("bold", first: &f, &out); out.bool(true) }
        if a.italic { member("italic", first: &f, &out); out.bool(true) }
        if a.underline { member("underline", first: &f, &out); out.bool(true) }
        if a.strikethrough { member("strikethrough", first: &f, &out); out.bool(true) }
        if let link = a.link { member("link", first: &f, &out); out.string(link) }
        if let color = a.color { member("color", first: &f, &out); out.color(color) }
        if let background = a.backgroundColor { member("backgroundColor", first: &f, &out); out.color(background) }
        if let size = a.fontSize { member("fontSize", first: &f, &out); out.number(size) }
        if let family = a.fontFamily { member("fontFamily", first: &f, &out); out.string(family) }
        if a.monospace { member("monospace", first: &f, &out); out.bool(true) }
        if let align = a.verticalAlign { member("verticalAlign", first: &f, &out); out.string(align.rawValue) }
        if let spacing = a.letterSpacing { member("letterSpacing", first: &f, &out); out.number(spacing) }
        if let spacing = a.wordSpacing { member("wordSpacing", first: &f, &out); out.number(spacing) }
        if let height = a.lineHeight { member("lineHeight", first: &f, &out); out.number(height) }
        if a.marker { member("marker", first: &f, &out); out.bool(true) }
        if let custom = a.custom {
            member("custom", first: &f, &out)
            out.raw(UInt8(ascii: "{"))
            var g = true
            for (name, value) in custom.sorted(by: { $0.key < $1.key }) {
                dynamicMember(name, first: &g, &out)
                out.string(value)
            }
            out.raw(UInt8(ascii: "}"))
        }
        out.raw(UInt8(ascii: "}"))
    }

    private func blockKind(_ kind: Block.Kind, _ out: inout JSONBuffer) {
        switch kind {
        case .paragraph: out.raw("\"paragraph\"")
        case .heading: out.raw("\"heading\"")
        case .listItem: out.raw("\"listItem\"")
        case .preformatted: out.raw("\"preformatted\"")
        case .tableCell: out.raw("\"tableCell\"")
        case .rule: out.raw("\"rule\"")
        case .figureCaption: out.raw("\"figureCaption\"")
        case .definitionTerm: out.raw("\"definitionTerm\"")
        case .summary: out.raw("\"summary\"")
        case .tableCaption: out.raw("\"tableCaption\"")
        case .custom(let name): out.string(name)
        }
    }

    private func convertUnordered(_ values: [Int], _ offsets: inout OffsetConverter) -> [Int] {
        if offsets.isIdentity { return values }
        var out = values
        for i in values.indices.sorted(by: { values[$0] < values[$1] }) {
            out[i] = offsets.convert(values[i])
        }
        return out
    }

    // MARK: Layout

    /// A top-level key: on its own line when pretty.
    private func key(_ name: StaticString, first: inout Bool, _ out: inout JSONBuffer) {
        if !first { out.raw(UInt8(ascii: ",")) }
        first = false
        if pretty { out.raw("\n  ") }
        out.raw(UInt8(ascii: "\""))
        out.raw(name)
        out.raw(pretty ? "\": " : "\":")
    }

    /// A key inside an inline object.
    private func member(_ name: StaticString, first: inout Bool, _ out: inout JSONBuffer) {
        if !first { out.raw(pretty ? ", " : ",") }
        first = false
        out.raw(UInt8(ascii: "\""))
        out.raw(name)
        out.raw(pretty ? "\": " : "\":")
    }

    /// A key that is not known statically (custom attributes).
    private func dynamicMember(_ name: String, first: inout Bool, _ out: inout JSONBuffer) {
        if !first { out.raw(pretty ? ", " : ",") }
        first = false
        out.string(name)
        out.raw(pretty ? ": " : ":")
    }

    /// An array of inline objects, one per line when pretty.
    private func array<T>(_ items: [T], _ out: inout JSONBuffer, _ element: (T, inout JSONBuffer) -> Void) {
        out.raw(UInt8(ascii: "["))
        guard !items.isEmpty else {
            out.raw(UInt8(ascii: "]"))
            return
        }
        for (i, item) in items.enumerated() {
            if i > 0 { out.raw(UInt8(ascii: ",")) }
            if pretty { out.raw("\n    ") }
            out.raw(UInt8(ascii: "{"))
            element(item, &out)
            out.raw(UInt8(ascii: "}"))
        }
        if pretty { out.raw("\n  ") }
        out.raw(UInt8(ascii: "]"))
    }
}
