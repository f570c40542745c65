import Foundation
import Testing

@testable import ContractCheck

/// A commit's exact renames are read once (`CommitReader`), as git reads them: after the merge
/// filter, among the paths a merge changes itself (`git show --remerge-diff`), so the hook and
/// `ci` see the same pairs.
@Suite struct MergeRenameTests {
    static let fixture = "beebox/test/mobile-contract/apns-payload.test.ts"
    static let moved = "beebox/test/mobile-contract/moved.ts"

    /// A side branch moves a file of an anchor folder and edits it; the merge puts the file's old
    /// content back at the new path. Against the first parent that is a rename, but the move is
    /// the side's (judged with the side); the merge's own change is the content it wrote at the
    /// new path, an anchor change: blocked by the hook and by `ci` alike, never passed as a
    /// rename the merge did not make.
    @Test func aMergeRestoringAMovedAnchorsContentIsItsOwnChangeNotARename() throws {
        let repo = try ExampleRepo.make()
        let base = try OneJudgeTests.head(repo)
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.git(["mv", Self.fixture, Self.moved])
        try repo.append(Self.moved, "// edited on the side")
        try repo.git(["commit", "-qa", "--no-verify", "-m", "Side: move and edit\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "main"])
        try repo.write("plain.txt", "main\n")
        try repo.git(["add", "plain.txt"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Main"])
        try repo.git(["merge", "-q", "--no-commit", "--no-ff", "side"])
        try repo.write(Self.moved, try repo.git(["show", "\(base):\(Self.fixture)"]).stdout)
        try repo.git(["add", Self.moved])
        let remerge = try repo.git(["diff", "--cached", "--name-status", "-M100%", "HEAD"]).stdout
        #expect(remerge.hasPrefix("R100\t"), "against the first parent git pairs them: \(remerge)")
        let hook = try repo.tryCommit(["--no-edit"])
        #expect(hook.status == 1, "\(hook.output)")
        #expect(hook.stderr.contains("\"\(Self.moved)\" is added"), "\(hook.stderr)")
        #expect(try repo.tryCommit(["--no-edit", "--no-verify"]).status == 0)
        let merge = try OneJudgeTests.head(repo)
        let shown = try repo.git(["show", "--remerge-diff", "--format=", "--name-status", merge]).stdout
        #expect(shown == "M\t\(Self.moved)\n", "git's own change of the merge: \(shown)")
        let ci = try repo.contractCheck(["ci", "--base", base, "--no-constants"])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(
            ci.stdout.contains(
                "\(Self.moved): error: [\(merge.prefix(12))] [anchor-without-document] Contract anchor "
                    + "\"\(Self.moved)\" is added without"), "\(ci.stdout)")
        #expect(ci.stdout.contains("2 passed, 1 blocked"), "\(ci.stdout)")
    }
}
