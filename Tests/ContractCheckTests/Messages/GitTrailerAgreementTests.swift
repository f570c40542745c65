import Foundation
import Testing

@testable import ContractCheck

/// Where an audit found contract-check reading a message differently from git 2.39 (form feeds,
/// `trailer.<name>.key`, `commit.cleanup` in `check`, a long `core.commentChar`, `-e` with an
/// editor that is `:`): each case is committed by real git without the hooks, git's own reading
/// of the stored commit (`%(trailers)`) is the oracle, and the hook and `check` must agree.
@Suite struct GitTrailerAgreementTests {
    /// The value git reads for `Contract-Unchanged` in HEAD's message (`%(trailers:key=…)`),
    /// nil when it reads none.
    static func gitReading(_ repo: TempGitRepo) throws -> String? {
        let format = "--format=%(trailers:key=Contract-Unchanged,valueonly,separator=%x00)"
        let out = try repo.git(["log", "-1", format]).stdout
        let value = out.hasSuffix("\n") ? String(out.dropLast()) : out
        return value.isEmpty ? nil : value
    }

    /// Commits `message` (an anchor changed, the document not) with `options` and the config
    /// `settings`, once without hooks to ask git, then with the hooks; returns git's reading,
    /// the hook's exit status and `check -F`'s.
    static func judge(
        _ message: String, settings: [String] = [], options: [String] = ["-F", "../message"],
        editor: String = ":"
    ) throws -> (git: String?, hook: Int32, check: Int32) {
        let repo = try ContractFixture.make()
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            try repo.git(["config", parts[0], parts[1]])
        }
        try Data(message.utf8).write(to: URL(fileURLWithPath: repo.sandbox + "/message"))
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify"] + options, env: ["GIT_EDITOR": editor])
        let git = try gitReading(repo)
        try repo.git(["reset", "-q", "--soft", "HEAD~1"])
        let hook = try repo.tryCommit(["-q"] + options, env: ["GIT_EDITOR": editor])
        let check = try repo.contractCheck(["check", "-F", "../message"])
        return (git, hook.status, check.status)
    }

    /// A line holding only `\f` or `\v` is text to git: the trailer is not in the last
    /// paragraph, and git reads none.
    @Test(arguments: ["fix\n\nContract-Unchanged: r\n\u{0C}\n", "fix\n\nbody\n\u{0B}\nContract-Unchanged: r\n"])
    func formFeedAndVerticalTabAreNotBlank(_ message: String) throws {
        let outcome = try Self.judge(message)
        #expect(outcome.git == nil)
        #expect(outcome.hook == 1)
        #expect(outcome.check == 1)
    }

    /// `Contract-Unchanged:\f`: git reads the value `\f` (not empty), which gives no reason.
    @Test func aFormFeedValueIsReadAsGitReadsItAndGivesNoReason() throws {
        let message = "fix\n\nContract-Unchanged:\u{0C}\n"
        let parse = try TrailerParserTests.gitTrailers(message)
        #expect(parse == ["Contract-Unchanged: \u{0C}"])
        #expect(TrailerParserTests.ours(message) == parse)
        let outcome = try Self.judge(message)
        #expect(outcome.git == "\u{0C}")
        #expect(outcome.hook == 1)
        #expect(outcome.check == 1)
    }

    /// git's cleanup keeps `\f` and `\v` (they are not its whitespace).
    @Test func cleanupKeepsFormFeedsAsGitStripspaceDoes() throws {
        let message = "a\u{0C}\n\u{0B}\n\n\n b \u{0C} \n \n#c\n"
        for strip in [false, true] {
            let git = try ProcessRunner.run(
                TrailerParserTests.git, ["stripspace"] + (strip ? ["-s"] : []), in: "/",
                environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"],
                input: Array(message.utf8))
            let ours = MessageCleanup(mode: strip ? .strip : .whitespace, cutsAtScissors: false).apply(
                Array(message.utf8))
            #expect(ours == git.stdoutBytes)
        }
    }

    /// git matches a token by case-insensitive prefix against a configured name and its key,
    /// and reads it as the key.
    @Test(arguments: ["cu", "CU", "c", "Contract", "Contract-Unch"])
    func aTokenConfiguredByTrailerKeyPasses(_ token: String) throws {
        let outcome = try Self.judge("fix\n\n\(token): reason\n", settings: ["trailer.cu.key=Contract-Unchanged"])
        #expect(outcome.git == "reason")
        #expect(outcome.hook == 0)
        #expect(outcome.check == 0)
    }

    /// With `trailer.Contract-Unchanged.key=Reason` git reads `Contract-Unchanged: reason` as
    /// `Reason: reason`: there is no Contract-Unchanged trailer.
    @Test func aTrailerRenamedByItsKeyIsNotTheOverride() throws {
        let outcome = try Self.judge(
            "fix\n\nContract-Unchanged: reason\n", settings: ["trailer.Contract-Unchanged.key=Reason"])
        #expect(outcome.git == nil)
        #expect(outcome.hook == 1)
        #expect(outcome.check == 1)
    }

    /// `check` without `--cleanup` cleans as `git commit` would with `commit.cleanup`: with
    /// `whitespace` the comment line stays and breaks the continuation, so git reads no trailer.
    @Test func checkHonoursCommitCleanup() throws {
        let message = "fix\n\nContract-Unchanged:\n#c\n reason\n"
        let outcome = try Self.judge(message, settings: ["commit.cleanup=whitespace"])
        #expect(outcome.git == nil)
        #expect(outcome.hook == 1)
        #expect(outcome.check == 1)
        let stripped = try Self.judge(message, settings: ["commit.cleanup=strip"])
        #expect(stripped.git == "reason")
        #expect(stripped.hook == 0)
        #expect(stripped.check == 0)
    }

    /// git 2.39 refuses a `core.commentChar` of more than one character; so does `check`.
    @Test func aLongCommentCharCannotBeChecked() throws {
        let repo = try ContractFixture.make()
        try repo.git(["config", "core.commentChar", "ab"])
        let git = try repo.git(["commit", "--allow-empty", "-m", "x"], check: false)
        #expect(git.status == 128)
        let check = try repo.contractCheck(["check", "-m", "fix\n\nContract-Unchanged: r"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("core.commentChar is \"ab\""), "\(check.stderr)")
    }

    /// `core.commentChar=auto` and `git commit -e -m '#…'`: git opens the editor (here `:`),
    /// picks `;` and strips the `;` lines it wrote; the trailer is valid.
    @Test func autoCommentCharWithEditAndAMessage() throws {
        let outcome = try Self.judge(
            "", settings: ["core.commentChar=auto"],
            options: ["-e", "-m", "#42 fix", "-m", "Contract-Unchanged: r"])
        #expect(outcome.git == "r")
        #expect(outcome.hook == 0)
    }

    /// A message of a million lines is cleaned as `git stripspace -s` cleans it, and its
    /// trailer read as `git interpret-trailers --parse` reads it (the cleanup is linear; the
    /// time is measured by hand, not here).
    @Test func aMillionLineMessage() throws {
        var text = "Subject\n\n"
        for index in 0..<1_000_000 {
            text += index % 7 == 0 ? "# comment \(index)\n" : (index % 5 == 0 ? "  \n" : "line \(index)  \n")
        }
        text += "\nContract-Unchanged: a million lines\n"
        let raw = Array(text.utf8)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
        let git = try ProcessRunner.run(
            TrailerParserTests.git, ["stripspace", "-s"], in: "/", environment: environment,
            input: raw, timeout: 60)
        let ours = MessageCleanup(mode: .strip, cutsAtScissors: false).apply(raw)
        #expect(ours.count == git.stdoutBytes.count)
        #expect(ours == git.stdoutBytes)
        #expect(TrailerParser().trailers(in: ours) == [Trailer(token: "Contract-Unchanged", value: "a million lines")])
    }
}
