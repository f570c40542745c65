import Foundation
import Testing

@testable import ContractCheck

/// `ci` and `audit` in SARIF: valid against the official schema, with the commit of each
/// finding in its properties, and the same findings as their JSON reports.
@Suite(.enabled(if: PythonOracles.shouldRun, "jsonschema is not installed (scripts/setup-python failed)"))
struct SARIFCommandsTests {
    @Test func ciFindingsCarryTheirCommit() throws {
        let (repo, ids) = try CIGateTests.history()
        let sarif = try repo.contractCheck(["ci", "--base", "main", "--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let run = try SARIFRun(sarif.stdout)
        let json = try JSONRead.object(try repo.contractCheck(["ci", "--base", "main", "--format", "json"]).stdout)
        #expect(run.results.count == (json["findings"] as? [Any])?.count)
        let result = try #require(run.results.first { $0["ruleId"] as? String == "anchor-without-document" })
        #expect((result["properties"] as? [String: Any])?["commit"] as? String == ids["bypass"])
    }

    @Test func auditOfTheExampleIsValid() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try ExampleRepo.replace(repo, "beebox/src/core/mobile/pairing.ts", "pendingPairings", "pendingTickets")
        try repo.git(["commit", "-qam", "Rename", "--no-verify"])
        let sarif = try repo.contractCheck(["audit", "--format", "sarif"])
        #expect(sarif.status == 1)
        #expect(try SARIFSchema.violations(sarif.stdout) == [])
        let run = try SARIFRun(sarif.stdout)
        #expect(run.results.contains { $0["ruleId"] as? String == "missing-symbol" })
        #expect(run.results.contains { $0["ruleId"] as? String == "history-bypass" })
        let github = try repo.contractCheck(["audit", "--format", "github"])
        #expect(github.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::") }, "\(github.stdout)")
    }
}
