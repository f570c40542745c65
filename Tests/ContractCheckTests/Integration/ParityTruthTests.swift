import Testing

@testable import ContractCheck

/// `parity` tells the truth about §8: a platform counts for a bullet only where its side holds the
/// values (a side with drift is named, and missing), and a prose side ("nothing native-side by
/// design") makes the platforms without a side "by design", not missing.
@Suite struct ParityTruthTests {
    static let document = """
        # Contract

        ## 8. Mirrored constants

        - Retry header `X-Retry` — `web/retry.ts` ↔ `ios/Retry.swift`.
        - Orientations closed to `portrait|landscape` — `web/orientation.ts` · `Orientation` ↔ nothing native-side
          by design.
        """

    static func make(swiftHeader: String) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write(
            ".contract-check",
            "[contract]\n    document = docs/contract.md\n    platform = web:web/\n    platform = ios:ios/\n")
        try repo.write("docs/contract.md", document)
        try repo.write("web/retry.ts", "export const RETRY_HEADER = \"X-Retry\";\n")
        try repo.write("ios/Retry.swift", "let retryHeader = \"\(swiftHeader)\"\n")
        try repo.write("web/orientation.ts", "export type Orientation = \"portrait\" | \"landscape\";\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        return repo
    }

    @Test func aSideWithDriftDoesNotCountAndAProseSideIsByDesign() throws {
        let repo = try Self.make(swiftHeader: "X-Retries")
        let result = try repo.contractCheck(["parity"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.contains("\"Retry header\" ") && $0.hasSuffix(" web (drift: ios)") }, "\(result.stdout)"
        )
        #expect(
            lines.contains { $0.contains("\"Orientations closed to\" ") && $0.hasSuffix(" web (by design: ios)") },
            "\(result.stdout)")
        #expect(lines.contains("web: 2 of 2 surfaces"), "\(result.stdout)")
        #expect(lines.contains("ios: 0 of 2 surfaces (1 by design); missing: \"Retry header\""), "\(result.stdout)")
        let json = try repo.contractCheck(["parity", "--format", "json"])
        #expect(
            json.stdout.contains("\"byDesign\": [\n        \"\\\"Orientations closed to\\\"\"\n      ]"),
            "\(json.stdout)")
    }

    @Test func aSideThatHoldsTheValueCounts() throws {
        let repo = try Self.make(swiftHeader: "X-Retry")
        let result = try repo.contractCheck(["parity"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("\"Retry header\" ") && $0.hasSuffix(" web, ios") }, "\(result.stdout)")
        #expect(lines.contains("ios: 1 of 2 surfaces (1 by design)"), "\(result.stdout)")
    }
}

/// A side naming the document's own example (`§1.3`) is no platform's, even where the document
/// sits in a platform's folder: `parity` names the example beside the platforms (and its drift),
/// and `explain` on the document lists the bullets that read its examples.
@Suite struct DocumentExampleParityTests {
    static func document(example: String) -> String {
        """
        # Contract

        **Path conventions.** Web paths are relative to `web/`; iOS paths are under `ios/`.

        ## 1.3 Redeem

        ```json
        \(example)
        ```

        ## 8. Mirrored constants

        - Redeem `{token,label}` — `Redeem.swift` · `Redeem` ↔ `§1.3`.

        ## 11. Anchor manifest

        ```
        ios/Redeem.swift
        ```
        """
    }

    static let swift = "struct Redeem: Codable {\n    let token: String\n    let label: String\n}\n"

    static func make(example: String) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write(
            ".contract-check",
            "[contract]\n    document = web/docs/contract.md\n    platform = web:web/\n    platform = ios:ios/\n")
        try repo.write("web/docs/contract.md", document(example: example))
        try repo.write("ios/Redeem.swift", Self.swift)
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        return repo
    }

    @Test func anExampleSideIsNoPlatformsAndItsDriftIsNamed() throws {
        let clean = try Self.make(example: #"{"token": "t", "label": "l"}"#)
        let ok = try clean.contractCheck(["parity"])
        #expect(ok.status == 0, "\(ok.output)")
        #expect(ok.stdout.contains("\"Redeem\"  ios (document example: §1.3)\n"), "\(ok.stdout)")
        #expect(ok.stdout.contains("web: 0 of 1 surfaces; missing: \"Redeem\""), "\(ok.stdout)")
        let drifting = try Self.make(example: #"{"token": "t", "name": "l"}"#)
        let drift = try drifting.contractCheck(["parity", "--format", "json"])
        #expect(drift.stdout.contains("\"driftingExamples\": [\n        \"§1.3\"\n      ]"), "\(drift.stdout)")
    }

    @Test func explainOnTheDocumentListsTheBulletsReadingItsExamples() throws {
        let repo = try Self.make(example: #"{"token": "t", "label": "l"}"#)
        let result = try repo.contractCheck(["explain", "web/docs/contract.md"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains(
                "  §8 Mirrored constants: web/docs/contract.md:13: \"Redeem\" side 2 (web/docs/contract.md · §1.3); "
                    + "values: token, label"),
            "\(result.stdout)")
    }
}
