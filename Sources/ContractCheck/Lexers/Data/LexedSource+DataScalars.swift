extension LexedSource {
    /// Appends the token and lexeme of a data file's scalar `text` written at `start`, as the code
    /// lexers give a value (a string or a number is a literal; `true`, `false` and `null` are
    /// words), and returns the scalar, which points at its lexeme. Both data readers (libyaml's
    /// events, `JSONReader`) make their scalars here, so a side reads the same tokens from each.
    mutating func appendScalar(_ kind: DataScalar.Kind, _ text: String, at start: SourcePosition) -> DataScalar {
        let token: SourceToken
        let lexeme: Lexeme
        switch kind {
        case .string, .number:
            token = SourceToken(
                kind: kind == .string ? .string : .number, text: text, line: start.line, column: start.column)
            lexeme = .literal(token)
        case .boolean, .null:
            token = SourceToken(kind: .identifier, text: text, line: start.line, column: start.column)
            lexeme = .word(text)
        }
        tokens.append(token)
        lexemes.append(SourceLexeme(lexeme: lexeme, line: start.line, column: start.column))
        return DataScalar(kind: kind, text: text, position: start, lexeme: lexemes.count - 1)
    }
}
