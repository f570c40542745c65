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
public struct CommitJudge {
    /// Where the commit message comes from.
    public enum Message: Sendable, Equatable {
        /// No message yet (pre-commit).
        case none
        /// The file git handed the commit-msg hook, read as git will store it.
        case file(String)
        /// A message given to `check`, cleaned as `cleanup` says (nil: as `git commit` would with
        /// the repository's configuration, `commit.cleanup`, else `strip`).
        case text([UInt8], cleanup: MessageCleanup.Mode?)
    }

    public let workspace: Workspace
    public var message: Message
    /// The argv of the `git` process running the hook (nil for `check`, or when unknown).
    public var gitCommandLine: [String]?

    public init(workspace: Workspace, message: Message, gitCommandLine: [String]?) {
        self.workspace = workspace
        self.message = message
        self.gitCommandLine = gitCommandLine
    }

    /// The stage this judge runs as: pre-commit without a message, the gate with one.
    public var stage: HookVerdict.Stage {
        message == .none ? .preCommit : .commitMsg
    }

    public func run() throws(ContractCheckError) -> HookVerdict {
        let repository = workspace.repository
        let settings = try repository.settings()
        let context = try CommitContext.detect(repository, settings: settings, gitCommandLine: gitCommandLine)
        let reader = StagedChangeReader(repository: repository)
        var changes = try context.changes(reader)
        changes.renames = try FileRename.exact(in: changes, base: context.baseTrees.first ?? nil, reader: reader)
        let commandLine = stage == .preCommit
            ? context.invocation.flatMap { CommandLineMessage.read($0, settings: settings) } : nil
        var trailers = commandLine?.trailers
        if trailers == nil { trailers = try readTrailers(settings: settings, invocation: context.invocation) }
        let manifest: AnchorManifest
        switch try stagedManifest(changes) {
        case .success(let parsed): manifest = parsed
        case .failure(let problem):
            return HookVerdict(stage: stage, context: context, documentProblem: problem.finding,
                               configuration: workspace.configuration)
        }
        let tripwire = TripwireRule(documentPath: workspace.documentPath,
                                    trailerKey: workspace.configuration.trailerKey,
                                    documentAliases: try workspace.documentAliases(.staged))
            .evaluate(changes, manifest: manifest, trailers: trailers)
        let constants = try StagedConstantsCheck.run(workspace, changes: changes)
        return HookVerdict(stage: stage, context: context, tripwire: tripwire, constants: constants,
                           trailers: trailers, commandLine: commandLine, warnings: manifest.warnings,
                           configuration: workspace.configuration)
    }

    /// The message's trailers as git will store them; nil when there is no message yet.
    func readTrailers(settings: GitSettings, invocation: CommitInvocation?) throws(ContractCheckError) -> [Trailer]? {
        switch message {
        case .none:
            return nil
        case .file(let path):
            let repository = workspace.repository
            let data = try MessageFile.read(repository.environment.absolute(path), shownAs: path)
            let reader = MessageReader(settings: settings, invocation: invocation,
                                       editorUsed: repository.environment.variables["GIT_EDITOR"] != ":")
            return reader.trailers(ofRawMessage: data)
        case .text(let bytes, let mode):
            let invocation = CommitInvocation(amend: false, verbose: nil, cleanup: mode?.rawValue)
            return MessageReader(settings: settings, invocation: invocation, editorUsed: true)
                .trailers(ofRawMessage: bytes)
        }
    }

    /// The staged manifest. At pre-commit, a staged document must parse, manifest and §8 alike
    /// (every later commit reads it): its parse error is the verdict's one finding. At
    /// commit-msg, a document that does not parse cannot be checked (exit 2).
    func stagedManifest(_ changes: ChangeSet)
        throws(ContractCheckError) -> Result<AnchorManifest, DocumentProblemFinding> {
        guard stage == .preCommit, try workspace.documentAliases(.staged).contains(where: changes.contains),
              try workspace.documentBytes(.staged) != nil else {
            return .success(try workspace.manifest(.staged))
        }
        do {
            // The summary is kept only for a document that parses whole, so reading it is
            // the same check, and the document is parsed once in this run.
            return .success(try workspace.documentSummary(.staged).manifest)
        } catch {
            guard case .document(let problem) = error else { throw error }
            return .failure(DocumentProblemFinding(Finding(
                rule: .documentInvalid,
                message: "The staged contract document no longer parses: \(problem.message)",
                location: Location(path: problem.document, line: problem.line),
                hints: ["Fix the document and stage it again; every later commit reads its manifest from it."])))
        }
    }
}

/// A staged document's parse error, as the finding pre-commit reports.
struct DocumentProblemFinding: Error {
    var finding: Finding

    init(_ finding: Finding) {
        self.finding = finding
    }
}
