import AnchorManifest
import Foundation

/// `contract-check hook commit-msg <file>`: the gate.
///
/// It blocks (exit 1) a commit that changes an anchor without the document and whose message
/// has no `Contract-Unchanged` trailer with a reason, reading the message as git will store it.
/// Everything else passes silently.
public struct CommitMsgHook {
    public let workspace: Workspace
    /// The message file git passed to the hook.
    public var messageFile: String
    /// The argv of the `git` process running the hook, if known.
    public var gitCommandLine: [String]?

    public init(workspace: Workspace, messageFile: String, gitCommandLine: [String]?) {
        self.workspace = workspace
        self.messageFile = messageFile
        self.gitCommandLine = gitCommandLine
    }

    public func run() throws(ContractCheckError) -> HookResult {
        let repository = workspace.repository
        let data = try MessageFile.read(repository.environment.absolute(messageFile), shownAs: messageFile)
        let settings = try repository.settings()
        let context = try CommitContext.detect(repository, settings: settings, gitCommandLine: gitCommandLine)
        let changes = try context.changes(StagedChangeReader(repository: repository))
        let manifest = try workspace.manifest(.staged)
        let reader = MessageReader(settings: settings, invocation: context.invocation,
                                   editorUsed: repository.environment.variables["GIT_EDITOR"] != ":")
        let trailers = reader.trailers(ofRawMessage: data)
        return try StagedJudgement.judge(workspace, changes: changes, manifest: manifest, trailers: trailers, context: context)
    }
}
