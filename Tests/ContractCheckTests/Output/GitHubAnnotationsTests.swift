import Foundation
import Testing

@testable import ContractCheck
@testable import contract_check

/// `--format github`: one workflow command per finding, escaped as GitHub's toolkit escapes
/// them, so no path, value or message can break the line or forge a command.
@Suite struct GitHubAnnotationsTests {
    /// `escapeData` / `escapeProperty` of `@actions/core`.
    @Test(
        arguments: [
            ("plain", "plain", "plain"),
            ("100%", "100%25", "100%25"),
            ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
            ("::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"),
            ("a,b=c", "a,b=c", "a%2Cb=c"),
            ("%0A", "%250A", "%250A"),
        ] as [(String, String, String)])
    func escapingMatchesTheActionsToolkit(raw: String, data: String, property: String) {
        #expect(GitHubAnnotations.escapeData(raw) == data)
        #expect(GitHubAnnotations.escapeProperty(raw) == property)
        #expect(WorkflowCommand.unescapeData(data) == raw)
        #expect(WorkflowCommand.unescapeProperty(property) == raw)
    }

    /// Control characters other than CR and LF are shown, not passed on: no ANSI sequence from
    /// a file name reaches the log.
    @Test func otherControlCharactersAreShown() {
        #expect(GitHubAnnotations.escapeData("a\u{1B}[31mb\tc") == "a\\u{1b}[31mb\\tc")
        #expect(GitHubAnnotations.escapeProperty("src/\u{1B}[2J.ts") == "src/\\u{1b}[2J.ts")
        let line = GitHubAnnotations.annotation(
            Finding(rule: Rule(id: "r", summary: "A rule."), message: "m", location: Location(path: "x\u{7}y.ts")))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// The bidirectional controls and the line and paragraph separators are shown escaped in
    /// `file` as in the message, so a file name cannot reorder or break the annotation.
    @Test(arguments: [0x202E, 0x2028, 0x2029, 0x202A, 0x2066, 0x2069] as [UInt32])
    func bidirectionalAndSeparatorCharactersAreShownInFile(value: UInt32) {
        let scalar = Character(Unicode.Scalar(value)!)
        let path = "src/a\(scalar)b.ts"
        let line = GitHubAnnotations.annotation(
            Finding(rule: Rule(id: "r", summary: "A rule."), message: "m\(scalar)", location: Location(path: path)))
        let shown = "\\u{\(String(value, radix: 16))}"
        #expect(line == "::error file=src/a\(shown)b.ts,title=contract-check%3A r::m\(shown)", "\(line)")
        #expect(!line.unicodeScalars.contains { $0.value == value })
    }

    @Test func severitiesLocationsRelatedPlacesAndHintsMakeOneLineEach() {
        let finding = Finding(
            rule: .constantDrift, severity: .error, message: "\"k\" is missing from side 2.",
            location: Location(path: "src/a.ts", line: 3, column: 7),
            related: [RelatedLocation(location: Location(path: "docs/c.md", line: 9), message: "listed here")],
            hints: ["Change every side together."])
        let report = CommandReport(
            command: "constants", status: .findings,
            findings: [
                finding,
                Finding(
                    rule: .manifestDuplicate, severity: .warning, message: "Twice.",
                    location: Location(path: "docs/c.md")),
                Finding(rule: .unverifiableConstant, severity: .note, message: "No sides."),
            ], summary: "1 of 2 bullets verified")
        let lines = OutputFormat.github.render(report, style: TextStyle(enabled: false)).split(separator: "\n").map(
            String.init)
        #expect(
            lines == [
                "::error file=src/a.ts,line=3,col=7,title=contract-check%3A constant-drift::\"k\" is missing from side "
                    + "2.%0Adocs/c.md:9: listed here%0AChange every side together.",
                "::warning file=docs/c.md,title=contract-check%3A manifest-duplicate::Twice.",
                "::notice title=contract-check%3A unverifiable-constant::No sides.",
                "::notice title=contract-check constants::1 of 2 bullets verified",
            ])
    }

