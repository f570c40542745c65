#if DEBUG
    import AnchorManifest
#endif

/// Reads one Swift file: a loop over the bytes with an explicit stack of open string literals
/// and interpolations, so nesting depth costs heap, not call stack, and any input ends.
///
/// Each step of `run` consumes at least one byte or closes a frame it had consumed the opener of,
/// so the work is linear in the input. What the compiler would reject is read leniently: an
/// unterminated single-line string ends at the line end, an unterminated comment or multi-line
/// string at the end of the file.
struct SwiftScanner: ByteScanner {
    static let nestsBlockComments = true
    let bytes: [UInt8]
    let count: Int
    var index = 0
    var sink: LexerSink
    var frames: [Frame] = []
    /// Whether a `/` here could start a regex literal: no operand ends right before it.
    var regexAllowed = true
    /// The offset just past a prefix `-` (whitespace or an opening bracket or operator before
    /// it, as Swift reads prefix operators): a number starting right there is negative.
    var unaryMinusEnd = -1
    var regexMemo = RegexScanMemo()
    var rawDelimiters = RawDelimiterLookahead()
    /// Where a single-line `#/…/#` search last failed (its line end) and with how many `#`s:
    /// a later attempt on that line with as many `#`s fails too, without a rescan.
    var extendedRegexFailure: (lineEnd: Int, hashes: Int)? = nil

    enum Frame {
        /// Code inside `\( … )`; `depth` counts the parentheses opened inside it.
        case interpolation(depth: Int)
        case string(SwiftStringFrame)
    }

    /// Keywords after which an operand (so a regex literal) is expected.
    static let operandKeywords: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where", "else",
        "switch", "repeat", "is", "as",
    ]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.count = bytes.count
        self.sink = LexerSink(
            bytes: bytes, recognizer: DeclarationRecognizer(introducers: ["let", "var", "case"], allowsAsConst: false))
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
        while let frame = frames.popLast() {
            if case .string(let open) = frame { finishPending(open, indentation: nil) }
        }
        return sink.finish()
    }

    // MARK: - Code

    /// Reads one lexeme (or whitespace) of code.
    mutating func scanCode() {
        let current = bytes[index]
        switch current {
        case _ where ByteClass.isWhitespace(current):
            index += 1
        case ByteClass.slash:
            if !comment() && !(regexAllowed && bareRegex()) {
                operatorRun()
            }
        case ByteClass.quote:
            openString(hashes: 0)
        case ByteClass.hash:
            hashPrefixed()
        case ByteClass.backtick:
            backtickIdentifier()
        case ByteClass.at:
            if ByteClass.isIdentifierStart(byte(at: index + 1)) {
                identifier(from: index, nameStart: index + 1)
            } else {
                punctuation(length: 1)
            }
        case _ where ByteClass.isDigit(current):
            let end = NumberScanner.end(of: bytes, from: index)
            sink.number(index..<end, negative: unaryMinusEnd == index)
            index = end
            regexAllowed = false
        case _ where ByteClass.isIdentifierStart(current):
            identifier(from: index, nameStart: index)
        case ByteClass.openParen:
            if case .interpolation(let depth)? = frames.last {
                frames[frames.count - 1] = .interpolation(depth: depth + 1)
            }
            punctuation(length: 1)
        case ByteClass.closeParen:
            if case .interpolation(let depth)? = frames.last {
                if depth == 0 {
                    frames.removeLast()
                    index += 1
                    resumeString()
                    return
                }
                frames[frames.count - 1] = .interpolation(depth: depth - 1)
            }
            punctuation(length: 1)
        case ByteClass.openBracket, ByteClass.closeBracket, ByteClass.openBrace, ByteClass.closeBrace,
            UInt8(ascii: ","), UInt8(ascii: ";"), ByteClass.colon:
            punctuation(length: 1)
        case ByteClass.dot:
            var end = index + 1
            if byte(at: end) == ByteClass.dot {
                while end < count && (bytes[end] == ByteClass.dot || bytes[end] == ByteClass.less) { end += 1 }
            }
            punctuation(length: end - index)
        case _ where Self.isOperatorByte(current):
            operatorRun()
        default:
            index += 1
        }
    }

    /// A byte Swift operators are made of (`.` only starts dot operators, handled apart).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case ByteClass.slash, ByteClass.equals, ByteClass.minus, ByteClass.plus, ByteClass.exclamation,
            ByteClass.star, UInt8(ascii: "%"), ByteClass.less, ByteClass.greater, UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// An operator: a run of operator characters that stops before a comment.
    mutating func operatorRun() {
        var end = index + 1
        while end < count && Self.isOperatorByte(bytes[end]) {
            if bytes[end] == ByteClass.slash
                && (byte(at: end + 1) == ByteClass.slash || byte(at: end + 1) == ByteClass.star)
            {
                break
            }
            end += 1
        }
        punctuation(length: end - index)
    }

    /// Punctuation of `length` bytes at the cursor: fed to the declaration recognizer only.
    mutating func punctuation(length: Int) {
        let range = index..<(index + length)
        sink.lexeme(.punctuation(String(decoding: bytes[range], as: UTF8.self)), at: index)
        let before = index > 0 ? bytes[index - 1] : ByteClass.space
        let prefixPosition =
            ByteClass.isWhitespace(before) || Self.isOperatorByte(before)
            || [ByteClass.openParen, ByteClass.openBracket, ByteClass.openBrace, UInt8(ascii: ","), UInt8(ascii: ":")]
                .contains(before)
        unaryMinusEnd = length == 1 && bytes[index] == UInt8(ascii: "-") && prefixPosition ? range.upperBound : -1
        let last = bytes[range.upperBound - 1]
        regexAllowed = !(last == ByteClass.closeParen || last == ByteClass.closeBracket || last == ByteClass.closeBrace)
        index = range.upperBound
    }

    /// A name at `nameStart` (with a `#` or `@` sigil from `start`), a keyword, or `$0`.
    mutating func identifier(from start: Int, nameStart: Int) {
        var end = nameStart + 1
        while end < count && ByteClass.isIdentifierPart(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        sink.token(.identifier, text, at: start)
        sink.lexeme(.word(text), at: start)
        regexAllowed = start == nameStart && Self.operandKeywords.contains(text)
        index = end
    }

    /// `` `default` `` (a raw identifier may hold spaces; it ends on its line).
    mutating func backtickIdentifier() {
        var end = index + 1
        while end < count && bytes[end] != ByteClass.backtick && bytes[end] != ByteClass.newline { end += 1 }
        #if DEBUG
            WorkMeter.count(.lexerLookaheadBytes, end - index)
        #endif
        guard end < count, bytes[end] == ByteClass.backtick, end > index + 1 else {
            index += 1
            return
        }
        let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        sink.token(.identifier, text, at: index)
        sink.lexeme(.word(text), at: index)
        regexAllowed = false
        index = end + 1
    }

    /// `#"raw"#`, `#/regex/#`, `#if`, or a lone `#`.
    mutating func hashPrefixed() {
        var end = index
        while end < count && bytes[end] == ByteClass.hash { end += 1 }
        let hashes = end - index
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, hashes)
        #endif
        let next = byte(at: end)
        if next == ByteClass.quote {
            openString(hashes: hashes)
        } else if next == ByteClass.slash && extendedRegex(hashes: hashes) {
            return
        } else if hashes == 1 && ByteClass.isIdentifierStart(next) {
            identifier(from: index, nameStart: end)
            regexAllowed = true
        } else {
            punctuation(length: hashes)
        }
    }
}
