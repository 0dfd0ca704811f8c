import Foundation
import HTMLRunsServer
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ConvertServiceTests {
    /// Default options, and a 64-byte limit so that the 413 test stays small.
    static let settings: ConvertServiceSettings = {
        var settings = ConvertServiceSettings()
        settings.maxInputBytes = 64
        return settings
    }()

    let app = Application(router: buildRouter(settings: Self.settings))

    /// The JSON body as a dictionary.
    func object(_ response: TestResponse) throws -> [String: Any] {
        let data = Data(response.body.readableBytesView)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func misnestedFormattingComesBackAsRuns() async throws {
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/convert", method: .post, headers: [.contentType: "text/html; charset=utf-8"],
                body: ByteBuffer(string: "<b>1<i>2</b>3</i>")
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let json = try object(response)
                #expect(json["text"] as? String == "123")
                #expect(json["offsetUnit"] as? String == "utf16")
                let runs = try #require(json["runs"] as? [[String: Any]])
                #expect(runs.count == 3)
                let second = try #require(runs[1]["attributes"] as? [String: Bool])
                #expect(second == ["bold": true, "italic": true])
            }
        }
    }

    @Test func offsetsFollowTheQueryParameter() async throws {
        try await app.test(.router) { client in
            for (unit, length) in [("utf16", 2), ("utf8", 4), ("scalar", 1)] {
                try await client.execute(
                    uri: "/convert?offsets=\(unit)", method: .post, body: ByteBuffer(string: "😀<b>x</b>")
                ) { response in
                    #expect(response.status == .ok)
                    let json = try object(response)
                    #expect(json["offsetUnit"] as? String == unit)
                    let runs = try #require(json["runs"] as? [[String: Any]])
                    #expect(runs.first?["length"] as? Int == length)
                }
            }
        }
    }

    @Test func allowSchemeAddsALinkScheme() async throws {
        let html = #"<a href="myapp://x">go</a>"#
        try await app.test(.router) { client in
            try await client.execute(uri: "/convert", method: .post, body: ByteBuffer(string: html)) { response in
                let runs = try #require(try object(response)["runs"] as? [[String: Any]])
                #expect((runs[0]["attributes"] as? [String: Any])?["link"] == nil)
            }
            try await client.execute(uri: "/convert?allow-scheme=myapp", method: .post, body: ByteBuffer(string: html))
            { response in
                let runs = try #require(try object(response)["runs"] as? [[String: Any]])
                #expect((runs[0]["attributes"] as? [String: Any])?["link"] as? String == "myapp://x")
            }
        }
    }

    @Test func badQueryParameterIs400() async throws {
        try await app.test(.router) { client in
            for query in ["offsets=utf32", "max-depth=-1", "pretty=maybe", "allow-scheme=a%20b", "colour=red"] {
                try await client.execute(uri: "/convert?\(query)", method: .post, body: ByteBuffer(string: "x")) {
                    response in
                    #expect(response.status == .badRequest, "\(query)")
                    let error = try #require(try object(response)["error"] as? [String: String])
                    #expect(error["message"]?.isEmpty == false)
                }
            }
        }
    }

    @Test func oversizedBodyIs413() async throws {
        try await app.test(.router) { client in
            let html = String(repeating: "<b>x</b>", count: 9)  // 72 bytes, limit 64
            try await client.execute(uri: "/convert", method: .post, body: ByteBuffer(string: html)) { response in
                #expect(response.status == .contentTooLarge)
            }
            try await client.execute(uri: "/convert", method: .post, body: ByteBuffer(string: String(html.prefix(64))))
            { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func nonHTMLContentTypeIs415() async throws {
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/convert", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .unsupportedMediaType)
            }
        }
    }

    @Test func invalidUTF8IsRepairedNotRefused() async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/convert", method: .post, body: ByteBuffer(bytes: [0x61, 0xFF, 0x62])) {
                response in
                #expect(response.status == .ok)
                let json = try object(response)
                #expect(json["text"] as? String == "a\u{FFFD}b")
                let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
                #expect(diagnostics.contains { $0["kind"] as? String == "invalidUTF8" })
            }
        }
    }

    @Test func getIsNotAllowed() async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/convert", method: .get) { response in
                #expect(response.status != .ok)
            }
        }
    }
}
