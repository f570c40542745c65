import Testing

@testable import ContractCheck

/// A closed set's catch-all — a member with no wire name of its own, which holds the values the
/// others do not — is left out of the comparison and named in the verdict: a Kotlin sealed
/// type's fallback (not `@Serializable` beside members that are, or what a default deserializer
/// returns), a Swift `unknown(String)` case, a TypeScript `string & {}` widening. A catch-all
/// that carries a wire name is a member like any other.
@Suite struct CatchAllMemberTests {
    typealias Case = WireAnnotationTests.Case

    static let bullet = "Haptic kinds closed to `impact|selection` — `A.swift` · `Haptic` ↔ `c.kt` · `Haptic`."
    static let swift = "enum Haptic: String, Codable { case impact, selection }"
    static func kotlin(_ fallback: String, extra: String = "") -> String {
        """
        package app.haptics

        @Serializable
        sealed class Haptic {
            @Serializable @SerialName("impact") object Impact : Haptic()
            @Serializable @SerialName("selection") object Selection : Haptic()
            \(fallback)
        }
        \(extra)
        """
    }

    @Test(arguments: [
        Case(
            name: "Kotlin: a fallback object that is not @Serializable", bullet: bullet,
            files: ["A.swift": swift, "c.kt": kotlin("object Unknown : Haptic()")], state: .ok,
            detail: "2 members match Haptic on both sides, plus the catch-all `Unknown` (no wire value)"),
        Case(
            name: "Kotlin: the class a default deserializer returns", bullet: bullet,
            files: [
                "A.swift": swift,
                "c.kt": kotlin(
                    "@Serializable object Unknown : Haptic()",
                    extra: """
                        val module = SerializersModule {
                            polymorphicDefaultDeserializer(Haptic::class) { Haptic.Unknown.serializer() }
                        }
                        """),
            ],
            state: .ok, detail: "2 members match Haptic on both sides, plus the catch-all `Unknown` (no wire value)"),
        Case(
            name: "Kotlin: a @Serializable fallback without a @SerialName has its qualified name", bullet: bullet,
            files: ["A.swift": swift, "c.kt": kotlin("@Serializable object Unknown : Haptic()")], state: .drift,
            findings: ["Haptic in \"c.kt\" has the member \"app.haptics.Haptic.Unknown\""]),
        Case(
            name: "Kotlin: a fallback that carries a wire name is a member", bullet: bullet,
            files: ["A.swift": swift, "c.kt": kotlin("@SerialName(\"unknown\") object Unknown : Haptic()")],
            state: .drift, findings: ["Haptic in \"c.kt\" has the member \"unknown\""]),
        Case(
            name: "Kotlin: Jackson's @JsonTypeInfo(defaultImpl =) and @JsonTypeName", bullet: bullet,
            files: [
                "A.swift": swift,
                "c.kt": """
                @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type", defaultImpl = Other::class)
                sealed class Haptic {
                    @JsonTypeName("impact") class Impact : Haptic()
                    @JsonTypeName("selection") class Selection : Haptic()
                    class Other : Haptic()
                }
                """,
            ],
            state: .ok, detail: "2 members match Haptic on both sides, plus the catch-all `Other` (no wire value)"),
        Case(
            name: "Swift: a case holding the unknown string", bullet: bullet,
            files: [
                "A.swift": "enum Haptic: Equatable { case impact, selection, unknown(String) }",
                "c.kt": kotlin(""),
            ],
            state: .ok,
            detail: "2 members match Haptic on both sides, plus the catch-all `unknown(String)` (no wire value)"),
        Case(
            name: "Swift: a case holding another value is a member", bullet: bullet,
            files: ["A.swift": "enum Haptic: Equatable { case impact, selection, custom(Int) }", "c.kt": kotlin("")],
            state: .drift, findings: ["Haptic in \"A.swift\" has the member \"custom\""]),
        Case(
            name: "TypeScript: a `string & {}` widening",
            bullet: "Haptic kinds closed to `impact|selection` — `A.swift` · `Haptic` ↔ `w.ts` · `Haptic`.",
            files: ["A.swift": swift, "w.ts": "export type Haptic = \"impact\" | \"selection\" | (string & {});"],
            state: .ok, detail: "2 members match Haptic on both sides, plus the catch-all `string & {}` (no wire value)"
        ),
        Case(
            name: "TypeScript: a widening does not hide an extra member",
            bullet: "Haptic kinds closed to `impact|selection` — `A.swift` · `Haptic` ↔ `w.ts` · `Haptic`.",
            files: [
                "A.swift": swift, "w.ts": "export type Haptic = \"impact\" | \"selection\" | \"heavy\" | string & {};",
            ],
            state: .drift, findings: ["Haptic in \"w.ts\" has the member \"heavy\""]),
    ])
    func catchAllsAreNoWireValues(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
