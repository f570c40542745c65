import Foundation
import Testing

@testable import ContractCheck

/// Octopus merges are judged one parent at a time, as git makes them (issue 16, item 3): what
/// the merge adds to git's automatic octopus result. git 2.39's `git show --remerge-diff`
/// skips octopus merges ("Skipping remerge-diff for octopus merges"), so the oracle is git's
/// own octopus: `git merge --no-commit b c` leaves its automatic result in the index.
@Suite struct OctopusMergeTests {
    static let anchor = "src/api/routes.ts"
    static let shared = "src/shared/types.ts"

    /// Branches `b` and `c` from the fixture's first commit, each with one commit of
    /// `edits[branch]` (path → content; nil deletes), `main` with `edits["main"]`.
    static func branches(_ repo: TempGitRepo, _ edits: [String: [String: String?]]) throws {
        let base = try OneJudgeTests.head(repo)
        for branch in ["b", "c", "main"] {
            try repo.git(branch == "main" ? ["checkout", "-q", "main"] : ["checkout", "-q", "-b", branch, base])
            for (path, content) in edits[branch] ?? [:] {
                if let content { try repo.write(path, content) } else { try repo.remove(path) }
            }
            try repo.git(["add", "-A"])
            try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "\(branch)\n\nContract-Unchanged: t"])
        }
    }

    static func lines(_ changed: [Int: String]) -> String {
        (1...9).map { changed[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
    }

    /// What git's octopus left in the index at `path`.
    static func gitResult(_ repo: TempGitRepo, _ path: String) throws -> AutomaticMergeResult {
        let rows = try repo.git(["ls-files", "-s", "--", path]).stdout.split(separator: "\n")
        guard let row = rows.first else { return .absent }
        let fields = row.split(separator: " ")
        guard rows.count == 1, fields[2].hasPrefix("0\t"), let id = ObjectID(hex: String(fields[1])) else {
            return .conflicted
        }
        return .merged(BlobEntry(id: id, mode: UInt32(fields[0], radix: 8) ?? 0))
    }

    static let scenarios: [(name: String, edits: [String: [String: String?]], conflicts: Bool)] = [
        (
            "three edits of one file, each merged into the running result",
            [
                "main": [shared: lines([1: "main"])], "b": [shared: lines([5: "b"]), "added.txt": "b\n"],
                "c": [shared: lines([9: "c"]), "ios/App/Bridge.swift": nil],
            ], false
        ),
        (
            "the last parent conflicts with the running result",
            ["main": [:], "b": [shared: lines([5: "b"])], "c": [shared: lines([5: "c"]), "added.txt": "c\n"]], true
        ),
    ]

    @Test(arguments: scenarios.indices)
    func theAutomaticOctopusIsGits(_ index: Int) throws {
        let scenario = Self.scenarios[index]
        let repo = try ContractFixture.make(installHooks: false)
        try repo.write(Self.shared, Self.lines([:]))
        try repo.git(["commit", "-qam", "Lines\n\nContract-Unchanged: t"])
        try Self.branches(repo, scenario.edits)
        let parents = try ["main", "b", "c"].map { try #require(ObjectID(hex: OneJudgeTests.head(repo, $0))) }
        let merged = try repo.git(["merge", "-q", "--no-commit", "--no-ff", "b", "c"], check: false)
        #expect((merged.status != 0) == scenario.conflicts, "\(scenario.name): \(merged.output)")
        let paths = [Self.shared, "added.txt", "ios/App/Bridge.swift", Self.anchor]
        let workspace = try Workspace(
            options: CheckOptions(environment: DifferentialJudgeTests.environment(repo, repo.root)))
        let ours = try workspace.repository.automaticMerge(of: parents, at: paths)
        for path in paths {
            #expect(ours[path] == (try Self.gitResult(repo, path)), "\(scenario.name): \(path)")
        }
        #expect(ours[Self.shared] == (scenario.conflicts ? .conflicted : try Self.gitResult(repo, Self.shared)))
    }

    /// main changes an anchor (with the trailer); an octopus merge of two side branches takes one
    /// side's stale copy back. Every parent but main has that copy, so "the paths that differ
    /// from every parent" let it through; git's octopus keeps main's change, so the hook and
    /// `ci` block the merge.
    @Test func aStaleCopyRestoredDuringAnOctopusMergeIsCaught() throws {
        let repo = try ContractFixture.make()
        let base = try OneJudgeTests.head(repo)
        try Self.branches(
            repo,
            [
                "b": ["README.md": "# b\n"], "c": ["ios/App/Other.swift": "let c = 1\n"],
                "main": [Self.anchor: "export const changed = 1;\n"],
            ])
        try repo.git(["merge", "-q", "--no-commit", "--no-ff", "b", "c"])
        try repo.git(["checkout", "b", "--", Self.anchor])
        let hook = try repo.tryCommit(["--no-edit"])
        #expect(hook.status == 1, "\(hook.output)")
        #expect(hook.stderr.contains("\"\(Self.anchor)\" is modified"), "\(hook.stderr)")
        #expect(try repo.tryCommit(["--no-edit", "--no-verify"]).status == 0)
        let merge = try OneJudgeTests.head(repo)
        #expect(try repo.git(["rev-list", "--parents", "-1", "HEAD"]).stdout.split(separator: " ").count == 4)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("\(Self.anchor): error: [\(merge.prefix(12))] [anchor-without-document]"))
        #expect(ci.stdout.contains("3 passed, 1 blocked"), "\(ci.stdout)")
    }

    /// An octopus merge equal to git's automatic octopus passes without a trailer: its parents'
    /// commits are judged on their own.
    @Test func anAutomaticOctopusMergePasses() throws {
        let repo = try ContractFixture.make()
        let base = try OneJudgeTests.head(repo)
        try Self.branches(
            repo,
            [
                "b": [Self.anchor: "export const b = 1;\n"], "c": ["ios/App/Bridge.swift": "let bridge = 2\n"],
                "main": ["README.md": "# main\n"],
            ])
        try repo.git(["merge", "-q", "--no-commit", "--no-ff", "b", "c"])
        let hook = try repo.tryCommit(["--no-edit"])
        #expect(hook.status == 0, "\(hook.output)")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 0, "\(ci.output)")
        #expect(ci.stdout.contains("4 passed, 0 blocked"), "\(ci.stdout)")
    }
}