    /// Accepted drift is not a finding (it blocks nothing) but is shown: one `::notice` per
    /// drift with the trailer that accepted it, for `check` and for `ci` (with the commit).
    @Test func acceptedDriftIsANotice() throws {
        let repo = try HookOutputTests.make()
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token.v2\"\n}\n")
        try repo.git(["add", "-A"])
        let message = "One side\n\nContract-Unchanged: not in the document\nContract-Drift-Accepted: web follows"
        let check = try repo.contractCheck(["check", "--format", "github", "-m", message])
        #expect(check.status == 0, "\(check.output)")
        let notice =
            "::notice file=app/Sources/Auth.swift,line=2,title=contract-check%3A constant-drift (accepted)::"
            + "\"tokenKey\" is declared as \"app.token.v2\", which is not a value of \"Storage key\" (\"app.token\")."
            + "%0Adocs/contract.md:7: the values are listed here%0Aweb/lib/auth.ts:1: the other side has it, as a "
            + "string literal%0AAccepted by Contract-Drift-Accepted: web follows"
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::notice file=") } == [notice], "\(check.stdout)")
        #expect(lines.filter { $0.hasPrefix("::error") }.isEmpty)
        try repo.git(["commit", "-q", "-m", message])
        let ci = try repo.contractCheck(["ci", "--base", "HEAD~1", "--format", "github"])
        #expect(ci.status == 0, "\(ci.output)")
        let commit = try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            ci.stdout.split(separator: "\n").filter { $0.hasPrefix("::notice file=") }.map(String.init)
                == [notice + "%0Acommit \(commit)"], "\(ci.stdout)")
    }

    /// A staged anchor whose name holds a newline, `%`, `,`, `=` and `::error file=…::` text,
    /// and a trailer reason with a forged command: every annotation stays one line starting with
    /// its own command, every `%` is an escape, the properties hold no `::`, and the runner's
    /// parse gives back exactly the path.
    @Test func hostilePathsAndMessagesCannotBreakOrForgeACommand() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let hostile = "src/shared/evil\n::error file=x.ts,line=1::forged 100%0A, a=b\r::warning::.ts"
        try repo.write(hostile, "export {};\n")
        try repo.write("src/shared/plain.ts", "export {};\n")
        try repo.git(["add", "-A"])
        let blocked = try repo.contractCheck(["check", "--format", "github"])
        #expect(blocked.status == 1)
        let lines = try Self.lines(blocked)
        #expect(lines.count == 3, "two findings and the summary: \(lines)")
        for line in lines.dropLast() {
            #expect(line.hasPrefix("::error file="), "\(line)")
        }
        #expect(lines.last?.hasPrefix("::notice title=contract-check check::would block: 2 contract anchor(s)") == true)
        for line in lines {
            try Self.expectOnlyEscapes(line)
        }
        let commands = lines.compactMap(WorkflowCommand.init(runnerLine:))
        #expect(commands.count == lines.count)
        #expect(commands.map(\.name) == ["error", "error", "notice"])
        #expect(Set(commands.compactMap { $0.properties["file"] }) == [hostile, "src/shared/plain.ts"])
        #expect(
            commands.allSatisfy { $0.properties.keys.allSatisfy { ["file", "line", "col", "title"].contains($0) } })
        let evil = try #require(commands.first { $0.properties["file"] == hostile })
        #expect(evil.properties["title"] == "contract-check: anchor-without-document")
        #expect(
            evil.data.hasPrefix(
                "Contract anchor \"\(FindingText.escape(hostile))\" is added without the contract document"),
            "\(evil.data)")
        #expect(!evil.data.contains("\r"))

        // The trailer's reason reaches the summary notice, escaped too.
        let excused = try repo.contractCheck([
            "check", "--format", "github", "-m", "Add\n\nContract-Unchanged: ::error::forged 50% done",
        ])
        #expect(excused.status == 0)
        let summary = try Self.lines(excused)
        #expect(summary.count == 1)
        try Self.expectOnlyEscapes(summary[0])
        let notice = try #require(WorkflowCommand(runnerLine: summary[0]))
        #expect(notice.name == "notice")
        #expect(notice.data.hasSuffix("excused by Contract-Unchanged: ::error::forged 50% done"), "\(notice.data)")
    }

    @Test func theConstantsReportAnnotatesEveryFindingAndClosesWithTheCoverage() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let github = try repo.contractCheck(["constants", "--format", "github"])
        #expect(github.status == 1)
        let json = try JSONRead.object(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        let findings = json["findings"] as? [[String: Any]] ?? []
        let lines = try Self.lines(github)
        #expect(lines.count == findings.count + 1)
        #expect(
            lines.last
                == "::notice title=contract-check constants::9 of 21 bullets verified (3 shape-checked, 1 "
                + "symbol-precise, 5 file-wide), 4 drift, 3 unresolved, 5 unverifiable"
        )
        #expect(
            lines.filter { $0.hasPrefix("::error ") }.count
                == findings.filter { $0["severity"] as? String == "error" }.count)
        #expect(
            lines.contains(
                "::error file=beebox/docs/mobile-contract.md,line=660,col=48,title=contract-check%3A "
                    + "unresolved-reference::\"core/mobile/mobile-session.ts\" in \"Mobile session cookie name\" "
                    + "matches no file under \"beebox/\", \"ios-app/BeeBox/\"."
            ))
    }

    /// The output's lines, split at every CR and LF byte (the runner splits at both).
    static func lines(_ result: ProcessResult) throws -> [String] {
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdoutBytes.last == UInt8(ascii: "\n"))
        let lines = result.stdoutBytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }
            .map { String(decoding: $0, as: UTF8.self) }
        return Array(lines.dropLast())
    }

    /// Every `%` starts one of the escapes; the property list (up to the first `::` after the
    /// command) holds no `:` at all.
    static func expectOnlyEscapes(_ line: String) throws {
        let bytes = Array(line.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            let code = String(decoding: bytes[(index + 1)..<min(index + 3, bytes.count)], as: UTF8.self)
            #expect(["25", "0D", "0A", "3A", "2C"].contains(code), "a bare % in \(line)")
        }
        let afterKey = line.index(line.startIndex, offsetBy: 2)
        let separator = try #require(line.range(of: "::", range: afterKey..<line.endIndex))
        #expect(!line[afterKey..<separator.lowerBound].contains(":"), "a : in the properties of \(line)")
    }
}
