/// Computed properties: a getter that is one expression is that expression's value, and so is a
/// getter with statements whose one `return` is its last statement (`_ = "a"; return "b"` is
/// `"b"`, never `"a"`) when what it returns folds. A getter that calls something (it builds a
/// value: a URL from a query constant), returns in more than one place or returns what does
/// not fold, is read like a function, its values sought inside it.
extension ValueFolder {
    /// Words that make a getter's body statements rather than one expression.
    static let statementWords: Set<String> = [
        "let", "var", "val", "guard", "for", "while", "do", "defer", "throw", "repeat", "try", "return",
    ]

    /// The reading of a getter: Swift `{ expr }`, `{ return expr }`, `{ get { expr } }`; Kotlin
    /// `get() = expr`, `get() { return expr }`. A protocol's `{ get }` has no value to fold.
    func getter(_ initializer: Initializer, path: [String], depth: Int) -> FoldedReading {
        guard let body = getterBody(initializer.start, initializer.end),
            !(body.start...body.end).allSatisfy({ ["get", "set"].contains(lexemes[$0].word ?? "") })
        else { return .structure }
        var start = body.start
        if lexemes[start].word == "return" { start += 1 }
        let statements = !isOneExpression(start, body.end)
        if statements, let returned = lastReturn(body.start, body.end) { start = returned }
        guard start <= body.end, isOneExpression(start, body.end) else { return .structure }
        let reading = expression(start, body.end, path: path, depth: depth)
        if case .unverifiable(.call) = reading { return .structure }
        if case .unverifiable(.noInitializer) = reading { return .structure }
        // What statements return is its value only when it folds (`_ = "a"; return "b"`); else
        // (a returned local, `let key = "a"; return key`; a built value) it is sought inside.
        if statements, case .unverifiable = reading { return .structure }
        return reading
    }

    /// The lexemes of a getter's expression or block contents, nil when there are none.
    func getterBody(_ start: Int, _ end: Int) -> (start: Int, end: Int)? {
        var at = start
        // Kotlin: `[visibility] get() = …` or `get() { … }`, maybe followed by a setter.
        while at <= end, let word = lexemes[at].word, word != "get" { at += 1 }
        if at <= end, lexemes[at].word == "get" {
            at += 1
            if at <= end, lexemes[at].punctuation == "(" { at = closing(at, end) + 1 }
            if at <= end, lexemes[at].punctuation == "=" {
                var last = at + 1
                while last <= end, lexemes[last].word != "set",
                    !["private", "internal", "protected", "public"]
                        .contains(lexemes[last].word ?? "")
                {
                    last = LexemeCursor.depthChange(lexemes[last]) > 0 ? closing(last, end) + 1 : last + 1
                }
                return at + 1 <= last - 1 ? (at + 1, last - 1) : nil
            }
        } else {
            at = start
        }
        guard at <= end, lexemes[at].punctuation == "{" else { return nil }
        let close = closing(at, end)
        if at + 2 <= close, lexemes[at + 1].word == "get", lexemes[at + 2].punctuation == "{" {
            return getterBody(at + 2, closing(at + 2, close))
        }
        return at + 1 <= close - 1 ? (at + 1, close - 1) : nil
    }

    /// True when `start...end` holds no statement keyword or `;` at its top level.
    func isOneExpression(_ start: Int, _ end: Int) -> Bool {
        var at = start
        while at <= end {
            if let word = lexemes[at].word, Self.statementWords.contains(word) { return false }
            if lexemes[at].punctuation == ";" { return false }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? closing(at, end) + 1 : at + 1
        }
        return true
    }

    /// The start of the returned expression when the body's one `return` (at any depth) is a
    /// top-level statement: what the getter evaluates to, whatever the statements before it do.
    func lastReturn(_ start: Int, _ end: Int) -> Int? {
        let returns = (start...end).filter { lexemes[$0].word == "return" }
        guard returns.count == 1, let only = returns.first, only < end else { return nil }
        var at = start
        while at < only { at = LexemeCursor.depthChange(lexemes[at]) > 0 ? closing(at, end) + 1 : at + 1 }
        return at == only ? only + 1 : nil
    }
}
