extension TokenSearch {
    /// The words that declare the name right after them.
    static let introducers: Set<String> = [
        "func", "fun", "function", "const", "let", "var", "val", "class", "struct", "interface", "type", "enum",
        "object",
    ]

    /// The annotations that export a method under its own name to a web view's JavaScript.
    static let exporting: Set<String> = ["@objc", "@JavascriptInterface"]

    /// True when the identifier `token` spells a wire name: where the declaration model reads a
    /// key or a case (`WireSpellings`), as a member access or call on an object (after `.`, `?.`:
    /// `controls.setAudioEnabled(`, `window.webkit.messageHandlers.beeboxSession`, Swift's
    /// `.queued`), or as a declaration's own name where a named scope starts on its line (the
    /// side names that very declaration: a bridge global the other side calls) or where the
    /// declaration is a method exported to JavaScript (`@JavascriptInterface fun`, `@objc func`).
    /// A local, a parameter, a call without a receiver or a key of an object literal that goes
    /// nowhere is a name in code, not the value.
    static func spellsWireName(
        _ token: SourceToken, in source: LexedSource, spellings: WireSpellings,
        scopes: [ClosedRange<SourcePosition>]
    ) -> Bool {
        if spellings.contains(token) { return true }
        guard let index = lexemeIndex(of: token, in: source.lexemes) else { return source.lexemes.isEmpty }
        guard index > 0 else { return false }
        let previous = source.lexemes[index - 1]
        if let mark = previous.punctuation { return [".", "?.", "!."].contains(mark) }
        guard let word = previous.word, introducers.contains(word) else { return false }
        if scopes.contains(where: { $0.lowerBound.line == token.line }) { return true }
        return isExported(before: index - 1, in: source.lexemes)
    }

    /// True when an exporting annotation (`exporting`) leads the declaration whose introducer is
    /// at `index`: sought back over its annotations and modifiers, up to the previous statement.
    static func isExported(before index: Int, in lexemes: [SourceLexeme]) -> Bool {
        var at = index - 1
        while at >= 0, index - at <= 16 {
            if let word = lexemes[at].word {
                if exporting.contains(word) { return true }
            } else if let mark = lexemes[at].punctuation, ["{", "}", ";"].contains(mark) {
                return false
            }
            at -= 1
        }
        return false
    }

    /// The index of the lexeme that starts where `token` does, by binary search, or nil.
    static func lexemeIndex(of token: SourceToken, in lexemes: [SourceLexeme]) -> Int? {
        let wanted = SourcePosition(line: token.line, column: token.column)
        var low = 0
        var high = lexemes.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let position = lexemes[middle].position
            if position == wanted { return middle }
            if position < wanted { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
