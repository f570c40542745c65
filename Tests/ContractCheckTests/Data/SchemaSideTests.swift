import Testing

@testable import ContractCheck

/// An OpenAPI document or a JSON Schema as a §8 side, run in process: the schema a JSON pointer
/// names is read as a declaration (its `properties` and `required` the keys, `enum` the closed
/// set, `const` (or a scalar `default`) the value, `allOf` merged, `$ref` followed inside the
/// file, a discriminator's tags a closed set), compared with what the bullet states beside a Swift
/// side. Each case is the spec's `components.schemas` as written, the bullet, and the verdict.
@Suite struct SchemaSideTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var schemas: String
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
        struct Owned: Codable {
            struct Owner: Codable { let name: String }
            let id: Int
            let owner: Owner
        }
        enum Kind: String, Codable { case cat, dog }
        enum Keys {
            static let storage = "app.key"
            static let mode = "fast"
        }
        """

    static let pet = "Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ `api.yaml#/components/schemas/"
    static let owned = "Owned `{id,owner:{name}}` — `Pet.swift` · `Owned` ↔ `api.yaml#/components/schemas/"
    static let kind = "Kind `cat|dog` — `Pet.swift` · `Kind` ↔ `api.yaml#/components/schemas/"

    /// `id`, `name` required, `tag` optional, as the Swift side has them.
    static let petSchema = """
            Pet:
              type: object
              required: [id, name]
              properties:
                id: {type: integer}
                name: {type: string}
                tag: {type: string}
        """

    /// The detail of a side whose schema the reader does not follow whole.
    static func unfollowed(_ schema: String, _ reason: String) -> String {
        "the shape of #/components/schemas/\(schema) in \"api.yaml\" is not read whole: it takes keys from \(reason)"
    }

    static let cases: [Case] = [
        Case(
            name: "properties and required", schemas: petSchema, bullet: pet + "Pet`", state: .ok,
            detail: "3 keys match Pet ↔ #/components/schemas/Pet"),
        Case(
            name: "a key required in the schema and optional in the bullet",
            schemas: petSchema.replacingOccurrences(of: "[id, name]", with: "[id, name, tag]"),
            bullet: pet + "Pet`", state: .drift,
            drift: [#""tag" is optional in "Pet" ("tag?") but #/components/schemas/Pet in "api.yaml" requires it"#]),
        Case(
            name: "a key renamed in the schema",
            schemas: petSchema.replacingOccurrences(of: "name: {type: string}", with: "nom: {type: string}"),
            bullet: pet + "Pet`", state: .drift,
            drift: [#"#/components/schemas/Pet in "api.yaml" has the key "nom" where "Pet" lists "name""#]),
        Case(
            name: "allOf merged, through a $ref",
            schemas: """
                    Base:
                      required: [id]
                      properties: {id: {type: integer}}
                    Pet:
                      allOf:
                        - $ref: '#/components/schemas/Base'
                        - required: [name]
                          properties:
                            name: {type: string}
                            tag: {type: string}
                """, bullet: pet + "Pet`", state: .ok),
        Case(
            name: "a schema that is a $ref to another",
            schemas: petSchema + "\n    Alias: {$ref: '#/components/schemas/Pet'}",
            bullet: pet + "Alias`", state: .ok),
        Case(
            name: "a $ref to another file", schemas: "    Pet: {$ref: 'pets.yaml#/Pet'}", bullet: pet + "Pet`",
            state: .unverifiable,
            detail: unfollowed("Pet", #"a $ref to another file ("pets.yaml#/Pet"), which the reader does not follow"#)),
        Case(
            name: "a $ref cycle",
            schemas: "    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}",
            bullet: pet + "A`", state: .unverifiable,
            detail: unfollowed("A", "a $ref cycle with no schema at its end")),
        Case(
            name: "patternProperties", schemas: petSchema + "\n      patternProperties: {'^x-': {}}",
            bullet: pet + "Pet`", state: .unverifiable,
            detail: unfollowed("Pet", "patternProperties, whose keys are not listed")),
        Case(
            name: "additionalProperties with a schema",
            schemas: petSchema + "\n      additionalProperties: {type: string}", bullet: pet + "Pet`",
            state: .unverifiable,
            detail: unfollowed("Pet", "additionalProperties with a schema, whose keys are not listed")),
        Case(
            name: "additionalProperties false", schemas: petSchema + "\n      additionalProperties: false",
            bullet: pet + "Pet`", state: .ok),
        Case(
            name: "oneOf without a discriminator",
            schemas: """
                    Pet:
                      oneOf:
                        - {properties: {id: {type: integer}}}
                        - {properties: {name: {type: string}}}
                """, bullet: pet + "Pet`", state: .unverifiable,
            detail: unfollowed("Pet", "oneOf without a discriminator, whose keys depend on the branch")),
        Case(
            name: "a nested object through a $ref",
            schemas: """
                    Owner:
                      required: [name, mail]
                      properties: {name: {type: string}, mail: {type: string}}
                    Owned:
                      required: [id, owner]
                      properties:
                        id: {type: integer}
                        owner: {$ref: '#/components/schemas/Owner'}
                """, bullet: owned + "Owned`", state: .drift, drift: [#"carries the key "owner.mail""#]),
        Case(
            name: "a nested object in an array's items",
            schemas: """
                    Owned:
                      required: [id, owner]
                      properties:
                        id: {type: integer}
                        owner:
                          type: array
                          items: {required: [name], properties: {name: {type: string}}}
                """, bullet: owned + "Owned`", state: .ok),
        Case(
            name: "a recursive schema",
            schemas: """
                    Owned:
                      required: [id, owner]
                      properties:
                        id: {type: integer}
                        owner:
                          required: [name]
                          properties:
                            name: {type: string}
                            next: {$ref: '#/components/schemas/Owned'}
                """, bullet: owned + "Owned`", state: .drift, drift: [#"carries the key "owner.next""#]),
        Case(
            name: "an enum", schemas: "    Kind: {type: string, enum: [cat, dog]}", bullet: kind + "Kind`",
            state: .ok, detail: "2 members match Kind ↔ #/components/schemas/Kind"),
        Case(
            name: "an enum with a member added", schemas: "    Kind: {type: string, enum: [cat, dog, bird]}",
            bullet: kind + "Kind`", state: .drift, drift: [#"has the member "bird""#]),
        Case(
            name: "a discriminator's mapping",
            schemas: """
                    Kind:
                      oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
                      discriminator:
                        propertyName: kind
                        mapping: {cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog'}
                    Cat: {properties: {kind: {type: string}}}
                    Dog: {properties: {kind: {type: string}}}
                """, bullet: kind + "Kind`", state: .ok),
        Case(
            name: "a discriminator read from each member's const",
            schemas: """
                    Kind:
                      anyOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
                      discriminator: {propertyName: kind}
                    Cat: {properties: {kind: {const: cat}}}
                    Dog: {properties: {kind: {enum: [dogs]}}}
                """, bullet: kind + "Kind`", state: .drift, drift: [#""dogs""#]),
        Case(
            name: "a discriminator's tags as the schema names",
            schemas: """
                    Kind:
                      oneOf: [{$ref: '#/components/schemas/cat'}, {$ref: '#/components/schemas/dog'}]
                      discriminator: {propertyName: kind}
                    cat: {properties: {kind: {type: string}}}
                    dog: {properties: {kind: {type: string}}}
                """, bullet: kind + "Kind`", state: .ok),
        Case(
            name: "a const", schemas: "    Storage: {type: string, const: app.key}",
            bullet: "Key `app.key` — `Pet.swift` · `Keys.storage` ↔ `api.yaml#/components/schemas/Storage`",
            state: .ok),
        Case(
            name: "a const that differs", schemas: "    Storage: {type: string, enum: [app.other]}",
            bullet: "Key `app.key` — `Pet.swift` · `Keys.storage` ↔ `api.yaml#/components/schemas/Storage`",
            state: .drift, drift: [#""app.other""#]),
        Case(
            name: "a default", schemas: "    Mode: {type: string, default: fast}",
            bullet: "Mode `fast` — `Pet.swift` · `Keys.mode` ↔ `api.yaml#/components/schemas/Mode`", state: .ok),
        Case(
            name: "a default that differs", schemas: "    Mode: {type: string, default: slow}",
            bullet: "Mode `fast` — `Pet.swift` · `Keys.mode` ↔ `api.yaml#/components/schemas/Mode`",
            state: .drift, drift: [#""slow""#]),
        Case(
            name: "a property's default, through the pointer",
            schemas: "    Settings:\n      properties:\n        mode: {type: string, default: slow}",
            bullet: "Mode `fast` — `Pet.swift` · `Keys.mode` ↔ `api.yaml#/components/schemas/Settings/properties/mode`",
            state: .drift, drift: [#""slow""#]),
        Case(
            name: "an enum with a default stays a closed set",
            schemas: "    Kind: {type: string, enum: [cat, dog], default: cat}", bullet: kind + "Kind`", state: .ok,
            detail: "2 members match Kind ↔ #/components/schemas/Kind"),
        Case(
            name: "a required key that may be null (3.0 nullable)",
            schemas: petSchema.replacingOccurrences(of: "[id, name]", with: "[id, name, tag]")
                .replacingOccurrences(of: "tag: {type: string}", with: "tag: {type: string, nullable: true}"),
            bullet: pet + "Pet`", state: .ok),
        Case(
            name: "a required key that may be null (3.1 type list)",
            schemas: petSchema.replacingOccurrences(of: "[id, name]", with: "[id, name, tag]")
                .replacingOccurrences(of: "tag: {type: string}", with: "tag: {type: [string, 'null']}"),
            bullet: pet + "Pet`", state: .ok),
    ]

    @Test(arguments: cases)
    func schemaSide(_ test: Case) throws {
        let spec =
            "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n" + test.schemas
            + "\n"
        let files = InMemoryFiles(["Pet.swift": Self.swift, "api.yaml": spec])
        let report = try files.check("## Mirrored constants\n\n- \(test.bullet)\n")
        try report.expectFirstBullet(test.state, drift: test.drift, detail: test.detail)
    }

    /// A JSON Schema file of its own (named `*.schema.json`) is read as a schema, in JSON.
    @Test func aJSONSchemaFile() throws {
        let schema =
            #"{"type": "object", "required": ["id", "name"], "properties": {"id": {}, "name": {}, "tags": {}}}"#
        let files = InMemoryFiles(["Pet.swift": Self.swift, "pet.schema.json": schema])
        let report = try files.check(
            "## Mirrored constants\n\n- Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ `pet.schema.json`\n")
        try report.expectFirstBullet(
            .drift, drift: [#"# in "pet.schema.json" has the key "tags" where "Pet" lists "tag""#], detail: nil)
    }
}
