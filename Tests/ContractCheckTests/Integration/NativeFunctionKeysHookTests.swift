import Foundation
import Testing

/// Through the hooks (installed by `install`, real `git commit`): a key renamed on one side
/// inside a Swift function, or a Kotlin one, that a §8 bullet names is drift that blocks the
/// commit with the bullet's line (issue 18, section 3); the same rename on both sides, with the
/// bullet, passes.
@Suite struct NativeFunctionKeysHookTests {
    static func document(_ keys: String, _ native: String) -> String {
        """
        # Contract

        **Path conventions.** Web code is under `web/`; app code is under `app/Sources/` and `android/`.

        ## 8. Mirrored constants

        - Detail keys `{\(keys)}` — `bridge.ts` · `parseDetail` ↔ \(native) · `parseDetail`.

        ## 11. Anchor manifest

        ```
        # App
        app/Sources/
        ```
        """
    }

    static let typescript = """
        export function parseDetail(detail: unknown) {
          const { version, action } = detail as { version: number; action: string };
          return version === 1 && action === "stop";
        }
        """
    static let swift = """
        func parseDetail(_ body: Any) -> Bool {
            guard let detail = body as? [String: Any] else { return false }
            return detail["version"] as? Int == 1 && detail["action"] as? String == "stop"
        }
        """
    static let kotlin = """
        fun parseDetail(o: JSONObject) = o.getInt("version") == 1 && o.optString("action") == "stop"
        """

    /// One native side (`path`, holding `source`) against the TypeScript parser, committed clean.
    static func make(path: String, source: String) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        let native = "`\(URL(fileURLWithPath: path).lastPathComponent)`"
        try repo.write("docs/contract.md", document("version,action", native))
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write(path, source)
        try repo.write("web/bridge.ts", typescript)
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    @Test(arguments: [
        ("app/Sources/Bridge.swift", swift, "detail[\"action\"]", "detail[\"act\"]", "parseDetail (reads body)"),
        ("android/Bridge.kt", kotlin, "optString(\"action\")", "optString(\"act\")", "parseDetail (reads o)"),
    ])
    func aOneSidedRenameInsideANativeFunctionIsBlocked(
        path: String, source: String, old: String, new: String, reads: String
    ) throws {
        let repo = try Self.make(path: path, source: source)
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("2 keys match parseDetail (reads detail) ↔ \(reads)"), "\(clean.stdout)")
        try repo.write(path, source.replacingOccurrences(of: old, with: new))
        let blocked = try repo.tryCommit(["-qam", "Read act\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("docs/contract.md:7"), "\(blocked.stderr)")
        #expect(
            blocked.stderr.contains(
                "\(reads) in \"\(path)\" has the key \"act\" where \"Detail keys\" lists \"action\""),
            "\(blocked.stderr)")
        try repo.write(
            "web/bridge.ts",
            Self.typescript.replacingOccurrences(of: "{ version, action }", with: "{ version, act: action }"))
        let native = "`\(URL(fileURLWithPath: path).lastPathComponent)`"
        try repo.write("docs/contract.md", Self.document("version,act", native))
        let passed = try repo.tryCommit(["-qam", "Both sides read act"])
        #expect(passed.status == 0, "\(passed.output)")
    }
}
