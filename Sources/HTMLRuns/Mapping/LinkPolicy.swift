/// Which `href`s become a `link` attribute: relative URLs and the allowed
/// schemes (`Options.allowedLinkSchemes`), read as the URL parser would
/// after its first cleanup.
struct LinkPolicy: Sendable {
    let allowedSchemes: Set<String>

    /// A policy allowing `allowedSchemes`, matched case-insensitively (the
    /// URL parser lowercases schemes, and `Options` users may not).
    init(allowedSchemes: Set<String>) {
        self.allowedSchemes = Set(allowedSchemes.map { $0.lowercased() })
        self.allowedSchemeBytes = self.allowedSchemes.map { Array($0.utf8) }
    }

    /// `allowedSchemes` as bytes, so a link's scheme is checked without
    /// making a string of it.
    private let allowedSchemeBytes: [[UInt8]]

    /// The URL parser's first steps (URL Standard §4.4): leading and trailing
    /// C0 controls and spaces trimmed, ASCII tabs and newlines removed.
    static func clean(_ href: String) -> String {
        var href = href
        let clean = href.withUTF8 { bytes in
            for b in bytes where b <= 0x20 { return false }
            return true
        }
        if clean { return href }
        var scalars = Substring(href).unicodeScalars[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var out = String.UnicodeScalarView()
        for s in scalars where s != "\t" && s != "\n" && s != "\r" { out.append(s) }
        return String(out)
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
        for (i, b) in bytes.enumerated() {
            let isAlpha = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            if i == 0 {
                guard isAlpha else { return nil }
            } else if b == UInt8(ascii: ":") {
                return i
            } else {
                let isDigit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
                guard isAlpha || isDigit || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
                else {
                    return nil
                }
            }
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
            for allowed in allowedSchemeBytes where allowed.count == length {
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
