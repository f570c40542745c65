/// The methods of a TypeScript class body or object literal as function declarations nested in
/// it: `class Bridge { receive(detail) { … } }`, `static parse(raw) { … }`,
/// a class field holding an arrow (`handle = (detail) => { … }`), and in an object literal
/// `const api = { submit(input) { … }, send: (x) => … }`. Each is named by its key, so a bullet
/// names it `Bridge.receive`, or `receive` where no top-level declaration has that name.
extension ScriptStatementReader {
    /// Words before a method's name that are not its name.
    static let methodModifiers: Set<String> = ScriptMembers.modifiers.union(["static", "abstract"])

    /// The methods between `open` and `close`; `isClass` for a class body (whose `name: T`
    /// is a field's type, not a value).
    func methods(open: Int, close: Int, isClass: Bool) -> [SourceDeclaration] {
        let members = ScriptMembers(cursor: cursor)
        var out: [SourceDeclaration] = []
        var at = open + 1
        while at < close {
            var name = at
            var isStatic = false
            while name + 1 < close, let word = lexemes[name].word, Self.methodModifiers.contains(word),
                lexemes[name + 1].word != nil || lexemes[name + 1].string != nil || lexemes[name + 1].punctuation == "*"
            {
                isStatic = isStatic || word == "static"
                name += 1
            }
            if lexemes[name].punctuation == "*", name + 1 < close { name += 1 }
            let end = members.memberEnd(from: at, close: close)
            if name <= end, var method = method(at: name, through: end, start: at, isClass: isClass) {
                method.isStatic = isStatic
                out.append(method)
            }
            at = end + 1
            while at < close, lexemes[at].punctuation == "," || lexemes[at].punctuation == ";" { at += 1 }
        }
        return out
    }

    /// The method signatures of an interface body (`postMessage(name: string): void;`,
    /// `ping?<T>(x: T): void`) as function declarations with no body: a side naming one reads
    /// the signature, as it reads a class's method.
    func signatures(open: Int, close: Int) -> [SourceDeclaration] {
        let members = ScriptMembers(cursor: cursor)
        var out: [SourceDeclaration] = []
        var at = open + 1
        while at < close {
            var name = at
            while name + 1 < close, let word = lexemes[name].word, Self.methodModifiers.contains(word),
                lexemes[name + 1].word != nil || lexemes[name + 1].string != nil
            {
                name += 1
            }
            let end = members.memberEnd(from: at, close: close)
            var after = name + 1
            if after <= end, lexemes[after].punctuation == "?" { after += 1 }
            if let key = lexemes[name].word ?? lexemes[name].string, after <= end,
                lexemes[after].punctuation == "(" || lexemes[after].punctuation == "<"
            {
                out.append(SourceDeclaration(name: key, kind: .function, range: cursor.range(at, end)))
            }
            at = end + 1
            while at < close, lexemes[at].punctuation == "," || lexemes[at].punctuation == ";" { at += 1 }
        }
        return out
    }

    /// The method whose name is at `name` in the member `start...end`: `name(…) { … }`, or a
    /// key holding a function (`name = (…) => …` in a class, `name: (…) => …` in a literal).
    func method(at name: Int, through end: Int, start: Int, isClass: Bool) -> SourceDeclaration? {
        guard let key = lexemes[name].word ?? lexemes[name].string, name < end,
            !["get", "set", "constructor"].contains(key) || lexemes[name + 1].punctuation == "("
        else { return nil }
        var at = name + 1
        if lexemes[at].punctuation == "?" || lexemes[at].punctuation == "!" { at += 1 }
        guard at <= end else { return nil }
        var keys: FunctionKeys?
        if lexemes[at].punctuation == "(" || lexemes[at].punctuation == "<" {
            guard let open = brace(from: at), open <= end else { return nil }
            keys = functionKeys(after: name, body: open, close: cursor.closing(ofGroupAt: open))
        } else if lexemes[at].punctuation == (isClass ? "=" : ":"), at + 1 <= end {
            keys = functionKeys(initializer: at + 1, through: end)
        }
        guard let keys else { return nil }
        var declaration = SourceDeclaration(name: key, kind: .function, range: cursor.range(start, end))
        declaration.functionKeys = keys
        return declaration
    }
}
