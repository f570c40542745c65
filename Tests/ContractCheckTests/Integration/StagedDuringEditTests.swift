import Foundation
import Testing

/// git writes the commit's tree before it opens the editor, and the commit-msg hook runs after
/// the editor: what is staged while the message is being written is not part of the commit.
/// pre-commit records the index it saw; commit-msg judges that record (issue 11, item 3).
@Suite struct StagedDuringEditTests {
    /// The scenario: the anchor staged, the commit started with an editor, and the
    /// document staged (as the heads-up advises) while the message is being written.
    @Test func documentStagedDuringTheEditIsNotPartOfTheCommit() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        try repo.append("docs/contract.md", "A new route is documented here.")
        let editor = try makeEditor(repo, stage: "docs/contract.md", message: "Change routes\n")
        let result = try repo.tryCommit([], env: ["GIT_EDITOR": editor])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        #expect(result.stderr.contains("docs/contract.md was staged while the commit message was being written"))
        #expect(result.stderr.contains("Run the commit again (docs/contract.md is staged now), or, if"))
        #expect(try repo.log() == ["initial"])
        // The document stays staged, so committing again (the message is kept) passes.
        let again = try repo.tryCommit(["-F", repo.root + "/.git/COMMIT_EDITMSG"])
        #expect(again.status == 0, "\(again.output)")
        #expect(
            try repo.git(["show", "--name-only", "--format=", "HEAD"]).stdout
                == "docs/contract.md\nsrc/api/routes.ts\n")
    }

    /// An amend is judged the same way: the amended commit holds what was staged when it started.
    @Test func documentStagedDuringAnAmendIsNotPartOfIt() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        #expect(try repo.tryCommit(["-m", "Change routes\n\nContract-Unchanged: for now"]).status == 0)
        try repo.append("docs/contract.md", "A new route is documented here.")
        let editor = try makeEditor(repo, stage: "docs/contract.md", message: "Change routes\n")
        let result = try repo.tryCommit(["--amend"], env: ["GIT_EDITOR": editor])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        #expect(result.stderr.contains("docs/contract.md was staged while the commit message was being written"))
        #expect(try repo.log() == ["Change routes", "initial"])
    }

    /// A linked worktree has its own index and keeps its record in its own git directory.
    @Test func aLinkedWorktreeIsJudgedOnItsOwnRecord() throws {
        let repo = try ContractFixture.make()
        try repo.git(["worktree", "add", "-q", repo.sandbox + "/wt"])
        let worktree = repo.sandbox + "/wt"
        try "export const routes = [];\nexport const more = 1;\n"
            .write(toFile: worktree + "/src/api/routes.ts", atomically: true, encoding: .utf8)
        try repo.git(["add", "src/api/routes.ts"], in: worktree)
        try (ContractFixture.document + "\nA new route.\n")
            .write(toFile: worktree + "/docs/contract.md", atomically: true, encoding: .utf8)
        let editor = repo.sandbox + "/worktree-editor.sh"
        let script =
            "#!/bin/sh\n(cd '\(worktree)' && env -u GIT_INDEX_FILE git add docs/contract.md) || exit 3\n"
            + "echo msg > \"$1\"\n"
        try script.write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let result = try repo.git(["commit"], in: worktree, env: ["GIT_EDITOR": editor], check: false)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("docs/contract.md was staged while the commit message was being written"))
        let records = try FileManager.default.contentsOfDirectory(
            atPath: repo.root + "/.git/worktrees/wt/contract-check")
        #expect(records == [], "commit-msg removes its record: \(records)")
    }

    /// The control: the document staged before the commit starts passes, with the same editor.
    @Test func documentStagedBeforeTheCommitPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "A new route is documented here.")
        try repo.git(["add", "src/api/routes.ts", "docs/contract.md"])
        let editor = try makeEditor(repo, stage: "docs/contract.md", message: "Change routes\n")
        let result = try repo.tryCommit([], env: ["GIT_EDITOR": editor])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.stderr.contains("was staged while"))
        #expect(try repo.log().first == "Change routes")
    }

    /// A change staged during the edit that does not matter to the verdict is named in a note;
    /// the commit passes on what git commits.
    @Test func anUnrelatedFileStagedDuringTheEditIsNamedInANote() throws {
        let repo = try ContractFixture.make()
        try repo.append("README.md", "More prose.")
        try repo.git(["add", "README.md"])
        try repo.write("notes.txt", "later\n")
        let editor = try makeEditor(repo, stage: "notes.txt", message: "Prose\n")
        let result = try repo.tryCommit([], env: ["GIT_EDITOR": editor])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stderr.contains("notes.txt was staged while the commit message was being written"))
        #expect(try repo.git(["show", "--name-only", "--format=", "HEAD"]).stdout == "README.md\n")
    }

    /// A record left by an earlier commit that was abandoned in the editor is never used: the
    /// next commit, whose pre-commit does not run (the hook is gone), is judged on the index.
    @Test func aRecordFromAnAbandonedCommitIsNotUsed() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "A new route is documented here.")
        try repo.git(["add", "-A"])
        // An editor that fails: git abandons the commit before commit-msg runs.
        let abandon = repo.sandbox + "/failing-editor.sh"
        try "#!/bin/sh\nexit 1\n".write(toFile: abandon, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: abandon)
        #expect(try repo.tryCommit([], env: ["GIT_EDITOR": abandon]).status == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: repo.root + "/.git/contract-check")
        #expect(left.contains { $0.hasPrefix("staged-") }, "pre-commit left its record: \(left)")
        try repo.git(["reset", "-q", "docs/contract.md"])
        try FileManager.default.removeItem(atPath: repo.root + "/.git/hooks/pre-commit")
        let result = try repo.tryCommit(["-m", "Change routes"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
    }

    /// A damaged or forged record is ignored, never trusted: the editor swaps the saved index
    /// for one that holds the document, or overwrites the record; the commit-msg hook judges
    /// the index as it is (the behaviour without a record), which holds only the anchor.
    @Test(arguments: [
        "cp .git/index \"$s/alt\" && GIT_INDEX_FILE=\"$s/alt\" git add docs/contract.md"
            + " && for f in .git/contract-check/staged-*.index; do rm \"$f\" && cp \"$s/alt\" \"$f\"; done",
        "for f in .git/contract-check/staged-*[0-9]; do printf 'contract-check staged record v1\\n' > \"$f\"; done",
    ])
    func aForgedRecordIsIgnored(forgery: String) throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        try repo.append("docs/contract.md", "A new route is documented here.")
        let path = repo.sandbox + "/forging-editor.sh"
        let script =
            "#!/bin/sh\ns='\(repo.sandbox)'\nunset GIT_INDEX_FILE\n\(forgery) || exit 3\n"
            + "echo 'Change routes' > \"$1\"\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        let result = try repo.tryCommit([], env: ["GIT_EDITOR": path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        #expect(!result.stderr.contains("was staged while"))
    }

    /// `git commit -a` and a path-list commit lock the index while the editor is open, so
    /// nothing can be staged during the edit; the record agrees with the index.
    @Test func commitAllIsJudgedAsBefore() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let editor = try makeEditor(repo, stage: nil, message: "Change routes\n")
        let result = try repo.tryCommit(["-a"], env: ["GIT_EDITOR": editor])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        #expect(!result.stderr.contains("was staged while"))
        let records = try FileManager.default.contentsOfDirectory(atPath: repo.root + "/.git/contract-check")
        #expect(records.filter { $0.hasPrefix("staged-") } == [], "commit-msg removes its record: \(records)")
    }

    /// An editor script that stages `stage` (when given) from the working tree, as a user in
    /// another terminal would, then writes `message`.
    private func makeEditor(_ repo: TempGitRepo, stage: String?, message: String) throws -> String {
        let path = repo.sandbox + "/editor-\(UUID().uuidString).sh"
        let messageFile = path + ".msg"
        try message.write(toFile: messageFile, atomically: true, encoding: .utf8)
        let add = stage.map { "(cd '\(repo.root)' && env -u GIT_INDEX_FILE git add '\($0)') || exit 3\n" } ?? ""
        try "#!/bin/sh\n\(add)cat '\(messageFile)' > \"$1\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
