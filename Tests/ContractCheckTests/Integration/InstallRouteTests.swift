import Foundation
import Testing

@testable import ContractCheck

/// `install` says which route put contract-check on the machine (issue 19): the release archive,
/// the Debian package, a source build or pre-commit, so a team knows whether anyone needs Swift.
struct InstallRouteTests {
    /// A prefix as `tar -xzf contract-check-….tar.gz -C <prefix>` leaves it.
    static func archivePrefix(_ repo: TempGitRepo) throws -> String {
        let prefix = repo.sandbox + "/usr-local"
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/doc/contract-check", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try "contract-check 0.1.0 for Linux\n".write(
            toFile: prefix + "/share/doc/contract-check/INSTALL", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TempGitRepo.binary, toPath: prefix + "/bin/contract-check")
        return prefix
    }

    @Test func theRouteIsTheArchiveASourceBuildOrPreCommitsBuild() throws {
        let repo = try TempGitRepo()
        let prefix = try Self.archivePrefix(repo)
        let cases: [(String, InstallRoute.Origin)] = [
            (prefix + "/bin/contract-check", .archive(prefix: prefix)),
            ("/work/app/.build/release/contract-check", .sourceBuild),
            ("/root/.cache/pre-commit/repoabc/.build/release/contract-check", .preCommitBuild),
            ("/opt/tools/contract-check", .other),
        ]
        for (executable, origin) in cases {
            #expect(InstallRoute.detect(executable: executable, workTree: repo.root).origin == origin, "\(executable)")
        }
    }

    @Test(arguments: [
        ("", InstallRoute.PreCommit.none),
        ("repos:\n  - repo: local\n    hooks:\n      - id: lint\n", .none),
        ("repos:\n  - repo: x\n    hooks:\n      - id: contract-check-commit-msg\n", .system),
        (
            "repos:\n  - repo: local\n    hooks:\n      - id: gate\n        entry: contract-check hook commit-msg\n",
            .system
        ),
        ("repos:\n  - repo: x\n    hooks:\n      - id: contract-check-commit-msg-swift\n", .swift),
    ])
    func thePreCommitRouteComesFromTheConfiguration(config: String, expected: InstallRoute.PreCommit) throws {
        let repo = try TempGitRepo()
        if !config.isEmpty { try repo.write(".pre-commit-config.yaml", config) }
        #expect(
            InstallRoute.detect(executable: "/usr/local/bin/contract-check", workTree: repo.root).preCommit == expected)
    }

    @Test func installSaysTheHooksRunTheArchivesExecutableAndThatPreCommitNeedsNoSwift() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let prefix = try Self.archivePrefix(repo)
        try repo.write(
            ".pre-commit-config.yaml", "repos:\n  - repo: x\n    hooks:\n      - id: contract-check-pre-commit\n")
        let install = try repo.contractCheck(["install", "--executable", prefix + "/bin/contract-check"])
        #expect(install.status == 0, "\(install.output)")
        #expect(
            install.stdout.contains(
                "the hooks run \(prefix)/bin/contract-check (the release archive unpacked in \(prefix), "
                    + "no Swift needed)\n"
                    + "pre-commit: .pre-commit-config.yaml runs contract-check's language: system hooks"),
            "\(install.stdout)")
        let fromSource = try repo.contractCheck(["install"])
        #expect(
            fromSource.stdout.contains("the hooks run \(TempGitRepo.binary) (built from source with swift build)\n"),
            "\(fromSource.stdout)")
    }
}
