import Testing

@testable import ContractCheck

/// What the TypeScript reader records for shapes composed across declarations (issue 18,
/// section 2): `z.intersection`, `.keyof()`, `.shape` spreads, `z.discriminatedUnion`'s members,
/// a class's own keys beside `implements`, and the names a file imports (what a reason names).
@Suite struct ComposedShapeReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        /// The last declaration's name.
        var name: String
        /// Its keys as written (`?` for optional), and the names it takes keys from.
        var keys: [String] = []
        var sources: [String] = []
        /// Its zod steps and `.keyof()` steps, as `render` writes them.
        var steps = ""
        var keyofSteps = ""
        /// Its union members' count (a discriminated union's), and what it does not follow.
        var unionMembers = 0
        var unfollowed: [String] = []
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(
            source: "export const I = z.intersection(A, B);", name: "I", sources: ["A", "B"],
            steps: "include(A) include(B)"),
        Case(
            source: "export const I = z.intersection(A, z.object({ b: z.string() }));", name: "I", sources: ["A"],
            steps: "include(A) include({b})"),
        Case(
            source: "export const I = z.intersection(A, q());", name: "I", sources: ["A"],
            steps: "include(A)",
            unfollowed: ["an argument of \"z.intersection(…)\" the reader does not read"]),
        Case(source: "export const K = A.keyof();", name: "K", sources: ["A"], keyofSteps: "A"),
        Case(
            source: "export const K = A.omit({ x: true }).keyof();", name: "K", sources: ["A"],
            keyofSteps: "A omit(x)"),
        Case(
            source: "export const S = z.object({ ...A.shape, b: z.string() });", name: "S", sources: ["A"],
            steps: "A {b}"),
        Case(
            source: "export const S = z.object({ ...f().shape, b: z.string() });", name: "S", sources: ["f().shape"],
            steps: "f().shape {b}"),
        Case(
            source: "export const U = z.discriminatedUnion(\"t\", [A, z.object({ t: z.literal(\"b\") })]);", name: "U",
            sources: ["A"], steps: "include(A) or({t=b})", unionMembers: 2),
        Case(
            source:
                "export class C implements I, J { a = 1; static s = 2; constructor(readonly b: string, c: number) {} }",
            name: "C", keys: ["a", "b"]),
    ]

    /// The steps as text: a name, `{keys}` (a tag as `key=value`), `include(…)`, `or(…)`,
    /// `omit(…)`, `pick(…)`, `partial`, `required`.
    static func render(_ steps: [ShapeStep]) -> String {
        steps.map { step -> String in
            switch step {
            case .source(let name): return name
            case .properties(let keys):
                return "{" + keys.map { $0.name + ($0.literal.map { "=" + $0 } ?? "") }.joined(separator: ",") + "}"
            case .include(let inner): return "include(\(render(inner)))"
            case .or(let inner): return "or(\(render(inner)))"
            case .omit(let names): return "omit(\(names.joined(separator: ",")))"
            case .pick(let names): return "pick(\(names.joined(separator: ",")))"
            case .partial: return "partial"
            case .required: return "required"
            }
        }.joined(separator: " ")
    }

    @Test(arguments: cases)
    func reads(_ example: Case) throws {
        let file = DeclarationReaderTests.read("a.ts", example.source)
        let declaration = try #require(file.declarations.last)
        #expect(declaration.name == example.name)
        #expect(DeclarationReaderTests.keys(declaration) == example.keys)
        #expect(declaration.shapeSources == example.sources)
        #expect(Self.render(declaration.shapeSteps) == example.steps)
        #expect(Self.render(declaration.keyofSteps) == example.keyofSteps)
        #expect(declaration.unionMembers.count == example.unionMembers)
        #expect(declaration.unfollowed == example.unfollowed)
    }

    @Test(arguments: [
        ("import { A, B as C } from './m';", ["A": "./m", "C": "./m"]),
        ("import type { A } from \"./types\";", ["A": "./types"]),
        ("import D, { type E } from './d';", ["D": "./d", "E": "./d"]),
        ("import * as api from '@app/api';", ["api": "@app/api"]),
        ("import './side-effect';", [:]),
    ])
    func imports(_ source: String, _ expected: [String: String]) {
        #expect(DeclarationReaderTests.read("a.ts", source).imports == expected)
    }
}
