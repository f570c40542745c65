/// Reads a TypeScript function's `FunctionKeys` (the rule is on `FunctionKeys`): the keys its
/// body reads from its first parameter and the keys of the object literals it serializes or
/// returns. One pass over the body for the names bound to the parameter, one for the reads and
/// writes; both linear in the body's lexemes.
struct ScriptFunctionKeys {
    let cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Methods of a zod schema that apply it to a value.
    static let schemaCalls: Set<String> = ["parse", "safeParse", "parseAsync", "safeParseAsync"]
    /// What may follow the parameter in a declaration that only renames it
    /// (`const raw = (detail ?? {}) as Record<string, unknown>`).
    static let aliasFollowers: Set<String> = [")", "??", "||", ";", "!"]

    /// `params`: the `(` of the parameter list, or the lone parameter of `x => …`; `body`: the
    /// body (a `{…}` group, or an arrow's expression), both ends inclusive.
    func read(params: Int, body: ClosedRange<Int>) -> FunctionKeys {
        var keys = FunctionKeys()
        parameter(at: params, into: &keys)
        var names = Set(keys.parsed.map { [$0] } ?? [])
        var locals: [String: Int] = [:]
        bindings(in: body, names: &names, locals: &locals, into: &keys)
        var nested = NestedBodies()
        var branches: [[WireProperty]] = []
        var at = body.lowerBound
        while at <= body.upperBound {
            if let word = lexemes[at].word, names.contains(word), !isMember(at) {
                read(at: at, name: word, into: &keys)
            }
            if let open = writtenLiteral(at: at, body: body, nested: &nested) {
                branches.append(written(open: open, locals: locals, into: &keys))
            } else if let passed = calledLiteral(at: at, body: body, locals: locals, into: &keys) {
                branches.append(passed)
            }
            for local in serializedLocals(at: at, locals: locals) {
                branches.append(written(open: local, locals: locals, into: &keys))
            }
            at += 1
        }
        keys.writtenLiterals = branches.count
        keys.writes = ScriptShapes.merge(branches)
        return keys
    }

    /// The first parameter: its name and type, or the keys of a destructuring pattern.
    func parameter(at params: Int, into keys: inout FunctionKeys) {
        guard params < lexemes.count else { return }
        if let word = lexemes[params].word {
            keys.parsed = word
            return
        }
        guard lexemes[params].punctuation == "(" else { return }
        let close = cursor.closing(ofGroupAt: params)
        let first = params + 1
        guard first < close else { return }
        if lexemes[first].punctuation == "{" {
            pattern(open: first, of: "its parameter", into: &keys)
        } else if let word = lexemes[first].word {
            keys.parsed = word
            var at = first + 1
            if at < close, lexemes[at].punctuation == "?" { at += 1 }
            guard at < close, lexemes[at].punctuation == ":" else { return }
            var end = at + 1
            while end < close, lexemes[end].punctuation != ",", lexemes[end].punctuation != "=" {
                end = LexemeCursor.depthChange(lexemes[end]) > 0 ? cursor.closing(ofGroupAt: end) + 1 : end + 1
            }
            keys.parsedType = cursor.nextName(from: at + 1, through: end - 1).flatMap { lexemes[$0].word }
            keys.parsedAnnotation = (at + 1..<end).lazy.compactMap { lexemes[$0].word }.first
        }
    }

