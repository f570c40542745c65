import Foundation
import Testing

@testable import ContractCheck

/// The GitHub Action's own scripts run directly with hostile and ordinary inputs (issue 17,
/// item 11; issue 19): every input is checked before use, no value can add an output line or
/// print a forged workflow command, outputs use GITHUB_OUTPUT's delimiter form, and the release
/// archive is downloaded and checked against its checksum.
struct GitHubActionInputTests {
    static let scripts = TempGitRepo.packageRoot + "/scripts/action/"

    /// Runs `scripts/action/<script>` with `variables` in a fresh sandbox; returns the result and
    /// what it wrote to GITHUB_OUTPUT and GITHUB_PATH.
    static func run(_ script: String, _ variables: [String: String], in repo: TempGitRepo? = nil) throws -> (
        result: ProcessResult, output: String, path: String
    ) {
        let sandbox = try repo ?? TempGitRepo()
        let output = sandbox.sandbox + "/GITHUB_OUTPUT-\(UUID().uuidString)"
        let path = sandbox.sandbox + "/GITHUB_PATH-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: output, contents: Data())
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        var environment = sandbox.environment
        environment["GITHUB_OUTPUT"] = output
        environment["GITHUB_PATH"] = path
        environment["RUNNER_TEMP"] = sandbox.sandbox
        for (name, value) in variables { environment[name] = value }
        let result = try ProcessRunner.run(
            "/bin/bash", [scripts + script], in: sandbox.root, environment: environment, timeout: 60)
        return (result, try read(output), try read(path))
    }

    /// A file the scripts wrote, read with the library's POSIX reader: FoundationEssentials'
    /// `String(contentsOfFile:)` leaks its buffer for an empty file, which LeakSanitizer reports.
    static func read(_ path: String) throws -> String {
        guard let bytes = FileSystem.contents(atPath: path) else { throw TestFailure("cannot read \(path)") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The outputs in `file` as the runner reads them (both forms), through run-steps.py's reader.
    static func outputs(_ file: String) -> [String: String] {
        var outputs: [String: String] = [:]
        var lines = file.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if let marker = line.range(of: "<<") {
                let name = String(line[..<marker.lowerBound])
                let delimiter = String(line[marker.upperBound...])
                var value: [String] = []
                while let next = lines.popFirst(), next != delimiter { value.append(next) }
                outputs[name] = value.joined(separator: "\n")
            } else if let equals = line.firstIndex(of: "=") {
                outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        return outputs
    }

    /// The lines of `text` a runner would take as workflow commands.
    static func commands(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.hasPrefix("::") }
    }

    @Test(arguments: [
        ("CONTRACT_CHECK_BASE", "origin/main\nbase=HEAD", "the base input must be one line"),
        ("CONTRACT_CHECK_BASE", "origin/main\r", "the base input must be one line"),
        ("CONTRACT_CHECK_BASE", "--output=/tmp/x", "the base input must be one line"),
        ("CONTRACT_CHECK_BASE", "main..HEAD", "the base input must be one line"),
        ("CONTRACT_CHECK_DEEPEN_ATTEMPTS", "1\n::error::forged", "deepen-attempts must be a whole number"),
        ("CONTRACT_CHECK_DEEPEN_ATTEMPTS", "-1", "deepen-attempts must be a whole number"),
        ("CONTRACT_CHECK_DEEPEN_BY", "5\n", "deepen-by must be a positive whole number"),
        ("CONTRACT_CHECK_DEEPEN_BY", "0", "deepen-by must be a positive whole number"),
        ("CONTRACT_CHECK_FORMAT", "github\n::warning::forged", "format must be text, json, sarif or github"),
        ("CONTRACT_CHECK_UPLOAD_SARIF", "yes", "upload-sarif must be auto, true or false"),
        ("CONTRACT_CHECK_VERSION", "1.2.3\nversion=9.9.9", "version must be a release"),
        ("CONTRACT_CHECK_VERSION", "../../evil", "version must be a release"),
        ("CONTRACT_CHECK_BUILD_FROM_SOURCE", "True", "build-from-source must be true or false"),
    ])
    func aHostileInputFailsWithOneErrorLineAndWritesNoOutput(name: String, value: String, message: String) throws {
        let (result, output, _) = try Self.run("check-inputs", [name: value])
        #expect(result.status == 2, "\(result.output)")
        let commands = Self.commands(result.stdout)
        #expect(commands.count == 1, "\(result.stdout)")
        #expect(commands.first?.hasPrefix("::error title=contract-check::" + message) == true, "\(result.stdout)")
        #expect(output == "", "nothing reaches GITHUB_OUTPUT: \(output)")
    }

    @Test func theBaseStepRefusesABaseWithALineBreakInsteadOfWritingTwoBaseLines() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let (result, output, _) = try Self.run(
            "deepen-until-reachable", ["CONTRACT_CHECK_BASE": "main\nbase=HEAD"], in: repo)
        #expect(result.status == 2, "\(result.output)")
        #expect(Self.commands(result.stdout).count == 1, "\(result.stdout)")
        #expect(result.stdout.contains("not \"main%0Abase=HEAD\"."), "\(result.stdout)")
        #expect(output == "")
    }

    @Test func aValidBaseIsWrittenInTheDelimiterForm() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let head = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for base in ["main", head] {
            let (result, output, _) = try Self.run("deepen-until-reachable", ["CONTRACT_CHECK_BASE": base], in: repo)
            #expect(result.status == 0, "\(result.output)")
            let lines = output.components(separatedBy: "\n")
            #expect(lines.count == 4 && lines[3] == "", "\(output)")
            #expect(lines[0].hasPrefix("base<<ghadelimiter_") && lines[1] == base, "\(output)")
            #expect(lines[2] == String(lines[0].dropFirst("base<<".count)), "\(output)")
            #expect(Self.outputs(output) == ["base": base])
        }
    }

