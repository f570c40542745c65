#if DEBUG
    import AnchorManifest
#endif

/// Reads one Kotlin file: a loop over the bytes with an explicit stack of open string literals
/// and `${ … }` templates, so nesting depth costs heap, not call stack, and any input ends.
///
/// Each step of `run` consumes at least one byte or closes a frame whose opener it consumed, so
/// the work is linear in the input. What the compiler would reject is read leniently: an
/// unterminated string or character literal ends at its line end, a raw string or a comment at
/// the end of the file. Kotlin has no regex literals, so a `/` is a comment or an operator.
struct KotlinScanner: ByteScanner {
    static let nestsBlockComments = true

    let bytes: [UInt8]
    let count: Int
    var index = 0
    var sink: LexerSink
    var frames: [Frame] = []
    /// Whether an operand may start here: at the start, after an operator, an opening bracket or
    /// a keyword such as `return`; not after a name, a literal or a closing bracket.
    var operandExpected = true
    /// The offset just past a `-` read where an operand was expected (`x = -1`, `f(-1)`): a number
    /// starting right there is negative. -1 when the last `-` was binary (`a -1`).
    var unaryMinusEnd = -1

    enum Frame {
        /// Code inside `${ … }`; `depth` counts the braces opened inside it.
        case templateExpression(depth: Int)
        case string(KotlinStringFrame)
    }

    /// Keywords (and the common infix functions) after which an operand is expected, so a `-`
    /// there is a sign: `return -1`, `0 until -1`.
    static let operandKeywords: Set<String> = [
        "return", "throw", "in", "is", "as", "else", "to", "until", "downTo", "step", "and", "or",
        "xor", "shl", "shr", "ushr",
    ]

