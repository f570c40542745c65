import Testing

/// A one-sided rename of a discriminated union's tag, committed through the hooks `install` puts
/// in place: the union is read as its closed set on both sides, so the commit is blocked with
/// the rename (before, the TypeScript side did not pair, and the presence check found `Square` in the
/// member's content type).
@Suite struct TaggedUnionHookTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- Shape tags `Circle|Square` — `src/api/routes.ts` · `Shape` ↔ `ios/App/Bridge.swift` · `Shape`\n"
    static let script = """
        export interface Circle { radius: number }
        export interface Square { side: number }
        export type Shape =
          | { type: "Circle"; content: Circle }
          | { type: "Square"; content: Square };

        """
    static let swift = """
        enum Shape: Codable {
            case circle(Double)
            case square(Double)

            enum `Type`: String, CodingKey, Codable {
                case circle = "Circle"
                case square = "Square"
            }

            private enum CodingKeys: String, CodingKey { case type, content }
        }

        """

    @Test func aOneSidedTagRenameIsBlocked() throws {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("src/api/routes.ts", Self.script)
        try repo.write("ios/App/Bridge.swift", Self.swift)
        try repo.commitAll("a tagged union in §8", verify: false)
        let clean = try repo.contractCheck(["constants"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("2 members match Shape on both sides"), "\(clean.output)")
        try repo.write(
            "src/api/routes.ts",
            Self.script.replacingOccurrences(of: "type: \"Square\"", with: "type: \"Box\""))
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-q", "-m", "Rename a tag\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "[constant-drift] Shape in \"src/api/routes.ts\" has the member \"Box\" where \"Shape tags\" "
                    + "lists \"Square\" (a closed set: every member must be listed)."),
            "\(blocked.stderr)")
    }
}
