/// One significant piece of source as the declaration recognizer sees it: tokens plus the
/// punctuation that `SourceToken` leaves out.
enum Lexeme: Sendable, Equatable {
    /// An identifier or keyword (backticks removed).
    case word(String)
    /// A whole literal a constant can be initialised with: a string without interpolation (and
    /// terminated), or a number.
    case literal(SourceToken)
    /// An operator or bracket as lexed: `=`, `:`, `->`, `=>`, `;`, `(`.
    case punctuation(String)
    /// Anything else that is a value: an interpolated or unterminated string, a regex, JSX.
    case other
}

/// A lexeme and where it starts (1-based line, UTF-8 column).
struct SourceLexeme: Sendable, Equatable {
    var lexeme: Lexeme
    var line: Int
    var column: Int

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The word, when the lexeme is one.
    var word: String? {
        if case .word(let word) = lexeme { return word }
        return nil
    }

    /// The punctuation text, when the lexeme is punctuation.
    var punctuation: String? {
        if case .punctuation(let text) = lexeme { return text }
        return nil
    }

    /// The string literal's content, when the lexeme is a whole string literal.
    var string: String? {
        if case .literal(let token) = lexeme, token.kind == .string { return token.text }
        return nil
    }
}
