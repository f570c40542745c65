import Testing

@testable import ContractCheck

/// Enums and keys as generators write them (issue 18, section 5), each beside its mutant: the
/// closed set or key set pairs with the declaration on every side, so an added, dropped or
/// renamed member is drift, not a presence-only pass.
@Suite struct GeneratedEnumTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var files: [String: String]
        var state: BulletResult.State
        var findings: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static func document(_ bullet: String) -> String {
        "# Contract\n\n## 8. Mirrored constants\n\n- \(bullet)\n"
    }

    static let statusSwift = """
        enum PetStatus: String, Codable {
            case available
            case pending
            case sold
        }
        """
    /// openapi-generator's typescript-fetch enum.
    static let statusTS = """
        export const PetStatus = {
            Available: 'available',
            Pending: 'pending',
            Sold: 'sold'
        } as const;
        export type PetStatus = typeof PetStatus[keyof typeof PetStatus];
        """
    static let statusBullet =
        "Pet status `available|pending|sold` — `A.swift` · `PetStatus` ↔ `b.ts` · `PetStatus`."

    static let numberSwift = "enum NumberEnum: Int, Codable {\n    case number1 = 1, numberMinus1 = -1\n}"
    static let numberTS =
        "export const NumberEnum = {\n    NUMBER_1: 1,\n    NUMBER_MINUS_1: -1\n} as const;\n"
        + "export type NumberEnum = (typeof NumberEnum)[keyof typeof NumberEnum];"
    static let numberBullet = "Numbers `1|-1` — `A.swift` · `NumberEnum` ↔ `b.ts` · `NumberEnum`."
    static let numberKotlin = "enum class NumberEnum(val value: Int) {\n    NUMBER_1(1),\n    NUMBER_MINUS_1(-1);\n}"
    static let kotlinNumberBullet = "Numbers `1|-1` — `A.swift` · `NumberEnum` ↔ `c.kt` · `NumberEnum`."

    static let asConstCases: [Case] = [
        Case(
            name: "an as-const enum and its type", bullet: statusBullet,
            files: ["A.swift": statusSwift, "b.ts": statusTS], state: .ok,
            detail: "3 members match PetStatus on both sides"),
        Case(
            name: "an as-const enum with a member added", bullet: statusBullet,
            files: [
                "A.swift": statusSwift,
                "b.ts": statusTS.replacingOccurrences(of: "Sold: 'sold'", with: "Sold: 'sold',\n    Lost: 'lost'"),
            ],
            state: .drift,
            findings: ["PetStatus in \"b.ts\" has the member \"lost\", which \"Pet status\" does not list"]),
        Case(
            name: "an as-const enum with a value renamed", bullet: statusBullet,
            files: ["A.swift": statusSwift, "b.ts": statusTS.replacingOccurrences(of: "'pending'", with: "'waiting'")],
            state: .drift,
            findings: ["PetStatus in \"b.ts\" has the member \"waiting\" where \"Pet status\" lists \"pending\""]),
        Case(
            name: "an as-const enum with a member dropped", bullet: statusBullet,
            files: [
                "A.swift": statusSwift,
                "b.ts": statusTS.replacingOccurrences(of: "    Pending: 'pending',\n", with: ""),
            ],
            state: .drift, findings: ["\"pending\" of \"Pet status\" is not a member of PetStatus in \"b.ts\""]),
    ]

    static let numericCases: [Case] = [
        Case(
            name: "numeric members", bullet: numberBullet, files: ["A.swift": numberSwift, "b.ts": numberTS],
            state: .ok, detail: "2 members match NumberEnum on both sides"),
        Case(
            name: "a numeric member changed in Swift", bullet: numberBullet,
            files: ["A.swift": numberSwift.replacingOccurrences(of: "= -1", with: "= -2"), "b.ts": numberTS],
            state: .drift,
            findings: ["NumberEnum in \"A.swift\" has the member \"-2\" where \"Numbers\" lists \"-1\""]),
        Case(
            name: "a numeric member changed in TypeScript", bullet: numberBullet,
            files: [
                "A.swift": numberSwift, "b.ts": numberTS.replacingOccurrences(of: "NUMBER_1: 1", with: "NUMBER_1: 2"),
            ],
            state: .drift,
            findings: ["NumberEnum in \"b.ts\" has the member \"2\" where \"Numbers\" lists \"1\""]),
        Case(
            name: "a TypeScript enum with numeric members", bullet: numberBullet,
            files: ["A.swift": numberSwift, "b.ts": "export enum NumberEnum { A = 1, B = -1 }"],
            state: .ok, detail: "2 members match NumberEnum on both sides"),
        Case(
            name: "a TypeScript enum with a negative member's sign flipped", bullet: numberBullet,
            files: ["A.swift": numberSwift, "b.ts": "export enum NumberEnum { A = 1, B = 1 }"],
            state: .drift, findings: ["\"-1\" of \"Numbers\" is not a member of NumberEnum in \"b.ts\""]),
        Case(
            name: "a TypeScript enum with a numeric member added", bullet: numberBullet,
            files: ["A.swift": numberSwift, "b.ts": "export enum NumberEnum { A = 1, B = -1, C = 3 }"],
            state: .drift,
            findings: ["NumberEnum in \"b.ts\" has the member \"3\", which \"Numbers\" does not list"]),
        Case(
            name: "a Kotlin enum class with numeric entries", bullet: kotlinNumberBullet,
            files: ["A.swift": numberSwift, "c.kt": numberKotlin],
            state: .ok, detail: "2 members match NumberEnum on both sides"),
        Case(
            name: "a Kotlin numeric entry changed", bullet: kotlinNumberBullet,
            files: ["A.swift": numberSwift, "c.kt": numberKotlin.replacingOccurrences(of: "(-1)", with: "(-2)")],
            state: .drift,
            findings: ["NumberEnum in \"c.kt\" has the member \"-2\" where \"Numbers\" lists \"-1\""]),
    ]

    static let receiptSwift = """
        struct Receipt: Codable {
            let emissionId: String
            let disposition: String
            var reason: String?
        }
        """
    /// Jackson (`com.fasterxml.jackson`): a key may be absent when its property is nullable or
    /// has a default, as with Moshi (jackson-module-kotlin).
    static let receiptKotlin = """
        import com.fasterxml.jackson.annotation.JsonIgnore
        import com.fasterxml.jackson.annotation.JsonProperty

        data class Receipt(
            @JsonProperty("emissionId") val id: String,
            @get:JsonProperty("disposition") val state: String,
            @field:JsonProperty(value = "reason") val why: String? = null,
            @JsonIgnore val cache: Int = 0,
        )
        """
    static let receiptBullet =
        "Receipt `{emissionId,disposition,reason?}` — `A.swift` · `Receipt` ↔ `c.kt` · `Receipt`."

    static let jacksonCases: [Case] = [
        Case(
            name: "Jackson's @JsonProperty names the keys and @JsonIgnore takes one off", bullet: receiptBullet,
            files: ["A.swift": receiptSwift, "c.kt": receiptKotlin], state: .ok,
            detail: "3 keys match Receipt on both sides"),
        Case(
            name: "a @JsonProperty renamed", bullet: receiptBullet,
            files: [
                "A.swift": receiptSwift,
                "c.kt": receiptKotlin.replacingOccurrences(
                    of: "@JsonProperty(\"emissionId\")", with: "@JsonProperty(\"id\")"),
            ],
            state: .drift, findings: ["Receipt in \"c.kt\" has the key \"id\" where \"Receipt\" lists \"emissionId\""]),
        Case(
            name: "a @get:JsonProperty renamed", bullet: receiptBullet,
            files: [
                "A.swift": receiptSwift,
                "c.kt": receiptKotlin.replacingOccurrences(of: "(\"disposition\")", with: "(\"status\")"),
            ],
            state: .drift,
            findings: ["Receipt in \"c.kt\" has the key \"status\" where \"Receipt\" lists \"disposition\""]),
        Case(
            name: "@JsonIgnore dropped: the property is an extra key", bullet: receiptBullet,
            files: [
                "A.swift": receiptSwift,
                "c.kt": receiptKotlin.replacingOccurrences(of: "@JsonIgnore val cache", with: "val cache"),
            ],
            state: .drift, findings: ["Receipt in \"c.kt\" carries the key \"cache\""]),
        Case(
            name: "@JsonIgnore(false) keeps the property on the wire", bullet: receiptBullet,
            files: [
                "A.swift": receiptSwift,
                "c.kt": receiptKotlin.replacingOccurrences(
                    of: "@JsonIgnore val cache", with: "@JsonIgnore(false) val cache"),
            ],
            state: .drift, findings: ["Receipt in \"c.kt\" carries the key \"cache\""]),
        Case(
            name: "a Jackson enum entry by @JsonProperty",
            bullet: "Dispositions `sent|queued` — `A.swift` · `D` ↔ `c.kt` · `D`.",
            files: [
                "A.swift": "enum D: String, Codable {\n    case sent, queued\n}",
                "c.kt": "enum class D {\n    @JsonProperty(\"sent\") SENT,\n    @JsonProperty(\"pending\") QUEUED,\n}",
            ],
            state: .drift,
            findings: ["D in \"c.kt\" has the member \"pending\" where \"Dispositions\" lists \"queued\""]),
    ]

    @Test(arguments: asConstCases + numericCases + jacksonCases)
    func checks(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(Self.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    /// An object literal that is not `as const`, or whose values are not all literals, is no
    /// enum: its values widen (`string`), so a closed set does not pair with it.
    @Test(
        arguments: [
            ("export const PetStatus = { Available: 'available', Pending: 'pending', Sold: 'sold' };", []),
            ("export const PetStatus = { Available: 'available', Pending: other, Sold: 'sold' } as const;", []),
            ("export const PetStatus = { Available: 'available', Nested: { a: 'a' } } as const;", []),
            (
                "export const PetStatus = { Available: 'available', Pending: 'pending' } as const;",
                ["available", "pending"]
            ),
            (
                "export const PetStatus = { 'Available': 'available', Minus: -1, Hex: 0x10 } as const;",
                ["available", "-1", "0x10"]
            ),
        ] as [(String, [String])])
    func asConstObjectsAreEnumsOnlyWhenEveryValueIsALiteral(source: String, cases: [String]) {
        let declarations = DeclarationReaderTests.read("b.ts", source)
        #expect(declarations.named("PetStatus").first?.cases.map(\.wireValue) == cases)
    }

    /// A document value that starts or ends with punctuation is not found inside a longer
    /// string: the boundary rule holds at a punctuation edge too.
    @Test func punctuationEdgedValueInsideALongerString() throws {
        let bullet = "Comparison `>=` — `A.swift` ↔ `b.ts`."
        let files = ["A.swift": "let comparison = \">=\"\n", "b.ts": "export const comparison = '>=Zq';\n"]
        let report = try InMemoryFiles(files).check(Self.document(bullet))
        try report.expectFirstBullet(.drift, drift: ["\">=\" of \"Comparison\""], detail: nil)
    }
}
