/// What a TypeScript type or value says about a wire shape.
struct ScriptShapes {
    let cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Names a property's type may mention that are not a declaration of the file.
    static let builtins: Set<String> = [
        "z", "typeof", "string", "number", "boolean", "bigint", "null", "undefined", "unknown", "any", "never",
        "object", "Array", "ReadonlyArray", "Record", "Partial", "Readonly", "Required", "true", "false", "new",
        "keyof", "readonly", "Date", "Promise",
    ]

    struct ValueFacts {
        var optional = false
        var typeName: String?
        var members: [WireProperty] = []
    }

    /// A property's type or zod schema from `start` through `end`: its first name (at any depth),
    /// whether it is optional (`.optional()`, `| undefined` outside brackets), and the members of
    /// an object type or literal. Brackets are stepped over whole, so the work is the lexemes of
    /// this level only, whatever nests inside.
    func valueFacts(from start: Int, through end: Int) -> ValueFacts {
        var facts = ValueFacts()
        guard start <= end else { return facts }
        facts.typeName = cursor.nextName(from: start, through: end).flatMap { lexemes[$0].word }
        var depth = 0
        var at = start
        while at <= end {
            let lexeme = lexemes[at]
            let change = LexemeCursor.depthChange(lexeme)
            guard depth == 0 else {
                depth += change
                at += 1
                continue
            }
            let previous = at > start ? lexemes[at - 1].punctuation : nil
            if previous == ".", lexeme.word == "optional" || lexeme.word == "nullish" { facts.optional = true }
            if lexeme.word == "undefined", previous == "|" || (at < end && lexemes[at + 1].punctuation == "|") {
                facts.optional = true
            }
            if change > 0 {
                let close = min(cursor.closing(ofGroupAt: at), end)
                depth = cursor.depthChange(from: at, through: close)
                at = close + 1
            } else {
                depth += change
                at += 1
            }
        }
        if let open = objectBrace(from: start, through: end) {
            let close = cursor.closing(ofGroupAt: open)
            facts.members = ScriptMembers(cursor: cursor).read(open: open, close: close).properties
        }
        return facts
    }

    /// The `{` of an object type or literal at `start`, or of `z.object({` there.
    func objectBrace(from start: Int, through end: Int) -> Int? {
        if lexemes[start].punctuation == "{" { return start }
        if start + 4 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            ["object", "strictObject", "looseObject"].contains(lexemes[start + 2].word ?? ""),
            lexemes[start + 3].punctuation == "(", lexemes[start + 4].punctuation == "{"
        {
            return start + 4
        }
        return nil
    }

    /// The object literal `Object.freeze({…})` freezes (its members cannot change, `as const`
    /// inside or not), nil for any other initializer.
    func frozenObject(from start: Int, through end: Int) -> Int? {
        guard start + 4 <= end, lexemes[start].word == "Object", lexemes[start + 1].punctuation == ".",
            lexemes[start + 2].word == "freeze", lexemes[start + 3].punctuation == "(",
            lexemes[start + 4].punctuation == "{"
        else { return nil }
        return start + 4
    }

    /// The name an initializer is, alone or with `as T` / `satisfies T` after it (`_Kind
    /// satisfies Record<keyof typeof _Kind, Kind>`); nil for any other initializer.
    func aliasedName(from start: Int, through end: Int) -> String? {
        guard let name = lexemes[start].word, !Self.builtins.contains(name),
            start == end || ["as", "satisfies"].contains(lexemes[start + 1].word ?? "")
        else { return nil }
        return name
    }

    /// A union branch that widens a union of string literals to every string while keeping
    /// the literals for completion, `string & {}` (parenthesized or not, `{}` or
    /// `Record<never, never>`): the union's catch-all, as written. Nil for any other branch.
    func widening(from low: Int, through high: Int) -> String? {
        var (start, end) = (low, high)
        if lexemes[start].punctuation == "(", cursor.closing(ofGroupAt: start) == end, end - start > 1 {
            (start, end) = (start + 1, end - 1)
        }
        let text = lexemes[start...end].map { $0.word ?? $0.punctuation ?? "…" }
        let empty: Set<[String]> = [["{", "}"], ["Record", "<", "never", ",", "never", ">"]]
        guard text.count > 2, text[0] == "string", text[1] == "&", empty.contains(Array(text[2...])) else {
            return nil
        }
        return text[2] == "{" ? "string & {}" : "string & Record<never, never>"
    }

