import Testing

@testable import ContractCheck

/// The §8 check in process: symbol scope, wire shapes and closed sets, on short sources.
@Suite struct ShapeCheckTests {
    /// One bullet over one Swift and one TypeScript file.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var swift: String
        var typescript: String
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static func document(_ bullet: String) -> String {
        "# Contract\n\n## 8. Mirrored constants\n\n- \(bullet)\n"
    }

    static let emission = """
        struct Selection: Codable {
            let id: Int
            let text: String
        }
        struct Emission: Codable {
            var version = 2
            let id: String
            let text: String
            var hq: Bool?
            let selection: Selection
        }
        """
    static let emissionTS = """
        const selectionSchema = z.object({ id: z.number(), text: z.string() });
        const fields = { id: z.string(), text: z.string(), hq: z.boolean().optional(), selection: selectionSchema };
        const emissionSchema = z.object({ version: z.literal(2), ...fields });
        export type Emission = z.infer<typeof emissionSchema>;
        export function parse(detail: unknown): Emission | null {
          const parsed = emissionSchema.safeParse(detail);
          return parsed.success ? parsed.data : null;
        }
        """
    static let emissionBullet =
        "Emission keys `{version,id,text,hq?,selection:{id,text}}` — `A.swift` · `Emission` ↔ `b.ts` · `Emission` / "
        + "`parse`."

