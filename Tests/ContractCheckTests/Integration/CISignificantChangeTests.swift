import Testing

@testable import ContractCheck

/// `ci` checks a §8 bullet at a commit only when the commit can change its verdict: a side
/// changed only in comments or whitespace lexes to the same significant stream
/// (`SignificantStream`) as at the parent, so the bullet keeps the parent's verdict, unchecked.
/// Each case is one commit on a repository whose `a.b` bullet agrees and whose `c.d` bullet
/// drifts already (`src/shared/types.ts` lacks `c.d`); the commit is judged by `ci` against its
/// parent: the bullets it checked, and the drift it introduces.
@Suite struct CISignificantChangeTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- key `a.b` — `src/api/routes.ts` ↔ `ios/App/Bridge.swift`\n"
        + "- key `c.d` — `src/shared/types.ts` ↔ `ios/App/Bridge.swift`\n"
    static let routes = "export const key = \"a.b\";\nexport const limit = 25;\n"
    static let types = "export const key = \"x\";\n"
    static let bridge = "let key = \"a.b\"\nlet other = \"c.d\"\n"

    struct Case: CustomTestStringConvertible {
        let name: String
        let path: String
        let content: String
        /// The bullets `ci` checks at the commit.
        let checked: Int
        /// The drift findings the commit introduces.
        let drift: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a comment appended", path: "src/api/routes.ts", content: routes + "// a note\n", checked: 0, drift: 0
        ),
        Case(
            name: "comment lines and blank lines inserted", path: "src/api/routes.ts",
            content: "// header\n\n" + routes.replacingOccurrences(of: "\n", with: " /* n */\n\n"), checked: 0, drift: 0
        ),
        Case(
            name: "a comment naming the value the side lacks", path: "src/shared/types.ts",
            content: types + "// c.d\n", checked: 0, drift: 0),
        Case(
            name: "one token changed", path: "src/api/routes.ts",
            content: routes.replacingOccurrences(of: "a.b", with: "a.c"), checked: 1, drift: 1),
        Case(
            name: "a token added", path: "src/api/routes.ts", content: routes + "export const more = 1;\n",
            checked: 1, drift: 0),
        Case(
            name: "two statements joined on one line", path: "src/api/routes.ts",
            content: routes.replacingOccurrences(of: ";\nexport", with: "; export"), checked: 1, drift: 0),
        Case(
            name: "a comment holding a LINT. directive", path: "src/api/routes.ts",
            content: routes + "// LINT.IfChange\n", checked: 1, drift: 0),
        Case(
            name: "the other side's comment", path: "ios/App/Bridge.swift", content: "// note\n" + bridge, checked: 0,
            drift: 0),
    ]

    @Test(arguments: cases) func aCommitIsCheckedOnlyWhereItsChangeCanChangeTheVerdict(_ test: Case) throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("src/api/routes.ts", Self.routes)
        try repo.write("src/shared/types.ts", Self.types)
        try repo.write("ios/App/Bridge.swift", Self.bridge)
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Two bullets, one drifting"])
        let base = try OneJudgeTests.head(repo)
        try repo.write(test.path, test.content)
        try repo.git(["commit", "-q", "--no-verify", "-am", "The change\n\nContract-Unchanged: testing"])

        let report = try CIReadsTests.run(repo, base: base).report
        #expect(report.commits.count == 1)
        let commit = try #require(report.commits.first)
        #expect(commit.constantsFindings.count == test.drift, "\(commit.constantsFindings)")
        guard case .report(let constants) = commit.decision?.reading.constants else {
            Issue.record("no §8 report at the commit")
            return
        }
        #expect(constants.bullets.count == test.checked)
    }
}
