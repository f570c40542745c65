import AnchorManifest

/// An opened repository with its configuration: the starting point of every check.
package final class Workspace {
    package let repository: GitRepository
    package let configuration: Configuration
    package let options: CheckOptions
    /// False when the repository has no configuration and no `--doc` was given: there is no
    /// contract document, and only the `LINT.IfChange` rule judges (`ci`, `check`, the hooks).
    package let hasConfiguration: Bool
    /// Document summaries already read in this process, by blob id.
    var summaries: [ObjectID: DocumentSummary] = [:]
    /// Documents already parsed in this process, by blob id (see `contractDocument`).
    var documents: [ObjectID: MarkdownDocument] = [:]
    /// §8 and the Path conventions of documents already read, by blob id (`mirroredConstants`).
    var constantsByBlob: [ObjectID: (MirroredConstants, PathConventions)] = [:]
    /// The document `ci --replay` reads at every commit instead of the tree's (`replaying`).
    package internal(set) var replayed: ReplayedDocument?

    /// Opens the repository and reads the configuration (`--config`, else `<root>/.contract-check`
    /// in the working tree, else the file in HEAD for a bare repository); `--doc` overrides the
    /// document.
    /// `withoutConfiguration`: a repository with neither is opened anyway (`hasConfiguration`
    /// false) instead of being an error, for the commands the `LINT.IfChange` rule judges alone.
    package init(options: CheckOptions, withoutConfiguration: Bool = false) throws(ContractCheckError) {
        self.options = options
        let repository = try GitRepository(environment: options.environment)
        self.repository = repository
        var configuration: Configuration
        var hasConfiguration = true
        if let file = options.configFile {
            configuration = try ConfigurationLoader.load(file: options.environment.absolute(file))
        } else if let found = try Self.findConfiguration(repository) {
            configuration = found
        } else if options.documentPath != nil {
            configuration = Configuration(documentPath: "")
        } else if withoutConfiguration {
            configuration = Configuration(documentPath: "")
            hasConfiguration = false
        } else {
            throw .noConfiguration(root: repository.workTree ?? repository.gitDirectory)
        }
        if let document = options.documentPath {
            configuration.documentPath = try Self.repositoryRelative(
                document, repository: repository, environment: options.environment)
        }
        self.configuration = configuration
        self.hasConfiguration = hasConfiguration
    }

    /// The same repository judged under another `configuration` (a commit that changes
    /// `.contract-check` is judged under the old and the new one).
    init(repository: GitRepository, options: CheckOptions, configuration: Configuration, hasConfiguration: Bool = true)
    {
        self.options = options
        self.hasConfiguration = hasConfiguration
        self.repository = repository
        self.configuration = configuration
    }

    /// The configuration file of the working tree, or the one committed at HEAD (bare).
    static func findConfiguration(_ repository: GitRepository) throws(ContractCheckError) -> Configuration? {
        if let workTree = repository.workTree {
            let path = workTree + "/" + Configuration.fileName
            guard FileSystem.fileExists(atPath: path) else { return nil }
            return try ConfigurationLoader.load(file: path)
        }
        guard let head = try repository.headCommit(),
            let entry = try repository.entry(atPath: Configuration.fileName, inTree: repository.tree(ofCommit: head))
        else { return nil }
        return try configuration(fromBlob: repository.blob(entry.id), label: "HEAD:" + Configuration.fileName)
    }

    /// A configuration file committed in the repository (`label` names it in errors, e.g.
    /// `HEAD:.contract-check`). libgit2 parses configuration from files only, so the blob is
    /// written to a temporary file first.
    static func configuration(fromBlob bytes: [UInt8], label: String) throws(ContractCheckError) -> Configuration {
        let temporary =
            FileSystem.temporaryDirectory
            + "contract-check-config-\(ProcessEnvironment.processID)-\(UInt32.random(in: 0...UInt32.max))"
        guard FileSystem.createFile(atPath: temporary, contents: bytes) else {
            throw .write(path: temporary, message: "cannot write a temporary copy of \(label)")
        }
        defer { FileSystem.removeItem(atPath: temporary) }
        var configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(file: temporary)
        } catch .configuration(_, let line, let message) {
            // Name the blob, not the temporary copy.
            throw .configuration(file: label, line: line, message: message)
        }
        configuration.file = label
        return configuration
    }

    /// `--doc` made relative to the repository root: a path relative to the working directory
    /// (or absolute) inside the working tree; in a bare repository, taken as repository-relative.
    package static func repositoryRelative(_ path: String, repository: GitRepository, environment: GitEnvironment)
        throws(ContractCheckError) -> String
    {
        guard let workTree = repository.workTree else { return path }
        let absolute = PathUtilities.normalize(environment.absolute(path))
        let root = PathUtilities.normalize(workTree)
        let resolvedRoot = FileSystem.symbolicLinkDestination(atPath: root) ?? root
        for candidateRoot in [root, resolvedRoot, FileSystem.resolvingSymlinks(root)] {
            if let relative = PathUtilities.relative(absolute, under: candidateRoot) { return relative }
        }
        let cwd = FileSystem.resolvingSymlinks(environment.workingDirectory)
        let resolved = PathUtilities.normalize(path.hasPrefix("/") ? path : cwd + "/" + path)
        let realRoot = FileSystem.resolvingSymlinks(root)
        if let relative = PathUtilities.relative(resolved, under: realRoot) { return relative }
        throw .invalidArgument("The document \"\(path)\" is outside the working tree \"\(workTree)\".")
    }

    /// The document's path, relative to the repository root.
    package var documentPath: String { configuration.documentPath }

    /// The manifest parser configured for this repository.
    package var manifestParser: ManifestParser { ManifestParser(sectionName: configuration.manifestSection) }
}
