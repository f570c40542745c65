import Foundation
import Testing

/// Through the hooks (installed by `install`, real `git commit`): a §8 side naming one of the
/// document's own JSON examples (`§2`) is checked again when a commit changes only the document,
/// and its findings point at the document's line.
@Suite struct DocumentExampleHookTests {
    static func document(_ example: String) -> String {
        """
        # Contract

        **Path conventions.** App code is under `app/Sources/`.

        ## 2. Redeem

        - Response 200:

          ```json
        \(example)
          ```

        ## 8. Mirrored constants

        - Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ `§2`.

        ## 11. Anchor manifest

        ```
        # App
        app/Sources/
        ```
        """
    }

    static let example = "  { \"id\": 1,\n    \"name\": \"Rex\" }"

    static func make() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", document(example))
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write(
            "app/Sources/Pet.swift",
            "struct Pet: Codable {\n    let id: Int\n    let name: String\n    let tag: String?\n}\n")
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    @Test func aKeyRenamedInTheDocumentsExampleBlocksTheCommit() throws {
        let repo = try Self.make()
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("3 keys match Pet ↔ §2"), "\(clean.stdout)")
        try repo.write("docs/contract.md", Self.document(Self.example.replacingOccurrences(of: "name", with: "nom")))
        let blocked = try repo.tryCommit(["-qam", "Rename a key in the example"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "docs/contract.md:11: error: [constant-drift] §2 in \"docs/contract.md\" has the key \"nom\" where "
                    + "\"Pet\" lists \"name\""),
            "\(blocked.stderr)")
    }

    /// `ci` judges the same commit, made without the hooks, the same way.
    @Test func ciReportsAKeyRenamedInTheDocumentsExample() throws {
        let repo = try Self.make()
        let base = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.write("docs/contract.md", Self.document(Self.example.replacingOccurrences(of: "name", with: "nom")))
        _ = try repo.tryCommit(["-qam", "Rename a key in the example", "--no-verify"])
        let result = try repo.contractCheck(["ci", "\(base)..HEAD"])
        #expect(result.status == 1, "\(result.output)")
        let commit = try repo.git(["rev-parse", "--short=12", "HEAD"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(
            result.stdout.contains(
                "docs/contract.md:11: error: [\(commit)] [constant-drift] §2 in \"docs/contract.md\" has the key "
                    + "\"nom\" where \"Pet\" lists \"name\""),
            "\(result.output)")
    }

    @Test func anExampleThatStopsBeingJSONBlocksTheCommit() throws {
        let repo = try Self.make()
        try repo.write(
            "docs/contract.md", Self.document(Self.example.replacingOccurrences(of: "\"Rex\"", with: "\"<name>\"|null"))
        )
        let blocked = try repo.tryCommit(["-qam", "A nullable name"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains("the example §2 (\"docs/contract.md\" line 9) is not JSON at line 11"),
            "\(blocked.stderr)")
    }
}
