/// Finds `let NAME = <literal>` style declarations in a stream of lexemes.
///
/// The shape, for both languages: an introducer keyword (`let`, `var`, `const`), a name, an
/// optional type annotation (`: Type`, skipped with its brackets balanced), `=`, an optional `-`,
/// a literal, optionally `as const` (TypeScript), and then the end of the statement: `;`, `,`
/// (which starts another name), a closing bracket, the end of input, or a next lexeme on a later
/// line that does not continue the expression. Modifiers before the keyword (`static`,
/// `private`, `export`) need no handling since recognition starts at the keyword.
struct DeclarationRecognizer {
    /// The keywords that introduce a declaration.
    let introducers: Set<String>
    /// Whether `as const` may follow the literal.
    let allowsAsConst: Bool

    private(set) var declarations: [ConstantDeclaration] = []
    private var state = State.idle
    /// The keyword of the declaration being read (`let`, `case`); a `,` list keeps it.
    private var introducer = ""

    private enum State {
        case idle
        case expectName
        case afterName(name: String, line: Int)
        case inType(name: String, line: Int, depth: Int, count: Int)
        case expectValue(name: String, line: Int)
        case expectNumber(name: String, line: Int, minus: SourceToken)
        case afterValue(ConstantDeclaration, lastLine: Int, sawAs: Bool)
    }

    /// Punctuation that, at the start of the next line, continues the expression instead of
    /// ending the statement (`let a = "x"` then `.uppercased()`).
    private static let continuing: Set<String> = [
        ".", "?.", "+", "-", "*", "/", "%", "**", "?", ":", "&&", "||", "??", "==", "===", "!=",
        "!==", "<", ">", "<=", ">=", "&", "|", "^", "<<", ">>", ">>>", "(", "[", "=", "..<", "...",
    ]

    /// Type annotations longer than this many lexemes are not followed (a declaration's type is
    /// short; this bounds the work on broken input).
    private static let maximumTypeLength = 64

    init(introducers: Set<String>, allowsAsConst: Bool) {
        self.introducers = introducers
        self.allowsAsConst = allowsAsConst
    }

    /// Feeds the next lexeme, which starts at `line` and `column`.
    mutating func feed(_ lexeme: Lexeme, line: Int, column: Int) {
        let position = (line: line, column: column)
        switch state {
        case .idle:
            if case .word(let word) = lexeme, introducers.contains(word) {
                introducer = word
                state = .expectName
            }
        case .expectName:
            if case .word(let word) = lexeme, !introducers.contains(word) {
                state = .afterName(name: word, line: line)
            } else {
                reset(with: lexeme, at: position)
            }
        case .afterName(let name, let nameLine):
            switch lexeme {
            case .punctuation("="): state = .expectValue(name: name, line: nameLine)
            case .punctuation(":"): state = .inType(name: name, line: nameLine, depth: 0, count: 0)
            default: reset(with: lexeme, at: position)
            }
        case .inType(let name, let nameLine, let depth, let count):
            feedType(lexeme, at: position, name: name, nameLine: nameLine, depth: depth, count: count)
        case .expectValue(let name, let nameLine):
            switch lexeme {
            case .literal(let token):
                state = .afterValue(
                    ConstantDeclaration(name: name, value: token, line: nameLine, introducer: introducer),
                    lastLine: line, sawAs: false)
            case .punctuation("-"):
                let minus = SourceToken(kind: .number, text: "-", line: line, column: column)
                state = .expectNumber(name: name, line: nameLine, minus: minus)
            default: reset(with: lexeme, at: position)
            }
        case .expectNumber(let name, let nameLine, let minus):
            if case .literal(var token) = lexeme, token.kind == .number {
                token.text = "-" + token.text
                token.line = minus.line
                token.column = minus.column
                state = .afterValue(
                    ConstantDeclaration(name: name, value: token, line: nameLine, introducer: introducer),
                    lastLine: line, sawAs: false)
            } else {
                reset(with: lexeme, at: position)
            }
        case .afterValue(let declaration, let lastLine, let sawAs):
            feedAfterValue(lexeme, at: position, declaration: declaration, lastLine: lastLine, sawAs: sawAs)
        }
    }

    /// The end of input: a pending declaration is complete.
    mutating func finish() {
        if case .afterValue(let declaration, _, false) = state { declarations.append(declaration) }
        state = .idle
    }

    private mutating func feedType(
        _ lexeme: Lexeme, at position: (line: Int, column: Int), name: String, nameLine: Int, depth: Int, count: Int
    ) {
        guard count < Self.maximumTypeLength else { return reset(with: lexeme, at: position) }
        var depth = depth
        switch lexeme {
        case .punctuation("=") where depth == 0:
            state = .expectValue(name: name, line: nameLine)
            return
        case .punctuation(";"):
            return reset(with: lexeme, at: position)
        case .punctuation("->"), .punctuation("=>"):
            break
        case .punctuation(let text):
            for byte in text.utf8 {
                switch byte {
                case ByteClass.openParen, ByteClass.openBracket, ByteClass.openBrace, ByteClass.less: depth += 1
                case ByteClass.closeParen, ByteClass.closeBracket, ByteClass.closeBrace, ByteClass.greater: depth -= 1
                default: break
                }
            }
            if depth < 0 { return reset(with: lexeme, at: position) }
        case .word(let word) where introducers.contains(word):
            return reset(with: lexeme, at: position)
        default:
            break
        }
        state = .inType(name: name, line: nameLine, depth: depth, count: count + 1)
    }

    private mutating func feedAfterValue(
        _ lexeme: Lexeme, at position: (line: Int, column: Int), declaration: ConstantDeclaration, lastLine: Int,
        sawAs: Bool
    ) {
        if allowsAsConst {
            if !sawAs, case .word("as") = lexeme {
                state = .afterValue(declaration, lastLine: position.line, sawAs: true)
                return
            }
            if sawAs {
                if case .word("const") = lexeme {
                    state = .afterValue(declaration, lastLine: position.line, sawAs: false)
                } else {
                    reset(with: lexeme, at: position)
                }
                return
            }
        }
        switch lexeme {
        case .punctuation(","):
            declarations.append(declaration)
            state = .expectName
        case .punctuation(";"), .punctuation("}"), .punctuation(")"), .punctuation("]"):
            declarations.append(declaration)
            state = .idle
        case .punctuation(let text) where position.line > lastLine && !Self.continuing.contains(text):
            declarations.append(declaration)
            reset(with: lexeme, at: position)
        case .word, .literal, .other:
            if position.line > lastLine { declarations.append(declaration) }
            reset(with: lexeme, at: position)
        default:
            reset(with: lexeme, at: position)
        }
    }

    /// Abandons the current attempt and lets `lexeme` start a new one.
    private mutating func reset(with lexeme: Lexeme, at position: (line: Int, column: Int)) {
        state = .idle
        feed(lexeme, line: position.line, column: position.column)
    }
}
