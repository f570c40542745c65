import Foundation
import Testing

@testable import ContractCheck

/// The contract document and `LINT.IfChange` blocks together: a manifest entry `path#label`
/// makes only that block an anchor, and the document's own `<!-- LINT.IfChange(x) -->` region
/// couples its prose with the code both ways. Judged by `contract-check ci HEAD^..HEAD` (one
/// change commit per case) and by the installed commit-msg hook.
@Suite struct IfChangeDocumentTests {
    static let document = """
        # Contract

        ## Limits

        <!-- LINT.IfChange(limits) -->
        Uploads are at most 25 MB.
        <!-- LINT.ThenChange(//src/limits.swift#limits) -->

        ## 11. Anchor manifest

        ```
        src/limits.swift#limits
        src/api.ts
        ```

        """
    static let swift = """
        import Foundation
        // LINT.IfChange(limits)
        let maxUploadMB = 25
        // LINT.ThenChange(//docs/contract.md#limits)
        let other = 1

        """
    static let base = [
        "docs/contract.md": document, ".contract-check": "[contract]\n\tdocument = docs/contract.md\n",
        "src/limits.swift": swift, "src/api.ts": "export const a = 1;\n",
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Files written in the change.
        let change: [String: String]
        var message = "Change"
        let findings: [String]
        var testDescription: String { name }
    }

    static func edit(_ text: String, _ old: String, _ new: String) -> String {
        text.replacingOccurrences(of: old, with: new)
    }

    static let cases: [Case] = [
        Case(
            name: "a change outside the anchored block trips nothing",
            change: ["src/limits.swift": edit(swift, "other = 1", "other = 2")], findings: []),
        Case(
            name: "a change inside the anchored block, without the document",
            change: ["src/limits.swift": edit(swift, "25", "30")],
            findings: ["src/limits.swift:2 anchor-without-document", "src/limits.swift:2 ifchange-unsynced"]),
        Case(
            name: "the block and the document's region change together",
            change: [
                "src/limits.swift": edit(swift, "25", "30"), "docs/contract.md": edit(document, "25 MB", "30 MB"),
            ], findings: []),
        Case(
            name: "the document's region changes without the code",
            change: ["docs/contract.md": edit(document, "25 MB", "30 MB")],
            findings: ["docs/contract.md:5 ifchange-unsynced"]),
        Case(
            name: "the block changes with the document outside its region",
            change: [
                "src/limits.swift": edit(swift, "25", "30"), "docs/contract.md": edit(document, "# Contract", "# The"),
            ], findings: ["src/limits.swift:2 ifchange-unsynced"]),
        Case(
            name: "Contract-Unchanged lifts the anchor, not the coupled region",
            change: ["src/limits.swift": edit(swift, "25", "30")],
            message: "Raise\n\nContract-Unchanged: the document states no number\n",
            findings: ["src/limits.swift:2 ifchange-unsynced"]),
        Case(
            name: "a whole-file entry beside a block entry",
            change: ["src/api.ts": "export const a = 2;\n"], findings: ["src/api.ts anchor-without-document"]),
        Case(
            name: "the label the manifest names is removed",
            change: ["src/limits.swift": "import Foundation\nlet maxUploadMB = 30\n"],
            findings: ["docs/contract.md:12 missing-anchor", "docs/contract.md:5 ifchange-broken"]),
    ]

    @Test(arguments: cases)
    func judgesOneCommit(_ test: Case) throws {
        let repo = try TempGitRepo()
        for (path, text) in Self.base { try repo.write(path, text) }
        try repo.commitAll("Base")
        for (path, text) in test.change { try repo.write(path, text) }
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--allow-empty", "-m", test.message])
        let result = try repo.contractCheck(["ci", "HEAD^..HEAD"])
        #expect(IfChangeCITests.findings(result.stdout) == test.findings, "\(result.output)")
        #expect(result.status == (test.findings.isEmpty ? 0 : 1), "\(result.output)")
    }

    /// The commit-msg hook judges a block entry the same way: a change outside the block is
    /// committed, one inside it without the document is refused with the finding at the block.
    @Test func theHookTripsOnlyInsideTheBlock() throws {
        let repo = try TempGitRepo()
        for (path, text) in Self.base { try repo.write(path, text) }
        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0, "\(install.output)")
        try repo.commitAll("Base", verify: false)
        try repo.write("src/limits.swift", Self.edit(Self.swift, "other = 1", "other = 2"))
        let outside = try repo.tryCommit(["-qam", "Outside"])
        #expect(outside.status == 0, "\(outside.output)")
        try repo.write("src/limits.swift", Self.edit(Self.swift, "25", "30"))
        let inside = try repo.tryCommit(["-qam", "Inside\n\nNO_IFTTT=the prose states no number"])
        #expect(inside.status != 0, "\(inside.output)")
        #expect(inside.output.contains("src/limits.swift:2: error: [anchor-without-document]"), "\(inside.output)")
        #expect(inside.output.contains("\"src/limits.swift#limits\""), "\(inside.output)")
        #expect(try repo.log() == ["Outside", "Base"])
    }
}
