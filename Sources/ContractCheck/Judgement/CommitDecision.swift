import AnchorManifest

/// The one judgement of one commit, for the hooks, `check` and `ci` alike: given
/// what was read under each configuration that applies (the parent's first, the commit's own
/// last), the message's trailers (nil at pre-commit) and the stage, the tripwire and the §8
/// drift decision under each, and the verdict of the first configuration that blocks (or, at
/// pre-commit, would block), else of the commit's own. Pure: no git or file access; immutable.
/// `HookVerdict` and `CICommit` are renderings of it.
struct CommitDecision: Sendable {
    /// What the document was under the deciding configuration.
    enum Document: Sendable, Equatable {
        case parsed
        case missing
        case invalid
    }

    let stage: JudgementStage
    /// Which of the readings decided (an index into them), and that reading.
    let decidedBy: Int
    let reading: CommitReading
    /// How many configurations applied (2 when the commit changes `.contract-check`).
    let configurationCount: Int
    let document: Document
    /// The tripwire's evaluation; nil when the document is missing or does not parse.
    let tripwire: TripwireEvaluation?
    /// The §8 drift decision with the message's trailers; nil when the §8 check did not apply.
    let drift: DriftDecision?
    /// The document-invalid finding (the manifest, or §8 at a commit `ci` judges).
    let documentProblem: Finding?
    /// The `LINT.IfChange` rule's findings (about the commit, in `ci`), after the manifest's
    /// `path#label` entries whose label the commit's file no longer defines: the block findings
    /// no trailer lifts.
    let ifChangeFindings: [Finding]
    /// Everything that blocks (or would block, at pre-commit), in the order it is reported.
    let findings: [Finding]
    /// The rules `findings` comes from: what every view reads to say what blocks.
    let blockedBy: CommitBlockers
    /// The commit's own drift trailer with a reason (`Trailer.reason`, under its own
    /// configuration's key), whatever it accepts.
    let ownDriftTrailer: Trailer?

    /// True when the commit is refused: on any finding at a stage that gates on the message,
    /// and at pre-commit only on a document that no longer parses.
    var blocks: Bool {
        blockedBy.contains(.documentInvalid) || (stage.gates && !blockedBy.isEmpty)
    }

    /// Decides: each reading judged, the first with a finding wins, else the last (the
    /// commit's own configuration). `readings` is never empty.
    init(_ readings: [CommitReading], trailers: [Trailer]?, stage: JudgementStage) {
        precondition(!readings.isEmpty, "a commit is judged under one configuration at least")
        let own = Trailer.reason(readings[readings.count - 1].configuration.driftTrailerKey, in: trailers)
        let decisions = readings.indices.map { index in
            CommitDecision(
                readings[index], index: index, of: readings.count, trailers: trailers, ownDriftTrailer: own,
                stage: stage)
        }
        self = decisions.first { !$0.blockedBy.isEmpty } ?? decisions[decisions.count - 1]
    }

