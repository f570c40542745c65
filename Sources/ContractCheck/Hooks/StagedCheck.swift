/// The commit-msg rule applied once to the staged change and a given message (`check`).
public struct StagedCheck {
    public let workspace: Workspace
    public var message: [UInt8]
    /// How to clean the message before reading its trailers; nil for what `git commit` would
    /// do with the repository's configuration (`commit.cleanup`, else `strip`).
    public var cleanup: MessageCleanup.Mode?

    public init(workspace: Workspace, message: [UInt8], cleanup: MessageCleanup.Mode? = nil) {
        self.workspace = workspace
        self.message = message
        self.cleanup = cleanup
    }

    public func run() throws(ContractCheckError) -> HookResult {
        let repository = workspace.repository
        let settings = try repository.settings()
        let context = try CommitContext.detect(repository, settings: settings, gitCommandLine: nil)
        let changes = try context.changes(StagedChangeReader(repository: repository))
        let manifest = try workspace.manifest(.staged)
        let invocation = CommitInvocation(amend: false, verbose: nil, cleanup: cleanup?.rawValue)
        let reader = MessageReader(settings: settings, invocation: invocation, editorUsed: true)
        return try StagedJudgement.judge(workspace, changes: changes, manifest: manifest,
                                         trailers: reader.trailers(ofRawMessage: message), context: context)
    }
}
