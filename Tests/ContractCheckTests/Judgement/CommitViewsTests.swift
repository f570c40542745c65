import Testing

@testable import AnchorManifest
@testable import ContractCheck
@testable import contract_check

/// The hook's verdict and `ci`'s row are views of the one decision: each case is a decision
/// (readings, trailers, stage) beside the rules it says block (`blockedBy`) and what the view
/// renders from it — the row and the summary line for `ci`, the exit status and the closing
/// line for the hook. No view counts findings again: every answer about what blocks agrees
/// with the decision's.
@Suite struct CommitViewsTests {
    typealias Spec = CommitDecisionTests
    static let commit = Spec.commit

    static func moved() -> ConstantsReport {
        let finding = Finding(
            rule: .referenceMoved, message: "\"web/api.ts\" in \"Channels\" is renamed",
            location: Location(path: "docs/contract.md", line: 9, column: 3))
        return ConstantsReport(
            documentPath: "docs/contract.md", sectionLine: 9, sectionName: "§8 Mirrored constants", bullets: [],
            findings: [finding])
    }

    /// A reading with a `LINT.IfChange` block whose target file is missing.
    static func broken(_ reading: CommitReading) -> CommitReading {
        var reading = reading
        let broken = IfChangeEvaluation.Broken(path: "a.py", line: 1, target: "//gone.py", missing: "file")
        reading.ifChange = IfChangeReading(evaluation: IfChangeEvaluation(broken: [broken]), waivers: nil)
        return reading
    }

    static func missing(configured: Bool = true) -> CommitReading {
        CommitReading(
            configuration: Configuration(documentPath: "docs/contract.md", file: nil), manifest: .missing,
            documentAliases: configured ? ["docs/contract.md"] : [],
            changes: ChangeSet(changes: [FileChange(.modified, "a.py")], source: .libgit2), constants: .none)
    }

    static let both = Spec.unchanged + Spec.accepted

    /// (what, the reading, its trailers, whether a document is configured) → (the rules that
    /// block, `ci`'s row, its summary line after "1 commit in …, ").
    static let ciCases:
        [(
            name: String, reading: CommitReading, trailers: [Trailer], configured: Bool,
            blockedBy: CommitBlockers, row: String, summary: String
        )] = [
            (
                "an anchor without the document", Spec.reading(Spec.routes, changed: ["src/api/routes.ts"]), [], true,
                .tripwire, "blocked", "0 passed, 1 blocked"
            ),
            (
                "an anchor excused by the trailer", Spec.reading(Spec.routes, changed: ["src/api/routes.ts"]),
                Spec.unchanged, true, [], "passed (trailer)", "1 passed, 0 blocked"
            ),
            (
                "an anchor with the document",
                Spec.reading(Spec.routes, changed: ["src/api/routes.ts", "docs/contract.md"]), [], true, [],
                "passed (document changed)", "1 passed, 0 blocked"
            ),
            (
                "no anchor", Spec.reading(Spec.routes, changed: ["README.md"]), [], true, [], "passed (no anchors)",
                "1 passed, 0 blocked"
            ),
            (
                "drift no trailer accepts, the anchor excused",
                Spec.reading(Spec.routes, changed: ["src/api/routes.ts"], constants: .report(Spec.drift("a"))),
                Spec.unchanged, true, .drift, "blocked (mirrored constants)", "0 passed, 1 blocked"
            ),
            (
                "drift the trailer accepts",
                Spec.reading(Spec.routes, changed: ["web/api.ts"], constants: .report(Spec.drift("a"))), both, true,
                [], "passed (no anchors)", "1 passed, 0 blocked"
            ),
            (
                "a §8 reference to a renamed file, whatever the trailers",
                Spec.reading(Spec.routes, changed: ["web/api.ts"], constants: .report(moved())), both, true,
                .movedReferences, "blocked (mirrored constants)", "0 passed, 1 blocked"
            ),
            (
                "a broken block before the document existed", broken(missing()), [], true, .ifChange,
                "blocked (LINT.IfChange)", "0 passed, 1 blocked"
            ),
            (
                "before the document existed", missing(), [], true, [], "passed (no document yet)",
                "0 passed, 0 blocked, 1 before the document existed"
            ),
            (
                "no document configured", missing(configured: false), [], false, [], "passed", "1 passed, 0 blocked"
            ),
            (
                "a document that does not parse", Spec.reading(Spec.broken, changed: ["README.md"]), [], true,
                .documentInvalid, "document does not parse", "0 passed, 0 blocked, 1 with a broken document"
            ),
            (
                "a document that does not parse and a broken block: the row names the block, the line the document",
                broken(Spec.reading(Spec.broken, changed: ["README.md"])), [], true, [.ifChange, .documentInvalid],
                "blocked (LINT.IfChange)", "0 passed, 0 blocked, 1 with a broken document"
            ),
        ]

