import Foundation
import Testing

@testable import ContractCheck
@testable import contract_check

/// `--format sarif`: SARIF 2.1.0 that the official schema accepts (validated by jsonschema from
/// PyPI inside the test run), with the same findings as the JSON report, locations GitHub code
/// scanning can place, and paths percent-encoded whatever bytes they hold.
@Suite(.enabled(if: PythonOracles.shouldRun, "jsonschema is not installed (scripts/setup-python failed)"))
struct SARIFOutputTests {
    /// Each SARIF result against the JSON finding it renders.
    func expectSameFindings(_ sarif: SARIFRun, _ json: [String: Any], _ root: String) throws {
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(sarif.results.count == findings.count)
        #expect(sarif.ruleIDs.starts(with: RuleCatalog.all.map(\.id)))
        #expect(sarif.sourceRoot == "file://" + root + "/")
        for (result, finding) in zip(sarif.results, findings) {
            let rule = try #require(result["ruleId"] as? String)
            #expect(rule == finding["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(sarif.ruleIDs[index] == rule)
            #expect(result["level"] as? String == finding["severity"] as? String)
            let text = (result["message"] as? [String: Any])?["text"] as? String
            #expect(text?.hasPrefix(finding["message"] as? String ?? "?") == true)
            let location = try #require(SARIFRun.location(result))
            let expected = try #require(finding["location"] as? [String: Any])
            #expect(location.path == expected["path"] as? String)
            #expect(location.uriBase == "%SRCROOT%")
            #expect(location.line == expected["line"] as? Int)
            #expect(location.column == expected["column"] as? Int)
            let related = result["relatedLocations"] as? [[String: Any]] ?? []
            let expectedRelated = finding["related"] as? [[String: Any]] ?? []
            #expect(related.count == expectedRelated.count)
            for (place, want) in zip(related, expectedRelated) {
                #expect((place["message"] as? [String: Any])?["text"] as? String == want["message"] as? String)
                #expect(SARIFRun.physical(place).path == (want["location"] as? [String: Any])?["path"] as? String)
            }
            let hints = finding["hints"] as? [String] ?? []
            #expect(((result["properties"] as? [String: Any])?["hints"] as? [String] ?? []) == hints)
        }
    }

