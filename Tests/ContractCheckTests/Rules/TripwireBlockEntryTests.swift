import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The tripwire in process with a `path#label` manifest entry: the labelled regions of the
/// changed files (the block rule's reading) decide whether the block, not the file, changed.
@Suite struct TripwireBlockEntryTests {
    static let document = "docs/contract.md"

    static let manifest: AnchorManifest = {
        let markdown = "# Contract\n\n## Anchor manifest\n\n```\nweb/limits.ts#limits\nweb/routes.ts\n```\n"
        do {
            return try ManifestParser().parse(CmarkReader.parse(markdown), path: document)
        } catch {
            fatalError("the inline manifest must parse: \(error)")
        }
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var status: FileChange.Status = .modified
        /// The labelled regions of `web/limits.ts` after the change (nil: not read at all).
        let labelled: LabelledBlocks??
        let verdict: TripwireEvaluation.Verdict
        var line: Int? = nil
        var missing: [Int] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "the block changed", labelled: LabelledBlocks(starts: ["limits": 3], changed: ["limits"]),
            verdict: .blocked, line: 3),
        Case(
            name: "the file changed outside the block", labelled: LabelledBlocks(starts: ["limits": 3], changed: []),
            verdict: .noAnchors),
        Case(
            name: "another block changed", labelled: LabelledBlocks(starts: ["limits": 3, "x": 9], changed: ["x"]),
            verdict: .noAnchors),
        Case(
            name: "the label is gone", labelled: LabelledBlocks(starts: [:], changed: []), verdict: .noAnchors,
            missing: [6]),
        Case(name: "a file with no directive left", labelled: .some(nil), verdict: .noAnchors, missing: [6]),
        Case(name: "the file deleted trips as a whole", status: .deleted, labelled: .some(nil), verdict: .blocked),
        Case(name: "without the block reading, the whole file", labelled: nil, verdict: .blocked),
    ]

    @Test(arguments: cases) func judgesTheBlock(_ example: Case) {
        let rule = TripwireRule(documentPath: Self.document)
        let labelled: [String: LabelledBlocks]? = example.labelled.map { blocks in
            blocks.map { ["web/limits.ts": $0] } ?? [:]
        }
        let evaluation = rule.evaluate(
            ChangeSet(changes: [FileChange(example.status, "web/limits.ts")], source: .commit),
            manifest: Self.manifest, trailers: [], labelled: labelled)
        #expect(evaluation.verdict == example.verdict)
        #expect(evaluation.findings().map(\.location?.line) == (example.verdict == .blocked ? [example.line] : []))
        #expect(evaluation.missingLabels.map(\.line) == example.missing)
        #expect(evaluation.labelFindings().map(\.location?.line) == example.missing)
        #expect(
            evaluation.labelFindings().allSatisfy { $0.rule == .missingAnchor && $0.location?.path == Self.document })
    }

    @Test func aBlocksFindingNamesTheBlock() throws {
        let evaluation = TripwireRule(documentPath: Self.document).evaluate(
            ChangeSet(changes: [FileChange(.modified, "web/limits.ts")], source: .commit), manifest: Self.manifest,
            trailers: [], labelled: ["web/limits.ts": LabelledBlocks(starts: ["limits": 3], changed: ["limits"])])
        let finding = try #require(evaluation.findings().first)
        #expect(
            finding.message
                == "Contract anchor \"web/limits.ts#limits\" changed without the contract document "
                + "\"docs/contract.md\".")
        #expect(finding.location == Location(path: "web/limits.ts", line: 3))
        #expect(finding.related.first?.message == "listed in the anchor manifest as \"web/limits.ts#limits\"")
    }
}
