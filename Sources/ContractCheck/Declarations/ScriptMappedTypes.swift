/// TypeScript's mapped types as key sets: `{ [P in K]: T }` (after `readonly`, `+readonly` or
/// `-readonly`; `?` or `+?` makes every key optional, `-?` or none required) and `Record<K, T>`,
/// which is `{ [P in K]: T }`. The keys are the members of K: a union of string literals written
/// inline (`[P in "a" | "b"]`) is read here; a name (`[P in Keys]`) is resolved where the shape is
/// paired (`MappedKeys`), in the file and then the side's other files. Anything else K can be
/// (`keyof X`, `string`, a template literal type) and a key remapped by `as` is a key set the
/// reader does not follow, and says so.
struct MappedKeys: Sendable, Equatable {
    /// The name the keys are mapped over: a union of string literals another declaration is.
    var over: String
    /// The key each member of `over` becomes, but for its name: optionality, value type, line.
    var template: WireProperty
}

extension ScriptShapes {
    /// What a mapped type gives: keys read inline, names to resolve, or why it is not followed.
    struct MappedRead {
        var keys: [WireProperty] = []
        var named: [MappedKeys] = []
        var unfollowed: String?
    }

    /// The mapped type (`{ [P in K]: T }`) or `Record<K, T>` from `low` through `high`; nil when
    /// it is neither.
    func mapped(from low: Int, through high: Int) -> MappedRead? {
        if lexemes[low].word == "Record", low + 1 < high, Self.angleChange(lexemes[low + 1]) > 0 {
            return record(from: low, through: high)
        }
        guard lexemes[low].punctuation == "{", cursor.closing(ofGroupAt: low) == high else { return nil }
        var at = low + 1
        if at < high, lexemes[at].punctuation == "+" || lexemes[at].punctuation == "-" { at += 1 }
        if at < high, lexemes[at].word == "readonly" { at += 1 }
        guard at + 3 < high, lexemes[at].punctuation == "[", lexemes[at + 1].word != nil, lexemes[at + 2].word == "in"
        else { return nil }
        let close = cursor.closing(ofGroupAt: at)
        var next = close + 1
        var optional = false
        if next < high, let sign = lexemes[next].punctuation, sign == "+" || sign == "-", next + 1 < high,
            lexemes[next + 1].punctuation == "?"
        {
            optional = sign == "+"
            next += 2
        } else if next < high, lexemes[next].punctuation == "?" {
            optional = true
            next += 1
        }
        guard next < high, lexemes[next].punctuation == ":" else { return nil }
        let end = ScriptMembers(cursor: cursor).memberEnd(from: next + 1, close: high)
        let template = self.template(from: next + 1, through: end, optional: optional, line: lexemes[at].line)
        let remap = (at + 3..<close).first { lexemes[$0].word == "as" }
        guard let remap else { return keys(from: at + 3, through: close - 1, template) }
        return MappedRead(
            unfollowed: "a mapped type over `\(text(from: at + 3, through: remap - 1))` with an `as` clause, which "
                + "the reader does not follow")
    }

    /// `Record<K, T>` from `low` (its `Record`) through `high` (the `>` closing its arguments);
    /// nil when the type goes on after that `>` or has no second argument.
    func record(from low: Int, through high: Int) -> MappedRead? {
        var angle = 0
        var comma: Int?
        var at = low + 1
        while at <= high {
            angle += Self.angleChange(lexemes[at])
            if angle <= 0 { break }
            if angle == 1, comma == nil, lexemes[at].punctuation == "," { comma = at }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        guard at == high, let comma, comma > low + 2 else { return nil }
        // The value ends before the `>` closing `Record<`; a `>>` closes a type argument too.
        let valueEnd = lexemes[high].punctuation == ">" ? high - 1 : high
        let template = self.template(from: comma + 1, through: valueEnd, optional: false, line: lexemes[low].line)
        return keys(from: low + 2, through: comma - 1, template)
    }

    /// The key a mapped type gives each member of its union, its value from `start` through `end`.
    func template(from start: Int, through end: Int, optional: Bool, line: Int) -> WireProperty {
        let value = valueFacts(from: start, through: end)
        return WireProperty(
            name: "", isOptional: optional || value.optional, typeName: value.typeName, members: value.members,
            line: line)
    }

    /// The keys of the union a mapped type maps over, from `start` through `end`: each string
    /// literal a key, each name one to resolve; anything else, and the type is not followed.
    func keys(from start: Int, through end: Int, _ template: WireProperty) -> MappedRead {
        var read = MappedRead()
        for (low, high) in branches(from: start, through: end) {
            if low == high, let key = lexemes[low].string {
                var property = template
                (property.name, property.wireName, property.line) = (key, key, lexemes[low].line)
                read.keys.append(property)
            } else if low == high, let name = lexemes[low].word, !Self.builtins.contains(name) {
                read.named.append(MappedKeys(over: name, template: template))
            } else {
                let over = text(from: start, through: end)
                return MappedRead(unfollowed: "a mapped type over `\(over)`, which the reader does not follow")
            }
        }
        return read
    }

    /// A type from `start` through `end` as written, for a reason: a space between two words and
    /// around `|` and `&`, at most eight lexemes.
    func text(from start: Int, through end: Int) -> String {
        guard start <= end else { return "" }
        var out = ""
        var wordBefore = false
        for at in start...min(end, start + 7) {
            let lexeme = lexemes[at]
            if let punctuation = lexeme.punctuation {
                out += punctuation == "|" || punctuation == "&" ? " \(punctuation) " : punctuation
                wordBefore = false
            } else {
                var word = lexeme.word ?? "…"
                if case .literal(let token) = lexeme.lexeme {
                    word = token.kind == .string ? "\"\(token.text)\"" : token.text
                }
                out += (wordBefore ? " " : "") + word
                wordBefore = true
            }
        }
        return out + (end > start + 7 ? "…" : "")
    }
}
