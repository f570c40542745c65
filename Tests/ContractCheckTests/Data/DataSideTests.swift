import Testing

@testable import ContractCheck

/// JSON and YAML files as §8 sides, run in process: a fixture (an instance: its keys are the
/// ones it holds) and a JSON pointer into it, beside a Swift side. Each case is the data file as
/// written, the bullet, and the verdict: its state, the drift findings (each message holding the
/// text given) and the detail line.
@Suite struct DataSideTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var data: String
        var bullet: String
        var state: BulletResult.State
        var drift: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let swift = """
        struct Pet: Codable {
            let id: Int
            let name: String
            let tag: String?
        }
        enum Kind: String, Codable { case cat, dog }
        """

    static let keys = "Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ "
    static let kinds = "Kind `cat|dog` — `Pet.swift` · `Kind` ↔ "

    static let cases: [Case] = [
        Case(
            name: "a fixture holding every key", path: "pet.json",
            data: #"{"id": 1, "name": "Rex", "tag": "good"}"#, bullet: keys + "`pet.json`", state: .ok,
            detail: "3 keys match Pet ↔ #"),
        Case(
            name: "an optional key absent from a fixture", path: "pet.json",
            data: #"{"id": 1, "name": "Rex"}"#, bullet: keys + "`pet.json`", state: .ok),
        Case(
            name: "a required key absent from a fixture", path: "pet.json",
            data: #"{"id": 1, "tag": "good"}"#, bullet: keys + "`pet.json`", state: .drift,
            drift: [#""name" of "Pet" is missing from # in "pet.json""#]),
        Case(
            name: "a key renamed in a fixture", path: "pet.json",
            data: "{\n  \"id\": 1,\n  \"nom\": \"Rex\"\n}", bullet: keys + "`pet.json`", state: .drift,
            drift: [#"# in "pet.json" has the key "nom" where "Pet" lists "name""#]),
        Case(
            name: "a pointer into a fixture", path: "redeem.json",
            data: #"{"status": 200, "response": {"id": 1, "name": "Rex"}}"#, bullet: keys + "`redeem.json#/response`",
            state: .ok, detail: "3 keys match Pet ↔ #/response"),
        Case(
            name: "a pointer the fixture does not hold", path: "redeem.json",
            data: #"{"status": 200}"#, bullet: keys + "`redeem.json#/response`", state: .unresolved),
        Case(
            name: "an escaped pointer", path: "paths.json",
            data: #"{"a/b": {"m~n": {"id": 1, "name": "Rex"}}}"#, bullet: keys + "`paths.json#/a~1b/m~0n`",
            state: .ok),
        Case(
            name: "an array of fixtures, one without a required key", path: "pets.json",
            data: "[\n {\"id\": 1, \"name\": \"a\"},\n {\"id\": 2}\n]", bullet: keys + "`pets.json`",
            state: .drift, drift: [#""name" of "Pet" is missing from # in "pets.json""#]),
        Case(
            name: "a scalar holding a member", path: "pet.json",
            data: #"{"kind": "dog"}"#, bullet: kinds + "`pet.json#/kind`", state: .ok,
            detail: "2 members match Kind ↔ #/kind (one member)"),
        Case(
            name: "a scalar holding no member", path: "pet.json",
            data: #"{"kind": "dogs"}"#, bullet: kinds + "`pet.json#/kind`", state: .drift,
            drift: [##""#/kind" is declared as "dogs", which is not a value of "Kind""##]),
        Case(
            name: "an object holding a member", path: "pet.json",
            data: #"{"id": 1, "kind": "cat"}"#, bullet: kinds + "`pet.json`", state: .ok,
            detail: "2 members match Kind ↔ # (one member)"),
        Case(
            name: "an object holding no member", path: "pet.json",
            data: #"{"id": 1, "kind": "hamster"}"#, bullet: kinds + "`pet.json`", state: .drift,
            drift: [#"# in "pet.json" holds none of the members of "Kind""#]),
        Case(
            name: "a YAML fixture", path: "pet.yaml",
            data: "id: 1\nname: Rex\ntag: good\n", bullet: keys + "`pet.yaml`", state: .ok),
        Case(
            name: "a YAML fixture with a key renamed", path: "pet.yaml",
            data: "id: 1\nname: Rex\ntags: good\n", bullet: keys + "`pet.yaml`", state: .drift,
            drift: [#"# in "pet.yaml" carries the key "tags", which "Pet" does not list"#]),
        Case(
            name: "a nested key set in a fixture", path: "pet.json",
            data: #"{"id": 1, "owner": {"name": "Ann", "mail": "a@b"}}"#,
            bullet: "Owned `{id,owner:{name}}` — `pet.json` ↔ `pet.json`", state: .drift,
            drift: [#"carries the key "owner.mail""#, #"carries the key "owner.mail""#]),
        Case(
            name: "a value present in a fixture", path: "pet.json",
            data: #"{"storage": "app.key"}"#, bullet: "Key `app.key` — `Pet.swift` ↔ `pet.json#/storage`",
            state: .drift, drift: [#""app.key""#]),
    ]

    @Test(arguments: cases)
    func dataSide(_ test: Case) throws {
        let files = InMemoryFiles(["Pet.swift": Self.swift, test.path: test.data])
        let report = try files.check("## Mirrored constants\n\n- \(test.bullet)\n")
        try report.expectFirstBullet(test.state, drift: test.drift, detail: test.detail)
    }

    /// A fixture folder is one side: every JSON or YAML file under it is compared on its own, a
    /// file that drifts is named with its line, and the verdict counts the files.
    @Test func aFixtureFolderComparesEveryFile() throws {
        let good = #"{"status": 200, "response": {"id": 1, "name": "Rex"}}"#
        let bad = "{\n  \"status\": 200,\n  \"response\": {\"id\": 2, \"title\": \"Tom\"}\n}"
        let bullet = "## Mirrored constants\n\n- \(Self.keys)`fixtures/redeem/#/response`\n"
        let clean = InMemoryFiles([
            "Pet.swift": Self.swift, "fixtures/redeem/a.json": good,
            "fixtures/redeem/b.yaml": "response: {id: 3, name: x}",
            "fixtures/redeem/notes.txt": "not read",
        ])
        try clean.check(bullet).expectFirstBullet(
            .ok, drift: [], detail: "3 keys match Pet ↔ 2 files in \"fixtures/redeem/\"")
        let drifted = InMemoryFiles([
            "Pet.swift": Self.swift, "fixtures/redeem/a.json": good, "fixtures/redeem/b.json": bad,
        ])
        let report = try drifted.check(bullet)
        try report.expectFirstBullet(
            .drift, drift: [#"#/response in "fixtures/redeem/b.json" has the key "title" where "Pet" lists "name""#],
            detail: nil)
        #expect(report.findings.first { $0.rule == .constantDrift }?.location?.line == 3)
    }

    /// A folder that holds no JSON or YAML file does not resolve.
    @Test func aFolderWithoutDataFilesDoesNotResolve() throws {
        let files = InMemoryFiles(["Pet.swift": Self.swift, "fixtures/redeem/notes.txt": "x"])
        let report = try files.check("## Mirrored constants\n\n- \(Self.keys)`fixtures/redeem/`\n")
        try report.expectFirstBullet(.unresolved, drift: [], detail: nil)
        #expect(
            report.findings.contains {
                $0.message.contains("\"fixtures/redeem/\" in \"Pet\" names no folder of JSON or YAML files")
            })
    }

    /// The line of a finding in a data file is the line of the key it is about.
    @Test func aFindingPointsAtTheKeyLine() throws {
        let data = "{\n  \"id\": 1,\n  \"name\": \"Rex\",\n  \"extra\": true\n}\n"
        let files = InMemoryFiles(["Pet.swift": Self.swift, "pet.json": data])
        let report = try files.check("## Mirrored constants\n\n- \(Self.keys)`pet.json`\n")
        let finding = try #require(report.findings.first { $0.rule == .constantDrift })
        #expect(finding.location?.path == "pet.json")
        #expect(finding.location?.line == 4)
    }
}
