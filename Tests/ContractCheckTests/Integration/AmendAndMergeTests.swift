import Foundation
import Testing

/// What counts in an amend and in a merge.
@Suite struct AmendAndMergeTests {
    @Test func amendingACommitThatCarriedTheDocumentPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const a = 1;")
        try repo.append("docs/contract.md", "Routes documented.")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Routes with the document"])
        // Another anchor change on top, amended into the commit that already has the document.
        try repo.append("ios/App/Bridge.swift", "let more = 2")
        try repo.git(["add", "-A"])
        for arguments in [
            ["--amend", "--no-edit"], ["--amend", "-m", "Routes and bridge with the document"],
            ["--ame", "-qm", "abbreviated"],
        ] {
            let result = try repo.tryCommit(arguments)
            #expect(result.status == 0, "\(arguments): \(result.output)")
        }
    }

    @Test func amendingAwayTheTrailerIsBlocked() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Comment\n\nContract-Unchanged: comment only"])
        // Nothing staged on top: the amended commit still changes the anchor, now without a reason.
        let result = try repo.tryCommit(["--amend", "-m", "Comment, reworded without the trailer"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("This is an --amend"))
        #expect(result.stderr.contains("\"src/api/routes.ts\" is modified"))
    }

    /// The dashed form runs the same git: `$(git --exec-path)/git-commit --amend`.
    @Test func theDashedFormIsAnAmendToo() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Comment\n\nContract-Unchanged: comment only"])
        let execPath = try repo.git(["--exec-path"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try ProcessRunner.run(
            execPath + "/git-commit", ["--amend", "-m", "Reworded without the trailer"],
            in: repo.root, environment: repo.environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("This is an --amend"), "\(result.stderr)")
        #expect(try repo.log().first == "Comment")
    }

    @Test func aMessageThatMerelyMentionsAmendIsNotAnAmend() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const a = 1;")
        try repo.append("docs/contract.md", "Routes documented.")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "With the document"])
        try repo.append("ios/App/Bridge.swift", "let more = 2")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "--amend"])
        #expect(result.status == 1, "-m --amend is a message; the bridge change has no document")
    }

    @Test func rebaseRewordIsJudgedAsAnAmend() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Comment\n\nContract-Unchanged: comment only"])
        try repo.append("README.md", "more")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Docs"])
        // Reword the anchor commit and drop its trailer: the reword runs the hook and is blocked.
        let editor = repo.sandbox + "/reword.sh"
        try "#!/bin/sh\nprintf 'Comment, trailer dropped\\n' > \"$1\"\n".write(
            toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let result = try repo.git(
            ["rebase", "-i", "HEAD~2"],
            env: ["GIT_SEQUENCE_EDITOR": "sed -i '1s/^pick/reword/'", "GIT_EDITOR": editor], check: false)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("[anchor-without-document]"))
        try repo.git(["rebase", "--abort"], check: false)
    }

    @Test func aResolvedConflictIsJudgedByWhatTheMergeItselfChanged() throws {
        let repo = try ContractFixture.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write("src/api/routes.ts", "export const routes = ['feature'];\n")
        try repo.git(["commit", "-qam", "Feature routes\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "main"])
        try repo.write("src/api/routes.ts", "export const routes = ['main'];\n")
        try repo.append("docs/contract.md", "Main documents its routes.")
        try repo.git(["commit", "-qam", "Main routes with the document"])
        let merge = try repo.git(["merge", "feature"], check: false)
        #expect(merge.status == 1, "a conflict is expected")
        // The resolution is new content in an anchor: it needs the document or a trailer.
        try repo.write("src/api/routes.ts", "export const routes = ['main', 'feature'];\n")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["--no-edit"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("\"src/api/routes.ts\" is modified"))
        // The advice fits a merge being concluded.
        #expect(
            blocked.stderr.contains(
                "Update the document and stage it with the merge (git add docs/contract.md), "
                    + "then conclude the merge again (git commit), or, if"), "\(blocked.stderr)")
        let passed = try repo.tryCommit(["-m", "Merge feature\n\nContract-Unchanged: both route lists kept"])
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test func aCleanMergeOfJudgedCommitsPasses() throws {
        let repo = try ContractFixture.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.append("src/api/routes.ts", "// feature")
        try repo.git(["commit", "-qam", "Feature\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "main"])
        try repo.append("README.md", "main")
        try repo.git(["commit", "-qam", "Main"])
        let merge = try repo.git(["merge", "--no-ff", "-m", "Merge feature", "feature"], check: false)
        #expect(merge.status == 0, "\(merge.output)")
    }

    /// Both sides changed the same anchor in different places: git merges it cleanly, the
    /// merge adds nothing of its own, and it passes; an edit made during the merge does not.
    @Test func aCleanMergeOfOneAnchorChangedOnBothSidesPasses() throws {
        let repo = try ContractFixture.make()
        try repo.write("src/api/routes.ts", "1\n2\n3\n4\n5\n6\n7\n")
        try repo.git(["commit", "-qam", "Lines\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write("src/api/routes.ts", "1\n2\n3\n4\n5\n6\n7 feature\n")
        try repo.git(["commit", "-qam", "Feature end\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "main"])
        try repo.write("src/api/routes.ts", "1 main\n2\n3\n4\n5\n6\n7\n")
        try repo.git(["commit", "-qam", "Main start\n\nContract-Unchanged: test"])
        let merge = try repo.git(["merge", "--no-edit", "feature"], check: false)
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try repo.log().first == "Merge branch 'feature'")
        // The gate over the merge agrees.
        let gate = try repo.contractCheck(["ci", "--base", "HEAD~1", "--include-merges"])
        #expect(gate.status == 0, "\(gate.output)")

        // An evil merge: the same merge, with an edit of its own to the anchor.
        try repo.git(["reset", "-q", "--hard", "HEAD~1"])
        let noCommit = try repo.git(["merge", "--no-commit", "--no-ff", "feature"], check: false)
        #expect(noCommit.status == 0, "\(noCommit.output)")
        try repo.write("src/api/routes.ts", "1 main\n2\n3 evil\n4\n5\n6\n7 feature\n")
        try repo.git(["add", "src/api/routes.ts"])
        let evil = try repo.tryCommit(["--no-edit"])
        #expect(evil.status == 1, "\(evil.output)")
        #expect(evil.stderr.contains("\"src/api/routes.ts\" is modified"), "\(evil.stderr)")
        let bypassed = try repo.tryCommit(["--no-edit", "--no-verify"])
        #expect(bypassed.status == 0)
        let caught = try repo.contractCheck(["ci", "--base", "HEAD~1", "--include-merges"])
        #expect(caught.status == 1, "\(caught.output)")
        #expect(caught.stdout.contains("[anchor-without-document]"))
    }
}
