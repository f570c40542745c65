/// The written half of `ScriptFunctionKeys`: the object literals a function serializes
/// (`JSON.stringify({…})`, anywhere in its body) or returns (`return {…}` of the function
/// itself, not of a callback inside it, and an arrow's `({…})`).
extension ScriptFunctionKeys {
    /// Where the nested function bodies in `body` end, as the scan meets them: a `return`
    /// before that end returns from the nested function.
    struct NestedBodies {
        var end = -1
    }

    /// The `{` of an object literal written at `at`, or nil.
    func writtenLiteral(at: Int, body: ClosedRange<Int>, nested: inout NestedBodies) -> Int? {
        let lexeme = lexemes[at]
        let after = at + 1 <= body.upperBound ? lexemes[at + 1].punctuation : nil
        if at == body.lowerBound, lexeme.punctuation == "(", after == "{" { return at + 1 }
        if lexeme.punctuation == "=>", after == "{" {
            nested.end = max(nested.end, cursor.closing(ofGroupAt: at + 1))
        } else if lexeme.word == "function", at > body.lowerBound, let open = braceAfter(at, body: body) {
            nested.end = max(nested.end, cursor.closing(ofGroupAt: open))
        } else if lexeme.word == "return", at > nested.end, after == "{" {
            return at + 1
        } else if lexeme.word == "return", at > nested.end, after == "(", at + 2 <= body.upperBound,
            lexemes[at + 2].punctuation == "{"
        {
            return at + 2
        } else if lexeme.word == "JSON", at + 4 <= body.upperBound, lexemes[at + 1].punctuation == ".",
            lexemes[at + 2].word == "stringify", lexemes[at + 3].punctuation == "(", lexemes[at + 4].punctuation == "{"
        {
            return at + 4
        }
        return nil
    }

    /// The `{` of a nested `function`'s body: past its name and parameter list.
    func braceAfter(_ at: Int, body: ClosedRange<Int>) -> Int? {
        var index = at + 1
        while index <= body.upperBound, lexemes[index].punctuation != "(" {
            if lexemes[index].punctuation == "{" || lexemes[index].punctuation == ";" { return nil }
            index += 1
        }
        guard index <= body.upperBound else { return nil }
        index = cursor.closing(ofGroupAt: index) + 1
        while index <= body.upperBound, lexemes[index].punctuation != "{" {
            index = LexemeCursor.depthChange(lexemes[index]) > 0 ? cursor.closing(ofGroupAt: index) + 1 : index + 1
        }
        return index <= body.upperBound ? index : nil
    }

    /// The keys of the literal at `open`, a local literal it spreads (`...base`) inlined; a
    /// spread of anything else is a write source (resolved in the file, or unverifiable), a
    /// computed key (`[name]: v`) or a spread expression makes the writes unverifiable.
    func written(open: Int, locals: [String: Int], into keys: inout FunctionKeys) -> [WireProperty] {
        let close = cursor.closing(ofGroupAt: open)
        let members = ScriptMembers(cursor: cursor).read(open: open, close: close)
        var properties = members.properties
        for spread in members.spreads {
            if let local = locals[spread] {
                let inlined = ScriptMembers(cursor: cursor).read(open: local, close: cursor.closing(ofGroupAt: local))
                for property in inlined.properties where !properties.contains(where: { $0.name == property.name }) {
                    properties.append(property)
                }
            } else if !keys.writeSources.contains(spread) {
                keys.writeSources.append(spread)
            }
        }
        var at = open + 1
        var start = true
        while at < close {
            let lexeme = lexemes[at]
            if start, lexeme.punctuation == "[" {
                keys.writesUnverifiable =
                    keys.writesUnverifiable
                    ?? "it writes a key computed at run time (`[…]:` at line \(lexeme.line))"
            } else if start, lexeme.punctuation == "...", at + 1 < close, lexemes[at + 1].word == nil {
                keys.writesUnverifiable =
                    keys.writesUnverifiable
                    ?? "it spreads an expression into what it writes (`...(…)` at line \(lexeme.line))"
            }
            start = lexeme.punctuation == ","
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return properties
    }
}
