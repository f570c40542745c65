import Testing

@testable import ContractCheck

/// Jackson's `@JsonSubTypes(JsonSubTypes.Type(value = A::class, name = "a"))` on a sealed type
/// names its members on the wire, as `@SerialName` or `@JsonTypeName` on the member does.
@Suite struct JacksonSubTypesTests {
    typealias Case = WireAnnotationTests.Case

    static let kotlin = """
        @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
        @JsonSubTypes(
            JsonSubTypes.Type(value = Play::class, name = "play"),
            JsonSubTypes.Type(Stop::class, name = "stop"),
        )
        sealed class Command

        data class Play(val url: String) : Command()
        object Stop : Command()
        """
    static let bullet = "Commands `play|stop` — `c.ts` · `Command` ↔ `c.kt` · `Command`."
    static let typescript = "export type Command = \"play\" | \"stop\";"

    @Test(arguments: [
        Case(
            name: "the names @JsonSubTypes gives are the members", bullet: bullet,
            files: ["c.ts": typescript, "c.kt": kotlin], state: .ok, detail: "2 members match Command on both sides"),
        Case(
            name: "a name renamed in @JsonSubTypes is drift", bullet: bullet,
            files: ["c.ts": typescript, "c.kt": kotlin.replacingOccurrences(of: "\"stop\"", with: "\"halt\"")],
            state: .drift,
            findings: ["Command in \"c.kt\" has the member \"halt\" where \"Commands\" lists \"stop\""]),
    ])
    func subTypes(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
