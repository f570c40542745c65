import AnchorManifest

/// The commit-msg decision, shared by the hook and `check`: the tripwire, then the mirrored
/// constants of the staged snapshot when the commit touches §8 files.
///
/// Two trailers, two meanings: `Contract-Unchanged: <reason>` says an anchor changed but the
/// contract did not, so the document need not change; `Contract-Drift-Accepted: <reason>` says
/// the sides of a mirrored constant knowingly disagree for now (a staged rollout). Each excuses
/// only its own rule.
enum StagedJudgement {
    static func judge(_ workspace: Workspace, changes: ChangeSet, manifest: AnchorManifest, trailers: [Trailer],
                      context: CommitContext) throws(ContractCheckError) -> HookResult {
        let configuration = workspace.configuration
        let evaluation = TripwireRule(documentPath: workspace.documentPath, trailerKey: configuration.trailerKey,
                                      documentAliases: try workspace.documentAliases(.staged))
            .evaluate(changes, manifest: manifest, trailers: trailers)
        var findings = evaluation.findings()
        let constants = try StagedConstantsCheck.run(workspace, changes: changes)
        let accepted = trailers.first { $0.hasToken(configuration.driftTrailerKey) && $0.hasReason }
        var result = HookResult(status: .clean, evaluation: evaluation, findings: [], context: context,
                                constants: constants, driftAccepted: nil, driftTrailerKey: configuration.driftTrailerKey)
        if let constants, !StagedConstantsCheck.driftFindings(constants).isEmpty {
            result.driftAccepted = accepted
            findings.append(contentsOf: result.blockingDrift)
        }
        result.findings = findings
        result.status = findings.isEmpty ? .clean : .findings
        return result
    }
}
