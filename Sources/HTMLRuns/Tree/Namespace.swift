/// The namespace of an element: HTML, or foreign content (SVG, MathML).
public enum Namespace: UInt8, Hashable, Sendable {
    case html, svg, mathML
}
