import Foundation
import Testing

/// A small repository whose §8 fully resolves: clean exits 0, a one-sided change exits 1.
@Suite struct ConstantsFixtureTests {
    static let document = """
        # Contract

        **Path conventions.** Web code is under `web/`; app code is under `app/Sources/`.

        ## 8. Mirrored constants

        - Storage key `app.token` — `Auth.swift` · `tokenKey` ↔ `lib/auth.ts` · `TOKEN_KEY`.
        - Limit `3` and keys `{id,text}` — `Limits.swift` · `photoLimit` / `Limits` ↔ `lib/limits.ts` · `PHOTO_LIMIT` \
        / `Item`.
        - Unverifiable `X-Retry` — `lib/retry.ts` ↔ the other app's constant.

        ## 11. Anchor manifest

        ```
        web/lib/
        app/Sources/
        ```
        """

    static func make() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", document)
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token\"\n}\n")
        try repo.write(
            "app/Sources/Limits.swift",
            "struct Limits: Codable {\n    static let photoLimit = 3\n    let id: String\n    let text: String\n}\n")
        try repo.write("web/lib/auth.ts", "export const TOKEN_KEY = 'app.token';\n")
        try repo.write("web/lib/retry.ts", "export const RETRY_HEADER = 'X-Retry';\n")
        try repo.write(
            "web/lib/limits.ts", "export const PHOTO_LIMIT = 3;\nexport type Item = { id: string; text: string };\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        return repo
    }

    @Test func cleanIsExitZeroWithCoverage() throws {
        let repo = try Self.make()
        let result = try repo.contractCheck(["constants"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains(
                "contract-check: 2 of 3 bullets verified (0 shape-checked, 2 symbol-precise, 0 file-wide), 0 drift, 0 "
                    + "unresolved, 1 unverifiable."
            ))
        #expect(
            result.stdout.contains(
                "docs/contract.md:9: unverifiable Unverifiable — its other side names no file (\"the other app's "
                    + "constant.\")"
            ))
    }

    @Test func numericLimitOnOneSideIsDrift() throws {
        let repo = try Self.make()
        try repo.write(
            "web/lib/limits.ts", "export const PHOTO_LIMIT = 4;\nexport type Item = { id: string; text: string };\n")
        let result = try repo.contractCheck(["constants"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "web/lib/limits.ts:1: error: [constant-drift] \"PHOTO_LIMIT\" is declared as 4, which is not a value "
                    + "of \"Limit\""
            ), "\(result.stdout)")
        // One change, one finding: the declaration is why "3" is missing from that side.
        #expect(!result.stdout.contains("is missing from side 2"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "[constant-drift]").count - 1 == 1)
        #expect(result.stdout.contains("app/Sources/Limits.swift:2: note: the other side has it, as a number"))
    }

    /// A side whose file no lexer reads (Objective-C) cannot be compared: unverifiable,
    /// not "missing"; a tracked file deleted from the working tree is unresolved, not drift.
    @Test func unreadableAndDeletedSides() throws {
        let repo = try Self.make()
        try repo.write("app/Sources/Auth.m", "NSString *const TokenKey = @\"app.token\";\n")
        try repo.write(
            "docs/contract.md",
            Self.document.replacingOccurrences(of: "`Auth.swift` · `tokenKey`", with: "`Auth.m` · `TokenKey`"))
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Objective-C side"])
        let unread = try repo.contractCheck(["constants"])
        #expect(unread.status == 0, "\(unread.output)")
        #expect(
            unread.stdout.contains(
                "unverifiable Storage key — not every side can be read: no lexer reads \"app/Sources/Auth.m\""),
            "\(unread.stdout)")
        #expect(!unread.stdout.contains("[constant-drift]"))
        try repo.remove("web/lib/limits.ts")
        let deleted = try repo.contractCheck(["constants"])
        #expect(deleted.status == 1)
        #expect(
            deleted.stdout.contains(
                "resolves to \"web/lib/limits.ts\", which is tracked but missing from the working tree"),
            "\(deleted.stdout)")
        #expect(!deleted.stdout.contains("[constant-drift]"))
    }

    /// A Kotlin side is read like the others: its `const val` holds the value, and a one-sided
    /// rename there is drift.
    @Test func kotlinSideIsVerified() throws {
        let repo = try Self.make()
        try repo.write("app/Sources/Auth.kt", "object Auth {\n    const val TOKEN_KEY = \"app.token\"\n}\n")
        try repo.write(
            "docs/contract.md",
            Self.document.replacingOccurrences(of: "`Auth.swift` · `tokenKey`", with: "`Auth.kt` · `TOKEN_KEY`"))
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Kotlin side"])
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(
            clean.stdout.contains(
                "contract-check: 2 of 3 bullets verified (0 shape-checked, 2 symbol-precise, "
                    + "0 file-wide), 0 drift, 0 unresolved, 1 unverifiable."), "\(clean.stdout)")
        // The Kotlin side is read inside the constant it names, as the Swift one was.
        #expect(
            clean.stdout.contains("ok           Storage key — 1 value present on 2 sides (in TOKEN_KEY ↔ in TOKEN_KEY)")
        )
        try repo.write("app/Sources/Auth.kt", "object Auth {\n    const val TOKEN_KEY = \"app.token.v2\"\n}\n")
        let drift = try repo.contractCheck(["constants"])
        #expect(drift.status == 1, "\(drift.output)")
        #expect(
            drift.stdout.contains(
                "app/Sources/Auth.kt:2: error: [constant-drift] \"TOKEN_KEY\" is declared as \"app.token.v2\""),
            "\(drift.stdout)")
    }

    /// Declarations are matched by name without scopes: a local of the same name holding
    /// something else does not make the constant drift; the constant itself changing does.
    @Test func aLocalOfTheSameNameIsNotTheConstant() throws {
        let repo = try Self.make()
        try repo.write(
            "app/Sources/Auth.swift",
            "enum Auth {\n    static let tokenKey = \"app.token\"\n    func f() { let tokenKey = \"scratch\" }\n}\n")
        let local = try repo.contractCheck(["constants"])
        #expect(local.status == 0, "\(local.output)")
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token.v2\"\n}\n")
        let changed = try repo.contractCheck(["constants"])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("\"tokenKey\" is declared as \"app.token.v2\""), "\(changed.stdout)")
    }

    @Test func missingSymbolIsUnresolved() throws {
        let repo = try Self.make()
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let key = \"app.token\"\n}\n")
        let result = try repo.contractCheck(["constants"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "error: [unresolved-reference] \"tokenKey\" in \"Storage key\" is not in \"app/Sources/Auth.swift\"."),
            "\(result.stdout)")
    }

    @Test func noSection8IsACannotCheck() throws {
        let repo = try Self.make()
        try repo.write("docs/contract.md", "# Contract\n\n## 11. Anchor manifest\n\n```\nweb/lib/\n```\n")
        let result = try repo.contractCheck(["constants"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("No heading contains \"Mirrored constants\""))
    }
}
