import Foundation
import Testing

/// The tripwire end to end: hooks installed by `contract-check install`, real `git commit`.
@Suite struct TripwireHookTests {
    @Test func anchorWithoutDocumentIsBlockedAndNamed() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Change routes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        #expect(result.stderr.contains("docs/contract.md is not part of this commit"))
        #expect(result.stderr.contains("    Contract-Unchanged: <reason>"))
        #expect(try repo.log() == ["initial"])
    }

    @Test func anchorWithDocumentPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "A new route is documented here.")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Change routes and the contract"])
        #expect(result.status == 0, "\(result.output)")
        #expect(try repo.log().first == "Change routes and the contract")
    }

    @Test func trailerWithReasonPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy routes\n\nContract-Unchanged: comment-only change"])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.stderr.contains("error:"))
    }

    /// The hooks suggest `git commit --trailer`; git adds the trailer before commit-msg runs.
    @Test func theSuggestedTrailerOptionPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Tidy routes"])
        #expect(blocked.status == 1)
        #expect(
            blocked.stderr.contains(
                "(git commit -m 'Tidy routes' --trailer 'Contract-Unchanged: <reason>' adds it; your message is "
                    + "kept in .git/COMMIT_EDITMSG, and git commit -e -F .git/COMMIT_EDITMSG reuses it.)"
            ),
            "\(blocked.stderr)")
        let result = try repo.tryCommit(["-m", "Tidy routes", "--trailer", "Contract-Unchanged: comment-only change"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            try repo.git(["log", "-1", "--format=%(trailers:key=Contract-Unchanged,valueonly)"]).stdout
                .trimmingCharacters(in: .newlines) == "comment-only change")
    }

    @Test func trailerWithEmptyReasonIsBlocked() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy routes\n\nContract-Unchanged:   "])
        #expect(result.status == 1)
        #expect(result.stderr.contains("its reason is empty"))
    }

    @Test func trailerInTheBodyButNotTheTrailerBlockIsBlocked() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let message =
            "Tidy routes\n\nContract-Unchanged: this line is in the body\n\nThe last paragraph is prose, not trailers."
        let result = try repo.tryCommit(["-m", message])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[anchor-without-document]"))
    }

    @Test func lowerCaseTrailerKeyPasses() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy routes\n\ncontract-unchanged: comment only"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func directoryPrefixAnchorIsCaught() throws {
        let repo = try ContractFixture.make()
        try repo.write("src/shared/deep/new-file.ts", "export {};\n")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Add a shared file"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\"src/shared/deep/new-file.ts\" is added"))
        #expect(result.stderr.contains("listed in the anchor manifest as \"src/shared/\""))
    }

    @Test func renamedAnchorIsCaughtByItsOldPath() throws {
        let repo = try ContractFixture.make()
        try repo.git(["mv", "src/api/routes.ts", "src/api/renamed-routes.ts"])
        let result = try repo.tryCommit(["-m", "Rename routes"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Contract anchor \"src/api/routes.ts\" is renamed to \"src/api/renamed-routes.ts\" "
                    + "without the contract document"), "\(result.stderr)")
        #expect(
            result.stderr.contains("    R src/api/routes.ts → src/api/renamed-routes.ts\n"),
            "the heads-up shows the rename")
        #expect(
            result.stderr.components(separatedBy: "[anchor-without-document]").count - 1 == 1, "one change, one finding"
        )
    }

    @Test func renameIntoAPrefixIsCaughtByItsNewPath() throws {
        let repo = try ContractFixture.make()
        try repo.git(["mv", "README.md", "src/shared/README.md"])
        let result = try repo.tryCommit(["-m", "Move the readme"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\"src/shared/README.md\" is added (renamed from \"README.md\")"), "\(result.stderr)"
        )
        #expect(result.stderr.contains("    R README.md → src/shared/README.md\n"))
    }

    @Test func deletedAnchorIsCaught() throws {
        let repo = try ContractFixture.make()
        try repo.git(["rm", "-q", "ios/App/Bridge.swift"])
        let result = try repo.tryCommit(["-m", "Drop the bridge"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\"ios/App/Bridge.swift\" is deleted"))
        #expect(result.stderr.contains("under \"Native shell\""))
    }

    @Test func nonAnchorChangePassesSilently() throws {
        let repo = try ContractFixture.make()
        try repo.append("README.md", "More words.")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-q", "-m", "Docs"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "expected silence, got: \(result.output)")
    }

    @Test func initialCommitWithAnchorsAndDocumentPasses() throws {
        let repo = try ContractFixture.make(commit: false)
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "initial"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func initialCommitWithAnchorsButNoDocumentCannotCheck() throws {
        let repo = try ContractFixture.make(commit: false)
        try repo.git(["add", "src/api/routes.ts", ".contract-check"])
        let result = try repo.tryCommit(["-m", "initial"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "contract-check: error: The contract document \"docs/contract.md\" does not exist in the index."))
    }

    @Test func partialCommitLeavingTheDocumentOutIsBlocked() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "Documented, but not part of this commit.")
        try repo.git(["add", "docs/contract.md"])
        let result = try repo.tryCommit(["-m", "Only routes", "--", "src/api/routes.ts"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
    }

    @Test func commitAllPicksUpTheDocument() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "Documented.")
        let result = try repo.tryCommit(["-a", "-m", "Routes and contract"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func linkedWorktreeSharesTheHooks() throws {
        let repo = try ContractFixture.make()
        let worktree = repo.sandbox + "/linked"
        try repo.git(["worktree", "add", "-q", worktree, "-b", "feature"])
        try "export const x = 2;\n".write(toFile: worktree + "/src/api/routes.ts", atomically: true, encoding: .utf8)
        try repo.git(["add", "-A"], in: worktree)
        let blocked = try repo.git(["commit", "-m", "In a worktree"], in: worktree, check: false)
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("[anchor-without-document]"))
        let passed = try repo.git(
            ["commit", "-m", "In a worktree\n\nContract-Unchanged: test"], in: worktree, check: false)
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test func hooksPathIsWhereInstallWrites() throws {
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        try repo.git(["config", "core.hooksPath", ".githooks"])
        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0, "\(install.output)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.root + "/.githooks/commit-msg"))
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.git/hooks/commit-msg"))
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Change"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[anchor-without-document]"))
    }

    @Test func commentLinesAndScissorsAreRemovedBeforeReadingTrailers() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        // The editor leaves the trailer only in a comment and below the scissors line.
        let editor = try makeEditor(
            repo,
            """
            Change routes

            # Contract-Unchanged: commented out, does not count
            # ------------------------ >8 ------------------------
            Contract-Unchanged: below the scissors, does not count
            """)
        let blocked = try repo.tryCommit(["-v"], env: ["GIT_EDITOR": editor])
        #expect(blocked.status == 1, "\(blocked.output)")
        let passingEditor = try makeEditor(
            repo,
            """
            Change routes

            Contract-Unchanged: a real trailer
            # Please enter the commit message for your changes.
            # ------------------------ >8 ------------------------
            diff --git a/x b/x
            """)
        let passed = try repo.tryCommit(["-v"], env: ["GIT_EDITOR": passingEditor])
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test func coreCommentCharIsHonoured() throws {
        let repo = try ContractFixture.make()
        try repo.git(["config", "core.commentChar", ";"])
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        // With ';' as the comment character, a ';' line is a comment and a '#' line is text.
        let commented = try makeEditor(repo, "Change\n\n; Contract-Unchanged: commented out\n")
        #expect(try repo.tryCommit([], env: ["GIT_EDITOR": commented]).status == 1)
        let hashLine = try makeEditor(repo, "Change\n\nContract-Unchanged: real\n# not a comment under ';'\n")
        let blockedByHash = try repo.tryCommit([], env: ["GIT_EDITOR": hashLine])
        #expect(blockedByHash.status == 1, "a '#' line that is text ends the trailer block: \(blockedByHash.output)")
        let real = try makeEditor(repo, "Change\n\nContract-Unchanged: real\n; a comment after it\n")
        let passed = try repo.tryCommit([], env: ["GIT_EDITOR": real])
        #expect(passed.status == 0, "\(passed.output)")
    }

    /// An editor script that replaces the message with `text`.
    private func makeEditor(_ repo: TempGitRepo, _ text: String) throws -> String {
        let path = repo.sandbox + "/editor-\(UUID().uuidString).sh"
        let messageFile = path + ".msg"
        try text.write(toFile: messageFile, atomically: true, encoding: .utf8)
        try "#!/bin/sh\ncat '\(messageFile)' > \"$1\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
