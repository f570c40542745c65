import Testing

@testable import ContractCheck

/// An annotation (Kotlin) or attribute (Swift) belongs to the declaration it annotates, in every
/// reading: a declaration's range starts at its first annotation, so the wire name a
/// `@SerialName`, `@JsonClassDiscriminator`, `@Json(name =)` or a property wrapper's argument
/// gives is inside the symbol a bullet names.
@Suite struct WireAnnotationTests {
    /// One bullet over in-memory files.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var files: [String: String]
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let playHlsKotlin = """
        @Serializable
        sealed class Message

        @Serializable
        @SerialName("exoplayer/play_hls")
        data class ExoPlayerPlayHlsMessage(val url: String) : Message()
        """
    static let playHlsBullet =
        "Play message `exoplayer/play_hls` — `A.swift` · `PlayHls` ↔ `c.kt` · `ExoPlayerPlayHlsMessage`."
    static let playHlsSwift = "enum PlayHls { static let type = \"exoplayer/play_hls\" }"

    static let hapticKotlin = """
        @OptIn(ExperimentalSerializationApi::class)
        @Serializable
        @JsonClassDiscriminator("hapticType")
        sealed interface Haptic
        """
    static let profileKotlin = """
        @JsonClass(generateAdapter = true)
        data class Profile(
            val id: String,
            @Json(name = "homepage") val homepageUrl: String?,
        )
        """

    @Test(arguments: [
        Case(
            name: "a sealed subclass named: its @SerialName on the lines above is inside it", bullet: playHlsBullet,
            files: ["A.swift": playHlsSwift, "c.kt": playHlsKotlin], state: .ok,
            detail: "1 value present on 2 sides (in PlayHls ↔ in ExoPlayerPlayHlsMessage)"),
        Case(
            name: "the @SerialName of another subclass is outside the named one", bullet: playHlsBullet,
            files: [
                "A.swift": playHlsSwift,
                "c.kt": playHlsKotlin.replacingOccurrences(of: "exoplayer/play_hls", with: "exoplayer/stop")
                    + "\n@Serializable @SerialName(\"exoplayer/play_hls\")\ndata class Other(val x: Int) : Message()",
            ],
            state: .drift,
            findings: [
                "\"exoplayer/play_hls\" of \"Play message\" is not inside \"ExoPlayerPlayHlsMessage\" in \"c.kt\" "
                    + "(found at line 7, in Other)"
            ]),
        Case(
            name: "@JsonClassDiscriminator on a sealed interface is inside it",
            bullet: "Haptic tag key `hapticType` — `A.swift` · `HapticKeys` ↔ `c.kt` · `Haptic`.",
            files: ["A.swift": "enum HapticKeys { static let tag = \"hapticType\" }", "c.kt": hapticKotlin],
            state: .ok, detail: "1 value present on 2 sides (in HapticKeys ↔ in Haptic)"),
        Case(
            name: "a Moshi @Json(name =) wire name counts where the property is named otherwise",
            bullet: "Profile homepage key `homepage` — `A.swift` · `ProfileKeys` ↔ `c.kt` · `Profile`.",
            files: ["A.swift": "enum ProfileKeys { static let homepage = \"homepage\" }", "c.kt": profileKotlin],
            state: .ok, detail: "1 value present on 2 sides (in ProfileKeys ↔ in Profile)"),
        Case(
            name: "a renamed Moshi @Json(name =) is drift",
            bullet: "Profile homepage key `homepage` — `A.swift` · `ProfileKeys` ↔ `c.kt` · `Profile`.",
            files: [
                "A.swift": "enum ProfileKeys { static let homepage = \"homepage\" }",
                "c.kt": profileKotlin.replacingOccurrences(of: "\"homepage\"", with: "\"home_page\""),
            ],
            state: .drift, findings: ["\"homepage\" of \"Profile homepage key\" is missing from side 2"]),
        Case(
            name: "a Kotlin function's annotation is inside the function",
            bullet: "User route `users/{id}` — `A.swift` · `Routes.user` ↔ `c.kt` · `Api.user`.",
            files: [
                "A.swift": "enum Routes { static let user = \"users/{id}\" }",
                "c.kt": "object Api {\n    @GET(\"users/{id}\")\n    fun user(id: String): String = id\n}",
            ],
            state: .ok, detail: "1 value present on 2 sides (in Routes.user ↔ in Api.user)"),
        Case(
            name: "a Swift attribute is inside the type it annotates",
            bullet: "Token table `beebox_tokens` — `A.swift` · `TokenRecord` ↔ `c.kt` · `Tables.TOKENS`.",
            files: [
                "A.swift": "@Entity(table: \"beebox_tokens\")\nstruct TokenRecord {\n    let id: Int\n}",
                "c.kt": "object Tables { const val TOKENS = \"beebox_tokens\" }",
            ],
            state: .ok, detail: "1 value present on 2 sides (in TokenRecord ↔ in Tables.TOKENS)"),
    ])
    func annotationsBelongToWhatTheyAnnotate(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
