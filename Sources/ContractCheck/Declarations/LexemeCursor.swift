/// A position in a file's lexemes with the steps both declaration readers take: looking ahead,
/// and stepping over a bracketed group without recursion (any depth of brackets is linear).
struct LexemeCursor {
    let lexemes: [SourceLexeme]
    var index: Int

    init(_ lexemes: [SourceLexeme], at index: Int = 0) {
        self.lexemes = lexemes
        self.index = index
    }

    var atEnd: Bool { index >= lexemes.count }
    var current: SourceLexeme? { index < lexemes.count ? lexemes[index] : nil }

    func peek(_ offset: Int = 0) -> SourceLexeme? {
        let at = index + offset
        return at >= 0 && at < lexemes.count ? lexemes[at] : nil
    }

    func isPunctuation(_ text: String, _ offset: Int = 0) -> Bool { peek(offset)?.punctuation == text }
    func isWord(_ text: String, _ offset: Int = 0) -> Bool { peek(offset)?.word == text }

    /// How much a punctuation lexeme opens (+) or closes (−) of `(`, `[` and `{`.
    static func depthChange(_ lexeme: SourceLexeme) -> Int {
        guard let text = lexeme.punctuation else { return 0 }
        var change = 0
        for byte in text.utf8 {
            switch byte {
            case ByteClass.openParen, ByteClass.openBracket, ByteClass.openBrace: change += 1
            case ByteClass.closeParen, ByteClass.closeBracket, ByteClass.closeBrace: change -= 1
            default: break
            }
        }
        return change
    }

    /// At an opening bracket: steps past its matching closing one and returns the index of that
    /// closing lexeme (the last one, when the input ends first).
    @discardableResult
    mutating func skipGroup() -> Int {
        var depth = 0
        var last = index
        while index < lexemes.count {
            depth += Self.depthChange(lexemes[index])
            last = index
            index += 1
            if depth <= 0 { break }
        }
        return last
    }

    /// The index of the lexeme that closes the group opened at `open` (or the last lexeme).
    func closing(ofGroupAt open: Int) -> Int {
        var copy = LexemeCursor(lexemes, at: open)
        return copy.skipGroup()
    }

    /// The range from the lexeme at `start` to the one at `end`, as positions.
    func range(_ start: Int, _ end: Int) -> ClosedRange<SourcePosition> {
        let first = lexemes[min(start, lexemes.count - 1)].position
        let last = lexemes[max(min(end, lexemes.count - 1), start)].position
        return first...max(first, last)
    }
}
