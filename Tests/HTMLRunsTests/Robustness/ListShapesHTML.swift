/// A seeded generator of the shapes the html writer has to work out the
/// owner of a marker or block for: lists in lists and items in items,
/// items outside any list, details and summaries among them, blocks and
/// containers after an item's first block, `value`, `start`, `type`,
/// `reversed` and `dir` on all of them; end tags left out, stray and
/// misnested. An input is a list of pieces so that a failure can be
/// minimised piece by piece and attribute by attribute.
struct ListShapesHTML {
    /// A tag or a text: `head`, then each attribute after a space, then `tail`.
    struct Piece: Sendable {
        var head: String
        var attributes: [String] = []
        var tail: String = ""

        var html: String { head + attributes.map { " " + $0 }.joined() + tail }
    }

    private var random: RandomHTML

    init(seed: UInt64) { random = RandomHTML(seed: seed) }

    static func html(_ pieces: [Piece]) -> String { pieces.map(\.html).joined() }

    static let blocks = ["p", "div", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "section"]
    static let texts = ["x", "y z", "1", " ", "\n", "w"]

    /// One input of some nodes at the top level.
    mutating func document(nodes: Int = 4) -> [Piece] {
        var pieces: [Piece] = []
        var open: [String] = []
        for _ in 0..<(random.int(nodes) + 1) { node(depth: 0, into: &pieces, open: &open) }
        return pieces
    }

    private mutating func node(depth: Int, into pieces: inout [Piece], open: inout [String]) {
        if depth > 4 || random.chance(18) {
            pieces.append(Piece(head: random.chance(12) ? "<br>" : random.pick(Self.texts)))
            return
        }
        if random.chance(6) {
            // A stray or misnested end tag.
            let name =
                !open.isEmpty && random.chance(60)
                ? random.pick(open) : random.pick(["li", "ul", "ol", "p", "summary", "details", "div"])
            pieces.append(Piece(head: "</\(name)>"))
            return
        }
        let name: String
        switch random.int(100) {
        case 0..<18: name = random.pick(["ul", "ol", "ol"])
        case 18..<42: name = "li"
        case 42..<54: name = "details"
        case 54..<60: name = "summary"
        case 60..<64: name = random.pick(["b", "span", "i"])
        default: name = random.pick(Self.blocks)
        }
        pieces.append(startTag(name))
        open.append(name)
        if name == "details", random.chance(80) {
            pieces.append(startTag("summary"))
            open.append("summary")
            children(depth: depth + 1, count: random.int(3), into: &pieces, open: &open)
            close("summary", into: &pieces, open: &open)
        }
        let count = name == "ul" || name == "ol" ? random.int(4) : random.int(4)
        if name == "ul" || name == "ol" {
            for _ in 0..<count {
                if random.chance(80) {
                    pieces.append(startTag("li"))
                    open.append("li")
                    children(depth: depth + 1, count: random.int(4), into: &pieces, open: &open)
                    close("li", into: &pieces, open: &open)
                } else {
                    node(depth: depth + 1, into: &pieces, open: &open)
                }
            }
        } else {
            children(depth: depth + 1, count: count, into: &pieces, open: &open)
        }
        close(name, into: &pieces, open: &open)
    }

    private mutating func children(depth: Int, count: Int, into pieces: inout [Piece], open: inout [String]) {
        for _ in 0..<count { node(depth: depth, into: &pieces, open: &open) }
    }

    /// The end tag, mostly; sometimes left out.
    private mutating func close(_ name: String, into pieces: inout [Piece], open: inout [String]) {
        if let i = open.lastIndex(of: name) { open.remove(at: i) }
        if random.chance(25) { return }
        pieces.append(Piece(head: "</\(name)>"))
    }

    private mutating func startTag(_ name: String) -> Piece {
        var attributes: [String] = []
        if random.chance(25) { attributes.append("dir=" + random.pick(["rtl", "ltr", "auto"])) }
        switch name {
        case "ol", "ul":
            if random.chance(25) { attributes.append("start=" + random.pick(["3", "0", "-2", "10"])) }
            if random.chance(25) { attributes.append("type=" + random.pick(["a", "A", "i", "I", "1", "circle"])) }
            if random.chance(20) { attributes.append("reversed") }
        case "li":
            if random.chance(20) { attributes.append("value=" + random.pick(["5", "0", "-1", "27"])) }
            if random.chance(15) { attributes.append("type=" + random.pick(["a", "i", "square", "1"])) }
        case "details":
            if random.chance(50) { attributes.append("open") }
        default:
            break
        }
        if random.chance(8) {
            attributes.append(
                "style='"
                    + random.pick([
                        "display:list-item", "text-align:center", "color:red", "list-style-type:none",
                        "display:block", "direction:rtl",
                    ]) + "'")
        }
        return Piece(head: "<" + name, attributes: attributes, tail: ">")
    }
}

extension ListShapesHTML {
    /// A smallest input for which `fails` still holds: pieces removed in
    /// runs, then one at a time, then attributes one at a time.
    static func minimise(_ input: [Piece], while fails: ([Piece]) -> Bool) -> [Piece] {
        var pieces = input
        var changed = true
        while changed {
            changed = false
            var size = max(1, pieces.count / 2)
            while size >= 1 {
                var start = 0
                while start < pieces.count {
                    var candidate = pieces
                    candidate.removeSubrange(start..<min(start + size, pieces.count))
                    if fails(candidate) {
                        pieces = candidate
                        changed = true
                    } else {
                        start += size
                    }
                }
                size /= 2
            }
            for i in pieces.indices {
                var a = 0
                while a < pieces[i].attributes.count {
                    var candidate = pieces
                    candidate[i].attributes.remove(at: a)
                    if fails(candidate) {
                        pieces = candidate
                        changed = true
                    } else {
                        a += 1
                    }
                }
            }
            // Texts shortened to one letter.
            for i in pieces.indices where !pieces[i].head.hasPrefix("<") && pieces[i].head != "x" {
                var candidate = pieces
                candidate[i].head = "x"
                if fails(candidate) {
                    pieces = candidate
                    changed = true
                }
            }
        }
        return pieces
    }
}
