import AnchorManifest
import Foundation
import Testing

@testable import ContractCheck

/// Any bytes lex without a crash, in source order, in linear work.
///
/// Linear is counted, not timed: in a debug build the lexers report the work that could go
/// quadratic in a lexer whose cursor only moves forward: the bytes they read ahead without moving
/// the cursor (`WorkMeter.Kind.lexerLookaheadBytes`: regex and raw-delimiter searches, backtick
/// names), the open frames they look at (`.lexerFrameVisits`: one per step, and the frames a JSX
/// closing tag walks), and the bytes their run and comment loops step over (`.lexerBytesStepped`).
/// Speed is measured by `bench/pathological.sh`.
@Suite struct LexerRobustnessTests {
    static let lexers: [any SourceLexer] = [
        SwiftLexer(), TypeScriptLexer(jsx: false), TypeScriptLexer(jsx: true), KotlinLexer(),
    ]

    /// The work a lexer reported, by `WorkMeter` kind (all 0 in a release build, which has no meter).
    struct Work: Sendable, Equatable {
        var lookahead = 0
        var frames = 0
        var stepped = 0
    }

    /// Lexes `bytes`; returns the result and the work counted.
    static func meteredLex(_ lexer: any SourceLexer, _ bytes: [UInt8]) -> (LexedSource, Work) {
        #if DEBUG
            let (result, meter) = WorkMeter.measure { lexer.lex(bytes) }
            let work = Work(
                lookahead: meter[.lexerLookaheadBytes], frames: meter[.lexerFrameVisits],
                stepped: meter[.lexerBytesStepped])
            return (result, work)
        #else
            return (lexer.lex(bytes), Work())
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

    /// The most lookahead bytes per input byte any input may cost (c in work ≤ c·n). A regex search
    /// that finds its `/` is consumed (≤ 1); a failed one walks its path twice and passes each
    /// (offset, in-class) pair once (≤ 4); the raw-string lookahead reads a line twice, once (≤ 2);
    /// a backtick name's search fails at most once per line (≤ 1). Worst here: 3, "regex classes
    /// that never close (TS)".
    static let lookaheadPerByte = 8
    /// The most frame visits per input byte (`WorkMeter.Kind.lexerFrameVisits`). Each step of a
    /// scanner's loop consumes a byte or closes a frame whose opener consumed one (≤ 2); a closing
    /// tag, at least 3 bytes (`</>`), walks at most `closingSearchDepth` + 1 frames (≤ 65/3 < 22).
    /// Worst here: "unclosed tags", about 7. A walk over every open frame on every step reads
    /// about depth²/2 at depths of 10,000 and more, far above.
    static let framesPerByte = 24
    /// The most bytes stepped per input byte (`WorkMeter.Kind.lexerBytesStepped`): the run and
    /// comment loops only step over bytes the cursor then moves past, so a forward scan steps each
    /// byte at most once; a rescan steps some twice.
    static let steppedPerByte = 1

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
        let (result, work) = Self.meteredLex(Self.lexers[which], bytes)
        #expect(work.lookahead <= Self.lookaheadPerByte * bytes.count, "\(work.lookahead) bytes read ahead")
        #expect(work.frames <= Self.framesPerByte * bytes.count, "\(work.frames) frame visits")
        #expect(work.stepped <= Self.steppedPerByte * bytes.count, "\(work.stepped) bytes stepped")
        let copies = bytes.count / unit.count
        #expect(result.tokens.count == copies * Self.lexers[which].lex(unit).tokens.count)
    }

    struct Pathological: Sendable, CustomTestStringConvertible {
        /// What a row's counts must be.
        enum Expected: Sendable {
            /// Lookahead searches run again and again: lookahead > 0, under its bound.
            case lookahead
            /// Frames nest thousands deep; nothing reads ahead (lookahead == 0), and the frame
            /// visits (at least one step a unit) stay under their bound.
            case frames
            /// A plain forward scan: no search and no open frame, so no loop could go quadratic;
            /// lookahead == 0 and the run or comment loops step over exactly `stepped(input)` bytes.
            case forwardScan(stepped: @Sendable ([UInt8]) -> Int)
        }

        var name: String
        var unit: String
        var lexer: Int
        var expected: Expected
        var testDescription: String { name }
    }

