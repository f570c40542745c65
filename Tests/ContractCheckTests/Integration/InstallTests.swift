import Foundation
import Testing

@testable import ContractCheck

/// `contract-check install`: where hooks go, and what happens to hooks it did not write.
@Suite struct InstallTests {
    @Test func theEmbeddedShimIsTheFileInHooks() throws {
        let file = try String(contentsOfFile: TempGitRepo.packageRoot + "/hooks/shim", encoding: .utf8)
        #expect(HookShims.source == file, "run scripts/generate-hook-shims.py")
    }

    /// One template serves both hooks: only the hook's name differs between them.
    @Test func eachHookIsTheTemplateWithItsName() throws {
        let preCommit = try #require(HookShims.template("pre-commit"))
        let commitMsg = try #require(HookShims.template("commit-msg"))
        #expect(!preCommit.contains(HookShims.hookPlaceholder))
        #expect(preCommit.hasSuffix("exec \"$CONTRACT_CHECK\" hook pre-commit \"$@\"\n"))
        #expect(commitMsg.hasSuffix("exec \"$CONTRACT_CHECK\" hook commit-msg \"$@\"\n"))
        #expect(commitMsg.replacingOccurrences(of: "commit-msg", with: "pre-commit") == preCommit)
        #expect(HookShims.template("post-commit") == nil)
    }

    @Test func refusesAForeignHookUnlessToldAndChainsOrReplaces() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let foreign = "#!/bin/sh\necho foreign-hook-ran >&2\nexit 0\n"
        try repo.write(".git/hooks/commit-msg", foreign)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: repo.root + "/.git/hooks/commit-msg")

        let refused = try repo.contractCheck(["install"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("was not written by contract-check; left alone"))
        #expect(try repo.read(".git/hooks/commit-msg") == foreign)
        #expect(refused.stdout.contains("installed pre-commit hook"))

        let chained = try repo.contractCheck(["install", "--chain"])
        #expect(chained.status == 0, "\(chained.output)")
        #expect(try repo.read(".git/hooks/commit-msg.pre-contract-check") == foreign)
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.stderr.contains("foreign-hook-ran"), "the chained hook runs first")
        #expect(blocked.stderr.contains("[anchor-without-document]"))

        let again = try repo.contractCheck(["install"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("updated commit-msg hook"))

        try repo.write(".git/hooks/pre-commit", foreign)
        let replaced = try repo.contractCheck(["install", "--force"])
        #expect(replaced.status == 0)
        #expect(try repo.read(".git/hooks/pre-commit.replaced-by-contract-check") == foreign)
        #expect(try repo.read(".git/hooks/pre-commit").contains(HookShims.marker))
    }

    @Test func theShimFailsLoudlyWhenTheToolIsGone() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let install = try repo.contractCheck(["install", "--executable", repo.sandbox + "/missing/contract-check"])
        #expect(install.status == 0)
        try repo.append("README.md", "change")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Any commit"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("contract-check: not found at"))
    }

    @Test func huskyHooksPathIsUsed() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["config", "core.hooksPath", ".husky"])
        let install = try repo.contractCheck(["install", "--hook", "commit-msg"])
        #expect(install.status == 0)
        #expect(install.stdout.contains(repo.root + "/.husky/commit-msg"))
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.husky/pre-commit"))
        // A relative hooksPath is per worktree: uncommitted shims are worth a warning.
        #expect(install.stderr.contains("warning: core.hooksPath \".husky\" is relative"), "\(install.stderr)")
        #expect(install.stderr.contains("(git add .husky/commit-msg)"))
        try repo.git(["add", ".husky/commit-msg"])
        try repo.git(["commit", "-qm", "Commit the hook\n\nContract-Unchanged: tooling"])
        // Committed, a linked worktree runs it.
        let again = try repo.contractCheck(["install", "--hook", "commit-msg"])
        #expect(!again.stderr.contains("is relative"), "\(again.stderr)")
        let worktree = repo.sandbox + "/linked"
        try repo.git(["worktree", "add", "-q", "-b", "linked", worktree])
        try "// change\n".write(toFile: worktree + "/src/api/routes.ts", atomically: true, encoding: .utf8)
        let blocked = try repo.git(["commit", "-qam", "From the worktree"], in: worktree, check: false)
        #expect(blocked.status == 1, "\(blocked.output)")
    }

    /// Installing where the hooks cannot check yet (no configuration) says so at once.
    @Test func installWithoutAConfigurationWarns() throws {
        let repo = try TempGitRepo()
        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0)
        #expect(install.stderr.contains("warning: the hooks cannot check yet"), "\(install.stderr)")
        #expect(install.stderr.contains("No configuration"))
    }
}
