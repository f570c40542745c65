import AnchorManifest

/// The one pipeline behind `hook pre-commit`, `hook commit-msg` and `check`: which commit is
/// being made, what it changes, the message's trailers, the tripwire, then the mirrored
/// constants of the staged snapshot when the commit touches §8 files — folded into one
/// `HookVerdict`.
///
/// Two trailers, two meanings: `Contract-Unchanged: <reason>` says an anchor changed but the
/// contract did not, so the document need not change; `Contract-Drift-Accepted: <reason>` says
/// the sides of a mirrored constant knowingly disagree for now (a staged rollout). Each excuses
/// only its own rule.
package struct CommitJudge {
    /// Where the commit message comes from.
    package enum Message: Sendable, Equatable {
        /// No message yet (pre-commit).
        case none
        /// The file git handed the commit-msg hook, read as git will store it.
        case file(String)
        /// A message given to `check`, cleaned as `cleanup` says (nil: as `git commit` would with
        /// the repository's configuration, `commit.cleanup`, else `strip`).
        case text([UInt8], cleanup: MessageCleanup.Mode?)
    }

    package let workspace: Workspace
    package var message: Message
    /// The argv of the `git` process running the hook (nil for `check`, or when unknown).
    package var gitCommandLine: [String]?

    /// The `git` process running the hook, when known (`/proc`): pre-commit keeps the index it
    /// saw for it, and commit-msg judges that index (`StagedRecord`).
    package var gitProcess: GitProcess?

    package init(workspace: Workspace, message: Message, gitCommandLine: [String]?) {
        self.workspace = workspace
        self.message = message
        self.gitCommandLine = gitCommandLine
    }

    /// A judge of the commit the `git` process `gitProcess` is making.
    package init(workspace: Workspace, message: Message, gitProcess: GitProcess?) {
        self.init(workspace: workspace, message: message, gitCommandLine: gitProcess?.commandLine)
        self.gitProcess = gitProcess
    }

    /// The stage this judge runs as: pre-commit without a message, the gate with one.
    package var stage: JudgementStage {
        message == .none ? .preCommit : .commitMsg
    }

    /// Judges the commit. pre-commit then records the index it saw; commit-msg judges that
    /// record's index when pre-commit left one for this `git commit`, and names what was staged
    /// after it (while the message was being written: not part of the commit).
    package func run() throws(ContractCheckError) -> HookVerdict {
        guard let process = gitProcess else { return try judge(workspace) }
        guard stage == .commitMsg else {
            let verdict = try judge(workspace)
            if verdict.status == .clean { try StagedRecord.save(workspace.repository, process: process) }
            return verdict
        }
        guard let saved = try StagedRecord.take(workspace.repository, process: process) else {
            return try judge(workspace)
        }
        defer { StagedRecord.discard(saved) }
        var options = workspace.options
        options.environment.variables["GIT_INDEX_FILE"] = saved
        let committed = try Workspace(options: options, withoutConfiguration: !workspace.hasConfiguration)
        let late = try StagedRecord.pathsStagedSince(committed.repository, now: workspace.repository)
        return try judge(committed, stagedDuringEdit: late)
    }

    /// What the commit being made is, read once however many configurations judge it.
    struct StagedCommit {
        var context: CommitContext
        var changes: ChangeSet
    }

    /// The pipeline over the index `workspace` reads: the commit, its message's trailers, and
    /// what it reads under each configuration that applies (the parent's and its own when it
    /// changes `.contract-check`), decided by the one judgement (`CommitDecision`) and rendered
    /// as the hook's verdict.
    func judge(_ workspace: Workspace, stagedDuringEdit: [String] = []) throws(ContractCheckError) -> HookVerdict {
        let repository = workspace.repository
        let settings = try repository.settings()
        let context = try CommitContext.detect(repository, settings: settings, gitCommandLine: gitCommandLine)
        let reader = commitReader(repository, settings: settings, invocation: context.invocation)
        let changes = try reader.change(staged: StagedChangeReader(repository: repository), context: context).own
        let commandLine =
            stage == .preCommit
            ? context.invocation.flatMap { invocation in
                CommandLineMessage.read(
                    invocation, settings: settings, startedIn: startingDirectory(invocation, repository)
                ) { name in
                    guard let commit = try? repository.resolveCommit(name) else { return nil }
                    return try? repository.message(ofCommit: commit)
                }
            } : nil
        let message = try readMessage(reader)
        let trailers = commandLine?.trailers ?? message?.trailers
        let commit = StagedCommit(context: context, changes: changes)
        let change = try workspace.stagedConfigurationChange(context)
        var readings: [CommitReading] = []
        for configuration in change?.configurations ?? [workspace.configuration] {
            readings.append(try reading(commit, under: change == nil ? workspace : workspace.under(configuration)))
        }
        let ifChange = try ifChangeReading(commit, message: message)
        for index in readings.indices { readings[index].ifChange = ifChange }
        let decision = CommitDecision(readings, trailers: trailers, stage: stage)
        return HookVerdict(
            decision, context: context, commandLine: commandLine, stagedDuringEdit: stagedDuringEdit,
            configurationChange: change)
    }

    /// What the commit reads under `workspace`'s configuration: the staged manifest (at
    /// pre-commit, a staged document that does not parse is the decision's finding), the
    /// document's aliases, and the mirrored constants of the staged snapshot.
    func reading(_ commit: StagedCommit, under workspace: Workspace) throws(ContractCheckError) -> CommitReading {
        guard workspace.hasConfiguration else {
            // No configuration and no document: only the LINT.IfChange rule judges the commit.
            return CommitReading(
                configuration: workspace.configuration, manifest: .missing, documentAliases: [],
                changes: commit.changes, constants: .none)
        }
        let manifest = try stagedManifest(commit.changes, workspace)
        var constants = CommitReading.Constants.none
        if case .parsed = manifest,
            let report = try StagedConstantsCheck.run(workspace, changes: commit.changes, context: commit.context)
        {
            constants = .report(report)
        }
        return CommitReading(
            configuration: workspace.configuration, manifest: manifest,
            documentAliases: try workspace.documentAliases(.staged), changes: commit.changes, constants: constants)
    }

    /// The folder the `git` process running the hook was started in, when `/proc` tells.
    func startingDirectory(_ invocation: CommitInvocation, _ repository: GitRepository) -> String? {
        guard let process = gitProcess, let workTree = repository.workTree,
            let parent = ProcessAncestry.startingDirectory(of: process)
        else { return nil }
        return invocation.startingDirectory(parentDirectory: parent, workTree: workTree)
    }

    /// The one reader of the commit being made: its change, and its message cleaned as `git
    /// commit` will clean it (the hook's file: with git's command line and editor; a message
    /// given to `check`: as an edited message, with the cleanup asked for).
    func commitReader(_ repository: GitRepository, settings: GitSettings, invocation: CommitInvocation?)
        -> CommitReader
    {
        let messages: MessageReader
        if case .text(_, let mode) = message {
            let given = CommitInvocation(amend: false, verbose: nil, cleanup: mode?.rawValue)
            messages = MessageReader(settings: settings, invocation: given, editorUsed: true)
        } else {
            messages = MessageReader(
                settings: settings, invocation: invocation,
                editorUsed: repository.environment.variables["GIT_EDITOR"] != ":")
        }
        return CommitReader(repository: repository, messages: messages)
    }

    /// The message as git will store it and its trailers; nil when there is no message yet.
    func readMessage(_ reader: CommitReader) throws(ContractCheckError) -> CommitMessage? {
        switch message {
        case .none:
            return nil
        case .file(let path):
            let environment = workspace.repository.environment
            return reader.message(raw: try MessageFile.read(environment.absolute(path), shownAs: path))
        case .text(let bytes, _):
            return reader.message(raw: bytes)
        }
    }

    /// The staged manifest. At pre-commit, a staged document must parse, manifest and §8 alike
    /// (every later commit reads it): its parse error is the reading, which the decision makes
    /// its one finding. At commit-msg, a document that does not parse cannot be checked (exit 2).
    func stagedManifest(_ changes: ChangeSet, _ workspace: Workspace)
        throws(ContractCheckError) -> CommitReading.Manifest
    {
        guard stage == .preCommit, try workspace.documentAliases(.staged).contains(where: changes.contains),
            try workspace.documentBytes(.staged) != nil
        else {
            return .parsed(try workspace.manifest(.staged))
        }
        do {
            // The summary is kept only for a document that parses whole, so reading it is
            // the same check, and the document is parsed once in this run.
            return .parsed(try workspace.documentSummary(.staged).manifest)
        } catch {
            guard case .document(let problem) = error else { throw error }
            return .invalid(problem)
        }
    }
}