    /// Kotlin's multi-character operators, longest first within each length.
    static let operators3: Set<String> = ["===", "!==", "..<"]
    static let operators2: Set<String> = [
        "++", "--", "&&", "||", "?:", "?.", "!!", "::", "..", "->", "=>", "+=", "-=", "*=", "/=",
        "%=", "==", "!=", "<=", ">=",
    ]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.count = bytes.count
        let recognizer = DeclarationRecognizer(introducers: ["val", "var"], allowsAsConst: false)
        self.sink = LexerSink(bytes: bytes, recognizer: recognizer)
    }

    /// Lexes the whole input (a UTF-8 byte order mark is skipped; a `#!` first line is a comment).
    mutating func run() -> LexedSource {
        skipPrelude()
        while true {
            #if DEBUG
                WorkMeter.count(.lexerFrameVisits, 1)
            #endif
            if case .string(var frame)? = frames.last {
                // Also at the end of input: an unterminated literal still yields its segment.
                frames.removeLast()
                scanStringContent(&frame)
            } else if index < count {
                scanCode()
            } else {
                break
            }
        }
        return sink.finish()
    }

    /// A byte that can start a Kotlin name: a letter, `_` or any non-ASCII byte (not `$`, which
    /// starts a template inside a string and is no part of a name).
    static func isNameStart(_ byte: UInt8) -> Bool {
        ByteClass.isLetter(byte) || byte == ByteClass.underscore || byte >= 0x80
    }

    /// A byte that can continue a Kotlin name.
    static func isNamePart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || ByteClass.isDigit(byte)
    }

    // MARK: - Code

    /// Reads one lexeme (or whitespace) of code.
    mutating func scanCode() {
        let current = bytes[index]
        switch current {
        case _ where ByteClass.isWhitespace(current):
            index += 1
        case ByteClass.slash:
            if !comment() { operatorToken() }
        case ByteClass.quote:
            openString(dollars: 0)
        case ByteClass.apostrophe:
            characterLiteral()
        case ByteClass.backtick:
            backtickName()
        case ByteClass.dollar:
            dollarRun()
        case ByteClass.at:
            if Self.isNameStart(byte(at: index + 1)) {
                name(from: index, nameStart: index + 1)
            } else {
                punctuation(length: 1)
            }
        case _
        where ByteClass.isDigit(current)
            || (current == ByteClass.dot && operandExpected && ByteClass.isDigit(byte(at: index + 1))):
            let end = NumberScanner.end(of: bytes, from: index)
            sink.number(index..<end, negative: unaryMinusEnd == index)
            index = end
            operandExpected = false
        case _ where Self.isNameStart(current):
            name(from: index, nameStart: index)
        case ByteClass.openBrace:
            if case .templateExpression(let depth)? = frames.last {
                frames[frames.count - 1] = .templateExpression(depth: depth + 1)
            }
            punctuation(length: 1)
        case ByteClass.closeBrace:
            closeBrace()
        case _ where current < 0x80 && !ByteClass.isLetter(current) && current != ByteClass.backslash:
            operatorToken()
        default:
            index += 1
        }
    }

    /// A `}`: the end of the innermost `${ … }` (back to its string), or a brace of code.
    mutating func closeBrace() {
        if case .templateExpression(let depth)? = frames.last {
            if depth == 0 {
                frames.removeLast()
                index += 1
                resumeString()
                return
            }
            frames[frames.count - 1] = .templateExpression(depth: depth - 1)
        }
        punctuation(length: 1)
    }

    /// An operator or punctuation byte run at the cursor, Kotlin's longest operator first.
    mutating func operatorToken() {
        func text(_ length: Int) -> String {
            String(decoding: bytes[index..<min(index + length, count)], as: UTF8.self)
        }
        if index + 3 <= count && Self.operators3.contains(text(3)) {
            punctuation(length: 3)
        } else if index + 2 <= count && Self.operators2.contains(text(2)) {
            punctuation(length: 2)
        } else {
            punctuation(length: 1)
        }
    }

    /// Punctuation of `length` bytes at the cursor: fed to the declaration recognizer only.
    mutating func punctuation(length: Int) {
        let range = index..<(index + length)
        let text = String(decoding: bytes[range], as: UTF8.self)
        sink.lexeme(.punctuation(text), at: index)
        unaryMinusEnd = text == "-" && operandExpected ? range.upperBound : -1
        let last = bytes[range.upperBound - 1]
        operandExpected =
            !(last == ByteClass.closeParen || last == ByteClass.closeBracket
            || last == ByteClass.closeBrace)
        index = range.upperBound
    }

    /// A name at `nameStart` (with an `@` from `start`: an annotation or a label), or a keyword.
    mutating func name(from start: Int, nameStart: Int) {
        var end = nameStart + 1
        while end < count && Self.isNamePart(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        sink.token(.identifier, text, at: start)
        sink.lexeme(.word(text), at: start)
        operandExpected = start == nameStart && Self.operandKeywords.contains(text)
        unaryMinusEnd = -1
        index = end
    }

    /// `` `a name` `` (any bytes but a backtick or a line end between the backticks), as the name
    /// without its backticks; a lone backtick is skipped.
    mutating func backtickName() {
        guard let end = Self.backtickEnd(bytes, from: index) else {
            index += 1
            return
        }
        let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        sink.token(.identifier, text, at: index)
        sink.lexeme(.word(text), at: index)
        operandExpected = false
        unaryMinusEnd = -1
        index = end + 1
    }

    /// The offset of the backtick closing the backtick name that opens at `start`, or nil when
    /// none closes it on its line or the name would be empty.
    static func backtickEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var end = start + 1
        while end < bytes.count && bytes[end] != ByteClass.backtick && bytes[end] != ByteClass.newline
            && bytes[end] != ByteClass.carriageReturn
        {
            end += 1
        }
        #if DEBUG
            WorkMeter.count(.lexerLookaheadBytes, end - start)
        #endif
        guard end < bytes.count, bytes[end] == ByteClass.backtick, end > start + 1 else { return nil }
        return end
    }

    /// `$` in code: a multi-dollar string prefix (`$$"…"`, `$$"""…"""`) or a stray byte run.
    mutating func dollarRun() {
        var end = index
        while end < count && bytes[end] == ByteClass.dollar { end += 1 }
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, end - index)
        #endif
        if byte(at: end) == ByteClass.quote {
            openString(dollars: end - index)
        } else {
            index = end
        }
    }
}
