import Foundation
import Testing

@testable import ContractCheck

/// The way out commit-msg gives is the user's own command (issue 20, item 4): `git commit -a`
/// keeps `-a`, `--amend` keeps `--amend`, a message written in the editor is reused with
/// `-e -F <the file git kept it in>` named from where the user is. Each advised command is then
/// run as printed, through a shell, and passes.
@Suite struct AdviceCommandTests {
    /// Runs `command` with `sh -c` in `directory` (the shell is git's parent, as at a prompt).
    static func shell(_ repo: TempGitRepo, _ command: String, in directory: String? = nil, env: [String: String] = [:])
        throws -> ProcessResult
    {
        try ProcessRunner.run(
            "/bin/sh", ["-c", command], in: directory ?? repo.root, environment: repo.environment.merging(env) { $1 })
    }

    /// The `(… adds it; …, and … reuses it.)` line of a blocked commit.
    static func adviceLine(_ stderr: String) -> String? {
        stderr.components(separatedBy: "\n").first { $0.hasPrefix("(git ") && $0.contains("reuses it.)") }
    }

    /// The command before " adds it", with the reason filled in.
    static func addingCommand(_ line: String) -> String {
        let command = line.dropFirst().components(separatedBy: " adds it")[0]
        return command.replacingOccurrences(of: "<reason>", with: "the routes are internal")
    }

    @Test func commitAllWithAMessageKeepsItsOptions() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let blocked = try Self.shell(repo, "git commit -a -m 'Routes, more'")
        #expect(blocked.status == 1, "\(blocked.output)")
        let line = try #require(Self.adviceLine(blocked.stderr), "\(blocked.stderr)")
        #expect(
            line
                == "(git commit -a -m 'Routes, more' --trailer 'Contract-Unchanged: <reason>' adds it; your message "
                + "is kept in .git/COMMIT_EDITMSG, and git commit -a -e -F .git/COMMIT_EDITMSG reuses it.)")
        let passed = try Self.shell(repo, Self.addingCommand(line))
        #expect(passed.status == 0, "\(passed.output)")
        #expect(try repo.log() == ["Routes, more", "initial"])
        #expect(try repo.git(["status", "--porcelain"]).stdout == "")
    }

    /// Written in the editor, from a subfolder: the advice reads the message back from the
    /// file git kept it in, named from that subfolder, and keeps `-a` and `-s`.
    @Test func anEditedMessageIsReusedFromASubfolder() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let editor = repo.sandbox + "/editor.sh"
        try "#!/bin/sh\nprintf 'Routes from the editor\\n' > \"$1\"\n".write(
            toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let folder = repo.root + "/src/api"
        let blocked = try Self.shell(repo, "git commit -a -s", in: folder, env: ["GIT_EDITOR": editor])
        #expect(blocked.status == 1, "\(blocked.output)")
        let line = try #require(Self.adviceLine(blocked.stderr), "\(blocked.stderr)")
        #expect(
            line
                == "(git commit -a -s -e -F ../../.git/COMMIT_EDITMSG --trailer 'Contract-Unchanged: <reason>' adds "
                + "it; your message is kept in ../../.git/COMMIT_EDITMSG, and git commit -a -s -e -F "
                + "../../.git/COMMIT_EDITMSG reuses it.)")
        let passed = try Self.shell(repo, Self.addingCommand(line), in: folder, env: ["GIT_EDITOR": "true"])
        #expect(passed.status == 0, "\(passed.output)")
        let message = try repo.git(["log", "-1", "--format=%B"]).stdout
        #expect(message.hasPrefix("Routes from the editor\n\nSigned-off-by: "), "\(message)")
        #expect(message.hasSuffix("Contract-Unchanged: the routes are internal\n\n"), "\(message)")
    }

    /// An amend is told to amend, not to make a new commit.
    @Test func anAmendKeepsAmend() throws {
        let repo = try ContractFixture.make()
        try repo.append("README.md", "More words.")
        try repo.commitAll("Docs")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let blocked = try Self.shell(repo, "git commit --amend -qam Amended")
        #expect(blocked.status == 1, "\(blocked.output)")
        let line = try #require(Self.adviceLine(blocked.stderr), "\(blocked.stderr)")
        #expect(
            line
                == "(git commit --amend -qam Amended --trailer 'Contract-Unchanged: <reason>' adds it; your message "
                + "is kept in .git/COMMIT_EDITMSG, and git commit --amend -qa -e -F .git/COMMIT_EDITMSG reuses it.)")
        let passed = try Self.shell(repo, Self.addingCommand(line))
        #expect(passed.status == 0, "\(passed.output)")
        #expect(try repo.log() == ["Amended", "initial"])
    }

    /// What a command that takes the message from a file keeps of the user's command.
    @Test(
        arguments: [
            (["-am", "x"], ["-a"]),
            (["--amend", "--no-edit"], ["--amend"]),
            (["-m", "x", "--", "a b"], ["--", "a b"]),
            (["--mess=x", "-Skey", "-v", "--author", "A <a@b>"], ["-Skey", "-v", "--author", "A <a@b>"]),
            (["-c", "HEAD", "-a", "--reuse-message=HEAD", "-e", "-t", "t.txt"], ["-a"]),
            (["-F", "msg.txt", "--trailer", "X: y", "src"], ["--trailer", "X: y", "src"]),
            (["-vm", "x", "-u", "--cleanup", "strip"], ["-v", "-u", "--cleanup", "strip"]),
        ] as [([String], [String])])
    func argumentsWithoutMessage(_ arguments: [String], _ kept: [String]) throws {
        let invocation = try #require(CommitInvocation.parse(["git", "commit"] + arguments))
        #expect(invocation.arguments == arguments)
        #expect(invocation.argumentsWithoutMessage == kept)
    }
}
