/// A user's mapping for one tag: runs after the built-in mapping of the tag
/// (if any) and before stylesheets and `style=""`, which still win.
///
/// Register it in `Options.tagMappers` under the lowercased tag name:
///
/// ```swift
/// var options = Options()
/// options.tagMappers["mention"] = CustomTagMapper { element, style in
///     style.custom["mention"] = element.attribute("user-id") ?? ""
///     style.bold = true
/// }
/// let styled = HTMLConverter(options: options).convert(#"Hi <mention user-id="42">@ann</mention>"#)
/// // "@ann" has custom ["mention": "42"] and is bold
/// ```
public struct CustomTagMapper: Sendable {
    /// Changes `style` for `element`.
    public var map: @Sendable (_ element: ElementInfo, _ style: inout ElementStyle) -> Void

    /// Creates a mapper from a closure.
    public init(_ map: @escaping @Sendable (_ element: ElementInfo, _ style: inout ElementStyle) -> Void) {
        self.map = map
    }
}

/// A user's mapping for one CSS property, such as `x-highlight: on` or a
/// custom property `--brand: acme`, from stylesheets or `style=""`.
///
/// It runs for each element that declares the property (the cascade's
/// winning value: `!important` and order respected), after the built-in
/// properties are applied:
///
/// ```swift
/// var options = Options()
/// options.propertyMappers["x-highlight"] = CSSPropertyMapper { value, style in
///     if value == "on" { style.backgroundColor = Color(red: 255, green: 240, blue: 0) }
/// }
/// options.propertyMappers["--brand"] = CSSPropertyMapper { value, style in
///     style.custom["brand"] = value
/// }
/// HTMLConverter(options: options).convert(#"<span style="x-highlight: on">new</span>"#)
/// ```
public struct CSSPropertyMapper: Sendable {
    /// Changes `style` given the property's value (as written, trimmed,
    /// without `!important`).
    public var map: @Sendable (_ value: String, _ style: inout ElementStyle) -> Void

    /// Creates a mapper from a closure.
    public init(_ map: @escaping @Sendable (_ value: String, _ style: inout ElementStyle) -> Void) {
        self.map = map
    }
}
