import Foundation
import Testing

/// When the message is already known at pre-commit because the command reuses one (`--amend
/// --no-edit`, `-C <commit>`), pre-commit reads it and says what commit-msg will decide
/// (issue 20, item 5), through hooks `install` put in place and a real `git commit`.
@Suite struct ReusedMessageTests {
    /// HEAD's message has the trailer: `--amend --no-edit` is settled, not "will block".
    @Test func anAmendWithoutEditThatKeepsTheTrailerIsSettled() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        let first = try repo.tryCommit(["-qam", "Tidy", "--trailer", "Contract-Unchanged: comments only"])
        #expect(first.status == 0, "\(first.output)")
        try repo.append("src/api/routes.ts", "// another comment")
        let amended = try repo.tryCommit(["-qa", "--amend", "--no-edit"])
        #expect(amended.status == 0, "\(amended.output)")
        #expect(
            HookOutputTests.block(amended.stderr, from: "contract-check: heads-up:").last
                == "  Settled by the reused message: the commit-msg hook will let it through (\"Contract-Unchanged: "
                + "comments only\").", "\(amended.stderr)")
        #expect(!amended.stderr.contains("will block"), "\(amended.stderr)")
    }

    /// HEAD's message lacks it: pre-commit says commit-msg will block, with the command that
    /// adds it, and commit-msg does.
    @Test func anAmendWithoutEditThatLacksTheTrailerIsToldItWillBlock() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.commitAll("Tidy", verify: false)
        try repo.append("src/api/routes.ts", "// another comment")
        let blocked = try repo.tryCommit(["-qa", "--amend", "--no-edit"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            HookOutputTests.block(blocked.stderr, from: "contract-check: heads-up:").last
                == "  The reused message lacks Contract-Unchanged: <reason>, so the commit-msg hook will block it: "
                + "update the document (git commit -a commits it with the rest), or add it with git commit -qa "
                + "--amend --no-edit --trailer 'Contract-Unchanged: <reason>'.", "\(blocked.stderr)")
        let passed = try repo.tryCommit([
            "-qa", "--amend", "--no-edit", "--trailer", "Contract-Unchanged: comments only",
        ])
        #expect(passed.status == 0, "\(passed.output)")
        #expect(try repo.log() == ["Tidy", "initial"])
    }

    /// `-C <commit>` reads that commit's message.
    @Test func reusingAnotherCommitsMessageIsRead() throws {
        let repo = try ContractFixture.make()
        try repo.append("README.md", "Words.")
        try repo.commitAll("Words\n\nContract-Unchanged: prose only")
        try repo.append("src/api/routes.ts", "// comment only")
        let reused = try repo.tryCommit(["-qa", "-C", "HEAD"])
        #expect(reused.status == 0, "\(reused.output)")
        #expect(
            reused.stderr.contains(
                "Settled by the reused message: the commit-msg hook will let it through (\"Contract-Unchanged: "
                    + "prose only\")."), "\(reused.stderr)")
    }

    /// `-F <file>` with a relative path names a file from the folder git was started in (a
    /// subfolder here, or the folder `git -C` names): pre-commit reads it as git will, so a file
    /// that carries the trailer is settled and one that lacks it is told it will block.
    @Test func aRelativeMessageFileIsReadFromWhereGitWasStarted() throws {
        let repo = try ContractFixture.make()
        try repo.write("src/settled.txt", "Tidy\n\nContract-Unchanged: comments only\n")
        try repo.write("src/bare.txt", "Tidy\n")
        try repo.append("src/api/routes.ts", "// comment only")
        let bare = try AdviceCommandTests.shell(repo, "git commit -qa -F bare.txt", in: repo.root + "/src")
        #expect(bare.status == 1, "\(bare.output)")
        #expect(
            HookOutputTests.block(bare.stderr, from: "contract-check: heads-up:").last?
                .hasPrefix(
                    "  The message on the command line lacks Contract-Unchanged: <reason>, so the commit-msg "
                        + "hook will block it") == true, "\(bare.stderr)")
        let settled = try AdviceCommandTests.shell(repo, "git commit -qa -F settled.txt", in: repo.root + "/src")
        #expect(settled.status == 0, "\(settled.output)")
        #expect(
            settled.stderr.contains(
                "Settled by the command line: the commit-msg hook will let it through (\"Contract-Unchanged: "
                    + "comments only\")."), "\(settled.stderr)")
        try repo.append("src/api/routes.ts", "// another comment")
        let fromAbove = try AdviceCommandTests.shell(repo, "git -C src commit -qa -F settled.txt")
        #expect(fromAbove.status == 0, "\(fromAbove.output)")
        #expect(fromAbove.stderr.contains("Settled by the command line"), "\(fromAbove.stderr)")
    }
}
