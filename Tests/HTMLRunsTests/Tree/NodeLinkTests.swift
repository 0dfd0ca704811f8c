import Testing

@testable import HTMLRuns

/// A node keeps no last-child field: a first child's `previousOrLast` is
/// its parent's last child. These tests check the links against a plain
/// model (an array of children per parent) after random appends, inserts
/// and detaches, and the packed kind, namespace and name of a node.
@Suite struct NodeLinkTests {
    /// Children per node, kept with plain arrays.
    private struct Model {
        var children: [[Int32]]
        var parent: [Int32]

        mutating func append(_ child: Int32, to parent: Int32) {
            children[Int(parent)].append(child)
            self.parent[Int(child)] = parent
        }

        mutating func insert(_ child: Int32, before sibling: Int32) {
            let parent = self.parent[Int(sibling)]
            let index = children[Int(parent)].firstIndex(of: sibling)!
            children[Int(parent)].insert(child, at: index)
            self.parent[Int(child)] = parent
        }

        mutating func detach(_ node: Int32) {
            let parent = self.parent[Int(node)]
            guard parent != Node.none else { return }
            children[Int(parent)].removeAll { $0 == node }
            self.parent[Int(node)] = Node.none
        }
    }

    private func check(_ document: Document, against model: Model) {
        for node in 0..<Int32(document.nodes.count) {
            let children = model.children[Int(node)]
            #expect(document.children(of: node) == children)
            #expect(document.lastChild(of: node) == (children.last ?? Node.none))
            #expect(document.nodes[Int(node)].parent == model.parent[Int(node)])
            let parent = model.parent[Int(node)]
            if parent == Node.none {
                #expect(document.previousSibling(of: node) == Node.none)
            } else {
                let siblings = model.children[Int(parent)]
                let index = siblings.firstIndex(of: node)!
                #expect(document.previousSibling(of: node) == (index == 0 ? Node.none : siblings[index - 1]))
            }
        }
    }

    @Test func linksMatchAPlainModelAfterRandomEdits() {
        var random = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var document = Document(store: TextStore(source: []))
            var model = Model(children: [[]], parent: [Node.none])
            let count = 5 + round * 3
            for _ in 0..<count {
                _ = document.makeElement(.div)
                model.children.append([])
                model.parent.append(Node.none)
            }
            for _ in 0..<(count * 4) {
                let node = Int32.random(in: 1...Int32(count), using: &random)
                // An operand that is neither `node` nor inside its subtree.
                func isInside(_ candidate: Int32) -> Bool {
                    var n = candidate
                    while n != Node.none {
                        if n == node { return true }
                        n = model.parent[Int(n)]
                    }
                    return false
                }
                let other = Int32.random(in: 0...Int32(count), using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    document.detach(node)
                    model.detach(node)
                    guard !isInside(other) else { continue }
                    document.append(node, to: other)
                    model.append(node, to: other)
                case 1:
                    document.detach(node)
                    model.detach(node)
                    guard other != 0, model.parent[Int(other)] != Node.none, !isInside(other) else { continue }
                    document.insert(node, before: other)
                    model.insert(node, before: other)
                default:
                    document.detach(node)
                    model.detach(node)
                }
            }
            check(document, against: model)
        }
    }

    @Test func movingChildrenKeepsTheirOrder() {
        for count in 0..<6 {
            var document = Document(store: TextStore(source: []))
            var model = Model(children: [[]], parent: [Node.none])
            for _ in 0..<(count + 2) {
                _ = document.makeElement(.span)
                model.children.append([])
                model.parent.append(Node.none)
            }
            let target = Int32(count + 2)
            document.append(1, to: target)
            model.append(1, to: target)
            for child in stride(from: Int32(2), through: Int32(count + 1), by: 1) {
                document.append(child, to: 0)
                model.append(child, to: 0)
            }
            document.moveChildren(of: 0, to: target)
            for child in model.children[0] {
                model.detach(child)
                model.append(child, to: target)
            }
            check(document, against: model)
        }
    }

    @Test func parsedTreesKeepTheirLinks() {
        // Foster parenting inserts before a table; the adoption agency
        // detaches and moves children.
        let html = "<table><tr>a<td>b</td>c</tr></table><b>1<p>2</b>3</p><i>x<div>y</i>z</div>"
        let document = Pipeline(options: Options()).buildTree(Array(html.utf8)).0
        for node in 0..<Int32(document.nodes.count) {
            let children = document.children(of: node)
            #expect(document.lastChild(of: node) == (children.last ?? Node.none))
            for (k, child) in children.enumerated() {
                #expect(document.nodes[Int(child)].parent == node)
                #expect(document.previousSibling(of: child) == (k == 0 ? Node.none : children[k - 1]))
            }
        }
    }

    @Test func kindNamespaceAndNameRoundTrip() {
        for code in 0..<TagCode.knownCount {
            let name = TagCode.name(code)
            #expect(TagCode.of(name) == code)
            for namespace in [Namespace.html, .svg, .mathML] {
                let node = Node(kind: .element, name: name, namespace: namespace)
                #expect(node.kind == .element)
                #expect(node.name == name)
                #expect(node.tagCode == code)
                #expect(node.namespace == namespace)
            }
        }
        for raw in [0, 1, 4, 255, 256, 1 << 20, (1 << 30) - 258] as [UInt32] {
            var node = Node(kind: .element, name: .custom(CustomTagID(raw: raw)), namespace: .svg)
            #expect(node.name == .custom(CustomTagID(raw: raw)))
            #expect(node.tagCode == TagCode.custom)
            #expect(node.namespace == .svg)
            node.name = .p
            #expect(node.name == .p && node.namespace == .svg && node.kind == .element)
        }
        for kind in [Node.Kind.root, .text, .comment] {
            let node = Node(kind: kind)
            #expect(node.kind == kind)
            #expect(node.tagCode == TagCode.custom)
            #expect(node.namespace == .html)
        }
        let text = Node(kind: .text, slice: TextSlice(start: 2, end: 5, isDecoded: true))
        #expect(text.kind == .text)
        // The word that holds an element's first child holds a text node's
        // content: a text node never reads as having children.
        #expect(text.firstChild == Node.none)
        #expect(Node(kind: .element, name: .b).inlineSlice == nil)
    }
}

/// Nodes keep no source offset; a diagnostic about an element without
/// attributes points at the nearest node whose offset the tree knows,
/// looking a bounded way (64 nodes each way), so a run of such elements
/// costs a constant each.
@Suite struct NearbySourceOffsetTests {
    @Test func anElementWithoutAttributesPointsAtItsText() {
        let (document, _) = Pipeline(options: Options()).buildTree(Array("<p>ab<i>cd</i>".utf8))
        let i = document.nodes.indices.first { document.nodes[$0].kind == .element && document.nodes[$0].name == .i }!
        #expect(document.sourceOffset(of: Int32(i)) == nil)
        #expect(document.sourceOffset(near: Int32(i)) == 8)
        let tagged = HTMLConverter().parse("<p>ab<i>cd</i>")
        #expect(tagged.nodes.first { $0.name == "i" }?.sourceOffset == 5)
    }
}
