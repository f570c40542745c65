import Foundation
import Testing

@testable import ContractCheck

/// Conflicts, submodules, intent-to-add and skip-worktree entries, against git.
@Suite struct IndexEntryKindTests {
    @Test func conflictedMerge() throws {
        let repo = try TempGitRepo()
        try repo.write("both.txt", "base\n")
        try repo.write("deleted-on-side.txt", "base\n")
        try repo.write("clean.txt", "base\n")
        try repo.commitAll("base", verify: false)
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.write("both.txt", "side\n")
        try repo.remove("deleted-on-side.txt")
        try repo.write("dirx/f", "side\n")
        try repo.write("added-both.txt", "side\n")
        try repo.write("side-only.txt", "side\n")
        try repo.commitAll("side", verify: false)
        try repo.git(["checkout", "-q", "main"])
        try repo.write("both.txt", "main\n")
        try repo.write("deleted-on-side.txt", "main\n")
        try repo.write("dirx", "a file on main\n")
        try repo.write("added-both.txt", "main\n")
        try repo.commitAll("main", verify: false)
        let merge = try repo.git(["merge", "side"], check: false)
        #expect(merge.status == 1, "the merge should conflict")
        let differential = IndexDifferential(repo)
        try differential.check(against: ["HEAD", "side", "HEAD~1", "empty"])
        let changes = try StagedChangeReader(repository: differential.repository()).changes(
            against: differential.tree("HEAD"))
        #expect(changes.changes.filter { $0.status == .unmerged }.map(\.path).contains("both.txt"))
        #expect(Set(changes.paths).count == changes.paths.count, "one entry per conflicted path")
    }

    @Test func conflictStagesAgainstADirectoryOfTheSameName() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let one = try repo.hashObject("one\n")
        let two = try repo.hashObject("two\n")
        // "dir" conflicted as a file while HEAD has a directory "dir"; "a" conflicted where HEAD has a file.
        try repo.indexInfo([
            "0 0000000000000000000000000000000000000000\ta",
            "100644 \(one) 1\ta", "100644 \(two) 2\ta",
            "100644 \(one) 2\tdir", "100755 \(two) 3\tdir",
            "100644 \(two) 3\tnew-conflict",
        ])
        try IndexDifferential(repo).check(against: ["HEAD", "empty"])
    }

    @Test func submoduleGitlinks() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let first = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.indexInfo(["160000 \(first) 0\tvendor/sub", "160000 \(first) 0\tsub-to-file"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "submodules"])
        try repo.commitAll("another", verify: false)
        let second = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let blob = try repo.hashObject("now a file\n")
        try repo.indexInfo([
            "160000 \(second) 0\tvendor/sub",  // new commit: M
            "100644 \(blob) 0\tsub-to-file",  // gitlink -> file: T
            "160000 \(second) 0\tz.txt",  // file -> gitlink: T
            "160000 \(second) 0\tnew-sub",
        ])  // A
        try IndexDifferential(repo).check(against: ["HEAD", "HEAD~2", "empty"])
    }

    /// A commit records the new submodule commit even when `.gitmodules` says `ignore = all`
    /// (which hides it from plain `git diff-index`), so every reader compares gitlinks as
    /// `--ignore-submodules=none` does, like the git fallback always asked for.
    @Test func submoduleIgnoreSettingsDoNotHideGitlinkChanges() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let first = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.write(".gitmodules", "[submodule \"sub\"]\n\tpath = sub\n\turl = ./elsewhere\n\tignore = all\n")
        try repo.git(["add", ".gitmodules"])
        try repo.indexInfo(["160000 \(first) 0\tsub"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "submodule"])
        let second = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.indexInfo(["160000 \(second) 0\tsub"])
        let plain = try repo.git(["diff-index", "--cached", "--name-only", "HEAD"]).stdout
        #expect(plain.isEmpty, "git hides the change: \(plain)")
        let differential = IndexDifferential(repo)
        let reader = StagedChangeReader(repository: try differential.repository())
        let head = try differential.tree("HEAD")
        #expect(try reader.changesFromIndexReader(against: head).changes == [FileChange(.modified, "sub")])
        #expect(try reader.changesFromLibgit2(against: head).changes == [FileChange(.modified, "sub")])
        #expect(try reader.changesFromGit(against: head).changes == [FileChange(.modified, "sub")])
    }

    @Test func realSubmodule() throws {
        let inner = try TempGitRepo(name: "inner")
        try inner.write("lib.txt", "1\n")
        try inner.commitAll("inner", verify: false)
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", inner.root, "modules/inner"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "add the submodule"])
        try inner.append("lib.txt", "2")
        try inner.commitAll("inner 2", verify: false)
        try repo.git(
            ["-c", "protocol.file.allow=always", "pull", "-q", "origin", "main"], in: repo.root + "/modules/inner")
        try repo.git(["add", "modules/inner"])
        try IndexDifferential(repo).check(against: ["HEAD", "HEAD~1", "empty"])
    }

    @Test func intentToAddIsLeftOutLikeGitCommitDoes() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.write("intent/new.txt", "not staged yet\n")
        try repo.git(["add", "-N", "intent/new.txt"])
        try repo.git(["rm", "-q", "--cached", "z.txt"])
        try repo.git(["add", "-N", "z.txt"])
        let differential = IndexDifferential(repo)
        try differential.check(against: ["HEAD", "empty"])
        let changes = try StagedChangeReader(repository: differential.repository()).changes(
            against: differential.tree("HEAD"))
        #expect(!changes.contains("intent/new.txt"), "git commit does not commit an intent-to-add entry")
        #expect(
            changes.changes.contains(FileChange(.deleted, "z.txt")),
            "z.txt is removed from the commit; its intent-to-add entry adds nothing")
        let diffIndex = try repo.git(["diff-index", "--cached", "--name-only", "HEAD"]).stdout
        #expect(
            diffIndex.contains("intent/new.txt"),
            "diff-index itself lists it, which is why git diff --cached is the oracle")
    }

    @Test func skipWorktreeEntries() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.git(["update-index", "--skip-worktree", "dir/one.txt", "keep/x.txt"])
        let blob = try repo.hashObject("changed behind skip-worktree\n")
        try repo.indexInfo(["100644 \(blob) 0\tkeep/x.txt"])
        try repo.git(["update-index", "--skip-worktree", "keep/x.txt"])
        let differential = IndexDifferential(repo)
        #expect(try differential.parsedIndex().version == 3)
        try differential.check(against: ["HEAD", "empty"])
    }
}
