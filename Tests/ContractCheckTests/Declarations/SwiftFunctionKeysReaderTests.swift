import Testing

@testable import ContractCheck

/// What a Swift function's body says about the wire (issue 18, section 3): the keys it reads
/// from its first parameter (subscripts, a decoded type) and the keys of the dictionary
/// literals it serializes or returns, one source beside each expected key set.
@Suite struct SwiftFunctionKeysReaderTests {
    @Test(arguments: [
        FunctionKeysReaderTests.Case(
            name: "literal subscripts on the parameter and on a cast of it",
            source: """
                func parse(_ detail: [String: Any]) -> Bool {
                    guard let version = detail["version"] as? Int, let raw = detail as? [String: String] else {
                        return false
                    }
                    return version == 1 && raw["act"] == "stop" && detail?["origin"] != nil
                }
                """,
            reads: ["version", "act", "origin"]),
        FunctionKeysReaderTests.Case(
            name: "a subscript on a call that converts the parameter, and a name bound to one",
            source: """
                func parse(_ body: Any) {
                    guard let enabled = ChatWebView.dictionaryPayload(from: body)?["enabled"] as? Bool else { return }
                    let dict = ChatWebView.dictionaryPayload(from: body)
                    report(enabled, dict?["reason"])
                }
                """,
            reads: ["enabled", "reason"]),
        FunctionKeysReaderTests.Case(
            name: "a decoded type, through a conversion to data",
            source: """
                func parse(_ body: Any) {
                    guard let payload = ChatWebView.dictionaryPayload(from: body),
                          let data = try? JSONSerialization.data(withJSONObject: payload) else { return }
                    if let command = try? JSONDecoder().decode(Command.self, from: data) { handle(command) }
                }
                """,
            schemas: ["Command"]),
        FunctionKeysReaderTests.Case(
            name: "a key computed at run time",
            source: "func parse(_ detail: [String: Any], key: String) -> Any? { detail[key] }",
            readsUnverifiable: "it reads `detail[key]`, a key computed at run time"),
        FunctionKeysReaderTests.Case(
            name: "the parameter handed to a call the reader cannot see into",
            source: """
                func parse(_ detail: [String: Any]) -> Bool {
                    let id = detail["id"] as? String
                    return id != nil && validate(detail)
                }
                """,
            reads: ["id"],
            readsUnverifiable: "it hands `detail` to `validate(…)` at line 3, whose reads the reader cannot see"),
        FunctionKeysReaderTests.Case(
            name: "a dictionary serialized in place and one through a local",
            source: """
                func post(id: String, success: Bool) {
                    if success {
                        let body: [String: Any] = ["id": id, "ok": true]
                        send(try? JSONSerialization.data(withJSONObject: body))
                    } else {
                        send(try? JSONSerialization.data(withJSONObject: ["id": id, "reason": "failed"]))
                    }
                }
                """,
            function: "post", reads: [], writes: ["id", "ok?", "reason?"]),
        FunctionKeysReaderTests.Case(
            name: "a returned dictionary and a one-expression body",
            source: """
                struct Bridge {
                    func build(id: String) -> [String: Any] { ["id": id, "kind": "add"] }
                    static func other(id: String) -> [String: Any] {
                        return ["id": id, "kind": "remove"]
                    }
                }
                """,
            function: "Bridge.build", writes: ["id", "kind"]),
        FunctionKeysReaderTests.Case(
            name: "a dictionary with a computed key",
            source: """
                func build(key: String) -> [String: Any] { return ["id": 1, key: 2] }
                """,
            function: "build", writes: ["id"],
            writesUnverifiable: "it writes a key computed at run time (`[…: …]` at line 1)"),
        FunctionKeysReaderTests.Case(
            name: "a return inside a closure is the closure's, not the function's",
            source: """
                func build(items: [Item]) -> [String: Any] {
                    let rows = items.map { item -> [String: Any] in
                        return ["row": item.id]
                    }
                    let first = items.first(where: { return $0.ok })
                    if let first {
                        return ["rows": rows, "first": first.id]
                    }
                    return ["rows": rows]
                }
                """,
            function: "build", writes: ["rows", "first?"]),
        FunctionKeysReaderTests.Case(
            name: "a dictionary passed to a call the reader does not know to serialize",
            source: """
                func post(success: Bool, id: String) {
                    print(["debug": id])
                    let data = try? JSONSerialization.data(withJSONObject: ["id": id])
                    reply(to: id, ["id": id, "ok": success])
                }
                """,
            function: "post", writes: ["id", "ok?"],
            writesUnverifiable:
                "it passes a dictionary literal to `reply(…)` at line 4, a call the reader does not know to "
                + "serialize it"),
    ])
    func reads(_ example: FunctionKeysReaderTests.Case) throws {
        let keys = try FunctionKeysReaderTests.keys(example.source, example.function, path: "A.swift")
        #expect(keys.reads.map(\.name) == example.reads)
        #expect(keys.readSchemas == example.schemas)
        #expect(keys.writes.map { $0.name + ($0.isOptional ? "?" : "") } == example.writes)
        #expect(keys.readsUnverifiable == example.readsUnverifiable)
        #expect(keys.writesUnverifiable == example.writesUnverifiable)
    }
}
