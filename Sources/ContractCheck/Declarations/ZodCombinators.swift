/// zod's combinators as key-set steps (`ShapeStep`): a schema built from `z.object({…})`, a named
/// schema, `z.union([…])`/`z.discriminatedUnion(key, […])`, then `.extend({…})`, `.merge(Other)`,
/// `.and(Other)`, `.omit({ k: true })`, `.pick({ k: true })`, `.partial()`, `.required()` and
/// `.or(Other)`. Methods that leave the keys as they are (`.strict()`, `.refine(…)`) are stepped
/// over; any other method is named as what the reader does not follow.
extension ScriptShapes {
    /// Methods that keep a schema's keys (and their optionality) as they are.
    static let keyNeutralMethods: Set<String> = [
        "strict", "strip", "passthrough", "refine", "superRefine", "transform", "describe", "brand", "readonly",
        "default", "catch", "optional", "nullable", "nullish",
    ]
    /// Methods that change the key set.
    static let combinators: Set<String> = ["extend", "merge", "and", "omit", "pick", "partial", "required", "or"]

    /// A schema chain from `start` through `end` as steps, with what it uses that the reader
    /// does not follow; nil when it is not a schema chain (a call of anything else), or, when
    /// `combinedOnly`, one that neither combines schemas nor names one (what `readValue` reads
    /// without steps).
    func zodChain(
        from start: Int, through end: Int, combinedOnly: Bool = false
    ) -> (steps: [ShapeStep], unfollowed: [String])? {
        guard start <= end else { return nil }
        var steps: [ShapeStep]
        var unfollowed: [String] = []
        var at: Int
        var combined = false
        var named = false
        if let open = objectBrace(from: start, through: end) {
            steps = objectSteps(open: open, close: cursor.closing(ofGroupAt: open))
            at = cursor.closing(ofGroupAt: open - 1) + 1
        } else if start + 3 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            ["union", "discriminatedUnion"].contains(lexemes[start + 2].word ?? ""),
            lexemes[start + 3].punctuation == "("
        {
            let close = cursor.closing(ofGroupAt: start + 3)
            guard let list = (start + 4..<close).first(where: { lexemes[$0].punctuation == "[" }) else { return nil }
            steps = unionSteps(open: list, close: cursor.closing(ofGroupAt: list), unfollowed: &unfollowed)
            combined = !ShapeStep.sources(steps).isEmpty
            at = close + 1
        } else if start + 3 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            lexemes[start + 2].word == "intersection", lexemes[start + 3].punctuation == "("
        {
            // `z.intersection(A, B)`: the keys of both, as `A.and(B)`.
            let close = cursor.closing(ofGroupAt: start + 3)
            steps = arguments(open: start + 3, close: close).flatMap { low, high -> [ShapeStep] in
                guard let operand = operand(from: low, through: high, unfollowed: &unfollowed) else {
                    unfollowed.append("an argument of \"z.intersection(…)\" the reader does not read")
                    return []
                }
                return [.include(operand)]
            }
            combined = true
            at = close + 1
        } else if let word = lexemes[start].word, word != "z", start + 1 <= end, lexemes[start + 1].punctuation == "." {
            steps = [.source(word)]
            named = true
            at = start + 1
        } else {
            return nil
        }
        while at + 2 <= end, lexemes[at].punctuation == ".", let method = lexemes[at + 1].word,
            lexemes[at + 2].punctuation == "("
        {
            let close = cursor.closing(ofGroupAt: at + 2)
            if Self.combinators.contains(method) {
                combined = true
                steps.append(contentsOf: step(method, from: at + 3, to: close, unfollowed: &unfollowed))
            } else if !Self.keyNeutralMethods.contains(method) {
                unfollowed.append("\".\(method)(…)\", a zod method the reader does not follow")
            }
            at = close + 1
        }
        if !combined {
            // A named value with no combinator (`schema.parse(x)`) is not a schema.
            if combinedOnly { return nil }
            if named { return nil }
        }
        return (steps, unfollowed)
    }

    /// The step a combinator makes of its argument, between `start` and the `)` at `close`.
    func step(_ method: String, from start: Int, to close: Int, unfollowed: inout [String]) -> [ShapeStep] {
        let end = close - 1
        let literal = start <= end && lexemes[start].punctuation == "{" ? start : nil
        let keys = literal.map { open in
            ScriptMembers(cursor: cursor).read(open: open, close: cursor.closing(ofGroupAt: open)).properties.map(
                \.name)
        }
        switch method {
        case "omit": return [.omit(keys ?? [])]
        case "pick": return [.pick(keys ?? [])]
        case "partial": return [.partial(keys)]
        case "required": return [.required(keys)]
        case "extend" where literal != nil:
            return objectSteps(open: start, close: cursor.closing(ofGroupAt: start))
        default:
            guard let operand = operand(from: start, through: end, unfollowed: &unfollowed) else {
                if start <= end { unfollowed.append("\".\(method)(…)\" of a schema the reader does not read") }
                return []
            }
            return method == "or" ? [.or(operand)] : [.include(operand)]
        }
    }

