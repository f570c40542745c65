import AnchorManifest

/// `contract-check hook pre-commit`: a heads-up, not a gate.
///
/// It exits 0 and reports the staged anchors (grouped by manifest group) when anchors are staged
/// without the document, so the author learns before writing the message. It exits 1 only when
/// the staged document itself no longer parses — that commit would leave the repository with a
/// manifest nobody can read.
public struct PreCommitHook {
    public let workspace: Workspace
    /// The argv of the `git` process running the hook, if known.
    public var gitCommandLine: [String]?

    public init(workspace: Workspace, gitCommandLine: [String]?) {
        self.workspace = workspace
        self.gitCommandLine = gitCommandLine
    }

    public func run() throws(ContractCheckError) -> HookResult {
        let repository = workspace.repository
        let settings = try repository.settings()
        let context = try CommitContext.detect(repository, settings: settings, gitCommandLine: gitCommandLine)
        let changes = try context.changes(StagedChangeReader(repository: repository))
        let manifest: AnchorManifest
        if try workspace.documentAliases(.staged).contains(where: changes.contains), let staged = try workspace.documentBytes(.staged) {
            // The staged document must parse, manifest and §8 alike: later commits read it.
            do {
                manifest = try DocumentSummary.parse(staged, workspace: workspace).manifest
            } catch {
                guard case .document(let problem) = error else { throw error }
                let finding = Finding(
                    rule: .documentInvalid,
                    message: "The staged contract document no longer parses: \(problem.message)",
                    location: Location(path: problem.document, line: problem.line),
                    hints: ["Fix the document and stage it again; every later commit reads its manifest from it."])
                return HookResult(status: .findings, findings: [finding], context: context)
            }
        } else {
            manifest = try workspace.manifest(.staged)
        }
        let evaluation = TripwireRule(documentPath: workspace.documentPath, trailerKey: workspace.configuration.trailerKey,
                                      documentAliases: try workspace.documentAliases(.staged))
            .evaluate(changes, manifest: manifest, trailers: nil)
        let constants = try StagedConstantsCheck.run(workspace, changes: changes)
        return HookResult(status: .clean, evaluation: evaluation, context: context, warnings: manifest.warnings,
                          constants: constants, driftTrailerKey: workspace.configuration.driftTrailerKey)
    }
}
