import Testing

@testable import ContractCheck

/// Schema-first bullets, run in process: a bullet that writes no values of its own and names a
/// schema side takes its key set (or closed set, or value) from the schema, and every other side
/// is compared with it. Each case is the spec's `components.schemas`, the Swift side, the
/// bullet's sides, and the verdict.
@Suite struct SchemaFirstTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var schemas: String = petSchema
        var swift: String = petSwift
        var bullet: String = "Pet — `api.yaml#/components/schemas/Pet` ↔ `Pet.swift` · `Pet`"
        var state: BulletResult.State
        var drift: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let petSchema = """
            Pet:
              type: object
              required: [id, name, tag]
              properties:
                id: {type: integer}
                name: {type: string}
                tag: {type: string, nullable: true}
                photoUrls:
                  type: array
                  items: {type: string}
                owner:
                  type: object
                  required: [name]
                  properties: {name: {type: string}}
            Kind: {type: string, enum: [cat, dog]}
            Version: {const: 2}
        """

    static let petSwift = """
        struct Pet: Codable {
            struct Owner: Codable { let name: String }
            let id: Int
            let name: String
            let tag: String?
            let photoUrls: [String]?
            let owner: Owner?
        }
        enum Kind: String, Codable { case cat, dog }
        enum Wire { static let version = 2 }
        """

    static let cases: [Case] = [
        Case(
            name: "the key set from the schema", state: .ok,
            detail: "key set from the schema `api.yaml#/components/schemas/Pet`: 6 keys match #/components/schemas/Pet "
                + "↔ Pet"),
        Case(
            name: "a key renamed in the schema alone",
            schemas: petSchema.replacingOccurrences(of: "name: {type: string}\n", with: "nom: {type: string}\n"),
            state: .drift, drift: [#"Pet in "Pet.swift" has the key "name" where "Pet" lists "nom""#]),
        Case(
            name: "a key added in the code alone",
            swift: petSwift.replacingOccurrences(of: "let id: Int", with: "let id: Int\n    let age: Int"),
            state: .drift, drift: [#"Pet in "Pet.swift" carries the key "age", which "Pet" does not list"#]),
        Case(
            name: "a key made optional in the code alone",
            swift: petSwift.replacingOccurrences(of: "let name: String\n", with: "let name: String?\n"),
            state: .drift, drift: [#""name" is required by "Pet" but optional in Pet in "Pet.swift""#]),
        Case(
            name: "a nested key renamed in the code alone",
            swift: petSwift.replacingOccurrences(of: "let name: String }", with: "let fullName: String }"),
            state: .drift, drift: [#"owner.fullName"#]),
        Case(
            name: "the closed set from an enum schema", schemas: petSchema,
            bullet: "Kind — `api.yaml#/components/schemas/Kind` ↔ `Pet.swift` · `Kind`", state: .ok,
            detail: "closed set from the schema `api.yaml#/components/schemas/Kind`: 2 members match "
                + "#/components/schemas/Kind ↔ Kind"),
        Case(
            name: "a member added to the enum schema alone",
            schemas: petSchema.replacingOccurrences(of: "[cat, dog]", with: "[cat, dog, bird]"),
            bullet: "Kind — `api.yaml#/components/schemas/Kind` ↔ `Pet.swift` · `Kind`", state: .drift,
            drift: [#""bird" of "Kind" is not a member of Kind in "Pet.swift""#]),
        Case(
            name: "the value from a const schema",
            bullet: "Version — `api.yaml#/components/schemas/Version` ↔ `Pet.swift` · `Wire.version`", state: .ok),
        Case(
            name: "a const the code does not hold",
            swift: petSwift.replacingOccurrences(of: "version = 2", with: "version = 3"),
            bullet: "Version — `api.yaml#/components/schemas/Version` ↔ `Pet.swift` · `Wire.version`",
            state: .drift, drift: [#""Wire.version" is declared as 3"#]),
        Case(
            name: "a schema whose shape is not read",
            schemas: "    Pet: {oneOf: [{type: string}, {type: integer}, {type: boolean}]}", state: .unverifiable,
            detail: "a schema-first bullet takes its shape from a schema, and the shape of #/components/schemas/Pet "
                + "in \"api.yaml\" is not read whole: it takes keys from oneOf without a discriminator, whose keys "
                + "depend on the branch"),
        Case(
            name: "no schema side", bullet: "Pet — `Pet.swift` · `Pet` ↔ `Pet.swift` · `Kind`", state: .unverifiable,
            detail: "it names no values to compare"),
    ]

    @Test(arguments: cases)
    func schemaFirst(_ test: Case) throws {
        let spec =
            "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n" + test.schemas
            + "\n"
        let files = InMemoryFiles(["Pet.swift": test.swift, "api.yaml": spec])
        let report = try files.check("## Mirrored constants\n\n- \(test.bullet)\n")
        try report.expectFirstBullet(test.state, drift: test.drift, detail: test.detail)
    }
}
