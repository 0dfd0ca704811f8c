import HTMLRuns
// The extension points as a user calls them: `import HTMLRuns`, no @testable.
import Testing

@Suite struct TagMapperExtensionTests {
    @Test func customTagBecomesRunWithCustomAttribute() {
        var options = Options()
        options.tagMappers["mention"] = CustomTagMapper { element, style in
            style.custom["mention"] = element.attribute("user-id") ?? ""
            style.bold = true
        }
        let s = HTMLConverter(options: options).convert(#"Hi <mention user-id="42">@ann</mention>!"#)
        #expect(s.text == "Hi @ann!")
        #expect(s.attributes(of: "@ann")?.custom == ["mention": "42"])
        #expect(s.attributes(of: "@ann")?.bold == true)
        #expect(s.attributes(of: "Hi")?.custom == nil)
        #expect(s.attributes(of: "!")?.custom == nil)
    }

    @Test func builtInTagRestyled() {
        var options = Options()
        options.tagMappers["b"] = CustomTagMapper { _, style in
            style.bold = false
            style.color = Color(red: 200, green: 0, blue: 0)
        }
        let s = HTMLConverter(options: options).convert("<b>x</b>")
        #expect(s.attributes(of: "x")?.bold == false)
        #expect(s.attributes(of: "x")?.color == Color(red: 200, green: 0, blue: 0))
    }

    @Test func customTagAsBlockContainer() {
        var options = Options()
        options.tagMappers["callout"] = CustomTagMapper { _, style in
            style.display = .block
            style.containerKind = .custom("callout")
            style.indent = 12
        }
        let s = HTMLConverter(options: options).convert("a<callout>b</callout>c")
        #expect(s.text == "a\nb\nc")
        #expect(s.containers.map(\.kind) == [.custom("callout")])
        #expect(s.blocks.map(\.indent) == [0, 12, 0])
    }

    @Test func inlineStyleStillWinsOverTagMapper() {
        var options = Options()
        options.tagMappers["x-tag"] = CustomTagMapper { _, style in style.italic = true }
        let s = HTMLConverter(options: options).convert(#"<x-tag style="font-style: normal">x</x-tag>"#)
        #expect(s.attributes(of: "x")?.italic == false)
    }
}

@Suite struct PropertyMapperExtensionTests {
    @Test func userPropertyMapsToBackground() {
        var options = Options()
        options.propertyMappers["x-highlight"] = CSSPropertyMapper { value, style in
            if value == "on" { style.backgroundColor = Color(red: 255, green: 240, blue: 0) }
        }
        let s = HTMLConverter(options: options).convert(#"<span style="x-highlight: on">new</span> old"#)
        #expect(s.attributes(of: "new")?.backgroundColor == Color(red: 255, green: 240, blue: 0))
        #expect(s.attributes(of: "old")?.backgroundColor == nil)
    }

    @Test func customPropertyFromStylesheetMapsToCustomAttribute() {
        var options = Options()
        options.stylesheet = ".brand { --brand: acme }"
        options.propertyMappers["--brand"] = CSSPropertyMapper { value, style in style.custom["brand"] = value }
        let s = HTMLConverter(options: options).convert(#"<p class="brand">a <b>b</b></p><p>c</p>"#)
        #expect(s.attributes(of: "a")?.custom == ["brand": "acme"])
        #expect(s.attributes(of: "b")?.custom == ["brand": "acme"])
        #expect(s.attributes(of: "c")?.custom == nil)
    }

    @Test func importantDeclarationGivesTheValue() {
        var options = Options()
        options.stylesheet = "span { x-tone: loud !important }"
        options.propertyMappers["x-tone"] = CSSPropertyMapper { value, style in style.custom["tone"] = value }
        let s = HTMLConverter(options: options).convert(#"<span style="x-tone: quiet">x</span>"#)
        #expect(s.attributes(of: "x")?.custom == ["tone": "loud"])
    }
}

/// Renders `<b>` as `*...*` and collects link targets: a user's own output.
struct StarRenderer: NodeVisitor {
    var output = ""
    var links: [String] = []
    mutating func visitElement(_ element: HTMLNode) -> Bool {
        if element.name == "b" { output += "*" }
        if element.name == "a", let href = element.attribute("href") { links.append(href) }
        return element.name != "script"
    }
    mutating func leaveElement(_ element: HTMLNode) {
        if element.name == "b" { output += "*" }
    }
    mutating func visitText(_ text: HTMLNode) { output += text.text }
}

@Suite struct VisitorExtensionTests {
    @Test func visitorSeesRepairedTree() {
        var renderer = StarRenderer()
        HTMLConverter().parse(#"a <b>b<i>c</b>d</i> <a href="/x">e</a><script>no</script>"#).walk(&renderer)
        #expect(renderer.output == "a *bc*d e")
        #expect(renderer.links == ["/x"])
    }

    @Test func treeViewExposesNamesAttributesChildrenAndText() {
        let tree = HTMLConverter().parse(#"<ul class="l"><li>one<li>two &amp; more</ul><!--c-->"#)
        #expect(tree.children.map(\.name) == ["ul", ""])
        let list = tree.children[0]
        #expect(list.attribute("class") == "l")
        #expect(list.attributes == [Attribute(name: "class", value: "l")])
        #expect(list.children.map(\.name) == ["li", "li"])
        #expect(list.children[1].textContent == "two & more")
        #expect(list.children[0].children[0].kind == .text)
        #expect(list.children[0].parent?.name == "ul")
        #expect(tree.children[1].kind == .comment)
        #expect(tree.children[1].text == "c")
    }

    @Test func nodesIterateInDocumentOrder() {
        let tree = HTMLConverter().parse("<p>a<b>b</b></p>c")
        let order = tree.nodes.map { $0.kind == .element ? $0.name : $0.text }
        #expect(order == ["p", "a", "b", "b", "c"])
    }

    @Test func deepNestingNeitherRecursesNorOverflows() {
        let html = String(repeating: "<span>", count: 100_000) + "x"
        let tree = HTMLConverter().parse(html)
        var count = 0
        for node in tree.nodes where node.kind == .element { count += 1 }
        #expect(count > 0)
        var renderer = StarRenderer()
        tree.walk(&renderer)
        #expect(renderer.output == "x")
    }

    @Test func parseReportsRepairs() {
        #expect(!HTMLConverter().parse("<b>x").diagnostics.isEmpty)
    }
}
