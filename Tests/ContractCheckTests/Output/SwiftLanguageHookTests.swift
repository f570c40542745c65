import Foundation
import Testing

/// `.pre-commit-hooks.yaml`'s `language: swift` hooks under the real pre-commit framework (from
/// PyPI): the framework clones this package, builds it with `swift build -c release` and runs the
/// product it built — the built contract-check of the tests is not on PATH.
///
/// The build is slow, so this is the one test that makes it, and the framework's store
/// (PRE_COMMIT_HOME) lives in `.build/pre-commit-home`: the package is committed with fixed dates
/// at a fixed path, so sources that did not change give the same commit and the build is reused.
@Suite(.enabled(if: PythonOracles.shouldRun, "the pre-commit framework is not installed (scripts/setup-python failed)"))
struct SwiftLanguageHookTests {
    /// The package as the working tree has it (sources, manifest, hooks file; the test targets as
    /// stubs, since the framework builds only the product), committed in `.build/pre-commit-package`.
    static func packageRepository() throws -> (url: String, rev: String) {
        let root = TempGitRepo.packageRoot
        let path = root + "/.build/pre-commit-package"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for item in ["Package.swift", ".pre-commit-hooks.yaml", "Sources"] {
            try FileManager.default.copyItem(atPath: root + "/" + item, toPath: path + "/" + item)
        }
        for target in ["AnchorManifestTests", "ContractCheckTests"] {
            try FileManager.default.createDirectory(
                atPath: path + "/Tests/" + target, withIntermediateDirectories: true)
            try "// A stub: the pre-commit framework builds the product only.\n"
                .write(toFile: path + "/Tests/\(target)/Stub.swift", atomically: true, encoding: .utf8)
        }
        let repo = try TempGitRepo()
        try repo.git(["init", "-q", "-b", "main"], in: path)
        try repo.git(["add", "-A"], in: path)
        try repo.git(
            ["-c", "user.name=contract-check", "-c", "user.email=tests@example.com", "commit", "-q", "-m", "package"],
            in: path)
        let rev = try repo.git(["rev-parse", "HEAD"], in: path).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return ("file://" + path, rev)
    }

    @Test func theFrameworkBuildsThePackageAndGatesACommit() throws {
        try PythonOracles.ensureAvailable()
        let package = try Self.packageRepository()
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        try repo.write(
            ".pre-commit-config.yaml",
            """
            repos:
              - repo: \(package.url)
                rev: \(package.rev)
                hooks:
                  - id: contract-check-pre-commit-swift
                  - id: contract-check-commit-msg-swift

            """)
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "initial"])
        // PATH without any folder of the package's own builds: the hooks must run what the
        // framework built.
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .filter { !$0.contains("/.build") }.joined(separator: ":")
        let env = [
            "PATH": PythonOracles.bin + ":" + path,
            "PRE_COMMIT_HOME": TempGitRepo.packageRoot + "/.build/pre-commit-home",
        ]
        let environment = repo.environment.merging(env) { $1 }
        let install = try ProcessRunner.run(
            PythonOracles.bin + "/pre-commit",
            ["install", "--install-hooks", "--hook-type", "pre-commit", "--hook-type", "commit-msg"],
            in: repo.root, environment: environment, timeout: 3600)
        #expect(install.status == 0, "\(install.output)")

        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["-m", "Change the routes"], env: env)
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.output.contains("[anchor-without-document] Contract anchor \"src/api/routes.ts\" is modified"),
            "\(blocked.output)")
        #expect(try repo.log() == ["initial"])
        let excused = try repo.tryCommit(
            ["-m", "Change the routes\n\nContract-Unchanged: an internal refactor"], env: env)
        #expect(excused.status == 0, "\(excused.output)")
        #expect(try repo.log() == ["Change the routes", "initial"])
    }
}