    @Test(arguments: ciCases.indices)
    func theCIRow(_ index: Int) {
        let item = Self.ciCases[index]
        let decision = CommitDecision([item.reading], trailers: item.trailers, stage: .committed(Self.commit))
        let row = CICommit(decision, id: Self.commit, subject: "A change", parents: 1)
        var report = CIReport(
            base: Self.commit, head: Self.commit, commits: [row], findings: decision.findings, constants: nil,
            acceptedDrift: [], preExistingDrift: [])
        report.documentConfigured = item.configured
        #expect(decision.blockedBy == item.blockedBy, "\(item.name)")
        #expect(row.blockedBy == item.blockedBy, "\(item.name)")
        #expect(CIOutput.outcome(row, documentConfigured: item.configured) == item.row, "\(item.name)")
        #expect(report.summary == "1 commit in 0123456789ab..0123456789ab, " + item.summary, "\(item.name)")
        #expect(row.isBlocked == !item.blockedBy.isEmpty, "\(item.name)")
        #expect(decision.findings.isEmpty == item.blockedBy.isEmpty, "\(item.name)")
    }

    /// A merge `--skip-merges` passes over has no decision: nothing blocks it.
    @Test func aSkippedMerge() {
        let row = CICommit(
            skippedMerge: Self.commit, subject: "Merge", parents: 2, driftTrailer: nil, configurationChanged: false)
        let report = CIReport(
            base: Self.commit, head: Self.commit, commits: [row], findings: [], constants: nil, acceptedDrift: [],
            preExistingDrift: [])
        #expect(row.blockedBy == [])
        #expect(row.standing(documentConfigured: true) == .skippedMerge)
        #expect(CIOutput.outcome(row, documentConfigured: true) == "skipped (merge)")
        #expect(report.summary == "1 commit in 0123456789ab..0123456789ab, 0 passed, 0 blocked, 1 merge skipped")
    }

    /// (what, the reading, the trailers (nil: pre-commit), the stage) → (the rules that block or
    /// would, the exit status, commit-msg's closing line, or nothing when it passes).
    static let hookCases:
        [(
            name: String, reading: CommitReading, trailers: [Trailer]?, stage: JudgementStage,
            blockedBy: CommitBlockers, status: CheckStatus, closing: String?
        )] = [
            (
                "pre-commit: an anchor would block, does not",
                Spec.reading(Spec.routes, changed: ["src/api/routes.ts"]),
                nil, .preCommit, .tripwire, .clean, nil
            ),
            (
                "pre-commit: a staged document that does not parse blocks",
                Spec.reading(Spec.broken, changed: ["docs/contract.md"]), nil, .preCommit, .documentInvalid,
                .findings, nil
            ),
            (
                "commit-msg: an anchor without the trailer", Spec.reading(Spec.routes, changed: ["src/api/routes.ts"]),
                [], .commitMsg, .tripwire, .findings,
                "contract-check: commit blocked: 1 contract anchor changed without the contract document (1 error)."
            ),
            (
                "commit-msg: drift and an anchor, the anchor excused",
                Spec.reading(Spec.routes, changed: ["src/api/routes.ts"], constants: .report(Spec.drift("a"))),
                Spec.unchanged, .commitMsg, .drift, .findings,
                "contract-check: commit blocked: 1 mirrored-constant drift (1 error)."
            ),
            (
                "commit-msg: a §8 reference to a renamed file",
                Spec.reading(Spec.routes, changed: ["web/api.ts"], constants: .report(moved())), both, .commitMsg,
                .movedReferences, .findings,
                "contract-check: commit blocked: 1 renamed file the document still names (1 error)."
            ),
            (
                "commit-msg: a broken block only", broken(Spec.reading(Spec.routes, changed: ["a.py"])), [],
                .commitMsg, .ifChange, .findings, "contract-check: commit blocked: LINT.IfChange (1 error)."
            ),
            (
                "commit-msg: the trailer excuses the anchor", Spec.reading(Spec.routes, changed: ["src/api/routes.ts"]),
                Spec.unchanged, .commitMsg, [], .clean, nil
            ),
        ]

    @Test(arguments: hookCases.indices)
    func theHookVerdict(_ index: Int) {
        let item = Self.hookCases[index]
        let decision = CommitDecision([item.reading], trailers: item.trailers, stage: item.stage)
        let verdict = HookVerdict(
            decision, context: CommitContext(kind: .ordinary, baseTrees: [nil], invocation: nil), commandLine: nil)
        #expect(verdict.blockedBy == item.blockedBy, "\(item.name)")
        #expect(verdict.status == item.status, "\(item.name)")
        #expect(verdict.messageKnown == item.stage.gates, "\(item.name)")
        guard item.stage == .commitMsg else { return }
        let block = HookMessages.commitMsg(
            verdict, messageFile: ".git/COMMIT_EDITMSG", style: TextStyle(enabled: false))
        #expect(block.last?.split(separator: "\n").last.map(String.init) == item.closing, "\(item.name)")
    }
}
