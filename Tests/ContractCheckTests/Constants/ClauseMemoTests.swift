import Foundation
import Testing

@testable import ContractCheck

/// `ClauseMemo`: a clause's outcome is kept by its inputs (the blobs its references resolve to,
/// the resolutions, the bullet), so the same blobs give the kept outcome and any other input a
/// new check; files that are not blobs are never kept.
@Suite struct ClauseMemoTests {
    /// The fixture, then `lib/auth.ts` changed to another key: the §8 check at the first commit,
    /// at the second and at the first again, in one process.
    @Test func aChangedBlobIsCheckedAgainAndTheSameBlobGivesTheKeptOutcome() throws {
        let repo = try ConstantsFixtureTests.make()
        let first = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.write("web/lib/auth.ts", "export const TOKEN_KEY = 'app.other';\n")
        try repo.git(["commit", "-q", "--no-verify", "-am", "Another key"])
        let second = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let workspace = try Workspace(
            options: CheckOptions(environment: DifferentialJudgeTests.environment(repo, repo.root)))
        func state(_ commit: String) throws -> [BulletResult.State] {
            let id = try #require(ObjectID(hex: commit))
            return try workspace.checkConstants(.commit(id)).bullets.map(\.state)
        }
        let before = try state(first)
        let after = try state(second)
        #expect(before.first == .ok)
        #expect(after.first == .drift)
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
        #expect(try state(first) == before)
    }

    /// The key: equal for the same commit's files, different when a resolved file's blob or a
    /// reference's resolution differs, and none over files that are not blobs.
    @Test func theKeyNamesEveryInputAndNoneForTheWorkingTree() throws {
        let repo = try ConstantsFixtureTests.make()
        let workspace = try Workspace(
            options: CheckOptions(environment: DifferentialJudgeTests.environment(repo, repo.root)))
        let head = try #require(
            ObjectID(hex: try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let (constants, _) = try workspace.mirroredConstants(.commit(head))
        let bullet = constants.bullets[0]
        let clause = bullet.clauses[0]
        func key(_ snapshot: any SourceFiles, _ listing: FileListing) -> ClauseMemo.Key? {
            let resolver = PathResolver(roots: ["web/", "app/Sources/"], files: listing)
            return ClauseMemo.key(clause, of: bullet, document: "docs/contract.md", resolver: resolver, files: snapshot)
                .key
        }
        let commit = try SourceSnapshot(repository: workspace.repository, kind: .commit(head))
        let again = try SourceSnapshot(repository: workspace.repository, kind: .commit(head))
        #expect(key(commit, try commit.listing) != nil)
        #expect(try key(commit, commit.listing) == key(again, again.listing))
        let working = try SourceSnapshot(repository: workspace.repository, kind: .workingTree)
        #expect(key(working, try working.listing) == nil)
        let inMemory = InMemoryFiles(["web/lib/auth.ts": "export const TOKEN_KEY = 'app.token';\n"])
        #expect(key(inMemory, FileListing(paths: inMemory.paths)) == nil)

        try repo.write("web/lib/auth.ts", "export const TOKEN_KEY = 'app.other';\n")
        try repo.write("web/old/lib/auth.ts", "export const TOKEN_KEY = 'app.token';\n")
        try repo.git(["add", "-A"])
        let staged = try SourceSnapshot(repository: workspace.repository, kind: .staged)
        let changed = try #require(key(staged, try staged.listing))
        #expect(try changed != key(commit, commit.listing))
        // `lib/auth.ts` is now ambiguous: the resolution is part of the key.
        #expect(changed.resolutions.contains { if case .ambiguous = $0 { true } else { false } })
    }
}
