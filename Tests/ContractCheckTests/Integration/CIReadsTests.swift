import Foundation
import Testing

@testable import ContractCheck

/// What `ci` reads from the object database, counted (`GitRepository.reads`): judging a range
/// whose commits touch §8 sides walks each commit's trees once against its parent (the §8 check
/// and the tripwire share that walk) and inflates each blob once (`BlobCache`), and it decides
/// as it did before those were shared (the filtered change taken from the whole one equals the
/// filtered walk, renames and merges included).
@Suite struct CIReadsTests {
    static let side = "beebox/src/frontend/src/components/chat/native-post.ts"

    /// The example, then `count` commits each appending a comment to a §8 side.
    static func sideCommits(_ count: Int) throws -> (repo: TempGitRepo, base: String) {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        for index in 0..<count {
            try repo.append(side, "// note \(index)")
            try repo.git(["commit", "-q", "--no-verify", "-am", "Note \(index)"])
        }
        return (repo, base)
    }

    static func run(_ repo: TempGitRepo, base: String) throws -> (report: CIReport, reads: GitRepository.ReadCounts) {
        let environment = DifferentialJudgeTests.environment(repo, repo.root)
        let workspace = try Workspace(options: CheckOptions(environment: environment))
        let report = try CIGate(workspace: workspace, options: CIGate.Options(base: base)).run()
        return (report, workspace.repository.reads)
    }

    /// One commit on a §8 side, then three: the two more are two more commits against their
    /// parents (the side is an anchor too, so the tripwire blocks each; the comment is no drift).
    /// Each adds one blob (the side's new content, whose significant stream it compares with its
    /// parent's, which the commit before read) and one walk (its change against its parent,
    /// shared by the tripwire and §8): a comment changes no bullet's verdict, so no §8 check runs
    /// and no listing is derived. Before, each checked §8 and walked twice; before that, each
    /// check inflated the document twice and every side it read, and walked its change twice.
    @Test func eachMoreSideCommitInflatesItsOneNewBlobAndWalksOnce() throws {
        let (one, oneBase) = try Self.sideCommits(1)
        let (three, threeBase) = try Self.sideCommits(3)
        let (oneReport, oneReads) = try Self.run(one, base: oneBase)
        let (threeReport, threeReads) = try Self.run(three, base: threeBase)
        #expect(oneReport.commits.map(\.isBlocked) == [true])
        #expect(threeReport.commits.map(\.constantsFindings.count) == [0, 0, 0])
        #expect(threeReads.blobsInflated - oneReads.blobsInflated == 2, "\(oneReads) \(threeReads)")
        #expect(threeReads.treeDiffs - oneReads.treeDiffs == 2, "\(oneReads) \(threeReads)")
    }

    /// `ci` reads a commit's change under §8's source roots only, but a side moved out of every
    /// root is still a move (`reference-moved`, naming where it went), as the hook reports it:
    /// a deleted file under the roots is matched against every added path.
    @Test func aSideMovedOutOfTheRootsIsAMoveAsInTheHook() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.write("moved-out/keep.txt", "k\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "A folder outside the roots"])
        try repo.git(["mv", Self.side, "moved-out/native-post.ts"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Move a side out of the roots"])
        let (report, _) = try Self.run(repo, base: base)
        let moved = try #require(report.commits.last)
        #expect(moved.isBlocked)
        #expect(moved.constantsFindings.map(\.rule).contains(.referenceMoved))
        #expect(moved.constantsFindings.contains { $0.message.contains("moved-out/native-post.ts") })
    }

    /// The filtered change of a commit taken from its one reading (`CommitReader`) is the
    /// filtered walk's: a rename out of the filter, one into it, a deletion, and a merge; and
    /// the renames are read once over every path, after the merge filter.
    @Test func theFilteredChangeFromTheOneReadingIsTheFilteredWalk() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.git(["mv", Self.side, "moved.ts"])
        try repo.write("other/a.txt", "a\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Move a side out"])
        try repo.git(["mv", "other/a.txt", Self.side])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Move a file onto the side"])
        try repo.git(["checkout", "-q", "-b", "topic", "HEAD~1"])
        try repo.write("topic.txt", "t\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Topic"])
        try repo.git(["checkout", "-q", "-"])
        try repo.git(["merge", "-q", "--no-edit", "--no-verify", "topic"])
        let environment = DifferentialJudgeTests.environment(repo, repo.root)
        let workspace = try Workspace(options: CheckOptions(environment: environment))
        let repository = workspace.repository
        var judge = try CICommitJudge(
            workspace: workspace, includeMerges: true, constantsFiles: [Self.side])
        let filter = PathFilter([Self.side, "beebox/docs/"])
        var differ = TreeDiff(repository: repository)
        differ.filter = filter
        var compared = 0
        var renames: [[FileRename]] = []
        for line in try repo.git(["rev-list", "--reverse", base + "..HEAD"]).stdout.split(separator: "\n") {
            let id = try #require(ObjectID(hex: String(line)))
            let info = try repository.commitInfo(id)
            let trees = try info.parents.map { try repository.tree(ofCommit: $0) }
            var walked = try differ.changes(from: trees.first, to: info.tree)
            if trees.count > 1 {
                walked = try CommitContext.mergeChanges(
                    walked, parents: info.parents, in: repository,
                    againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in
                        try differ.changes(from: trees[index], to: info.tree)
                    },
                    committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                        try repository.entry(atPath: path, inTree: info.tree)?.blob
                    })
            }
            let change = try judge.change(info)
            renames.append(change.own.renames)
            #expect(change.own(filter).changes == walked.changes, "\(info.subject)")
            let version = try judge.manifests.effectiveManifest(
                at: id, firstParent: info.parents.first, under: workspace.configuration)
            // Every path, and (as §8 reads a commit with source roots) the roots' folders only.
            for scope in [ListingScope.everything, ListingScope(roots: ["beebox/"])] {
                let whole = try judge.whole(info, id: id, scope: scope, version: version)
                #expect(CommitChange.filtered(whole.own, filter) == change.own(filter), "\(info.subject), \(scope)")
            }
            compared += 1
        }
        #expect(compared == 4)
        // The two moves, each in its own commit; the topic commit and the merge rename nothing.
        #expect(renames.filter(\.isEmpty).count == 2)
        #expect(
            Set(renames.flatMap { $0 })
                == [FileRename(from: Self.side, to: "moved.ts"), FileRename(from: "other/a.txt", to: Self.side)])
    }
}
