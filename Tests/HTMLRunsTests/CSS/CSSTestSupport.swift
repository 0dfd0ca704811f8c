@testable import HTMLRuns

/// The style of an element with `style="css"` under `parent`.
func computed(_ css: String, parent: ComputedStyle = .initial) -> ComputedStyle {
    var style = parent.inherited()
    StyleResolver.apply(StyleResolver.parseInlineStyle(css), to: &style, parent: parent)
    return style
}

/// The colour a `color:` value gives, or nil when the declaration is ignored.
func cssColor(_ value: String) -> String? {
    var parent = ComputedStyle.initial
    parent.color = Color(red: 1, green: 2, blue: 3)
    let style = computed("color: \(value)", parent: parent)
    return style.color == parent.color ? nil : style.color.hex
}

func hex(_ c: Color?) -> String? { c?.hex }
