import Foundation

/// A real git repository in a temporary folder, for integration tests. It is isolated from the
/// machine's git configuration (its own HOME, no system config) and removed when released.
final class TempGitRepo {
    /// The working tree root (symlinks resolved).
    let root: String
    /// The folder holding the repository and the fake HOME.
    let sandbox: String

    /// The built `contract-check`, next to the test bundle (or `CONTRACT_CHECK_BIN`).
    static let binary: String = {
        if let override = ProcessInfo.processInfo.environment["CONTRACT_CHECK_BIN"] { return override }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // Inside an .xctest bundle directory on some layouts.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("contract-check").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("contract-check").path
    }()

    static let gitPath = ProcessRunner.which("git")

    /// The package root (for `Examples/`, `hooks/`).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    init(name: String = "repo", initialBranch: String = "main", bare: Bool = false) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contract-check-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        sandbox = URL(fileURLWithPath: base.path).resolvingSymlinksInPath().path
        root = sandbox + "/" + name
        try FileManager.default.createDirectory(atPath: sandbox + "/home", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try git(bare ? ["init", "-q", "--bare", "-b", initialBranch] : ["init", "-q", "-b", initialBranch])
        try git(["config", "user.name", "Test Author"])
        try git(["config", "user.email", "author@example.com"])
        try git(["config", "commit.gpgsign", "false"])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: sandbox)
    }

    /// The environment for git and contract-check: isolated from the machine's configuration.
    var environment: [String: String] {
        var env = ProcessRunner.sanitizerEnvironment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["HOME"] = sandbox + "/home"
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_AUTHOR_DATE"] = "2026-01-01T00:00:00Z"
        env["GIT_COMMITTER_DATE"] = "2026-01-01T00:00:00Z"
        env["LANG"] = "C.UTF-8"
        env["NO_COLOR"] = "1"
        env["GIT_EDITOR"] = ":"
        return env
    }

    /// Runs git in the repository; a non-zero exit throws unless `check` is false.
    @discardableResult
    func git(
        _ arguments: [String], in directory: String? = nil, env extra: [String: String] = [:], input: String? = nil,
        check: Bool = true
    ) throws -> ProcessResult {
        let result = try ProcessRunner.run(
            Self.gitPath, arguments, in: directory ?? root,
            environment: environment.merging(extra) { $1 }, input: input.map { Array($0.utf8) })
        if check && result.status != 0 {
            throw TestFailure("git \(arguments.joined(separator: " ")) exited \(result.status): \(result.output)")
        }
        return result
    }

    /// Runs the built contract-check in the repository.
    @discardableResult
    func contractCheck(
        _ arguments: [String], in directory: String? = nil, env extra: [String: String] = [:], input: String? = nil
    ) throws -> ProcessResult {
        try ProcessRunner.run(
            Self.binary, arguments, in: directory ?? root,
            environment: environment.merging(extra) { $1 }, input: input.map { Array($0.utf8) })
    }

    /// Writes a file (creating folders), relative to the working tree.
    func write(_ path: String, _ content: String) throws {
        try writeBytes(path, Array(content.utf8))
    }

    func writeBytes(_ path: String, _ content: [UInt8]) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content).write(to: url)
    }

    /// Appends a line to a file.
    func append(_ path: String, _ line: String) throws {
        let existing = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
        try write(path, existing + line + "\n")
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// `git add -A` and a commit with `message` (hooks run unless `verify` is false).
    @discardableResult
    func commitAll(_ message: String, verify: Bool = true) throws -> ProcessResult {
        try git(["add", "-A"])
        return try git(["commit", "-q", "--allow-empty"] + (verify ? [] : ["--no-verify"]) + ["-m", message])
    }

    /// A commit that may be refused by a hook: returns the result instead of throwing.
    func tryCommit(_ arguments: [String], env: [String: String] = [:]) throws -> ProcessResult {
        try git(["commit"] + arguments, env: env, check: false)
    }

    /// The subject lines of the history, newest first.
    func log() throws -> [String] {
        try git(["log", "--format=%s"], check: false).stdout.split(separator: "\n").map(String.init)
    }
}

/// A failure raised by test helpers.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
