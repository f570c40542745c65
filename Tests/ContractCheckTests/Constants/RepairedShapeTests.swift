import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A side named without symbols that paired a stated set with a declaration at the commit's base
/// pairs with the same one at the commit, or the change is new drift naming both: a Swift case
/// renamed (`portrait` → `portraitUp`) must not let the closed set move to an unrelated enum of
/// the same file whose case names still match.
@Suite struct RepairedShapeTests {
    static let document = """
        # Contract

        ## 8. Mirrored constants

        - Orientations closed to `portrait|landscape` — `Screen.swift` ↔ `screen.ts` · `Orientation`.
        """
    static let web = "export type Orientation = \"portrait\" | \"landscape\";"
    static let swift = """
        enum Orientation: String, Codable { case portrait, landscape }
        enum PaperLayout: String { case portrait, landscape }
        struct Screen { let orientation: Orientation }
        """

    static func check(_ swift: String, base: String?) throws -> ConstantsReport {
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: "doc.md")
        let commit = InMemoryFiles(["Screen.swift": swift, "screen.ts": web])
        let resolver = PathResolver(roots: [""], paths: commit.paths)
        let judgement = base.map { base in
            FindingJudgement(
                base: InMemoryBase(
                    constants: constants, resolver: resolver,
                    files: InMemoryFiles(["Screen.swift": base, "screen.ts": web])))
        }
        return try ConstantsChecker(constants: constants, resolver: resolver, snapshot: commit, judgement: judgement)
            .run()
    }

    /// The base pairs the set with `Orientation` (the two enums tie; the one the file's struct
    /// uses is what the side means, so the base here names it first by holding only it).
    static let base = """
        enum Orientation: String, Codable { case portrait, landscape }
        struct Screen { let orientation: Orientation }
        """

    @Test(
        arguments: [
            (base, base, [], "ok"),
            // A case of Orientation renamed: the set moves to PaperLayout, whose names still match.
            (
                swift.replacing("case portrait, landscape }\nenum", with: "case portraitUp, landscape }\nenum"), base,
                [
                    "Orientation in \"Screen.swift\" held the closed set of \"Orientations closed to\" at the base; "
                        + "PaperLayout in \"Screen.swift\" holds it now: the side names no symbol, and the set moved "
                        + "to another declaration."
                ], "drift"
            ),
            // Without a base the file is read as it is.
            (
                swift.replacing("case portrait, landscape }\nenum", with: "case portraitUp, landscape }\nenum"), nil,
                [],
                "ok"
            ),
        ] as [(String, String?, [String], String)])
    func aFileOnlySidePairsWithWhatItPairedWith(swift: String, base: String?, messages: [String], state: String)
        throws
    {
        let report = try Self.check(swift, base: base)
        #expect(report.findings.filter { $0.rule == .constantDrift }.map(\.message) == messages)
        #expect(report.bullets.first?.state.rawValue == state, "\(report.bullets.first?.detail ?? "")")
    }
}
