import AnchorManifest

/// `contract-check ci`: the gate that cannot be skipped. Every commit of `base..head` is judged
/// against its first parent with its own message's trailers (a trailer excuses its own commit
/// only), using the document and manifest as they are at that commit; then the §8 constants are
/// checked at head. Missing history is an error, never a pass.
public struct CIGate {
    public struct Options: Sendable {
        public var base: String
        public var head: String
        /// Judge merge commits too, by what each merge changed itself (see `CommitContext`).
        public var includeMerges: Bool
        /// Skip the §8 check at head.
        public var skipConstants: Bool

        public init(base: String, head: String = "HEAD", includeMerges: Bool = false, skipConstants: Bool = false) {
            self.base = base
            self.head = head
            self.includeMerges = includeMerges
            self.skipConstants = skipConstants
        }
    }

    public let workspace: Workspace
    public var options: Options

    public init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    static let fetchAdvice = "fetch more history (git fetch --unshallow, or fetch-depth: 0 in actions/checkout) and run it again"

    /// What to do about a base that does not resolve in a full clone: fetch a branch name
    /// (`origin/main` → `git fetch origin main`), fetch the history that holds a commit id,
    /// and otherwise check the revision itself (`HEAD~9` past the root).
    static func resolveAdvice(_ base: String) -> String {
        let isCommitID = base.count >= 4 && base.count <= 64 && base.allSatisfy(\.isHexDigit)
        if isCommitID {
            return "fetch the history that holds it (git fetch --unshallow, or fetch-depth: 0 in actions/checkout) and run it again"
        }
        let special = base.contains { "~^@:{} ".contains($0) } || base == "HEAD" || base.hasSuffix("_HEAD")
        if special {
            return "name a commit that exists in this repository"
        }
        let remoteBranch = base.split(separator: "/", maxSplits: 1)
        if remoteBranch.count == 2, !base.hasPrefix("refs/") {
            return "fetch it first, e.g. git fetch \(remoteBranch[0]) \(remoteBranch[1])"
        }
        return "fetch it first, e.g. git fetch origin \(base)"
    }

