/// What the §8 checker can see of a source file: its lexemes and tokens in order, each by kind
/// and text and whether it starts a line, without comments, whitespace or absolute positions.
/// Two versions of a file with the same stream give every §8 check the same verdict: values are
/// found in tokens, declarations and shapes are read from the lexemes, and every position the
/// checker compares is that of a lexeme or token, whose order and line sharing the stream keeps.
/// What differs is a value found only in a comment, whose finding has the same subject as the
/// value's absence (so a base that had one has the other), and the lines findings are reported
/// at. A file that may hold a `LINT.` directive has none (a side may name a labelled block,
/// whose lines the directive comments set), nor does a data file, a document, or a file the
/// checker refuses for its size.
struct SignificantStream: Equatable, Sendable {
    /// One lexeme or token, its position dropped.
    struct Piece: Equatable, Sendable {
        /// 0–3: a word, a literal, punctuation, another value (`Lexeme`); 4: a token.
        var tag: UInt8
        var kind: SourceToken.Kind?
        var text: String
        /// True when it is on a later line than the piece before it.
        var startsLine: Bool
    }

    var lexemes: [Piece]
    var tokens: [Piece]

    /// The stream of `bytes` at `path`; nil when it has none (see the type).
    init?(path: String, bytes: [UInt8]) {
        guard let lexer = SourceLexers.lexer(forPath: path), Self.isCode(lexer),
            SourceLimits.refusal(bytes: bytes.count, path: path) == nil, !IfChangeFile.mayHoldDirectives(bytes)
        else { return nil }
        let source = ParseCache.shared.source(path: path, bytes: bytes) { lexer.lex(bytes) }
        guard source.data == nil, source.dataFailure == nil, source.examples.isEmpty else { return nil }
        var line = 0
        lexemes = source.lexemes.map { lexeme in
            defer { line = lexeme.line }
            return Self.piece(lexeme.lexeme, startsLine: lexeme.line != line)
        }
        line = 0
        tokens = source.tokens.map { token in
            defer { line = token.line }
            return Piece(tag: 4, kind: token.kind, text: token.text, startsLine: token.line != line)
        }
    }

    /// Only the code lexers: a data file's tree and a document's examples are not streams.
    static func isCode(_ lexer: any SourceLexer) -> Bool {
        lexer is SwiftLexer || lexer is TypeScriptLexer || lexer is KotlinLexer
    }

    static func piece(_ lexeme: Lexeme, startsLine: Bool) -> Piece {
        switch lexeme {
        case .word(let word): return Piece(tag: 0, kind: nil, text: word, startsLine: startsLine)
        case .literal(let token): return Piece(tag: 1, kind: token.kind, text: token.text, startsLine: startsLine)
        case .punctuation(let text): return Piece(tag: 2, kind: nil, text: text, startsLine: startsLine)
        case .other: return Piece(tag: 3, kind: nil, text: "", startsLine: startsLine)
        }
    }
}

/// The significant streams of blobs, kept by blob id and path (no hashing of the bytes): `ci`
/// compares a side's blob at a commit with its parent's, which the commit before compared as
/// its new side. One per repository (`GitRepository.derived`), bounded; the oldest entries go
/// first.
final class SignificantStreams {
    static let maximumEntries = 256

    /// The streams of `repository`'s blobs.
    static func of(_ repository: GitRepository) -> SignificantStreams {
        repository.derived.value(SignificantStreams.self) { SignificantStreams() }
    }

    private struct Key: Hashable {
        var blob: ObjectID
        var path: String
    }

    private var entries: [Key: SignificantStream?] = [:]
    private var order: [Key] = []

    /// True when the blobs `old` and `new` of `path` have the same significant stream: a
    /// change §8 cannot see (a comment or whitespace edit).
    func sameStream(
        path: String, old: ObjectID, new: ObjectID, in repository: GitRepository
    ) throws(ContractCheckError) -> Bool {
        guard SourceLexers.lexer(forPath: path).map(SignificantStream.isCode) == true else { return false }
        guard let before = try stream(path: path, blob: old, in: repository) else { return false }
        guard let after = try stream(path: path, blob: new, in: repository) else { return false }
        return before == after
    }

    private func stream(
        path: String, blob: ObjectID, in repository: GitRepository
    ) throws(ContractCheckError) -> SignificantStream? {
        let key = Key(blob: blob, path: path)
        if let known = entries[key] { return known }
        let stream = SignificantStream(path: path, bytes: try repository.blob(blob, of: path))
        entries[key] = .some(stream)
        order.append(key)
        if order.count > Self.maximumEntries { entries.removeValue(forKey: order.removeFirst()) }
        return stream
    }
}
