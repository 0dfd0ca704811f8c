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

    /// A JSON string literal: `"`, `\`, control characters, U+FEFF, U+2028
    /// and U+2029 escaped, everything else (non-ASCII included) raw UTF-8.
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
            if b >= 0x20 && b != 0x22 && b != 0x5C && b != 0xEF && b != 0xE2 {
                i += 1
                continue
            }
            if b == 0xEF || b == 0xE2 {
                // U+FEFF, U+2028 and U+2029 are escaped: some JSON readers
                // (Foundation on Linux) drop a U+FEFF that starts a string,
                // and JavaScript before ES2019 cannot hold the separators raw.
                guard let escape = Self.escapedThreeByte(utf8, at: i) else {
                    i += 1
                    continue
                }
                if clean < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<i])) }
                bytes.append(contentsOf: escape.utf8)
                i += 3
                clean = i
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
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]])
            }
            i += 1
            clean = i
        }
        if clean < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<count])) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape for U+FEFF, U+2028 or U+2029 starting at `i`, if one does.
    private static func escapedThreeByte(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> String? {
        guard i + 2 < utf8.count else { return nil }
        switch (utf8[i], utf8[i + 1], utf8[i + 2]) {
        case (0xEF, 0xBB, 0xBF): return "\\ufeff"
        case (0xE2, 0x80, 0xA8): return "\\u2028"
        case (0xE2, 0x80, 0xA9): return "\\u2029"
        default: return nil
        }
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

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }
}
