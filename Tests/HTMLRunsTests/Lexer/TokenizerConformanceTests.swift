// Runs every html5lib tokenizer test (../shared/html5lib-tests/tokenizer)
// through ScalarLexer and compares the tokens, ignoring the error lists.
// Each (test, initial state) pair counts as one case.

import Foundation
import Testing

@testable import HTMLRuns

@Suite struct TokenizerConformanceTests {
    /// The tokens in html5lib's format, adjacent characters merged.
    enum ExpectedToken: Equatable, CustomStringConvertible {
        case doctype(name: String?, publicIdentifier: String?, systemIdentifier: String?, correct: Bool)
        case startTag(name: String, attributes: [String: String], selfClosing: Bool)
        case endTag(name: String)
        case comment(String)
        case character(String)

        var description: String {
            switch self {
            case let .doctype(name, publicIdentifier, systemIdentifier, correct):
                "DOCTYPE(\(name.debugDescription), \(publicIdentifier.debugDescription), \(systemIdentifier.debugDescription), \(correct))"
            case let .startTag(name, attributes, selfClosing):
                "StartTag(\(name.debugDescription), \(attributes.sorted { $0.key < $1.key }), \(selfClosing))"
            case let .endTag(name): "EndTag(\(name.debugDescription))"
            case let .comment(data): "Comment(\(data.debugDescription))"
            case let .character(data): "Character(\(data.debugDescription))"
            }
        }
    }

    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Lexer
        .deletingLastPathComponent()  // HTMLRunsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("../shared/html5lib-tests/tokenizer")
        .standardizedFileURL

