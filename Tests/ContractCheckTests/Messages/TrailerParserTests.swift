import CGit2
import Testing

@testable import ContractCheck

/// The trailer reader against `git interpret-trailers --parse`, case by case, and the cases where
/// libgit2's own `git_message_trailers` disagrees with git (so it is not used).
@Suite struct TrailerParserTests {
    static let git = ProcessRunner.which("git")

    /// What `git [-c core.commentChar=X] interpret-trailers --parse` prints for `message`.
    static func gitTrailers(_ message: String, commentChar: Character = "#") throws -> [String] {
        let result = try ProcessRunner.run(
            git, ["-c", "core.commentChar=\(commentChar)", "interpret-trailers", "--parse"],
            in: "/", environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1"],
            input: Array(message.utf8))
        guard result.status == 0 else { throw TestFailure("git interpret-trailers failed: \(result.stderr)") }
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    static func ours(_ message: String, commentChar: Character = "#") -> [String] {
        TrailerParser(commentChar: commentChar.asciiValue ?? 35).trailers(in: Array(message.utf8)).map {
            "\($0.token): \($0.value)"
        }
    }

    /// libgit2's reading, as `token: value` lines.
    static func libgit2(_ message: String) -> [String] {
        git_libgit2_init()
        var array = git_message_trailer_array()
        guard git_message_trailers(&array, message) == 0 else { return ["<error>"] }
        defer { git_message_trailer_array_free(&array) }
        var out: [String] = []
        for index in 0..<array.count {
            let trailer = array.trailers[index]
            let key = trailer.key.flatMap { String(validatingCString: $0) } ?? ""
            let value = trailer.value.flatMap { String(validatingCString: $0) } ?? ""
            out.append("\(key): \(value)")
        }
        return out
    }

    /// Messages and the trailers git reads from them; ours must agree on every one.
    @Test(arguments: [
        "Subject\n\nBody.\n\nContract-Unchanged: reason\n",
        "Subject\n\nContract-Unchanged: reason\n",
        "Contract-Unchanged: only a title\n",
        "Subject\n\nContract-Unchanged: reason\n\nA prose paragraph last.\n",
        "Subject\n\nbody\nContract-Unchanged: mixed into prose\n",
        "Subject\n\ncontract-unchanged: lower case\nSigned-off-by: A <a@example.com>\n",
        "Subject\n\nContract-Unchanged:\nSigned-off-by: A <a@example.com>\n",
        "Subject\n\nContract-Unchanged: part one\n\tpart two\n  part three\n",
        "Subject\n\nKey With Space: no\nContract-Unchanged: yes\n",
        "Subject\n\nContract-Unchanged   : spaces before the colon\n",
        "Subject\n\nprose line\nprose line two\nSigned-off-by: A <a@example.com>\nContract-Unchanged: 25% rule\n",
        "Subject\n\nprose one\nprose two\nprose three\nprose four\nSigned-off-by: A "
            + "<a@example.com>\nContract-Unchanged: below 25%\n",
        "Subject\n\n(cherry picked from commit 0123456789abcdef)\nContract-Unchanged: with cherry-pick\n",
        "Subject\n\nContract-Unchanged: before a patch\n---\n a/file | 2 +-\n",
        "Subject\n\nBody\n---\nContract-Unchanged: after the divider\n",
        "Subject\r\n\r\nContract-Unchanged: crlf\r\n",
        "Subject\n\nContract-Unchanged: x\n# a comment line\n\n",
        "Subject\n\nConflicts:\n\tsrc/a.ts\nContract-Unchanged: after conflicts\n",
        "Subject\n\nContract-Unchanged: real\nConflicts:\n\tsrc/a.ts\n",
        "\n\nContract-Unchanged: leading blank lines\n",
        "",
        "Subject\n\n: no token\n",
        "Subject\n\n   \nContract-Unchanged: whitespace-only line above\n",
    ])
    func agreesWithGit(message: String) throws {
        #expect(Self.ours(message) == (try Self.gitTrailers(message)), "message: \(message.debugDescription)")
    }

    @Test func commentCharacterIsGitsNotAlwaysHash() throws {
        let message = "Subject\n\n; a comment under ';'\nContract-Unchanged: x\n"
        let git = try Self.gitTrailers(message, commentChar: ";")
        #expect(git == ["Contract-Unchanged: x"])
        #expect(Self.ours(message, commentChar: ";") == git)
        // libgit2 hard-codes '#': the ';' line is prose to it, so it finds no trailer block.
        #expect(Self.libgit2(message) != git)
    }

    @Test func emptyReasonFollowedByAnotherTrailer() throws {
        let message = "Subject\n\nContract-Unchanged:\nSigned-off-by: A <a@example.com>\n"
        let git = try Self.gitTrailers(message)
        #expect(git == ["Contract-Unchanged: ", "Signed-off-by: A <a@example.com>"])
        #expect(Self.ours(message) == git)
        // libgit2 runs the empty value into the next line and reads it as the reason.
        #expect(Self.libgit2(message).first != "Contract-Unchanged: ")
    }

    @Test func tabContinuationIsUnfolded() throws {
        let message = "Subject\n\nContract-Unchanged: part one\n\tpart two\n"
        let git = try Self.gitTrailers(message)
        #expect(git == ["Contract-Unchanged: part one part two"])
        #expect(Self.ours(message) == git)
        #expect(Self.libgit2(message) != git)
    }

    @Test func scissorsEndsTheMessageForGitButNotLibgit2() throws {
        let message =
            "Subject\n\nBody.\n\n# ------------------------ >8 ------------------------\nContract-Unchanged: below the "
            + "scissors\n"
        let git = try Self.gitTrailers(message)
        #expect(git.isEmpty)
        #expect(Self.ours(message) == git)
        #expect(Self.libgit2(message) == ["Contract-Unchanged: below the scissors"])
    }

    @Test func crlfValueIsTrimmedByGit() throws {
        let message = "Subject\r\n\r\nContract-Unchanged: crlf\r\n"
        #expect(try Self.gitTrailers(message) == ["Contract-Unchanged: crlf"])
        #expect(Self.libgit2(message) == ["Contract-Unchanged: crlf\r"])
    }

    @Test func gitHangsWhereWeStop() {
        // git 2.39's ignore_non_trailer loops forever on a scissors line after a "---" line;
        // the reader must return.
        let message = "Subject\n\nA: b\n--- \nfoo\n# ------------------------ >8 ------------------------\nbar\n"
        _ = Self.ours(message)
    }
}
