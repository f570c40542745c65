import AnchorManifest
import Foundation
import Testing

@testable import ContractCheck

/// `CommitInvocation.parse`: what a `git commit` command line says, by git's option rules.
@Suite struct CommitInvocationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var argv: [String]
        var expected: CommitInvocation?
        var testDescription: String { argv.joined(separator: " ") }
    }

    @Test(arguments: [
        Row(argv: ["git", "commit", "-vv"], expected: CommitInvocation(verbose: 2)),
        Row(argv: ["git", "commit", "-vm", "--amend"], expected: CommitInvocation(verbose: 1, messages: ["--amend"])),
        Row(argv: ["git", "commit", "-mv", "--amend"], expected: CommitInvocation(amend: true, messages: ["v"])),
        Row(argv: ["git", "commit", "-avm"], expected: CommitInvocation(verbose: 1, all: true)),
        Row(argv: ["git", "commit", "-Skey", "-v"], expected: CommitInvocation(verbose: 1)),
        Row(argv: ["git", "commit", "-uv", "--amend"], expected: CommitInvocation(amend: true)),
        Row(
            argv: ["git", "commit", "-v", "--no-verbose", "--cleanup=scissors"],
            expected: CommitInvocation(verbose: 0, cleanup: "scissors")),
        Row(argv: ["git", "-C", "dir", "commit", "--ame"], expected: CommitInvocation(amend: true)),
        Row(argv: ["git", "ci", "--amend"], expected: CommitInvocation(amend: true, verbose: 1)),
        Row(argv: ["git", "status", "--amend"], expected: nil),
        Row(
            argv: ["/usr/lib/git-core/git-commit", "--amend", "-m", "x"],
            expected: CommitInvocation(amend: true, messages: ["x"])),
        Row(argv: ["git-commit", "-v"], expected: CommitInvocation(verbose: 1)),
        Row(
            argv: ["git", "commit", "-m", "a", "--message=b", "-Fmsg.txt", "--trailer", "K: v", "--trail=L: w"],
            expected: CommitInvocation(messages: ["a", "b"], messageFile: "msg.txt", trailers: ["K: v", "L: w"])),
        Row(
            argv: ["git", "commit", "-m", "x", "src/a.ts", "-e", "--", "-b.ts"],
            expected: CommitInvocation(messages: ["x"], edit: true, pathspecs: ["src/a.ts", "-b.ts"])),
        Row(
            argv: ["git", "commit", "-im", "x", "a.ts", "--no-edit"],
            expected: CommitInvocation(messages: ["x"], edit: false, include: true, pathspecs: ["a.ts"])),
        Row(
            argv: ["git", "commit", "-C", "HEAD", "--pathspec-from-file=list"],
            expected: CommitInvocation(reusesMessage: true, pathspecFromFile: true)),
        Row(argv: ["git", "commit", "-c", "HEAD"], expected: CommitInvocation(edit: true, reusesMessage: true)),
    ])
    func commandLines(_ row: Row) {
        #expect(CommitInvocation.parse(row.argv, aliases: ["ci": "commit -v"]) == row.expected)
    }

    /// Whether git opens an editor, and whether the commit is a path-list commit.
    @Test func editorAndPathList() throws {
        let parse = { (argv: [String]) throws -> CommitInvocation in
            try #require(CommitInvocation.parse(["git", "commit"] + argv))
        }
        #expect(try parse([]).opensEditor == true)
        #expect(try parse(["-m", "x"]).opensEditor == false)
        #expect(try parse(["-m", "x", "-e"]).opensEditor == true)
        #expect(try parse(["-C", "HEAD"]).opensEditor == false)
        #expect(try parse(["--trailer", "K: v"]).opensEditor == true)
        #expect(try parse(["-m", "x", "--", "a.ts"]).isPathList == true)
        #expect(try parse(["-m", "x", "-i", "a.ts"]).isPathList == false)
        #expect(try parse(["-a", "-m", "x"]).isPathList == false)
    }

    /// One argument of 200,000 clustered `-v` (found by `scripts/fuzz/run`, target `Trailers`):
    /// the cluster was taken apart with `Array.removeFirst()`, quadratic in its length (each removal
    /// moves the rest). Counted, not timed: the walk copies each character of the cluster once,
    /// for n and 8n flags; `removeFirst()` moved about n²/2. A git argument may be 128 kB long.
    @Test(arguments: [25_000, 200_000])
    func aLongClusterIsLinear(flags: Int) {
        let argv = ["git", "commit", "-" + String(repeating: "v", count: flags)]
        #if DEBUG
            let (invocation, work) = WorkMeter.measure { CommitInvocation.parse(argv) }
            #expect(work[.clusterCharacters] == flags)
        #else
            let invocation = CommitInvocation.parse(argv)
        #endif
        #expect(invocation == CommitInvocation(verbose: flags))
    }
}
