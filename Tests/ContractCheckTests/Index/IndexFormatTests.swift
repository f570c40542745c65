import Foundation
import Testing

@testable import ContractCheck

/// Index versions, the cache-tree and the extensions the reader refuses, against git.
@Suite struct IndexFormatTests {
    /// A committed tree, then a staged change in a deep directory and at the top.
    static func stagedChange() throws -> TempGitRepo {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.append("b/c/d/e/f/g/h/deep.txt", "changed")
        try repo.write("dir/sub/added.txt", "added\n")
        try repo.remove("a.c")
        try repo.git(["add", "-A"])
        return repo
    }

    @Test(arguments: [2, 3, 4])
    func indexVersions(version: Int) throws {
        let repo = try Self.stagedChange()
        try repo.git(["update-index", "--index-version", "\(version)"])
        if version == 3 {
            // Version 3 exists for the extended flags; git writes 2 unless an entry needs them.
            try repo.write("intent.txt", "to add\n")
            try repo.git(["add", "-N", "intent.txt"])
            try repo.git(["update-index", "--skip-worktree", "keep/x.txt"])
        }
        let differential = IndexDifferential(repo)
        #expect(try differential.parsedIndex().version == version)
        try differential.check(against: ["HEAD", "HEAD", "empty"])
    }

    @Test func versionFourWithLongAndSharedPrefixes() throws {
        let repo = try TempGitRepo()
        let long = String(repeating: "long-directory-name/", count: 230) + "file.txt"  // over 4095 bytes
        try repo.write("short.txt", "1\n")
        let longID = try repo.hashObject("long\n")
        try repo.commitAll("base", verify: false)
        try repo.indexInfo(["100644 \(longID) 0\t\(long)", "100644 \(longID) 0\t\(long).2"])
        try repo.git(["update-index", "--index-version", "4"])
        let differential = IndexDifferential(repo)
        #expect(try differential.parsedIndex().version == 4)
        try differential.check()
        try repo.git(["update-index", "--index-version", "2"])
        try differential.check()
    }

    @Test func noCacheTreeExtension() throws {
        let repo = try Self.stagedChange()
        // A fresh index written entry by entry has no cache-tree at all.
        let listing = try repo.git(["ls-files", "--stage"]).stdout.split(separator: "\n").map(String.init)
        try repo.indexInfo(listing, env: ["GIT_INDEX_FILE": ".git/fresh-index"])
        let differential = IndexDifferential(repo, indexFile: ".git/fresh-index")
        #expect(try differential.parsedIndex().cacheTree == nil)
        try differential.check(against: ["HEAD", "empty"])
    }

    @Test func partlyInvalidCacheTreeReadsOnlyTheChangedPath() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try repo.append("b/c/d/e/f/g/h/deep.txt", "changed")
        try repo.git(["add", "b/c/d/e/f/g/h/deep.txt"])
        let differential = IndexDifferential(repo)
        let index = try differential.parsedIndex()
        let cacheTree = try #require(index.cacheTree)
        #expect(!cacheTree.nodes[CacheTree.root].isValid)
        #expect(cacheTree.nodes.contains { $0.isValid })
        try differential.check()
        let comparer = IndexTreeComparer(index: index, repository: try differential.repository())
        _ = try comparer.changes(from: differential.tree("HEAD"))
        // The root and b, c, d, e, f, g, h: one tree per invalid directory, none of the valid ones.
        #expect(comparer.treesRead == 8)
    }

    @Test func cacheTreeWrittenByCommitIsSkippedWhereEqual() throws {
        let repo = try Self.stagedChange()
        // `git commit` updates the cache-tree before running hooks; write-tree does the same.
        try repo.git(["write-tree"])
        let differential = IndexDifferential(repo)
        #expect(try differential.parsedIndex().cacheTree?.nodes[CacheTree.root].isValid == true)
        try differential.check(against: ["HEAD", "HEAD", "empty"])
    }

    @Test func splitIndexFallsBackToGit() throws {
        let repo = try Self.stagedChange()
        try repo.git(["update-index", "--split-index"])
        try repo.append("dir/two.txt", "after the split")
        try repo.git(["add", "dir/two.txt"])
        let differential = IndexDifferential(repo)
        #expect(throws: ContractCheckError.self) { try differential.parsedIndex() }
        try differential.check(source: .gitCLI, libgit2: false)
        let reader = StagedChangeReader(repository: try differential.repository())
        let blob = try reader.stagedBlobID(path: "dir/two.txt")
        #expect(
            blob?.description
                == (try repo.git(["rev-parse", ":dir/two.txt"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func sparseIndexFallsBackToGit() throws {
        let repo = try Self.stagedChange()
        try repo.git(["commit", "-q", "--no-verify", "-m", "staged"])
        try repo.git(["sparse-checkout", "init", "--cone", "--sparse-index"])
        try repo.git(["sparse-checkout", "set", "dir"])
        try repo.append("dir/one.txt", "in the cone")
        try repo.git(["add", "dir/one.txt"])
        let differential = IndexDifferential(repo)
        #expect(throws: ContractCheckError.self) { try differential.parsedIndex() }
        try differential.check(against: ["HEAD", "HEAD~1", "empty"], source: .gitCLI, libgit2: false)
    }

    @Test func unknownMandatoryExtensionIsUnsupported() throws {
        let repo = try Self.stagedChange()
        let path = repo.root + "/.git/index"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Insert a mandatory extension "abcd" before the checksum (which nobody verifies).
        bytes.insert(contentsOf: Array("abcd".utf8) + [0, 0, 0, 2, 0x41, 0x42], at: bytes.count - 20)
        try Data(bytes).write(to: URL(fileURLWithPath: repo.sandbox + "/odd-index"))
        do {
            _ = try IndexFile.read(path: repo.sandbox + "/odd-index")
            Issue.record("an unknown mandatory extension was accepted")
        } catch {
            #expect(error.description.contains("\"abcd\""), "\(error)")
            guard case .indexUnsupported(let indexPath, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(indexPath == repo.sandbox + "/odd-index")
        }
    }

    @Test func optionalUnknownExtensionIsSkipped() throws {
        let repo = try Self.stagedChange()
        let path = repo.root + "/.git/index"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.insert(contentsOf: Array("ZZZZ".utf8) + [0, 0, 0, 3, 1, 2, 3], at: bytes.count - 20)
        try Data(bytes).write(to: URL(fileURLWithPath: repo.sandbox + "/odd-index"))
        try IndexDifferential(repo, indexFile: repo.sandbox + "/odd-index").check(libgit2: false)
    }

    @Test func temporaryIndexElsewhere() throws {
        let repo = try Self.stagedChange()
        let copy = repo.sandbox + "/next-index-123.lock"
        try FileManager.default.copyItem(atPath: repo.root + "/.git/index", toPath: copy)
        try repo.append("dir/two.txt", "only in the copy")
        try repo.git(["add", "dir/two.txt"], env: ["GIT_INDEX_FILE": copy])
        try IndexDifferential(repo, indexFile: copy).check()
        try IndexDifferential(repo).check()
    }

    @Test func missingIndexIsEmpty() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        try IndexDifferential(repo, indexFile: repo.sandbox + "/no-such-index").check(libgit2: false)
    }
}
