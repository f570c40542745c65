import Testing

@testable import ContractCheck

/// The §8 check in process with a Kotlin side: symbol scope, wire shapes and closed sets read
/// from Kotlin the way they are from Swift, on short sources.
@Suite struct KotlinShapeCheckTests {
    /// One bullet over one Swift and one Kotlin file.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var swift: String
        var kotlin: String
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let emission = """
        struct Selection: Codable {
            let id: Int
            let text: String
        }
        struct Emission: Codable {
            var version = 2
            let id: String
            let text: String
            var hq: Bool?
            let selection: Selection
        }
        """
    static let emissionKotlin = """
        @Serializable
        data class Selection(val id: Int, val text: String)

        @Serializable
        data class Emission(
            val version: Int,
            val id: String,
            val text: String,
            val hq: Boolean? = null,
            val selection: Selection,
        )
        """
    static let emissionBullet =
        "Emission keys `{version,id,text,hq?,selection:{id,text}}` — `A.swift` · `Emission` ↔ `c.kt` · `Emission`."

    static func kotlin(_ old: String, _ new: String) -> String {
        emissionKotlin.replacingOccurrences(of: old, with: new)
    }

    @Test(arguments: [
        Case(
            name: "matching shapes", bullet: emissionBullet, swift: emission, kotlin: emissionKotlin, state: .ok,
            detail: "7 keys match Emission on both sides"),
        Case(
            name: "a one-sided rename inside the named data class, another text staying in the file",
            bullet: emissionBullet, swift: emission, kotlin: kotlin("    val text: String,", "    val body: String,"),
            state: .drift,
            findings: ["Emission in \"c.kt\" has the key \"body\" where \"Emission keys\" lists \"text\"."]),
        Case(
            name: "an extra property", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("    val selection: Selection,", "    val selection: Selection,\n    var extra: Int,"),
            state: .drift, findings: ["Emission in \"c.kt\" carries the key \"extra\""]),
        Case(
            name: "a body property with a backing field is a key too", bullet: emissionBullet, swift: emission,
            kotlin: kotlin(
                "    val selection: Selection,\n)",
                "    val selection: Selection,\n) {\n    var seen: Boolean = false\n}"),
            state: .drift, findings: ["Emission in \"c.kt\" carries the key \"seen\""]),
        Case(
            name: "optional in the document, required in Kotlin", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("val hq: Boolean? = null", "val hq: Boolean"), state: .drift,
            findings: ["\"hq\" is optional in \"Emission keys\" (\"hq?\") but Emission in \"c.kt\" requires it"]),
        Case(
            name: "kotlinx: a nullable type without a default is still a required key", bullet: emissionBullet,
            swift: emission, kotlin: kotlin("val hq: Boolean? = null", "val hq: Boolean?"), state: .drift,
            findings: ["\"hq\" is optional in \"Emission keys\" (\"hq?\") but Emission in \"c.kt\" requires it"]),
        Case(
            name: "required in the document, a default in Kotlin", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("    val id: String,", "    val id: String = \"\","), state: .drift,
            findings: ["\"id\" is required by \"Emission keys\" but optional in Emission in \"c.kt\""]),
        Case(
            name: "Gson: String to String? flips a required key to optional", bullet: emissionBullet, swift: emission,
            kotlin: """
                import com.google.gson.annotations.SerializedName
                data class Selection(val id: Int, val text: String)
                data class Emission(
                    val version: Int = 2,
                    @SerializedName("id") val id: String?,
                    val text: String,
                    val hq: Boolean?,
                    val selection: Selection,
                )
                """, state: .drift,
            findings: ["\"id\" is required by \"Emission keys\" but optional in Emission in \"c.kt\""]),
        Case(
            name: "a @SerialName rename", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("    val text: String,", "    @SerialName(\"body\") val text: String,"), state: .drift,
            findings: ["Emission in \"c.kt\" has the key \"body\" where \"Emission keys\" lists \"text\"."]),
        Case(
            name: "@field:SerializedName gives the wire name", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("    val text: String,", "    @field:SerializedName(\"text\") val message: String,")
                .replacingOccurrences(of: "@Serializable\n", with: ""),
            state: .ok, detail: "7 keys match Emission on both sides"),
        Case(
            name: "a @Transient property is off the wire", bullet: emissionBullet, swift: emission,
            kotlin: kotlin(
                "    val selection: Selection,", "    val selection: Selection,\n    @Transient val cache: Int = 0,"),
            state: .ok, detail: "7 keys match Emission on both sides"),
        Case(
            name: "a nested key set", bullet: emissionBullet, swift: emission,
            kotlin: kotlin("Selection(val id: Int, val text: String)", "Selection(val id: Int, val quote: String)"),
            state: .drift,
            findings: [
                "Selection in \"c.kt\" has the key \"selection.quote\" where \"Emission keys\" lists "
                    + "\"selection.text\"."
            ]),
        Case(
            name: "an enum closed set with an extra entry",
            bullet: "Kind closed to `add|scan` — `A.swift` · `Command.Kind` ↔ `c.kt` · `Command.Kind`.",
            swift: "struct Command {\n    enum Kind: String, Codable { case add, scan }\n}",
            kotlin: """
                data class Command(val kind: Kind) {
                    @Serializable
                    enum class Kind { @SerialName("add") ADD, @SerialName("scan") SCAN, @SerialName("point") POINT }
                }
                """, state: .drift,
            findings: ["Kind in \"c.kt\" has the member \"point\", which \"Kind closed to\" does not list"]),
        Case(
            name: "a sealed hierarchy closed to its @SerialName discriminators, with an extra subclass",
            bullet: "Shape closed to `circle|square` — `A.swift` · `Shape` ↔ `c.kt` · `Shape`.",
            swift: "enum Shape: String, Codable { case circle, square }",
            kotlin: """
                @Serializable
                sealed class Shape {
                    @Serializable @SerialName("circle") data class Circle(val radius: Double) : Shape()
                    @Serializable @SerialName("square") data class Square(val side: Double) : Shape()
                }
                @Serializable @SerialName("triangle") data class Triangle(val base: Double) : Shape()
                """, state: .drift,
            findings: ["Shape in \"c.kt\" has the member \"triangle\", which \"Shape closed to\" does not list"]),
        Case(
            name: "a value outside the named declaration",
            bullet: "Storage key `token.v1` — `A.swift` · `Store` ↔ `c.kt` · `Store`.",
            swift: "struct Store { let key = \"token.v1\" }",
            kotlin: "object Store { const val KEY = \"token.v2\" }\nobject Legacy { const val KEY = \"token.v1\" }",
            state: .drift,
            findings: [
                "\"token.v1\" of \"Storage key\" is not inside \"Store\" in \"c.kt\" (found at line 2, in Legacy)"
            ]),
        Case(
            name: "a companion constant named through its class",
            bullet: "Param `nativeComposer=1` — `A.swift` · `Box.query` ↔ `c.kt` · `Box.QUERY`.",
            swift: "struct Box { static let query = \"nativeComposer=1\" }",
            kotlin: "class Box {\n    companion object {\n        const val QUERY = \"nativeComposer=1\"\n    }\n}",
            state: .ok, detail: "1 value present on 2 sides (in Box.query ↔ in Box.QUERY)"),
    ])
    func checks(_ example: Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "c.kt": example.kotlin])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let receipt = "struct Receipt: Codable { let id: String; let reason: String? }"
    static let receiptBullet = "Receipt keys `{id,reason?}` — `A.swift` · `Receipt` ↔ `c.kt` · `Receipt`."
    static func jackson(_ annotation: String) -> String {
        "\(annotation)\ndata class Receipt(val id: String, val reason: String?, val extra: Int = 0)"
    }

    /// Jackson's `@JsonIgnoreProperties` on a class takes the keys it names off the wire (by
    /// their wire names); `ignoreUnknown = true` alone takes none, and names the reader cannot
    /// read, or keys kept on the wire one way (`allowGetters`), make the side unverifiable.
    @Test(arguments: [
        Case(
            name: "@JsonIgnoreProperties(\"extra\")", bullet: receiptBullet, swift: receipt,
            kotlin: jackson("@JsonIgnoreProperties(\"extra\")"), state: .ok,
            detail: "2 keys match Receipt on both sides"),
        Case(
            name: "@JsonIgnoreProperties with two names, qualified", bullet: receiptBullet, swift: receipt,
            kotlin: jackson("@com.fasterxml.jackson.annotation.JsonIgnoreProperties(\"cache\", \"extra\")"),
            state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "@JsonIgnoreProperties(value = [\"extra\"])", bullet: receiptBullet, swift: receipt,
            kotlin: jackson("@JsonIgnoreProperties(value = [\"extra\"])"), state: .ok,
            detail: "2 keys match Receipt on both sides"),
        Case(
            name: "@JsonIgnoreProperties(value = arrayOf(\"extra\"), ignoreUnknown = true)", bullet: receiptBullet,
            swift: receipt, kotlin: jackson("@JsonIgnoreProperties(value = arrayOf(\"extra\"), ignoreUnknown = true)"),
            state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "@JsonIgnoreProperties names the wire name a @JsonProperty gives", bullet: receiptBullet,
            swift: receipt,
            kotlin: "@JsonIgnoreProperties(\"legacy\")\n"
                + "data class Receipt(val id: String, val reason: String?, "
                + "@JsonProperty(\"legacy\") val extra: Int = 0)",
            state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "@JsonIgnoreProperties(ignoreUnknown = true) alone takes no key off", bullet: receiptBullet,
            swift: receipt, kotlin: jackson("@JsonIgnoreProperties(ignoreUnknown = true)"), state: .drift,
            findings: ["Receipt in \"c.kt\" carries the key \"extra\""]),
        Case(
            name: "@JsonIgnoreProperties of another name leaves the extra key", bullet: receiptBullet, swift: receipt,
            kotlin: jackson("@JsonIgnoreProperties(\"cache\")"), state: .drift,
            findings: ["Receipt in \"c.kt\" carries the key \"extra\""]),
        Case(
            name: "@JsonIgnoreProperties of a key the bullet lists: it is missing", bullet: receiptBullet,
            swift: receipt, kotlin: jackson("@JsonIgnoreProperties(\"extra\", \"reason\")"), state: .drift,
            findings: ["\"reason\" of \"Receipt keys\" is missing from Receipt in \"c.kt\""]),
        Case(
            name: "@JsonIgnoreProperties naming its keys by a constant is unverifiable", bullet: receiptBullet,
            swift: receipt, kotlin: jackson("@JsonIgnoreProperties(value = IGNORED)"), state: .unverifiable,
            detail: "the shape of Receipt in \"c.kt\" is not read whole: it takes keys from "
                + "`@JsonIgnoreProperties(value = …)`, whose names are no string literals the reader reads"),
        Case(
            name: "@JsonIgnoreProperties with allowGetters keeps the keys on the wire one way: unverifiable",
            bullet: receiptBullet, swift: receipt,
            kotlin: jackson("@JsonIgnoreProperties(value = [\"extra\"], allowGetters = true)"), state: .unverifiable,
            detail: "the shape of Receipt in \"c.kt\" is not read whole: it takes keys from "
                + "`@JsonIgnoreProperties(…, allowGetters = true)`, which writes the keys it names and does not "
                + "read them"),
    ])
    func jacksonIgnoredProperties(_ example: Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "c.kt": example.kotlin])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    /// A symbol the Kotlin file mentions but does not declare stays unresolved.
    @Test func anUndeclaredSymbolIsUnresolved() throws {
        let files = InMemoryFiles(["A.swift": "let KEY = \"k\"", "c.kt": "val x = Emission::class"])
        let report = try files.check(ShapeCheckTests.document("Key `k` — `A.swift` · `KEY` ↔ `c.kt` · `Emission`."))
        #expect(report.bullets.first?.state == .unresolved)
        #expect(
            report.findings.map(\.message).contains {
                $0.contains("\"Emission\" in \"Key\" is not declared in \"c.kt\" (it is only mentioned, at line 1)")
            })
    }
}
