/// A TypeScript enum's members with the values the compiler gives them, so a closed set of
/// numbers or strings is compared with what the enum really holds.
extension ScriptStatementReader {
    /// What is known of the member before: its value, or why there is none to count on from.
    enum Previous {
        case none
        case value(EnumValue)
        /// A member whose initializer is not a constant the reader folds (a call, an import).
        case computed(String)
    }

    /// `enum E { A, B = 5, C, D = "d" }`: a member without an initializer is the one before
    /// plus one (the first is 0), a literal initializer is its value as written (`0x10`, `-1`),
    /// another constant expression is folded (`1 << 2`, `A | B`). Returns the members and,
    /// when a value cannot be established, why (its member is read by its name).
    func enumCases(_ enumName: String, open: Int, close: Int) -> ([EnumCase], String?) {
        var cases: [EnumCase] = []
        var reason: String?
        var values: [String: EnumValue] = [:]
        var previous = Previous.none
        var at = open + 1
        while at < close {
            guard let name = lexemes[at].word ?? lexemes[at].string else {
                at += 1
                continue
            }
            var enumCase = EnumCase(name: name, line: lexemes[at].line)
            var end = at + 1
            while end < close, lexemes[end].punctuation != "," {
                end = LexemeCursor.depthChange(lexemes[end]) > 0 ? cursor.closing(ofGroupAt: end) + 1 : end + 1
            }
            let value: EnumValue?
            if at + 1 < end, lexemes[at + 1].punctuation == "=" {
                let folder = EnumExpressionFolder(lexemes: lexemes, enumName: enumName, members: values)
                value = folder.fold(at + 2, min(end, close) - 1)
                if let (written, next) = LexemeCursor.literal(at: at + 2, in: lexemes), next == min(end, close) {
                    enumCase.rawValue = written
                } else {
                    enumCase.rawValue = value?.text
                }
                if value == nil {
                    let expression = written(from: at + 2, through: min(end, close) - 1)
                    let why =
                        "the initializer of `\(name)` (line \(enumCase.line), `\(expression)`) is not a constant "
                        + "the reader folds"
                    reason = reason ?? why
                }
            } else {
                value = implicitValue(after: previous, name: name, line: enumCase.line, reason: &reason)
                enumCase.rawValue = value?.text
            }
            previous = value.map(Previous.value) ?? .computed(name)
            if let value { values[name] = value }
            cases.append(enumCase)
            at = end + 1
        }
        return (cases, reason.map { "the enum `\(enumName)` cannot be read as a closed set: \($0)" })
    }

    /// Declaration merging: of the declarations of one enum (`enum E { A } enum E { B = 1 }`)
    /// only one may omit its first member's initializer (TypeScript rejects a second), so a
    /// second that does makes the merged enum unverifiable. `seen` holds the names of the enums
    /// one of whose declarations omits it.
    func checkImplicitFirstMember(_ declaration: inout SourceDeclaration, at index: Int, seen: inout Set<String>) {
        guard let open = brace(from: index + 2), open + 1 < cursor.closing(ofGroupAt: open) - 1,
            lexemes[open + 1].word != nil || lexemes[open + 1].string != nil,
            lexemes[open + 2].punctuation != "="
        else { return }
        if !seen.insert(declaration.name).inserted {
            declaration.unreadableCase =
                declaration.unreadableCase
                ?? "the enum `\(declaration.name)` cannot be read as a closed set: its declaration at line "
                + "\(lexemes[index].line) omits its first member's initializer as another one does, which TypeScript "
                + "rejects (\"only one declaration can omit an initializer for its first enum element\")"
        }
    }

    /// The lexemes from `start` through `end` as written, spaced, the first six only.
    func written(from start: Int, through end: Int) -> String {
        guard start <= end else { return "" }
        let shown = (start...min(end, start + 5)).map { at -> String in
            let lexeme = lexemes[at]
            if let text = lexeme.string { return "\"" + text + "\"" }
            if case .literal(let token) = lexeme.lexeme { return token.text }
            return lexeme.word ?? lexeme.punctuation ?? "…"
        }
        return shown.joined(separator: " ") + (end > start + 5 ? " …" : "")
    }

    /// The value of a member written without an initializer, nil (with the reason) when the
    /// member before gives none: TypeScript rejects one after a string or computed member.
    func implicitValue(after previous: Previous, name: String, line: Int, reason: inout String?) -> EnumValue? {
        let why: String
        switch previous {
        case .none: return .integer(0)
        case .value(.integer(let number)):
            if let next = EnumExpressionFolder.checked(number.addingReportingOverflow(1)) { return next }
            why = "`\(name)` (line \(line)) follows \(number), past the integers the reader counts"
        case .value(.string(let text)):
            why =
                "`\(name)` (line \(line)) has no initializer after the string member \"\(text)\", "
                + "which TypeScript rejects (\"Enum member must have initializer\")"
        case .value(.fraction(let text)):
            why = "`\(name)` (line \(line)) follows \(text), and the reader counts on from integers only"
        case .computed(let before):
            why =
                "`\(name)` (line \(line)) has no initializer after `\(before)`, whose value the reader does not "
                + "establish"
        }
        reason = reason ?? why
        return nil
    }
}
