// Swift Regex against NSRegularExpression on the tag pattern RegexLexer
// uses, over the same input: the measurement behind RegexLexer's choice of
// engine (see the comment at the top of Sources/HTMLRuns/Lexer/RegexLexer.swift).

import Foundation

enum RegexEngines {
    /// Markup as RegexLexer's patterns read it (comment, end tag, start tag),
    /// one alternation, for engines that enumerate matches over the whole input.
    static let tagPattern =
        #"<(?:!--[\s\S]*?(?:-->|\z)|/?[A-Za-z][^\t\n\f\r />]*(?:[^>="']|=[\t\n\f\r ]*(?:"[^"]*(?:"|\z)|'[^']*(?:'|\z))|=|["'])*(?:>|\z))"#

    struct Result: Codable {
        var engine: String
        var how: String
        var matches: Int
        var stats: Stats
        var megabytesPerSecond: Double
    }

    static func run(_ workload: Workload, plan: RunPlan) -> [Result] {
        let string = String(decoding: workload.bytes, as: UTF8.self)
        let bytes = workload.bytes.count
        var results: [Result] = []

        let swiftRegex = try! Regex(tagPattern).matchingSemantics(.unicodeScalar)
        var count = 0
        var stats = measure(plan) {
            count = string.matches(of: swiftRegex).count; return count
        }
        results.append(
            Result(
                engine: "Swift Regex", how: "matches(of:) over the whole input", matches: count,
                stats: stats, megabytesPerSecond: stats.megabytesPerSecond(bytes)))

        stats = measure(plan) {
            // RegexLexer's way: a byte scan to each '<', the pattern anchored there.
            var n = 0
            var offset = 0
            let utf8 = string.utf8
            let u = workload.bytes
            while offset < u.count {
                guard let lt = u[offset...].firstIndex(of: UInt8(ascii: "<")) else { break }
                let index = utf8.index(utf8.startIndex, offsetBy: lt)
                if let m = string[index...].prefixMatch(of: swiftRegex) {
                    n += 1
                    offset = utf8.distance(from: utf8.startIndex, to: m.range.upperBound)
                } else {
                    offset = lt + 1
                }
            }
            count = n
            return n
        }
        results.append(
            Result(
                engine: "Swift Regex", how: "prefixMatch at each '<' (RegexLexer)", matches: count,
                stats: stats, megabytesPerSecond: stats.megabytesPerSecond(bytes)))

        let ns = try! NSRegularExpression(pattern: tagPattern)
        let length = string.utf16.count
        stats = measure(plan) {
            count = ns.numberOfMatches(in: string, range: NSRange(location: 0, length: length))
            return count
        }
        results.append(
            Result(
                engine: "NSRegularExpression", how: "numberOfMatches over the whole input", matches: count,
                stats: stats, megabytesPerSecond: stats.megabytesPerSecond(bytes)))

        stats = measure(plan) {
            var n = 0
            var sum = 0
            ns.enumerateMatches(in: string, range: NSRange(location: 0, length: length)) { m, _, _ in
                if let m { n += 1; sum &+= m.range.location }
            }
            count = n
            return n &+ sum
        }
        results.append(
            Result(
                engine: "NSRegularExpression", how: "enumerateMatches, reading each range", matches: count,
                stats: stats, megabytesPerSecond: stats.megabytesPerSecond(bytes)))
        return results
    }
}
