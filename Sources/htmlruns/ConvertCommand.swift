// `htmlruns convert`: one input (a file or stdin) to JSON or text on stdout.
import HTMLRuns

enum ConvertCommand {
    static let usage = """
        USAGE: htmlruns convert [FILE | -] [--format json|text] [--offsets utf16|utf8|scalar]

        Converts one HTML fragment (a file, or stdin when FILE is '-' or absent)
        and prints the styled string.

        OPTIONS:
          --format json|text         json (default): text, runs, blocks, containers,
                                     attachments and diagnostics; text: the text only
          --offsets utf16|utf8|scalar
                                     unit of JSON offsets (default utf16)
          --pretty                   indent the JSON
          -h, --help                 show this help

        EXIT STATUS:
          0 converted; 2 usage error; 3 the input could not be read

        EXAMPLES:
          htmlruns convert Corpus/seed-misnesting.html
          htmlruns convert --format text page.html
          curl -s https://example.com/post | htmlruns convert --offsets utf8 -
        """

    enum Format: String { case json, text }

    static func run(_ arguments: [String]) -> Int32 {
        var format = Format.json
        var unit = OffsetUnit.utf16
        var pretty = false
        var inputs: [String] = []
        var i = 0
        func value(for option: String) -> String {
            i += 1
            guard i < arguments.count else { Console.usageError("\(option) needs a value", usage: usage) }
            return arguments[i]
        }
        while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "-h", "--help":
                Console.out(usage + "\n")
                return 0
            case "--format":
                let v = value(for: arg)
                guard let f = Format(rawValue: v) else { Console.usageError("unknown format '\(v)'", usage: usage) }
                format = f
            case "--offsets":
                let v = value(for: arg)
                guard let u = OffsetUnit(rawValue: v) else { Console.usageError("unknown offset unit '\(v)'", usage: usage) }
                unit = u
            case "--pretty":
                pretty = true
            case "-":
                inputs.append(arg)
            default:
                if arg.hasPrefix("-") { Console.usageError("unknown option '\(arg)'", usage: usage) }
                inputs.append(arg)
            }
            i += 1
        }
        if inputs.count > 1 { Console.usageError("convert takes one input", usage: usage) }
        let path = inputs.first ?? "-"
        let bytes: [UInt8]
        do {
            bytes = try InputReader.read(path)
        } catch {
            switch error {
            case .unreadable(let why): Console.err("htmlruns: \(why)\n")
            }
            return 3
        }
        let styled = HTMLConverter().convert(bytes: bytes)
        switch format {
        case .json: Console.out(styled.json(offsets: unit, pretty: pretty) + "\n")
        case .text: Console.out(styled.text + "\n")
        }
        return 0
    }
}