    @Test func theExampleConstantsReportIsValidSARIFWithTheJSONFindings() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let sarif = try repo.contractCheck(["constants", "--format", "sarif"])
        #expect(sarif.status == 1, "unresolved references are findings: \(sarif.stderr)")
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let run = try SARIFRun(sarif.stdout)
        let json = try JSONRead.object(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        try expectSameFindings(run, json, repo.root)
        #expect(
            run.results.contains {
                $0["ruleId"] as? String == "unresolved-reference" && $0["level"] as? String == "error"
            })
        #expect(
            run.results.contains {
                $0["ruleId"] as? String == "unverifiable-constant" && $0["level"] as? String == "note"
            })
        let invocation = (run.run["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == true)
        #expect(invocation?["exitCode"] as? Int == 1)
        #expect(
            (run.run["properties"] as? [String: Any])?["summary"] as? String
                == "9 of 21 bullets verified (3 shape-checked, 1 symbol-precise, 5 file-wide), 4 drift, 3 unresolved, "
                + "5 unverifiable"
        )
    }

    @Test func driftAndAnAnchorInCheckAreValidSARIFWithRelatedLocationsAndHints() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try ExampleRepo.replace(
            repo, "beebox/src/frontend/src/components/chat/native-post.ts", "\"beeboxLocationState\"",
            "\"beeboxLocationStatus\"")
        try repo.git(["add", "-A"])
        let sarif = try repo.contractCheck(["check", "-m", "One side only", "--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let run = try SARIFRun(sarif.stdout)
        let json = try JSONRead.object(
            try repo.contractCheck(["check", "-m", "One side only", "--format", "json"]).stdout)
        try expectSameFindings(run, json, repo.root)
        let drift = try #require(
            run.results.first {
                $0["ruleId"] as? String == "constant-drift"
                    && ((($0["message"] as? [String: Any])?["text"] as? String)?.contains("beeboxLocationState")
                        ?? false)
            })
        let text = (drift["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(
            text.hasSuffix("\n\nChange every side together (and the document too, when the value itself changes)."),
            "\(text)")
        let anchor = try #require(run.results.first { $0["ruleId"] as? String == "anchor-without-document" })
        #expect(SARIFRun.location(anchor)?.line == nil, "an anchor is a whole file: no region")
    }

    @Test func aCleanRunIsValidSARIFWithNoResults() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let sarif = try repo.contractCheck(["check", "--format", "sarif"])
        #expect(sarif.status == 0)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        #expect(try SARIFRun(sarif.stdout).results.isEmpty)
    }

    /// Paths with spaces, `#`, `%`, `?`, `:`, non-ASCII text and a newline: the URI is a valid
    /// URI reference (the schema's `uri-reference` format is checked) and decodes to the path.
    @Test func awkwardPathsArePercentEncodedAndDecodeToThemselves() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let paths = [
            "src/shared/My File #1 100%.ts", "src/shared/caf\u{E9} \u{65E5}\u{672C}?.ts",
            "src/shared/a:b/c.ts", "src/shared/line\nbreak.ts", "src/shared/back\\slash.ts",
        ]
        for path in paths { try repo.write(path, "export {};\n") }
        try repo.git(["add", "-A"])
        let sarif = try repo.contractCheck(["check", "--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let located = try SARIFRun(sarif.stdout).results.compactMap { SARIFRun.location($0)?.path }
        #expect(Set(located) == Set(paths))
        #expect(sarif.stdout.contains("\"src/shared/My%20File%20%231%20100%25.ts\""))
        #expect(sarif.stdout.contains("\"src/shared/caf%C3%A9%20%E6%97%A5%E6%9C%AC%3F.ts\""))
    }

    @Test(
        arguments: [
            ("src/a.ts", "src/a.ts"),
            ("My File #1.swift", "My%20File%20%231.swift"),
            ("100%/x?.ts", "100%25/x%3F.ts"),
            ("a:b/c", "a%3Ab/c"),
            ("caf\u{E9}", "caf%C3%A9"),
            ("line\nbreak\r", "line%0Abreak%0D"),
            ("x~y_z-1.2", "x~y_z-1.2"),
            ("(a)[b]{c}@d+e,f;g=h&i$j!k'l", "%28a%29%5Bb%5D%7Bc%7D%40d%2Be%2Cf%3Bg%3Dh%26i%24j%21k%27l"),
        ] as [(String, String)])
    func uriReferencesEncodeEveryByteButUnreservedAndSlash(path: String, uri: String) {
        #expect(SARIFURI.reference(path) == uri)
        #expect(uri.removingPercentEncoding == path)
    }

    @Test func theSourceRootIsAFileURIOfADirectory() {
        #expect(SARIFURI.directory("/home/me/my repo") == "file:///home/me/my%20repo/")
        #expect(SARIFURI.directory("/srv/repo/") == "file:///srv/repo/")
    }

    /// A finding with no location (a later command may report one about the whole repository):
    /// placed at the contract document, because GitHub rejects a log with a location-less result;
    /// without a document it has no locations, which SARIF allows.
    @Test func aFindingWithoutALocationIsStillValidSARIF() throws {
        let finding = Finding(
            rule: Rule(id: "some-future-rule", summary: "A rule from a later version."), severity: .warning,
            message: "Something about the whole repository.",
            commit: "0123456789abcdef0123456789abcdef01234567", hints: ["Do this.", "Or that."])
        var report = CommandReport(
            command: "audit", status: .findings, findings: [finding], summary: "1 warning",
            documentPath: "docs/the contract.md", sourceRoot: "/tmp/a repo")
        let placed = OutputFormat.sarif.render(report, style: TextStyle(enabled: false))
        #expect(try SARIFSchema.violations(placed) == [])
        let result = try #require(try SARIFRun(placed).results.first)
        #expect(SARIFRun.location(result)?.path == "docs/the contract.md")
        let properties = result["properties"] as? [String: Any]
        #expect(properties?["withoutLocation"] as? Bool == true)
        #expect(properties?["commit"] as? String == finding.commit)
        #expect(properties?["hints"] as? [String] == finding.hints)
        let run = try SARIFRun(placed)
        #expect(run.ruleIDs.last == "some-future-rule")
        #expect(result["ruleIndex"] as? Int == RuleCatalog.all.count)
        #expect(result["level"] as? String == "warning")

        report.documentPath = nil
        report.sourceRoot = nil
        let bare = OutputFormat.sarif.render(report, style: TextStyle(enabled: false))
        #expect(try SARIFSchema.violations(bare) == [])
        let bareResult = try #require(try SARIFRun(bare).results.first)
        #expect(bareResult["locations"] == nil)
        #expect(try SARIFRun(bare).sourceRoot == nil)
    }

    @Test func theValidatorRejectsAnUnencodedURI() throws {
        let log = """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"},
              "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b.ts"}}}]}]}]}
            """
        #expect(try SARIFSchema.violations(log).contains { $0.contains("is not a 'uri-reference'") })
    }
}