    /// `type X = …`: object literal types (a union of them merged), string-literal unions,
    /// `z.infer<typeof schema>` and plain references.
    func readType(from start: Int, through end: Int, into declaration: inout SourceDeclaration) {
        // A function type's `&` and `|` are its return type's: no part of it is a key set.
        if let reason = functionTypeReason(from: start, through: end) {
            declaration.unfollowed.append(reason)
            if functionType(from: start, through: end) != nil { return }
        }
        if let (name, isValue) = keyof(from: start, through: end) {
            // `keyof R`, `keyof typeof OBJ`: a closed set of the keys of R (or OBJ), no key set.
            declaration.keyofSteps = [.source(name)]
            declaration.shapeSources = [name]
            declaration.keyofType = isValue ? nil : name
            return
        }
        var branches: [[WireProperty]] = []
        for (low, high) in self.branches(from: start, through: end) where functionType(from: low, through: high) == nil
        {
            if low == high, let text = lexemes[low].string {
                declaration.literals.append(text)
            } else if let widening = widening(from: low, through: high) {
                declaration.catchAlls.append(widening)
            } else if let mapped = mapped(from: low, through: high) {
                branches.append(mapped.keys)
                declaration.mappedKeys += mapped.named
                declaration.unfollowed += mapped.unfollowed.map { [$0] } ?? []
            } else if let properties = intersection(from: low, through: high, into: &declaration) {
                branches.append(properties)
            } else if lexemes[low].punctuation == "{", cursor.closing(ofGroupAt: low) == high {
                let members = ScriptMembers(cursor: cursor).read(open: low, close: high)
                branches.append(members.properties)
                declaration.shapeSources.append(contentsOf: members.spreads)
            } else if let typeof = (low..<high).first(where: { lexemes[$0].word == "typeof" }),
                let name = lexemes[typeof + 1].word
            {
                declaration.shapeSources.append(name)
            } else if low == high, let word = lexemes[low].word, !Self.builtins.contains(word) {
                declaration.shapeSources.append(word)
            } else if low < high, let word = lexemes[low].word, Self.angleChange(lexemes[low + 1]) > 0 {
                declaration.unfollowed.append("\"\(word)<…>\", a generic type the reader does not follow")
            }
        }
        if branches.count > 1 {
            // A named union's keys are resolved later, so which are optional in the union is not.
            declaration.unfollowed += declaration.mappedKeys.map {
                "a mapped type over `\($0.over)` in a union, which the reader does not follow"
            }
            declaration.mappedKeys = []
        }
        declaration.properties = Self.merge(branches)
        declaration.unionMembers = unionMembers(from: start, through: end)
    }

    /// A `const`'s initializer: `z.object({…})`, `z.enum([…])`, `z.union([…])`,
    /// `z.discriminatedUnion(key, […])`, an object literal, an array literal of strings.
    func readValue(from start: Int, through end: Int, into declaration: inout SourceDeclaration) {
        guard start <= end else { return }
        declaration.unionMembers = discriminatedMembers(from: start, through: end)
        if let chain = keyofChain(from: start, through: end) {
            // `X.keyof()`: a closed set of X's keys, no key set of its own.
            declaration.unfollowed += chain.unfollowed
            declaration.keyofSteps = chain.steps
            declaration.shapeSources = ShapeStep.sources(chain.steps)
        } else if let closed = zodLiterals(from: start, through: end) {
            declaration.literals = closed.members
            declaration.unfollowed += closed.unfollowed
        } else if let chain = zodChain(from: start, through: end, combinedOnly: true)
            ?? zodChain(from: start, through: end).flatMap({
                lexemes[start].word == "z" && !ShapeStep.sources($0.steps).isEmpty ? $0 : nil
            })
        {
            Self.apply(chain, to: &declaration)
        } else if let open = objectBrace(from: start, through: end) ?? frozenObject(from: start, through: end) {
            let close = cursor.closing(ofGroupAt: open)
            let members = ScriptMembers(cursor: cursor).read(open: open, close: close)
            declaration.properties = members.properties
            declaration.shapeSources = members.spreads
            let asConst = close + 2 <= end && lexemes[close + 1].word == "as" && lexemes[close + 2].word == "const"
            if open == start ? asConst : open == start + 4 {
                declaration.cases = literalMembers(open: open, close: close) ?? []
            }
        } else if let alias = aliasedName(from: start, through: end) {
            // `const Kind = _Kind satisfies Record<…>`: the constant stands for what it names.
            declaration.shapeSources = [alias]
        } else if lexemes[start].punctuation == "[" {
            declaration.literals = strings(in: start, cursor.closing(ofGroupAt: start))
            declaration.shapeSources = spreads(in: start, cursor.closing(ofGroupAt: start))
        } else if start + 4 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            lexemes[start + 3].punctuation == "(", let call = lexemes[start + 2].word
        {
            let close = cursor.closing(ofGroupAt: start + 3)
            switch call {
            case "enum":
                declaration.literals = strings(in: start + 3, close)
            case "union", "discriminatedUnion":
                declaration.properties = Self.merge(unionBranches(from: start + 4, to: close))
            default:
                break
            }
        }
    }

