/// A growing UTF-8 buffer with the few JSON primitives the writers need:
/// escaped strings, integers and numbers, written byte by byte without
/// intermediate `String`s.
struct JSONBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func raw(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// ASCII punctuation or a key already known to need no escaping.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A JSON string literal: `"`, `\` and control characters escaped,
    /// everything else (non-ASCII included) written as raw UTF-8.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    /// A JSON string literal from UTF-8 bytes.
    mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var clean = 0
        var i = 0
        let count = utf8.count
        while i < count {
            let b = utf8[i]
            if b >= 0x20 && b != 0x22 && b != 0x5C {
                i += 1
                continue
            }
            if clean < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<i])) }
            bytes.append(UInt8(ascii: "\\"))
            switch b {
            case 0x22: bytes.append(0x22)
            case 0x5C: bytes.append(0x5C)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                bytes.append(UInt8(ascii: "u"))
                bytes.append(0x30)
                bytes.append(0x30)
                hexByte(b)
            }
            i += 1
            clean = i
        }
        if clean < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<count])) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A decimal integer.
    mutating func int(_ value: Int) {
        if value == 0 {
            bytes.append(0x30)
            return
        }
        var v = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while v > 0 {
                buffer[n] = UInt8(truncatingIfNeeded: v % 10) + 0x30
                v /= 10
                n += 1
            }
            for k in stride(from: n - 1, through: 0, by: -1) { bytes.append(buffer[k]) }
        }
    }

    /// A number: integral values without a fraction (`16`, not `16.0`),
    /// others in Swift's shortest round-trip form; non-finite as 0.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            bytes.append(0x30)
            return
        }
        if abs(value) < 1e15, Double(Int64(value)) == value {
            int(Int(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// A colour as a string: `"#rrggbb"`, or `"#rrggbbaa"` when not opaque
    /// (what `Color.hex` gives, without making a `String`).
    mutating func color(_ c: Color) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "#"))
        hexByte(c.red)
        hexByte(c.green)
        hexByte(c.blue)
        if c.alpha != 255 { hexByte(c.alpha) }
        bytes.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    private mutating func hexByte(_ v: UInt8) {
        let digits: StaticString = "0123456789abcdef"
        let base = digits.utf8Start
        bytes.append(base[Int(v >> 4)])
        bytes.append(base[Int(v & 15)])
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }
}
