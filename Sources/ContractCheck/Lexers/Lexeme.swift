/// One significant piece of source as the declaration recognizer sees it: tokens plus the
/// punctuation that `SourceToken` leaves out.
enum Lexeme: Equatable {
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
