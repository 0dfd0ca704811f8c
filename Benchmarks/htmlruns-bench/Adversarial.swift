// Adversarial workloads: inputs built to hit the worst case of some stage
// (deep nesting, the adoption agency, huge attributes, floods). Each one is
// generated at any size from a repeated unit, so the harness can check that
// doubling the size at most doubles the time (give or take 10%).

/// An adversarial input family: `make(size)` returns about `size` bytes.
struct AdversarialFamily: Sendable {
    var name: String
    var summary: String
    var make: @Sendable (Int) -> [UInt8]

    /// `prefix`, then `unit` repeated to fill `size`, then `suffix`.
    static func repeated(
        _ name: String, _ summary: String, prefix: String = "", unit: String,
        suffix: String = ""
    ) -> AdversarialFamily {
        AdversarialFamily(name: name, summary: summary) { size in
            let count = max(1, (size - prefix.utf8.count - suffix.utf8.count) / unit.utf8.count)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size + 64)
            bytes.append(contentsOf: prefix.utf8)
            let u = Array(unit.utf8)
            for _ in 0..<count { bytes.append(contentsOf: u) }
            bytes.append(contentsOf: suffix.utf8)
            return bytes
        }
    }
}

let adversarialFamilies: [AdversarialFamily] = [
    .repeated("nested-div", "<div> nested 200,000 deep per MB (100,000 at 500 KB)", unit: "<div>"),
    .repeated("nested-b", "<b> nested 330,000 deep per MB", unit: "<b>"),
    .repeated(
        "unclosed-formatting", "formatting tags never closed, text between (~50,000 per 500 KB)",
        unit: "<b>x<i>y<u>z<s>w<em>v "),
    .repeated("misnesting-storm", "<b><i>…</b> repeated: every </b> re-opens <i>", unit: "<b><i>t</b>"),
    .repeated(
        "adoption-worst", "many formatting elements around a block, closed from outside",
        unit: "<a href=#><b><i><u><s><em><strong><div>x</a>"),
    AdversarialFamily(name: "attribute-1mb", summary: "one attribute value of the whole size") { size in
        Array(("<p title=\"" + String(repeating: "x", count: size) + "\">text</p>").utf8)
    },
    AdversarialFamily(name: "many-attributes", summary: "one tag with 100,000 attributes per MB") { size in
        var s = "<p"
        var i = 0
        while s.utf8.count < size { s += " a\(i)=1"; i += 1 }
        return Array((s + ">text</p>").utf8)
    },
    .repeated("lt-flood", "'<' repeated: each one text", unit: "<"),
    .repeated("amp-flood", "'&' repeated", unit: "&"),
    .repeated(
        "bogus-entities", "long names that are no reference",
        unit: "&abcdefghijklmnopqrstuvwxyzabcdefghijklmnop "),
    AdversarialFamily(name: "cdata-nul-flood", summary: "one CDATA section in MathML, every other byte a NUL") {
        size in
        var bytes = Array("<math><mi><![CDATA[".utf8)
        while bytes.count < size { bytes += [0x61, 0] }
        return bytes
    },
    .repeated("nul-flood", "'a' and a NUL repeated in body: each NUL dropped", unit: "a\u{0}"),
    .repeated(
        "svg-nul-flood", "'a' and a NUL repeated in SVG text: each NUL a U+FFFD", prefix: "<svg><text>",
        unit: "a\u{0}"),
    AdversarialFamily(name: "comment-1mb", summary: "one comment of the whole size") { size in
        Array(("a<!--" + String(repeating: "- x ", count: size / 4) + "-->b").utf8)
    },
    .repeated("nested-lists", "<ul><li> nested as deep as the size allows", unit: "<ul><li>x"),
    .repeated("nested-tables", "<table><tr><td> nested as deep as the size allows", unit: "<table><tr><td>x"),
]

/// Hostile stylesheets, beyond the benchmark issue's list: linear thanks to
/// one index over all sheets and the selector budget (which also counts the
/// declarations of matching rules), but each budget unit costs a dictionary
/// update and a sort position, so their cost per byte is judged apart
/// from the list's targets (`Report.evaluateTargets`).
let stylesheetFamilies: [AdversarialFamily] = [
    .repeated(
        "many-style-elements", "a <style> of one rule before each paragraph: every sheet meets every element",
        unit: "<style>x{color:red}</style><p>x</p>"),
    .repeated(
        "universal-rules", "a <style> of one [x] rule before each <p x>: every rule matches every element",
        unit: "<style>[x]{color:red}</style><p x>x</p>"),
]
