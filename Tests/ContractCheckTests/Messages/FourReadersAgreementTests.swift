import Foundation
import Testing

@testable import ContractCheck

/// git, the commit-msg hook, `check` and `ci` read one message alike, in one repository: each
/// case commits an anchor change (the document untouched) with its message, settings and
/// command line, once without the hooks; git's reading of the stored commit
/// (`git interpret-trailers --parse`, under the same settings) decides whether it carries a
/// `Contract-Unchanged` reason, and `ci HEAD^..HEAD` must say the same. The commit is then
/// undone and made again through the hooks, and `check -F` is asked about the message file.
@Suite struct FourReadersAgreementTests {
    struct Case: Sendable, CustomStringConvertible {
        var message: String
        /// `git config` settings of the repository (`key=value`).
        var settings: [String] = []
        /// `-c key=value` given to git before `commit` (the hook sees them in
        /// `GIT_CONFIG_PARAMETERS`; `check` and `ci` are given the same variable).
        var commandLine: [String] = []
        /// `git commit`'s options; `check -F` is asked only when the message is the file.
        var options: [String] = ["-F", "../message"]
        /// What git reads: true when its reading has a Contract-Unchanged reason.
        var passes: Bool

        var description: String { "\(message.debugDescription) \(settings) \(commandLine) \(options)" }
    }

    static let cases: [Case] = [
        Case(message: "fix\n\nContract-Unchanged: a reason\n", passes: true),
        Case(message: "fix\n\nno trailer here\n", passes: false),
        Case(message: "fix\n\nContract-Unchanged : spaced token\n", passes: true),
        Case(message: "fix\n\nContract-Unchanged:\n  continued reason\n", passes: true),
        Case(message: "fix\n\nContract-Unchanged: r\n\u{0C}\n", passes: false),
        Case(message: "fix\n\nbody\n\u{0B}\nContract-Unchanged: r\n", passes: false),
        Case(message: "fix\n\nContract-Unchanged:\u{0C}\n", passes: false),
        Case(message: "fix\n\nprose line\nContract-Unchanged: r\nSigned-off-by: A <a@example.com>\n", passes: true),
        Case(message: "fix\n\nContract-Unchanged: r\n---\nnot the message\n", passes: true),
        Case(message: "fix\n\ncu: reason\n", settings: ["trailer.cu.key=Contract-Unchanged"], passes: true),
        Case(message: "fix\n\nCU: reason\n", settings: ["trailer.cu.key=Contract-Unchanged"], passes: true),
        Case(message: "fix\n\nc: reason\n", settings: ["trailer.cu.key=Contract-Unchanged"], passes: true),
        Case(message: "fix\n\nContract-Unch: reason\n", settings: ["trailer.cu.key=Contract-Unchanged"], passes: true),
        Case(message: "fix\n\ncu: reason\n", commandLine: ["trailer.cu.key=Contract-Unchanged"], passes: true),
        Case(
            message: "fix\n\nContract-Unchanged: reason\n", settings: ["trailer.Contract-Unchanged.key=Reason"],
            passes: false),
        Case(message: "fix\n\nContract-Unchanged= reason\n", settings: ["trailer.separators=:="], passes: true),
        Case(message: "fix\n\nContract-Unchanged= reason\n", commandLine: ["trailer.separators=:="], passes: true),
        Case(message: "fix\n\nContract-Unchanged: reason\n", settings: ["trailer.separators=="], passes: false),
        Case(
            message: "fix\n\nContract-Unchanged:\n#c\n reason\n", settings: ["commit.cleanup=whitespace"],
            passes: false),
        Case(message: "fix\n\nContract-Unchanged:\n#c\n reason\n", settings: ["commit.cleanup=strip"], passes: true),
        Case(message: "fix\n\nContract-Unchanged:\n;c\n reason\n", settings: ["core.commentChar=;"], passes: false),
        Case(
            message: "fix\n\nContract-Unchanged:\n;c\n reason\n",
            settings: ["core.commentChar=;", "commit.cleanup=strip"], passes: true),
        Case(
            message: "fix\n\nContract-Unchanged:\n;c\n reason\n", settings: ["commit.cleanup=strip"],
            commandLine: ["core.commentChar=;"], passes: true),
        Case(
            message: "", settings: ["core.commentChar=auto"],
            options: ["-e", "-m", "#42 fix", "-m", "Contract-Unchanged: r"], passes: true),
    ]

    /// git's reading of HEAD's stored message under the repository's settings and `commandLine`.
    static func gitPasses(_ repo: TempGitRepo, commandLine: [String]) throws -> Bool {
        let raw = try repo.git(["cat-file", "commit", "HEAD"]).stdout
        let message = raw.range(of: "\n\n").map { String(raw[$0.upperBound...]) } ?? ""
        let parsed = try repo.git(
            commandLine.flatMap { ["-c", $0] } + ["interpret-trailers", "--parse"], input: message
        ).stdout
        return parsed.split(separator: "\n").contains { line in
            guard let colon = line.firstIndex(of: ":") else { return false }
            let value = line[line.index(after: colon)...]
            return line[..<colon].lowercased() == "contract-unchanged" && value.contains { !$0.isWhitespace }
        }
    }

    /// `GIT_CONFIG_PARAMETERS` as git sets it for `-c` settings.
    static func parameters(_ commandLine: [String]) -> [String: String] {
        commandLine.isEmpty ? [:] : ["GIT_CONFIG_PARAMETERS": commandLine.map { "'\($0)'" }.joined(separator: " ")]
    }

    @Test(arguments: cases)
    func gitTheHookCheckAndCIAgree(_ example: Case) throws {
        let repo = try ContractFixture.make()
        for setting in example.settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            try repo.git(["config", parts[0], parts[1]])
        }
        try Data(example.message.utf8).write(to: URL(fileURLWithPath: repo.sandbox + "/message"))
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let git = example.commandLine.flatMap { ["-c", $0] } + ["commit", "-q"]
        try repo.git(git + ["--no-verify"] + example.options)
        let expected: Int32 = example.passes ? 0 : 1
        #expect(try Self.gitPasses(repo, commandLine: example.commandLine) == example.passes)
        let ci = try repo.contractCheck(["ci", "HEAD^..HEAD"], env: Self.parameters(example.commandLine))
        #expect(ci.status == expected, "ci: \(ci.output)")
        try repo.git(["reset", "-q", "--soft", "HEAD~1"])
        let hook = try repo.git(git + example.options, check: false)
        #expect(hook.status == expected, "hook: \(hook.output)")
        guard example.options.first == "-F" else { return }
        // `git commit -F` without an editor cleans as `whitespace` unless `commit.cleanup` says
        // otherwise; `check` is told so (its own default is `git commit`'s with an editor).
        let cleanup = example.settings.contains { $0.hasPrefix("commit.cleanup=") } ? [] : ["--cleanup", "whitespace"]
        let check = try repo.contractCheck(
            ["check", "-F", "../message"] + cleanup, env: Self.parameters(example.commandLine))
        #expect(check.status == expected, "check: \(check.output)")
    }
}
