import AnchorManifest

/// `ci --replay`: the range judged against one document it did not have (`ReplayedDocument`),
/// labelled as a replay wherever the report goes. The replayed document never changes, so a
/// commit's change to the file at the document's path in its own tree is not a change to the
/// contract: every anchor change without a trailer is a finding.
extension CICommitJudge {
    /// `changes` without the document's own path in a replay (`CommitDecision` would read a
    /// change there as the document changing); unchanged otherwise.
    mutating func replayed(_ changes: ChangeSet, under configuration: Configuration) -> ChangeSet {
        guard workspace(under: configuration).replayed != nil else { return changes }
        var kept = changes
        kept.changes.removeAll { $0.path == configuration.documentPath }
        return kept
    }
}

extension CIReport {
    /// The report labelled with the document it replayed (nil: the gate, no label).
    func replaying(_ document: ReplayedDocument?) -> CIReport {
        var labelled = self
        labelled.replay = document
        return labelled
    }

    /// "replay of HEAD:docs/contract.md: " before a replay's summary, so that the line every
    /// format carries says it is one.
    var replayLabel: String {
        replay.map { "replay of \($0.source): " } ?? ""
    }
}
