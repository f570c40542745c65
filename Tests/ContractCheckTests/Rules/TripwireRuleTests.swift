import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The tripwire rule in process: a manifest written inline, a change set and the message's
/// trailers in, the verdict and its findings out. No repository, no subprocess.
@Suite struct TripwireRuleTests {
    static let document = "docs/contract.md"

    static let manifest: AnchorManifest = {
        let markdown = """
            # Contract

            ## Anchor manifest

            ```
            # Web side
            web/routes.ts
            web/lib/

            # Native
            ios/Bridge.swift
            ```
            """
        do {
            return try ManifestParser().parse(CmarkReader.parse(markdown), path: document)
        } catch {
            fatalError("the inline manifest must parse: \(error)")
        }
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var changes: [FileChange]
        /// nil: no message yet (pre-commit).
        var trailers: [Trailer]?
        var verdict: TripwireEvaluation.Verdict
        var anchors: [String]
        var findings: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "no anchor touched", changes: [FileChange(.modified, "README.md")], trailers: [],
            verdict: .noAnchors, anchors: [], findings: 0),
        Case(
            name: "an exact anchor without the document", changes: [FileChange(.modified, "web/routes.ts")],
            trailers: [], verdict: .blocked, anchors: ["web/routes.ts"], findings: 1),
        Case(
            name: "a file under a prefix, added", changes: [FileChange(.added, "web/lib/auth/token.ts")],
            trailers: [], verdict: .blocked, anchors: ["web/lib/auth/token.ts"], findings: 1),
        Case(
            name: "the prefix's own name is not under it", changes: [FileChange(.modified, "web/lib")],
            trailers: [], verdict: .noAnchors, anchors: [], findings: 0),
        Case(
            name: "a sibling that shares the prefix's letters", changes: [FileChange(.modified, "web/library.ts")],
            trailers: [], verdict: .noAnchors, anchors: [], findings: 0),
        Case(
            name: "the document changed too",
            changes: [FileChange(.modified, "web/routes.ts"), FileChange(.modified, document)],
            trailers: [], verdict: .documentChanged, anchors: ["web/routes.ts"], findings: 0),
        Case(
            name: "the document deleted counts as changed",
            changes: [FileChange(.deleted, "ios/Bridge.swift"), FileChange(.deleted, document)],
            trailers: [], verdict: .documentChanged, anchors: ["ios/Bridge.swift"], findings: 0),
        Case(
            name: "the trailer with a reason", changes: [FileChange(.modified, "ios/Bridge.swift")],
            trailers: [Trailer(token: "Contract-Unchanged", value: "comments only")],
            verdict: .excused(reason: "comments only"), anchors: ["ios/Bridge.swift"], findings: 0),
        Case(
            name: "the trailer's key in another case", changes: [FileChange(.modified, "ios/Bridge.swift")],
            trailers: [Trailer(token: "contract-unchanged", value: "typo fix")],
            verdict: .excused(reason: "typo fix"), anchors: ["ios/Bridge.swift"], findings: 0),
        Case(
            name: "the trailer without a reason", changes: [FileChange(.modified, "ios/Bridge.swift")],
            trailers: [Trailer(token: "Contract-Unchanged", value: "")],
            verdict: .blocked, anchors: ["ios/Bridge.swift"], findings: 1),
        Case(
            name: "another trailer does not excuse", changes: [FileChange(.modified, "ios/Bridge.swift")],
            trailers: [Trailer(token: "Contract-Drift-Accepted", value: "rollout")],
            verdict: .blocked, anchors: ["ios/Bridge.swift"], findings: 1),
        Case(
            name: "pre-commit: no message yet",
            changes: [FileChange(.modified, "web/routes.ts"), FileChange(.added, "ios/Bridge.swift")],
            trailers: nil, verdict: .blocked, anchors: ["ios/Bridge.swift", "web/routes.ts"], findings: 2),
    ]

    @Test(arguments: cases) func verdict(_ example: Case) {
        let rule = TripwireRule(documentPath: Self.document)
        let evaluation = rule.evaluate(
            ChangeSet(changes: example.changes, source: .commit),
            manifest: Self.manifest, trailers: example.trailers)
        #expect(evaluation.verdict == example.verdict)
        #expect(evaluation.anchors.map(\.change.path) == example.anchors)
        #expect(evaluation.findings().count == example.findings)
    }

    @Test func aFindingNamesTheAnchorAndWhereTheManifestListsIt() throws {
        let rule = TripwireRule(documentPath: Self.document)
        let evaluation = rule.evaluate(
            ChangeSet(changes: [FileChange(.added, "web/lib/new.ts")], source: .commit),
            manifest: Self.manifest, trailers: [])
        let finding = try #require(evaluation.findings(commit: "abc123").first)
        #expect(
            finding.message
                == "Contract anchor \"web/lib/new.ts\" is added without the contract document \"docs/contract.md\".")
        #expect(finding.location?.path == "web/lib/new.ts")
        #expect(finding.related.map(\.location.line) == [8])
        #expect(finding.related.first?.message == "listed in the anchor manifest as \"web/lib/\" under \"Web side\"")
        #expect(finding.commit == "abc123")
        #expect(evaluation.trailerTemplate == "Contract-Unchanged: <reason>")
    }

    @Test func anEmptyReasonIsSaidInTheFinding() throws {
        let rule = TripwireRule(documentPath: Self.document)
        let evaluation = rule.evaluate(
            ChangeSet(changes: [FileChange(.modified, "web/routes.ts")], source: .commit),
            manifest: Self.manifest,
            trailers: [Trailer(token: "Contract-Unchanged", value: "")])
        let finding = try #require(evaluation.findings().first)
        #expect(evaluation.hasEmptyOverride)
        #expect(finding.message.hasSuffix("The Contract-Unchanged trailer is present but its reason is empty."))
    }

    @Test func aConfiguredTrailerKeyReplacesTheDefault() {
        let rule = TripwireRule(documentPath: Self.document, trailerKey: "Api-Unchanged")
        let changes = ChangeSet(changes: [FileChange(.modified, "web/routes.ts")], source: .commit)
        let byDefaultKey = rule.evaluate(
            changes, manifest: Self.manifest,
            trailers: [Trailer(token: "Contract-Unchanged", value: "r")])
        let byConfiguredKey = rule.evaluate(
            changes, manifest: Self.manifest,
            trailers: [Trailer(token: "API-UNCHANGED", value: "r")])
        #expect(byDefaultKey.verdict == .blocked)
        #expect(byConfiguredKey.verdict == .excused(reason: "r"))
    }

    @Test func aChangeToTheFileADocumentLinkLeadsToIsAChangeOfTheDocument() {
        let rule = TripwireRule(documentPath: Self.document, documentAliases: [Self.document, "shared/contract.md"])
        let changes = ChangeSet(
            changes: [
                FileChange(.modified, "web/routes.ts"),
                FileChange(.modified, "shared/contract.md"),
            ], source: .commit)
        #expect(rule.evaluate(changes, manifest: Self.manifest, trailers: []).verdict == .documentChanged)
    }

    @Test func anchorsAreGroupedInManifestOrder() {
        let rule = TripwireRule(documentPath: Self.document)
        let changes = ChangeSet(
            changes: [
                FileChange(.modified, "ios/Bridge.swift"),
                FileChange(.modified, "web/lib/b.ts"),
                FileChange(.modified, "web/routes.ts"),
            ], source: .commit)
        let groups = rule.evaluate(changes, manifest: Self.manifest, trailers: []).groups
        #expect(groups.map(\.group) == ["Web side", "Native"])
        #expect(
            groups.map { $0.anchors.map(\.change.path) } == [["web/routes.ts", "web/lib/b.ts"], ["ios/Bridge.swift"]])
    }
}
