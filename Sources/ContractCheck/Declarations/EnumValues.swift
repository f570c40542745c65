/// The value a compiler gives an enum member, as far as the reader can establish it: what a
/// TypeScript enum member or a Swift case with an integer raw type holds when it is written
/// without a value (`enum E { A, B = 5, C }` is 0, 5, 6), and what a TypeScript member's constant
/// expression folds to (`B = 1 << 2`, `C = A | B`, `D = "a" + "b"`).
enum EnumValue: Equatable {
    case integer(Int)
    case string(String)
    /// A number that is not an integer (`1.5`): TypeScript counts on from it, but the reader does not.
    case fraction(String)

    /// The number a literal's text is (`10`, `-1`, `0x10`, `0b11`, `0o7`, `1_000`), nil when it is
    /// not an integer.
    static func integer(_ text: String) -> Int? {
        var digits = Substring(text.filter { $0 != "_" })
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0X", 16), ("0b", 2), ("0B", 2), ("0o", 8), ("0O", 8)]
        where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The value a literal's text stands for: a string as itself, a number as an integer when it
    /// is one.
    static func literal(_ lexeme: SourceLexeme, minus: Bool) -> EnumValue? {
        guard case .literal(let token) = lexeme.lexeme else { return nil }
        if token.kind == .string { return minus ? nil : .string(token.text) }
        let text = (minus ? "-" : "") + token.text
        return integer(text).map(EnumValue.integer) ?? .fraction(text)
    }

    /// The value as the document writes it: a number in decimal, a string's content.
    var text: String {
        switch self {
        case .integer(let value): return String(value)
        case .string(let value): return value
        case .fraction(let value): return value
        }
    }
}

/// Folds a TypeScript enum member's initializer as the compiler folds a constant enum
/// expression: number and string literals, a unary `-`, `+` or `~`, the binary operators of
/// numbers (`+ - * / % ** << >> >>> & | ^`), `+` of strings, parentheses, and the members
/// declared before it (`A`, `E.A`, `E["A"]`). Anything else (a call, another name) is not
/// constant: nil.
struct EnumExpressionFolder {
    let lexemes: [SourceLexeme]
    let enumName: String
    /// The members before this one, by name.
    let members: [String: EnumValue]

    static let precedence: [String: Int] = [
        "|": 1, "^": 2, "&": 3, "<<": 5, ">>": 5, ">>>": 5, "+": 6, "-": 6, "*": 7, "/": 7, "%": 7, "**": 8,
    ]

    /// The value of the lexemes from `start` through `end`, nil when they are not one constant.
    func fold(_ start: Int, _ end: Int) -> EnumValue? {
        guard start <= end else { return nil }
        var at = start
        guard let value = expression(&at, end: end, minimum: 1), at == end + 1 else { return nil }
        return value
    }

    func expression(_ at: inout Int, end: Int, minimum: Int) -> EnumValue? {
        guard var left = unary(&at, end: end) else { return nil }
        while at <= end, let text = lexemes[at].punctuation, let level = Self.precedence[text], level >= minimum {
            at += 1
            // `**` is right-associative; the others left.
            guard let right = expression(&at, end: end, minimum: text == "**" ? level : level + 1),
                let combined = Self.apply(text, left, right)
            else { return nil }
            left = combined
        }
        return left
    }

    func unary(_ at: inout Int, end: Int) -> EnumValue? {
        guard at <= end else { return nil }
        if let text = lexemes[at].punctuation, ["-", "+", "~"].contains(text) {
            if text == "-", at + 1 <= end, let literal = EnumValue.literal(lexemes[at + 1], minus: true) {
                at += 2
                return literal
            }
            at += 1
            guard case .integer(let value)? = unary(&at, end: end) else { return nil }
            if text == "~" { return Int32(exactly: value).map { .integer(Int(~$0)) } }
            return .integer(text == "-" ? -value : value)
        }
        return primary(&at, end: end)
    }

    func primary(_ at: inout Int, end: Int) -> EnumValue? {
        let lexeme = lexemes[at]
        if let literal = EnumValue.literal(lexeme, minus: false) {
            at += 1
            return literal
        }
        if lexeme.punctuation == "(" {
            var inner = at + 1
            guard let value = expression(&inner, end: end, minimum: 1), inner <= end,
                lexemes[inner].punctuation == ")"
            else { return nil }
            at = inner + 1
            return value
        }
        guard let word = lexeme.word else { return nil }
        if word == enumName, at + 2 <= end, lexemes[at + 1].punctuation == ".", let member = lexemes[at + 2].word {
            at += 3
            return members[member]
        }
        if word == enumName, at + 3 <= end, lexemes[at + 1].punctuation == "[", let member = lexemes[at + 2].string,
            lexemes[at + 3].punctuation == "]"
        {
            at += 4
            return members[member]
        }
        at += 1
        return members[word]
    }

    /// `left op right`, nil when the operator does not apply (a string with a number, a fraction,
    /// an overflow, a division that is not exact).
    static func apply(_ op: String, _ left: EnumValue, _ right: EnumValue) -> EnumValue? {
        if case .string(let a) = left, case .string(let b) = right { return op == "+" ? .string(a + b) : nil }
        guard case .integer(let a) = left, case .integer(let b) = right else { return nil }
        switch op {
        case "+": return checked(a.addingReportingOverflow(b))
        case "-": return checked(a.subtractingReportingOverflow(b))
        case "*": return checked(a.multipliedReportingOverflow(by: b))
        case "/": return b != 0 && a % b == 0 ? .integer(a / b) : nil
        case "%": return b != 0 ? .integer(a % b) : nil
        case "**":
            guard b >= 0, b < 64 else { return nil }
            var power = 1
            for _ in 0..<b {
                guard case .integer(let next)? = checked(power.multipliedReportingOverflow(by: a)) else { return nil }
                power = next
            }
            return .integer(power)
        default: return bitwise(op, a, b)
        }
    }

    /// The bitwise operators, on 32-bit integers as JavaScript computes them.
    static func bitwise(_ op: String, _ a: Int, _ b: Int) -> EnumValue? {
        guard let x = Int32(exactly: a), let y = Int32(exactly: b) else { return nil }
        let shift = Int32(y & 31)
        switch op {
        case "&": return .integer(Int(x & y))
        case "|": return .integer(Int(x | y))
        case "^": return .integer(Int(x ^ y))
        case "<<": return .integer(Int(x &<< shift))
        case ">>": return .integer(Int(x &>> shift))
        case ">>>": return .integer(Int(UInt32(bitPattern: x) &>> UInt32(shift)))
        default: return nil
        }
    }

    static func checked(_ result: (partialValue: Int, overflow: Bool)) -> EnumValue? {
        result.overflow ? nil : .integer(result.partialValue)
    }
}
