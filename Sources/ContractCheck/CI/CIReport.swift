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
            // A commit whose document does not parse is counted as such, whatever its row says.
            if commit.outcome == .documentInvalid {
                invalid += 1
                continue
            }
            switch commit.standing(documentConfigured: documentConfigured) {
            case .passed(.beforeDocument): noDocument += 1
            case .passed: judged += 1
            case .blocked:
                judged += 1
                blocked += 1
            case .skippedMerge: skipped += 1
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
