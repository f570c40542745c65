import Foundation
import Testing

/// A §8 reference to a file that exists in the working tree but is not tracked says so, as git
/// would, instead of "matches no file" (issue 20, item 6).
@Suite struct UntrackedReferenceTests {
    /// `constants` over the working tree: the web side is written but never added.
    @Test func constantsSaysTheFileIsNotTracked() throws {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", HookOutputTests.document)
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token\"\n}\n")
        try repo.commitAll("initial")
        try repo.write("web/lib/auth.ts", "export const TOKEN_KEY = 'app.token';\n")
        let result = try repo.contractCheck(["constants"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stdout.hasPrefix(
                """
                docs/contract.md:7:63: error: [unresolved-reference] "lib/auth.ts" in "Storage key" names \
                "web/lib/auth.ts", which exists in the working tree but is not tracked.
                    Track it: git add web/lib/auth.ts

                docs/contract.md:7: unresolved   Storage key — "web/lib/auth.ts" is not tracked
                """), "\(result.stdout)")
        #expect(!result.stdout.contains("matches no file"), "\(result.stdout)")
        // A reference to a file that is nowhere keeps the old message.
        try repo.remove("web/lib/auth.ts")
        let missing = try repo.contractCheck(["constants"])
        #expect(
            missing.stdout.contains("\"lib/auth.ts\" in \"Storage key\" matches no file under"), "\(missing.stdout)")
    }

    /// A commit that adds a bullet whose side is written but not staged: the block says to
    /// `git add` it.
    @Test func theHookSaysToStageIt() throws {
        let repo = try HookOutputTests.make()
        try repo.write("web/lib/mode.ts", "export const MODE = 'dark';\n")
        try repo.write("app/Sources/Mode.swift", "enum Mode {\n    static let key = \"dark\"\n}\n")
        let document = HookOutputTests.document.replacingOccurrences(
            of: "`TOKEN_KEY`.\n",
            with: "`TOKEN_KEY`.\n- Theme `dark` — `Mode.swift` · `Mode` ↔ `lib/mode.ts` · `MODE`.\n")
        try repo.write("docs/contract.md", document)
        try repo.git(["add", "docs/contract.md", "app/Sources/Mode.swift"])
        let result = try repo.tryCommit(["-m", "Theme", "--trailer", "Contract-Unchanged: testing"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stderr.contains(
                """
                docs/contract.md:8:48: error: [constant-drift] This commit adds a reference of §8 Mirrored constants \
                that does not resolve: "lib/mode.ts" in "Theme" matches no file under "web/", "app/Sources/".
                    "web/lib/mode.ts" exists in the working tree but is not staged: git add web/lib/mode.ts
                """), "\(result.stderr)")
        try repo.git(["add", "web/lib/mode.ts"])
        let staged = try repo.tryCommit(["-m", "Theme", "--trailer", "Contract-Unchanged: testing"])
        #expect(staged.status == 0, "\(staged.output)")
    }
}
