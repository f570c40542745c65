/// What a lexer found in one source file, each list in source order.
struct LexedSource: Sendable, Equatable {
    /// Strings, identifiers (keywords included), numbers, regex literals and JSX text.
    /// Nothing inside a comment is a token.
    var tokens: [SourceToken]
    /// Names initialised with a single literal.
    var declarations: [ConstantDeclaration]
    /// Every comment, so a caller can say "present only in a comment".
    var comments: [SourceComment]
    /// Every lexeme (tokens and punctuation) with its position, in the order the lexer met them:
    /// what the declaration readers (`Declarations/`) build a file's declarations from.
    var lexemes: [SourceLexeme] = []
    /// A data file's tree (`DataLexer`); nil for source code, and for a data file that could not
    /// be read (`dataFailure` says why).
    var data: DataNode?
    /// Why a data file could not be read; nil otherwise.
    var dataFailure: DataFailure?
    /// The contract document's fenced JSON examples (`DocumentExampleLexer`); empty otherwise.
    var examples: [LexedExample] = []

    init(tokens: [SourceToken] = [], declarations: [ConstantDeclaration] = [], comments: [SourceComment] = []) {
        self.tokens = tokens
        self.declarations = declarations
        self.comments = comments
    }
}
