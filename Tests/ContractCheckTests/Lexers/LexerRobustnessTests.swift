import AnchorManifest
import Foundation
import Testing

@testable import ContractCheck

/// Any bytes lex without a crash, in source order, in linear work.
///
/// Linear is counted, not timed: in a debug build the lexers report the bytes they read ahead
/// without moving the cursor (`WorkMeter.Kind.lexerLookaheadBytes`: regex and raw-delimiter
/// searches, backtick names, JSX closing-tag searches), the one place a lexer whose cursor only
/// moves forward can go quadratic. Speed is measured by `bench/pathological.sh`.
@Suite struct LexerRobustnessTests {
    static let lexers: [any SourceLexer] = [
        SwiftLexer(), TypeScriptLexer(jsx: false), TypeScriptLexer(jsx: true), KotlinLexer(),
    ]

    /// Lexes `bytes`; returns the result and the lookahead bytes counted (0 in a release build,
    /// which has no meter).
    static func meteredLex(_ lexer: any SourceLexer, _ bytes: [UInt8]) -> (LexedSource, Int) {
        #if DEBUG
            let (result, work) = WorkMeter.measure { lexer.lex(bytes) }
            return (result, work[.lexerLookaheadBytes])
        #else
            return (lexer.lex(bytes), 0)
        #endif
    }

