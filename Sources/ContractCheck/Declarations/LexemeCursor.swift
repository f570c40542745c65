/// A position in a file's lexemes with the steps both declaration readers take: looking ahead,
/// and stepping over a bracketed group in one step (the matching brackets of the whole file are
/// found once, in one pass with an explicit stack, so any depth of brackets is linear).
struct LexemeCursor {
    let lexemes: [SourceLexeme]
    var index: Int
    /// The file's bracket table, shared by every copy of the cursor.
    let groups: LexemeGroups

    /// `notNames`: the words `nextName(from:)` steps over (none: it is not asked).
    init(_ lexemes: [SourceLexeme], at index: Int = 0, notNames: Set<String>? = nil) {
        self.lexemes = lexemes
        self.index = index
        groups = LexemeGroups(lexemes, notNames: notNames)
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
        guard index < lexemes.count else { return index }
        let last = groups.closing[index]
        index = last + 1
        return last
    }

    /// The index of the lexeme that closes the group opened at `open` (or the last lexeme).
    func closing(ofGroupAt open: Int) -> Int {
        open < lexemes.count ? groups.closing[open] : open
    }

    /// The bracket depth after the lexemes from `start` through `end`, relative to before `start`.
    func depthChange(from start: Int, through end: Int) -> Int {
        groups.depthBefore[end + 1] - groups.depthBefore[start]
    }

    /// The index of the last lexeme of an expression (or type) starting at `start`: before `;`,
    /// a closing bracket of the enclosing group, `stop` (a `,` when asked), or a later line that
    /// does not continue it, as each language's `continues(last, next)` says (the last lexeme of
    /// the line before, the first of the new one). Brackets are stepped over whole. `start - 1`
    /// when the expression is empty.
    func expressionEnd(
        from start: Int, stop: String? = nil, continues: (SourceLexeme, SourceLexeme) -> Bool
    ) -> Int {
        var at = start
        var last = start - 1
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == ";" || Self.depthChange(lexeme) < 0 { break }
            if let stop, lexeme.punctuation == stop { break }
            if last >= start, lexeme.line > lexemes[last].line, !continues(lexemes[last], lexeme) { break }
            if Self.depthChange(lexeme) > 0 {
                last = closing(ofGroupAt: at)
                at = last + 1
            } else {
                last = at
                at += 1
            }
        }
        return max(last, start - 1)
    }

    /// The first name from `start` through `end`: a word not in the cursor's `notNames` and, past
    /// `start`, not after a `.` (a member); nil when there is none.
    func nextName(from start: Int, through end: Int) -> Int? {
        guard start <= end, start < groups.nextName.count else { return nil }
        if let word = lexemes[start].word, !groups.notNames.contains(word) { return start }
        guard start + 1 < groups.nextName.count else { return nil }
        let next = groups.nextName[start + 1]
        return next <= end ? next : nil
    }

    /// The range from the lexeme at `start` to the one at `end`, as positions.
    func range(_ start: Int, _ end: Int) -> ClosedRange<SourcePosition> {
        let first = lexemes[min(start, lexemes.count - 1)].position
        let last = lexemes[max(min(end, lexemes.count - 1), start)].position
        return first...max(first, last)
    }
}

/// Where every group of a file's lexemes closes, found in one pass.
///
/// A group opened at `i` closes at the first `j ≥ i` where the bracket depth after `j` is no
/// deeper than before `i` (the last lexeme when none is): what counting brackets forward from
/// `i` finds, for every `i` at once. The lexemes waiting for their closing one form a stack
/// whose depths rise towards the top, so each is pushed and popped once.
final class LexemeGroups: Sendable {
    /// Per lexeme, the index of the lexeme that closes the group it opens (itself when it opens
    /// none).
    let closing: [Int]
    /// Per lexeme, the bracket depth before it (one more entry: the depth after the last one).
    let depthBefore: [Int]
    /// Per lexeme, the index of the first name at or after it that is not a member (`nextName`),
    /// or the lexeme count; empty unless asked for.
    let nextName: [Int]
    let notNames: Set<String>

    init(_ lexemes: [SourceLexeme], notNames: Set<String>?) {
        var closing = Array(repeating: max(lexemes.count - 1, 0), count: lexemes.count)
        var depthBefore = [0]
        depthBefore.reserveCapacity(lexemes.count + 1)
        var waiting: [Int] = []
        var depth = 0
        for at in lexemes.indices {
            let change = LexemeCursor.depthChange(lexemes[at])
            waiting.append(at)
            depth += change
            while let top = waiting.last, depthBefore[top] >= depth {
                closing[top] = at
                waiting.removeLast()
            }
            depthBefore.append(depth)
        }
        self.closing = closing
        self.depthBefore = depthBefore
        self.notNames = notNames ?? []
        nextName = notNames.map { Self.nextNames(lexemes, notNames: $0) } ?? []
    }

    /// `nextName` for every lexeme, from the end.
    static func nextNames(_ lexemes: [SourceLexeme], notNames: Set<String>) -> [Int] {
        var next = Array(repeating: lexemes.count, count: lexemes.count)
        var found = lexemes.count
        for at in lexemes.indices.reversed() {
            if let word = lexemes[at].word, !notNames.contains(word), at == 0 || lexemes[at - 1].punctuation != "." {
                found = at
            }
            next[at] = found
        }
        return next
    }
}

extension LexemeCursor {
    /// The literal at `index` as the wire writes it (a string's content, a number as written,
    /// `-1` for a unary minus before a number) and the index after it; nil when none is there.
    static func literal(at index: Int, in lexemes: [SourceLexeme]) -> (String, Int)? {
        guard index < lexemes.count else { return nil }
        if case .literal(let token) = lexemes[index].lexeme { return (token.text, index + 1) }
        if lexemes[index].punctuation == "-", index + 1 < lexemes.count,
            case .literal(let token) = lexemes[index + 1].lexeme, token.kind == .number
        {
            return ("-" + token.text, index + 2)
        }
        return nil
    }
}
