// The /convert endpoint: HTML in, the styled string's JSON out.
import HTMLRuns
import Hummingbird
import HummingbirdCore
import NIOCore

/// How the service behaves.
public struct ConvertServiceSettings: Sendable {
    /// Request bodies larger than this are refused with 413 Content Too Large.
    public var maxInputBytes: Int = 1 << 20
    /// The conversion options each request starts from; query parameters
    /// can only add to them (e.g. one more link scheme).
    public var options: Options = Options()

    /// Default settings: 1 MiB of HTML at most, default options.
    public init() {}
}

/// Builds the router: `POST /convert` and `GET /health`.
///
/// `POST /convert` takes the HTML as the request body (`text/html`,
/// `text/plain`, `application/octet-stream` or no content type; any charset
/// is read as UTF-8, invalid bytes become U+FFFD and a diagnostic) and
/// answers `200` with the JSON of htmlruns' SPEC, "JSON output". Query
/// parameters:
///
/// - `offsets=utf16|utf8|scalar`: the unit of every offset (default utf16);
/// - `allow-scheme=NAME`: one more link scheme that becomes a `link`
///   attribute (repeat it, or separate names with commas);
/// - `max-depth=N`: elements nested deeper are flattened (default 512);
/// - `pretty=true`: indented JSON.
///
/// Errors are JSON too (`{"error": {"message": "..."}}`): `400` for a bad
/// query parameter, `413` for a body over the limit, `415` for a content
/// type that is not HTML or text.
public func buildRouter(settings: ConvertServiceSettings = ConvertServiceSettings()) -> Router<BasicRequestContext> {
    let router = Router()
    router.post("/convert") { request, context in
        try await convert(request, context: context, settings: settings)
    }
    router.get("/health") { _, _ in
        "ok\n"
    }
    return router
}

/// Builds the application listening on `host`:`port`.
public func buildApplication(
    host: String = "127.0.0.1",
    port: Int = 8080,
    settings: ConvertServiceSettings = ConvertServiceSettings()
) -> some ApplicationProtocol {
    Application(
        router: buildRouter(settings: settings),
        configuration: ApplicationConfiguration(
            address: .hostname(host, port: port),
            serverName: "htmlruns-server"
        )
    )
}

/// The content types read as HTML; anything else is refused with 415.
private let acceptedMediaTypes: Set<String> = ["text/html", "text/plain", "application/octet-stream"]

private func convert(
    _ request: Request,
    context: BasicRequestContext,
    settings: ConvertServiceSettings
) async throws -> Response {
    if let contentType = request.headers[.contentType] {
        let mediaType = contentType.split(separator: ";").first?.trimmingSpaces().lowercased() ?? ""
        guard acceptedMediaTypes.contains(mediaType) else {
            throw HTTPError(.unsupportedMediaType, message: "send the HTML as text/html, not \(mediaType)")
        }
    }
    let query = try ConvertQuery(request.uri.queryParameters, base: settings.options)

    // Refuse early when the client announces too much, and stop reading
    // when it sends more than it announced.
    let tooLarge = HTTPError(.contentTooLarge, message: "the HTML is larger than \(settings.maxInputBytes) bytes")
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > settings.maxInputBytes {
        throw tooLarge
    }
    let body: ByteBuffer
    do {
        body = try await request.body.collect(upTo: settings.maxInputBytes)
    } catch is NIOTooManyBytesError {
        throw tooLarge
    }

    let styled = HTMLConverter(options: query.options).convert(bytes: body.readableBytesView)
    let json = styled.json(offsets: query.offsets, pretty: query.pretty)

    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
}

/// The query parameters of `POST /convert`, checked.
struct ConvertQuery {
    var options: Options
    var offsets: OffsetUnit = .utf16
    var pretty = false

    init(_ parameters: FlatDictionary<Substring, Substring>, base: Options) throws {
        options = base
        for (key, value) in parameters {
            switch key {
            case "offsets":
                guard let unit = OffsetUnit(rawValue: String(value)) else {
                    throw HTTPError(.badRequest, message: "offsets must be utf16, utf8 or scalar, not '\(value)'")
                }
                offsets = unit
            case "allow-scheme":
                for scheme in value.split(separator: ",") {
                    let name = scheme.trimmingSpaces().lowercased()
                    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
                        throw HTTPError(.badRequest, message: "'\(scheme)' is not a URL scheme")
                    }
                    options.allowedLinkSchemes.insert(name)
                }
            case "max-depth":
                guard let depth = Int(value), depth > 0 else {
                    throw HTTPError(.badRequest, message: "max-depth must be a positive integer, not '\(value)'")
                }
                options.maxNestingDepth = depth
            case "pretty":
                switch value {
                case "", "true", "1": pretty = true
                case "false", "0": pretty = false
                default: throw HTTPError(.badRequest, message: "pretty must be true or false, not '\(value)'")
                }
            default:
                throw HTTPError(.badRequest, message: "unknown query parameter '\(key)'")
            }
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " || result.first == "\t" { result.removeFirst() }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
