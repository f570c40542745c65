/// The §8 value grammar, in one place: turns one code span of a bullet's value part into the
/// values it stands for and the shape it states.
///
/// `{a,b?,c:{d}}` is a key set (each key, nested ones too, `?` dropped; a quoted or numeric
/// value after `:` is a value as well; see `KeySetGrammar`), `a|b|c` a closed set of
/// alternatives (quotes removed; an empty alternative, `a|b|` or `"a"|""`, is the empty
/// string, a member like any other), `a,b,c` a list, `"ios"` a string, `name(args)` the name,
/// a number a number, anything else the text itself.
enum ConstantValueParser {
    /// What one code span says: its values, and the key set or closed set it states, if any.
    struct Reading {
        var values: [ConstantValue]
        var shape: StatedShape?
    }

    static func values(of span: String, line: Int, column: Int) -> [ConstantValue] {
        reading(of: span, line: line, column: column).values
    }

    static func reading(of span: String, line: Int, column: Int) -> Reading {
        let text = span.trimmingWhitespace()
        func value(_ raw: String, _ kind: ConstantValue.Kind) -> ConstantValue {
            ConstantValue(text: raw, kind: kind, line: line, column: column, span: span)
        }
        if text.isEmpty { return Reading(values: []) }
        if let name = callName(text) { return Reading(values: [value(name, .string)]) }
        if text.first == "{" || text.first == "[" {
            var grammar = KeySetGrammar(text)
            let (read, keys) = grammar.parse()
            let values = read.map { value($0.text, $0.kind) }
            let shape =
                text.first == "{" && !keys.isEmpty
                ? StatedShape(shape: .keys(keys), values: values.filter { $0.kind == .key }) : nil
            return Reading(values: values, shape: shape)
        }
        if text.contains("|"), !text.contains(" ") {
            var seen: Set<String> = []
            let members = text.split(separator: "|", omittingEmptySubsequences: false).map { unquote(String($0)) }
                .filter { seen.insert($0).inserted }
            let values = members.map { value($0, .alternative) }
            return Reading(values: values, shape: StatedShape(shape: .closed(members), values: values))
        }
        if text.contains(","), !text.contains(" "), !text.contains("{") {
            return Reading(
                values: text.split(separator: ",").map { value(unquote(String($0)), .string) }.filter {
                    !$0.text.isEmpty
                })
        }
        if isNumber(text) { return Reading(values: [value(text, .number)]) }
        return Reading(values: [value(unquote(text), .string)])
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
}
