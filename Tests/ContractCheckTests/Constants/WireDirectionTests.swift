import Testing

@testable import ContractCheck

/// A side that sends and a side that receives are judged by the rule of their direction: a
/// kotlinx sender with `Json { encodeDefaults = true }` (or a property marked `@EncodeDefault`)
/// writes a defaulted key always, while a receiver may go without it. The side states its
/// direction, `(sends)` or `(receives)`; where the two rules would give different verdicts and it
/// states neither, its key set is unverifiable. A sealed type's class discriminator is a key of
/// each member's wire object.
@Suite struct WireDirectionTests {
    typealias Case = WireAnnotationTests.Case

    static let swift = """
        struct Play: Codable {
            let url: String
            let volume: Int
        }
        """
    static let kotlin = """
        @Serializable
        data class Play(val url: String, val volume: Int = 5)
        """
    static let encodesDefaults = kotlin + "\n\nval json = Json { encodeDefaults = true }\n"
    static func bullet(_ keys: String, side: String = "") -> String {
        "Play keys `\(keys)` — `A.swift` · `Play` ↔ `c.kt` · `Play`\(side)."
    }

    @Test(arguments: [
        Case(
            name: "a sender with encodeDefaults = true writes a defaulted key always",
            bullet: bullet("{url,volume}", side: " (sends)"), files: ["A.swift": swift, "c.kt": encodesDefaults],
            state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "a receiver with the same Json may go without it",
            bullet: bullet("{url,volume}", side: " (receives)"), files: ["A.swift": swift, "c.kt": encodesDefaults],
            state: .drift,
            findings: ["\"volume\" is required by \"Play keys\" but optional in Play in \"c.kt\"."]),
        Case(
            name: "no direction stated where it decides the verdict: unverifiable",
            bullet: bullet("{url,volume}"), files: ["A.swift": swift, "c.kt": encodesDefaults],
            state: .unverifiable,
            detail: "the key set of Play in \"c.kt\" depends on its direction: a sender writes `volume` always "
                + "(kotlinx `encodeDefaults = true`, `@EncodeDefault`), a receiver may go without it; the side does "
                + "not say which it does (write `(sends)` or `(receives)` after its references)"),
        Case(
            name: "@EncodeDefault writes the key always",
            bullet: bullet("{url,volume}", side: " (sends)"),
            files: [
                "A.swift": swift,
                "c.kt": kotlin.replacingOccurrences(of: "val volume", with: "@EncodeDefault val volume"),
            ],
            state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "a sender without encodeDefaults leaves a defaulted key out",
            bullet: bullet("{url,volume}", side: " (sends)"), files: ["A.swift": swift, "c.kt": kotlin],
            state: .drift,
            findings: ["\"volume\" is required by \"Play keys\" but optional in Play in \"c.kt\"."]),
        Case(
            name: "where both directions agree none need be stated",
            bullet: bullet("{url,volume?}"),
            files: ["A.swift": swift.replacingOccurrences(of: "volume: Int", with: "volume: Int?"), "c.kt": kotlin],
            state: .ok, detail: "2 keys match Play on both sides"),
    ])
    func direction(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let typescript = "export interface Play { type: \"play\"; url: string }"
    static let sealed = """
        @Serializable
        sealed class Message

        @Serializable
        @SerialName("play")
        data class Play(val url: String) : Message()
        """
    static let message = "Play message `{type,url}` — `play.ts` · `Play` ↔ `c.kt` · `Play`."

    @Test(arguments: [
        Case(
            name: "kotlinx: the class discriminator `type` is a key of a sealed member", bullet: message,
            files: ["play.ts": typescript, "c.kt": sealed], state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "@JsonClassDiscriminator names the key",
            bullet: message.replacingOccurrences(of: "{type,url}", with: "{kind,url}"),
            files: [
                "play.ts": typescript.replacingOccurrences(of: "type:", with: "kind:"),
                "c.kt": sealed.replacingOccurrences(
                    of: "sealed class", with: "@JsonClassDiscriminator(\"kind\")\nsealed class"),
            ],
            state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "the Json's classDiscriminator names the key",
            bullet: message.replacingOccurrences(of: "{type,url}", with: "{kind,url}"),
            files: [
                "play.ts": typescript.replacingOccurrences(of: "type:", with: "kind:"),
                "c.kt": sealed + "\nval json = Json { classDiscriminator = \"kind\" }\n",
            ],
            state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "Jackson @JsonTypeInfo(property = …)", bullet: message,
            files: [
                "play.ts": typescript,
                "c.kt": """
                @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
                sealed class Message

                @JsonTypeName("play")
                data class Play(val url: String) : Message()
                """,
            ],
            state: .ok, detail: "2 keys match Play on both sides"),
        Case(
            name: "a bullet without the discriminator: the member carries it",
            bullet: message.replacingOccurrences(of: "{type,url}", with: "{url}"),
            files: ["play.ts": "export interface Play { url: string }", "c.kt": sealed], state: .drift,
            findings: ["Play in \"c.kt\" carries the key \"type\", which \"Play message\" does not list."]),
        Case(
            name: "Jackson's wrapper object carries no key; a sealed type for no library neither",
            bullet: message.replacingOccurrences(of: "{type,url}", with: "{url}"),
            files: [
                "play.ts": "export interface Play { url: string }",
                "c.kt": """
                @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.WRAPPER_OBJECT)
                sealed class Message
                data class Play(val url: String) : Message()
                sealed interface Event
                data class Other(val url: String) : Event
                """,
            ],
            state: .ok, detail: "1 key matches Play on both sides"),
    ])
    func discriminator(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
