// A small option parser: each command declares its options once, as
// `OptionSpec`s, and the same list parses the command line, writes the
// OPTIONS section of the help and the shell completion scripts.

/// One option of a command.
struct OptionSpec: Sendable {
    /// What a shell should complete the option's value with.
    enum Completion: Sendable {
        case none, file, directory
    }

    /// The long name without dashes: `format` for `--format`.
    var long: String
    /// The short name without its dash: `f` for `-f`.
    var short: Character? = nil
    /// The value's placeholder in the help (`FORMAT`); nil for a flag.
    var value: String? = nil
    /// The only values accepted, when the option has a fixed set.
    var choices: [String] = []
    var completion: Completion = .none
    var help: String

    var takesValue: Bool { value != nil }
}

/// A command line read against a command's options.
struct ParsedArguments {
    /// Every value given to each option, in order (flags get `""`).
    var values: [String: [String]] = [:]
    /// Arguments that are not options, in order.
    var positionals: [String] = []

    func flag(_ long: String) -> Bool { values[long] != nil }
    /// The last value given (a later option overrides an earlier one).
    func value(_ long: String) -> String? { values[long]?.last }
    func all(_ long: String) -> [String] { values[long] ?? [] }
}

/// A command line that cannot be read; the message says why.
struct UsageError: Error {
    var message: String
}

enum ArgumentParser {
    /// Reads `arguments`: `--name value`, `--name=value`, `-n value`,
    /// flags, `-` (stdin) and `--` (everything after is positional).
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                parsed.positionals += arguments[i...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            let spec: OptionSpec?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = "--" + body[..<equals]
                    inline = String(body[body.index(after: equals)...])
                }
                spec = options.first { "--" + $0.long == name }
            } else {
                spec = argument.count == 2 ? options.first { $0.short.map { "-\($0)" } == argument } : nil
            }
            guard let spec else {
                throw UsageError(message: "unknown option '\(name)'")
            }
            guard spec.takesValue else {
                if inline != nil { throw UsageError(message: "--\(spec.long) takes no value") }
                parsed.values[spec.long, default: []].append("")
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < arguments.count else { throw UsageError(message: "\(name) needs a value (\(spec.value!))") }
                value = arguments[i]
                i += 1
            }
            if !spec.choices.isEmpty, !spec.choices.contains(value) {
                throw UsageError(
                    message: "\(name) does not take '\(value)' (one of: \(spec.choices.joined(separator: ", ")))")
            }
            parsed.values[spec.long, default: []].append(value)
        }
        return parsed
    }

    /// The OPTIONS section of a help text.
    static func help(for options: [OptionSpec]) -> String {
        let rows = options.map { spec -> (String, String) in
            var left = spec.short.map { "-\($0), " } ?? "    "
            left += "--" + spec.long
            if let value = spec.value { left += " " + value }
            return (left, spec.help)
        }
        let width = min(34, (rows.map(\.0.count).max() ?? 0) + 2)
        return rows.map { left, help in
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
            var text = "  " + left
            if left.count + 2 > width {
                text += "\n" + String(repeating: " ", count: width + 2)
            } else {
                text += String(repeating: " ", count: width - left.count)
            }
            text += helpLines.joined(separator: "\n" + String(repeating: " ", count: width + 2))
            return text
        }.joined(separator: "\n")
    }

    /// A non-negative integer option value, or a usage error naming the option.
    static func integer(_ text: String?, option: String, minimum: Int) throws(UsageError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw UsageError(message: "--\(option) needs a whole number of at least \(minimum), not '\(text)'")
        }
        return value
    }
}
