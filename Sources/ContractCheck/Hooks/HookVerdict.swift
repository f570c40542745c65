import AnchorManifest

/// What a hook (or `check`) decided about the commit being made: the one decision
/// (`CommitDecision`) over what `CommitJudge` read, immutable, and only rendered by the CLI.
///
/// Every finding that blocks the commit — or would block it, at pre-commit, where there is no
/// message yet — is in `findings`, and the rules they come from in `blockedBy`, both the
/// decision's; the parts (`movedReferences`, `blockingDrift`, `ifChangeFindings`) are kept
/// apart only so that a renderer can show each rule's own. `status` is the exit code.
package struct HookVerdict: Sendable {
    /// The one decision this verdict renders.
    let decision: CommitDecision
    /// Which commit was judged.
    package let context: CommitContext
    /// At pre-commit, what the `git commit` command line already says about the message (nil
    /// when it says nothing, when the staged document does not parse, and at commit-msg, which
    /// reads the message itself).
    package let commandLine: CommandLineMessage?
    /// At commit-msg: the paths staged (or unstaged) after pre-commit saw the index, while the
    /// message was being written. git commits the index as pre-commit saw it, so the verdict
    /// is about that index and these changes are not part of the commit.
    package let stagedDuringEdit: [String]
    /// When the commit changes `.contract-check`: the two configurations it is judged under
    /// (this verdict is under `configurationFile`, the first that blocks, else the new one).
    package let configurationChange: ConfigurationChange?

    /// Renders the one decision (`CommitDecision`) as the hooks and `check` report it, with
    /// what only they say: the command line's message, the paths staged while the message was
    /// being written, the configuration change.
    init(
        _ decision: CommitDecision, context: CommitContext, commandLine: CommandLineMessage?,
        stagedDuringEdit: [String] = [], configurationChange: ConfigurationChange? = nil
    ) {
        let parsed = decision.documentProblem == nil
        self.decision = decision
        self.context = context
        self.commandLine = parsed ? commandLine : nil
        self.stagedDuringEdit = parsed ? stagedDuringEdit : []
        self.configurationChange = configurationChange
    }

    /// Which stage judged: the heads-up before the message exists, or the gate over a message.
    var stage: JudgementStage { decision.stage }
    /// 0 passes, 1 blocks: the decision's `blocks`.
    package var status: CheckStatus { decision.blocks ? .findings : .clean }
    /// The rules that block the commit (or will, at pre-commit, unless the message settles them).
    package var blockedBy: CommitBlockers { decision.blockedBy }
    /// The tripwire's evaluation; nil when the staged document does not parse.
    package var tripwire: TripwireEvaluation? { decision.tripwire }
    /// The mirrored-constants check of the staged snapshot, when the commit touches §8 files.
    package var constants: ConstantsReport? {
        if case .report(let report) = decision.reading.constants { return report }
        return nil
    }
    /// The staged contract document's parse error, as a finding (pre-commit only).
    package var documentProblem: Finding? { decision.documentProblem }
    /// §8 references to a file the commit renames: the document must follow; they block, and
    /// no trailer excuses them.
    package var movedReferences: [Finding] { decision.drift?.moved ?? [] }
    /// Drift in the staged snapshot that no trailer accepted.
    package var blockingDrift: [Finding] { decision.drift?.blocking ?? [] }
    /// Drift in the staged snapshot that the message's drift trailer accepted.
    package var acceptedDrift: [Finding] { decision.drift?.accepted ?? [] }
    /// The trailer that accepted `acceptedDrift` (nil when there is no drift, or none accepted).
    package var driftAccepted: Trailer? { decision.drift?.trailer }
    /// The `LINT.IfChange` rule's findings: blocks changed without their targets (unless waived)
    /// and what is structurally broken.
    package var ifChangeFindings: [Finding] { decision.ifChangeFindings }
    /// Everything that blocks (or would block) the commit, in the order it is reported.
    package var findings: [Finding] { decision.findings }
    /// The manifest's warnings (duplicate entries), shown by pre-commit.
    package var warnings: [ManifestWarning] {
        if case .parsed(let manifest) = decision.reading.manifest { return manifest.warnings }
        return []
    }
    /// The drift trailer token (`Contract-Drift-Accepted`).
    package var driftTrailerKey: String { decision.reading.configuration.driftTrailerKey }
    /// The text the mirrored-constants heading contains, to name the section in messages.
    package var constantsSection: String { decision.reading.configuration.constantsSection }
    /// The configuration judged under, as named in messages (`HEAD:.contract-check`; nil: the
    /// working tree's file or `--config`).
    package var configurationFile: String? {
        configurationChange == nil ? nil : decision.reading.configuration.file
    }

    /// True when the message is known in full: at commit-msg and `check`, and at pre-commit
    /// when the command line gives all of it. Then `findings` is what blocks, not what may.
    package var messageKnown: Bool { stage.gates || commandLine?.complete == true }

    /// §8 references in the staged snapshot that do not resolve and do not block (they were
    /// already unresolved at HEAD), for pre-commit's note.
    package var unresolvedReferences: [Finding] {
        constants?.findings.filter { $0.rule == .unresolvedReference } ?? []
    }
}

/// How the fix "change the document too" fits the `git commit` that is running.
package enum DocumentAdvice: Sendable, Equatable {
    /// An ordinary commit: stage the document (`git add`).
    case stage
    /// A path-list commit (`git commit -- <paths>`): git commits only those paths, so the
    /// document must join the list (staging it changes nothing).
    case addToPathList([String])
    /// `git commit -a`: every tracked file's changes are committed, the document's too, so it
    /// only needs editing.
    case commitAll
    /// `git commit --amend`: the whole amended commit is judged against its parent; stage the
    /// document and amend again.
    case amend
    /// A merge being concluded: what the merge changed itself touches anchors; stage the
    /// document with the resolution and conclude the merge again.
    case merge
    /// The document was staged while the message was being written: it is staged now, so the
    /// same commit run again holds it.
    case commitAgain
}

extension HookVerdict {
    /// The fix for an anchor staged without the document, for this command.
    package var documentAdvice: DocumentAdvice {
        if let tripwire, stagedDuringEdit.contains(where: { PathUtilities.same($0, tripwire.documentPath) }) {
            return .commitAgain
        }
        let invocation = context.invocation
        if let invocation, invocation.isPathList { return .addToPathList(invocation.pathspecs) }
        if invocation?.all == true { return .commitAll }
        switch context.kind {
        case .merge: return .merge
        case .amend: return .amend
        case .ordinary: return .stage
        }
    }
}
