/// The §8 step of `ci` at head: what the range leaves, as information beside each commit's own
/// judgement (`CICommitJudge`, which decides drift commit by commit, as the hook would have). A
/// §8 finding at head that the merge base already has (same rule and subject, `FindingIdentity`)
/// is pre-existing: reported, never failing the run. One that a commit of the range introduced
/// belongs to that commit: it blocked it, or its own trailer accepted it. Every other error at
/// head (one no commit's judgement saw, e.g. a reference a configuration change left
/// unresolved) fails the run.
struct CIConstantsStep {
    /// The §8 report at head.
    var report: ConstantsReport
    /// What fails the run at head: errors the base does not have and no commit introduced.
    var failing: [Finding]
    /// Errors at head that the merge base already has.
    var preExisting: [Finding]

    static func run(
        _ workspace: Workspace, mergeBase: ObjectID, head: ObjectID,
        commits: [CICommit]
    ) throws(ContractCheckError) -> CIConstantsStep {
        let report = try workspace.checkConstants(.commit(head))
        let errors = report.findings.filter { $0.severity != .note }
        let known = errors.isEmpty ? [] : try identities(workspace, at: mergeBase)
        let owned = Set(commits.flatMap { $0.constantsFindings + $0.acceptedDrift }.compactMap(\.subject))
        var step = CIConstantsStep(report: report, failing: [], preExisting: [])
        for finding in errors {
            if finding.isKnown(in: known) {
                step.preExisting.append(finding)
            } else if let subject = finding.subject, owned.contains(subject) {
                continue
            } else {
                step.failing.append(finding)
            }
        }
        return step
    }

    /// The drift each commit of the range introduced and accepted with its own trailer.
    static func accepted(_ commits: [CICommit]) -> [(finding: Finding, commit: ObjectID, trailer: Trailer)] {
        commits.flatMap { commit in
            commit.driftTrailer.map { trailer in commit.acceptedDrift.map { ($0, commit.id, trailer) } } ?? []
        }
    }

    /// The identities of the §8 errors at `commit`; none when it has no document or no §8 there
    /// (or one that does not parse): then everything at head is the range's.
    static func identities(
        _ workspace: Workspace,
        at commit: ObjectID
    ) throws(ContractCheckError) -> Set<FindingIdentity> {
        let before: ConstantsReport
        do {
            before = try workspace.checkConstants(.commit(commit), suggestsSimilar: false)
        } catch .document, .documentMissing {
            return []
        }
        return Set(before.findings.filter { $0.severity != .note }.flatMap(\.identities))
    }
}
