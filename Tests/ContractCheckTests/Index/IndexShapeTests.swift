import Foundation
import Testing

@testable import ContractCheck

/// The shapes a staged change can take, each checked against `git diff-index --cached`.
@Suite struct IndexShapeTests {
    @Test func modifiedAddedDeleted() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.append("dir/one.txt", "more")
        try repo.write("dir/new.txt", "new\n")
        try repo.remove("z.txt")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
    }

    @Test func modeChangeIsModified() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.chmod("tool.sh", 0o755)
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
        let changes = try StagedChangeReader(repository: IndexDifferential(repo).repository()).changes(
            against: IndexDifferential(repo).tree("HEAD"))
        #expect(changes.changes == [FileChange(.modified, "tool.sh")])
    }

    @Test func typeChangesBetweenFileAndSymlink() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.remove("link")
        try repo.write("link", "now a file\n")
        try repo.remove("a-b")
        try repo.symlink("a-b", to: "a")
        try repo.symlink("new-link", to: "nowhere")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
    }

    @Test func fileReplacedByDirectoryAndBack() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.remove("a")
        try repo.write("a/inside.txt", "a is a directory now\n")
        try repo.removeTree("dir")
        try repo.write("dir", "dir is a file now\n")
        try repo.remove("a0")
        try repo.write("a0/x", "x\n")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
    }

    @Test func addedAndRemovedDirectories() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.removeTree("b")
        try repo.write("new/deeply/nested/dir/file.txt", "1\n")
        try repo.write("new/deeply/other.txt", "2\n")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check(against: ["HEAD", "HEAD", "empty"])
    }

    @Test func deepNesting() throws {
        let repo = try TempGitRepo()
        let deep = (0..<30).map { "level\($0)" }.joined(separator: "/")
        try repo.write(deep + "/leaf.txt", "leaf\n")
        try repo.write(deep + "/other.txt", "other\n")
        try repo.write("top.txt", "top\n")
        try repo.commitAll("deep", verify: false)
        try repo.append(deep + "/leaf.txt", "changed")
        try repo.write(deep + "/sub/new.txt", "new\n")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
    }

    @Test func pathsWithSpacesUnicodeAndNewlines() throws {
        let repo = try TempGitRepo()
        try repo.write("with space/file name.txt", "1\n")
        try repo.write("ünïcödé/日本語.txt", "2\n")
        try repo.write("tab\there.txt", "3\n")
        try repo.write("plain.txt", "4\n")
        try repo.commitAll("odd names", verify: false)
        try repo.append("with space/file name.txt", "x")
        try repo.append("ünïcödé/日本語.txt", "x")
        try repo.write("new\nline.txt", "5\n")
        try repo.write("ünïcödé/émoji 🎉.txt", "6\n")
        try repo.remove("tab\there.txt")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check()
    }

    @Test func anyBaseTreeAndTheEmptyTree() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.append("dir/one.txt", "second")
        try repo.remove("keep/x.txt")
        try repo.commitAll("second", verify: false)
        try repo.append("dir/two.txt", "third")
        try repo.write("keep/x.txt", "back\n")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check(against: ["HEAD", "HEAD~1", "empty"])
    }

    @Test func unbornBranchComparesWithTheEmptyTree() throws {
        let repo = try TempGitRepo()
        try repo.write("first.txt", "1\n")
        try repo.write("d/second.txt", "2\n")
        try repo.git(["add", "-A"])
        try IndexDifferential(repo).check(against: ["empty"])
    }

    @Test func unchangedIndexReadsNoTree() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let differential = IndexDifferential(repo)
        let index = try differential.parsedIndex()
        let comparer = IndexTreeComparer(index: index, repository: try differential.repository())
        #expect(try comparer.changes(from: differential.tree("HEAD")).isEmpty)
        #expect(comparer.treesRead == 0)
    }
}
