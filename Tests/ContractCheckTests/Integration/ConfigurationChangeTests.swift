import Foundation
import Testing

/// A commit that changes `.contract-check` is judged under the parent's configuration and its
/// own, in the hooks and in `ci` (issue 11, item 4).
@Suite struct ConfigurationChangeTests {
    /// The fixture's document with a second section whose code block could pass for a manifest.
    static let document =
        ContractFixture.document + """


            ## 12. Quick capture

            ```
            README.md
            ```
            """

    static func make() throws -> TempGitRepo {
        let repo = try ContractFixture.make(commit: false)
        try repo.write(ContractFixture.documentPath, document + "\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        return repo
    }

    /// The scenario: the commit makes "Quick capture" the manifest and changes an anchor
    /// of the real one; under the new configuration nothing is an anchor, under HEAD's it is.
    @Test func swappingTheManifestSectionDoesNotExcuseAnAnchorChange() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Change routes"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        // Said once across the two hooks: pre-commit's note, then the block names which
        // configuration its findings are under.
        #expect(
            result.stderr.contains(
                "contract-check: note: This commit changes .contract-check: it is judged under both "
                    + "HEAD:.contract-check and :.contract-check (staged) and passes only if it passes under both."),
            "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "This commit changes .contract-check").count == 2)
        #expect(result.stderr.contains("\nThe findings above are under HEAD:.contract-check.\n"), "\(result.stderr)")
        #expect(try repo.log() == ["initial"])
    }

    /// The heads-up says so before the message is written.
    @Test func thePreCommitHeadsUpSaysTheConfigurationChanged() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(["hook", "pre-commit"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stderr.contains("[anchor-without-document]") || result.stderr.contains("src/api/routes.ts"))
        #expect(result.stderr.contains("contract-check: note: This commit changes .contract-check"))
    }

    /// `check` judges the same way and says so, in text and JSON.
    @Test func checkJudgesUnderBothAndSaysSo() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let text = try repo.contractCheck(["check", "-m", "Change routes"])
        #expect(text.status == 1, "\(text.output)")
        #expect(text.stdout.contains("src/api/routes.ts: error: [anchor-without-document]"), "\(text.stdout)")
        #expect(text.stdout.contains("the findings above are under HEAD:.contract-check."), "\(text.stdout)")
        let json = try repo.contractCheck(["check", "-m", "Change routes", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"verdictUnder\": \"HEAD:.contract-check\""), "\(json.stdout)")
    }

    /// Under the new configuration alone the commit would block (README.md is its anchor):
    /// the parent's passing does not excuse it either.
    @Test func theNewConfigurationMustPassToo() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("README.md", "More prose.")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Prose"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("README.md: error: [anchor-without-document]"))
        #expect(result.stderr.contains("The findings above are under :.contract-check (staged)."))
    }

    /// A configuration change that breaks nothing passes, with the note; a trailer that both
    /// configurations accept excuses an anchor under both.
    @Test func aHarmlessChangePassesAndATrailerExcusesUnderBoth() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tconstantsSection = Constants\n")
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy\n\nContract-Unchanged: comment only"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stderr.contains("contract-check: note: This commit changes .contract-check"))
        // pre-commit's note only: commit-msg does not repeat it.
        #expect(result.stderr.components(separatedBy: "This commit changes .contract-check").count == 2)
    }

    /// The trailer key is read from each configuration: a commit that renames the trailer and
    /// uses only the new name is blocked under HEAD's configuration.
    @Test func renamingTheTrailerIsJudgedUnderTheOldNameToo() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\ttrailer = Contract-Same\n")
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy\n\nContract-Same: comment only"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("The findings above are under HEAD:.contract-check."))
    }

    /// A staged configuration that does not load cannot be committed unnoticed: exit 2, naming
    /// the staged file.
    @Test func aBrokenStagedConfigurationCannotBeChecked() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n\tbogus = 1\n")
        try repo.git(["add", "-A"])
        try repo.write(".contract-check", ContractFixture.configuration)
        let result = try repo.tryCommit(["-m", "Break it"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains(":.contract-check (staged)"))
        #expect(result.stderr.contains("Unknown setting \"contract.bogus\""))
        #expect(try repo.log() == ["initial"])
    }

    /// A commit on a feature branch, made with the hooks bypassed; returns its id.
    @discardableResult
    static func commit(_ repo: TempGitRepo, _ message: String) throws -> String {
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", message])
        return try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `ci` judges the swap under the parent's configuration too.
    @Test func ciJudgesASwapUnderTheParentsConfiguration() throws {
        let repo = try Self.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let swap = try Self.commit(repo, "Change routes")
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("src/api/routes.ts: error: [\(swap.prefix(12))] [anchor-without-document]"))
        #expect(result.stdout.contains("\(swap.prefix(12))  blocked"))
        #expect(result.stdout.contains("[changes .contract-check: judged under the parent's and its own]"))
        #expect(result.stdout.contains("1 commit in"))
        #expect(result.stdout.contains("0 passed, 1 blocked"))
    }

    /// Every commit is read with its own configuration, not head's: a commit made while the
    /// trailer was `Contract-Same` is excused by that trailer, though head went back to
    /// `Contract-Unchanged`.
    @Test func ciReadsEachCommitsOwnConfiguration() throws {
        let repo = try Self.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write(".contract-check", ContractFixture.configuration + "\ttrailer = Contract-Same\n")
        try Self.commit(repo, "Rename the trailer")
        try repo.append("src/api/routes.ts", "// comment only")
        let excused = try Self.commit(repo, "Tidy\n\nContract-Same: comment only")
        try repo.write(".contract-check", ContractFixture.configuration)
        try Self.commit(repo, "Rename it back")
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("\(excused.prefix(12))  passed (trailer)"), "\(result.stdout)")
        #expect(result.stdout.contains("[Contract-Same: comment only]"))
        #expect(result.stdout.contains("3 commits in"))
        let json = try repo.contractCheck(["ci", "--base", "main", "--format", "json"])
        #expect(json.stdout.contains("\"configurationChanged\": true"), "\(json.stdout)")
    }

    /// A commit of the range whose own `.contract-check` does not load cannot be judged by its
    /// settings: `ci` cannot check (exit 2, naming that commit's file and line), never a pass
    /// under head's configuration instead.
    @Test func ciCannotCheckACommitWhoseConfigurationDoesNotLoad() throws {
        let repo = try Self.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write(".contract-check", ContractFixture.configuration + "\tbogus = 1\n")
        let broken = try Self.commit(repo, "Break the configuration")
        try repo.write(".contract-check", ContractFixture.configuration)
        try Self.commit(repo, "Mend it")
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.stderr.contains("\(broken.prefix(12)):.contract-check:3"), "\(result.stderr)")
        #expect(result.stderr.contains("Unknown setting \"contract.bogus\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    /// A pull request that mends a base whose configuration does not load is judged under its
    /// own only, as the hooks do: there was nothing at the base to keep to.
    @Test func ciJudgesAMendedBaseConfigurationUnderTheNewOne() throws {
        let repo = try Self.make()
        try repo.write(".contract-check", ContractFixture.configuration + "\tbogus = 1\n")
        try Self.commit(repo, "Break the configuration on main")
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write(".contract-check", ContractFixture.configuration)
        try repo.append("README.md", "docs only")
        let mend = try Self.commit(repo, "Mend it")
        let result = try repo.contractCheck(["ci", "--base", "main"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("\(mend.prefix(12))  passed (no anchors)"), "\(result.stdout)")
    }
}
