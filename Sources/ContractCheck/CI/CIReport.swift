import AnchorManifest

/// One commit as the CI gate judged it.
package struct CICommit: Sendable {
    package enum Outcome: Sendable, Equatable {
        /// The tripwire's verdict for an ordinary commit (or an included merge).
        case judged(TripwireEvaluation.Verdict)
        /// A merge commit, skipped (merges are judged only with `--include-merges`).
        case skippedMerge
        /// The document does not exist at this commit: there was no contract to break yet.
        case noDocument
        /// The document exists at this commit but does not parse.
        case documentInvalid
    }

    package let id: ObjectID
    package let subject: String
    package let parents: Int
    /// The one decision this row renders; nil for a merge skipped (`--skip-merges`).
    let decision: CommitDecision?
    /// A skipped merge's own drift trailer, and whether it changes `.contract-check`.
    let skipped: (driftTrailer: Trailer?, configurationChanged: Bool)?

    /// The row of a judged commit: its decision, rendered.
    init(_ decision: CommitDecision, id: ObjectID, subject: String, parents: Int) {
        self.id = id
        self.subject = subject
        self.parents = parents
        self.decision = decision
        self.skipped = nil
    }

    /// The row of a merge not judged (`--skip-merges`).
    init(skippedMerge id: ObjectID, subject: String, parents: Int, driftTrailer: Trailer?, configurationChanged: Bool) {
        self.id = id
        self.subject = subject
        self.parents = parents
        self.decision = nil
        self.skipped = (driftTrailer, configurationChanged)
    }

    /// The tripwire's outcome, or that the document is missing or does not parse.
    package var outcome: Outcome {
        guard let decision else { return .skippedMerge }
        switch decision.document {
        case .missing: return .noDocument
        case .invalid: return .documentInvalid
        case .parsed: return decision.tripwire.map { .judged($0.verdict) } ?? .noDocument
        }
    }
    package var anchors: [StagedAnchor] { decision?.tripwire?.anchors ?? [] }
    /// The override trailer that excused it, if any.
    package var override: Trailer? { decision?.tripwire?.override }
    /// The drift trailer it carries, if any.
    package var driftAccepted: Trailer? { decision?.ownDriftTrailer ?? skipped?.driftTrailer }
    /// The paths the commit changed (for attributing drift at head).
    package var changedPaths: [String] { decision?.reading.changes.paths ?? [] }
    /// True when the commit changes `.contract-check`: it was judged under its parent's
    /// configuration and its own, and the outcome is the first that blocks.
    package var configurationChanged: Bool {
        decision.map { $0.configurationCount > 1 } ?? skipped?.configurationChanged ?? false
    }
    /// The §8 findings that block it (drift it introduces that its own trailer does not
    /// accept, references to a file it renames), as the commit-msg hook would have blocked it.
    package var constantsFindings: [Finding] { decision?.drift?.findings ?? [] }
    /// The §8 drift it introduces that its own drift trailer accepts (`driftTrailer`).
    package var acceptedDrift: [Finding] { decision?.drift?.accepted ?? [] }
    /// The trailer that accepted `acceptedDrift`.
    package var driftTrailer: Trailer? { decision?.drift?.trailer }
    /// The `LINT.IfChange` rule's findings that block it.
    package var ifChangeFindings: [Finding] { decision?.ifChangeFindings ?? [] }

    /// True when the commit is refused, as the decision says (`CommitDecision.blocks`): by the
    /// tripwire, by the §8 drift it introduces, or by a document that does not parse at it.
    package var isBlocked: Bool { decision?.blocks ?? false }
}

/// What `contract-check ci` found over `base..head`.
package struct CIReport: Sendable {
    package let base: ObjectID
    package let head: ObjectID
    package let commits: [CICommit]
    /// Tripwire findings (with their commits), document errors, and drift at head.
    package let findings: [Finding]
    /// The §8 check at head, when the document has §8 and it was not skipped.
    package let constants: ConstantsReport?
    /// Drift findings at head that a commit in the range accepted with the drift trailer.
    package let acceptedDrift: [(finding: Finding, commit: ObjectID, trailer: Trailer)]
    /// §8 findings at head that the merge base already has: reported, not failing the run.
    package let preExistingDrift: [Finding]
    /// False in a repository with no contract document configured (no `.contract-check`, no
    /// `--doc`): only the block rule judges there, and a commit it passes has passed.
    package var documentConfigured = true
    /// False when the configured document is absent at head (not written yet, or deleted by the
    /// range): the mirrored constants were not checked there, and the summary says so.
    package var documentAtHead = true
    /// The document a replay (`ci --replay`) judged every commit against; nil for the gate.
    package internal(set) var replay: ReplayedDocument?

    package var status: CheckStatus {
        findings.contains { $0.severity == .error } ? .findings : .clean
    }

    /// "12 commits in a..b, 10 passed, 1 blocked, 1 merge skipped, 1 §8 finding at head": every
    /// reason the run fails is counted, so the line and the exit code agree.
    package var summary: String {
        var judged = 0
        var blocked = 0
        var skipped = 0
        var noDocument = 0
        var invalid = 0
        for commit in commits {
            switch commit.outcome {
            case .judged:
                judged += 1
                if commit.isBlocked { blocked += 1 }
            case .skippedMerge: skipped += 1
            case .noDocument:
                // Without a document, the LINT.IfChange rule still judges the commit.
                if commit.isBlocked {
                    judged += 1
                    blocked += 1
                } else if !documentConfigured {
                    judged += 1
                } else {
                    noDocument += 1
                }
            case .documentInvalid: invalid += 1
            }
        }
        var parts = [
            "\(commits.count) commit\(commits.count == 1 ? "" : "s") "
                + "in \(String(base.description.prefix(12)))..\(String(head.description.prefix(12)))",
            "\(judged - blocked) passed", "\(blocked) blocked",
        ]
        if invalid > 0 { parts.append("\(invalid) with a broken document") }
        if skipped > 0 { parts.append("\(skipped) merge\(skipped == 1 ? "" : "s") skipped") }
        if noDocument > 0 { parts.append("\(noDocument) before the document existed") }
        if documentConfigured && !documentAtHead { parts.append("no document at head (its §8 not checked)") }
        parts.append(contentsOf: constantsParts)
        return replayLabel + parts.joined(separator: ", ")
    }

    /// The §8 part of the summary: the errors at head the range introduced (the findings that
    /// belong to no commit), drift accepted by a trailer, and errors already at the merge base.
    var constantsParts: [String] {
        var parts: [String] = []
        let atHead = findings.filter { $0.commit == nil && $0.severity == .error }.count
        let section = constants?.sectionName ?? "the mirrored constants"
        if atHead > 0 { parts.append("\(atHead) finding\(atHead == 1 ? "" : "s") in \(section) at head") }
        if !acceptedDrift.isEmpty { parts.append("\(acceptedDrift.count) drift accepted") }
        if !preExistingDrift.isEmpty {
            let count = preExistingDrift.count
            parts.append("\(count) finding\(count == 1 ? "" : "s") in \(section) already at the base (not failing)")
        }
        return parts
    }
}
