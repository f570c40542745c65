import AnchorManifest

/// What `ci` works out once for the whole range: each commit's configuration, the workspace
/// under each configuration (which keeps the documents it parsed and their summaries, by blob),
/// each document version's manifest, and whether §8 applies at a commit (its summary). The
/// document rarely changes, so each version is parsed once, by the workspace that judges it.
struct ManifestCache {
    enum Entry {
        case missing
        case invalid(AnchorManifestError)
        case parsed(AnchorManifest)

        /// The manifest's entries (files and `dir/` prefixes), for the tree walk's filter.
        var paths: [String] {
            if case .parsed(let manifest) = self { return manifest.entries.map(\.path) }
            return []
        }
    }

    /// The document as one commit has it: what it parses to, its path and link targets
    /// (`chain`, the path first), and its blob (nil when it is missing).
    struct Version {
        var entry: Entry
        var chain: [String]
        var blob: ObjectID?
    }

    let workspace: Workspace
    /// A document path and manifest section with a blob (`byBlob`) or a commit (`effective`).
    struct Key: Hashable {
        var path: String
        var section: String
        var object: ObjectID
    }

    var byBlob: [Key: Entry] = [:]
    /// The configuration each committed `.contract-check` holds, by its blob.
    var configurationByBlob: [ObjectID: Configuration] = [:]
    /// What `configuration(at:)` answered for each commit (each is asked as a commit and then as
    /// the next one's parent), so the tree is looked up once.
    var configurationByCommit: [ObjectID: (configuration: Configuration, blob: ObjectID?)] = [:]
    /// What `effectiveManifest` decided for each commit of the range, by commit and configuration.
    var effective: [Key: Version] = [:]

