import Testing

@testable import ContractCheck

/// Deep nesting in any of the three languages is read without a crash: the lexers and the
/// declaration readers step over brackets with explicit stacks, and a side whose brackets nest
/// deeper than `SourceLimits.maximumNesting` is reported unverifiable with that reason (never
/// ok, never a crash). A side file larger than `SourceLimits.maximumBytes` likewise, unread.
@Suite struct DeepNestingTests {
    enum Language: String, CaseIterable, Sendable {
        case typescript = "side.ts"
        case jsx = "side.tsx"
        case swift = "Side.swift"
        case kotlin = "Side.kt"
    }

    /// One level of nesting: what opens it, what closes it, and how many brackets it opens for
    /// certain (an interpolation or a JSX container opens a string or an element, not a bracket).
    typealias Level = (open: String, close: String, brackets: Int)

    /// The nesting constructs of each language: brackets of every kind, object literals and
    /// types, calls, closures, string interpolation and template literals, JSX elements.
    static func levels(_ language: Language) -> [Level] {
        switch language {
        case .typescript:
            return [
                ("{a:", "}", 1), ("[", "]", 1), ("f(", ")", 1), ("{\"k\": ", "}", 1), ("`${", "}`", 0),
                ("(x) => ({b:", "})", 2),
            ]
        case .jsx:
            return [("<a>{", "}</a>", 0), ("(<b c={", "} />)", 1), ("{a:", "}", 1), ("<>{`${", "}`}</>", 0)]
        case .swift:
            return [("[", "]", 1), ("f(", ")", 1), ("{ _ in ", " }", 1), ("\"\\(", ")\"", 0), ("[\"k\": ", "]", 1)]
        case .kotlin:
            return [
                ("listOf(", ")", 1), ("mapOf(\"k\" to ", ")", 1), ("{ ", " }", 1), ("\"${", "}\"", 0),
                ("arrayOf(", ")", 1),
            ]
        }
    }

    /// A file declaring `deep` as `depth` levels drawn from `levels` around a literal, then `key`;
    /// and how many brackets the levels open for certain.
    static func source(_ language: Language, depth: Int, seed: UInt64) -> (text: String, brackets: Int) {
        var random = SplitMix64(seed: seed)
        let chosen = (0..<depth).map { _ in random.pick(levels(language)) }
        let nested = chosen.map(\.open).joined() + "1" + chosen.reversed().map(\.close).joined()
        let brackets = chosen.reduce(0) { $0 + $1.brackets }
        switch language {
        case .typescript, .jsx: return ("export const deep = \(nested);\nexport const key = \"a.b\";\n", brackets)
        case .swift: return ("let deep = \(nested)\nlet key = \"a.b\"\n", brackets)
        case .kotlin: return ("val deep = \(nested)\nval key = \"a.b\"\n", brackets)
        }
    }

    /// Nested types (Swift, Kotlin) and object types (TypeScript), `depth` deep.
    static func nestedTypes(_ language: Language, depth: Int) -> String {
        switch language {
        case .typescript, .jsx:
            return "export type Deep = " + String(repeating: "{a:", count: depth) + "string"
                + String(repeating: "}", count: depth) + ";\nexport const key = \"a.b\";\n"
        case .swift:
            return String(repeating: "struct A { ", count: depth) + "let key = \"a.b\""
                + String(repeating: " }", count: depth) + "\nlet key = \"a.b\"\n"
        case .kotlin:
            return String(repeating: "class A { ", count: depth) + "val key = \"a.b\""
                + String(repeating: " }", count: depth) + "\nval key = \"a.b\"\n"
        }
    }

    static func read(_ language: Language, _ text: String) -> (LexedSource, FileDeclarations?) {
        let lexed = SourceLexers.lexer(forPath: language.rawValue)!.lex(Array(text.utf8))
        return (lexed, DeclarationReaders.read(lexed, path: language.rawValue))
    }

    /// The §8 check of one bullet naming `key` in `side` and in a shallow Swift file.
    static func check(_ language: Language, _ text: String) throws -> BulletResult {
        let other = language == .swift ? "Other.swift" : "Bridge.swift"
        let files = InMemoryFiles([language.rawValue: text, other: "let key = \"a.b\"\n"])
        let document = """
            # Contract

            ## 8. Mirrored constants

            - key `a.b` — `\(language.rawValue)` · `key` ↔ `\(other)` · `key`
            """
        return try #require(try files.check(document).bullets.first)
    }

    // MARK: - Property: any depth, any mix, no crash

