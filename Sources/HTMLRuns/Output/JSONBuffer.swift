/// A growing UTF-8 buffer with the few JSON primitives the writers need:
/// escaped strings, integers and numbers, written without intermediate
/// `String`s.
///
/// It owns its memory directly (a noncopyable value freed in `deinit`):
/// a JSON document is mostly short keys and numbers, and `Array.append`'s
/// generic path costs more per call than the bytes themselves.
struct JSONBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written so far.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The document as a `String` (validated as UTF-8 once).
    var text: String {
        String(builtUTF8: UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func raw(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// ASCII punctuation or a key already known to need no escaping.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).initialize(from: text.utf8Start, count: n)
        count += n
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let start = buffer.baseAddress else { return }
        reserve(buffer.count)
        (base + count).initialize(from: start, count: buffer.count)
        count += buffer.count
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        raw(byte)
    }

    /// A JSON string literal: `"`, `\`, control characters and U+FEFF
    /// escaped, everything else (non-ASCII included) written as raw UTF-8.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string(utf8: $0) }
    }

    /// A JSON string literal from UTF-8 bytes.
    mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        var clean = 0
        var i = 0
        let length = utf8.count
        while i < length {
            // Eight bytes at a time while none needs a look.
            if i + 8 <= length, let base = utf8.baseAddress,
                !Self.mayNeedEscape(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self))
            {
                i += 8
                continue
            }
            let b = utf8[i]
            if b >= 0x20 && b != 0x22 && b != 0x5C && b != 0xEF {
                i += 1
                continue
            }
            if b == 0xEF {
                // U+FEFF is escaped: some JSON readers (Foundation on Linux)
                // drop a raw U+FEFF that starts a string.
                guard i + 2 < length, utf8[i + 1] == 0xBB, utf8[i + 2] == 0xBF else {
                    i += 1
                    continue
                }
                if clean < i { append(UnsafeBufferPointer(rebasing: utf8[clean..<i])) }
                raw("\\ufeff")
                i += 3
                clean = i
                continue
            }
            if clean < i { append(UnsafeBufferPointer(rebasing: utf8[clean..<i])) }
            append(UInt8(ascii: "\\"))
            switch b {
            case 0x22: append(0x22)
            case 0x5C: append(0x5C)
            case 0x0A: append(UInt8(ascii: "n"))
            case 0x09: append(UInt8(ascii: "t"))
            case 0x0D: append(UInt8(ascii: "r"))
            case 0x08: append(UInt8(ascii: "b"))
            case 0x0C: append(UInt8(ascii: "f"))
            default:
                append(UInt8(ascii: "u"))
                append(0x30)
                append(0x30)
                hexByte(b)
            }
            i += 1
            clean = i
        }
        if clean < length { append(UnsafeBufferPointer(rebasing: utf8[clean..<length])) }
        append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `word` is below 0x20, a quote, a backslash or
    /// 0xEF (which may start U+FEFF): the bytes `string(utf8:)` looks at.
    /// Exact, by the usual SWAR tests: a byte of `x` is zero exactly when
    /// `(x - 0x01…) & ~x & 0x80…` is not zero; below `n` (n ≤ 0x80) when
    /// `(x - n…) & ~x & 0x80…` is not.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & high }
        let control = (word &- ones &* 0x20) & ~word & high
        return control | hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x5C))
            | hasZero(word ^ (ones &* 0xEF))
            != 0
    }

    /// A decimal integer.
    mutating func int(_ value: Int) {
        if value == 0 {
            append(0x30)
            return
        }
        var v = value.magnitude
        if value < 0 { append(UInt8(ascii: "-")) }
        // The digit count by comparisons, then two digits a step from a
        // table (offsets are most of a document's numbers).
        var n = 1
        var power: UInt = 10
        while v >= power {
            n += 1
            if n == 20 { break }
            power &*= 10
        }
        reserve(n)
        var k = count + n
        let pairs = Self.digitPairs.utf8Start
        while v >= 100 {
            let pair = Int(truncatingIfNeeded: v % 100) &* 2
            v /= 100
            k -= 2
            base[k] = pairs[pair]
            base[k + 1] = pairs[pair + 1]
        }
        if v >= 10 {
            let pair = Int(truncatingIfNeeded: v) &* 2
            k -= 2
            base[k] = pairs[pair]
            base[k + 1] = pairs[pair + 1]
        } else {
            k -= 1
            base[k] = UInt8(truncatingIfNeeded: v) + 0x30
        }
        count += n
    }

    /// "00", "01", … "99": two digits of a decimal number at once.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// A number: integral values without a fraction (`16`, not `16.0`),
    /// others in Swift's shortest round-trip form; non-finite as 0.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            append(0x30)
            return
        }
        if abs(value) < 1e15, Double(Int64(value)) == value {
            int(Int(value))
        } else {
            var description = value.description
            description.withUTF8 { append($0) }
        }
    }

    /// A colour as a string: `"#rrggbb"`, or `"#rrggbbaa"` when not opaque
    /// (what `Color.hex` gives, without making a `String`).
    mutating func color(_ c: Color) {
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: "#"))
        hexByte(c.red)
        hexByte(c.green)
        hexByte(c.blue)
        if c.alpha != 255 { hexByte(c.alpha) }
        append(UInt8(ascii: "\""))
    }

    @inline(__always)
    private mutating func hexByte(_ v: UInt8) {
        let digits: StaticString = "0123456789abcdef"
        let base = digits.utf8Start
        append(base[Int(v >> 4)])
        append(base[Int(v & 15)])
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }
}
