import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Issue 18's second "Must reach": one fixture per style the issue names, written the way real
/// code of that style is written (OpenAPI generator output, zod schemas, TypeScript declaration
/// merging, inheritance, typeshare's tagged unions, Jackson), each reading clean on every side,
/// and every mutant `ShapeMutants` generates over every side of it (a member renamed, one added,
/// one dropped, a key's optionality flipped) caught as the hook would catch it. Parse functions
/// are `FunctionStyleMutantTests`'.
@Suite struct StyleFixtureMutantTests {
    /// A style's fixture: its §8 bullets and the sources they name, inline.
    struct Style: Sendable, CustomTestStringConvertible {
        var name: String
        var bullets: [String]
        var files: [String: String]
        /// Each bullet's detail when it reads clean, in order.
        var details: [String]
        /// How many mutants of each class the fixture must at least generate (not caught: generated).
        var minimum: [ShapeMutantClass: Int]
        var testDescription: String { name }

        var document: String {
            "# Contract\n\n## 8. Mirrored constants\n\n" + bullets.map { "- \($0)\n" }.joined()
        }
        /// The files with the document beside them, as `ShapeMutants` reads them.
        var repository: [String: String] { files.merging([StyleFixtureMutantTests.path: document]) { a, _ in a } }
    }

    static let path = "CONTRACT.md"

    /// A style and one mutant class, named for the test output.
    struct Run: Sendable, CustomTestStringConvertible {
        var style: Style
        var kind: ShapeMutantClass
        var testDescription: String { "\(style.name): \(kind.rawValue)" }
    }

    static let styles: [Style] = [
        StyleFixtures.generator, StyleFixtures.zod, StyleFixtures.merging, StyleFixtures.inheritance,
        StyleFixtures.taggedUnion, StyleFixtures.jackson,
    ]

    static let runs: [Run] = styles.flatMap { style in ShapeMutantClass.allCases.map { Run(style: style, kind: $0) } }

    /// Every bullet of every style reads clean: each verified on every side, with no finding.
    @Test(arguments: styles)
    func readsClean(_ style: Style) throws {
        let report = try InMemoryFiles(style.files).check(style.document)
        #expect(report.bullets.count == style.bullets.count)
        #expect(report.bullets.map(\.state) == Array(repeating: .ok, count: style.bullets.count))
        #expect(report.bullets.map(\.detail) == style.details)
        #expect(report.findings.map(\.message) == [])
    }

    /// Every mutant of the class, on every side of the style's fixture, is caught.
    @Test(arguments: runs)
    func everyMutantCaught(_ run: Run) throws {
        let mutants = try ShapeMutants(files: run.style.repository, document: Self.path, roots: [""])
        let (generated, missed, repaired) = try mutants.run(run.kind) { $0 != Self.path }
        let minimum = try #require(run.style.minimum[run.kind])
        #expect(generated - repaired >= minimum, "only \(generated) mutants, \(repaired) repairing")
        #expect(repaired == 0)
        #expect(missed == [], "\(missed.count) of \(generated) not caught:\n\(missed.joined(separator: "\n"))")
    }
}
