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

    public init(status: CheckStatus, evaluation: TripwireEvaluation? = nil, findings: [Finding] = [],
                context: CommitContext? = nil, warnings: [ManifestWarning] = []) {
        self.status = status
        self.evaluation = evaluation
        self.findings = findings
        self.context = context
        self.warnings = warnings
    }
}
