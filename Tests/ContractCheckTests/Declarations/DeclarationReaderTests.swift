import Testing

@testable import ContractCheck

/// The declaration readers, as tables of short sources: what each declaration holds on the wire.
@Suite struct DeclarationReaderTests {
    /// One source, one declaration (dotted name) and what it must hold: keys as `name?` (wire
    /// names), cases as wire values, literals, and the line range.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var source: String
        var name: String
        var kind: SourceDeclaration.Kind
        var keys: [String] = []
        var cases: [String] = []
        var literals: [String] = []
        var lines: ClosedRange<Int>
        var testDescription: String { "\(path): \(name)" }
    }

    static func read(_ path: String, _ source: String) -> FileDeclarations {
        let lexed = SourceLexers.lexer(forPath: path)!.lex(Array(source.utf8))
        return DeclarationReaders.read(lexed, path: path)!
    }

    static func keys(_ declaration: SourceDeclaration) -> [String] {
        declaration.properties.map { $0.wireName + ($0.isOptional ? "?" : "") }
    }

    @Test(arguments: [
        Case(
            path: "a.swift",
            source: """
                struct Emission: Codable {
                    var version = 2
                    let text: String
                    var hq: Bool?
                    static let shared = 1
                    var computed: Int { 3 }
                    var observed: Int = 0 { didSet {} }
                    func go() { let inside = 1 }
                }
                """, name: "Emission", kind: .type, keys: ["version", "text", "hq?", "observed"], lines: 1...9),
        Case(
            path: "a.swift",
            source: """
                struct Renamed: Codable {
                    let text: String
                    let dropped: Int = 0
                    var maybe: Optional<Int>
                    enum CodingKeys: String, CodingKey { case text = "body", maybe }
                }
                """, name: "Renamed", kind: .type, keys: ["body", "maybe?"], lines: 1...6),
        Case(
            path: "a.swift",
            source: """
                struct Coded: Encodable {
                    static let version = 2
                    var reason: String?
                    private enum CodingKeys: String, CodingKey { case version, reason }
                    func encode(to encoder: Encoder) throws {}
                }
                """, name: "Coded", kind: .type, keys: ["version", "reason?"], lines: 1...6),
        Case(
            path: "a.swift",
            source: """
                struct Outer {
                    enum Kind: String, Codable {
                        case addSelection = "add-selection"
                        case scan, point(Int)
                    }
                }
                """, name: "Outer.Kind", kind: .enumeration, cases: ["add-selection", "scan", "point"], lines: 2...5),
        Case(
            path: "a.ts",
            source: """
                export interface Receipt {
                  disposition: "sent" | "queued";
                  "emission-id": string
                  reason?: string;
                  note: string | undefined;
                  go(): void;
                }
                """, name: "Receipt", kind: .type, keys: ["disposition", "emission-id", "reason?", "note?"],
            lines: 1...7),
        Case(
            path: "a.ts",
            source: """
                export type Receipt =
                  | { disposition: "sent"; emissionId: string }
                  | { disposition: "rejected"; emissionId: string; reason: string };
                """, name: "Receipt", kind: .type, keys: ["disposition", "emissionId", "reason?"],
            cases: ["sent", "rejected"], lines: 1...3),
        Case(
            path: "a.ts",
            source: """
                const schema = z
                  .object({
                    id: z.string(),
                    hq: z.boolean().optional(),
                    ref: z.string().nullish(),
                    anchor: z.string().nullable(),
                  })
                  .strict();
                """, name: "schema", kind: .constant, keys: ["id", "hq?", "ref?", "anchor"], lines: 1...8),
        Case(
            path: "a.ts",
            source: """
                const image = z.object({
                  id: z.number(),
                  path: z.string().optional(),
                });
                """, name: "image", kind: .constant, keys: ["id", "path?"], lines: 1...4),
        Case(
            path: "a.ts",
            source: """
                export type Role = "button" | "textbox";
                """, name: "Role", kind: .type, literals: ["button", "textbox"], lines: 1...1),
        Case(
            path: "a.ts",
            source: """
                export const ORDER_STATUSES = ["paid", "refunded"] as const;
                """, name: "ORDER_STATUSES", kind: .constant, literals: ["paid", "refunded"], lines: 1...1),
        Case(
            path: "a.ts",
            source: """
                const kind = z.enum(["scan-controls", "point-at-control"]);
                """, name: "kind", kind: .constant, literals: ["scan-controls", "point-at-control"], lines: 1...1),
        Case(
            path: "a.ts",
            source: """
                export enum Color { Red = "red", Green = "green" }
                """, name: "Color", kind: .enumeration, cases: ["red", "green"], lines: 1...1),
        Case(
            path: "a.ts",
            source: """
                export function parse(detail: unknown): Result | null {
                  if (x) { return { text: 1 }; }
                  return null;
                }
                """, name: "parse", kind: .function, lines: 1...4),
    ])
    func reads(_ example: Case) throws {
        let file = Self.read(example.path, example.source)
        let declaration = try #require(file.named(example.name).first)
        #expect(declaration.kind == example.kind)
        #expect(Self.keys(declaration) == example.keys)
        #expect(declaration.cases.map(\.wireValue) == example.cases)
        #expect(declaration.literals == example.literals)
        #expect(declaration.range.lowerBound.line...declaration.range.upperBound.line == example.lines)
    }

    /// A zod chain that starts on its own line (`z` then `.object(`) is still read as the object.
    @Test func chainedZodObjectOnItsOwnLine() {
        let file = Self.read(
            "a.ts",
            """
            const schema = z.object({ id: z.string(), hq: z.boolean().optional(), ref: z.string().nullish() })
              .strict();
            """)
        #expect(file.named("schema").map(Self.keys) == [["id", "hq?", "ref?"]])
    }

    /// `z.infer<typeof schema>` and a spread name where the shape comes from.
    @Test func shapeSources() {
        let file = Self.read(
            "a.ts",
            """
            const fields = { id: z.string(), text: z.string() };
            const schema = z.object({ version: z.literal(2), ...fields });
            export type Emission = z.infer<typeof schema>;
            """)
        #expect(file.named("schema").first?.shapeSources == ["fields"])
        #expect(file.named("Emission").first?.shapeSources == ["schema"])
        #expect(file.named("fields").map(Self.keys) == [["id", "text"]])
    }

    /// Nested types, extensions and the innermost declaration at a position.
    @Test func nestingAndExtensions() {
        let file = Self.read(
            "a.swift",
            """
            struct Receipt {
                enum Disposition: String { case sent, queued }
                let disposition: Disposition
            }
            extension Receipt {
                enum Extra { case one }
            }
            struct Other { let text: String }
            """)
        #expect(file.named("Receipt.Disposition").first?.cases.map(\.name) == ["sent", "queued"])
        #expect(file.scopes(of: "Receipt.Disposition").map(\.range.lowerBound.line) == [1, 5])
        #expect(file.scopes(of: "Receipt").map(\.kind) == [.type, .extension])
        #expect(file.innermost(at: SourcePosition(line: 2, column: 30))?.name == "Disposition")
        #expect(file.innermost(at: SourcePosition(line: 8, column: 20))?.name == "Other")
        #expect(file.named("Missing").isEmpty)
        #expect(file.named("Receipt").first?.properties.map(\.typeName) == ["Disposition"])
    }
}
