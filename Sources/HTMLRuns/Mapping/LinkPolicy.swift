/// Which `href`s become a `link` attribute: relative URLs and the allowed
/// schemes (`Options.allowedLinkSchemes`), read as the URL parser would
/// after its first cleanup.
struct LinkPolicy: Sendable {
    let allowedSchemes: Set<String>

    /// A policy allowing `allowedSchemes`, matched case-insensitively (the
    /// URL parser lowercases schemes, and `Options` users may not).
    init(allowedSchemes: Set<String>) {
        self.allowedSchemes = Set(allowedSchemes.map { $0.lowercased() })
        var words: [UInt64] = []
        var long: [[UInt8]] = []
        for scheme in self.allowedSchemes {
            let bytes = Array(scheme.utf8)
            if let word = bytes.withUnsafeBufferPointer({ Self.word(of: $0, length: $0.count) }) {
                words.append(word)
            } else {
                long.append(bytes)
            }
        }
        allowedSchemeWords = words
        longAllowedSchemes = long
    }

    /// The allowed schemes of one to eight bytes (`http`, `https`,
    /// `mailto`, `tel`...) as words (`word(of:length:)`), so a link's
    /// scheme is checked by comparing words, with no string made.
    private let allowedSchemeWords: [UInt64]
    /// The longer allowed schemes, as bytes.
    private let longAllowedSchemes: [[UInt8]]

    /// The first `length` bytes (one to eight) lowercased, as one
    /// little-endian word; nil for other lengths.
    private static func word(of bytes: UnsafeBufferPointer<UInt8>, length: Int) -> UInt64? {
        guard length >= 1 && length <= 8 && length <= bytes.count else { return nil }
        var word: UInt64 = 0
        for i in 0..<length { word |= UInt64(lowercased(bytes[i])) << (8 * i) }
        return word
    }

    /// The URL parser's first steps (URL Standard §4.4): leading and trailing
    /// C0 controls and spaces trimmed, ASCII tabs and newlines removed.
    static func clean(_ href: String) -> String {
        var href = href
        let clean = href.withUTF8 { !Self.hasControlOrSpace($0) }
        if clean { return href }
        var scalars = Substring(href).unicodeScalars[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var out = String.UnicodeScalarView()
        for s in scalars where s != "\t" && s != "\n" && s != "\r" { out.append(s) }
        return String(out)
    }

    /// Whether any byte is a C0 control or a space (at most U+0020), eight
    /// bytes at a step: a byte below 0x21 borrows in `w - 0x21…` where it
    /// had its top bit clear (bytes from 0x80 are never flagged).
    private static func hasControlOrSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let n = bytes.count
        var i = 0
        while i &+ 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            if (w &- 0x2121_2121_2121_2121) & ~w & 0x8080_8080_8080_8080 != 0 { return true }
            i &+= 8
        }
        while i < n {
            if bytes[i] <= 0x20 { return true }
            i &+= 1
        }
        return false
    }

    /// The scheme of a cleaned URL, lowercased, or nil for a relative URL.
    static func scheme(of url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes in
            schemeLength(bytes).map { length in
                String(decoding: bytes[..<length].lazy.map(lowercased), as: UTF8.self)
            }
        }
    }

    /// The length of the URL's scheme (URL Standard §4.4 "scheme state":
    /// an ASCII letter, then letters, digits, `+`, `-`, `.`, up to `:`),
    /// or nil when it has none (a relative URL).
    private static func schemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = bytes.count
        guard n > 0, (bytes[0] | 0x20) &- UInt8(ascii: "a") < 26 else { return nil }
        var i = 1
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: ":") { return i }
            let isAlpha = (b | 0x20) &- UInt8(ascii: "a") < 26
            let isDigit = b &- UInt8(ascii: "0") < 10
            guard isAlpha || isDigit || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
            else { return nil }
            i &+= 1
        }
        return nil
    }

    @inline(__always)
    private static func lowercased(_ b: UInt8) -> UInt8 {
        b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b | 0x20 : b
    }

    /// The link for `href`, or nil with the refused scheme.
    func link(for href: String) -> Result<String, Refused> {
        var url = Self.clean(href)
        let allowed = url.withUTF8 { bytes -> Bool in
            guard let length = Self.schemeLength(bytes) else { return true }
            if let word = Self.word(of: bytes, length: length) { return allowedSchemeWords.contains(word) }
            for allowed in longAllowedSchemes where allowed.count == length {
                var i = 0
                while i < length && allowed[i] == Self.lowercased(bytes[i]) { i += 1 }
                if i == length { return true }
            }
            return false
        }
        if !allowed, let scheme = Self.scheme(of: url) {
            return .failure(Refused(scheme: scheme))
        }
        return .success(url)
    }

    /// A link whose scheme is not allowed.
    struct Refused: Error {
        var scheme: String
    }
}
