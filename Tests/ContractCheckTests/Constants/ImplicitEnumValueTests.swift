import Testing

@testable import ContractCheck

/// Enum members as the compilers give them values, checked against the bullet (issue 18,
/// section 5): a TypeScript member without an initializer and a Swift case of an integer raw
/// type without `=` are numbers, so a bullet listing `0|1|2` checks them and a mutant that adds
/// a member or moves the count is drift; a value the reader cannot establish is unverifiable.
/// With them, the rest of section 5 end to end: a bracketed wire key, an empty-string member.
@Suite struct ImplicitEnumValueTests {
    typealias Case = GeneratedEnumTests.Case

    static let levelSwift = "enum Level: Int, Codable {\n    case low, mid\n    case high\n}"
    static let levelTS = "export enum Level {\n    Low,\n    Mid,\n    High,\n}"
    static let levelBullet = "Levels `0|1|2` — `A.swift` · `Level` ↔ `b.ts` · `Level`."

    static let implicitCases: [Case] = [
        Case(
            name: "implicit values on both sides", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS], state: .ok,
            detail: "3 members match Level on both sides"),
        Case(
            name: "a const enum", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "enum", with: "const enum")],
            state: .ok, detail: "3 members match Level on both sides"),
        Case(
            name: "a TypeScript member added first moves every value", bullet: levelBullet,
            files: [
                "A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "Low,", with: "Unknown,\n    Low,"),
            ],
            state: .drift,
            findings: ["Level in \"b.ts\" has the member \"3\", which \"Levels\" does not list"]),
        Case(
            name: "a TypeScript initializer moves the count", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "Mid,", with: "Mid = 2,")],
            state: .drift,
            findings: ["Level in \"b.ts\" has the member \"3\" where \"Levels\" lists \"1\""]),
        Case(
            name: "a TypeScript folded member moves the count", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "Mid,", with: "Mid = 1 << 1,")],
            state: .drift,
            findings: ["Level in \"b.ts\" has the member \"3\" where \"Levels\" lists \"1\""]),
        Case(
            name: "a Swift case added", bullet: levelBullet,
            files: [
                "A.swift": levelSwift.replacingOccurrences(of: "case high", with: "case high, max"), "b.ts": levelTS,
            ],
            state: .drift,
            findings: ["Level in \"A.swift\" has the member \"3\", which \"Levels\" does not list"]),
        Case(
            name: "a Swift raw value moves the count", bullet: levelBullet,
            files: [
                "A.swift": levelSwift.replacingOccurrences(of: "case low,", with: "case low = 1,"), "b.ts": levelTS,
            ],
            state: .drift,
            findings: ["Level in \"A.swift\" has the member \"3\" where \"Levels\" lists \"0\""]),
        Case(
            name: "a Swift case under #if that one branch lacks", bullet: levelBullet,
            files: [
                "A.swift": levelSwift.replacingOccurrences(
                    of: "    case high", with: "#if DEBUG\n    case high\n#endif"),
                "b.ts": levelTS,
            ],
            state: .drift, findings: ["\"2\" of \"Levels\" is not a member of Level in \"A.swift\""]),
        Case(
            name: "a Swift #if whose branches agree", bullet: levelBullet,
            files: [
                "A.swift": levelSwift.replacingOccurrences(
                    of: "    case high", with: "#if DEBUG\n    case high\n#else\n    case high = 2\n#endif"),
                "b.ts": levelTS,
            ],
            state: .ok, detail: "3 members match Level on both sides"),
    ]

    static let unverifiableCases: [Case] = [
        Case(
            name: "a TypeScript member without an initializer after a string member", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "Low,", with: "Low = \"low\",")],
            state: .unverifiable,
            detail:
                "the enum `Level` cannot be read as a closed set: `Mid` (line 3) has no initializer after the string "
                + "member \"low\", which TypeScript rejects (\"Enum member must have initializer\") (in \"b.ts\")"),
        Case(
            name: "a TypeScript member the reader does not fold", bullet: levelBullet,
            files: ["A.swift": levelSwift, "b.ts": levelTS.replacingOccurrences(of: "Low,", with: "Low = start(),")],
            state: .unverifiable,
            detail:
                "the enum `Level` cannot be read as a closed set: the initializer of `Low` (line 2, `start ( )`) "
                + "is not a constant the reader folds (in \"b.ts\")"),
        Case(
            name: "a typealiased Swift raw type", bullet: levelBullet,
            files: [
                "A.swift": "typealias Code = Int\n" + levelSwift.replacingOccurrences(of: ": Int,", with: ": Code,"),
                "b.ts": levelTS,
            ],
            state: .unverifiable,
            detail:
                "the enum `Level` cannot be read as a closed set: `low` (line 3) has no raw value and its first "
                + "inherited type `Code` is not one the reader knows (a raw type written through a typealias gives "
                + "each case a value the reader does not read) (in \"A.swift\")"),
        Case(
            name: "a Double raw type without =", bullet: levelBullet,
            files: ["A.swift": levelSwift.replacingOccurrences(of: ": Int,", with: ": Double,"), "b.ts": levelTS],
            state: .unverifiable,
            detail:
                "the enum `Level` cannot be read as a closed set: `low` (line 2) has no raw value and its raw type is "
                + "Double, whose implicit raw values (0.0, 1.0, …) the reader does not compare (in \"A.swift\")"),
    ]

    static let keySwift = """
        struct Pet: Codable {
            let special: String
            var id: Int?
            enum CodingKeys: String, CodingKey {
                case special = "$special[property.name]"
                case id
            }
        }
        """
    static let keyTS = "export interface Pet {\n    '$special[property.name]': string;\n    id?: number;\n}"
    static let keyBullet = "Pet `{$special[property.name],id?}` — `A.swift` · `Pet` ↔ `b.ts` · `Pet`."
    static let caseSwift = "enum Case: String, Codable {\n    case upper = \"UPPER\", lower, none = \"\"\n}"
    static let caseTS = "export type Case = \"UPPER\" | \"lower\" | \"\";"

    static let sectionFiveCases: [Case] = [
        Case(
            name: "a wire key with brackets is one key", bullet: keyBullet,
            files: ["A.swift": keySwift, "b.ts": keyTS], state: .ok, detail: "2 keys match Pet on both sides"),
        Case(
            name: "a wire key with brackets renamed", bullet: keyBullet,
            files: ["A.swift": keySwift, "b.ts": keyTS.replacingOccurrences(of: "property.name", with: "property.id")],
            state: .drift,
            findings: [
                "Pet in \"b.ts\" has the key \"$special[property.id]\" where \"Pet\" lists \"$special[property.name]\""
            ]),
        Case(
            name: "an empty member written bare",
            bullet: "Cases `UPPER|lower|` — `A.swift` · `Case` ↔ `b.ts` · `Case`.",
            files: ["A.swift": caseSwift, "b.ts": caseTS], state: .ok, detail: "3 members match Case on both sides"),
        Case(
            name: "an empty member written quoted",
            bullet: "Cases `\"UPPER\"|\"lower\"|\"\"` — `A.swift` · `Case` ↔ `b.ts` · `Case`.",
            files: ["A.swift": caseSwift, "b.ts": caseTS], state: .ok, detail: "3 members match Case on both sides"),
        Case(
            name: "the empty member dropped", bullet: "Cases `UPPER|lower|` — `A.swift` · `Case` ↔ `b.ts` · `Case`.",
            files: ["A.swift": caseSwift, "b.ts": caseTS.replacingOccurrences(of: " | \"\"", with: "")],
            state: .drift, findings: ["\"\" of \"Cases\" is not a member of Case in \"b.ts\""]),
        Case(
            name: "the empty member not listed", bullet: "Cases `UPPER|lower` — `A.swift` · `Case` ↔ `b.ts` · `Case`.",
            files: ["A.swift": caseSwift, "b.ts": caseTS], state: .drift,
            findings: ["Case in \"A.swift\" has the member \"\"", "Case in \"b.ts\" has the member \"\""]),
    ]

    static let defaultBullet = "Default level `1` — `b.ts` · `DEFAULT_LEVEL` ↔ `c.ts` · `DEFAULT`."
    static let defaultTS = "enum Level {\n    Low,\n    Mid,\n}\nexport const DEFAULT_LEVEL = Level.Mid;\n"

    /// A constant that names an implicit member holds its number; a value that starts or ends
    /// with punctuation is bounded by what is neither a word byte nor its own punctuation.
    static let valueCases: [Case] = [
        Case(
            name: "a constant naming an implicit member", bullet: defaultBullet,
            files: ["b.ts": defaultTS, "c.ts": "export const DEFAULT = 1;\n"], state: .ok),
        Case(
            name: "a member added before it moves the constant", bullet: defaultBullet,
            files: [
                "b.ts": defaultTS.replacingOccurrences(of: "Low,", with: "Lowest,\n    Low,"),
                "c.ts": "export const DEFAULT = 1;\n",
            ],
            state: .drift, findings: ["\"DEFAULT_LEVEL\" is declared as \"2\""]),
        Case(
            name: "punctuation at the end of a longer string", bullet: comparisonBullet,
            files: ["A.swift": comparisonSwift, "b.ts": "export const comparison = 'Zq>=';\n"], state: .drift,
            findings: ["\">=\" of \"Comparison\""]),
        Case(
            name: "the value's own punctuation next to it", bullet: comparisonBullet,
            files: ["A.swift": comparisonSwift, "b.ts": "export const comparison = 'a >=> b';\n"], state: .drift,
            findings: ["\">=\" of \"Comparison\""]),
        Case(
            name: "punctuation bounded by spaces", bullet: comparisonBullet,
            files: ["A.swift": comparisonSwift, "b.ts": "export const comparison = 'a >= b';\n"], state: .ok),
        Case(
            name: "punctuation between word bytes is not found", bullet: comparisonBullet,
            files: ["A.swift": comparisonSwift, "b.ts": "export const comparison = 'a>=b';\n"], state: .drift,
            findings: ["\">=\" of \"Comparison\""]),
    ]
    static let comparisonBullet = "Comparison `>=` — `A.swift` ↔ `b.ts`."
    static let comparisonSwift = "let comparison = \">=\"\n"

    @Test(arguments: implicitCases + unverifiableCases + sectionFiveCases + valueCases)
    func checks(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(GeneratedEnumTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
