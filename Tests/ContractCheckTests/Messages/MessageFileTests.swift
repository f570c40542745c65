import Foundation
import Testing

/// The message file of `check -F` and `hook commit-msg`: any readable file is a message (an
/// empty one too); one that cannot be read is exit 2 with the system's reason.
@Suite struct MessageFileTests {
    @Test(
        arguments: [
            (["check", "-F", "/dev/null"], Int32(1), ""),  // judged as an empty message: blocked
            (
                ["check", "-F", "no-such-file"], 2,
                "Cannot read \"no-such-file\": the commit message file cannot be read (No such file or directory)"
            ),
            (["check", "-F", "src"], 2, "(Is a directory)"),
            (["hook", "commit-msg", "no-such-file"], 2, "(No such file or directory)"),
            (["hook", "commit-msg", "/dev/null"], 1, "Contract-Unchanged"),
        ] as [([String], Int32, String)])
    func messageFiles(arguments: [String], status: Int32, stderr: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(arguments)
        #expect(result.status == status, "\(result.output)")
        if !stderr.isEmpty { #expect(result.stderr.contains(stderr), "\(result.stderr)") }
        if status == 1, arguments[0] == "check" { #expect(result.stdout.contains("[anchor-without-document]")) }
        if status == 2 { #expect(result.stderr.split(separator: "\n").count == 1) }
    }
}
