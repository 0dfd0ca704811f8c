// Math functions (css-values-4 §10): `calc()`, `min()`, `max()`, `clamp()`,
// common in generated inline styles (WordPress writes `font-size:clamp(...)`).
// Evaluated with a shunting-yard over an explicit operator stack, so deeply
// nested parentheses cost memory, not stack frames.

/// Evaluates a math function to a number or a length in px.
///
/// ```swift
/// CSSMath.evaluate(name: "calc", CSSTokenizer.tokens("1em + 2px"), fontSize: 10, percentBase: nil)
/// // Value(number: 12, isLength: true)
/// ```
enum CSSMath {
    /// The math functions read here.
    static let functions: Set<String> = ["calc", "-webkit-calc", "min", "max", "clamp"]

    struct Value: Hashable, Sendable {
        var number: Double
        /// True for a length (px), false for a plain number.
        var isLength: Bool
    }

    /// Beyond this many tokens an expression is not evaluated.
    static let maxTokens = 10_000

    private enum Operator {
        case add, subtract, multiply, divide
        /// `(` or `calc(`: a grouping.
        case group
        /// `min(`, `max(`, `clamp(`, with the value stack's height when it opened.
        case function(String, base: Int)

        var precedence: Int {
            switch self {
            case .add, .subtract: 1
            case .multiply, .divide: 2
            default: 0
            }
        }
    }

    /// Evaluates `name(arguments)`; nil when the expression is invalid or
    /// mixes types wrongly (a length plus a number, a division by a length...).
    /// Percentages resolve against `percentBase` (invalid when nil).
    static func evaluate(
        name: String, _ arguments: [CSSToken], fontSize: Double, percentBase: Double?,
        monospace: Bool = false
    ) -> Value? {
        guard arguments.count <= maxTokens else { return nil }
        let lower = name.lowercasedForCSS
        guard functions.contains(lower) else { return nil }
        var values: [Value] = []
        var operators: [Operator] = [lower == "calc" || lower == "-webkit-calc" ? .group : .function(lower, base: 0)]
        var expectOperand = true

        func apply(_ op: Operator) -> Bool {
            guard values.count >= 2 else { return false }
            let r = values.removeLast()
            let l = values.removeLast()
            switch op {
            case .add:
                guard l.isLength == r.isLength else { return false }
                values.append(Value(number: l.number + r.number, isLength: l.isLength))
            case .subtract:
                guard l.isLength == r.isLength else { return false }
                values.append(Value(number: l.number - r.number, isLength: l.isLength))
            case .multiply:
                guard !(l.isLength && r.isLength) else { return false }
                values.append(Value(number: l.number * r.number, isLength: l.isLength || r.isLength))
            case .divide:
                guard !r.isLength, r.number != 0 else { return false }
                values.append(Value(number: l.number / r.number, isLength: l.isLength))
            default:
                return false
            }
            return true
        }

        /// Applies operators down to the innermost group or function.
        func unwind() -> Bool {
            while let top = operators.last {
                switch top {
                case .group, .function: return true
                default:
                    operators.removeLast()
                    guard apply(top) else { return false }
                }
            }
            return false
        }

        /// Closes the innermost group or function at `)`.
        func close() -> Bool {
            guard unwind(), let top = operators.popLast() else { return false }
            switch top {
            case .group:
                return true
            case .function(let fn, let base):
                guard values.count > base else { return false }
                let args = Array(values[base...])
                values.removeLast(values.count - base)
                guard let first = args.first, args.allSatisfy({ $0.isLength == first.isLength }) else { return false }
                switch fn {
                case "min": values.append(Value(number: args.map(\.number).min()!, isLength: first.isLength))
                case "max": values.append(Value(number: args.map(\.number).max()!, isLength: first.isLength))
                default:
                    guard args.count == 3 else { return false }
                    let v = max(args[0].number, min(args[1].number, args[2].number))
                    values.append(Value(number: v, isLength: first.isLength))
                }
                return true
            default:
                return false
            }
        }

        for token in arguments {
            switch token {
            case .whitespace:
                continue
            case .number(let v, _):
                guard expectOperand else { return nil }
                values.append(Value(number: v, isLength: false))
                expectOperand = false
            case .dimension, .percentage:
                guard expectOperand, let length = CSSLength.parse(token),
                    let px = length.pixels(fontSize: fontSize, percentBase: percentBase, monospace: monospace)
                else { return nil }
                values.append(Value(number: px, isLength: true))
                expectOperand = false
            case .ident(let word):
                guard expectOperand else { return nil }
                switch word.lowercasedForCSS {
                case "pi": values.append(Value(number: Double.pi, isLength: false))
                case "e": values.append(Value(number: 2.718281828459045, isLength: false))
                default: return nil
                }
                expectOperand = false
            case .delim(let c):
                guard !expectOperand else { return nil }
                let op: Operator
                switch c {
                case "+": op = .add
                case "-": op = .subtract
                case "*": op = .multiply
                case "/": op = .divide
                default: return nil
                }
                while let top = operators.last, top.precedence >= op.precedence, top.precedence > 0 {
                    operators.removeLast()
                    guard apply(top) else { return nil }
                }
                operators.append(op)
                expectOperand = true
            case .openParen:
                guard expectOperand else { return nil }
                operators.append(.group)
            case .function(let fn):
                guard expectOperand else { return nil }
                let f = fn.lowercasedForCSS
                switch f {
                case "calc", "-webkit-calc": operators.append(.group)
                case "min", "max", "clamp": operators.append(.function(f, base: values.count))
                default: return nil
                }
            case .comma:
                // Separates arguments of the innermost min/max/clamp.
                guard !expectOperand, unwind(), case .function? = operators.last else { return nil }
                expectOperand = true
            case .closeParen:
                guard !expectOperand, close() else { return nil }
            default:
                return nil
            }
        }
        // The outer function's `)` was not among the arguments.
        guard !expectOperand, close(), operators.isEmpty, values.count == 1 else { return nil }
        let result = values[0]
        return result.number.isFinite ? result : nil
    }
}

extension CSSMath {
    /// When `tokens` are exactly one math function: its name and arguments.
    static func function(in tokens: [CSSToken]) -> (name: String, arguments: [CSSToken])? {
        var cursor = CSSValueCursor(tokens)
        guard case .function(let name)? = cursor.next(), functions.contains(name.lowercasedForCSS) else { return nil }
        let arguments = cursor.blockContents()
        guard cursor.isAtEnd else { return nil }
        return (name, arguments)
    }
}
