import Testing

@testable import ContractCheck

/// A key naming strategy turns the names of the keys nothing renames into their wire keys: the
/// one a side's files configure (Swift `keyDecodingStrategy`/`keyEncodingStrategy`, kotlinx
/// `namingStrategy`, Jackson `@JsonNaming`, Gson `FieldNamingPolicy`), or the one a side states
/// after its references, `(snake_case keys)`, for a conversion the code cannot show.
@Suite struct KeyNamingTests {
    typealias Case = WireAnnotationTests.Case

    static let bullet = "Status keys `{user_id,created_at,display_name?}` — `A.swift` · `Status` ↔ `c.kt` · `Status`."
    static let swift = """
        struct Status: Codable {
            let userId: String
            let createdAt: Int
            let displayName: String?
        }
        func decoder() -> JSONDecoder {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }
        """
    static let kotlinx = """
        @Serializable
        data class Status(val userId: String, val createdAt: Int, val displayName: String? = null)

        val json = Json { namingStrategy = JsonNamingStrategy.SnakeCase }
        """
    static let matched = "3 keys match Status on both sides"

    @Test(arguments: [
        Case(
            name: "Swift convertFromSnakeCase and kotlinx JsonNamingStrategy.SnakeCase", bullet: bullet,
            files: ["A.swift": swift, "c.kt": kotlinx], state: .ok, detail: matched),
        Case(
            name: "Swift convertToSnakeCase and Jackson @JsonNaming", bullet: bullet,
            files: [
                "A.swift": swift.replacingOccurrences(
                    of: "keyDecodingStrategy = .convertFromSnakeCase", with: "keyEncodingStrategy = .convertToSnakeCase"
                ),
                "c.kt": """
                @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)
                data class Status(val userId: String, val createdAt: Int, val displayName: String?)
                """,
            ],
            state: .ok, detail: matched),
        Case(
            name: "Gson FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES; an explicit name is kept", bullet: bullet,
            files: [
                "A.swift": swift,
                "c.kt": """
                import com.google.gson.GsonBuilder
                data class Status(
                    val userId: String,
                    @SerializedName("created_at") val created: Int,
                    val displayName: String?,
                )
                val gson = GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).create()
                """,
            ],
            state: .ok, detail: matched),
        Case(
            name: "without a strategy the camel-case keys are drift", bullet: bullet,
            files: [
                "A.swift": swift,
                "c.kt": kotlinx.replacingOccurrences(
                    of: "val json = Json { namingStrategy = JsonNamingStrategy.SnakeCase }", with: ""),
            ],
            state: .drift,
            findings: [
                "\"user_id\" of \"Status keys\" is missing from side 2", "\"created_at\" of \"Status keys\" is missing",
                "\"display_name\" of \"Status keys\" is missing",
            ]),
        Case(
            name: "a renamed property under a strategy is drift", bullet: bullet,
            files: ["A.swift": swift.replacingOccurrences(of: "createdAt", with: "creationDate"), "c.kt": kotlinx],
            state: .drift,
            findings: [
                "Status in \"A.swift\" has the key \"creation_date\" where \"Status keys\" lists \"created_at\"."
            ]),
        Case(
            name: "a side states a conversion the code cannot show",
            bullet: "Status keys `{user_id,created_at,display_name?}` — `A.swift` · `Status` ↔ "
                + "`api.ts` · `Status` (snake_case keys).",
            files: [
                "A.swift": swift,
                "api.ts": "export interface Status { userId: string; createdAt: number; displayName?: string }",
            ],
            state: .ok, detail: matched),
        Case(
            name: "two strategies configured and none stated: unverifiable", bullet: bullet,
            files: [
                "A.swift": swift,
                "c.kt": kotlinx + "\nval kebab = Json { namingStrategy = JsonNamingStrategy.KebabCase }",
            ],
            state: .unverifiable,
            detail:
                "the side's files configure `snake_case` and `kebab-case` keys, and the side does not say which its "
                + "keys use (write `(snake_case keys)` after its references) (in \"c.kt\")"),
    ])
    func namingStrategies(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    @Test(arguments: [
        ("userId", "user_id"), ("createdAt", "created_at"), ("myURLValue", "my_url_value"), ("id", "id"),
        ("version2Name", "version2_name"), ("userID", "user_id"),
    ])
    func snakeCase(_ name: String, _ wire: String) {
        #expect(KeyNaming.snakeCase.wireName(name) == wire)
    }
}