    /// Inputs built to hit a quadratic path or a deep recursion if there were one: nesting
    /// 10,000+ deep, regex or raw-string searches that fail again and again on one line, runs
    /// one loop reads whole. Each is lexed at n = 37.5 KB and 8n = 300 KB; every count stays under
    /// c·n at both (a search repeated from every opener on one line reads about n²/2 bytes
    /// ahead), and each row asserts the count of its own work (see `Expected`).
    @Test(arguments: Self.pathological, [37_500, 300_000])
    func pathologicalInput(_ row: Pathological, size: Int) {
        let unit = Array(row.unit.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count)
        while bytes.count < size { bytes += unit }
        let (result, work) = Self.meteredLex(Self.lexers[row.lexer], bytes)
        Self.expectWellFormed(result, bytes)
        #if DEBUG
            let n = bytes.count
            #expect(work.lookahead <= Self.lookaheadPerByte * n, "\(work.lookahead) bytes read ahead")
            #expect(work.frames <= Self.framesPerByte * n, "\(work.frames) frame visits")
            #expect(work.stepped <= Self.steppedPerByte * n, "\(work.stepped) bytes stepped")
            switch row.expected {
            case .lookahead:
                #expect(work.lookahead > 0)
            case .frames:
                #expect(work.lookahead == 0)
                // At least one step a unit: each unit opens a frame.
                #expect(work.frames >= n / unit.count, "\(work.frames) frame visits: the nesting was not read")
            case .forwardScan(let stepped):
                #expect(work.lookahead == 0)
                #expect(work.stepped == stepped(bytes))
            }
        #endif
    }

    /// Counts the bytes of `input` that are `byte`.
    static func occurrences(of byte: Character) -> @Sendable ([UInt8]) -> Int {
        let value = byte.asciiValue!
        return { input in input.reduce(0) { $0 + ($1 == value ? 1 : 0) } }
    }

    static let pathological = [
        Pathological(name: "nested interpolations", unit: "\"\\(", lexer: 0, expected: .frames),
        Pathological(name: "nested multi-line interpolations", unit: "\"\"\"\n\\(", lexer: 0, expected: .frames),
        // One comment: the loop steps over the whole input, counting depth as it goes.
        Pathological(name: "nested comments", unit: "/*", lexer: 0, expected: .forwardScan(stepped: { $0.count })),
        Pathological(name: "regex classes that never close (Swift)", unit: "(/[", lexer: 0, expected: .lookahead),
        Pathological(name: "regexes ending in a blank (Swift)", unit: "(/[ /", lexer: 0, expected: .lookahead),
        Pathological(name: "extended regexes that never close", unit: "#/a", lexer: 0, expected: .lookahead),
        Pathological(name: "raw multi-line openers on one line", unit: "#\"\"\"\\#(", lexer: 0, expected: .lookahead),
        // One `#` run, read by one loop and taken as punctuation whole (nothing follows it).
        Pathological(name: "hash runs", unit: "#", lexer: 0, expected: .forwardScan(stepped: { $0.count })),
        Pathological(name: "backticks", unit: "``", lexer: 0, expected: .lookahead),
        Pathological(name: "nested templates", unit: "`${", lexer: 1, expected: .frames),
        Pathological(name: "regex classes that never close (TS)", unit: "/[", lexer: 1, expected: .lookahead),
        Pathological(name: "nested JSX", unit: "<a>", lexer: 2, expected: .frames),
        // No closing tag in the unit: elements and `{ }` expressions nest, one frame pair a unit.
        Pathological(name: "mismatched closing tags", unit: "<a>{<b>", lexer: 2, expected: .frames),
        Pathological(name: "unclosed tags", unit: "<a><b></c>", lexer: 2, expected: .frames),
        Pathological(name: "nested templates (Kotlin)", unit: "\"${", lexer: 3, expected: .frames),
        Pathological(name: "nested raw templates", unit: "\"\"\"${", lexer: 3, expected: .frames),
        Pathological(
            name: "nested comments (Kotlin)", unit: "/*", lexer: 3, expected: .forwardScan(stepped: { $0.count })),
        // Every `$` run (a prefix, or content short of a template) is read once by one loop.
        Pathological(
            name: "dollar runs", unit: "\"$$$$$$$$", lexer: 3, expected: .forwardScan(stepped: occurrences(of: "$"))),
        Pathological(
            name: "multi-dollar prefixes", unit: "$$$\"$$", lexer: 3,
            expected: .forwardScan(stepped: occurrences(of: "$"))),
        Pathological(name: "backticks that never close", unit: "\"$`", lexer: 3, expected: .lookahead),
        // One raw string: after its `\"\"\"` opener, one loop reads the closing run to the end.
        Pathological(
            name: "quote runs in raw strings", unit: "\"\"\"\"\"", lexer: 3,
            expected: .forwardScan(stepped: { $0.count - 3 })),
    ]
}
