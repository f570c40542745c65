/// A commit that changes `.contract-check`: the configuration its parent has and the one it
/// holds. Such a commit is judged under both and passes only if it passes under both, so that
/// a commit cannot make itself pass by changing what is checked (`manifestSection = Quick
/// capture` makes another section's code block the manifest).
package struct ConfigurationChange: Sendable, Equatable {
    /// The parent's configuration (HEAD's; for an amend, HEAD's parent's); nil when it has no
    /// `.contract-check`, or one that does not load (then there was nothing to keep to).
    package var before: Configuration?
    /// The configuration the commit holds; nil when the commit removes `.contract-check`.
    package var after: Configuration?

    package init(before: Configuration?, after: Configuration?) {
        self.before = before
        self.after = after
    }

    /// The configurations to judge under, the parent's first.
    package var configurations: [Configuration] { [before, after].compactMap { $0 } }

    /// How each side is named in messages (`HEAD:.contract-check`).
    package var labels: [String] { configurations.map { $0.file ?? Configuration.fileName } }

    /// The change `entries` describe: `.contract-check` in the parent (`base`, labelled
    /// `baseLabel`) and the new commit (`committed`); nil when they are the same blob, or the
    /// parent has none that loads. The new configuration must load (every later run reads it).
    static func between(
        base: (entry: BlobEntry?, label: String), committed: (entry: BlobEntry?, label: String),
        in repository: GitRepository
    ) throws(ContractCheckError) -> ConfigurationChange? {
        guard base.entry != committed.entry else { return nil }
        let before = base.entry.flatMap { entry in
            try? Workspace.configuration(fromBlob: repository.blob(entry.id), label: base.label)
        }
        var after: Configuration?
        if let entry = committed.entry {
            after = try Workspace.configuration(fromBlob: repository.blob(entry.id), label: committed.label)
        }
        // Without a configuration before (the commit adds the first one, or HEAD's does not
        // load) there is nothing to keep to: the commit is judged as any other.
        guard before != nil else { return nil }
        return ConfigurationChange(before: before, after: after)
    }
}

extension Workspace {
    /// What the commit being made does to `.contract-check` against `context`'s base commit;
    /// nil when it does not change it, or `--config` chose the configuration. `--doc` is applied
    /// on top of both sides, never instead of the parent's.
    func stagedConfigurationChange(_ context: CommitContext) throws(ContractCheckError) -> ConfigurationChange? {
        guard options.configFile == nil else { return nil }
        let base = try context.baseCommit.flatMap { (commit: ObjectID) throws(ContractCheckError) -> BlobEntry? in
            let tree = try repository.tree(ofCommit: commit)
            return try repository.entry(atPath: Configuration.fileName, inTree: tree)?.blob
        }
        let staged = try StagedChangeReader(repository: repository).stagedEntry(path: Configuration.fileName)
        let baseName = context.kind == .amend ? "HEAD^" : "HEAD"
        guard
            let change = try ConfigurationChange.between(
                base: (base, baseName + ":" + Configuration.fileName),
                committed: (staged, ":" + Configuration.fileName + " (staged)"),
                in: repository)
        else { return nil }
        return ConfigurationChange(
            before: change.before.map(applyingCommandLine), after: change.after.map(applyingCommandLine))
    }

    /// `configuration` with the command line's settings on top: `--doc` names the document.
    func applyingCommandLine(_ configuration: Configuration) -> Configuration {
        guard options.documentPath != nil else { return configuration }
        var applied = configuration
        applied.documentPath = self.configuration.documentPath
        return applied
    }

    /// This workspace under `configuration` (same repository, same options, same replayed document).
    func under(_ configuration: Configuration) -> Workspace {
        let made = Workspace(
            repository: repository, options: options, configuration: configuration,
            hasConfiguration: hasConfiguration || configuration != self.configuration)
        made.replayed = replayed
        return made
    }
}
