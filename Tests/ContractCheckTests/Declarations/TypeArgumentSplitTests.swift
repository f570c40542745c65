import Testing

@testable import ContractCheck

/// A TypeScript type is split into intersection parts and union branches at its top level only
/// (issue 18, section 5): a `&` or `|` inside type arguments (`Partial<A & B>`, `Array<"a" | "b">`)
/// belongs to the argument, and a generic type the reader does not follow is unverifiable
/// with its name, never read as the pieces of a split.
@Suite struct TypeArgumentSplitTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var sources: [String]
        var unfollowed: [String]
        var literals: [String] = []
        var keys: [String] = []
        var testDescription: String { source }
    }

    static let generic = "a generic type the reader does not follow"
    static let part = "a part of an intersection the reader does not read"

    static let cases: [Case] = [
        Case(source: "type T = Partial<A & B>;", sources: [], unfollowed: ["\"Partial<…>\", " + generic]),
        Case(source: "type T = Array<A & B>;", sources: [], unfollowed: ["\"Array<…>\", " + generic]),
        Case(
            source: "type T = { id: string } & Partial<A & B>;", sources: [],
            unfollowed: ["\"Partial…\", " + part], keys: ["id"]),
        Case(
            source: "type T = Base & Wrap<Partial<A & B>> & { id: string };", sources: ["Base"],
            unfollowed: ["\"Wrap…\", " + part], keys: ["id"]),
        Case(source: "type T = A & B;", sources: ["A", "B"], unfollowed: []),
        Case(
            source: "type T = Exclude<\"a\" | \"b\" | \"c\", \"c\">;", sources: [],
            unfollowed: ["\"Exclude<…>\", " + generic]),
        Case(
            source: "type T = \"a\" | Array<\"b\" | \"c\">;", sources: [],
            unfollowed: ["\"Array<…>\", " + generic], literals: ["a"]),
    ]

    @Test(arguments: cases)
    func splitsAtTheTopLevel(_ example: Case) throws {
        let declaration = try #require(DeclarationReaderTests.read("b.ts", example.source).named("T").first)
        #expect(declaration.shapeSources == example.sources)
        #expect(declaration.unfollowed == example.unfollowed)
        #expect(declaration.literals == example.literals)
        #expect(declaration.properties.map(\.wireName) == example.keys)
    }

    /// Through the check: the side is unverifiable and the reason names the generic type, not
    /// the halves of a split (`"B…"`).
    @Test func aGenericIntersectionArgumentIsNamedWhole() throws {
        let files = [
            "A.swift": "struct T: Codable {\n    let id: String\n    let a: Int\n}",
            "b.ts": "type Base = { a: number };\nexport type T = { id: string } & Partial<Base & Extra>;",
        ]
        let bullet = "T `{id,a}` — `A.swift` · `T` ↔ `b.ts` · `T`."
        let report = try InMemoryFiles(files).check(GeneratedEnumTests.document(bullet))
        try report.expectFirstBullet(
            .unverifiable, drift: [],
            detail: "the shape of T in \"b.ts\" is not read whole: it takes keys from \"Partial…\", " + Self.part)
    }
}
