import Foundation
import Testing

@testable import ContractCheck

/// `ci --replay`: a history older than the document, judged against a document it did not have
/// (from another revision or from a file outside the tree), as the gate would have judged it
/// had it been on: the tripwire and each commit's new §8 drift, labelled as a replay.
@Suite struct CIReplayTests {
    /// The contract HEAD adds: the fixture's manifest and one §8 bullet over two sides.
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- storage keys `app.token`, `app.session` — `ios/App/Keys.swift` ↔ `web/keys.ts`\n"

    /// Five commits made before there was a contract (base: "initial"), then HEAD adds it.
    static func history() throws -> (repo: TempGitRepo, commits: [String: String]) {
        let repo = try TempGitRepo()
        var ids: [String: String] = [:]
        func commit(_ key: String, _ message: String) throws {
            try repo.git(["add", "-A"])
            try repo.git(["commit", "-q", "--no-verify", "-m", message])
            ids[key] = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try repo.write("src/api/routes.ts", "export const routes = [];\n")
        try repo.write("ios/App/Bridge.swift", "let bridge = 1\n")
        try repo.write("ios/App/Keys.swift", "let token = \"app.token\"\nlet session = \"app.session\"\n")
        try repo.write("web/keys.ts", "export const TOKEN = \"app.token\";\nexport const SESSION = \"app.session\";\n")
        try repo.write("README.md", "# Project\n")
        try commit("initial", "Initial")
        try repo.append("README.md", "docs only")
        try commit("docs", "Docs only")
        try repo.append("src/api/routes.ts", "export const a = 1;")
        try commit("bypass", "Change the routes")
        try repo.append("ios/App/Bridge.swift", "// comment")
        try commit("excused", "Comment the bridge\n\nContract-Unchanged: a comment only")
        try repo.write("web/keys.ts", "export const TOKEN = \"app.token\";\nexport const SESSION = \"app.sessionX\";\n")
        try commit("drift", "Rename the session key on the web\n\nContract-Unchanged: not an anchor")
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write(".contract-check", ContractFixture.configuration)
        try commit("contract", "Add the contract")
        return (repo, ids)
    }

    static func short(_ ids: [String: String], _ key: String) throws -> String {
        String(try #require(ids[key]).prefix(12))
    }

    /// The commit `id`'s row after its id: the outcome, padded to 26 columns, then the subject.
    static func row(_ lines: [String], _ id: String) -> String {
        guard let row = lines.first(where: { $0.hasPrefix("  \(id)  ") }) else { return "" }
        return String(row.dropFirst(id.count + 4))
    }

    /// Replayed against HEAD's document, the commits older than it are judged: the anchor
    /// change without a trailer is a finding, the one with a trailer passes, the one-sided §8
    /// change is drift; the same range without `--replay` is what it was.
    @Test func aHistoryOlderThanTheDocumentIsJudgedAgainstHEADsDocument() throws {
        let (repo, ids) = try Self.history()
        let range = "\(try #require(ids["initial"]))..HEAD~1"
        let replay = try repo.contractCheck(["ci", "--replay", "HEAD:docs/contract.md", range])
        #expect(replay.status == 1, "\(replay.output)")
        let lines = replay.stdout.split(separator: "\n").map(String.init)
        #expect(Self.row(lines, try Self.short(ids, "docs")).hasPrefix("passed (no anchors)  "), "\(replay.stdout)")
        #expect(Self.row(lines, try Self.short(ids, "bypass")).hasPrefix("blocked  "))
        #expect(Self.row(lines, try Self.short(ids, "excused")).hasPrefix("passed (trailer)  "))
        #expect(Self.row(lines, try Self.short(ids, "drift")).hasPrefix("blocked (mirrored constants) "))
        let anchors = lines.filter { $0.contains("[anchor-without-document]") }
        #expect(anchors.count == 1, "\(replay.stdout)")
        #expect(anchors.first?.hasPrefix("src/api/routes.ts: error: [\(try Self.short(ids, "bypass"))]") == true)
        let drift = lines.filter { $0.contains("[constant-drift]") }
        #expect(drift.count == 1, "\(replay.stdout)")
        #expect(drift.first?.contains("[\(try Self.short(ids, "drift"))]") == true, "\(replay.stdout)")
        #expect(
            replay.stdout.contains("contract-check: replay of HEAD:docs/contract.md: 4 commits in "), "\(replay.stdout)"
        )
        #expect(replay.stdout.contains(", 2 passed, 2 blocked"), "\(replay.stdout)")

        let gate = try repo.contractCheck(["ci", "--no-constants", range])
        #expect(gate.status == 0, "\(gate.output)")
        #expect(gate.stdout.contains(", 0 passed, 0 blocked, 4 before the document existed"), "\(gate.stdout)")
        #expect(!gate.stdout.contains("replay"), "\(gate.stdout)")
    }

    /// The commit that adds the document is judged against the replayed one too: it changes no
    /// anchor, and a change to the file at the document's path is no change to the replayed one,
    /// even when the replayed manifest lists the document's folder (`docs/`).
    @Test(arguments: [false, true]) func theReplayedDocumentNeverChanges(listsItsFolder: Bool) throws {
        let (repo, ids) = try Self.history()
        try repo.append("src/api/routes.ts", "export const b = 2;")
        try repo.append(ContractFixture.documentPath, "Route b documented.")
        try repo.git(["commit", "-qam", "Route b with the document", "--no-verify"])
        if listsItsFolder {
            // The proposal lists `docs/` on a branch of its own; the range stays as it is.
            try repo.git(["checkout", "-q", "-b", "proposal"])
            try repo.write(
                ContractFixture.documentPath,
                Self.document.replacingOccurrences(of: "src/shared/\n", with: "src/shared/\ndocs/\n"))
            try repo.git(["commit", "-qam", "List docs/", "--no-verify"])
            try repo.git(["checkout", "-q", "-"])
        }
        let replayed = (listsItsFolder ? "proposal" : "HEAD") + ":docs/contract.md"
        let replay = try repo.contractCheck(["ci", "--replay", replayed, "\(try #require(ids["drift"]))..HEAD"])
        #expect(replay.status == 1, "\(replay.output)")
        let lines = replay.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("passed (no anchors)") && $0.hasSuffix("Add the contract") })
        #expect(
            lines.contains { $0.contains("  blocked  ") && $0.hasSuffix("Route b with the document") },
            "\(replay.stdout)")
        #expect(lines.filter { $0.contains("[anchor-without-document]") }.count == 1, "\(replay.stdout)")
    }

    /// The replay of the commits after the document, `extra` of them each appending to a §8
    /// side, through the library: the report, the workspace that judged it, and what it read.
    static func replay(extra: Int) throws -> (report: CIReport, workspace: Workspace) {
        let (repo, ids) = try Self.history()
        for index in 0..<extra {
            try repo.append("web/keys.ts", "// note \(index)")
            try repo.git(["commit", "-q", "--no-verify", "-am", "Note \(index)\n\nContract-Unchanged: t"])
        }
        let opened = try Workspace(
            options: CheckOptions(environment: DifferentialJudgeTests.environment(repo, repo.root)),
            withoutConfiguration: true)
        let source = "\(try #require(ids["contract"])):docs/contract.md"
        let workspace = try opened.replaying(opened.replayedDocument(source))
        let report = try CIGate(workspace: workspace, options: CIGate.Options(base: try #require(ids["drift"]))).run()
        return (report, workspace)
    }

    /// The replayed document is parsed once for the whole range (its manifest, summary and §8),
    /// and each more commit on a §8 side is one more §8 check that inflates only its side's new
    /// blob, as in the gate.
    @Test func theDocumentIsParsedOnceForTheRange() throws {
        let (one, oneWorkspace) = try Self.replay(extra: 1)
        let (three, threeWorkspace) = try Self.replay(extra: 3)
        #expect(three.replay?.source.hasSuffix(":docs/contract.md") == true)
        #expect(three.commits.count == 4)
        #expect(three.commits.map(\.constantsFindings.count) == [0, 0, 0, 0])
        for workspace in [oneWorkspace, threeWorkspace] {
            #expect(workspace.documents.count == 1)
            #expect(workspace.summaries.count == 1)
            #expect(workspace.constantsByBlob.count == 1)
        }
        let reads = (oneWorkspace.repository.reads, threeWorkspace.repository.reads)
        #expect(reads.1.blobsInflated - reads.0.blobsInflated == 2, "\(reads)")
        #expect(one.commits.count == 2)
    }

    /// A document from a file outside the tree, in a repository that never had a contract or a
    /// `.contract-check`: the defaults apply, and the findings are the same.
    @Test func aDocumentFromAFileOutsideTheTree() throws {
        let (repo, ids) = try Self.history()
        try repo.git(["reset", "-q", "--hard", "HEAD~1"])
        let outside = repo.sandbox + "/proposed/contract.md"
        try FileManager.default.createDirectory(
            atPath: repo.sandbox + "/proposed", withIntermediateDirectories: true)
        try Data(Self.document.utf8).write(to: URL(fileURLWithPath: outside))
        let replay = try repo.contractCheck(["ci", "--replay", outside, "\(try #require(ids["initial"]))..HEAD"])
        #expect(replay.status == 1, "\(replay.output)")
        #expect(replay.stdout.contains("replay of \(outside): 4 commits in "), "\(replay.stdout)")
        #expect(replay.stdout.contains(", 2 passed, 2 blocked"), "\(replay.stdout)")
        let relative = try repo.contractCheck([
            "ci", "--replay", "../proposed/contract.md", "\(try #require(ids["initial"]))..HEAD",
        ])
        #expect(relative.status == 1, "\(relative.output)")
        #expect(relative.stdout.contains("replay of ../proposed/contract.md: 4 commits in "), "\(relative.stdout)")
    }

    /// A replayed document that cannot be read: exit 2, one line naming it.
    @Test(arguments: [
        (["--replay", "HEAD~99:docs/contract.md"], "--replay \"HEAD~99:docs/contract.md\": the revision \"HEAD~99\""),
        (
            ["--replay", "HEAD:docs/missing.md"],
            "--replay \"HEAD:docs/missing.md\": there is no file \"docs/missing.md\""
        ),
        (["--replay", "HEAD:README.md"], "--replay \"HEAD:README.md\": line "),
        (["--replay", "nowhere.md"], "--replay \"nowhere.md\" is neither a readable file nor <rev>:<path>"),
        (["--replay", "HEAD:docs/contract.md", "--doc", "docs/contract.md"], "--doc cannot be given with it"),
    ])
    func aDocumentThatCannotBeReadCannotCheck(flags: [String], reason: String) throws {
        let (repo, _) = try Self.history()
        let result = try repo.contractCheck(["ci"] + flags + ["HEAD~3..HEAD"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }

    /// JSON, SARIF (valid against the schema) and GitHub annotations say it is a replay.
    @Test(.enabled(if: PythonOracles.shouldRun, "jsonschema is not installed (scripts/setup-python failed)"))
    func everyFormatSaysItIsAReplay() throws {
        let (repo, ids) = try Self.history()
        let flags = ["ci", "--replay", "HEAD:docs/contract.md", "\(try #require(ids["initial"]))..HEAD~1"]
        let json = try JSONRead.object(try repo.contractCheck(flags + ["--format", "json"]).stdout)
        let replay = try #require(json["replay"] as? [String: Any])
        #expect(replay["document"] as? String == "HEAD:docs/contract.md")
        #expect(replay["path"] as? String == "docs/contract.md")
        #expect((json["summary"] as? String)?.hasPrefix("replay of HEAD:docs/contract.md: 4 commits") == true)
        let gate = try JSONRead.object(
            try repo.contractCheck([
                "ci", "--no-constants", "\(try #require(ids["initial"]))..HEAD~1", "--format", "json",
            ]).stdout)
        #expect(gate["replay"] is NSNull)

        let sarif = try repo.contractCheck(flags + ["--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let run = try SARIFRun(sarif.stdout)
        let automation = try #require(run.run["automationDetails"] as? [String: Any])
        #expect(automation["id"] as? String == "contract-check/ci/replay/")
        #expect(
            (automation["description"] as? [String: Any])?["text"] as? String
                == "Replay of ci against HEAD:docs/contract.md")
        #expect((run.run["properties"] as? [String: Any])?["replay"] as? String == "HEAD:docs/contract.md")
        #expect(run.results.count == 2)

        let github = try repo.contractCheck(flags + ["--format", "github"])
        let lines = github.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(github.stdout)")
        #expect(
            lines.allSatisfy { $0.contains("title=contract-check (replay of HEAD%3Adocs/contract.md)") },
            "\(github.stdout)")
    }
}
