import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A §8 side may name a labelled `LINT.IfChange` block (`web/limits.ts#limits`): the lines
/// strictly between its directive lines are where the side's values are sought, like a named
/// symbol's declaration. Two blocks that both changed but now disagree are a drift.
@Suite struct IfChangeBlockSideTests {
    static let document = """
        # Contract

        ## 8. Mirrored constants

        - Upload limit `25` — `web/limits.ts#limits` ↔ `app/Limits.swift#limits`.

        """
    static let script = """
        export const OTHER = 25;
        // LINT.IfChange(limits)
        export const MAX_UPLOAD_MB = 25;
        // LINT.ThenChange(//app/Limits.swift#limits)

        """
    static let swift = """
        // LINT.IfChange(limits)
        let maxUploadMB = 25
        // LINT.ThenChange(//web/limits.ts#limits)
        let other = 30

        """

    @Test func theSideGrammarReadsABlock() throws {
        let constants = try ConstantsParser().parse(bytes: Array(Self.document.utf8), path: "doc.md")
        let sides = try #require(constants.bullets.first?.clauses.first?.sides)
        #expect(sides.map { $0.references.map(\.written) } == [["web/limits.ts#limits"], ["app/Limits.swift#limits"]])
        #expect(sides.map { $0.references.map(\.path) } == [["web/limits.ts"], ["app/Limits.swift"]])
        #expect(constants.bullets.first?.clauses.first?.values.map(\.text) == ["25"])
    }

    /// A JSON pointer (`#/…`) is not a block; a `#` after a file no lexer reads is not either.
    @Test(arguments: [
        ("web/limits.ts#limits", true), ("app/Limits.swift#a_b", true), ("api/openapi.json#/x", false),
        ("web/limits.ts#/limits", false), ("web/limits.ts#", false), ("docs/a.md#limits", false),
        ("web/limits.ts#a b", false),
    ])
    func aBlockIsASourceFileAndALabel(text: String, isBlock: Bool) {
        #expect((ConstantsParser.sourceBlock(text) != nil) == isBlock)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var script = IfChangeBlockSideTests.script
        var swift = IfChangeBlockSideTests.swift
        let state: BulletResult.State
        var drift: [String] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "both blocks hold the value", state: .ok,
            detail: "1 value present on 2 sides (in #limits ↔ in #limits)"),
        Case(
            name: "one block changed to another value: drift, though the file holds it outside the block",
            script: script.replacingOccurrences(of: "MAX_UPLOAD_MB = 25", with: "MAX_UPLOAD_MB = 30"), state: .drift,
            drift: [
                "\"25\" of \"Upload limit\" is not inside the block \"limits\" in \"web/limits.ts\" (found at line 1"
            ]),
        Case(
            name: "the value only outside the block",
            swift: "let maxUploadMB = 25\n// LINT.IfChange(limits)\nlet x = 1\n// LINT.ThenChange(//web/limits.ts)\n",
            state: .drift, drift: ["is not inside the block \"limits\" in \"app/Limits.swift\""]),
        Case(
            name: "a label the file does not define", swift: "let maxUploadMB = 25\n", state: .unresolved),
        Case(
            name: "a LINT.Label region is a block too",
            swift: "// LINT.Label(limits)\nlet maxUploadMB = 25\n// LINT.EndLabel\n", state: .ok),
    ]

    @Test(arguments: cases)
    func judgesTheBlocksValues(_ test: Case) throws {
        let report = try InMemoryFiles(["web/limits.ts": test.script, "app/Limits.swift": test.swift]).check(
            Self.document)
        try report.expectFirstBullet(test.state, drift: test.drift, detail: test.detail)
        if test.state == .unresolved {
            #expect(
                report.findings.map(\.message) == [
                    "The block \"limits\" in \"Upload limit\" is not in \"app/Limits.swift\" (no LINT.IfChange(limits) "
                        + "or LINT.Label(limits) there)."
                ])
        }
    }
}