    @Test(arguments: [
        Case(
            name: "matching shapes", bullet: emissionBullet, swift: emission, typescript: emissionTS, state: .ok,
            detail: "7 keys match Emission ↔ emissionSchema"),
        Case(
            name: "a one-sided rename inside the named type, another text staying in the file",
            bullet: emissionBullet,
            swift: emission.replacingOccurrences(
                of: "    let text: String\n    var hq", with: "    let body: String\n    var hq"),
            typescript: emissionTS, state: .drift,
            findings: ["Emission in \"A.swift\" has the key \"body\" where \"Emission keys\" lists \"text\"."]),
        Case(
            name: "the rename inside the TypeScript schema the type infers from",
            bullet: emissionBullet, swift: emission,
            typescript: emissionTS.replacingOccurrences(of: "text: z.string(), hq", with: "body: z.string(), hq"),
            state: .drift,
            findings: ["emissionSchema in \"b.ts\" has the key \"body\" where \"Emission keys\" lists \"text\"."]),
        Case(
            name: "an extra key", bullet: emissionBullet,
            swift: emission.replacingOccurrences(of: "var hq: Bool?", with: "var hq: Bool?\n    let extra: Int"),
            typescript: emissionTS, state: .drift, findings: ["Emission in \"A.swift\" carries the key \"extra\""]),
        Case(
            name: "optional in the document, required in Swift", bullet: emissionBullet,
            swift: emission.replacingOccurrences(of: "var hq: Bool?", with: "var hq: Bool"),
            typescript: emissionTS, state: .drift,
            findings: ["\"hq\" is optional in \"Emission keys\" (\"hq?\") but Emission"]),
        Case(
            name: "required in the document, optional in zod", bullet: emissionBullet, swift: emission,
            typescript: emissionTS.replacingOccurrences(
                of: "id: z.string(), text", with: "id: z.string().nullish(), text"),
            state: .drift, findings: ["\"id\" is required by \"Emission keys\" but optional in emissionSchema"]),
        Case(
            name: "a CodingKeys rename", bullet: emissionBullet,
            swift: emission.replacingOccurrences(
                of: "    let selection: Selection\n}",
                with:
                    "    let selection: Selection\n    enum CodingKeys: String, CodingKey { case version, id, text "
                    + "= \"body\", hq, selection }\n}"
            ),
            typescript: emissionTS, state: .drift,
            findings: ["Emission in \"A.swift\" has the key \"body\" where \"Emission keys\" lists \"text\"."]),
        Case(
            name: "a nested key set", bullet: emissionBullet,
            swift: emission.replacingOccurrences(
                of: "    let id: Int\n    let text: String\n}", with: "    let id: Int\n    let quote: String\n}"),
            typescript: emissionTS, state: .drift,
            findings: [
                "Selection in \"A.swift\" has the key \"selection.quote\" where \"Emission keys\" lists "
                    + "\"selection.text\"."
            ]),
        Case(
            name: "a closed set with an extra case",
            bullet: "Kind closed to `add|scan` — `A.swift` · `Command.Kind` ↔ `b.ts` · `Kind`.",
            swift: """
                struct Command {
                    enum Kind: String, Codable { case add, scan, point }
                }
                """,
            typescript: "export type Kind = \"add\" | \"scan\";", state: .drift,
            findings: ["Kind in \"A.swift\" has the member \"point\", which \"Kind closed to\" does not list"]),
        Case(
            name: "a closed set on both sides",
            bullet: "Kind closed to `add|scan` — `A.swift` · `Command.Kind` ↔ `b.ts` · `Kind`.",
            swift: "struct Command {\n    enum Kind: String, Codable { case add, scan }\n}",
            typescript: "export const Kind = z.enum([\"add\", \"scan\"]);", state: .ok,
            detail: "2 members match Kind on both sides"),
        Case(
            name: "a named zod schema with a method chain after z.object is still a schema",
            bullet: "Receipt keys `{id,reason?}` — `A.swift` · `Receipt` ↔ `b.ts` · `Receipt`.",
            swift: "struct Receipt: Codable {\n    let id: String\n    let reason: String?\n}",
            typescript: "export const Receipt = z.object({ id: z.string(), reason: z.string().optional() }).strict();",
            state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "a key added inside a named strict zod schema",
            bullet: "Receipt keys `{id,reason?}` — `A.swift` · `Receipt` ↔ `b.ts` · `Receipt`.",
            swift: "struct Receipt: Codable {\n    let id: String\n    let reason: String?\n}",
            typescript:
                "export const Receipt = z.object({ id: z.string(), reason: z.string().optional(), x: z.number() })"
                + ".strict().describe(\"receipt\");",
            state: .drift,
            findings: ["Receipt in \"b.ts\" carries the key \"x\", which \"Receipt keys\" does not list."]),
        Case(
            name: "a list value dropped while another function still uses it",
            bullet: "Order statuses `paid,refunded` — `A.swift` · `OrderStatus` ↔ `b.ts` · `ORDER_STATUSES`.",
            swift: "enum OrderStatus: String { case paid, refunded }",
            typescript: """
                export const ORDER_STATUSES = ["paid"] as const;
                export function isRefund(status: string) { return status === "refunded"; }
                """, state: .drift,
            findings: [
                "\"refunded\" of \"Order statuses\" is not inside \"ORDER_STATUSES\" in \"b.ts\" (found at line 2, in "
                    + "isRefund)"
            ]),
        Case(
            name: "an enum case with another raw value beside a struct property of the same name",
            bullet: "Colour keys `{red,green}` — `A.swift` ↔ `b.ts`.",
            swift: """
                enum Named: String, Codable { case red = "Red", green = "Green" }
                public struct Colour: Codable {
                    public let red: Int
                    public let green: Int
                }
                """,
            typescript: "export interface Colour { red: number; green: number }", state: .ok,
            detail: "2 keys match Colour on both sides"),
        Case(
            name: "a dotted symbol reads its enclosing declaration",
            bullet:
                "Receipt `{disposition,id}`, dispositions `sent|queued` — `A.swift` · `Receipt.Disposition` ↔ `b.ts` · "
                + "`Receipt`.",
            swift: """
                struct Receipt: Codable {
                    enum Disposition: String, Codable { case sent, queued }
                    let disposition: Disposition
                    let id: String
                }
                struct Other { let id: String }
                """,
            typescript: "export type Receipt = { disposition: \"sent\" | \"queued\"; id: string };", state: .ok,
            detail:
                "2 keys match Receipt on both sides; 2 members match Disposition (unpaired on side 2 \"b.ts\": "
                + "presence only); "
                + "2 values present on 2 sides (in Receipt.Disposition ↔ in Receipt)"),
        Case(
            name: "a value outside the named declaration",
            bullet: "Storage key `token.v1` — `A.swift` · `Store` ↔ `b.ts` · `KEY`.",
            swift: "struct Store { let key = \"token.v2\" }\nstruct Legacy { let key = \"token.v1\" }",
            typescript: "export const KEY = \"token.v1\";", state: .drift,
            findings: [
                "\"token.v1\" of \"Storage key\" is not inside \"Store\" in \"A.swift\" (found at line 2, in Legacy)"
            ]),
    ])
    func checks(_ example: Case) throws {
        try Self.check(example)
    }