    /// Tokens and comments come in source order, at positions inside the input.
    static func expectWellFormed(
        _ lexed: LexedSource, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var previous = (line: 1, column: 1)
        for token in lexed.tokens {
            #expect(
                token.line >= 1 && token.line <= lines && token.column >= 1, "\(token)", sourceLocation: sourceLocation)
            #expect(
                (token.line, token.column) >= previous, "out of order: \(token) after \(previous)",
                sourceLocation: sourceLocation)
            previous = (token.line, token.column)
        }
        #expect(lexed.comments.map(\.line) == lexed.comments.map(\.line).sorted(), sourceLocation: sourceLocation)
    }

    // MARK: - Unterminated input

    struct EndCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var comments: Int = 0
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        EndCase(source: "let a = \"abc", tokens: [id("let"), id("a"), s("abc")]),
        EndCase(source: "\"", tokens: [s("")]),
        EndCase(source: "\"\"\"\n  text\n", tokens: [s("  text\n")]),
        EndCase(source: "#\"raw", tokens: [s("raw")]),
        EndCase(source: "#\"\"\"\n raw", tokens: [s(" raw")]),
        EndCase(source: "\"a\\(", tokens: [s("a")]),
        EndCase(source: "\"a\\(b", tokens: [s("a"), id("b")]),
        EndCase(source: "\"a\\(\"b\\(\"c", tokens: [s("a"), s("b"), s("c")]),
        EndCase(source: "\"\"\"\n  a \\(\"\"\"\n  b", tokens: [s("  a "), s("  b", 2)]),
        EndCase(source: "x /* never", tokens: [id("x")], comments: 1),
        EndCase(source: "/* /* */", tokens: [], comments: 1),
        EndCase(source: "#/never", tokens: [id("never")]),
        EndCase(source: "`", tokens: []),
        EndCase(source: "\\", tokens: []),
        EndCase(source: "#", tokens: []),
        EndCase(source: "@", tokens: []),
        EndCase(source: "0x", tokens: [num("0x")]),
    ])
    func swiftUnterminatedInput(_ row: EndCase) {
        let result = lexed(row.source, with: SwiftLexer())
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.count == row.comments)
    }

    @Test(arguments: [
        EndCase(source: "const a = 'abc", tokens: [id("const"), id("a"), s("abc")]),
        EndCase(source: "\"", tokens: [s("")]),
        EndCase(source: "`", tokens: [s("")]),
        EndCase(source: "`a${", tokens: [s("a")]),
        EndCase(source: "`a${`b${`c", tokens: [s("a"), s("b"), s("c")]),
        EndCase(source: "`a${ {", tokens: [s("a")]),
        EndCase(source: "x /* never", tokens: [id("x")], comments: 1),
        EndCase(source: "x = /never", tokens: [id("x"), id("never")]),
        EndCase(source: "'a\\", tokens: [s("a\\")]),
        EndCase(source: "<div", tokens: [id("div")]),
        EndCase(source: "<div>text", tokens: [id("div"), jsx("text")]),
        EndCase(source: "<a href=\"x", tokens: [id("a"), id("href"), s("x")]),
        EndCase(source: "<a>{", tokens: [id("a")]),
        EndCase(source: "</a>", tokens: [id("a")]),
        EndCase(source: "#", tokens: []),
    ])
    func scriptUnterminatedInput(_ row: EndCase) {
        let result = lexed(row.source, with: TypeScriptLexer(jsx: true))
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.count == row.comments)
    }

    @Test(arguments: [
        EndCase(source: "val a = \"abc", tokens: [id("val"), id("a"), s("abc")]),
        EndCase(source: "\"", tokens: [s("")]),
        EndCase(source: "\"\"\"\n  raw $x", tokens: [s("\n  raw "), id("x", 2)]),
        EndCase(source: "\"a${", tokens: [s("a")]),
        EndCase(source: "\"a${\"b${\"\"\"c", tokens: [s("a"), s("b"), s("c")]),
        EndCase(source: "\"a${ {", tokens: [s("a")]),
        EndCase(source: "'", tokens: [s("")]),
        EndCase(source: "'\\", tokens: [s("\\")]),
        EndCase(source: "$$\"", tokens: [s("")]),
        EndCase(source: "x /* /* never */", tokens: [id("x")], comments: 1),
        EndCase(source: "`", tokens: []),
        EndCase(source: "@", tokens: []),
        EndCase(source: "$", tokens: []),
        EndCase(source: "0x", tokens: [num("0x")]),
    ])
    func kotlinUnterminatedInput(_ row: EndCase) {
        let result = lexed(row.source, with: KotlinLexer())
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.count == row.comments)
    }

    // MARK: - Bytes that are not text

    @Test(arguments: [0, 1, 2, 3])
    func invalidUTF8AndNULBytes(_ which: Int) {
        let lexer = Self.lexers[which]
        let bytes: [UInt8] =
            Array("x = \"a".utf8) + [0xFF, 0xC3, 0x00] + Array("b\" + 'c".utf8) + [0x80] + Array("'\n\0y".utf8)
        let result = lexer.lex(bytes)
        Self.expectWellFormed(result, bytes)
        let texts = result.tokens.map(\.text)
        #expect(texts.contains("a\u{FFFD}\u{FFFD}\0b"))
        #expect(texts.last == "y")
        #expect(result.tokens.last?.line == 2)
    }

    @Test(arguments: [0, 1, 2, 3])
    func lineEnds(_ which: Int) {
        let lexer = Self.lexers[which]
        #expect(
            tokens("a\r\nb\nc\r\n\r\nd\re", with: lexer) == [id("a"), id("b", 2), id("c", 3), id("d", 5), id("e", 5)])
    }

    @Test(arguments: [0, 1, 2])
    func byteOrderMarkIsSkipped(_ which: Int) {
        let lexer = Self.lexers[which]
        let result = lexer.lex([0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8))
        #expect(result.tokens.map(T.init) == [id("let"), id("x"), num("1")])
        #expect(result.tokens.first?.column == 4)
        #expect(result.declarations.map(\.name) == ["x"])
    }

    @Test func byteOrderMarkIsSkippedInKotlin() {
        let result = KotlinLexer().lex([0xEF, 0xBB, 0xBF] + Array("val x = 1".utf8))
        #expect(result.tokens.map(T.init) == [id("val"), id("x"), num("1")])
        #expect(result.tokens.first?.column == 4)
        #expect(result.declarations.map(\.name) == ["x"])
    }

    /// Random inputs from the characters that open and close things: no crash, well-formed
    /// output, and the same output twice (no hidden state).
    @Test(arguments: [0, 1, 2, 3])
    func randomInputs(_ which: Int) {
        let lexer = Self.lexers[which]
        let alphabet = Array("\"\\#()`${}<>/*[]'\n\r =-a1.@:,;!?".utf8) + [0x00, 0xFF, 0xE2]
        var generator = SplitMix64(seed: UInt64(which) + 1)
        for _ in 0..<300 {
            let length = Int(generator.next() % 400)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let result = lexer.lex(bytes)
            Self.expectWellFormed(result, bytes)
            #expect(lexer.lex(bytes) == result)
        }
    }

    // MARK: - Work

    /// The most lookahead units per input byte any input here may cost (c in work ≤ c·n). The
    /// worst is "unclosed tags", about 6.5: each `</c>` looks at up to `closingSearchDepth` (64)
    /// open elements; the regex and raw-string searches cost 2-3 (a failed search walks twice).
    static let lookaheadPerByte = 8

    /// A 5 MB file made of a corpus file repeated.
    @Test(arguments: [
        ("Tests/ContractCheckTests/Lexers/Corpus/SwiftLiteralsCorpus.swift", 0),
        ("scripts/lexer-agreement/corpus/app.tsx", 2),
        ("scripts/lexer-agreement/corpus/literals.kt", 3),
    ])
    func fiveMegabytesOfRealisticSource(_ path: String, _ which: Int) throws {
        var unit = try [UInt8](Data(contentsOf: TreeSitterOracle.packageRoot.appendingPathComponent(path)))
        // A shebang is a comment only on the first line: the repeated unit goes without it.
        if unit.starts(with: Array("#!".utf8)), let newline = unit.firstIndex(of: UInt8(ascii: "\n")) {
            unit.removeSubrange(...newline)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5_100_000)
        while bytes.count < 5_000_000 { bytes += unit }
        let (result, lookahead) = Self.meteredLex(Self.lexers[which], bytes)
        #expect(lookahead <= Self.lookaheadPerByte * bytes.count, "\(lookahead) bytes read ahead")
        let copies = bytes.count / unit.count
        #expect(result.tokens.count == copies * Self.lexers[which].lex(unit).tokens.count)
    }

    struct Pathological: Sendable, CustomTestStringConvertible {
        var name: String
        var unit: String
        var lexer: Int
        var testDescription: String { name }
    }

    /// Inputs built to hit a quadratic path or a deep recursion if there were one: nesting
    /// 30,000+ deep, regex or raw-string searches that fail again and again on one line. Each is
    /// lexed at n = 37.5 KB and 8n = 300 KB; the lookahead stays under c·n at both (a search
    /// repeated from every opener on one line reads about n²/2 bytes ahead).
    @Test(arguments: Self.pathological, [37_500, 300_000])
    func pathologicalInput(_ row: Pathological, size: Int) {
        let unit = Array(row.unit.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count)
        while bytes.count < size { bytes += unit }
        let (result, lookahead) = Self.meteredLex(Self.lexers[row.lexer], bytes)
        #expect(lookahead <= Self.lookaheadPerByte * bytes.count, "\(lookahead) bytes read ahead")
        Self.expectWellFormed(result, bytes)
    }

    static let pathological = [
        Pathological(name: "nested interpolations", unit: "\"\\(", lexer: 0),
        Pathological(name: "nested multi-line interpolations", unit: "\"\"\"\n\\(", lexer: 0),
        Pathological(name: "nested comments", unit: "/*", lexer: 0),
        Pathological(name: "regex classes that never close (Swift)", unit: "(/[", lexer: 0),
        Pathological(name: "regexes ending in a blank (Swift)", unit: "(/[ /", lexer: 0),
        Pathological(name: "extended regexes that never close", unit: "#/a", lexer: 0),
        Pathological(name: "raw multi-line openers on one line", unit: "#\"\"\"\\#(", lexer: 0),
        Pathological(name: "hash runs", unit: "#", lexer: 0),
        Pathological(name: "backticks", unit: "``", lexer: 0),
        Pathological(name: "nested templates", unit: "`${", lexer: 1),
        Pathological(name: "regex classes that never close (TS)", unit: "/[", lexer: 1),
        Pathological(name: "nested JSX", unit: "<a>", lexer: 2),
        Pathological(name: "mismatched closing tags", unit: "<a>{<b>", lexer: 2),
        Pathological(name: "unclosed tags", unit: "<a><b></c>", lexer: 2),
        Pathological(name: "nested templates (Kotlin)", unit: "\"${", lexer: 3),
        Pathological(name: "nested raw templates", unit: "\"\"\"${", lexer: 3),
        Pathological(name: "nested comments (Kotlin)", unit: "/*", lexer: 3),
        Pathological(name: "dollar runs", unit: "\"$$$$$$$$", lexer: 3),
        Pathological(name: "multi-dollar prefixes", unit: "$$$\"$$", lexer: 3),
        Pathological(name: "backticks that never close", unit: "\"$`", lexer: 3),
        Pathological(name: "quote runs in raw strings", unit: "\"\"\"\"\"", lexer: 3),
    ]
}
