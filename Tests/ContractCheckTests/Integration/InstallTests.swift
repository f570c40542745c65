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

    /// Saved hooks are never lost (issue 17, item 2): a second `--chain` or `--force` after
    /// another tool rewrote the hook keeps every copy, numbered, and chaining runs the latest.
    @Test func reinstallingKeepsEverySavedHook() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let hook = repo.root + "/.git/hooks/commit-msg"
        func foreign(_ name: String) throws {
            try repo.write(".git/hooks/commit-msg", "#!/bin/sh\necho \(name)-ran >&2\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        }
        try foreign("first")
        #expect(try repo.contractCheck(["install", "--chain"]).status == 0)
        try foreign("second")
        let again = try repo.contractCheck(["install", "--chain"])
        #expect(again.status == 0, "\(again.output)")
        #expect(
            again.stdout.contains(
                "kept the commit-msg hook chained before as \(hook).pre-contract-check.1; it no longer runs"),
            "\(again.output)")
        #expect(try repo.read(".git/hooks/commit-msg.pre-contract-check") == "#!/bin/sh\necho second-ran >&2\n")
        #expect(try repo.read(".git/hooks/commit-msg.pre-contract-check.1") == "#!/bin/sh\necho first-ran >&2\n")
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.stderr.contains("second-ran"), "the latest saved hook runs: \(blocked.output)")
        #expect(!blocked.stderr.contains("first-ran"))
        #expect(blocked.stderr.contains("[anchor-without-document]"))

        try foreign("third")
        #expect(try repo.contractCheck(["install", "--force"]).status == 0)
        try foreign("fourth")
        let forced = try repo.contractCheck(["install", "--force"])
        #expect(forced.stdout.contains("(the old one is \(hook).replaced-by-contract-check.1)"), "\(forced.output)")
        #expect(try repo.read(".git/hooks/commit-msg.replaced-by-contract-check") == "#!/bin/sh\necho third-ran >&2\n")
        #expect(
            try repo.read(".git/hooks/commit-msg.replaced-by-contract-check.1") == "#!/bin/sh\necho fourth-ran >&2\n")
        #expect(try repo.read(".git/hooks/commit-msg.pre-contract-check.1") == "#!/bin/sh\necho first-ran >&2\n")
    }

    /// Only the shim's exact header line makes a hook contract-check's: one that merely
    /// mentions `contract-check-shim` is refused like any other.
    @Test func aHookMentioningTheMarkerIsNotAShim() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let text = "#!/bin/sh\n# adapted from contract-check-shim v1 (commit-msg)\nnpm run check\n"
        try repo.write(".git/hooks/commit-msg", text)
        let install = try repo.contractCheck(["install", "--hook", "commit-msg"])
        #expect(install.status == 1, "\(install.output)")
        #expect(install.stderr.contains("was not written by contract-check; left alone"))
        #expect(try repo.read(".git/hooks/commit-msg") == text)
        #expect(HookShims.isShim(try #require(HookShims.template("commit-msg")), hook: "commit-msg"))
        #expect(!HookShims.isShim(try #require(HookShims.template("commit-msg")), hook: "pre-commit"))
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

    /// Installing where there is no configuration says what the hooks check there: the
    /// LINT.IfChange blocks alone. The installed hooks then block a block changed without its
    /// target in a real `git commit`, and let a waived one through.
    @Test func installWithoutAConfigurationChecksBlocks() throws {
        let repo = try TempGitRepo()
        let python = { (value: Int) in
            "# LINT.IfChange(limits)\nMAX = \(value)\n# LINT.ThenChange(//web/limits.ts:limits)\n"
        }
        try repo.write("app/limits.py", python(25))
        try repo.write("web/limits.ts", "// LINT.IfChange(limits)\nexport const MAX = 25;\n// LINT.ThenChange()\n")
        try repo.commitAll("Base")
        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0)
        #expect(install.stderr.contains("note: no contract document is configured"), "\(install.stderr)")
        #expect(!install.stderr.contains("warning:"), "\(install.stderr)")
        try repo.write("app/limits.py", python(30))
        let blocked = try repo.tryCommit(["-qam", "One side"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("app/limits.py:1: error: [ifchange-unsynced]"), "\(blocked.stderr)")
        #expect(
            blocked.stderr.contains("contract-check: commit blocked: LINT.IfChange (1 error)."), "\(blocked.stderr)")
        let check = try repo.contractCheck(["check", "-m", "One side"])
        #expect(check.status == 0, "nothing is staged yet: \(check.output)")
        let waived = try repo.tryCommit(["-qam", "One side", "-m", "NO_IFTTT=the web follows in the next release"])
        #expect(waived.status == 0, "\(waived.output)")
        try repo.write("app/limits.py", python(31))
        let invisible = try repo.tryCommit(["-qam", "One side", "-m", "NO_IFTTT=\u{200B}"])
        #expect(invisible.status == 1, "a reason nobody can see waives nothing: \(invisible.output)")
        try repo.write("web/limits.ts", "// LINT.IfChange(limits)\nexport const MAX = 31;\n// LINT.ThenChange()\n")
        #expect(try repo.tryCommit(["-qam", "Both sides"]).status == 0)
    }
}
