import Testing

/// Data sides through the installed hooks and `ci`, in a real repository: a commit that renames a
/// key in one fixture of a fixture folder, or adds a fixture that does not match, is a one-sided
/// change, blocked at the fixture's line; the same commit made anyway fails `ci`.
@Suite struct DataSideHookTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- Pet keys `{id,name,tag?}` — `ios/Pet.swift` · `Pet` ↔ `fixtures/pets/#/pet`\n"

    static func make() throws -> TempGitRepo {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write(
            "ios/Pet.swift", "struct Pet: Codable {\n    let id: Int\n    let name: String\n    let tag: String?\n}\n")
        try repo.write("fixtures/pets/rex.json", "{\n  \"pet\": {\n    \"id\": 1,\n    \"name\": \"Rex\"\n  }\n}\n")
        try repo.write("fixtures/pets/tom.yaml", "pet:\n  id: 2\n  name: Tom\n  tag: cat\n")
        try repo.commitAll("Pets", verify: false)
        return repo
    }

    @Test func aKeyRenamedInOneFixtureIsBlockedAtItsLine() throws {
        let repo = try Self.make()
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 0, "\(constants.output)")
        #expect(constants.stdout.contains("ok           Pet keys — 3 keys match Pet ↔ 2 files in \"fixtures/pets/\""))
        try repo.write("fixtures/pets/tom.yaml", "pet:\n  id: 2\n  title: Tom\n  tag: cat\n")
        try repo.git(["add", "-A"])
        let commit = try repo.tryCommit(["-q", "-m", "Rename a fixture key"])
        #expect(commit.status == 1, "\(commit.output)")
        #expect(
            commit.stderr.contains(
                "fixtures/pets/tom.yaml:3: error: [constant-drift] #/pet in \"fixtures/pets/tom.yaml\" has the key "
                    + "\"title\" where \"Pet keys\" lists \"name\""),
            "\(commit.stderr)")
        try repo.git(["commit", "-q", "--no-verify", "-m", "Rename a fixture key"])
        let ci = try repo.contractCheck(["ci", "HEAD^..HEAD"])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("fixtures/pets/tom.yaml:3: error: ["), "\(ci.stdout)")
        #expect(ci.stdout.contains("] [constant-drift] #/pet in \"fixtures/pets/tom.yaml\" has the key \"title\""))
    }

    @Test func aNewFixtureThatDoesNotMatchIsBlocked() throws {
        let repo = try Self.make()
        try repo.write("fixtures/pets/kit.json", "{\"pet\": {\"id\": 3}}\n")
        try repo.git(["add", "-A"])
        let commit = try repo.tryCommit(["-q", "-m", "Add a fixture"])
        #expect(commit.status == 1, "\(commit.output)")
        #expect(
            commit.stderr.contains(
                "fixtures/pets/kit.json:1: error: [constant-drift] \"name\" of \"Pet keys\" is missing from #/pet in "
                    + "\"fixtures/pets/kit.json\""),
            "\(commit.stderr)")
        try repo.write("fixtures/pets/kit.json", "{\"pet\": {\"id\": 3, \"name\": \"Kit\"}}\n")
        try repo.git(["add", "-A"])
        let fixed = try repo.tryCommit(["-q", "-m", "Add a fixture"])
        #expect(fixed.status == 0, "\(fixed.output)")
    }
}
