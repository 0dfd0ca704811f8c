import Foundation
import HTMLRuns
import Testing

/// The writing half of `Scripts/markdown-roundtrip.py`, which checks that
/// random styled paragraphs written as Markdown read back (with a CommonMark
/// parser) as the same characters with the same styles. Runs only when the
/// script sets `HTMLRUNS_MARKDOWN_ROUNDTRIP` to its cases file.
@Suite struct MarkdownWriterRoundTripTests {
    static let casesFile = ProcessInfo.processInfo.environment["HTMLRUNS_MARKDOWN_ROUNDTRIP"]

    @Test(.enabled(if: casesFile != nil, "run by Scripts/markdown-roundtrip.py"))
    func writeMarkdownForEachCase() throws {
        let url = URL(fileURLWithPath: try #require(Self.casesFile))
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[[String: Any]]])
        var markdown: [String] = []
        for segments in cases {
            var b = StyledStringBuilder()
            b.paragraph {
                for segment in segments {
                    $0.append(
                        segment["text"] as? String ?? "",
                        Styles.with {
                            $0.bold = segment["bold"] as? Bool ?? false
                            $0.italic = segment["italic"] as? Bool ?? false
                            $0.strikethrough = segment["strike"] as? Bool ?? false
                            $0.monospace = segment["code"] as? Bool ?? false
                            $0.link = segment["link"] as? String
                        })
                }
            }
            markdown.append(b.build().markdown())
        }
        try JSONSerialization.data(withJSONObject: markdown).write(to: url.appendingPathExtension("out"))
    }
}
