import AnchorManifest

/// One commit as the CI gate judged it: a view that holds its `CommitDecision` and adds only
/// what `ci` renders (the id, subject and parent count; for a merge `--skip-merges` passes over,
/// its drift trailer). Every answer about the commit reads the decision.
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
    /// The rules that refuse it (`CommitDecision.blockedBy`); none for a skipped merge.
    package var blockedBy: CommitBlockers { decision?.blockedBy ?? [] }
}

extension CICommit {
    /// What the commit's row says, read from the decision: the one answer the table, the JSON
    /// and the summary line all give.
    package enum Standing: Sendable, Equatable {
        /// It passed: in a repository with no document configured (`plain`), with no anchor
        /// changed, with the document, by the override trailer, or from before the document existed.
        case passed(Passed)
        /// Refused: first the `LINT.IfChange` rule, then §8, then the tripwire.
        case blocked(Blocked)
        /// A merge `--skip-merges` passed over.
        case skippedMerge
        /// The document does not parse at the commit.
        case documentInvalid
    }

    package enum Passed: Sendable, Equatable {
        case plain, noAnchors, documentChanged, trailer, beforeDocument
    }

    package enum Blocked: Sendable, Equatable {
        case ifChange, constants, tripwire
    }

    /// The row's standing. `documentConfigured` is false in a repository with no contract
    /// document configured: there a commit the block rule passes has simply passed.
    package func standing(documentConfigured: Bool) -> Standing {
        guard let decision else { return .skippedMerge }
        if decision.blockedBy.contains(.ifChange) { return .blocked(.ifChange) }
        switch outcome {
        case .skippedMerge: return .skippedMerge
        case .noDocument: return .passed(documentConfigured ? .beforeDocument : .plain)
        case .documentInvalid: return .documentInvalid
        case .judged(let verdict):
            if !decision.blockedBy.isDisjoint(with: .constants) { return .blocked(.constants) }
            switch verdict {
            case .noAnchors: return .passed(.noAnchors)
            case .documentChanged: return .passed(.documentChanged)
            case .excused: return .passed(.trailer)
            case .blocked: return .blocked(.tripwire)
            }
        }
    }
}
