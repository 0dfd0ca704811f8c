/// Which `href`s become a `link` attribute: relative URLs and the allowed
/// schemes (`Options.allowedLinkSchemes`), read as the URL parser would
/// after its first cleanup.
struct LinkPolicy: Sendable {
    var allowedSchemes: Set<String>

    /// A policy allowing `allowedSchemes`, matched case-insensitively (the
    /// URL parser lowercases schemes, and `Options` users may not).
    init(allowedSchemes: Set<String>) {
        self.allowedSchemes = Set(allowedSchemes.map { $0.lowercased() })
    }

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
        var scheme: [UInt8] = []
        for (i, b) in url.utf8.enumerated() {
            let isAlpha = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            if i == 0 {
                guard isAlpha else { return nil }
            } else if b == UInt8(ascii: ":") {
                return String(decoding: scheme, as: UTF8.self)
            } else {
                let isDigit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
                guard isAlpha || isDigit || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
                else {
                    return nil
                }
            }
            scheme.append(isAlpha ? b | 0x20 : b)
        }
        return nil
    }

    /// The link for `href`, or nil with the refused scheme.
    func link(for href: String) -> Result<String, Refused> {
        let url = Self.clean(href)
        if let scheme = Self.scheme(of: url), !allowedSchemes.contains(scheme) {
            return .failure(Refused(scheme: scheme))
        }
        return .success(url)
    }

    /// A link whose scheme is not allowed.
    struct Refused: Error {
        var scheme: String
    }
}