    @Test func html5libTokenizerTests() throws {
        let directory = Self.testsDirectory
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".test") }.sorted() ?? []
        guard !files.isEmpty else {
            Issue.record("html5lib tokenizer tests not found at \(directory.path)")
            return
        }
        var passed = 0
        var failed: [String] = []
        var skipped: [String] = []
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            if let tests = root["xmlViolationTests"] as? [[String: Any]] {
                for test in tests {
                    skipped.append("\(file): \(test["description"] ?? "?") (XML infoset coercion, not HTML tokenizing)")
                }
                continue
            }
            for test in root["tests"] as? [[String: Any]] ?? [] {
                let description = test["description"] as? String ?? "?"
                let doubleEscaped = test["doubleEscaped"] as? Bool ?? false
                let states = test["initialStates"] as? [String] ?? ["Data state"]
                for state in states {
                    let name = "\(file): \(description) [\(state)]"
                    guard let input = Self.unescape(test["input"] as? String ?? "", doubleEscaped),
                        let expected = Self.expectedTokens(test["output"] as? [Any] ?? [], doubleEscaped)
                    else {
                        skipped.append("\(name) (lone surrogate: not representable in UTF-8)")
                        continue
                    }
                    let actual = Self.tokenize(input, state: state, lastStartTag: test["lastStartTag"] as? String)
                    if actual == expected {
                        passed += 1
                    } else {
                        failed.append(
                            """
                            \(name)
                                input:    \(input.debugDescription)
                                expected: \(expected)
                                actual:   \(actual ?? [])
                            """)
                    }
                }
            }
        }
        let run = passed + failed.count
        print("html5lib tokenizer: \(passed) passed, \(failed.count) failed, \(skipped.count) skipped (of \(run) run)")
        for name in skipped { print("  skipped: \(name)") }
        for failure in failed { print("  FAILED: \(failure)") }
        #expect(run > 0)
        #expect(Double(passed) >= 0.99 * Double(run), "\(failed.count) of \(run) tokenizer tests failed")
    }

    /// Lexes `input` from the named initial state; nil for an unknown state.
    static func tokenize(_ input: String, state: String, lastStartTag: String?) -> [ExpectedToken]? {
        // The test input is the decoded character stream, while ScalarLexer
        // reads bytes and drops a leading BOM as a decoder does. A stream that
        // itself starts with U+FEFF is therefore encoded behind a BOM.
        let bom: [UInt8] = input.unicodeScalars.first == "\u{FEFF}" ? [0xEF, 0xBB, 0xBF] : []
        var lexer = ScalarLexer(input: bom + Array(input.utf8))
        let last = lastStartTag ?? ""
        let tag = TagSpelling.knownTag(named: last) ?? .custom(lexer.customTagID(for: last))
        switch state {
        case "Data state": break
        case "PLAINTEXT state": lexer.switchTo(.plaintext, appropriateEndTag: tag)
        case "RCDATA state": lexer.switchTo(.rcdata, appropriateEndTag: tag)
        case "RAWTEXT state": lexer.switchTo(.rawtext, appropriateEndTag: tag)
        case "Script data state": lexer.switchTo(.scriptData, appropriateEndTag: tag)
        case "CDATA section state": lexer.startInCDATASection()
        default: return nil
        }
        // Attributes and DOCTYPE fields are read from the lexer before the next token.
        var tokens: [(token: Token, attributes: [Attribute], doctype: Token.Doctype?)] = []
        while let token = lexer.next() {
            tokens.append((token, lexer.attributes(of: token), lexer.doctype(of: token)))
        }
        let store = lexer.takeStore()
        var out: [ExpectedToken] = []
        for (token, tokenAttributes, doctype) in tokens {
            switch token.kind {
            case .startTag:
                var attributes: [String: String] = [:]
                for attribute in tokenAttributes { attributes[attribute.name] = attribute.value }
                out.append(
                    .startTag(
                        name: token.name.spelling(in: store.tagNames), attributes: attributes,
                        selfClosing: token.selfClosing))
            case .endTag:
                out.append(.endTag(name: token.name.spelling(in: store.tagNames)))
            case .comment:
                out.append(.comment(store.string(token.text)))
            case .doctype:
                let d = doctype!
                out.append(
                    .doctype(
                        name: d.name, publicIdentifier: d.publicIdentifier,
                        systemIdentifier: d.systemIdentifier, correct: !d.forceQuirks))
            case .text:
                append(token.isNull ? "\u{0}" : store.string(token.text), to: &out)
            }
        }
        return out
    }

    /// html5lib's expected output, adjacent characters merged; nil if a string is not representable.
    static func expectedTokens(_ output: [Any], _ doubleEscaped: Bool) -> [ExpectedToken]? {
        var out: [ExpectedToken] = []
        func string(_ value: Any?) -> String?? {
            guard let s = value as? String else { return .some(nil) }
            guard let u = unescape(s, doubleEscaped) else { return nil }
            return .some(u)
        }
        for item in output {
            guard let token = item as? [Any], let kind = token.first as? String else { continue }
            switch kind {
            case "DOCTYPE":
                guard let name = string(token[1]), let publicIdentifier = string(token[2]),
                    let systemIdentifier = string(token[3])
                else { return nil }
                out.append(
                    .doctype(
                        name: name, publicIdentifier: publicIdentifier,
                        systemIdentifier: systemIdentifier, correct: token[4] as? Bool ?? false))
            case "StartTag":
                var attributes: [String: String] = [:]
                for (key, value) in token[2] as? [String: String] ?? [:] {
                    guard let k = unescape(key, doubleEscaped), let v = unescape(value, doubleEscaped) else {
                        return nil
                    }
                    attributes[k] = v
                }
                guard let name = string(token[1]) ?? nil else { return nil }
                out.append(
                    .startTag(
                        name: name, attributes: attributes,
                        selfClosing: token.count > 3 && (token[3] as? Bool ?? false)))
            case "EndTag":
                guard let name = string(token[1]) ?? nil else { return nil }
                out.append(.endTag(name: name))
            case "Comment":
                guard let data = string(token[1]) ?? nil else { return nil }
                out.append(.comment(data))
            case "Character":
                guard let data = string(token[1]) ?? nil else { return nil }
                append(data, to: &out)
            default:
                continue
            }
        }
        return out
    }

    static func append(_ characters: String, to tokens: inout [ExpectedToken]) {
        if case .character(let previous) = tokens.last {
            tokens[tokens.count - 1] = .character(previous + characters)
        } else if !characters.isEmpty {
            tokens.append(.character(characters))
        }
    }

    /// Undoes html5lib's `\uXXXX` double escaping; nil when it leaves a lone surrogate.
    static func unescape(_ s: String, _ doubleEscaped: Bool) -> String? {
        guard doubleEscaped else { return s }
        let units = Array(s.utf16)
        var out: [UInt16] = []
        var i = 0
        while i < units.count {
            if units[i] == 0x5C, i + 6 <= units.count, units[i + 1] == 0x75,
                let value = UInt16(String(decoding: units[(i + 2)..<(i + 6)], as: UTF16.self), radix: 16)
            {
                out.append(value)
                i += 6
            } else {
                out.append(units[i])
                i += 1
            }
        }
        var scalars = String.UnicodeScalarView()
        var iterator = out.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
