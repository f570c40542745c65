import Foundation
import Testing

/// The configuration example of docs/writing-a-contract.md is the embedded example's configuration with every
/// optional key spelled out: as `.contract-check` of the example it must give the same
/// results as the example's own file.
@Suite struct ReadmeConfigurationTests {
    /// The first ```ini block under "## Configuration" in docs/writing-a-contract.md.
    static func readmeConfiguration() throws -> String {
        let readme = try String(
            contentsOfFile: TempGitRepo.packageRoot + "/docs/writing-a-contract.md", encoding: .utf8)
        let section = try #require(readme.range(of: "## Configuration"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```ini\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmeExampleWorksOnTheEmbeddedExample() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let own = try repo.contractCheck(["constants", "--format", "json"])
        try repo.write(".contract-check", try Self.readmeConfiguration())
        let readme = try repo.contractCheck(["constants", "--format", "json"])
        #expect(readme.status == own.status, "\(readme.output)")
        #expect(readme.stdout == own.stdout)
        let manifest = try repo.contractCheck(["manifest", "--format", "json"])
        #expect(manifest.status == 0, "\(manifest.output)")
        try repo.git(["checkout", "--", ".contract-check"])
        let ownManifest = try repo.contractCheck(["manifest", "--format", "json"])
        #expect(manifest.stdout == ownManifest.stdout)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(manifest.stdout.utf8)) as? [String: Any])
        #expect((entries["entries"] as? [Any])?.count == 60, "\(manifest.stdout)")
    }
}