    /// The branches of a type split at `|` outside brackets and type arguments (a leading `|`
    /// allowed): `Array<"a" | "b">` is one branch.
    func branches(from start: Int, through end: Int) -> [(Int, Int)] {
        topLevelParts(splitAt: "|", from: start, through: end)
    }

    /// The parts of a type from `low` through `high` split at `separator` (`|` or `&`) at the top
    /// level only, outside `<…>`, `(…)`, `[…]` and `{…}` (`Partial<A & B>` is one part); a
    /// leading separator allowed; one part when there is no such separator.
    func topLevelParts(splitAt separator: String, from low: Int, through high: Int) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var start = low
        var at = low
        var angle = 0
        while at <= high {
            angle += Self.angleChange(lexemes[at])
            if lexemes[at].punctuation == separator, angle <= 0 {
                if at > start { out.append((start, at - 1)) }
                start = at + 1
                at += 1
            } else if LexemeCursor.depthChange(lexemes[at]) > 0 {
                at = cursor.closing(ofGroupAt: at) + 1
            } else {
                at += 1
            }
        }
        if start <= high { out.append((start, high)) }
        return out
    }

    /// Every `z.object({…})` inside `(start, to)`: the branches of a zod union.
    func unionBranches(from start: Int, to close: Int) -> [[WireProperty]] {
        var out: [[WireProperty]] = []
        var at = start
        while at < close {
            if let open = objectBrace(from: at, through: close), lexemes[at].word == "z" {
                let end = cursor.closing(ofGroupAt: open)
                out.append(ScriptMembers(cursor: cursor).read(open: open, close: end).properties)
                at = end + 1
            } else {
                at += 1
            }
        }
        return out
    }

    /// The members of an `as const` object literal whose every value is one literal, as an
    /// enum's cases: OpenAPI generators write an enum as `export const PetStatus = { Available:
    /// 'available', NUMBER_MINUS_1: -1 } as const` with `type PetStatus = typeof
    /// PetStatus[keyof typeof PetStatus]`, a type closed to those values. Nil when a value is
    /// anything else (a nested object, a reference, a call, a spread): then it is no enum.
    func literalMembers(open: Int, close: Int) -> [EnumCase]? {
        var cases: [EnumCase] = []
        var at = open + 1
        while at < close {
            // A spread (`...BASE`) gives its members through `shapeSources`.
            if lexemes[at].punctuation == "...", at + 1 < close, lexemes[at + 1].word != nil {
                at += lexemes[min(at + 2, close)].punctuation == "," ? 3 : 2
                continue
            }
            guard let key = lexemes[at].word ?? lexemes[at].string, at + 2 < close,
                lexemes[at + 1].punctuation == ":", let (value, next) = LexemeCursor.literal(at: at + 2, in: lexemes)
            else { return nil }
            cases.append(EnumCase(name: key, rawValue: value, line: lexemes[at].line))
            guard next == close || lexemes[next].punctuation == "," else { return nil }
            at = next + 1
        }
        return cases.isEmpty ? nil : cases
    }

    /// The string literals directly inside the group from `open` to `close`.
    func strings(in open: Int, _ close: Int) -> [String] {
        guard open + 1 < close else { return [] }
        return (open + 1..<close).compactMap { lexemes[$0].string }
    }

    /// The keys of a union of object types: a key is optional when optional in one branch or
    /// missing from one.
    static func merge(_ branches: [[WireProperty]]) -> [WireProperty] {
        guard branches.count > 1 else { return branches.first ?? [] }
        var merged: [WireProperty] = []
        for branch in branches {
            for property in branch where !merged.contains(where: { $0.name == property.name }) {
                var key = property
                key.isOptional = branches.contains { other in
                    other.first { $0.name == property.name }.map(\.isOptional) ?? true
                }
                merged.append(key)
            }
        }
        return merged
    }
}