    @Test func theVersionComesFromTheInputOrTheActionsTagElseTheActionBuildsFromSource() throws {
        let cases: [([String: String], [String: String])] = [
            (
                ["CONTRACT_CHECK_VERSION": "v1.2.3", "CONTRACT_CHECK_ACTION_REF": "v0.9.0"],
                ["version": "1.2.3", "version-from": "input", "build": "false", "upload": "true"]
            ),
            (
                ["CONTRACT_CHECK_ACTION_REF": "v0.9.0"],
                ["version": "0.9.0", "version-from": "tag", "build": "false", "upload": "true"]
            ),
            (
                ["CONTRACT_CHECK_ACTION_REF": "main"],
                ["version": "", "version-from": "none", "build": "true", "upload": "true"]
            ),
            (
                ["CONTRACT_CHECK_ACTION_REF": "v0.9.0", "CONTRACT_CHECK_BUILD_FROM_SOURCE": "true"],
                ["version": "0.9.0", "version-from": "tag", "build": "true", "upload": "true"]
            ),
            (
                ["CONTRACT_CHECK_ACTION_REF": "v0.9.0", "CONTRACT_CHECK_FORK": "true"],
                ["version": "0.9.0", "version-from": "tag", "build": "false", "upload": "false"]
            ),
            (
                ["CONTRACT_CHECK_FORK": "true", "CONTRACT_CHECK_UPLOAD_SARIF": "true"],
                ["version": "", "version-from": "none", "build": "true", "upload": "true"]
            ),
        ]
        for (variables, expected) in cases {
            let (result, output, _) = try Self.run("check-inputs", variables)
            #expect(result.status == 0, "\(variables): \(result.output)")
            #expect(Self.outputs(output) == expected, "\(variables): \(output)")
        }
    }

