// The baseline a first version would write: hand the HTML to Foundation's
// XMLParser (libxml2 underneath on Linux) wrapped in a root element, collect
// the text, and track <b>/<strong>, <i>/<em> and <u> as runs in the delegate.
// It shows what strict XML parsing costs and how often it simply fails on
// real HTML (`&nbsp;`, `<br>`, unquoted attributes, misnesting...).

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class XMLBaseline: NSObject, XMLParserDelegate {
    struct Run {
        var start: Int
        var length: Int
        var bold: Bool, italic: Bool, underline: Bool
    }

    private(set) var text = ""
    private(set) var runs: [Run] = []
    private var bold = 0, italic = 0, underline = 0
    private var runStart = 0
    /// UTF-16 length of `text`, kept as it grows (counting it each time would be quadratic).
    private var length = 0

    /// Converts `html`; nil when XMLParser gives up on it.
    static func convert(_ html: [UInt8]) -> (text: String, runs: [Run])? {
        var data = Data("<root>".utf8)
        data.append(contentsOf: html)
        data.append(contentsOf: "</root>".utf8)
        let parser = XMLParser(data: data)
        let baseline = XMLBaseline()
        parser.delegate = baseline
        // swift-corelibs-foundation's parse() can return true after a fatal
        // error (a mismatched end tag, code 76): check parserError as well.
        guard parser.parse(), parser.parserError == nil else { return nil }
        baseline.closeRun()
        return (baseline.text, baseline.runs)
    }

    private func closeRun() {
        let end = length
        if end > runStart {
            runs.append(
                Run(
                    start: runStart, length: end - runStart, bold: bold > 0, italic: italic > 0,
                    underline: underline > 0))
        }
        runStart = end
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        switch elementName.lowercased() {
        case "b", "strong": closeRun(); bold += 1
        case "i", "em": closeRun(); italic += 1
        case "u": closeRun(); underline += 1
        case "br": append("\n")
        case "p", "div", "li", "h1", "h2", "h3", "tr", "blockquote":
            if length > 0 && !text.hasSuffix("\n") { append("\n") }
        default: break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        switch elementName.lowercased() {
        case "b", "strong": closeRun(); bold -= 1
        case "i", "em": closeRun(); italic -= 1
        case "u": closeRun(); underline -= 1
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(string)
    }

    private func append(_ string: String) {
        text += string
        length += string.utf16.count
    }
}
