/// Collects a lexer's output: tokens, comments and, through the declaration recognizer,
/// declarations. Lexers report byte offsets; the sink turns them into lines and columns.
struct LexerSink {
    let bytes: [UInt8]
    private var lines: LineMap
    private(set) var tokens: [SourceToken] = []
    private var comments: [SourceComment] = []
    private var recognizer: DeclarationRecognizer
    /// Every lexeme with its position, for the declaration readers (`Declarations/`).
    private var lexemes: [SourceLexeme] = []
    /// Indices of tokens reserved for a literal segment that turned out empty; dropped at the end
    /// in one pass, so that dropping stays linear however literals nest.
    private var dropped: Set<Int> = []

    init(bytes: [UInt8], recognizer: DeclarationRecognizer) {
        self.bytes = bytes
        self.lines = LineMap(bytes)
        self.recognizer = recognizer
    }

    /// Adds a token whose first byte is at `offset`; returns its index.
    @discardableResult
    mutating func token(_ kind: SourceToken.Kind, _ text: String, at offset: Int) -> Int {
        let position = lines.position(of: offset)
        tokens.append(SourceToken(kind: kind, text: text, line: position.line, column: position.column))
        return tokens.count - 1
    }

    /// Adds a token from the bytes in `range`, as written.
    @discardableResult
    mutating func token(_ kind: SourceToken.Kind, range: Range<Int>) -> Int {
        token(kind, String(decoding: bytes[range], as: UTF8.self), at: range.lowerBound)
    }

    /// Sets the text of a token added earlier (a literal segment decoded once its literal ended).
    mutating func setText(_ text: String, ofToken index: Int) {
        tokens[index].text = text
    }

    /// Leaves out a token added earlier.
    mutating func drop(token index: Int) {
        dropped.insert(index)
    }

    /// Adds a comment made of the bytes in `range`.
    mutating func comment(_ range: Range<Int>) {
        let line = lines.line(of: range.lowerBound)
        comments.append(SourceComment(text: String(decoding: bytes[range], as: UTF8.self), line: line))
    }

    /// Feeds the declaration recognizer a lexeme that starts at `offset`.
    mutating func lexeme(_ lexeme: Lexeme, at offset: Int) {
        let position = lines.position(of: offset)
        recognizer.feed(lexeme, line: position.line, column: position.column)
        lexemes.append(SourceLexeme(lexeme: lexeme, line: position.line, column: position.column))
    }

    /// A number literal in `range`: a token, and a lexeme for the declaration recognizer.
    /// `negative` when a unary minus ends right before it: the token's text is then signed
    /// (`-1`), while the recognizer, which saw the `-` on its own, gets the digits.
    mutating func number(_ range: Range<Int>, negative: Bool) {
        let index = token(.number, range: range)
        lexeme(.literal(tokens[index]), at: range.lowerBound)
        if negative { setText("-" + tokens[index].text, ofToken: index) }
    }

    /// The result, once the whole input was read.
    mutating func finish() -> LexedSource {
        recognizer.finish()
        var kept = tokens
        if !dropped.isEmpty {
            kept = []
            kept.reserveCapacity(tokens.count - dropped.count)
            for (index, token) in tokens.enumerated() where !dropped.contains(index) {
                kept.append(token)
            }
        }
        var source = LexedSource(tokens: kept, declarations: recognizer.declarations, comments: comments)
        source.lexemes = lexemes
        return source
    }
}
