import Testing

@testable import ContractCheck

/// What a Kotlin function's body says about the wire (issue 18, section 3): the keys its getters
/// and subscripts read from its first parameter, the type it decodes it into, and the keys of the
/// maps and JSON objects it builds, one source beside each expected key set.
@Suite struct KotlinFunctionKeysReaderTests {
    @Test(arguments: [
        FunctionKeysReaderTests.Case(
            name: "org.json getters and a subscript, on the parameter and on a conversion of it",
            source: """
                fun parse(payload: String): Boolean {
                    val json = JSONObject(payload)
                    val envelope = Json.decodeFromString<JsonObject>(payload)
                    return json.getString("version") == "1" && json.optString("act") == "stop" &&
                        envelope["origin"] != null && envelope?.get("id") != null
                }
                """,
            reads: ["version", "act", "origin", "id"]),
        FunctionKeysReaderTests.Case(
            name: "a decoded type",
            source: """
                fun parse(payload: String) {
                    runCatching { json.decodeFromString<NativeLocationResult>(payload) }.onSuccess { onEvent(it) }
                }
                """,
            schemas: ["NativeLocationResult"]),
        FunctionKeysReaderTests.Case(
            name: "a getter with a computed key, in a block body",
            source: "fun parse(detail: JSONObject, key: String): String { return detail.getString(key) }",
            readsUnverifiable: "it reads `detail.getString(…)` with a key computed at run time"),
        FunctionKeysReaderTests.Case(
            name: "mapOf, buildJsonObject and a JSONObject put chain merge as branches",
            source: """
                fun post(ok: Boolean, id: String): String {
                    if (ok) return JSONObject(mapOf("id" to id, "ok" to true)).toString()
                    if (id.isEmpty()) return buildJsonObject {
                        put("id", id); putJsonObject("why") { put("x", 1) }
                    }.toString()
                    return JSONObject().put("id", id).put("reason", "failed").toString()
                }
                """,
            function: "post", writes: ["id", "ok?", "why?", "reason?"]),
        FunctionKeysReaderTests.Case(
            name: "an expression body reads and writes as a block body does",
            source: """
                fun parse(o: JSONObject) = Detail(o.getString("a"), o.optInt("b"))
                fun post(): String = JSONObject(mapOf("id" to ID, "ok" to true)).toString()
                """,
            reads: ["a", "b"]),
        FunctionKeysReaderTests.Case(
            name: "an expression body that writes",
            source: """
                fun parse(o: JSONObject) = Detail(o.getString("a"), o.optInt("b"))
                fun post(): String = JSONObject(mapOf("id" to ID, "ok" to true)).toString()
                """,
            function: "post", writes: ["id", "ok"]),
    ])
    func reads(_ example: FunctionKeysReaderTests.Case) throws {
        let keys = try FunctionKeysReaderTests.keys(example.source, example.function, path: "A.kt")
        #expect(keys.reads.map(\.name) == example.reads)
        #expect(keys.readSchemas == example.schemas)
        #expect(keys.writes.map { $0.name + ($0.isOptional ? "?" : "") } == example.writes)
        #expect(keys.readsUnverifiable == example.readsUnverifiable)
        #expect(keys.writesUnverifiable == example.writesUnverifiable)
    }
}
