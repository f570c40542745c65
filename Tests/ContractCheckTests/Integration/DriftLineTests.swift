import Foundation
import Testing

/// A drift line says what was not read, and every §8 finding carries a line, in text and in
/// SARIF (a region): a closed-set member missing from a Swift enum points at the enum, a value
/// missing from a file at what stands in its place (or the file's first line), a value only in a
/// comment at the comment.
@Suite struct DriftLineTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- dispositions `sent|queued|rejected` — `ios/App/Receipt.swift` · `Disposition` ↔ `web/receipt.ts` · "
        + "`Disposition`\n"
        + "- storage key `app.key` — `ios/App/Keys.swift` ↔ `web/keys.ts`\n"
        + "- cookie `app.cookie` — `ios/App/Keys.swift` ↔ `web/keys.ts`\n"
        + "- listen payload `{start_listening,mode}` — `web/listen.ts` · `ListenPayload` ↔ `ios/App/Listen.swift`\n"

    static func make() throws -> TempGitRepo {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("ios/App/Receipt.swift", "enum Disposition: String {\n    case sent\n    case rejected\n}\n")
        try repo.write("web/receipt.ts", "export type Disposition = \"sent\" | \"queued\" | \"rejected\";\n")
        try repo.write("ios/App/Keys.swift", "// app.cookie\nlet other = 1\nlet key = \"app.keyX\"\n")
        try repo.write("web/keys.ts", "export const KEY = \"app.key\";\nexport const COOKIE = \"app.cookie\";\n")
        try repo.write(
            "web/listen.ts", "export interface ListenPayload {\n  start_listening: boolean;\n  mode: string;\n}\n")
        try repo.write("ios/App/Listen.swift", "let keys = [\"start_listening\", \"mode\"]\n")
        try repo.commitAll("Sides", verify: false)
        return repo
    }

    /// Each finding, in text: its path and line.
    @Test func everyFindingHasALine() throws {
        let repo = try Self.make()
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 1, "\(constants.output)")
        let errors = constants.stdout.split(separator: "\n").filter { $0.contains(": error: [constant-drift]") }
        #expect(
            errors.map { String($0.prefix { $0 != " " }) }.sorted() == [
                "ios/App/Keys.swift:1:", "ios/App/Keys.swift:3:", "ios/App/Receipt.swift:1:",
            ], "\(constants.stdout)")
    }

    /// SARIF: every result has a region with its start line.
    @Test func everySARIFResultHasARegion() throws {
        let repo = try Self.make()
        let sarif = try repo.contractCheck(["constants", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 3, "\(sarif.stdout)")
        for result in results {
            let locations = result["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            #expect((region?["startLine"] as? Int).map { $0 >= 1 } == true, "\(result)")
        }
    }

    /// An ok line names the side that was only presence-checked, and so does a drift line.
    @Test func aVerdictNamesThePresenceOnlySide() throws {
        let repo = try Self.make()
        let constants = try repo.contractCheck(["constants"])
        #expect(
            constants.stdout.contains(
                "ok           listen payload — 2 keys match ListenPayload (unpaired on side 2 "
                    + "\"ios/App/Listen.swift\": presence only)"), "\(constants.stdout)")
        try repo.write("web/listen.ts", "export interface ListenPayload {\n  start_listening: boolean;\n}\n")
        let drift = try repo.contractCheck(["constants"])
        #expect(
            drift.stdout.contains(
                "drift        listen payload — 1 drift finding; the key set pairs with no declaration of "
                    + "\"ios/App/Listen.swift\": presence only"), "\(drift.stdout)")
    }
}
