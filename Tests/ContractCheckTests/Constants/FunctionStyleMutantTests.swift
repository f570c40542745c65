import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Issue 18's "Must reach" for the "parse functions" style: one small document whose bullets
/// name a function on each of three sides (TypeScript, Swift, Kotlin), one that parses a value
/// and one that builds one, in the forms a function is read in (a class method, a literal passed
/// to `postMessage`, a Kotlin `=` body, a Swift `return` inside a closure beside the function's
/// own). It reads clean, and every mutant of the harness's classes (`ShapeMutantClass`) applied
/// to each side's function is caught as the hook catches it.
@Suite struct FunctionStyleMutantTests {
    static let document =
        "# Contract\n\n## 8. Mirrored constants\n\n"
        + "- Detail keys `{version,action}` — `web/bridge.ts` · `Bridge.parseDetail` ↔ `ios/Bridge.swift` · "
        + "`parseDetail` ↔ `android/Bridge.kt` · `parseDetail`.\n"
        + "- Reply keys `{id,ok}` — `web/bridge.ts` · `Bridge.postReply` ↔ `ios/Bridge.swift` · `postReply` ↔ "
        + "`android/Bridge.kt` · `postReply`.\n"
    static let typescript = """
        export class Bridge {
          static parseDetail(detail: unknown) {
            const raw = detail as Record<string, unknown>;
            const version = raw.version;
            const action = raw.action;
            return version === 1 && action === "stop";
          }

          postReply(id: string, success: boolean) {
            window.webkit.messageHandlers.beebox.postMessage({
              id: id,
              ok: success,
            });
          }
        }
        """
    static let swift = """
        func parseDetail(_ body: Any) -> Bool {
            guard let detail = body as? [String: Any] else { return false }
            let version = detail["version"] as? Int
            let action = detail["action"] as? String
            return version == 1 && action == "stop"
        }

        func postReply(id: String, success: Bool, items: [String]) -> [String: Any] {
            let rows = items.map { item in
                return ["row": item]
            }
            print(rows)
            return [
                "id": id,
                "ok": success,
            ]
        }
        """
    static let kotlin = """
        fun parseDetail(o: JSONObject) = Detail(
            o.getInt("version"),
            o.optString("action"),
        )

        fun postReply(channel: Channel, id: String, success: Boolean) {
            channel.send(JSONObject(mapOf(
                "id" to id,
                "ok" to success,
            )).toString())
        }
        """
    static let files = [
        "docs/contract.md": document, "web/bridge.ts": typescript, "ios/Bridge.swift": swift,
        "android/Bridge.kt": kotlin,
    ]

    static func mutants() throws -> ShapeMutants {
        try ShapeMutants(files: files, document: "docs/contract.md", roots: [""])
    }

    @Test func theFixtureReadsClean() throws {
        let report = try InMemoryFiles(Self.files).check(Self.document)
        #expect(report.findings.map(\.message) == [])
        #expect(report.bullets.map(\.state) == [.ok, .ok])
    }

    /// Every mutant of every class on every side is caught, with how many the harness makes: one
    /// rename and one drop per key, one added key per bullet; a flipped optionality only on the
    /// TypeScript writer's `id?:` and `ok?:` (optionality is not read from what a function reads,
    /// and a Swift dictionary or a Kotlin map writes no `?`).
    @Test(arguments: [
        (ShapeMutantClass.rename, ExampleSide.typescript, 4), (.rename, .swift, 4), (.rename, .kotlin, 4),
        (.addKey, .typescript, 2), (.addKey, .swift, 2), (.addKey, .kotlin, 2),
        (.dropKey, .typescript, 4), (.dropKey, .swift, 4), (.dropKey, .kotlin, 4),
        (.flipOptional, .typescript, 2), (.flipOptional, .swift, 0), (.flipOptional, .kotlin, 0),
    ])
    func everyMutantIsCaught(kind: ShapeMutantClass, side: ExampleSide, generated: Int) throws {
        let (count, missed, repaired) = try Self.mutants().run(kind, side: side.holds)
        #expect(count == generated)
        #expect(repaired == 0)
        #expect(missed == [], "\(missed.count) of \(count) \(kind) mutants of the \(side) side not caught")
    }
}
