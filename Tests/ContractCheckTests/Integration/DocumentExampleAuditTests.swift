import Foundation
import Testing

/// `audit` lists the document's fenced JSON examples no §8 side names, each with the side that
/// would name it, in text and JSON, and counts them in its coverage.
@Suite struct DocumentExampleAuditTests {
    static let document = """
        # Contract

        **Path conventions.** App code is under `app/Sources/`.

        ## 2. Redeem

        ```json
        { "id": 1, "name": "Rex" }
        ```

        ```json
        { "pairingToken": "t" }
        ```

        ## 3. Later

        ```json example=later
        { "token": "x" }
        ```

        ```ts
        const notJSON = 1
        ```

        ## 8. Mirrored constants

        - Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ `§2[1]`.

        ## 11. Anchor manifest

        ```
        app/Sources/
        ```
        """

    @Test func theExamplesNoSideNamesAreListed() throws {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", Self.document)
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write(
            "app/Sources/Pet.swift",
            "struct Pet: Codable {\n    let id: Int\n    let name: String\n    let tag: String?\n}\n")
        try repo.commitAll("initial", verify: false)
        let text = try repo.contractCheck(["audit"])
        #expect(text.status == 0, "\(text.output)")
        #expect(
            text.stdout.contains(
                "Fenced JSON examples no §8 side names (a side naming one checks it):\n"
                    + "  docs/contract.md:11  §2[2]\n  docs/contract.md:17  §3#later\n"),
            "\(text.stdout)")
        #expect(text.stdout.contains("  document examples: 1 of 3 fenced JSON examples named by a §8 side\n"))
        let json = try repo.contractCheck(["audit", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any] ?? [:]
        let examples = try #require(object["examples"] as? [String: Any])
        #expect(examples["json"] as? Int == 3)
        let unnamed = try #require(examples["unnamed"] as? [[String: Any]])
        #expect(unnamed.compactMap { $0["reference"] as? String } == ["§2[2]", "§3#later"])
        #expect(unnamed.compactMap { $0["line"] as? Int } == [11, 17])
    }
}
