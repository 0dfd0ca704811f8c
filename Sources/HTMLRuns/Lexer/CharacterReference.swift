/// A decoded character reference: how many bytes it spans from its `&`, and
/// the one or two code points it stands for.
///
/// Follows the character reference states (WHATWG HTML §13.2.5.72-80):
/// named references take the longest name in `EntityTable` (legacy names
/// match without their `;`, so `&notit;` is `¬it;`), numeric references use
/// the spec's replacements (`&#128;` is `€`, `&#0;` and surrogates are
/// U+FFFD). Lookahead is capped at the longest name, so a flood of bogus
/// names stays linear.
struct CharacterReference {
    /// Bytes consumed, from the `&` to the `;` or the last digit or name byte.
    var length: Int
    /// The first code point.
    var first: UInt32
    /// The second code point, or 0 (a few named references expand to two).
    var second: UInt32 = 0

    /// Decodes the reference whose `&` is at `p[i]`, reading no further than
    /// `end`. Nil when the `&` is not a reference and stays literal text.
    ///
    /// In attribute values the historical rule applies: a named reference
    /// without `;` followed by `=` or an alphanumeric stays literal
    /// (`?a=1&copy=2`).
    static func decode(
        _ p: UnsafeBufferPointer<UInt8>, at i: Int, end: Int, inAttribute: Bool, log: inout DiagnosticLog
    ) -> CharacterReference? {
        let s = i + 1
        guard s < end else { return nil }
        let c = p[s]
        if c == UInt8(ascii: "#") {
            return decodeNumeric(p, at: i, end: end, log: &log)
        }
        guard isAlphanumeric(c) else { return nil }
        // §13.2.5.73 Named character reference state.
        // `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&nbsp;` are most of the named
        // references in real pages: matched as one word, they skip the lookup.
        if s &+ 5 <= end, let base = p.baseAddress {
            let w = UInt32(littleEndian: UnsafeRawPointer(base + s).loadUnaligned(as: UInt32.self))
            switch w {
            case 0x3B70_6D61: return CharacterReference(length: 5, first: 0x26)  // amp;
            case 0x746F_7571 where p[s &+ 4] == UInt8(ascii: ";"):  // quot;
                return CharacterReference(length: 6, first: 0x22)
            case 0x7073_626E where p[s &+ 4] == UInt8(ascii: ";"):  // nbsp;
                return CharacterReference(length: 6, first: 0xA0)
            default:
                switch w & 0x00FF_FFFF {
                case 0x3B_746C: return CharacterReference(length: 4, first: 0x3C)  // lt;
                case 0x3B_7467: return CharacterReference(length: 4, first: 0x3E)  // gt;
                default: break
                }
            }
        }
        // Fast path: `&name;` with a known name is the longest match there is.
        var j = s + 1
        let limit = min(end, s + EntityTable.longestName)
        while j < limit, isAlphanumeric(p[j]) { j += 1 }
        if j < limit, p[j] == UInt8(ascii: ";"), let index = terminatedName(p, from: s, to: j + 1) {
            return EntityTable.values.withUnsafeBufferPointer { values in
                CharacterReference(length: j + 1 - i, first: values[2 * index], second: values[2 * index + 1])
            }
        }
        guard let (index, length) = longestName(p, from: s, end: end) else {
            reportUnknownName(p, from: s, end: end, at: i, log: &log)
            return nil
        }
        let after = s + length
        if p[after - 1] != UInt8(ascii: ";") {
            if inAttribute, after < end, p[after] == UInt8(ascii: "=") || isAlphanumeric(p[after]) {
                return nil
            }
            log.record(.characterReference, at: i, "character reference missing its ';'")
        }
        return EntityTable.values.withUnsafeBufferPointer { values in
            CharacterReference(length: length + 1, first: values[2 * index], second: values[2 * index + 1])
        }
    }

    /// Appends the code points as UTF-8.
    @inline(__always)
    func appendUTF8(to out: inout [UInt8]) {
        CharacterReference.appendUTF8(first, to: &out)
        if second != 0 { CharacterReference.appendUTF8(second, to: &out) }
    }

