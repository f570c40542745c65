import Testing

@testable import ContractCheck

/// The Kotlin declaration reader, as a table of short sources: what each declaration holds on
/// the wire (keys as `wireName` with `?` when the key may be absent, cases as wire values).
@Suite struct KotlinDeclarationReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var source: String
        var name: String
        var kind: SourceDeclaration.Kind
        var keys: [String] = []
        var cases: [String] = []
        var lines: ClosedRange<Int>
        var testDescription: String { what }
    }

    static func read(_ source: String, path: String = "a.kt") -> FileDeclarations {
        DeclarationReaderTests.read(path, source)
    }

    @Test(arguments: [
        Case(
            what: "kotlinx: val/var parameters are keys, plain ones not; only a default makes a key optional",
            source: """
                @Serializable
                data class Emission(
                    val version: Int,
                    var text: String,
                    val hq: Boolean? = null,
                    val origin: String = "typed",
                    val ref: String?,
                    @Required val kind: String = "add",
                    plain: Int,
                    val images: List<Image>,
                )
                """, name: "Emission", kind: .type,
            keys: ["version", "text", "hq?", "origin?", "ref", "kind", "images"],
            lines: 1...11),
        Case(
            what: "Moshi: a nullable type or a default makes a key optional",
            source: """
                @JsonClass(generateAdapter = true)
                data class Receipt(
                    val id: String,
                    val reason: String?,
                    val definitive: Boolean = false,
                )
                """, name: "Receipt", kind: .type, keys: ["id", "reason?", "definitive?"], lines: 1...6),
        Case(
            what: "wire names from kotlinx, Moshi and Gson, with use-site targets",
            source: """
                @Serializable
                data class Renamed(
                    @SerialName("body") val text: String,
                    @Json(name = "msg_id") val messageId: String,
                    @field:SerializedName("created_at") val createdAt: Long,
                    @get:SerialName(value = "kind") val type: String,
                    @kotlinx.serialization.SerialName("ref") val reference: String?,
                )
                """, name: "Renamed", kind: .type, keys: ["body", "msg_id", "created_at", "kind", "ref"], lines: 1...8),
        Case(
            what: "@Transient and @Json(ignore = true) take a property off the wire",
            source: """
                @Serializable
                data class Draft(
                    val id: String,
                    @Transient val cached: String = "",
                    @Json(ignore = true) val local: Int = 0,
                    @kotlin.jvm.Transient val jvm: Int = 0,
                )
                """, name: "Draft", kind: .type, keys: ["id"], lines: 1...7),
        Case(
            what: "body properties with a backing field; computed, delegated, const and companion ones are not keys",
            source: """
                @Serializable
                class Settings(val id: String) {
                    var theme: String = "dark"
                    lateinit var token: String
                    val isValid: Boolean
                        get() = id.isNotEmpty()
                    val lazyName by lazy { id.uppercase() }
                    val String.shout: String get() = uppercase()
                    fun go() { val inside = 1 }
                    companion object {
                        const val KEY = "settings"
                        val DEFAULT = Settings("x")
                    }
                }
                """, name: "Settings", kind: .type, keys: ["id", "theme?", "token"], lines: 1...14),
        Case(
            what: "Gson: a default value does not make a key optional, a nullable type does",
            source: """
                import com.google.gson.annotations.SerializedName

                data class Push(
                    @SerializedName("token") val deviceToken: String = "",
                    val environment: String? = null,
                )
                """, name: "Push", kind: .type, keys: ["token", "environment?"], lines: 3...6),
        Case(
            what: "enum entries: annotation names, else the name",
            source: """
                @Serializable
                enum class Kind {
                    @SerialName("add-selection") ADD_SELECTION,
                    @Json(name = "scan") SCAN,
                    POINT;

                    val label: String get() = name.lowercase()
                }
                """, name: "Kind", kind: .enumeration, cases: ["add-selection", "scan", "POINT"], lines: 1...8),
        Case(
            what: "an enum not marked for a library maps by hand through its string argument",
            source: """
                enum class Channel(val wireName: String) {
                    SESSION("beeboxSession"),
                    RECEIPT("beeboxEmissionReceipt") {
                        override fun toString() = "receipt"
                    },
                    @SerializedName("loc") LOCATION("beeboxLocation");
                }
                """, name: "Channel", kind: .enumeration, cases: ["beeboxSession", "beeboxEmissionReceipt", "loc"],
            lines: 1...7),
        Case(
            what: "a @Serializable enum's string arguments are not on the wire",
            source: """
                @Serializable
                enum class Role(val label: String) { BUTTON("Button"), @SerialName("textbox") TEXTBOX("Text box") }
                """, name: "Role", kind: .enumeration, cases: ["BUTTON", "textbox"], lines: 1...2),
        Case(
            what: "a sealed hierarchy: subclasses by @SerialName, else the qualified name",
            source: """
                package app.shapes

                @Serializable
                sealed class Shape {
                    @Serializable @SerialName("circle") data class Circle(val radius: Double) : Shape()
                    @Serializable data class Square(val side: Double) : Shape()
                }

                @Serializable
                @SerialName("none")
                object Empty : Shape()
                """, name: "Shape", kind: .type, cases: ["circle", "app.shapes.Shape.Square", "none"], lines: 3...7),
        Case(
            what: "a nested class inside a class body",
            source: """
                data class Command(val kind: Kind, val selection: Selection? = null) {
                    data class Selection(val ref: String? = null, val text: String, val position: String)
                }
                """, name: "Command.Selection", kind: .type, keys: ["ref?", "text", "position"], lines: 2...2),
        Case(
            what: "generic types and function types do not split a parameter list",
            source: """
                data class Holder(
                    val map: Map<String, List<Int>>,
                    val callback: (String, Int) -> Unit,
                    val pair: Pair<String, Int>?,
                )
                """, name: "Holder", kind: .type, keys: ["map", "callback", "pair?"], lines: 1...5),
        Case(
            what: "a function with a block body",
            source: """
                private fun receiveLocationResult(payload: String) {
                    runCatching { json.decodeFromString<NativeLocationResult>(payload) }
                }
                """, name: "receiveLocationResult", kind: .function, lines: 1...3),
        Case(
            what: "an expression function over several lines",
            source: """
                fun <T> List<T>.second(): T =
                    this[1]
                        .also { println(it) }
                val after = 1
                """, name: "second", kind: .function, lines: 1...3),
        Case(
            what: "a const val in an object",
            source: """
                object StartupScript {
                    const val BRIDGE_OBJECT = "beeboxNativeBridge"
                }
                """, name: "StartupScript.BRIDGE_OBJECT", kind: .constant, lines: 2...2),
        Case(
            what: "a companion object's constant is the class's",
            source: """
                data class PairedBox(val slug: String) {
                    companion object {
                        const val PARAM = "nativeComposer"
                    }
                }
                """, name: "PairedBox.PARAM", kind: .constant, lines: 3...3),
        Case(
            what: "a top-level val with a multi-line initializer",
            source: """
                val statuses = listOf(
                    "paid",
                    "refunded",
                ).map { it.uppercase() }
                    .toSet()
                fun other() {}
                """, name: "statuses", kind: .constant, lines: 1...5),
    ])
    func reads(_ example: Case) throws {
        let file = Self.read(example.source)
        let declaration = try #require(file.named(example.name).first, "\(file.flattened.map(\.declaration.name))")
        #expect(declaration.kind == example.kind)
        #expect(DeclarationReaderTests.keys(declaration) == example.keys)
        #expect(declaration.cases.map(\.wireValue) == example.cases)
        #expect(declaration.range.lowerBound.line...declaration.range.upperBound.line == example.lines)
    }

    /// A `.kts` script is read too, and declarations after statements are found.
    @Test func aScriptFile() {
        let file = Self.read(
            """
            plugins { id("com.android.application") }
            val versionName = "1.0"
            android { namespace = "app.beebox" }
            """, path: "build.gradle.kts")
        #expect(file.named("versionName").map(\.kind) == [.constant])
        #expect(file.declarations.count == 1)
    }

    /// The innermost declaration at a position: what "found at line N, in X" names.
    @Test func innermostNamesTheEnclosingClass() {
        let file = Self.read(
            """
            data class Emission(val text: String)
            data class Selection(
                val text: String,
            )
            """)
        #expect(file.innermost(at: SourcePosition(line: 3, column: 9))?.name == "Selection")
        #expect(file.named("Emission").first?.properties.map(\.line) == [1])
    }

    /// Input that is not Kotlin, or is cut short, gives what it can and never traps.
    @Test(arguments: [
        "class", "data class A(", "enum class E { @SerialName(", "val", "fun f(", "sealed class S :",
        "object", "class A { companion object", "@", "val x: Map<String,", "class A : B by",
    ])
    func truncatedInput(_ source: String) {
        _ = Self.read(source)
    }
}

/// The documented limit, pinned so a fix shows: a multi-line string with templates ends the
/// declaration it initializes at the string's start, so the text after its first template is
/// outside it (the README says to name the enclosing object instead).
@Suite struct KotlinTemplatedStringLimitTests {
    @Test func aTemplatedMultiLineStringEndsTheRangeAtItsStart() throws {
        let file = KotlinDeclarationReaderTests.read(
            """
            object Script {
                fun source(token: String): String = ""\"
                    var a = 'before';
                    var token = ${token};
                    var b = 'after';
                ""\".trimIndent()
            }
            """)
        let source = try #require(file.named("Script.source").first)
        #expect(source.range.upperBound.line == 2)
        #expect(file.named("Script").first?.range.upperBound.line == 7)
    }
}
