import Foundation
import Testing

@testable import ContractCheck

/// `stagedBlobID(path:)` by the index reader, against `git rev-parse :<path>`.
@Suite struct StagedBlobIDTests {
    static func gitBlob(_ repo: TempGitRepo, _ path: String, env: [String: String] = [:]) throws -> String? {
        let result = try repo.git(["rev-parse", "--verify", "-q", ":0:" + path], env: env, check: false)
        return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    @Test(arguments: [2, 4])
    func everyPathAndSomeMissingOnes(version: Int) throws {
        let repo = try IndexFormatTests.stagedChange()
        try repo.git(["update-index", "--index-version", "\(version)"])
        let reader = StagedChangeReader(repository: try IndexDifferential(repo).repository())
        let paths = try repo.git(["ls-files", "-z"]).stdout.split(separator: "\0").map(String.init)
        for path in paths + ["", "a/", "dir", "dir/", "zzz", "a.c", "b/c/d"] {
            #expect(try reader.stagedBlobID(path: path)?.description == Self.gitBlob(repo, path), "\(path)")
        }
    }

    @Test func conflictedPathHasNoStageZeroBlob() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let one = try repo.hashObject("one\n")
        try repo.indexInfo([
            "0 0000000000000000000000000000000000000000\tdir/one.txt",
            "100644 \(one) 1\tdir/one.txt", "100644 \(one) 2\tdir/one.txt",
        ])
        let reader = StagedChangeReader(repository: try IndexDifferential(repo).repository())
        #expect(try reader.stagedBlobID(path: "dir/one.txt") == nil)
        #expect(try reader.stagedBlobID(path: "dir/two.txt")?.description == Self.gitBlob(repo, "dir/two.txt"))
    }

    @Test func temporaryIndexAndTheCachedParse() throws {
        let repo = try IndexFixtures.sortedAroundSlash()
        let reader = StagedChangeReader(repository: try IndexDifferential(repo).repository())
        let before = try reader.stagedBlobID(path: "dir/one.txt")
        try repo.append("dir/one.txt", "changed")
        try repo.git(["add", "dir/one.txt"])
        // The same repository object notices that git replaced the index.
        let after = try reader.stagedBlobID(path: "dir/one.txt")
        #expect(before != after)
        #expect(after?.description == (try Self.gitBlob(repo, "dir/one.txt")))
    }
}