    /// Appends one scalar value (already known to be valid) as UTF-8.
    @inline(__always)
    static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }

    @inline(__always)
    static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b | 0x20) &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10
    }

    /// The index of the name ending in `;` that is exactly `p[from..<to]`, by hash.
    static func terminatedName(_ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var hash: UInt32 = 0x811C_9DC5
        var k = from
        while k < to {
            hash = (hash ^ UInt32(p[k])) &* 0x0100_0193
            k += 1
        }
        let length = to - from
        return EntityTable.names.withUTF8Buffer { names in
            EntityTable.nameEnds.withUnsafeBufferPointer { ends in
                EntityTable.hashSlots.withUnsafeBufferPointer { slots in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        let start = index == 0 ? 0 : Int(ends[index - 1])
                        if Int(ends[index]) - start == length {
                            var k = 0
                            while k < length, names[start + k] == p[from + k] { k += 1 }
                            if k == length { return index }
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }
    }

    /// The longest name in `EntityTable` that `p[s...]` starts with: its index
    /// and length. Walks the sorted names one input byte at a time, narrowing
    /// the range of names that share the prefix read so far.
    static func longestName(_ p: UnsafeBufferPointer<UInt8>, from s: Int, end: Int) -> (Int, Int)? {
        EntityTable.names.withUTF8Buffer { names in
            EntityTable.nameEnds.withUnsafeBufferPointer { ends in
                let first = p[s]
                guard first < 128 else { return nil }
                var lo = EntityTable.firstByteStarts.withUnsafeBufferPointer { Int($0[Int(first)]) }
                var hi = EntityTable.firstByteStarts.withUnsafeBufferPointer { Int($0[Int(first) + 1]) }
                guard lo < hi else { return nil }
                var best = -1
                var bestLength = 0
                let limit = min(end - s, EntityTable.longestName)
                // No name is one byte long, so matching starts at the second byte.
                var k = 1
                while k < limit {
                    let c = p[s + k]
                    // First name in lo..<hi longer than k whose byte k is >= c
                    // (names equal to the prefix sort first).
                    var a = lo
                    var b = hi
                    while a < b {
                        let m = (a + b) >> 1
                        let start = m == 0 ? 0 : Int(ends[m - 1])
                        if Int(ends[m]) - start <= k || names[start + k] < c { a = m + 1 } else { b = m }
                    }
                    lo = a
                    b = hi
                    while a < b {
                        let m = (a + b) >> 1
                        let start = m == 0 ? 0 : Int(ends[m - 1])
                        if names[start + k] <= c { a = m + 1 } else { b = m }
                    }
                    hi = a
                    if lo >= hi { break }
                    let start = lo == 0 ? 0 : Int(ends[lo - 1])
                    if Int(ends[lo]) - start == k + 1 {
                        best = lo
                        bestLength = k + 1
                    }
                    k += 1
                }
                return best < 0 ? nil : (best, bestLength)
            }
        }
    }

    /// §13.2.5.74 Ambiguous ampersand state: only `&name;` with an unknown
    /// name is an error; the bytes themselves stay text.
    private static func reportUnknownName(
        _ p: UnsafeBufferPointer<UInt8>, from s: Int, end: Int, at i: Int, log: inout DiagnosticLog
    ) {
        var j = s
        let limit = min(end, s + 64)
        while j < limit, isAlphanumeric(p[j]) { j += 1 }
        if j < limit, p[j] == UInt8(ascii: ";") {
            log.record(.characterReference, at: i, "unknown character reference")
        }
    }

    /// §13.2.5.75-80 Numeric character reference states, `p[i]` being the `&` before `#`.
    private static func decodeNumeric(
        _ p: UnsafeBufferPointer<UInt8>, at i: Int, end: Int, log: inout DiagnosticLog
    ) -> CharacterReference? {
        var j = i + 2
        var hex = false
        if j < end, p[j] | 0x20 == UInt8(ascii: "x") {
            hex = true
            j += 1
        }
        let digitsStart = j
        var value: UInt32 = 0
        if hex {
            while j < end {
                let b = p[j]
                let d: UInt8
                if b &- UInt8(ascii: "0") < 10 {
                    d = b &- UInt8(ascii: "0")
                } else if (b | 0x20) &- UInt8(ascii: "a") < 6 {
                    d = (b | 0x20) &- UInt8(ascii: "a") &+ 10
                } else {
                    break
                }
                value = min(value &* 16 &+ UInt32(d), 0x11_0000)
                j += 1
            }
        } else {
            while j < end, p[j] &- UInt8(ascii: "0") < 10 {
                value = min(value &* 10 &+ UInt32(p[j] &- UInt8(ascii: "0")), 0x11_0000)
                j += 1
            }
        }
        if j == digitsStart {
            log.record(.characterReference, at: i, "'&#' without digits is not a character reference")
            return nil
        }
        if j < end, p[j] == UInt8(ascii: ";") {
            j += 1
        } else {
            log.record(.characterReference, at: i, "character reference missing its ';'")
        }
        // §13.2.5.80 Numeric character reference end state.
        switch value {
        case 0:
            log.record(.characterReference, at: i, "'&#0;' replaced by U+FFFD")
            value = 0xFFFD
        case 0x11_0000...:
            log.record(.characterReference, at: i, "character reference beyond U+10FFFF replaced by U+FFFD")
            value = 0xFFFD
        case 0xD800...0xDFFF:
            log.record(.characterReference, at: i, "character reference to a surrogate replaced by U+FFFD")
            value = 0xFFFD
        case 0x80...0x9F:
            log.record(.characterReference, at: i, "character reference to a C1 control")
            let replacement = windows1252[Int(value - 0x80)]
            if replacement != 0 { value = replacement }
        case 0xFDD0...0xFDEF:
            log.record(.characterReference, at: i, "character reference to a noncharacter")
        case _ where value & 0xFFFE == 0xFFFE:
            log.record(.characterReference, at: i, "character reference to a noncharacter")
        case 0x0D, 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F:
            log.record(.characterReference, at: i, "character reference to a control character")
        default:
            break
        }
        return CharacterReference(length: j - i, first: value)
    }

    /// The numeric character reference replacements for 0x80-0x9F (0: none).
    private static let windows1252: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]
}
