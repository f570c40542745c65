/// The members of a TypeScript object type, interface, class body or object literal.
struct ScriptMembers {
    let cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Words before a member's key that are not the key.
    static let modifiers: Set<String> = [
        "readonly", "public", "private", "protected", "declare", "override", "async", "abstract",
    ]

    /// The properties between `open` and `close` (a `{`…`}` group), and the names spread into it.
    func read(open: Int, close: Int, isClass: Bool = false) -> (properties: [WireProperty], spreads: [String]) {
        var properties: [WireProperty] = []
        var spreads: [String] = []
        var at = open + 1
        while at < close {
            var isStatic = false
            while at < close, let word = lexemes[at].word, Self.modifiers.contains(word) || word == "static",
                at + 1 < close, lexemes[at + 1].word != nil || lexemes[at + 1].string != nil
            {
                isStatic = isStatic || word == "static"
                at += 1
            }
            let end = memberEnd(from: at, close: close)
            if lexemes[at].punctuation == "...", at + 1 <= end {
                spreads.append(spread(from: at + 1, through: end))
            } else if isClass, !isStatic, lexemes[at].word == "constructor", at + 1 <= end,
                lexemes[at + 1].punctuation == "("
            {
                properties += parameterProperties(open: at + 1, close: cursor.closing(ofGroupAt: at + 1))
            } else if !isStatic, let property = property(from: at, through: end, isClass: isClass) {
                properties.append(property)
            }
            at = end + 1
            while at < close, lexemes[at].punctuation == "," || lexemes[at].punctuation == ";" { at += 1 }
        }
        return (properties, spreads)
    }

    /// What a spread from `start` through `end` takes keys from: a name (`...base`), the schema
    /// whose `.shape` it spreads (`...base.shape`, zod), else the text as written (`a.b`,
    /// `(…)`), which no file declares, so the shape is unverifiable naming it.
    func spread(from start: Int, through end: Int) -> String {
        if start == end, let name = lexemes[start].word { return name }
        if start + 2 == end, let name = lexemes[start].word, lexemes[start + 1].punctuation == ".",
            lexemes[end].word == "shape"
        {
            return name
        }
        return (start...min(end, start + 4)).map {
            lexemes[$0].word ?? lexemes[$0].string ?? lexemes[$0].punctuation ?? ""
        }
        .joined() + (end > start + 4 ? "…" : "")
    }

    /// A class's constructor parameter properties between `open` and `close` (its `(…)`): the
    /// parameters with `public`, `private`, `protected` or `readonly` before their name, which
    /// TypeScript makes fields of the instance (and so keys of its JSON); the others are not.
    func parameterProperties(open: Int, close: Int) -> [WireProperty] {
        var out: [WireProperty] = []
        var at = open + 1
        while at < close {
            let end = min(memberEnd(from: at, close: close), close - 1)
            var name = at
            while name < end, let word = lexemes[name].word, Self.modifiers.contains(word) { name += 1 }
            if name > at, let property = property(from: name, through: end, isClass: true) { out.append(property) }
            at = end + 1
            while at < close, lexemes[at].punctuation == "," { at += 1 }
        }
        return out
    }

    /// `key?: value` between `start` and `end`; nil for methods, accessors, index signatures.
    func property(from start: Int, through end: Int, isClass: Bool) -> WireProperty? {
        guard start <= end, let key = lexemes[start].word ?? lexemes[start].string else { return nil }
        let isAccessor = ["get", "set", "constructor"].contains(key)
        if isAccessor, start < end, lexemes[start + 1].punctuation != ":" { return nil }
        var at = start + 1
        var optional = false
        if at <= end, lexemes[at].punctuation == "?" || lexemes[at].punctuation == "!" {
            optional = lexemes[at].punctuation == "?"
            at += 1
        }
        let line = lexemes[start].line
        guard at <= end else { return WireProperty(name: key, isOptional: optional, line: line) }
        guard lexemes[at].punctuation == ":" || lexemes[at].punctuation == "=" else { return nil }
        let value = ScriptShapes(cursor: cursor).valueFacts(from: at + 1, through: end)
        var property = WireProperty(
            name: key, isOptional: optional || value.optional, typeName: value.typeName,
            members: value.members, line: line)
        property.span = lexemes[start].position...lexemes[end].position
        if at + 1 == end, lexemes[at].punctuation == ":" { property.literal = lexemes[end].string }
        // zod's `z.literal("a")`, the tag of a member of `z.discriminatedUnion`.
        if at + 6 == end, lexemes[at + 1].word == "z", lexemes[at + 2].punctuation == ".",
            lexemes[at + 3].word == "literal", lexemes[at + 4].punctuation == "(", lexemes[end].punctuation == ")"
        {
            property.literal = lexemes[at + 5].string
        }
        return property
    }

    /// The last lexeme of the member starting at `start`: before a `,` or `;` outside
    /// brackets, before `close`, or before a later line that does not continue it.
    func memberEnd(from start: Int, close: Int) -> Int {
        var at = start
        var last = start
        while at < close {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "," || lexeme.punctuation == ";" { break }
            if at > start, lexeme.line > lexemes[last].line {
                let continues = lexeme.punctuation.map(ScriptStatementReader.continuing.contains) ?? false
                let before = lexemes[last].punctuation.map(ScriptStatementReader.continuing.contains) ?? false
                if !continues && !before { break }
            }
            if LexemeCursor.depthChange(lexeme) > 0 {
                last = min(cursor.closing(ofGroupAt: at), close - 1)
                at = last + 1
            } else {
                last = at
                at += 1
            }
        }
        return max(last, start)
    }
}
