// Whether an `<object>` shows its resource or its fallback content, decided
// as Chromium decides it (`HTMLPlugInElement::GetObjectContentType`), with
// no plug-ins: from the `type` attribute, or else from the extension of the
// `data` URL's last path segment. Nothing is fetched.

/// What an `<object>` element draws.
enum ObjectContentType: Equatable {
    /// Its resource (an image, a document, media): the element is a
    /// replaced box, and its children are not shown.
    case resource
    /// Its children (no resource, or one only a plug-in could show).
    case fallback

    /// The content type of an object with these `type` and `data` attributes.
    ///
    /// An explicit `type` decides (`<object type="image/png">` draws an empty
    /// image, `type="application/pdf"` its fallback); without one, a `data`
    /// URL whose extension names a type the browser cannot show (`.pdf`,
    /// `.docx`, `.zip`, `.swf`) falls back, any other `data` (no extension,
    /// `.png`, `.html`, `.mp4`) is loaded. With neither, the fallback shows.
    static func of(type: String?, data: String?) -> ObjectContentType {
        if let type, !type.isEmpty {
            return showsItself(mimeType: type) ? .resource : .fallback
        }
        guard let data, !data.utf8.allSatisfy(Byte.isWhitespace) else { return .fallback }
        if let ext = pathExtension(of: data), fallbackExtensions.contains(ext) { return .fallback }
        return .resource
    }

    /// Whether the browser shows a resource of `mimeType` without a plug-in:
    /// the image formats it decodes, text (but for calendar, contact and
    /// spreadsheet text), XML, JSON, script and the media it plays.
    /// Parameters are ignored; white space around the type makes it
    /// another type, which the browser does not show.
    static func showsItself(mimeType: String) -> Bool {
        let essence = mimeType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .lowercased()
        guard let slash = essence.firstIndex(of: "/") else { return false }
        let top = essence[..<slash]
        let sub = String(essence[essence.index(after: slash)...])
        switch top {
        case "image": return imageSubtypes.contains(sub)
        case "text": return !unsupportedTextSubtypes.contains(sub)
        case "video": return videoSubtypes.contains(sub)
        case "audio": return audioSubtypes.contains(sub)
        case "application": return applicationSubtypes.contains(sub)
        default: return false
        }
    }

    /// The lowercased extension of the last path segment of `url` (its
    /// query and fragment left out, white space around it trimmed as the
    /// URL parser trims it), if it has one.
    static func pathExtension(of url: String) -> String? {
        let trimmed = url.utf8.drop(while: Byte.isWhitespace).reversed().drop(while: Byte.isWhitespace).reversed()
        let path = String(decoding: trimmed, as: UTF8.self).prefix { $0 != "?" && $0 != "#" }
        let segment = path.split(separator: "/", omittingEmptySubsequences: false).last ?? path[...]
        guard let dot = segment.lastIndex(of: ".") else { return nil }
        return segment[segment.index(after: dot)...].lowercased()
    }

    // Blink's supported image types.
    private static let imageSubtypes: Set<String> = [
        "png", "x-png", "apng", "jpeg", "jpg", "pjpeg", "gif", "webp", "bmp", "x-ms-bmp", "x-icon",
        "vnd.microsoft.icon", "svg+xml", "avif", "x-xbitmap",
    ]
    // Text types Blink does not show as a document (`kUnsupportedTextTypes`).
    private static let unsupportedTextSubtypes: Set<String> = [
        "calendar", "x-calendar", "x-vcalendar", "vcalendar", "vcard", "x-vcard", "directory", "ldif", "qif",
        "x-qif", "x-csv", "x-vcf", "rtf", "comma-separated-values", "csv", "tab-separated-values", "tsv", "ofx",
        "vnd.sun.j2me.app-descriptor",
    ]
    private static let videoSubtypes: Set<String> = ["mp4", "webm", "ogg", "x-m4v", "mpeg"]
    private static let audioSubtypes: Set<String> = [
        "mpeg", "mp3", "x-mp3", "ogg", "wav", "wave", "x-wav", "webm", "flac", "x-flac", "aac", "mp4", "x-m4a", "opus",
    ]
    private static let applicationSubtypes: Set<String> = [
        "xml", "xhtml+xml", "json", "javascript", "ecmascript", "x-javascript", "rss+xml", "atom+xml", "xslt+xml",
        "mathml+xml", "rdf+xml", "vnd.mozilla.xul+xml",
    ]
    // Extensions of Chromium's well-known types that it cannot show (checked
    // against headless Chromium one by one); an extension it does not know
    // (`.mov`, `.rar`, `.md`) leaves the type to the response: loaded.
    private static let fallbackExtensions: Set<String> = [
        "pdf", "ps", "eps", "ai", "doc", "dot", "docx", "xls", "xlsx", "ppt", "pptx", "rtf", "csv", "ics", "zip",
        "gz", "tgz", "tar", "exe", "com", "bin", "apk", "crx", "epub", "woff", "tif", "tiff", "wasm", "swf",
    ]
}