    /// The judgement under one reading: the tripwire over its manifest and change, the §8
    /// drift decision over its report, or the document-invalid finding.
    private init(
        _ reading: CommitReading, index: Int, of count: Int, trailers: [Trailer]?, ownDriftTrailer: Trailer?,
        stage: JudgementStage
    ) {
        self.stage = stage
        self.decidedBy = index
        self.reading = reading
        self.configurationCount = count
        self.ownDriftTrailer = ownDriftTrailer
        let configuration = reading.configuration
        var document = Document.parsed
        var evaluation: TripwireEvaluation?
        var drift: DriftDecision?
        var problem: Finding?
        var parts: (tripwire: [Finding], all: [Finding]) = ([], [])
        switch reading.manifest {
        case .missing:
            document = .missing
        case .invalid(let error):
            document = .invalid
            problem = Self.documentInvalid(error, stage: stage)
        case .parsed(let manifest):
            let rule = TripwireRule(
                documentPath: reading.documentAliases.first ?? configuration.documentPath,
                trailerKey: configuration.trailerKey, documentAliases: reading.documentAliases)
            let evaluated = rule.evaluate(
                reading.changes, manifest: manifest, trailers: trailers, labelled: reading.ifChange?.evaluation.labelled
            )
            switch reading.constants {
            case .none: break
            case .report(let report):
                drift = DriftDecision(
                    constants: report, trailers: trailers, driftTrailerKey: configuration.driftTrailerKey)
            case .invalid(let error):
                document = .invalid
                problem = Self.documentInvalid(error, stage: stage)
            }
            evaluation = evaluated
            parts = Self.findings(evaluated, drift, configuration, stage: stage)
        }
        self.document = document
        self.tripwire = evaluation
        self.drift = drift
        self.documentProblem = problem
        var ifChange = (evaluation?.labelFindings() ?? []) + (reading.ifChange?.findings() ?? [])
        if case .committed(let id) = stage { ifChange = ifChange.map { $0.about(commit: id) } }
        self.ifChangeFindings = ifChange
        self.findings = parts.all + ifChange + (problem.map { [$0] } ?? [])
        var blockedBy: CommitBlockers = []
        if !parts.tripwire.isEmpty { blockedBy.insert(.tripwire) }
        if drift?.moved.isEmpty == false { blockedBy.insert(.movedReferences) }
        if drift?.blocking.isEmpty == false { blockedBy.insert(.drift) }
        if !ifChange.isEmpty { blockedBy.insert(.ifChange) }
        if problem != nil { blockedBy.insert(.documentInvalid) }
        self.blockedBy = blockedBy
    }

    /// The findings of a parsed document, as `stage` reports them: in a hook, the tripwire's,
    /// the references a rename moved, the drift no trailer accepted; in `ci`, each about the
    /// commit, with the trailer that would have let it through, drift before moved references.
    private static func findings(
        _ evaluation: TripwireEvaluation, _ drift: DriftDecision?, _ configuration: Configuration,
        stage: JudgementStage
    ) -> (tripwire: [Finding], all: [Finding]) {
        guard case .committed(let id) = stage else {
            let tripwire = evaluation.findings()
            return (tripwire, tripwire + (drift?.moved ?? []) + (drift?.blocking ?? []))
        }
        // The hints are written only for a commit that has findings to carry them (most have none).
        var tripwire = evaluation.findings(commit: id.description)
        if !tripwire.isEmpty {
            let unchanged = trailerHint(configuration.trailerKey, id, what: "the contract did not change")
            tripwire = tripwire.map { $0.hinted(unchanged) }
        }
        var blocking = (drift?.blocking ?? []).map { $0.about(commit: id) }
        if !blocking.isEmpty {
            let accepted = trailerHint(
                configuration.driftTrailerKey, id, what: "the sides knowingly differ for now (a staged rollout)")
            blocking = blocking.map { $0.hinted(accepted) }
        }
        return (tripwire, tripwire + blocking + (drift?.moved ?? []).map { $0.about(commit: id) })
    }

    /// The finding for a document that does not parse: at pre-commit (and commit-msg) the
    /// staged one, to fix and stage again; in `ci`, the commit's.
    static func documentInvalid(_ error: AnchorManifestError, stage: JudgementStage) -> Finding {
        let location = Location(path: error.document, line: error.line)
        guard case .committed(let id) = stage else {
            return Finding(
                rule: .documentInvalid, message: "The staged contract document no longer parses: \(error.message)",
                location: location,
                hints: ["Fix the document and stage it again; every later commit reads its manifest from it."])
        }
        return Finding(
            rule: .documentInvalid, message: "The contract document does not parse at this commit: \(error.message)",
            location: location, commit: id.description)
    }

    /// What to do about a commit `ci` blocks: the trailer that would have let it through the
    /// hook, and how to add it to a commit already made.
    static func trailerHint(_ key: String, _ id: ObjectID, what: String) -> String {
        "If \(what), end the message of commit \(String(id.description.prefix(12))) with the trailer "
            + "`\(key): <reason>` (git commit --amend --trailer '\(key): <reason>' for the last commit, "
            + "git rebase -i to reword an earlier one)."
    }
}
