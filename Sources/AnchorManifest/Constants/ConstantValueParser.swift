/// Turns one code span of a §8 bullet's value part into the values it stands for.
///
/// `{a,b?,c:{d}}` is a key set (each key, nested ones too, `?` dropped; a quoted or numeric
/// value after `:` is a value as well), `a|b|c` alternatives, `a,b,c` a list, `"ios"` a string,
/// `name(args)` the name, a number a number, anything else the text itself.
enum ConstantValueParser {
    static func values(of span: String, line: Int, column: Int) -> [ConstantValue] {
        let text = span.trimmingWhitespace()
        func value(_ raw: String, _ kind: ConstantValue.Kind) -> ConstantValue {
            ConstantValue(text: raw, kind: kind, line: line, column: column, span: span)
        }
        if text.isEmpty { return [] }
        if let name = callName(text) { return [value(name, .string)] }
        if text.first == "{" || text.first == "[" {
            var parser = KeySetParser(Array(text.unicodeScalars))
            return parser.parse().map { value($0.text, $0.kind) }
        }
        if text.contains("|"), !text.contains(" ") {
            return text.split(separator: "|").map { value(unquote(String($0)), .alternative) }.filter {
                !$0.text.isEmpty
            }
        }
        if text.contains(","), !text.contains(" "), !text.contains("{") {
            return text.split(separator: ",").map { value(unquote(String($0)), .string) }.filter { !$0.text.isEmpty }
        }
        if isNumber(text) { return [value(text, .number)] }
        return [value(unquote(text), .string)]
    }

    static func unquote(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.count >= 2, let first = trimmed.first, let last = trimmed.last, first == last,
            first == "\"" || first == "'"
        {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    static func isNumber(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var sawDigit = false
        for (offset, character) in text.enumerated() {
            if character.isASCII && character.isNumber {
                sawDigit = true
                continue
            }
            if character == "." || character == "_" { continue }
            if character == "-" && offset == 0 { continue }
            return false
        }
        return sawDigit
    }

    /// `beeboxNativePost(channel, payload)` → `beeboxNativePost`.
    static func callName(_ text: String) -> String? {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "("), open != text.startIndex else { return nil }
        let name = text[..<open]
        guard let first = name.first, first.isLetter || first == "_" || first == "$",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." })
        else { return nil }
        return String(name)
    }

    /// A small reader for `{key, key?: value, key: {…}, key: [{…}]}`. It keeps the objects and
    /// arrays it is inside on a stack of its own rather than recursing, so nesting as deep as the
    /// input is long cannot overflow the call stack (a 300 kB span of `{a:` did).
    struct KeySetParser {
        enum Frame { case object, array }

        var scalars: [Unicode.Scalar]
        var index = 0
        var out: [(text: String, kind: ConstantValue.Kind)] = []
        /// The objects and arrays open at `index`, innermost last.
        var open: [Frame] = []

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func parse() -> [(text: String, kind: ConstantValue.Kind)] {
            while index < scalars.count {
                switch open.last {
                case nil:
                    // Outside any object only `{` matters.
                    skipSpace()
                    guard index < scalars.count else { break }
                    if scalars[index] == "{" { open.append(.object) }
                    index += 1
                case .object:
                    objectStep()
                case .array:
                    // `[` … `]`: the objects in it; anything else is stepped over.
                    if scalars[index] == "]" {
                        open.removeLast()
                    } else if scalars[index] == "{" {
                        open.append(.object)
                    }
                    index += 1
                }
            }
            return out
        }

        mutating func skipSpace() {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }

        /// Inside an object: one `}`, `,`, or `key?: value` (a nested object or array is opened
        /// and read by the loop in `parse`).
        mutating func objectStep() {
            skipSpace()
            guard index < scalars.count else { return }
            let c = scalars[index]
            if c == "}" {
                index += 1
                open.removeLast()
                return
            }
            if c == "," {
                index += 1
                return
            }
            var key = ""
            while index < scalars.count, !",:}?{[ ".unicodeScalars.contains(scalars[index]) {
                key.unicodeScalars.append(scalars[index])
                index += 1
            }
            key = ConstantValueParser.unquote(key)
            if !key.isEmpty { out.append((key, .key)) }
            skipSpace()
            if index < scalars.count, scalars[index] == "?" { index += 1 }
            skipSpace()
            guard index < scalars.count else { return }
            if scalars[index] == ":" {
                index += 1
                valueStep()
            } else if key.isEmpty {
                index += 1  // an unexpected character: step over it
            }
        }

        /// After `key:`: a nested object or array is opened; a plain value is read whole.
        mutating func valueStep() {
            skipSpace()
            guard index < scalars.count else { return }
            switch scalars[index] {
            case "{":
                index += 1
                open.append(.object)
            case "[":
                index += 1
                open.append(.array)
            default:
                var raw = ""
                while index < scalars.count, scalars[index] != ",", scalars[index] != "}" {
                    raw.unicodeScalars.append(scalars[index])
                    index += 1
                }
                let trimmed = raw.trimmingWhitespace()
                let unquoted = ConstantValueParser.unquote(trimmed)
                if unquoted != trimmed, !unquoted.isEmpty {
                    out.append((unquoted, .string))
                } else if ConstantValueParser.isNumber(trimmed) {
                    out.append((trimmed, .number))
                }
            }
        }
    }
}
