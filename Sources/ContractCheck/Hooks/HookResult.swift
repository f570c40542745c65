import AnchorManifest

/// What a hook decided. The CLI prints it and exits with `status`.
public struct HookResult: Sendable {
    public var status: CheckStatus
    /// The tripwire's evaluation, when it got that far.
    public var evaluation: TripwireEvaluation?
    /// Findings to print (violations, or the staged document that no longer parses).
    public var findings: [Finding]
    /// Which commit was judged.
    public var context: CommitContext?
    /// The manifest's warnings (duplicates), shown by pre-commit.
    public var warnings: [ManifestWarning]
    /// The mirrored-constants check of the staged snapshot, when the commit touches §8 files.
    public var constants: ConstantsReport?
    /// The trailer that accepted the drift, when there is drift and it was accepted.
    public var driftAccepted: Trailer?
    /// The drift trailer token (`Contract-Drift-Accepted`), for messages.
    public var driftTrailerKey: String

    public init(status: CheckStatus, evaluation: TripwireEvaluation? = nil, findings: [Finding] = [],
                context: CommitContext? = nil, warnings: [ManifestWarning] = [], constants: ConstantsReport? = nil,
                driftAccepted: Trailer? = nil, driftTrailerKey: String = "Contract-Drift-Accepted") {
        self.status = status
        self.evaluation = evaluation
        self.findings = findings
        self.context = context
        self.warnings = warnings
        self.constants = constants
        self.driftAccepted = driftAccepted
        self.driftTrailerKey = driftTrailerKey
    }

    /// Drift found in the staged snapshot and not accepted by a trailer.
    public var blockingDrift: [Finding] {
        guard driftAccepted == nil, let constants else { return [] }
        return StagedConstantsCheck.driftFindings(constants)
    }
}
