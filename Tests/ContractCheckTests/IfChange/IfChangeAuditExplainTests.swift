import Foundation
import Testing

/// `audit` lists every dangling `LINT.ThenChange` target and label and every malformed
/// directive across the whole tree (the reverse look-up for the whole repository), with or
/// without a contract document; `explain <path>` names a file's blocks, what each is coupled to,
/// and the blocks elsewhere that name it.
@Suite struct IfChangeAuditExplainTests {
    static let files = [
        "a.py": "# LINT.IfChange(limits)\nA = 1\n# LINT.ThenChange(//web/limits.ts#limits, //gone.py)\n",
        "web/limits.ts":
            "// LINT.IfChange(limits)\nexport const A = 1;\n// LINT.ThenChange(//a.py#limits, a.py#nope)\n",
        "b.py": "# LINT.IfChange\nB = 1\n",
        "c.py": "C = 1\n",
    ]

    static func repository(_ extra: [String: String] = [:]) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        for (path, text) in files.merging(extra, uniquingKeysWith: { $1 }) { try repo.write(path, text) }
        try repo.commitAll("Base")
        return repo
    }

    @Test func auditWithoutADocumentListsTheTreesDanglingTargets() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["audit"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            Self.findings(result.stdout).sorted() == [
                "a.py:1 ifchange-broken", "b.py:1 ifchange-broken", "web/limits.ts:1 ifchange-broken",
            ], "\(result.output)")
        #expect(result.stdout.contains("names a file gone.py that does not exist -> //gone.py"), "\(result.stdout)")
        #expect(result.stdout.contains("label \"nope\" in a.py that does not exist -> a.py#nope"), "\(result.stdout)")
        #expect(
            result.stdout.contains("LINT.IfChange blocks: 2 in 3 files, 4 targets, 2 dangling, 1 malformed"),
            "\(result.stdout)")
    }

    /// A bare target is looked for beside the naming file, then from the root: a missing one names
    /// both places.
    @Test func aMissingBareTargetNamesBothPlacesLookedIn() throws {
        let repo = try Self.repository([
            "web/x.ts": "// LINT.IfChange\nexport const X = 1;\n// LINT.ThenChange(lib/gone.ts, old/)\n"
        ])
        let result = try repo.contractCheck(["audit"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stdout.contains("names a file web/lib/gone.ts or lib/gone.ts that does not exist -> lib/gone.ts"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("names a folder web/old/ or old/ that does not exist -> old/"), "\(result.stdout)")
    }

    @Test func aCleanTreeAuditsClean() throws {
        let repo = try Self.repository([
            "a.py": "# LINT.IfChange(limits)\nA = 1\n# LINT.ThenChange(//web/limits.ts#limits)\n",
            "web/limits.ts": "// LINT.IfChange(limits)\nexport const A = 1;\n// LINT.ThenChange(//a.py#limits)\n",
            "b.py": "B = 1\n",
        ])
        let result = try repo.contractCheck(["audit", "--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        let blocks = object["blocks"] as? [String: Int] ?? [:]
        #expect(blocks == ["files": 2, "blocks": 2, "targets": 2, "dangling": 0, "malformed": 0], "\(result.stdout)")
    }

    /// With a document, a `path#label` entry whose file does not define the label is a missing
    /// anchor at the entry's line, beside the tree's dangling targets.
    @Test func auditWithADocumentChecksTheManifestsLabels() throws {
        let document = "# Contract\n\n## 11. Anchor manifest\n\n```\na.py#limits\nc.py#limits\n```\n"
        let repo = try Self.repository([
            "docs/contract.md": document, ".contract-check": "[contract]\n\tdocument = docs/contract.md\n",
        ])
        let result = try repo.contractCheck(["audit"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            Self.findings(result.stdout).sorted() == [
                "a.py:1 ifchange-broken", "b.py:1 ifchange-broken", "docs/contract.md:7 missing-anchor",
                "web/limits.ts:1 ifchange-broken",
            ], "\(result.output)")
        #expect(result.stdout.contains("manifest: 1 of 2 entries present"), "\(result.stdout)")
    }

    @Test func explainNamesTheBlocksAndWhatTheyAreCoupledTo() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["explain", "web/limits.ts", "c.py"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout == """
                web/limits.ts
                  block: web/limits.ts:1-3 LINT.IfChange(limits) -> a.py#limits, a.py#nope (missing: label "nope" in \
                a.py)
                  named by: a.py:1 -> //web/limits.ts#limits

                c.py

                """, "\(result.stdout)")
        let json = try repo.contractCheck(["explain", "a.py", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any] ?? [:]
        let path = (object["paths"] as? [[String: Any]])?.first ?? [:]
        let blocks = path["blocks"] as? [[String: Any]] ?? []
        #expect(blocks.count == 1, "\(json.stdout)")
        let targets = blocks.first?["targets"] as? [[String: Any]] ?? []
        #expect(targets.compactMap { $0["resolved"] as? String } == ["web/limits.ts#limits"], "\(json.stdout)")
        #expect(targets.compactMap { $0["missing"] as? String } == ["file gone.py"], "\(json.stdout)")
        #expect((path["namedBy"] as? [[String: Any]])?.count == 1, "\(json.stdout)")
    }

    /// With a document, a block entry is shown as written and only its block is said to matter.
    @Test func explainShowsABlockEntry() throws {
        let document = "# Contract\n\n## 11. Anchor manifest\n\n```\nweb/limits.ts#limits\n```\n"
        let repo = try Self.repository([
            "docs/contract.md": document, ".contract-check": "[contract]\n\tdocument = docs/contract.md\n",
        ])
        let result = try repo.contractCheck(["explain", "web/limits.ts"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains("\n  anchor: docs/contract.md:6: \"web/limits.ts#limits\"\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  named by: a.py:1 -> //web/limits.ts#limits\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  changing the block \"limits\": stage the document too"), "\(result.stdout)")
    }

    /// `path:line rule` of each `path:line: error: [rule] message` line.
    static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.components(separatedBy: ": error: [")
            guard parts.count >= 2, let rule = parts[1].split(separator: "]").first else { return nil }
            return "\(parts[0]) \(rule)"
        }
    }
}
