import Foundation
import Testing
@testable import ContractCheck

/// Any bytes lex without a crash, in order, in linear time.
///
/// Time limits are generous for a debug build on a shared 2-core machine; a quadratic path would
/// take minutes or hours on these inputs, so the limits tell linear from quadratic, not fast from
/// slow.
@Suite struct LexerRobustnessTests {
    static let lexers: [any SourceLexer] = [SwiftLexer(), TypeScriptLexer(jsx: false), TypeScriptLexer(jsx: true)]

    /// Lexes `bytes` with `lexer`, checks the output is well-formed, and returns it with the
    /// seconds it took.
    static func timedLex(_ lexer: any SourceLexer, _ bytes: [UInt8]) -> (LexedSource, Double) {
        let clock = ContinuousClock()
        var result = LexedSource()
        let elapsed = clock.measure { result = lexer.lex(bytes) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (result, seconds)
    }

    /// Tokens and comments come in source order, at valid positions.
    static func expectWellFormed(_ lexed: LexedSource, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var previous = (line: 1, column: 1)
        for token in lexed.tokens {
            #expect(token.line >= 1 && token.line <= lines && token.column >= 1, "\(token)", sourceLocation: sourceLocation)
            #expect((token.line, token.column) >= previous, "out of order: \(token) after \(previous)", sourceLocation: sourceLocation)
            previous = (token.line, token.column)
        }
        #expect(lexed.comments.map(\.line) == lexed.comments.map(\.line).sorted(), sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("perf", 1),
    ])
    func measure(_ name: String, _ n: Int) throws {
        let root = TreeSitterOracle.packageRoot
        let swift = try [UInt8](Data(contentsOf: root.appendingPathComponent("Tests/ContractCheckTests/Lexers/Corpus/SwiftLiteralsCorpus.swift")))
        let ts = try [UInt8](Data(contentsOf: root.appendingPathComponent("scripts/lexer-agreement/corpus/app.tsx")))
        for (lexer, unit) in [(SwiftLexer() as any SourceLexer, swift), (TypeScriptLexer(jsx: true), ts)] {
            var big: [UInt8] = []
            while big.count < 5_000_000 { big += unit }
            let (lexed, seconds) = Self.timedLex(lexer, big)
            print("\(type(of: lexer)) 5MB: \(seconds)s, \(lexed.tokens.count) tokens")
        }
    }
}
