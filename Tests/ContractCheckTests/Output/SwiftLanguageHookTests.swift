import Foundation
import Testing

/// `.pre-commit-hooks.yaml`'s `language: swift` hooks under the real pre-commit framework (from
/// PyPI): the framework clones a package at `rev`, builds it with `swift build -c release` in its
/// own store and puts the product it built on PATH — the built contract-check of the tests is not
/// on PATH.
///
/// What this proves is the framework's swift route: this repository's hooks file (ids, entries,
/// stages), installed by `pre-commit install --install-hooks`, built by the framework and gating
/// a commit. So by default the package the framework builds is a stand-in: the real
/// `.pre-commit-hooks.yaml` and a one-file `contract-check` product that execs the contract-check
/// these tests built (under the sanitizers, the sanitized one), which builds in seconds where the
/// whole package took 283 s of the suite's wall time. That the package itself builds with
/// `swift build -c release` is what every release build proves (`scripts/package`, run by
/// `scripts/test-release`); `CONTRACT_CHECK_FRAMEWORK_BUILDS_PACKAGE=1` makes the framework build
/// the whole package here as before.
///
/// The framework's store (PRE_COMMIT_HOME) lives in `.build/pre-commit-home`: the package is
/// committed with fixed dates at a fixed path, so sources that did not change give the same
/// commit and the build is reused.
@Suite(.enabled(if: PythonOracles.shouldRun, "the pre-commit framework is not installed (scripts/setup-python failed)"))
struct SwiftLanguageHookTests {
    /// Whether the framework builds the whole package rather than the stand-in.
    static let buildsThePackage = ProcessInfo.processInfo.environment["CONTRACT_CHECK_FRAMEWORK_BUILDS_PACKAGE"] == "1"

    /// The package the framework builds, committed in `.build/pre-commit-package`: the hooks file
    /// always, then the stand-in or the whole package (`buildsThePackage`).
    static func packageRepository() throws -> (url: String, rev: String) {
        let root = TempGitRepo.packageRoot
        let path = root + "/.build/pre-commit-package"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: root + "/.pre-commit-hooks.yaml", toPath: path + "/.pre-commit-hooks.yaml")
        if buildsThePackage {
            try copyThePackage(to: path)
        } else {
            try writeStandIn(to: path, running: TempGitRepo.binary)
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

    /// The package as the working tree has it (sources and manifest; the test targets as stubs,
    /// since the framework builds only the product).
    static func copyThePackage(to path: String) throws {
        let root = TempGitRepo.packageRoot
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(atPath: root + "/" + item, toPath: path + "/" + item)
        }
        for target in ["AnchorManifestTests", "ContractCheckTests"] {
            try FileManager.default.createDirectory(
                atPath: path + "/Tests/" + target, withIntermediateDirectories: true)
            try "// A stub: the pre-commit framework builds the product only.\n"
                .write(toFile: path + "/Tests/\(target)/Stub.swift", atomically: true, encoding: .utf8)
        }
    }

    /// A package whose one product, `contract-check` (the name the hooks' `entry` runs), execs
    /// `binary` with the arguments it was given.
    static func writeStandIn(to path: String, running binary: String) throws {
        try FileManager.default.createDirectory(
            atPath: path + "/Sources/contract-check", withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "contract-check-stand-in",
            targets: [.executableTarget(name: "contract-check")]
        )

        """.write(toFile: path + "/Package.swift", atomically: true, encoding: .utf8)
        try """
        #if canImport(Glibc)
            import Glibc
        #elseif canImport(Darwin)
            import Darwin
        #endif

        // The contract-check the tests built, run with this process's arguments.
        let binary = "\(binary)"
        var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) }
        argv[0] = strdup(binary)
        argv.append(nil)
        execv(binary, argv)
        perror(binary)
        exit(127)

        """.write(toFile: path + "/Sources/contract-check/main.swift", atomically: true, encoding: .utf8)
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
