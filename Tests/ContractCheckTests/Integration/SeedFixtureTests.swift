import Foundation
import Testing

/// The seed's golden fixtures as §8 sides: bullets the seed's §8 states, written again in a copy
/// of its document with a fixture side each (the seed itself is never edited), and what they find
/// there — the findings `Examples/beebox/README.md` lists under "The seed's fixtures".
@Suite struct SeedFixtureTests {
    static let fixtures = "test/mobile-contract/fixtures/"
    static let bullets =
        [
            "- APNs registration `{token,environment}` — `routes/pairing.ts` · `PushTokenBody` ↔ "
                + "`\(fixtures)push-token/#/body`",
            "- APNs environment `sandbox|production` — `routes/pairing.ts` ↔ "
                + "`\(fixtures)push-token/#/body/environment`",
            "- Last-audio request V1 `{version,requestId,messageId,sessionId}` — `native-last-audio-request.ts` ↔ "
                + "`\(fixtures)last-audio-request/#/request`",
            "- Redeem request `{pairingToken,deviceLabel?}` — `routes/pairing.ts` ↔ `\(fixtures)redeem/request.json`",
        ].joined(separator: "\n") + "\n\n"

    @Test func theSeedsFixturesAgainstItsMirroredConstants() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let path = repo.root + "/" + ExampleRepo.document
        let seed = try String(contentsOfFile: path, encoding: .utf8)
        let at = try #require(seed.range(of: "\n## 9. "))
        try repo.write(
            ExampleRepo.document, String(seed[..<at.lowerBound]) + "\n" + Self.bullets + String(seed[at.lowerBound...]))
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(["constants"])
        let out = result.stdout
        #expect(
            out.contains(
                "ok           APNs registration — 2 keys match PushTokenBody ↔ "
                    + "2 files in \"\(Self.fixtures)push-token/\""),
            "\(out)")
        // The negative fixture (a 400 for an unknown environment) holds a value off the closed set.
        #expect(
            out.contains(
                "beebox/\(Self.fixtures)push-token/unknown-environment.json:1: error: [constant-drift] "
                    + "\"#/body/environment\" is declared as \"staging\", which is not a value of "
                    + "\"APNs environment\""),
            "\(out)")
        #expect(out.contains("ok           Last-audio request V1 — "), "\(out)")
        #expect(out.contains("ok           Redeem request — "), "\(out)")
    }
}
