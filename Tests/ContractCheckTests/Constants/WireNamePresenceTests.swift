import Testing

@testable import ContractCheck

/// A value no shape settles is present where the code spells it as a wire name: a wire-name
/// annotation's string (Moshi `@Json(name =)`, Gson `@SerializedName`, kotlinx `@SerialName`,
/// Jackson `@JsonProperty`, with or without a use-site target) or a Swift `CodingKeys` raw value
/// counts, and a property whose wire name such an annotation or raw value gives is not its
/// name on the wire: inside the type that renames it, the property's name is not the value.
/// So renaming the annotation's string is drift, whether the side names the type or the file.
@Suite struct WireNamePresenceTests {
    typealias Case = WireAnnotationTests.Case

    static let swiftKeys = "enum ProfileKeys { static let homepage = \"homepage\" }"
    static let fileBullet = "Profile homepage key `homepage` — `A.swift` · `ProfileKeys` ↔ `c.kt`."
    static let namedBullet = "Profile homepage key `homepage` — `A.swift` · `ProfileKeys` ↔ `c.kt` · `Profile`."
    static let missing = "\"homepage\" of \"Profile homepage key\" is missing from side 2"

    /// A Kotlin class whose property `homepage` is annotated `annotation`.
    static func profile(_ annotation: String, property: String = "homepage") -> String {
        """
        data class Profile(
            val id: String,
            \(annotation) val \(property): String?,
        )
        """
    }

    static func row(_ name: String, _ bullet: String, kotlin: String, _ state: BulletResult.State) -> Case {
        Case(
            name: name, bullet: bullet, files: ["A.swift": swiftKeys, "c.kt": kotlin], state: state,
            findings: state == .drift ? [missing] : [],
            detail: state == .ok && bullet == fileBullet
                ? "1 value present on 2 sides (in ProfileKeys ↔ file-wide)" : nil)
    }

    @Test(arguments: [
        row(
            "Moshi: the annotation spells the wire name", fileBullet,
            kotlin: profile("@Json(name = \"homepage\")"), .ok),
        row(
            "Moshi: the annotation renamed, the property keeps the name (file named)", fileBullet,
            kotlin: profile("@Json(name = \"home_page\")"), .drift),
        row(
            "Moshi: the annotation renamed, the property keeps the name (type named)", namedBullet,
            kotlin: profile("@Json(name = \"home_page\")"), .drift),
        row(
            "Moshi: the wire name on a property named otherwise", fileBullet,
            kotlin: profile("@Json(name = \"homepage\")", property: "homepageUrl"), .ok),
        row("Gson: @SerializedName renamed", fileBullet, kotlin: profile("@SerializedName(\"home_page\")"), .drift),
        row(
            "Gson: @SerializedName(value =) renamed", namedBullet,
            kotlin: profile("@SerializedName(value = \"home_page\")"), .drift),
        row("kotlinx: @SerialName renamed", fileBullet, kotlin: profile("@SerialName(\"home_page\")"), .drift),
        row("Jackson: @JsonProperty renamed", fileBullet, kotlin: profile("@JsonProperty(\"home_page\")"), .drift),
        row(
            "Jackson: @field:JsonProperty renamed", namedBullet,
            kotlin: profile("@field:JsonProperty(\"home_page\")"), .drift),
        row(
            "Jackson: @get:JsonProperty renamed", fileBullet,
            kotlin: profile("@get:JsonProperty(\"home_page\")"), .drift),
        row(
            "Jackson: @get:JsonProperty spells it", fileBullet,
            kotlin: profile("@get:JsonProperty(\"homepage\")", property: "homePage"), .ok),
        row(
            "kotlinx: @SerialName on a class spells it", fileBullet,
            kotlin: "@Serializable\n@SerialName(\"homepage\")\ndata class Page(val url: String)", .ok),
        row(
            "kotlinx: @SerialName on a class renamed", fileBullet,
            kotlin: "@Serializable\n@SerialName(\"home_page\")\ndata class Page(val url: String)", .drift),
        row(
            "a property without an annotation is its own wire name", fileBullet,
            kotlin: profile(""), .ok),
        row(
            "the same name outside the renaming class still counts", fileBullet,
            kotlin: profile("@Json(name = \"home_page\")") + "\ndata class Link(val homepage: String)", .ok),
    ])
    func kotlinWireNames(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let swiftAccount = """
        struct Account: Codable {
            let id: String
            let homepage: String?
            enum CodingKeys: String, CodingKey {
                case id
                case homepage = "home_page"
            }
        }
        """

    /// Swift's `CodingKeys` raw value is the property's wire name, by the same rule.
    @Test(arguments: [
        Case(
            name: "Swift: the raw value spells the wire name",
            bullet: "Homepage key `home_page` — `A.swift` · `Account` ↔ `c.kt` · `Profile`.",
            files: ["A.swift": swiftAccount, "c.kt": profile("@Json(name = \"home_page\")")], state: .ok,
            detail: "1 value present on 2 sides (in Account ↔ in Profile)"),
        Case(
            name: "Swift: the raw value renamed is drift",
            bullet: "Homepage key `home_page` — `A.swift` · `Account` ↔ `c.kt` · `Profile`.",
            files: [
                "A.swift": swiftAccount.replacingOccurrences(of: "\"home_page\"", with: "\"homePage\""),
                "c.kt": profile("@Json(name = \"home_page\")"),
            ],
            state: .drift, findings: ["\"home_page\" of \"Homepage key\" is missing from side 1"]),
        Case(
            name: "Swift: the property renamed by its raw value is not the name",
            bullet: "Homepage key `homepage` — `A.swift` ↔ `c.kt` · `Profile`.",
            files: ["A.swift": swiftAccount, "c.kt": profile("@Json(name = \"homepage\")")], state: .drift,
            findings: ["\"homepage\" of \"Homepage key\" is missing from side 1"]),
    ])
    func swiftCodingKeys(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