    /// A release folder as GitHub serves it (`v<version>/<archive>` and its `.sha256`), reached
    /// through a file:// URL; its archive holds a `bin/contract-check` that prints a version.
    static func release(_ repo: TempGitRepo, checksum: String? = nil) throws -> String {
        let stage = repo.sandbox + "/stage"
        try FileManager.default.createDirectory(atPath: stage + "/bin", withIntermediateDirectories: true)
        let executable = stage + "/bin/contract-check"
        try "#!/bin/sh\necho 'contract-check 1.2.3'\n".write(toFile: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)
        let folder = repo.sandbox + "/releases/v1.2.3"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let archive = "contract-check-1.2.3-linux-x86_64.tar.gz"
        try ProcessRunner.run(
            "/bin/tar", ["-czf", folder + "/" + archive, "-C", stage, "bin"], in: repo.sandbox,
            environment: repo.environment)
        let sum = try ProcessRunner.run(
            "/usr/bin/sha256sum", [archive], in: folder, environment: repo.environment
        ).stdout
        try (checksum.map { "\($0)  \(archive)\n" } ?? sum).write(
            toFile: folder + "/" + archive + ".sha256", atomically: true, encoding: .utf8)
        return "file://" + repo.sandbox + "/releases"
    }

    static let runner = ["RUNNER_OS": "Linux", "RUNNER_ARCH": "X64"]

    @Test func theReleaseArchiveIsDownloadedCheckedAndPutOnPath() throws {
        let repo = try TempGitRepo()
        let url = try Self.release(repo)
        let (result, output, path) = try Self.run(
            "download",
            Self.runner.merging(["CONTRACT_CHECK_VERSION": "1.2.3", "CONTRACT_CHECK_RELEASE_URL": url]) {
                $1
            }, in: repo)
        #expect(result.status == 0, "\(result.output)")
        #expect(Self.outputs(output) == ["installed": "true"])
        #expect(path == repo.sandbox + "/contract-check-1.2.3/bin\n")
        #expect(result.stderr.contains("contract-check 1.2.3"), "\(result.stderr)")
    }

    @Test func anArchiveThatDoesNotMatchItsChecksumFails() throws {
        let repo = try TempGitRepo()
        let url = try Self.release(repo, checksum: String(repeating: "0", count: 64))
        let (result, output, path) = try Self.run(
            "download",
            Self.runner.merging(["CONTRACT_CHECK_VERSION": "1.2.3", "CONTRACT_CHECK_RELEASE_URL": url]) {
                $1
            }, in: repo)
        #expect(result.status == 2, "\(result.output)")
        #expect(Self.commands(result.stdout).count == 1, "\(result.stdout)")
        #expect(
            result.stdout.hasPrefix(
                "::error title=contract-check::contract-check-1.2.3-linux-x86_64.tar.gz does not match its checksum"),
            "\(result.stdout)")
        #expect(output == "" && path == "")
    }

    @Test func aMissingReleaseFailsWhenNamedAndFallsBackToSourceWhenOnlyTheTagNamedIt() throws {
        let repo = try TempGitRepo()
        let url = try Self.release(repo)
        let named = try Self.run(
            "download",
            Self.runner.merging(["CONTRACT_CHECK_VERSION": "2.0.0", "CONTRACT_CHECK_RELEASE_URL": url]) {
                $1
            }, in: repo)
        #expect(named.result.status == 2, "\(named.result.output)")
        #expect(
            named.result.stdout.hasPrefix("::error title=contract-check::cannot download"), "\(named.result.stdout)")
        let tagged = try Self.run(
            "download",
            Self.runner.merging([
                "CONTRACT_CHECK_VERSION": "2.0.0", "CONTRACT_CHECK_VERSION_FROM": "tag",
                "CONTRACT_CHECK_RELEASE_URL": url,
            ]) { $1 }, in: repo)
        #expect(tagged.result.status == 0, "\(tagged.result.output)")
        #expect(Self.outputs(tagged.output) == ["installed": "false"])
        #expect(tagged.path == "")
    }
}
