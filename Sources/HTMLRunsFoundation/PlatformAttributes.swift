// UIKit/AppKit fonts and colours for a run, on Apple platforms only: Linux
// has neither, and gets htmlruns' own keys alone.
#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import HTMLRuns
    #if canImport(UIKit)
        import UIKit
        typealias PlatformFont = UIFont
        typealias PlatformColor = UIColor
    #else
        import AppKit
        typealias PlatformFont = NSFont
        typealias PlatformColor = NSColor
    #endif

    enum PlatformAttributes {
        /// `.font`, `.foregroundColor`, `.backgroundColor`, `.underlineStyle`,
        /// `.strikethroughStyle` for `a` (CSS px taken as points).
        static func dictionary(for a: TextAttributes) -> [NSAttributedString.Key: Any] {
            var d: [NSAttributedString.Key: Any] = [:]
            let size = CGFloat(a.fontSize ?? 16)
            var font: PlatformFont =
                a.monospace
                ? .monospacedSystemFont(ofSize: size, weight: a.bold ? .bold : .regular)
                : .systemFont(ofSize: size, weight: a.bold ? .bold : .regular)
            if a.italic {
                #if canImport(UIKit)
                    if let descriptor = font.fontDescriptor.withSymbolicTraits(
                        font.fontDescriptor.symbolicTraits.union(.traitItalic))
                    {
                        font = UIFont(descriptor: descriptor, size: size)
                    }
                #else
                    let descriptor = font.fontDescriptor.withSymbolicTraits(
                        font.fontDescriptor.symbolicTraits.union(.italic))
                    font = NSFont(descriptor: descriptor, size: size) ?? font
                #endif
            }
            d[.font] = font
            if let color = a.color { d[.foregroundColor] = platformColor(color) }
            if let color = a.backgroundColor { d[.backgroundColor] = platformColor(color) }
            if a.underline { d[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if a.strikethrough { d[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            if let link = a.link, let url = URL(string: link) { d[.link] = url }
            return d
        }

        static func platformColor(_ c: Color) -> PlatformColor {
            PlatformColor(
                red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255,
                blue: CGFloat(c.blue) / 255, alpha: CGFloat(c.alpha) / 255)
        }
    }
#endif
