import Foundation
import Testing

@testable import ContractCheck
@testable import contract_check

/// The format-independent report: a command builds one `CommandReport` and every format renders
/// it; `--format` accepts the four formats on `check` and `constants` and nothing else.
@Suite struct CommandReportTests {
    static let finding = Finding(
        rule: .constantDrift, message: "\"k\" is missing.", location: Location(path: "src/a.ts", line: 3),
        hints: ["Change both."])
    static let note = Finding(
        rule: .unverifiableConstant, severity: .note, message: "No sides.",
        location: Location(path: "docs/c.md", line: 9))

    @Test func textByDefaultListsTheFindingsThenTheSummary() {
        let report = CommandReport(
            command: "audit", status: .findings, findings: [Self.finding, Self.note], summary: "2 of 3 checked")
        #expect(
            OutputFormat.text.render(report, style: TextStyle(enabled: false)) == """
                src/a.ts:3: error: [constant-drift] "k" is missing.
                    Change both.
                docs/c.md:9: note: [unverifiable-constant] No sides.
                contract-check: 2 of 3 checked.
                """)
    }

    @Test func aTextBodySitsBetweenBlankLinesAndLowSeveritiesCanBeLeftOut() {
        let layout = TextLayout(minimumSeverity: .warning, body: { style in ["row 1", style.bold("row 2")] })
        let report = CommandReport(
            command: "audit", status: .findings, findings: [Self.finding, Self.note], summary: "done", text: layout)
        #expect(
            OutputFormat.text.render(report, style: TextStyle(enabled: false)) == """
                src/a.ts:3: error: [constant-drift] "k" is missing.
                    Change both.

                row 1
                row 2

                contract-check: done.
                """)
        let closing = CommandReport(
            command: "audit", status: .clean, findings: [], summary: "s",
            text: TextLayout(closing: ["first", "second"]))
        #expect(OutputFormat.text.render(closing, style: TextStyle(enabled: false)) == "first\nsecond")
    }

    @Test func jsonIsTheSchemaVersionOneEnvelopeThenTheCommandsMembers() throws {
        let report = CommandReport(
            command: "audit", status: .findings, findings: [Self.finding], summary: "s",
            json: [("extra", .int(7))])
        let text = OutputFormat.json.render(report, style: TextStyle(enabled: false))
        #expect(
            text.hasPrefix(
                "{\n  \"schemaVersion\": "
                    + "1,\n  \"tool\": \"contract-check\",\n  \"command\": \"audit\",\n  \"exitCode\": "
                    + "1,\n  \"findings\": ["
            ))
        #expect(text.hasSuffix("\"extra\": 7\n}"))
        let object = try JSONRead.object(text)
        #expect((object["findings"] as? [[String: Any]])?.first?["hints"] as? [String] == ["Change both."])
    }

    @Test(arguments: ["check", "constants"])
    func formatAcceptsTheFourFormatsOnly(command: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        let help = try repo.contractCheck([command, "--help"])
        #expect(help.stdout.contains("[--format text|json|sarif|github]"))
        #expect(help.stdout.contains("sarif (SARIF 2.1.0) or github (Actions annotations)"))
        let bad = try repo.contractCheck([command, "--format", "yaml"])
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("does not accept \"yaml\""), "\(bad.stderr)")
        #expect(bad.stderr.contains("sarif") && bad.stderr.contains("github"), "\(bad.stderr)")
    }

    /// Exit 2 prints no report in any format: only the error line on standard error.
    @Test(arguments: ["text", "json", "sarif", "github"])
    func couldNotCheckPrintsNoReport(format: String) throws {
        let repo = try TempGitRepo()
        let result = try repo.contractCheck(["constants", "--format", format])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("contract-check: error: No configuration:"))
    }

    /// `--color always` colours text only: machine formats never hold escape sequences.
    @Test(arguments: ["json", "sarif", "github"])
    func machineFormatsAreNeverColoured(format: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let coloured = try repo.contractCheck(["check", "--format", format, "--color", "always"])
        #expect(coloured.status == 1)
        #expect(!coloured.stdoutBytes.contains(0x1B), "\(coloured.stdout)")
        let text = try repo.contractCheck(["check", "--color", "always"])
        #expect(text.stdoutBytes.contains(0x1B))
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func everyFormatExitsLikeTheCheck(format: String) throws {
        let repo = try ContractFixture.make(installHooks: false)
        #expect(try repo.contractCheck(["check", "--format", format]).status == 0)
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        #expect(try repo.contractCheck(["check", "--format", format]).status == 1)
    }
}
