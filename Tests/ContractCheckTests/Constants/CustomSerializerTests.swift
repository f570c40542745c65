import Testing

@testable import ContractCheck

/// A Kotlin class or enum that names a serializer of its own (`@Serializable(with = …)`) has a
/// wire form its declaration does not say: a side that names it is unverifiable, naming the
/// serializer, never ok through the words its properties happen to spell.
@Suite struct CustomSerializerTests {
    typealias Case = WireAnnotationTests.Case

    static let swift = """
        struct Play: Codable {
            let url: String
            let volume: Int
        }
        enum Mode: String, Codable { case loop, once }
        """
    static let reason =
        "the shape of Play in \"c.kt\" is not read whole: it takes keys from `@Serializable(with = "
        + "PlaySerializer::class)`, a serializer of its own whose wire form the reader does not read"

    @Test(arguments: [
        Case(
            name: "a class with its own serializer: unverifiable, naming it",
            bullet: "Play keys `{url,volume}` — `A.swift` · `Play` ↔ `c.kt` · `Play`.",
            files: [
                "A.swift": swift,
                "c.kt": """
                @Serializable(with = PlaySerializer::class)
                data class Play(val url: String, val volume: Int)
                """,
            ],
            state: .unverifiable, detail: reason),
        Case(
            name: "an enum with its own serializer: unverifiable, naming it",
            bullet: "Play modes `loop|once` — `A.swift` · `Mode` ↔ `c.kt` · `Mode`.",
            files: [
                "A.swift": swift,
                "c.kt": """
                @Serializable(with = ModeSerializer::class)
                enum class Mode { LOOP, ONCE, loop, once }
                """,
            ],
            state: .unverifiable,
            detail: "the shape of Mode in \"c.kt\" is not read whole: it takes keys from `@Serializable(with = "
                + "ModeSerializer::class)`, a serializer of its own whose wire form the reader does not read"),
        Case(
            name: "a plain @Serializable class is read",
            bullet: "Play keys `{url,volume}` — `A.swift` · `Play` ↔ `c.kt` · `Play`.",
            files: ["A.swift": swift, "c.kt": "@Serializable\ndata class Play(val url: String, val volume: Int)"],
            state: .ok, detail: "2 keys match Play on both sides"),
    ])
    func customSerializer(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
