import Foundation
import Testing

/// Through the hooks (installed by `install`, real `git commit`): a member added to an enum as
/// generators write it is drift that blocks the commit, where it was a presence-only pass
/// (issue 18, section 5); a bullet that checks nothing for a reason the document can fix blocks
/// the commit that writes it (section 6).
@Suite struct GeneratedEnumHookTests {
    static func document(_ bullet: String) -> String {
        """
        # Contract

        **Path conventions.** Web code is under `web/`; app code is under `app/Sources/`.

        ## 8. Mirrored constants

        \(bullet)

        ## 11. Anchor manifest

        ```
        # App
        app/Sources/
        ```
        """
    }

    static let statusBullet = "- Pet status `available|sold` — `Pet.swift` · `PetStatus` ↔ `api/pet.ts` · `PetStatus`."
    static let statusTS = """
        export const PetStatus = {
            Available: 'available',
            Sold: 'sold'
        } as const;
        export type PetStatus = typeof PetStatus[keyof typeof PetStatus];
        """

    static func make(_ bullet: String) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", document(bullet))
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write(
            "app/Sources/Pet.swift",
            "enum PetStatus: String, Codable {\n    case available, sold\n}\n")
        try repo.write("web/api/pet.ts", statusTS)
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    @Test func aMemberAddedToAnAsConstEnumBlocksTheCommit() throws {
        let repo = try Self.make(Self.statusBullet)
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("2 members match PetStatus on both sides"), "\(clean.stdout)")
        try repo.write(
            "web/api/pet.ts",
            Self.statusTS.replacingOccurrences(of: "Sold: 'sold'", with: "Sold: 'sold',\n    Lost: 'lost'"))
        let blocked = try repo.tryCommit(["-qam", "A lost pet\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "PetStatus in \"web/api/pet.ts\" has the member \"lost\", which \"Pet status\" does not list"),
            "\(blocked.stderr)")
    }

    /// A TypeScript enum without initializers and a Swift `Int` enum without `=` are numbers:
    /// a member added first moves every value, and the hook blocks it.
    @Test func aMemberAddedToAnImplicitlyNumberedEnumBlocksTheCommit() throws {
        let repo = try TempGitRepo()
        try repo.write(
            "docs/contract.md", Self.document("- Levels `0|1|2` — `Level.swift` · `Level` ↔ `api/level.ts` · `Level`."))
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write("app/Sources/Level.swift", "enum Level: Int, Codable {\n    case low, mid, high\n}\n")
        try repo.write("web/api/level.ts", "export enum Level {\n    Low,\n    Mid,\n    High,\n}\n")
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("3 members match Level on both sides"), "\(clean.stdout)")
        try repo.write("web/api/level.ts", "export enum Level {\n    Unknown,\n    Low,\n    Mid,\n    High,\n}\n")
        let blocked = try repo.tryCommit(["-qam", "An unknown level\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "Level in \"web/api/level.ts\" has the member \"3\", which \"Levels\" does not list"),
            "\(blocked.stderr)")
    }

    @Test func aBulletWithAPlainHyphenBlocksTheCommitThatWritesIt() throws {
        let repo = try Self.make(Self.statusBullet)
        let hyphen = Self.statusBullet.replacingOccurrences(of: " — ", with: " - ")
        try repo.write("docs/contract.md", Self.document(hyphen))
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 1, "\(constants.output)")
        let reason = "it names `Pet.swift` but no sides (values and sides are separated by \" — \"; found ` - `)"
        #expect(constants.stdout.contains("unverifiable Pet status — " + reason), "\(constants.stdout)")
        let blocked = try repo.tryCommit(["-qam", "A hyphen"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains("[unverifiable-constant] \"Pet status\" cannot be verified: " + reason + "."),
            "\(blocked.stderr)")
        let accepted = try repo.tryCommit(["-qam", "A hyphen\n\nContract-Drift-Accepted: the dash comes later"])
        #expect(accepted.status == 0, "\(accepted.output)")
    }
}
