import Foundation
import Testing

/// contract-check under the hook managers people already use, in real repositories: the
/// pre-commit framework from PyPI driving `.pre-commit-hooks.yaml`, and husky's hook files
/// (husky itself is an npm package; its runner is a one-line shell wrapper, reproduced here).
@Suite(.enabled(if: PythonOracles.shouldRun, "the pre-commit framework is not installed (scripts/setup-python failed)"))
struct HookManagerTests {
    /// The lines docs/integrations.md gives for `.husky/pre-commit` and `.husky/commit-msg`.
    static let huskyPreCommit = "contract-check hook pre-commit"
    static let huskyCommitMsg = "contract-check hook commit-msg \"$1\""

    /// The environment with the built contract-check and the venv's tools on PATH, and the
    /// pre-commit framework's cache inside the sandbox.
    static func environment(_ repo: TempGitRepo) -> [String: String] {
        let binaryDirectory = URL(fileURLWithPath: TempGitRepo.binary).deletingLastPathComponent().path
        return [
            "PATH": "\(binaryDirectory):\(PythonOracles.bin):\(repo.environment["PATH"] ?? "/usr/bin:/bin")",
            "PRE_COMMIT_HOME": repo.sandbox + "/pre-commit-home",
        ]
    }

    /// `.pre-commit-hooks.yaml`'s `language: system` hooks as a `repo: local` configuration,
    /// unchanged (the `language: swift` ones build the repository they come from, which a
    /// `repo: local` entry is not: `SwiftLanguageHookTests` runs those).
    static func localConfiguration() throws -> String {
        let file = try String(contentsOfFile: TempGitRepo.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let entries = file.components(separatedBy: "\n- id: ").dropFirst().map { "- id: " + $0 }
        let hooks = entries.filter { $0.contains("\n  language: system\n") }.joined(separator: "\n")
        let indented = hooks.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
        return "repos:\n  - repo: local\n    hooks:\n" + indented.joined(separator: "\n")
    }

    /// The pre-commit framework installs its own hooks; a commit that changes an anchor without
    /// the document is refused by the commit-msg stage, and passes with the trailer.
    @Test func thePreCommitFrameworkRunsBothStagesOnARealCommit() throws {
        try PythonOracles.ensureAvailable()
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        try repo.write(".pre-commit-config.yaml", try Self.localConfiguration())
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "initial"])
        let env = Self.environment(repo)
        let install = try ProcessRunner.run(
            PythonOracles.bin + "/pre-commit", ["install", "--hook-type", "pre-commit", "--hook-type", "commit-msg"],
            in: repo.root, environment: repo.environment.merging(env) { $1 }, timeout: 120)
        #expect(install.status == 0, "\(install.output)")
        #expect(
            try String(contentsOfFile: repo.root + "/.git/hooks/commit-msg", encoding: .utf8).contains("pre-commit"))

        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["-m", "Change the routes"], env: env)
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.output.contains("contract-check (heads-up)"), "\(blocked.output)")
        #expect(
            blocked.output.contains("contract-check: heads-up:"), "the pre-commit stage is verbose: \(blocked.output)")
        #expect(blocked.output.contains("contract-check (gate)"), "\(blocked.output)")
        #expect(
            blocked.output.contains("[anchor-without-document] Contract anchor \"src/api/routes.ts\" is modified"),
            "\(blocked.output)")
        #expect(try repo.log() == ["initial"])

        let excused = try repo.tryCommit(
            ["-m", "Change the routes\n\nContract-Unchanged: an internal refactor"], env: env)
        #expect(excused.status == 0, "\(excused.output)")
        #expect(try repo.log() == ["Change the routes", "initial"])

        try repo.append("src/shared/types.ts", "export type B = number;")
        try repo.append(ContractFixture.documentPath, "Shared types gained B.")
        try repo.git(["add", "-A"])
        let withDocument = try repo.tryCommit(["-m", "Add B with its contract"], env: env)
        #expect(withDocument.status == 0, "\(withDocument.output)")
    }

    /// husky runs each `.husky/<hook>` file with `sh -e`, from `core.hooksPath=.husky/_`; the
    /// lines of docs/integrations.md in those files gate the commit the same way.
    @Test func theDocumentedHuskyLinesGateACommit() throws {
        let page = try String(contentsOfFile: TempGitRepo.packageRoot + "/docs/integrations.md", encoding: .utf8)
        #expect(page.contains(Self.huskyPreCommit) && page.contains(Self.huskyCommitMsg))
        let repo = try ContractFixture.make(installHooks: false)
        try repo.write(".husky/pre-commit", Self.huskyPreCommit + "\n")
        try repo.write(".husky/commit-msg", Self.huskyCommitMsg + "\n")
        for hook in ["pre-commit", "commit-msg"] {
            let runner = ".husky/_/\(hook)"
            try repo.write(runner, "#!/bin/sh\nexec sh -e \"$(dirname \"$(dirname \"$0\")\")/\(hook)\" \"$@\"\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root + "/" + runner)
        }
        try repo.git(["config", "core.hooksPath", ".husky/_"])
        try repo.git(["add", ".husky"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "husky"])
        let env = Self.environment(repo)
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["-m", "Change the routes"], env: env)
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("contract-check: heads-up:"), "\(blocked.output)")
        #expect(blocked.stderr.contains("[anchor-without-document]"), "\(blocked.output)")
        let excused = try repo.tryCommit(
            ["-m", "Change the routes\n\nContract-Unchanged: an internal refactor"], env: env)
        #expect(excused.status == 0, "\(excused.output)")
    }
}
