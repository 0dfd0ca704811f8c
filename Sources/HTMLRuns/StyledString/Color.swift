/// An sRGB colour with 8-bit channels and alpha.
public struct Color: Hashable, Sendable, Codable {
    /// The red channel, 0-255.
    public var red: UInt8
    /// The green channel, 0-255.
    public var green: UInt8
    /// The blue channel, 0-255.
    public var blue: UInt8
    /// 255 is opaque.
    public var alpha: UInt8

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black, the default text colour.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black (`transparent`).
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            out.append(digits[Int(v >> 4)])
            out.append(digits[Int(v & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