    /// The keys of a destructuring pattern `{ a, b: c, d = 1 }` read from `value`; a rest
    /// element or a computed key makes the reads unverifiable.
    func pattern(open: Int, of value: String, into keys: inout FunctionKeys) {
        let close = cursor.closing(ofGroupAt: open)
        var at = open + 1
        var start = true
        while at < close {
            let lexeme = lexemes[at]
            if start {
                if lexeme.punctuation == "..." {
                    let rest = at + 1 < close ? lexemes[at + 1].word ?? "…" : "…"
                    keys.readsUnverifiable =
                        keys.readsUnverifiable
                        ?? "it gathers the keys of \(value) it does not name into `...\(rest)`"
                } else if lexeme.punctuation == "[" {
                    keys.readsUnverifiable =
                        keys.readsUnverifiable
                        ?? "it destructures a key of \(value) computed at run time (`[…]:`)"
                } else if let key = lexeme.word ?? lexeme.string {
                    add(read: key, line: lexeme.line, to: &keys)
                }
            }
            start = lexeme.punctuation == ","
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
    }

    /// Local names bound to the parsed value alone (`const raw = detail as T`), destructuring
    /// of it (`const { a } = detail`), and local object literals (`const base = { … }`) a
    /// written literal may spread.
    func bindings(
        in body: ClosedRange<Int>, names: inout Set<String>, locals: inout [String: Int], into keys: inout FunctionKeys
    ) {
        var at = body.lowerBound
        while at + 2 <= body.upperBound {
            defer { at += 1 }
            guard let word = lexemes[at].word, ["const", "let", "var"].contains(word) else { continue }
            if lexemes[at + 1].punctuation == "{" {
                let close = cursor.closing(ofGroupAt: at + 1)
                if close + 2 <= body.upperBound, lexemes[close + 1].punctuation == "=",
                    let source = lexemes[close + 2].word, names.contains(source), isWhole(at: close + 2)
                {
                    pattern(open: at + 1, of: "`\(source)`", into: &keys)
                }
                continue
            }
            guard let name = lexemes[at + 1].word, lexemes[at + 2].punctuation == "=", at + 3 <= body.upperBound
            else { continue }
            var value = at + 3
            if lexemes[value].punctuation == "{" { locals[name] = value }
            while value < body.upperBound, lexemes[value].punctuation == "(" { value += 1 }
            if let source = lexemes[value].word, names.contains(source), isWhole(at: value) { names.insert(name) }
        }
    }

    /// True when the name at `at` is the value itself, not a member of it or a call's callee:
    /// what follows it is `)`, `as`, `??`, `;`, the end of the line or of the file.
    func isWhole(at: Int) -> Bool {
        guard at + 1 < lexemes.count else { return true }
        let next = lexemes[at + 1]
        if next.line > lexemes[at].line || next.word == "as" { return true }
        return next.punctuation.map(Self.aliasFollowers.contains) ?? false
    }

    /// True when the word at `at` is a member (`x.detail`) or the name a declaration declares.
    func isMember(_ at: Int) -> Bool {
        guard at > 0 else { return false }
        let previous = lexemes[at - 1]
        if previous.punctuation == "." || previous.punctuation == "?." { return true }
        return ["const", "let", "var", "function"].contains(previous.word ?? "")
    }

    /// One use of the parsed value (or a name bound to it) at `at`.
    func read(at: Int, name: String, into keys: inout FunctionKeys) {
        if at >= 2, lexemes[at - 1].word == "in", let key = lexemes[at - 2].string {
            add(read: key, line: lexemes[at].line, to: &keys)
            return
        }
        if at >= 4, lexemes[at - 1].punctuation == "(", at + 1 < lexemes.count, lexemes[at + 1].punctuation == ")",
            let call = lexemes[at - 2].word, Self.schemaCalls.contains(call), lexemes[at - 3].punctuation == "."
        {
            if let schema = lexemes[at - 4].word, at < 5 || lexemes[at - 5].punctuation != "." {
                if !keys.readSchemas.contains(schema) { keys.readSchemas.append(schema) }
            } else {
                keys.readsUnverifiable =
                    keys.readsUnverifiable
                    ?? "it applies a schema written in place (`….\(call)(\(name))`)"
            }
            return
        }
        var next = at + 1
        // `(detail as T).key`, `(detail ?? {}).key`: the access follows the parentheses.
        if at > 0, lexemes[at - 1].punctuation == "(", isWhole(at: at) {
            next = cursor.closing(ofGroupAt: at - 1) + 1
        }
        guard next < lexemes.count else { return }
        var access = lexemes[next].punctuation
        if access == "?.", next + 1 < lexemes.count, lexemes[next + 1].punctuation == "[" {
            next += 1
            access = "["
        }
        subscriptOrMember(access, at: next, name: name, into: &keys)
    }

    /// `.key` (not a method call), or `[…]` at `at`: a literal key is read, any other is
    /// computed, which makes the reads unverifiable.
    func subscriptOrMember(_ access: String?, at: Int, name: String, into keys: inout FunctionKeys) {
        if access == "." || access == "?.", at + 1 < lexemes.count, let key = lexemes[at + 1].word {
            let call = at + 2 < lexemes.count && lexemes[at + 2].punctuation == "("
            if !call { add(read: key, line: lexemes[at + 1].line, to: &keys) }
        } else if access == "[" {
            let close = cursor.closing(ofGroupAt: at)
            if close == at + 2, let key = lexemes[at + 1].string {
                add(read: key, line: lexemes[at + 1].line, to: &keys)
            } else {
                let inner = close == at + 2 ? lexemes[at + 1].word ?? "…" : "…"
                keys.readsUnverifiable =
                    keys.readsUnverifiable
                    ?? "it reads `\(name)[\(inner)]`, a key computed at run time"
            }
        }
    }

    func add(read key: String, line: Int, to keys: inout FunctionKeys) {
        guard !keys.reads.contains(where: { $0.name == key }) else { return }
        var property = WireProperty(name: key, isOptional: false, line: line)
        property.presenceOnly = true
        keys.reads.append(property)
    }
}

extension ScriptStatementReader {
    /// The keys of `function name(…) { … }` whose body is the group `open...close`.
    func functionKeys(after name: Int, body open: Int, close: Int) -> FunctionKeys? {
        guard let params = (name..<open).first(where: { lexemes[$0].punctuation == "(" }) else { return nil }
        return ScriptFunctionKeys(cursor: cursor).read(params: params, body: open...close)
    }

    /// The keys of a function a `const` holds: `(…) => …`, `async x => …`, `function (…) { … }`;
    /// nil for any other initializer.
    func functionKeys(initializer start: Int, through end: Int) -> FunctionKeys? {
        var at = start
        if at < end, lexemes[at].word == "async" { at += 1 }
        guard at < end else { return nil }
        if lexemes[at].word == "function", let open = brace(from: at + 1), open <= end {
            return functionKeys(after: at, body: open, close: cursor.closing(ofGroupAt: open))
        }
        let params = at
        var arrow = at + 1
        if lexemes[at].punctuation == "(" {
            arrow = cursor.closing(ofGroupAt: at) + 1
            // A return type annotation: `(…): T => …`.
            while arrow < end, lexemes[arrow].punctuation != "=>" {
                if lexemes[arrow].punctuation == ";" { return nil }
                arrow = LexemeCursor.depthChange(lexemes[arrow]) > 0 ? cursor.closing(ofGroupAt: arrow) + 1 : arrow + 1
            }
        } else if lexemes[at].word == nil {
            return nil
        }
        guard arrow < end, lexemes[arrow].punctuation == "=>" else { return nil }
        let body = arrow + 1
        let last = lexemes[body].punctuation == "{" ? cursor.closing(ofGroupAt: body) : end
        return ScriptFunctionKeys(cursor: cursor).read(params: params, body: body...last)
    }
}
