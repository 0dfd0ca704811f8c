import Testing

@testable import HTMLRuns

/// `<object>`: its resource or its fallback content, as Chromium decides
/// without plug-ins (each expectation checked against headless Chromium).
@Suite struct ObjectContentTypeTests {
    @Test(arguments: [
        ("image/png", ObjectContentType.resource), ("IMAGE/PNG", .resource), ("image/png; x=y", .resource),
        ("text/html", .resource), ("text/bogus", .resource), ("application/json", .resource), ("video/mp4", .resource),
        ("audio/mpeg", .resource), ("image/svg+xml", .resource),
        ("application/pdf", .fallback), ("application/x-shockwave-flash", .fallback), ("image/bogus", .fallback),
        ("video/bogus", .fallback), ("text/csv", .fallback), ("image", .fallback), (" image/png", .fallback),
        ("foo/bar", .fallback), ("application/octet-stream", .fallback),
    ])
    func explicitTypeDecides(type: String, expected: ObjectContentType) {
        #expect(ObjectContentType.of(type: type, data: nil) == expected)
        #expect(ObjectContentType.of(type: type, data: "x.png") == expected)
    }

    @Test(arguments: [
        ("x.svg", ObjectContentType.resource), ("x", .resource), ("#", .resource), ("x.mov", .resource),
        ("data:text/plain,hi", .resource), ("x.html", .resource), ("y?x=1.pdf", .resource), ("dir.pdf/x", .resource),
        ("x.pdf", .fallback), ("x.PDF", .fallback), ("x.pdf#page=2", .fallback), ("x.pdf?dl=1", .fallback),
        (" x.pdf ", .fallback), ("https://e.test/a/b.docx", .fallback), ("x.zip", .fallback), ("x.swf", .fallback),
        ("", .fallback), (" \n", .fallback),
    ])
    func withoutATypeTheDataExtensionDecides(data: String, expected: ObjectContentType) {
        #expect(ObjectContentType.of(type: nil, data: data) == expected)
        #expect(ObjectContentType.of(type: "", data: data) == expected)
    }

    @Test func noAttributesShowTheFallback() {
        #expect(ObjectContentType.of(type: nil, data: nil) == .fallback)
    }

    @Test func aResourceIsAReplacedBoxWithoutItsChildren() {
        #expect(HTMLConverter().convert("a<object data='x.svg'>fallback</object>b").text == "ab")
        #expect(
            HTMLConverter().convert("a<object data='x.svg' style='display: block'>fallback</object>b").text == "a\nb")
        // The fallback of an object that falls back shows, nested objects too.
        #expect(HTMLConverter().convert("a<object data='x.pdf'><b>f</b></object>b").text == "afb")
        #expect(
            HTMLConverter().convert("a<object data='x.pdf'><object data='y.png'>inner</object>outer</object>b").text
                == "aouterb")
    }
}