    /// A schema as an argument or union member: a name, or a chain.
    func operand(from start: Int, through end: Int, unfollowed: inout [String]) -> [ShapeStep]? {
        if start == end, let word = lexemes[start].word, word != "z" { return [.source(word)] }
        guard let chain = zodChain(from: start, through: end) else { return nil }
        unfollowed += chain.unfollowed
        return chain.steps
    }

    /// The ranges of the arguments (or members) between the group's `open` and `close`, split
    /// at its top-level commas.
    func arguments(open: Int, close: Int) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var low = open + 1
        var at = open + 1
        while at <= close {
            if at == close || lexemes[at].punctuation == "," {
                if low < at { out.append((low, at - 1)) }
                low = at + 1
                at += 1
            } else {
                at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
            }
        }
        return out
    }

    /// `X.keyof()` (zod) from `start` through `end`: the steps of the schema `X` whose keys
    /// are the closed set; nil when the value is no such call.
    func keyofChain(from start: Int, through end: Int) -> (steps: [ShapeStep], unfollowed: [String])? {
        guard end - 4 >= start, lexemes[end - 3].punctuation == ".", lexemes[end - 2].word == "keyof",
            lexemes[end - 1].punctuation == "(", lexemes[end].punctuation == ")"
        else { return nil }
        if start == end - 4, let word = lexemes[start].word, word != "z" { return ([.source(word)], []) }
        return zodChain(from: start, through: end - 4)
    }

    /// The members of `z.discriminatedUnion(key, […])` from `start` through `end` as a union's
    /// members (each `z.object({…})` or a named schema), whose tags `TaggedUnion` reads as the
    /// closed set; empty when it is no such call or a member is neither.
    func discriminatedMembers(from start: Int, through end: Int) -> [UnionMember] {
        guard start + 3 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            lexemes[start + 2].word == "discriminatedUnion", lexemes[start + 3].punctuation == "(",
            let list = (start + 4..<cursor.closing(ofGroupAt: start + 3)).first(where: {
                lexemes[$0].punctuation == "["
            })
        else { return [] }
        var members: [UnionMember] = []
        for (low, high) in arguments(open: list, close: cursor.closing(ofGroupAt: list)) {
            if let open = objectBrace(from: low, through: high) {
                let properties = ScriptMembers(cursor: cursor).read(open: open, close: cursor.closing(ofGroupAt: open))
                members.append(.object(properties.properties, line: lexemes[low].line))
            } else if low == high, let word = lexemes[low].word {
                members.append(.reference(word, line: lexemes[low].line))
            } else {
                return []
            }
        }
        return members.count > 1 ? members : []
    }

    /// The members of `[…]` from `open` to `close`, each an object schema, a name or a chain,
    /// as one union (a member that is no object schema, `z.null()`, adds no keys).
    func unionSteps(open: Int, close: Int, unfollowed: inout [String]) -> [ShapeStep] {
        var members: [[ShapeStep]] = []
        var low = open + 1
        var at = open + 1
        while at <= close {
            if at == close || lexemes[at].punctuation == "," {
                if low < at, let member = operand(from: low, through: at - 1, unfollowed: &unfollowed) {
                    members.append(member)
                }
                low = at + 1
                at += 1
            } else {
                at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
            }
        }
        guard let first = members.first else { return [] }
        return [.include(first)] + members.dropFirst().map { ShapeStep.or($0) }
    }

    /// The steps of an object literal `{…}`: what it spreads, then its own keys.
    func objectSteps(open: Int, close: Int) -> [ShapeStep] {
        let members = ScriptMembers(cursor: cursor).read(open: open, close: close)
        return members.spreads.map { ShapeStep.source($0) } + [.properties(members.properties)]
    }

    /// Sets a schema chain's shape on a declaration: its keys when it names no other
    /// declaration, else its steps and the names they take keys from.
    static func apply(_ chain: (steps: [ShapeStep], unfollowed: [String]), to declaration: inout SourceDeclaration) {
        let sources = ShapeStep.sources(chain.steps)
        declaration.unfollowed += chain.unfollowed
        if sources.isEmpty {
            declaration.properties = ShapeStep.apply(chain.steps) { _ in nil }
        } else {
            declaration.shapeSteps = chain.steps
            declaration.shapeSources = sources
        }
    }
}
