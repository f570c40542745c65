import Foundation
import Testing

@testable import ContractCheck

/// Compares contract-check's readers of the staged change with `git diff --cached --no-renames
/// --name-status -z <tree>` on a real repository (what `git diff-index --cached` says, except that
/// intent-to-add entries are left out, as `git commit` leaves them out).
struct IndexDifferential {
    let repo: TempGitRepo
    /// `GIT_INDEX_FILE` for git and the readers (nil: `.git/index`).
    var indexFile: String?

    init(_ repo: TempGitRepo, indexFile: String? = nil) {
        self.repo = repo
        self.indexFile = indexFile
    }

    /// The repository opened in-process as a hook would open it.
    func repository() throws -> GitRepository {
        var variables = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": repo.sandbox + "/home",
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
        if let indexFile { variables["GIT_INDEX_FILE"] = indexFile }
        return try GitRepository(environment: GitEnvironment(workingDirectory: repo.root, variables: variables))
    }

    /// The tree of `revision` (nil for "empty").
    func tree(_ revision: String) throws -> ObjectID? {
        guard revision != "empty" else { return nil }
        let output = try repo.git(["rev-parse", "--verify", "\(revision)^{tree}"]).stdout
        guard let id = ObjectID(hex: output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TestFailure("rev-parse \(revision) printed \(output)")
        }
        return id
    }

    /// What git says, as a set.
    func gitChanges(against revision: String) throws -> Set<FileChange> {
        let treeArgument = revision == "empty" ? GitRepository.emptyTreeID : revision
        var env: [String: String] = [:]
        if let indexFile { env["GIT_INDEX_FILE"] = indexFile }
        let result = try repo.git(
            [
                "diff", "--cached", "--no-renames", "--name-status", "-z", "--ignore-submodules=none", "--no-ext-diff",
                treeArgument,
            ], env: env)
        return Set(StagedChangeReader.parseNameStatus(result.stdoutBytes))
    }

    /// Checks the fast reader (when `fast` is true it must read the index itself), libgit2 (when
    /// `libgit2` is true) and the combined `changes(against:)` (which must report `source`)
    /// against git, for each revision. Returns what git said, by revision.
    @discardableResult
    func check(
        against revisions: [String] = ["HEAD", "empty"], source: ChangeSet.Source = .indexReader,
        libgit2: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: Set<FileChange>] {
        let repository = try repository()
        let reader = StagedChangeReader(repository: repository)
        var seen: [String: Set<FileChange>] = [:]
        for revision in revisions {
            let expected = try gitChanges(against: revision)
            seen[revision] = expected
            let tree = try tree(revision)
            let combined = try reader.changes(against: tree)
            #expect(combined.source == source, "source against \(revision)", sourceLocation: sourceLocation)
            #expect(
                Set(combined.changes) == expected,
                "changes(against: \(revision)) \(Self.difference(Set(combined.changes), expected))",
                sourceLocation: sourceLocation)
            if source == .indexReader {
                let fast = try reader.changesFromIndexReader(against: tree)
                #expect(
                    Set(fast.changes) == expected, "index reader against \(revision)", sourceLocation: sourceLocation)
            }
            if libgit2 {
                let viaLibgit2 = try reader.changesFromLibgit2(against: tree)
                #expect(
                    Set(viaLibgit2.changes) == expected,
                    "libgit2 against \(revision) \(Self.difference(Set(viaLibgit2.changes), expected))",
                    sourceLocation: sourceLocation)
            }
        }
        return seen
    }

    /// "extra: …, missing: …" for a failure message.
    static func difference(_ actual: Set<FileChange>, _ expected: Set<FileChange>) -> String {
        func text(_ set: Set<FileChange>) -> String {
            set.sorted { $0.path < $1.path }.map { "\($0.status.rawValue) \($0.path.debugDescription)" }.joined(
                separator: ", ")
        }
        if actual == expected { return "(\(actual.count) changes)" }
        return "extra: [\(text(actual.subtracting(expected)))], missing: [\(text(expected.subtracting(actual)))]"
    }

    /// The index as contract-check's reader parses it.
    func parsedIndex() throws -> IndexFile {
        try IndexFile.read(
            path: indexFile.map { $0.hasPrefix("/") ? $0 : repo.root + "/" + $0 } ?? repo.root + "/.git/index")
    }
}

extension TempGitRepo {
    /// Writes a symbolic link at `path` (relative to the working tree) pointing to `target`.
    func symlink(_ path: String, to target: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Sets a file's permission bits.
    func chmod(_ path: String, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: root + "/" + path)
    }

    /// Removes a file or a whole directory.
    func removeTree(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    /// Feeds `git update-index --index-info` ("mode id stage\tpath" lines).
    func indexInfo(_ lines: [String], env: [String: String] = [:]) throws {
        try git(["update-index", "--index-info"], env: env, input: lines.map { $0 + "\n" }.joined())
    }

    /// The blob id git stores for `content`.
    func hashObject(_ content: String) throws -> String {
        try git(["hash-object", "-w", "--stdin"], input: content).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