    public func run() throws(ContractCheckError) -> CIReport {
        let repository = workspace.repository
        let shallow = repository.shallowBoundary()
        let base: ObjectID
        do {
            base = try repository.resolveCommit(options.base)
        } catch {
            if !shallow.isEmpty {
                throw .missingHistory("The base \"\(options.base)\" is not in this shallow clone; \(Self.fetchAdvice).")
            }
            throw .missingHistory("The base \"\(options.base)\" does not resolve (\(error)); \(Self.resolveAdvice(options.base)).")
        }
        let head = try repository.resolveCommit(options.head)
        // In a shallow clone libgit2's merge-base walk fails at a commit whose parents were not
        // fetched ("object not found", and libgit2 1.5 leaks on that path), so git, which knows
        // the shallow boundary, is asked there; exit 1 means no merge base within the history.
        let mergeBase: ObjectID?
        if shallow.isEmpty {
            mergeBase = try repository.mergeBase(base, head)
        } else {
            do {
                let output = try repository.gitCommand().run(["merge-base", base.description, head.description])
                mergeBase = ObjectID(hex: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            } catch .gitCommand(_, 1, _) {
                mergeBase = nil
            }
        }
        guard mergeBase != nil else {
            if !shallow.isEmpty {
                throw .missingHistory("\"\(options.base)\" and \"\(options.head)\" share no history in this shallow clone; \(Self.fetchAdvice).")
            }
            throw .missingHistory("\"\(options.base)\" and \"\(options.head)\" share no history; the base is not an ancestor of anything in the head's history: fetch the full history of both (fetch-depth: 0 in actions/checkout) or name a base the head was branched from.")
        }
        // The range, oldest first. In a shallow clone libgit2's walk fails where it hides the
        // base's (missing) ancestors; git's rev-list knows the shallow boundary.
        let range: [ObjectID]
        if shallow.isEmpty {
            range = try repository.commits(from: base, to: head)
        } else {
            let output = try repository.gitCommand().run(["rev-list", "--topo-order", "--reverse", head.description, "^" + base.description])
            range = String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { ObjectID(hex: String($0)) }
        }
        if let cut = range.first(where: { shallow.contains($0) }) {
            throw .missingHistory("Commit \(String(cut.description.prefix(12))) in \(options.base)..\(options.head) has parents this shallow clone does not have; \(Self.fetchAdvice).")
        }

        let settings = try repository.settings()
        let parser = TrailerParser(settings: settings)
        let rule = TripwireRule(documentPath: workspace.documentPath, trailerKey: workspace.configuration.trailerKey)
        var manifests = ManifestCache(workspace: workspace)
        // The files §8 names at head (drift there is attributed to the commits that touched them).
        var checksConstants = false
        if !options.skipConstants { checksConstants = try manifests.hasConstantsSection(at: head) }
        let constantsFiles = checksConstants ? try workspace.constantsFiles(.commit(head)) : []
        var commits: [CICommit] = []
        var findings: [Finding] = []
        let driftKey = workspace.configuration.driftTrailerKey.lowercased()

        var trees: [ObjectID: ObjectID] = [:]
        var filters: [String: PathFilter] = [:]
        func treeOf(_ commit: ObjectID) throws(ContractCheckError) -> ObjectID {
            if let known = trees[commit] { return known }
            let found = try repository.tree(ofCommit: commit)
            trees[commit] = found
            return found
        }
        for id in range {
            let info = try repository.commitInfo(id)
            trees[id] = info.tree
            let parents = info.parents
            let subject = info.subject
            let trailers = parser.trailers(in: info.message)
            let drift = trailers.first { $0.token.lowercased() == driftKey && $0.hasReason }
            if parents.count > 1 && !options.includeMerges {
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .skippedMerge,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: []))
                continue
            }
            let tree = info.tree
            // Which paths this commit's judgement needs: its manifest's entries, the document and
            // its link targets, the §8 files; folders holding none of them are not read.
            let entry = try manifests.effectiveManifest(at: id, firstParent: parents.first)
            var differ = TreeDiff(repository: repository)
            let filterKey = manifests.lastChain.joined(separator: "\n") + "\n" + (manifests.lastBlob?.description ?? "")
            if let known = filters[filterKey] {
                differ.filter = known
            } else {
                let filter = PathFilter(manifests.lastChain + constantsFiles + entry.paths)
                filters[filterKey] = filter
                differ.filter = filter
            }
            var changes = try differ.changes(from: parents.first.map { (p: ObjectID) throws(ContractCheckError) -> ObjectID in try treeOf(p) }, to: tree)
            if parents.count > 1 {
                // What the merge itself changed: different from every parent and, for two,
                // from git's automatic merge of them (or conflicted there); see CommitContext.
                var kept = Set(changes.paths)
                for parent in parents.dropFirst() {
                    kept.formIntersection(try differ.changes(from: treeOf(parent), to: tree).paths)
                }
                if parents.count == 2 {
                    kept = try CommitContext.ownMergeChanges(kept, ours: parents[0], theirs: parents[1], in: repository) {
                        (path: String) throws(ContractCheckError) in try repository.entry(atPath: path, inTree: tree).map { BlobEntry(id: $0.id, mode: $0.mode) }
                    }
                }
                changes = ChangeSet(changes: changes.changes.filter { kept.contains($0.path) }, source: .commit)
            }
            let manifest: AnchorManifest
            switch entry {
            case .missing:
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .noDocument,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: changes.paths))
                continue
            case .invalid(let error):
                findings.append(Finding(rule: .documentInvalid,
                                        message: "The contract document does not parse at this commit: \(error.message)",
                                        location: Location(path: error.document, line: error.line), commit: id.description))
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .documentInvalid,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: changes.paths))
                continue
            case .parsed(let parsed):
                manifest = parsed
            }
            var commitRule = rule
            commitRule.documentPath = manifests.lastChain[0]
            commitRule.documentAliases = manifests.lastChain
            let evaluation = commitRule.evaluate(changes, manifest: manifest, trailers: trailers)
            findings.append(contentsOf: evaluation.findings(commit: id.description))
            commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .judged(evaluation.verdict),
                                    anchors: evaluation.anchors, override: evaluation.override, driftAccepted: drift,
                                    changedPaths: changes.paths))
        }

        var constants: ConstantsReport?
        var accepted: [(Finding, ObjectID, Trailer)] = []
        if checksConstants {
            let report = try workspace.checkConstants(.commit(head))
            constants = report
            for finding in report.findings where finding.severity != .note {
                if finding.rule == .constantDrift, let path = finding.location?.path,
                   let excuse = commits.last(where: { $0.driftAccepted != nil && $0.changedPaths.contains(path) }),
                   let trailer = excuse.driftAccepted {
                    accepted.append((finding, excuse.id, trailer))
                    continue
                }
                findings.append(finding)
            }
        }
        return CIReport(base: base, head: head, commits: commits, findings: findings, constants: constants,
                        acceptedDrift: accepted.map { (finding: $0.0, commit: $0.1, trailer: $0.2) })
    }
}

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

    let workspace: Workspace
    var byBlob: [String: Entry] = [:]
    /// The document's path and link targets at the commit last asked about, and its blob.
    var lastChain: [String]
    var lastBlob: ObjectID?
    /// The document path each committed `.contract-check` names, by its blob.
    var documentByConfigBlob: [ObjectID: String] = [:]
    /// What `effectiveManifest` decided for each commit of the range.
    var effective: [ObjectID: (entry: Entry, chain: [String], blob: ObjectID?)] = [:]

    init(workspace: Workspace) {
        self.workspace = workspace
        self.lastChain = [workspace.documentPath]
    }

    /// The document's path at `commit`: the one its own `.contract-check` names (a pull request
    /// may move the document and the configuration together), unless `--doc` or `--config`
    /// chose it, or the commit has no (readable) configuration file.
    mutating func documentPath(at commit: ObjectID) throws(ContractCheckError) -> String {
        guard !workspace.documentIsPinned,
              let file = try workspace.repository.entry(atPath: Configuration.fileName, inTree: workspace.repository.tree(ofCommit: commit))
        else { return workspace.documentPath }
        if let known = documentByConfigBlob[file.id] { return known }
        let label = String(commit.description.prefix(12)) + ":" + Configuration.fileName
        let path = (try? Workspace.configuration(fromBlob: workspace.repository.blob(file.id), label: label))?.documentPath
            ?? workspace.documentPath
        documentByConfigBlob[file.id] = path
        return path
    }

    mutating func manifest(at commit: ObjectID) throws(ContractCheckError) -> Entry {
        let path = try documentPath(at: commit)
        lastChain = [path]
        lastBlob = nil
        guard let resolved = try workspace.resolvedFile(path, .commit(commit)), let id = resolved.id else { return .missing }
        lastChain = resolved.chain
        lastBlob = id
        let key = path + "\n" + id.description
        if let cached = byBlob[key] { return cached }
        let bytes = try workspace.repository.blob(id)
        let result: Entry
        do {
            result = .parsed(try workspace.manifestParser.parse(bytes: bytes, path: path))
        } catch {
            result = .invalid(error)
        }
        byBlob[key] = result
        return result
    }

    /// The manifest `commit` is judged by: its own document's, or, when the document is missing
    /// at `commit` but its first parent had one, the parent's (deleting the document is a change
    /// to it; the commits made while it is gone are judged as if it were still there, so that
    /// removing it for a while is not a way around the gate). `.missing` only when neither has
    /// one: history from before the document existed. Sets `lastChain` and `lastBlob`.
    mutating func effectiveManifest(at commit: ObjectID, firstParent: ObjectID?) throws(ContractCheckError) -> Entry {
        var result = (entry: try manifest(at: commit), chain: lastChain, blob: lastBlob)
        if case .missing = result.entry, let parent = firstParent {
            let inherited: (entry: Entry, chain: [String], blob: ObjectID?)
            if let known = effective[parent] {
                inherited = known
            } else {
                inherited = (try manifest(at: parent), lastChain, lastBlob)
            }
            if case .missing = inherited.entry {} else { result = inherited }
        }
        effective[commit] = result
        lastChain = result.chain
        lastBlob = result.blob
        return result.entry
    }

    /// True when the document at `commit` has a §8 section (the check applies).
    func hasConstantsSection(at commit: ObjectID) throws(ContractCheckError) -> Bool {
        let bytes = try workspace.requiredDocumentBytes(.commit(commit))
        return !CmarkReader.parse(bytes, tables: false).sections(containing: workspace.configuration.constantsSection).isEmpty
    }
}