    /// The workspace under each configuration judged under, the one the range is judged from
    /// (head's) first: the others are made from it (`Workspace.under`).
    var workspaces: [(configuration: Configuration, workspace: Workspace)] = []
    /// The last summary asked for, by commit and configuration (each commit asks twice: for
    /// its §8 scope, then for its §8 check).
    var lastSummary: (commit: ObjectID, configuration: Configuration, answer: SummaryAnswer)?
    typealias SummaryAnswer = Result<DocumentSummary, ContractCheckError>

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Judges the range from `judging` (head's configuration): its workspace is the one used
    /// under its configuration, and the others are made from it.
    mutating func judging(under judging: Workspace) {
        guard workspaces.first?.workspace !== judging else { return }
        workspaces = [(judging.configuration, judging)]
    }

    /// The workspace under `configuration`, one per configuration over the whole range.
    mutating func workspace(under configuration: Configuration) -> Workspace {
        if let known = workspaces.first(where: { $0.configuration == configuration }) { return known.workspace }
        let made = (workspaces.first?.workspace ?? workspace).under(configuration)
        workspaces.append((configuration, made))
        return made
    }

    /// The summary of the document at `commit` under `configuration` (`Workspace.documentSummary`:
    /// the manifest, whether there is a §8 and what it names), errors included.
    mutating func summary(at commit: ObjectID, under configuration: Configuration) throws(ContractCheckError)
        -> DocumentSummary
    {
        if let known = lastSummary, known.commit == commit, known.configuration == configuration {
            return try known.answer.get()
        }
        let answer: SummaryAnswer
        do {
            answer = .success(try workspace(under: configuration).documentSummary(.commit(commit)))
        } catch {
            answer = .failure(error)
        }
        lastSummary = (commit, configuration, answer)
        return try answer.get()
    }

    /// Whether the §8 check applies at `commit` under `configuration`: the document has a §8
    /// section (`Workspace.hasConstantsSection`: one whose manifest or §8 does not parse is
    /// asked directly; the caller reports the parse error where it reads it).
    mutating func hasConstantsSection(at commit: ObjectID, under configuration: Configuration)
        throws(ContractCheckError) -> Bool
    {
        do {
            return try summary(at: commit, under: configuration).hasConstants
        } catch .document {
            return try workspace(under: configuration).hasConstantsSection(.commit(commit))
        } catch .documentMissing {
            // No document at that commit (not written yet, or deleted): no §8 to check there; the
            // tripwire judges each commit by the manifest in force.
            return false
        }
    }

    /// The configuration `commit` is judged under: its own `.contract-check` (a pull request
    /// may move the document, rename the sections or the trailers, and the configuration
    /// says so), with the command line's settings (`--doc`) applied on top; the workspace's
    /// when `--config` chose the file, the commit has none, or the run is a replay. `blob` is the file's blob (nil:
    /// none used). Throws when the commit's file does not load.
    mutating func configuration(at commit: ObjectID) throws(ContractCheckError)
        -> (configuration: Configuration, blob: ObjectID?)
    {
        if let known = configurationByCommit[commit] { return known }
        let repository = workspace.repository
        guard workspace.options.configFile == nil, workspace.replayed == nil,
            let file = try repository.entry(atPath: Configuration.fileName, inTree: repository.tree(ofCommit: commit))
        else {
            configurationByCommit[commit] = (workspace.configuration, nil)
            return (workspace.configuration, nil)
        }
        if let known = configurationByBlob[file.id] {
            configurationByCommit[commit] = (known, file.id)
            return (known, file.id)
        }
        // A committed configuration that does not load is not skipped: the commit cannot be
        // judged by its own settings, so the run cannot check (exit 2, naming the commit's file
        // and line), as the hooks refuse a staged one.
        let label = String(commit.description.prefix(12)) + ":" + Configuration.fileName
        let loaded = workspace.applyingCommandLine(
            try Workspace.configuration(fromBlob: repository.blob(file.id), label: label))
        configurationByBlob[file.id] = loaded
        configurationByCommit[commit] = (loaded, file.id)
        return (loaded, file.id)
    }

    /// `configuration(at:)`, or nil when the commit's `.contract-check` does not load.
    mutating func configurationIfItLoads(at commit: ObjectID) throws(ContractCheckError)
        -> (configuration: Configuration, blob: ObjectID?)?
    {
        do {
            return try configuration(at: commit)
        } catch .configuration {
            return nil
        }
    }

    /// The document at `commit` under `configuration` and what it parses to.
    mutating func manifest(at commit: ObjectID, under configuration: Configuration) throws(ContractCheckError)
        -> Version
    {
        let path = configuration.documentPath
        guard let resolved = try workspace.resolvedFile(path, .commit(commit)), let id = resolved.id else {
            return Version(entry: .missing, chain: [path], blob: nil)
        }
        let key = Key(path: path, section: configuration.manifestSection, object: id)
        if let cached = byBlob[key] { return Version(entry: cached, chain: resolved.chain, blob: id) }
        // Read as the hooks read it: the summary, else (a manifest or §8 that does not parse) the
        // manifest of the document the judging workspace parsed once for this blob.
        let judged = workspace(under: configuration)
        let result: Entry
        do {
            result = .parsed(try summary(at: commit, under: configuration).manifest)
        } catch .document {
            do {
                result = .parsed(try judged.manifest(in: judged.contractDocument(.commit(commit))))
            } catch .document(let error) {
                result = .invalid(error)
            }
        }
        byBlob[key] = result
        return Version(entry: result, chain: resolved.chain, blob: id)
    }

    /// The manifest `commit` is judged by under `configuration`: its own document's, or, when
    /// the document is missing at `commit` but its first parent had one, the parent's
    /// (deleting the document is a change to it; the commits made while it is gone are judged
    /// as if it were still there, so that removing it for a while is not a way around the
    /// gate). `.missing` only when neither has one: history from before the document existed.
    mutating func effectiveManifest(
        at commit: ObjectID, firstParent: ObjectID?,
        under configuration: Configuration
    ) throws(ContractCheckError) -> Version {
        func key(_ object: ObjectID) -> Key {
            Key(path: configuration.documentPath, section: configuration.manifestSection, object: object)
        }
        var result = try manifest(at: commit, under: configuration)
        if case .missing = result.entry, let parent = firstParent {
            let inherited: Version
            if let known = effective[key(parent)] {
                inherited = known
            } else {
                inherited = try inheritedManifest(at: parent, under: configuration)
            }
            if case .missing = inherited.entry {} else { result = inherited }
        }
        effective[key(commit)] = result
        return result
    }

    /// The effective manifest of a commit outside the range (the first commit's parent): its
    /// own document's, else that of the nearest first-parent ancestor that has the document, so
    /// that a range starting after the document was deleted judges as one holding the deletion.
    /// `.missing` only when no ancestor has one. Each commit walked is remembered.
    mutating func inheritedManifest(at commit: ObjectID, under configuration: Configuration)
        throws(ContractCheckError) -> Version
    {
        func key(_ object: ObjectID) -> Key {
            Key(path: configuration.documentPath, section: configuration.manifestSection, object: object)
        }
        var walked: [ObjectID] = []
        var current: ObjectID? = commit
        var found: Version?
        var shallow: Set<ObjectID>?
        while let at = current {
            if let known = effective[key(at)] {
                found = known
                break
            }
            let version = try manifest(at: at, under: configuration)
            walked.append(at)
            if case .missing = version.entry {
                if shallow == nil { shallow = workspace.repository.shallowBoundary() }
                if shallow?.contains(at) == true {
                    throw .missingHistory(
                        "The document \"\(configuration.documentPath)\" is missing at commit "
                            + "\(String(at.description.prefix(12))), and the history that says which manifest its "
                            + "commits are judged by is not in this shallow clone; \(CIGate.fetchAdvice).")
                }
                current = try workspace.repository.parents(ofCommit: at).first
                if current == nil { found = version }
            } else {
                found = version
                current = nil
            }
        }
        let result = found ?? Version(entry: .missing, chain: [configuration.documentPath], blob: nil)
        for at in walked { effective[key(at)] = result }
        return result
    }
}
