/// A lexer for one language family: turns a file's bytes into tokens, declarations and comments.
///
/// A lexer never fails: any bytes (invalid UTF-8, NUL, unterminated literals) give a result, in
/// time linear in the input. Invalid UTF-8 inside a token's text becomes U+FFFD.
protocol SourceLexer: Sendable {
    /// The file-name extensions (lower case, no dot) this lexer reads.
    static var fileExtensions: Set<String> { get }
    /// A lexer set up for files with `fileExtension` (one of `fileExtensions`), for languages
    /// whose dialect depends on it (JSX in `.tsx`, not in `.ts`).
    init(fileExtension: String)
    /// Lexes a whole file.
    func lex(_ source: [UInt8]) -> LexedSource
}