    static func check(_ example: Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let receiptBullet = "Receipt keys `{id,reason?}` — `A.swift` · `Receipt` ↔ `b.ts` · `Receipt`."
    static let receiptTS = "export interface Receipt { id: string; reason?: string }"
    /// A Swift type whose coder is written by hand, its keys an enum `K`.
    static let handWritten = """
        struct Receipt: Encodable {
            let id: String
            let reason: String?
            enum K: String, CodingKey { case id, reason }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: K.self)
                try container.encode(id, forKey: .id)
                try container.encodeIfPresent(reason, forKey: .reason)
            }
        }
        """

    /// A hand-written `init(from:)`/`encode(to:)`: the keys are its keyed-by enum's cases, and
    /// where they cannot be told the key set is unverifiable, never read from the properties.
    @Test(arguments: [
        Case(
            name: "keyed by an enum not named CodingKeys", bullet: receiptBullet, swift: handWritten,
            typescript: receiptTS, state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "a key renamed in the keyed-by enum, the property unchanged", bullet: receiptBullet,
            swift: handWritten.replacingOccurrences(of: "case id, reason", with: "case ident, reason")
                .replacingOccurrences(of: "forKey: .id)", with: "forKey: .ident)"),
            typescript: receiptTS, state: .drift,
            findings: ["\"id\" of \"Receipt keys\" is missing from Receipt in \"A.swift\" (the key set pairs with it)."]
        ),
        Case(
            name: "a coder that hands its encoder to another value", bullet: receiptBullet,
            swift: handWritten.replacingOccurrences(
                of: "try container.encode(id, forKey: .id)", with: "try content.encode(to: encoder)"),
            typescript: receiptTS, state: .unverifiable,
            detail: "`Receipt` cannot be read as a key set: its hand-written coder hands the encoder or decoder to "
                + "another value (line 7), which writes keys of its own (in \"A.swift\")"),
        Case(
            name: "a coder keyed by no enum of the type", bullet: receiptBullet,
            swift: """
                struct Receipt: Decodable {
                    let id: String
                    let reason: String?
                    init(from decoder: Decoder) throws {
                        let container = try decoder.singleValueContainer()
                        id = try container.decode(String.self)
                        reason = nil
                    }
                }
                """,
            typescript: receiptTS, state: .unverifiable,
            detail: "`Receipt` cannot be read as a key set: its `init(from:)` or `encode(to:)` is written by hand, and "
                + "its containers are keyed by no single `CodingKey` enum of the type (in \"A.swift\")"),
    ])
    func handWrittenCoders(_ example: Case) throws {
        try Self.check(example)
    }

    static let receipt = "struct Receipt: Codable { let id: String; let reason: String? }"

    /// Issue 18's probes of shapes TypeScript builds that the reader once passed or misread: an
    /// interface merged into a class of the same name has the class's keys too, and a mapped
    /// type's keys are the members of the union it maps over.
    @Test(arguments: [
        Case(
            name: "an interface merged into a class: the class's field is an extra key", bullet: receiptBullet,
            swift: receipt,
            typescript: "export interface Receipt { id: string; reason?: string }\n"
                + "export class Receipt { extra: number = 1 }",
            state: .drift, findings: ["Receipt in \"b.ts\" carries the key \"extra\""]),
        Case(
            name: "an interface merged into a class: clean", bullet: receiptBullet, swift: receipt,
            typescript: "export interface Receipt { id: string }\nexport class Receipt { reason?: string }",
            state: .ok, detail: "2 keys match Receipt on both sides"),
        Case(
            name: "a mapped type over a union of string literals: its keys, all required", bullet: receiptBullet,
            swift: receipt,
            typescript: "type K = \"id\" | \"reason\";\nexport type Receipt = { [P in K]: string };",
            state: .drift,
            findings: ["\"reason\" is optional in \"Receipt keys\" (\"reason?\") but Receipt in \"b.ts\" requires it"]),
        Case(
            name: "a mapped type over a union of string literals: clean", bullet: receiptBullet, swift: receipt,
            typescript: "type K = \"reason\";\nexport type Receipt = { id: string } & { [P in K]?: string };",
            state: .ok, detail: "2 keys match Receipt on both sides"),
    ])
    func mergedAndMappedShapes(_ example: Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(Self.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    /// A symbol the file mentions but does not declare stays unresolved.
    @Test func anUndeclaredSymbolIsUnresolved() throws {
        let files = InMemoryFiles(["A.swift": "let x = Emission.self", "b.ts": "export const KEY = \"k\";"])
        let report = try files.check(Self.document("Key `k` — `A.swift` · `Emission` ↔ `b.ts` · `KEY`."))
        #expect(report.bullets.first?.state == .unresolved)
        #expect(
            report.findings.map(\.message).contains {
                $0.contains("\"Emission\" in \"Key\" is not declared in \"A.swift\" (it is only mentioned, at line 1)")
            })
    }

    /// The coverage line counts shape-checked, symbol-precise and file-wide verdicts apart.
    @Test func coverageCountsHowEachVerdictWasReached() throws {
        let files = InMemoryFiles([
            "A.swift": "struct Colour: Codable { let red: Int }\nlet KEY = \"k\"",
            "b.ts": "export interface Colour { red: number }\nexport const KEY = \"k\";",
        ])
        let report = try files.check(
            """
            # Contract

            ## 8. Mirrored constants

            - Colour `{red}` — `A.swift` · `Colour` ↔ `b.ts` · `Colour`.
            - Key `k` — `A.swift` · `KEY` ↔ `b.ts` · `KEY`.
            - Key again `k` — `A.swift` ↔ `b.ts`.
            """)
        #expect(report.bullets.map(\.precision) == [.shapeChecked, .symbolPrecise, .fileWide])
        #expect(
            report.bullets.map(\.detail) == [
                "1 key matches Colour on both sides",
                "1 value present on 2 sides (in KEY ↔ in KEY)",
                "1 value present on 2 sides (file-wide)",
            ])
        #expect(
            report.coverage.line
                == "3 of 3 bullets verified (1 shape-checked, 1 symbol-precise, 1 file-wide), 0 drift, 0 unresolved, 0 "
                + "unverifiable"
        )
    }
}
