import Foundation
import Testing

@testable import ContractCheck

/// `contract-check ci` over scripted histories.
@Suite struct CIGateTests {
    /// main: initial; feature: five commits made with --no-verify so the gate sees them all.
    static func history() throws -> (repo: TempGitRepo, commits: [String: String]) {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        var ids: [String: String] = [:]
        func commit(_ key: String, _ message: String) throws {
            try repo.git(["add", "-A"])
            try repo.git(["commit", "-q", "--no-verify", "-m", message])
            ids[key] = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try repo.append("README.md", "docs only")
        try commit("docs", "Docs only")
        try repo.append("src/api/routes.ts", "export const a = 1;")
        try repo.append("docs/contract.md", "Route a documented.")
        try commit("compliant", "Route a with the document")
        try repo.append("src/api/routes.ts", "// comment")
        try commit("excused", "Comment the routes\n\nContract-Unchanged: a comment only")
        try repo.append("ios/App/Bridge.swift", "let b = 2")
        try commit("bypass", "Change the bridge, hook bypassed")
        return (repo, ids)
    }

    @Test func everyCommitIsJudgedWithItsOwnTrailer() throws {
        let (repo, ids) = try Self.history()
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 1, "\(result.output)")
        let bypass = try #require(ids["bypass"])
        #expect(
            result.stdout.contains("ios/App/Bridge.swift: error: [\(bypass.prefix(12))] [anchor-without-document]"),
            "\(result.stdout)")
        #expect(result.stdout.contains("\(try #require(ids["excused"]).prefix(12))  passed (trailer)"))
        #expect(result.stdout.contains("\(try #require(ids["compliant"]).prefix(12))  passed (document changed)"))
        #expect(result.stdout.contains("\(try #require(ids["docs"]).prefix(12))  passed (no anchors)"))
        #expect(result.stdout.contains("4 commits in"))
        #expect(result.stdout.contains("3 passed, 1 blocked"))
        // The excused commit's trailer does not excuse the later one.
        #expect(!result.stdout.contains("[\(try #require(ids["excused"]).prefix(12))] [anchor-without-document]"))
        let upToExcused = try repo.contractCheck(["ci", "--base", "main", "--head", try #require(ids["excused"])])
        #expect(upToExcused.status == 0, "\(upToExcused.output)")
    }

    /// `git mv` of an anchor is a rename in `ci` as in the hooks: the finding says "renamed to",
    /// the JSON lists `R old → new`, also when the new path is outside every anchor (so the
    /// filtered diff of the commit never reads it).
    @Test(arguments: ["src/api/renamed-routes.ts", "elsewhere/routes.ts"])
    func renamesAreShownAsRenames(newPath: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write("elsewhere/.keep", "")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "A folder"])
        try repo.git(["mv", "src/api/routes.ts", newPath])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Move the routes"])
        let text = try repo.contractCheck(["ci", "--base", "main"])
        #expect(text.status == 1, "\(text.output)")
        #expect(
            text.stdout.contains("Contract anchor \"src/api/routes.ts\" is renamed to \"\(newPath)\" without"),
            "\(text.stdout)")
        let json = try repo.contractCheck(["ci", "--base", "main", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let commits = try #require(object["commits"] as? [[String: Any]])
        let moved = try #require(commits.first { ($0["subject"] as? String) == "Move the routes" })
        #expect(moved["anchorChanges"] as? [String] == ["R src/api/routes.ts → \(newPath)"])
        #expect(moved["anchors"] as? [String] == ["src/api/routes.ts"])
    }

    /// Merges are judged by default, by what each adds to the automatic merge of its parents;
    /// `--skip-merges` skips them and the summary says how many (`--include-merges` is accepted).
    @Test func mergesAreJudgedUnlessSkipped() throws {
        let (repo, _) = try Self.history()
        try repo.git(["checkout", "-q", "main"])
        try repo.git(["checkout", "-q", "-b", "other"])
        try repo.append("src/shared/types.ts", "export type B = number;")
        try repo.git(["commit", "-qam", "Shared type\n\nContract-Unchanged: additive"])
        try repo.git(["checkout", "-q", "feature"])
        try repo.git(["merge", "-q", "--no-ff", "--no-verify", "-m", "Merge other", "other"])
        for flags in [[], ["--include-merges"]] {
            let judged = try repo.contractCheck(["ci", "--base", "main", "--format", "json"] + flags)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(judged.stdout.utf8)) as? [String: Any])
            let commits = json["commits"] as? [[String: Any]] ?? []
            let merge = try #require(commits.first { $0["subject"] as? String == "Merge other" })
            // The merge adds nothing to the automatic merge: the anchor came from "other".
            #expect(merge["outcome"] as? String == "passed (no anchors)", "\(judged.stdout)")
            #expect(commits.count == 6)
        }
        let skipped = try repo.contractCheck(["ci", "--base", "main", "--skip-merges"])
        #expect(skipped.stdout.contains("skipped (merge)"), "\(skipped.stdout)")
        #expect(skipped.stdout.contains("1 merge skipped"), "\(skipped.stdout)")
    }

    @Test func aShallowCloneWithoutTheBaseCannotCheck() throws {
        let (repo, _) = try Self.history()
        let clone = repo.sandbox + "/shallow"
        try repo.git(["clone", "-q", "--depth", "2", "--branch", "feature", "file://" + repo.root, clone])
        let noBase = try repo.contractCheck(["ci", "--base", "origin/main"], in: clone)
        #expect(noBase.status == 2, "\(noBase.output)")
        #expect(noBase.stderr.contains("fetch more history"), "\(noBase.stderr)")
        let cut = try repo.contractCheck(["ci", "--base", "HEAD~3"], in: clone)
        #expect(cut.status == 2)
        #expect(cut.stderr.contains("shallow"))
        // A range whose commits and parents are all in the clone is judged (the bypass is HEAD).
        let complete = try repo.contractCheck(["ci", "--base", "HEAD~1"], in: clone)
        #expect(complete.status == 1, "\(complete.output)")
        #expect(complete.stdout.contains("[anchor-without-document]"))
        // The base fetched shallow too: the walk between them meets a missing parent.
        try repo.git(["fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main"], in: clone)
        let shallowBase = try repo.contractCheck(["ci", "--base", "origin/main"], in: clone)
        #expect(shallowBase.status == 2, "\(shallowBase.output)")
        #expect(shallowBase.stderr.contains("fetch more history"), "\(shallowBase.stderr)")
        #expect(shallowBase.stderr.split(separator: "\n").count == 1)
    }

    @Test func unrelatedHistoryCannotCheck() throws {
        let (repo, _) = try Self.history()
        try repo.git(["checkout", "-q", "--orphan", "unrelated"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Unrelated root"])
        let result = try repo.contractCheck(["ci", "--base", "unrelated", "--head", "feature"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("share no history"))
        #expect(result.stderr.contains("fetch the full history"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let missing = try repo.contractCheck(["ci", "--base", "origin/release", "--head", "feature"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("git fetch origin release"), "\(missing.stderr)")
    }

    /// The advice for a base that does not resolve in a full clone fits what was given.
    @Test(arguments: [
        ("origin/main", "git fetch origin main"),
        ("main", "git fetch origin main"),
        ("upstream/release/2.0", "git fetch upstream release/2.0"),
        ("0123abcd", "fetch the history that holds it"),
        ("HEAD~9", "name a commit that exists"),
        ("main@{yesterday}", "name a commit that exists"),
        ("HEAD", "name a commit that exists"),
    ])
    func adviceForABaseThatDoesNotResolve(base: String, advice: String) {
        #expect(CIGate.resolveAdvice(base).contains(advice), "\(CIGate.resolveAdvice(base))")
    }

    /// Deleting the document for a while is not a way around the gate: the commits made while
    /// it is gone are judged by the manifest their parent had.
    @Test func commitsWhileTheDocumentIsGoneAreJudgedByTheLastManifest() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.git(["rm", "-q", "docs/contract.md"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Drop the document"])
        try repo.append("src/api/routes.ts", "export const b = 2;")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Change the routes while it is gone"])
        let changed = try repo.git(["rev-parse", "--short=12", "HEAD"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try repo.git(["checkout", "main", "--", "docs/contract.md"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Restore the document"])
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stdout.contains("src/api/routes.ts: error: [\(changed)] [anchor-without-document]"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("no document yet"))
    }

    /// Where the range starts does not decide the manifest a commit made while the document is
    /// gone is judged by: with the base at the deletion, or commits after it, the effective
    /// manifest is found from before the range, and the anchor change is blocked as it is with
    /// the deletion inside the range.
    @Test(arguments: ["main", "HEAD~4", "HEAD~3", "HEAD~2"])
    func aBaseThatDeletedTheDocumentStillHasItsManifest(_ base: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.git(["rm", "-q", "docs/contract.md"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Drop the document"])
        try repo.append("README.md", "unrelated")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Unrelated while it is gone"])
        try repo.append("README.md", "unrelated again")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Unrelated again"])
        try repo.append("src/api/routes.ts", "export const b = 2;")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Change the routes while it is gone"])
        let changed = try repo.git(["rev-parse", "--short=12", "HEAD"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try repo.git(["checkout", "main", "--", "docs/contract.md"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Restore the document"])
        let result = try repo.contractCheck(["ci", "--base", base])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stdout.contains("src/api/routes.ts: error: [\(changed)] [anchor-without-document]"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("no document yet"), "\(result.stdout)")
    }

    /// The document and `.contract-check` moved together later in the range: each commit is
    /// judged by the document its own configuration names.
    @Test func eachCommitReadsItsOwnConfiguration() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.append("src/api/routes.ts", "export const b = 2;")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Bypass"])
        let bypass = try repo.git(["rev-parse", "--short=12", "HEAD"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try repo.git(["mv", "docs/contract.md", "docs/api.md"])
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/api.md\n")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Move the contract"])
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("[\(bypass)] [anchor-without-document]"), "\(result.stdout)")
        #expect(result.stdout.contains("\"docs/contract.md\""))
        // --doc pins the document for every commit: before the move there is none to judge by.
        let pinned = try repo.contractCheck(["ci", "--base", "main", "--doc", "docs/api.md"])
        #expect(pinned.stdout.contains("no document yet"), "\(pinned.output)")
    }

    @Test func aBareCloneCanRunTheGate() throws {
        let (repo, _) = try Self.history()
        let bare = repo.sandbox + "/bare.git"
        try repo.git(["clone", "-q", "--bare", repo.root, bare])  // .contract-check is read from HEAD
        let result = try repo.contractCheck(["ci", "--base", "main", "--head", "feature"], in: bare)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("[anchor-without-document]"))
    }

    @Test func theDocumentAtEachCommitIsTheOneThatCounts() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["checkout", "-q", "-b", "feature"])
        // The first commit adds README.md to the manifest (with the document); the second changes it.
        let document = try repo.read("docs/contract.md").replacingOccurrences(
            of: "ios/App/Bridge.swift", with: "ios/App/Bridge.swift\nREADME.md")
        try repo.write("docs/contract.md", document)
        try repo.git(["commit", "-qam", "README.md becomes an anchor"])
        try repo.append("README.md", "now an anchor")
        try repo.git(["commit", "-qam", "Change the readme"])
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("README.md: error:"), "\(result.stdout)")
    }
    /// A range whose head has no document — not written yet (the working tree's has a §8), or
    /// deleted by the range — is judged commit by commit, and the summary says its §8 was not
    /// checked at head, instead of stopping at the missing file.
    @Test func aHeadWithoutTheDocumentSaysItsSection8WasNotChecked() throws {
        let repo = try TempGitRepo()
        try repo.write("a.txt", "a\n")
        try repo.commitAll("Base", verify: false)
        try repo.write("a.txt", "b\n")
        try repo.commitAll("Before the document", verify: false)
        try repo.write(".contract-check", "[contract]\n    document = docs/contract.md\n")
        try repo.write(
            "docs/contract.md",
            "# C\n\n## 8. Mirrored constants\n\n- X `x` — `a.ts` ↔ `b.swift`.\n\n## 11. Anchor manifest\n\n"
                + "```\na.txt\n```\n")
        let unwritten = try repo.contractCheck(["ci", "HEAD^..HEAD"])
        #expect(unwritten.status == 0, "\(unwritten.output)")
        #expect(
            unwritten.stdout.contains(
                "0 passed, 0 blocked, 1 before the document existed, no document at head (its §8 not checked)."),
            "\(unwritten.stdout)")
        try repo.write("a.ts", "export const x = \"x\";\n")
        try repo.write("b.swift", "let x = \"x\"\n")
        try repo.commitAll("The document", verify: false)
        try repo.git(["rm", "-q", "docs/contract.md"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Delete the document"])
        let deleted = try repo.contractCheck(["ci", "HEAD~2..HEAD"])
        #expect(deleted.status == 0, "\(deleted.output)")
        #expect(
            deleted.stdout.contains("2 passed, 0 blocked, no document at head (its §8 not checked)."),
            "\(deleted.stdout)")
    }
}
