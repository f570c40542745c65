import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A key set that pairs equally with two declarations of a side that names neither: which one
/// the side means cannot be told, so the side is unverifiable (naming both), never read as bare
/// words that a renamed key of either passes as present elsewhere in the file.
@Suite struct TiedShapeTests {
    static let swift = """
        struct Command: Codable {
            let version: Int
            let id: String
            let kind: String
            let selection: String
        }
        """

    static let document = """
        ## 8. Mirrored constants

        - Command `{version,id,kind,selection}` — `Command.swift` ↔ `command.ts`.
        """

    @Test(
        arguments: [
            // One declaration holds the most keys: it pairs, and the renamed key is drift.
            (
                "interface Command { version: number; idRenamed: string; kind: string; selection: string }\n"
                    + "interface Other { version: number; id: string }", BulletResult.State.drift, nil
            ),
            // Two hold three keys each: the side is unverifiable, and names both.
            (
                "interface Command { version: number; idRenamed: string; kind: string; selection: string }\n"
                    + "interface Result { version: number; id: string; kind: string; ok: boolean }",
                .unverifiable,
                "the set pairs equally with Command in \"command.ts\" and Result in \"command.ts\", "
                    + "and the side names neither"
            ),
        ] as [(String, BulletResult.State, String?)])
    func tiedKeySet(script: String, state: BulletResult.State, detail: String?) throws {
        let report = try InMemoryFiles(["Command.swift": Self.swift, "command.ts": script]).check(Self.document)
        let bullet = try #require(report.bullets.first)
        #expect(bullet.state == state, "\(bullet.detail)")
        if let detail { #expect(bullet.detail == detail) }
    }
}
