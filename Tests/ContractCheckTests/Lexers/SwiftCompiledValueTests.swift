import Foundation
import Testing

@testable import ContractCheck

/// The Swift compiler as an oracle for string decoding: `SwiftLiteralsCorpus.swift` is compiled
/// into these tests, so each constant's runtime value is what Swift makes of the literal. The
/// lexer's reading of the same file must give the same values.
@Suite struct SwiftCompiledValueTests {
    static let corpusPath = "Tests/ContractCheckTests/Lexers/Corpus/SwiftLiteralsCorpus.swift"

    static func lexedCorpus() throws -> LexedSource {
        let url = TreeSitterOracle.packageRoot.appendingPathComponent(corpusPath)
        return SwiftLexer().lex(try [UInt8](Data(contentsOf: url)))
    }

    /// Every string constant of `SwiftLiteralsCorpus` initialised with a plain literal, and its
    /// compiled value.
    static let plainValues: [String: String] = [
        "plain": SwiftLiteralsCorpus.plain,
        "empty": SwiftLiteralsCorpus.empty,
        "escapes": SwiftLiteralsCorpus.escapes,
        "unicode": SwiftLiteralsCorpus.unicode,
        "nonASCII": SwiftLiteralsCorpus.nonASCII,
        "slashes": SwiftLiteralsCorpus.slashes,
        "notInterpolation": SwiftLiteralsCorpus.notInterpolation,
        "rawWithHashInside": SwiftLiteralsCorpus.rawWithHashInside,
        "rawEmpty": SwiftLiteralsCorpus.rawEmpty,
        "rawTwoQuotes": SwiftLiteralsCorpus.rawTwoQuotes,
        "rawQuotesAround": SwiftLiteralsCorpus.rawQuotesAround,
        "character": String(SwiftLiteralsCorpus.character),
        "typed": SwiftLiteralsCorpus.typed,
        "default": SwiftLiteralsCorpus.default,
        "multiEmpty": SwiftLiteralsCorpus.multiEmpty,
        "multiBlankLines": SwiftLiteralsCorpus.multiBlankLines,
        "multiNoIndent": SwiftLiteralsCorpus.multiNoIndent,
        "continuedWithBlanks": SwiftLiteralsCorpus.continuedWithBlanks,
        "multiQuotes": SwiftLiteralsCorpus.multiQuotes,
    ]

    @Test func declarationsHoldTheCompiledValues() throws {
        let lexed = try Self.lexedCorpus()
        let codeCorpusLine = try #require(lexed.tokens.first { $0.text == "SwiftCodeCorpus" }?.line)
        let declared = lexed.declarations.filter { $0.line < codeCorpusLine && $0.value.kind == .string }
        #expect(
            Set(declared.map(\.name)) == Set(Self.plainValues.keys),
            "the table and the corpus file list different constants")
        for declaration in declared {
            #expect(declaration.value.text == Self.plainValues[declaration.name], "\(declaration.name)")
        }
    }

    struct InterpolatedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var value: String
        var testDescription: String { name }
    }

    /// Constants whose interpolations are `plain`, `empty`, or literals joined with `+`: their
    /// value is the lexer's string segments joined, each `plain`/`empty` replaced by its value.
    @Test(arguments: [
        InterpolatedCase(name: "raw", value: SwiftLiteralsCorpus.raw),
        InterpolatedCase(name: "doubleRaw", value: SwiftLiteralsCorpus.doubleRaw),
        InterpolatedCase(name: "stringInInterpolation", value: SwiftLiteralsCorpus.stringInInterpolation),
        InterpolatedCase(name: "onlyInterpolations", value: SwiftLiteralsCorpus.onlyInterpolations),
        InterpolatedCase(name: "multi", value: SwiftLiteralsCorpus.multi),
        InterpolatedCase(
            name: "multiInterpolationAtLineStart", value: SwiftLiteralsCorpus.multiInterpolationAtLineStart),
        InterpolatedCase(name: "multiNested", value: SwiftLiteralsCorpus.multiNested),
        InterpolatedCase(name: "rawMulti", value: SwiftLiteralsCorpus.rawMulti),
        InterpolatedCase(name: "rawMultiDouble", value: SwiftLiteralsCorpus.rawMultiDouble),
    ])
    func interpolatedLiteralsRebuildTheCompiledValues(_ row: InterpolatedCase) throws {
        let tokens = try Self.lexedCorpus().tokens
        let start = try #require(
            tokens.indices.first { tokens[$0].text == row.name && $0 > 0 && tokens[$0 - 1].text == "let" })
        var rebuilt = ""
        for token in tokens[(start + 1)...] {
            if token.kind == .identifier && (token.text == "static" || token.text == "enum") { break }
            switch (token.kind, token.text) {
            case (.string, let text): rebuilt += text
            case (.identifier, "plain"): rebuilt += SwiftLiteralsCorpus.plain
            case (.identifier, "empty"): rebuilt += SwiftLiteralsCorpus.empty
            default: Issue.record("unexpected token \(token) in \(row.name)")
            }
        }
        #expect(rebuilt == row.value)
    }
}
