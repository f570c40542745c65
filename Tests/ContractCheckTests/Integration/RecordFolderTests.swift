import Foundation
import Testing

/// `<git dir>/contract-check`, where pre-commit keeps the staged index for commit-msg and the
/// document summaries are cached, is used only as a real folder of this user: nothing outside
/// the git directory is written or removed through a link (issue 17, item 1), and a record that
/// cannot be kept stops the commit instead of letting commit-msg judge the live index (item 3).
@Suite struct RecordFolderTests {
    /// A user's folder that `.git/contract-check` links to: entries named like records (a file
    /// and a folder), and a file of the user's own.
    static let userEntries = ["notes.txt": "mine\n", "staged-999999-1": "not a record\n"]

    @Test func aLinkedRecordFolderIsNeverWrittenThrough() throws {
        let repo = try ContractFixture.make()
        let user = repo.sandbox + "/user-folder"
        try FileManager.default.createDirectory(atPath: user + "/staged-999998-2", withIntermediateDirectories: true)
        try "inner\n".write(toFile: user + "/staged-999998-2/inner.txt", atomically: true, encoding: .utf8)
        for (name, text) in Self.userEntries {
            try text.write(toFile: user + "/" + name, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(atPath: repo.root + "/.git/contract-check")
        try FileManager.default.createSymbolicLink(
            atPath: repo.root + "/.git/contract-check", withDestinationPath: user)
        // The anchor and the document together: a clean commit, whose pre-commit reads (and
        // would cache) the staged document's summary and keeps its record.
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "A new route is documented here.")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Change routes"])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stderr.contains(
                "contract-check: error: Cannot write \"\(repo.root)/.git/contract-check\": pre-commit keeps the "
                    + "staged index there for commit-msg, and it is a symbolic link (to \"\(user)\"), not a folder."),
            "\(result.stderr)")
        #expect(result.stderr.contains("or commit with --no-verify to skip the hooks."))
        #expect(try repo.log() == ["initial"])
        let names = try FileManager.default.contentsOfDirectory(atPath: user).sorted()
        #expect(names == ["notes.txt", "staged-999998-2", "staged-999999-1"])
        for (name, text) in Self.userEntries {
            #expect(try String(contentsOfFile: user + "/" + name, encoding: .utf8) == text)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: user + "/staged-999998-2") == ["inner.txt"])
        // `check` reads the same summaries: it checks, and writes nothing there either.
        let check = try repo.contractCheck(["check"])
        #expect(check.status == 0, "\(check.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: user).sorted() == names)
        // Removed, the folder is created again and the commit goes through.
        try FileManager.default.removeItem(atPath: repo.root + "/.git/contract-check")
        #expect(try repo.tryCommit(["-m", "Change routes"]).status == 0)
    }

    /// The editor race of issue 11 with a record that cannot be kept: before, git committed the
    /// anchor without the document (exit 0, no word); now pre-commit stops the commit and says
    /// what failed, how to fix it, and `--no-verify`.
    @Test(arguments: ["file", "dangling link"])
    func aRecordThatCannotBeKeptStopsTheCommit(what: String) throws {
        let repo = try ContractFixture.make()
        let folder = repo.root + "/.git/contract-check"
        try FileManager.default.removeItem(atPath: folder)
        let reason: String
        if what == "file" {
            try "a file\n".write(toFile: folder, atomically: false, encoding: .utf8)
            reason = "it is a file, not a folder."
        } else {
            try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: repo.sandbox + "/missing")
            reason = "it is a symbolic link (to \"\(repo.sandbox)/missing\"), not a folder."
        }
        let result = try commitStagingTheDocumentDuringTheEdit(repo)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("Cannot write \"\(folder)\": pre-commit keeps the staged index there"))
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stderr.contains("remove it, and contract-check creates the folder"))
        #expect(result.stderr.contains("or commit with --no-verify to skip the hooks."))
        #expect(try repo.log() == ["initial"])
        if what == "file" {
            #expect(try String(contentsOfFile: folder, encoding: .utf8) == "a file\n")
        } else {
            #expect(!FileManager.default.fileExists(atPath: repo.sandbox + "/missing"))
        }
    }

    /// A full disk, for real: the folder is a tiny tmpfs, filled. (Mounting needs root; the
    /// test runs where it can.)
    @Test(.enabled(if: RecordFolderTests.canMountTmpfs))
    func aFullDiskStopsTheCommit() throws {
        let repo = try ContractFixture.make()
        let folder = repo.root + "/.git/contract-check"
        try mount(folder)
        defer { _ = try? ProcessRunner.run("/usr/bin/umount", [folder], in: repo.root, environment: repo.environment) }
        _ = try ProcessRunner.run(
            "/bin/sh", ["-c", "dd if=/dev/zero of=\"$0/fill\" bs=4096 2>/dev/null; true", folder], in: repo.root,
            environment: repo.environment)
        let result = try commitStagingTheDocumentDuringTheEdit(repo)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("a full disk: free space"))
        #expect(try repo.log() == ["initial"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["fill"])
    }

    /// Whether this process can mount a tmpfs (root, outside a restricted container).
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.path + "/contract-check-tmpfs-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil
        else { return false }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        let mounted = try? ProcessRunner.run(
            "/usr/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], in: "/", environment: [:])
        guard mounted?.status == 0 else { return false }
        _ = try? ProcessRunner.run("/usr/bin/umount", [probe], in: "/", environment: [:])
        return true
    }()

    private func mount(_ folder: String) throws {
        let result = try ProcessRunner.run(
            "/usr/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder], in: "/", environment: [:])
        guard result.status == 0 else { throw TestFailure("mount failed: \(result.output)") }
    }

    /// The anchor staged, `git commit` with an editor that stages the document meanwhile.
    private func commitStagingTheDocumentDuringTheEdit(_ repo: TempGitRepo) throws -> ProcessResult {
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        try repo.append("docs/contract.md", "A new route is documented here.")
        let editor = repo.sandbox + "/editor.sh"
        let script =
            "#!/bin/sh\n(cd '\(repo.root)' && env -u GIT_INDEX_FILE git add docs/contract.md) || exit 3\n"
            + "echo 'Change routes' > \"$1\"\n"
        try script.write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        return try repo.tryCommit([], env: ["GIT_EDITOR": editor])
    }
}
