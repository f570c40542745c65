/// The §8 step of `ci`: the constants at head, judged by what the range introduced. A §8
/// finding at head that the merge base already has (same rule and subject, `FindingIdentity`)
/// is pre-existing: reported, never failing the run. A drift finding the range introduced is
/// accepted when a commit of the range that touched the drifting file carries the drift
/// trailer; every other introduced error fails the run.
struct CIConstantsStep {
    /// The §8 report at head.
    var report: ConstantsReport
    /// What fails the run: introduced errors no trailer accepted.
    var failing: [Finding]
    /// Introduced drift a commit of the range accepted.
    var accepted: [(finding: Finding, commit: ObjectID, trailer: Trailer)]
    /// Errors at head that the merge base already has.
    var preExisting: [Finding]

    static func run(
        _ workspace: Workspace, mergeBase: ObjectID, head: ObjectID,
        commits: [CICommit]
    ) throws(ContractCheckError) -> CIConstantsStep {
        let report = try workspace.checkConstants(.commit(head))
        let errors = report.findings.filter { $0.severity != .note }
        let known = errors.isEmpty ? [] : try identities(workspace, at: mergeBase)
        var step = CIConstantsStep(report: report, failing: [], accepted: [], preExisting: [])
        for finding in errors {
            if finding.isKnown(in: known) {
                step.preExisting.append(finding)
            } else if finding.rule == .constantDrift, let path = finding.location?.path,
                let excuse = commits.last(where: { $0.driftAccepted != nil && $0.changedPaths.contains(path) }),
                let trailer = excuse.driftAccepted
            {
                step.accepted.append((finding, excuse.id, trailer))
            } else {
                step.failing.append(finding)
            }
        }
        return step
    }

    /// The identities of the §8 errors at `commit`; none when it has no document or no §8 there
    /// (or one that does not parse): then everything at head is the range's.
    static func identities(
        _ workspace: Workspace,
        at commit: ObjectID
    ) throws(ContractCheckError) -> Set<FindingIdentity> {
        let before: ConstantsReport
        do {
            before = try workspace.checkConstants(.commit(commit))
        } catch .document, .documentMissing {
            return []
        }
        return Set(before.findings.filter { $0.severity != .note }.flatMap(\.identities))
    }
}
