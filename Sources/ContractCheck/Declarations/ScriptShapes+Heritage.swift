/// Key sets and closed sets TypeScript builds from more than one declaration: `interface B
/// extends A, C`, `type B = A & { … }`, a spread in an array literal (`[...BASE, "c"] as const`),
/// and declaration merging (two `interface X`, two `enum E` in one file are one declaration).
extension ScriptShapes {
    /// The names after `extends` between `start` and the body's `{` at `open` (up to
    /// `implements`), a dotted one (`ns.Base`) whole, type arguments stepped over.
    func heritage(from start: Int, to open: Int) -> [String] {
        var names: [String] = []
        var angle = 0
        var inHeritage = false
        var expectsName = false
        var at = start
        while at < open, lexemes[at].word != "implements" {
            let lexeme = lexemes[at]
            if let text = lexeme.punctuation {
                angle += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                if angle == 0, inHeritage, text == "," { expectsName = true }
                if angle == 0, text == ".", at + 1 < open, let next = lexemes[at + 1].word, !names.isEmpty {
                    names[names.count - 1] += "." + next
                    at += 1
                }
            } else if let word = lexeme.word, angle == 0 {
                if word == "extends" {
                    inHeritage = true
                    expectsName = true
                } else if inHeritage, expectsName {
                    names.append(word)
                    expectsName = false
                }
            }
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return names
    }

    /// How much a lexeme opens (+) or closes (−) of type arguments `<…>`: a lexeme of `<` and
    /// `>` only (`>>` closes two); `=>` and the comparisons are not brackets.
    static func angleChange(_ lexeme: SourceLexeme) -> Int {
        guard let text = lexeme.punctuation, text.allSatisfy({ $0 == "<" || $0 == ">" }) else { return 0 }
        return text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
    }

    /// The parts of an intersection `A & { … } & B` from `low` through `high`, split at the `&`
    /// at the top level only (outside `<…>`, `(…)`, `[…]` and `{…}`: `Partial<A & B>` is one
    /// part); one part when there is no such `&`.
    func intersectionParts(from low: Int, through high: Int) -> [(Int, Int)] {
        topLevelParts(splitAt: "&", from: low, through: high)
    }

    /// One branch of a type alias that is an intersection: the keys written inline, with the
    /// names of the parts it takes keys from added to `declaration`; a part the reader does not
    /// read (`Partial<A>`, a mapped type) is named as unfollowed. Nil when it is no intersection.
    func intersection(from low: Int, through high: Int, into declaration: inout SourceDeclaration) -> [WireProperty]? {
        let parts = intersectionParts(from: low, through: high)
        guard parts.count > 1 else { return nil }
        var properties: [WireProperty] = []
        for (start, end) in parts {
            if let mapped = mapped(from: start, through: end) {
                properties += mapped.keys
                declaration.mappedKeys += mapped.named
                declaration.unfollowed += mapped.unfollowed.map { [$0] } ?? []
            } else if lexemes[start].punctuation == "{", cursor.closing(ofGroupAt: start) == end {
                let members = ScriptMembers(cursor: cursor).read(open: start, close: end)
                properties += members.properties
                declaration.shapeSources += members.spreads
            } else if start == end, let word = lexemes[start].word, !Self.builtins.contains(word) {
                declaration.shapeSources.append(word)
            } else if lexemes[start].word == "typeof", start + 1 <= end, let name = lexemes[start + 1].word {
                declaration.shapeSources.append(name)
            } else if functionType(from: start, through: end) == nil {
                // (A function type is named by `readType` already.)
                let first = lexemes[start].word ?? lexemes[start].punctuation ?? "…"
                declaration.unfollowed.append("\"\(first)…\", a part of an intersection the reader does not read")
            }
        }
        return properties
    }

    /// The names an array literal from `open` to `close` spreads (`...BASE`).
    func spreads(in open: Int, _ close: Int) -> [String] {
        guard open + 2 < close else { return [] }
        return (open + 1..<close - 1).compactMap { lexemes[$0].punctuation == "..." ? lexemes[$0 + 1].word : nil }
    }
}
