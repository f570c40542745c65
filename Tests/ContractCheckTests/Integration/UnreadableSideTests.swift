import Testing

/// A side the tool cannot read never vanishes from its bullet: a side past the size limit, or
/// a data file that is not JSON or YAML, makes the bullet unverifiable with the reason instead
/// of "ok" over the sides that were read, and a commit that does this to a bullet verified at
/// HEAD is blocked like any other drift.
@Suite struct UnreadableSideTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- storage key `app.key` — `ios/App/Keys.swift` ↔ `web/keys.ts` ↔ `android/Keys.kt`\n"

    /// A TypeScript side over 8 MiB: a comment first, then the constant.
    static func huge(_ value: String) -> String {
        let filler = "// " + String(repeating: "x", count: 1_020) + "\n"
        return String(repeating: filler, count: (8 << 20) / filler.utf8.count + 1)
            + "export const KEY = \"\(value)\";\n"
    }

    static func make() throws -> TempGitRepo {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("ios/App/Keys.swift", "let key = \"app.key\"\n")
        try repo.write("web/keys.ts", "export const KEY = \"app.key\";\n")
        try repo.write("android/Keys.kt", "const val KEY = \"app.key\"\n")
        try repo.commitAll("Three sides", verify: false)
        return repo
    }

    /// The side over the limit is unverifiable with its size, in `constants`; the commit that
    /// puts `app.evil` there is blocked by the hooks and fails `check`.
    @Test func aSideOverTheSizeLimitIsUnverifiableAndItsCommitBlocked() throws {
        let repo = try Self.make()
        try repo.write("web/keys.ts", Self.huge("app.evil"))
        let constants = try repo.contractCheck(["constants"])
        #expect(
            constants.stdout.contains(
                "unverifiable storage key — not every side can be read: \"web/keys.ts\" is "),
            "\(constants.stdout)")
        #expect(constants.stdout.contains("past the 8,388,608 a side file is read to"), "\(constants.stdout)")
        #expect(!constants.stdout.contains("ok storage key"), "\(constants.stdout)")
        try repo.git(["add", "-A"])
        let check = try repo.contractCheck(["check"])
        #expect(check.status == 1, "\(check.output)")
        let commit = try repo.tryCommit(["-q", "-m", "Generated keys\n\nContract-Unchanged: generated"])
        #expect(commit.status == 1, "\(commit.output)")
        #expect(
            commit.stderr.contains(
                "error: [constant-drift] This commit makes a bullet of §8 Mirrored constants that is verified at "
                    + "HEAD unverifiable: \"storage key\" cannot be verified: not every side can be read: "
                    + "\"web/keys.ts\" is "),
            "\(commit.stderr)")
    }

    /// A data file that cannot be read as JSON or YAML: that side is named unverifiable with
    /// libyaml's reason and line, never left out of the count.
    @Test(arguments: [
        (
            "fixtures/pet.json", "{\"id\": \"1\",\n \"name\" \"x\"}\n",
            "\"fixtures/pet.json\" cannot be read as JSON at line 2"
        ),
        ("fixtures/pet.json", "{'id': '1', 'name': 'x'}\n", "it is not JSON: a string is in single quotes"),
        ("api/pet.yaml", "id: [1\nname: x\n", "\"api/pet.yaml\" cannot be read as YAML at line "),
        ("api/pet.yml", "id: 1\n---\nname: x\n", "it holds more than one YAML document"),
    ])
    func aDataSideThatCannotBeReadMakesTheBulletSaySo(file: String, contents: String, reason: String) throws {
        let repo = try ContractFixture.make()
        try repo.write(
            ContractFixture.documentPath,
            ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
                + "- Pet keys `{id,name}` — `ios/Pet.swift` · `Pet` ↔ `web/pet.ts` · `Pet` ↔ `\(file)`\n")
        try repo.write("ios/Pet.swift", "struct Pet: Codable {\n    let id: String\n    let name: String\n}\n")
        try repo.write("web/pet.ts", "export interface Pet {\n  id: string;\n  name: string;\n}\n")
        try repo.write(file, contents)
        try repo.commitAll("Pets", verify: false)
        let constants = try repo.contractCheck(["constants"])
        #expect(
            constants.stdout.contains("unverifiable Pet keys — not every side can be read: "),
            "\(constants.stdout)")
        #expect(constants.stdout.contains(reason), "\(constants.stdout)")
        #expect(!constants.stdout.contains("ok Pet keys"), "\(constants.stdout)")
    }
}
