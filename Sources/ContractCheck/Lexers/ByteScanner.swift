#if DEBUG
    import AnchorManifest
#endif

/// What the source scanners (Swift, TypeScript/JavaScript, Kotlin) share: the input, a cursor, the
/// sink, and the parts the three languages read the same way — a UTF-8 byte order mark, a `#!`
/// first line, `//` line comments and `/* */` block comments. One copy, so a fix to any of them
/// reaches every language.
protocol ByteScanner {
    var bytes: [UInt8] { get }
    var count: Int { get }
    var index: Int { get set }
    var sink: LexerSink { get set }
    /// Whether `/* */` comments nest (Swift, Kotlin) or end at the first `*/` (JavaScript).
    static var nestsBlockComments: Bool { get }
}

extension ByteScanner {
    /// The byte at `offset`, or 0 past the end (0 is never a delimiter, so lookahead is safe).
    func byte(at offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0
    }

    /// Skips a UTF-8 byte order mark and reads a `#!` first line as a comment: what every
    /// scanner does before its first lexeme.
    mutating func skipPrelude() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        if byte(at: index) == ByteClass.hash && byte(at: index + 1) == ByteClass.exclamation {
            lineComment()
        }
    }

    /// Reads the comment at the cursor when it is at `//` or `/*` and returns true; otherwise
    /// leaves the cursor and returns false (the `/` is the caller's: an operator or a regex).
    mutating func comment() -> Bool {
        guard byte(at: index) == ByteClass.slash else { return false }
        switch byte(at: index + 1) {
        case ByteClass.slash:
            lineComment()
            return true
        case ByteClass.star:
            blockComment()
            return true
        default:
            return false
        }
    }

    /// `// …` (or the `#!` line) up to the line end, which is not included (nor a `\r` before it).
    mutating func lineComment() {
        var end = index
        while end < count && bytes[end] != ByteClass.newline { end += 1 }
        if end > index && end < count && bytes[end - 1] == ByteClass.carriageReturn { end -= 1 }
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, end - index)
        #endif
        sink.comment(index..<end)
        index = end
    }

    /// `/* … */`, nested to any depth where the language nests them; unterminated, it runs to the
    /// end of the file.
    mutating func blockComment() {
        var end = index + 2
        var depth = 1
        while end < count && depth > 0 {
            if Self.nestsBlockComments && bytes[end] == ByteClass.slash && byte(at: end + 1) == ByteClass.star {
                depth += 1
                end += 2
            } else if bytes[end] == ByteClass.star && byte(at: end + 1) == ByteClass.slash {
                depth -= 1
                end += 2
            } else {
                end += 1
            }
        }
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, min(end, count) - index)
        #endif
        sink.comment(index..<min(end, count))
        index = min(end, count)
    }
}
