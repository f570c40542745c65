import AnchorManifest

/// Manifests by document blob: the document rarely changes, so each version is parsed once.
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
    var byBlob: [String: Entry] = [:]
    /// The document path each committed `.contract-check` names, by its blob.
    var documentByConfigBlob: [ObjectID: String] = [:]
    /// What `effectiveManifest` decided for each commit of the range.
    var effective: [ObjectID: Version] = [:]

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The document's path at `commit`: the one its own `.contract-check` names (a pull request
    /// may move the document and the configuration together), unless `--doc` or `--config`
    /// chose it, or the commit has no (readable) configuration file.
    mutating func documentPath(at commit: ObjectID) throws(ContractCheckError) -> String {
        let repository = workspace.repository
        guard !workspace.documentIsPinned,
              let file = try repository.entry(atPath: Configuration.fileName, inTree: repository.tree(ofCommit: commit))
        else { return workspace.documentPath }
        if let known = documentByConfigBlob[file.id] { return known }
        let label = String(commit.description.prefix(12)) + ":" + Configuration.fileName
        let path = (try? Workspace.configuration(fromBlob: repository.blob(file.id), label: label))?.documentPath
            ?? workspace.documentPath
        documentByConfigBlob[file.id] = path
        return path
    }

    /// The document at `commit` and what it parses to.
    mutating func manifest(at commit: ObjectID) throws(ContractCheckError) -> Version {
        let path = try documentPath(at: commit)
        guard let resolved = try workspace.resolvedFile(path, .commit(commit)), let id = resolved.id else {
            return Version(entry: .missing, chain: [path], blob: nil)
        }
        let key = path + "\n" + id.description
        if let cached = byBlob[key] { return Version(entry: cached, chain: resolved.chain, blob: id) }
        let bytes = try workspace.repository.blob(id)
        let result: Entry
        do {
            result = .parsed(try workspace.manifestParser.parse(bytes: bytes, path: path))
        } catch {
            result = .invalid(error)
        }
        byBlob[key] = result
        return Version(entry: result, chain: resolved.chain, blob: id)
    }

    /// The manifest `commit` is judged by: its own document's, or, when the document is missing
    /// at `commit` but its first parent had one, the parent's (deleting the document is a change
    /// to it; the commits made while it is gone are judged as if it were still there, so that
    /// removing it for a while is not a way around the gate). `.missing` only when neither has
    /// one: history from before the document existed.
    mutating func effectiveManifest(at commit: ObjectID, firstParent: ObjectID?) throws(ContractCheckError) -> Version {
        var result = try manifest(at: commit)
        if case .missing = result.entry, let parent = firstParent {
            let inherited: Version
            if let known = effective[parent] { inherited = known } else { inherited = try manifest(at: parent) }
            if case .missing = inherited.entry {} else { result = inherited }
        }
        effective[commit] = result
        return result
    }
}