    /// Random mixes of every construct at depths around the limit and far past it: each lexes and
    /// reads without a crash, every bracket level counted; the declarations are read exactly when
    /// the nesting is within the limit, and then `key` is found; past it, nothing is read.
    @Test(arguments: Language.allCases)
    func deepNestingNeverCrashes(_ language: Language) {
        let limit = SourceLimits.maximumNesting
        for depth in [1, 40, limit - 8, limit + 1, 2_000, 8_000] {
            for seed in UInt64(1)...3 {
                let (text, brackets) = Self.source(language, depth: depth, seed: seed)
                let (lexed, declarations) = Self.read(language, text)
                let nesting = SourceLimits.nesting(lexed.lexemes)
                #expect(nesting >= brackets, "\(language) depth \(depth) seed \(seed): nesting \(nesting)")
                #expect((declarations == nil) == (nesting > limit), "\(language) depth \(depth) seed \(seed)")
                if let declarations {
                    #expect(!declarations.named("key").isEmpty, "\(language) depth \(depth) seed \(seed)")
                    #expect(!declarations.named("deep").isEmpty, "\(language) depth \(depth) seed \(seed)")
                }
            }
        }
    }

    /// Nested object types and nested type declarations, 8,000 deep (the input that made every
    /// hook die with SIGSEGV): no crash, nothing read; 200 deep, read.
    @Test(arguments: Language.allCases)
    func deeplyNestedTypesAreReadOrRefused(_ language: Language) {
        let (deepLexed, deep) = Self.read(language, Self.nestedTypes(language, depth: 8_000))
        #expect(deep == nil)
        #expect(SourceLimits.nesting(deepLexed.lexemes) == 8_000)
        let (_, shallow) = Self.read(language, Self.nestedTypes(language, depth: 200))
        #expect(shallow?.named("key").isEmpty == false)
    }

    // MARK: - §8: unverifiable, with the reason

    @Test(arguments: Language.allCases)
    func aSideNestedPastTheLimitIsUnverifiable(_ language: Language) throws {
        let bullet = try Self.check(language, Self.nestedTypes(language, depth: 8_000))
        #expect(bullet.state == .unverifiable)
        #expect(
            bullet.detail
                == "not every side can be read: \"\(language.rawValue)\" nests brackets 8,000 deep, "
                + "past the 256 its declarations are read to")
        let shallow = try Self.check(language, Self.nestedTypes(language, depth: 200))
        #expect(shallow.state == .ok, "\(shallow.detail)")
    }

    @Test func aSideLargerThanTheLimitIsUnverifiableWithItsSize() throws {
        let filler = "export const filler = 1;\n"
        let count = SourceLimits.maximumBytes / filler.utf8.count + 1
        let text = String(repeating: filler, count: count) + "export const key = \"a.b\";\n"
        let bytes = text.utf8.count
        #expect(bytes > SourceLimits.maximumBytes)
        let bullet = try Self.check(.typescript, text)
        #expect(bullet.state == .unverifiable)
        #expect(
            bullet.detail
                == "not every side can be read: \"side.ts\" is \(SourceLimits.grouped(bytes)) bytes, "
                + "past the 8,388,608 a side file is read to")
    }

    @Test func groupedNumbers() {
        #expect(SourceLimits.grouped(0) == "0")
        #expect(SourceLimits.grouped(999) == "999")
        #expect(SourceLimits.grouped(1_000) == "1,000")
        #expect(SourceLimits.grouped(56_000_000) == "56,000,000")
    }

    // MARK: - The bracket table agrees with counting brackets

    /// The closing lexeme of every group, from the one-pass table, is what counting brackets
    /// forward finds (the readers' old step), on random bracket soup with stray closers.
    @Test func theBracketTableAgreesWithCounting() {
        var random = SplitMix64(seed: 17)
        let pieces = ["(", ")", "[", "]", "{", "}", "a", ",", "?.(", "({", "})", "x: ", "\n"]
        for _ in 0..<200 {
            let text = (0..<random.below(60)).map { _ in random.pick(pieces) }.joined(separator: " ")
            let lexemes = TypeScriptLexer(jsx: false).lex(Array(text.utf8)).lexemes
            let cursor = LexemeCursor(lexemes)
            for open in lexemes.indices {
                var depth = 0
                var counted = lexemes.count - 1
                for at in open..<lexemes.count {
                    depth += LexemeCursor.depthChange(lexemes[at])
                    if depth <= 0 {
                        counted = at
                        break
                    }
                }
                #expect(cursor.closing(ofGroupAt: open) == counted, "\(text.debugDescription) at \(open)")
                #expect(
                    cursor.depthChange(from: open, through: counted)
                        == lexemes[open...counted].reduce(0) { $0 + LexemeCursor.depthChange($1) })
            }
        }
    }
}
