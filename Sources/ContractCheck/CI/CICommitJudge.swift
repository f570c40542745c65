import AnchorManifest

/// The per-commit step of `ci`: one commit of the range judged as the commit-msg hook would
/// have judged it, by the same decision (`CommitDecision`), against its first parent with its
/// own message's trailers, under its own configuration (`.contract-check` at that commit:
/// document, sections, trailer keys) and the manifest its own document gives
/// (`ManifestCache`): the tripwire on its change, and the §8 drift it introduces against its
/// parent (`StagedConstantsCheck`, when it touches the document or a §8 file), accepted only by
/// its own drift trailer. A commit that changes the configuration is judged under its parent's
/// too, and passes only if it passes under both. This type only reads: trees, path filters,
/// parsed manifests, listings and parsed sources are remembered across the range's commits.
struct CICommitJudge {
    let workspace: Workspace
    let parser: TrailerParser
    let includeMerges: Bool
    /// Whether each commit's §8 drift is judged (not with `--no-constants`).
    let checksConstants: Bool
    /// The files §8 names at head: their changes are recorded to attribute drift at head.
    let constantsFiles: [String]
    var manifests: ManifestCache
    var trees: [ObjectID: ObjectID] = [:]
    var filters: [FilterKey: PathFilter] = [:]
    /// A document version's path filter is keyed by its path chain and blob (compared, not
    /// written out as a string per commit).
    struct FilterKey: Hashable {
        var chain: [String]
        var blob: ObjectID?
    }
    /// The workspace under each configuration judged under (each keeps its parsed documents).
    var workspaces: [(configuration: Configuration, workspace: Workspace)] = []
    /// The commit's whole change against its first parent, read once when §8 needs it.
    var wholeChange: (key: WholeKey, own: ChangeSet, againstParents: [ChangeSet])?

    /// What a whole change was read for: the commit, the folders §8 reads and the manifest's paths.
    struct WholeKey: Equatable {
        let commit: ObjectID
        let scope: ListingScope
        let filter: FilterKey
    }
    /// The last commit whose files §8 read, and their listing: the next one's is derived from it
    /// along the change between their trees, instead of from the index.
    var lastListing: Listed?

    /// A checked commit's tree and its files under `scope`, which the next one is derived from.
    struct Listed {
        let tree: ObjectID
        let scope: ListingScope
        let listing: FileListing
    }

    /// That commit's parsed files: the next one shares them for the paths the two have alike.
    var lastSources: ParsedSources?
    /// How many parsed runs `lastSources` shares along (each keeps its listing alive): past
    /// `maximumSharing` the next run starts afresh, so the memory stays bounded.
    var sharingDepth = 0
    static let maximumSharing = 4
    /// The last `hasConstants` answer, by commit and configuration.
    var lastHasConstants: (commit: ObjectID, configuration: Configuration, answer: Result<Bool, ContractCheckError>)?
    /// The commit's unfiltered change against each of its parents: walked once per commit, read
    /// whole by the `LINT.IfChange` rule, filtered for the tripwire and §8 (`full`).
    var fullChange: (commit: ObjectID, againstParents: [ChangeSet])?
    /// The `LINT.IfChange` rule's reader, kept across the range.
    var ifChange: IfChangeGatherer

    /// `manifests`: the run's one cache of configurations and manifests (nil: a new one).
    init(
        workspace: Workspace, includeMerges: Bool, checksConstants: Bool = true, constantsFiles: [String],
        manifests: ManifestCache? = nil
    ) throws(ContractCheckError) {
        self.workspace = workspace
        // The stored message is read by the one parser the hooks read theirs with, built from
        // the repository's settings (`trailer.<name>.key` included), as `git interpret-trailers`.
        let settings = try workspace.repository.settings()
        parser = MessageReader(settings: settings, invocation: nil, editorUsed: false).trailerParser
        self.includeMerges = includeMerges
        self.checksConstants = checksConstants
        self.constantsFiles = constantsFiles
        self.manifests = manifests ?? ManifestCache(workspace: workspace)
        ifChange = IfChangeGatherer(repository: workspace.repository, remembers: true)
    }

    /// The commit's outcome, and the findings it adds to the report: what the commit reads
    /// under each configuration that applies, decided by the one judgement (`CommitDecision`).
    mutating func judge(_ id: ObjectID) throws(ContractCheckError) -> (commit: CICommit, findings: [Finding]) {
        let info = try workspace.repository.commitInfo(id)
        trees[id] = info.tree
        let trailers = parser.trailers(in: info.message)
        let own = try manifests.configuration(at: id)
        var configurations = [own.configuration]
        if let parent = info.parents.first {
            // As in the hooks, a parent's configuration that does not load is not judged under
            // (there was nothing to keep to); a parent inside the range fails on its own turn.
            if let before = try manifests.configurationIfItLoads(at: parent), before.blob != own.blob {
                configurations.insert(before.configuration, at: 0)
            }
        }
        if info.parents.count > 1 && !includeMerges {
            let skipped = CICommit(
                skippedMerge: id, subject: info.subject, parents: info.parents.count,
                driftTrailer: Trailer.reason(own.configuration.driftTrailerKey, in: trailers),
                configurationChanged: configurations.count > 1)
            return (skipped, [])
        }
        var readings: [CommitReading] = []
        for configuration in configurations {
            readings.append(try reading(info, id: id, under: configuration))
        }
        let ifChangeReading = IfChangeReading(
            evaluation: try ifChangeEvaluation(info),
            waivers: IfChangeWaivers(message: info.message, trailers: trailers))
        for index in readings.indices { readings[index].ifChange = ifChangeReading }
        let decision = CommitDecision(readings, trailers: trailers, stage: .committed(id))
        return (CICommit(decision, id: id, subject: info.subject, parents: info.parents.count), decision.findings)
    }

    /// What the commit reads under one configuration: the manifest its document gives (or its
    /// parent's, `ManifestCache.effectiveManifest`), its change, and its §8 drift.
    mutating func reading(
        _ info: CommitInfo, id: ObjectID, under configuration: Configuration
    ) throws(ContractCheckError) -> CommitReading {
        guard workspace(under: configuration).hasConfiguration else {
            // No configuration and no document: only the LINT.IfChange rule judges the commit.
            return CommitReading(
                configuration: configuration, manifest: .missing, documentAliases: [],
                changes: ChangeSet(changes: [], source: .commit), constants: .none)
        }
        let version = try manifests.effectiveManifest(at: id, firstParent: info.parents.first, under: configuration)
        let filter = filter(for: version)
        let changes: ChangeSet
        if try readsWhole(version, id: id, under: configuration) {
            let scope = wholeScope(info, id: id, under: configuration)
            let read = try whole(info, id: id, scope: scope, version: version)
            changes = try self.changes(
                of: info, filter: filter, from: read.againstParents, complete: scope.folders == nil)
        } else {
            changes = try self.changes(of: info, filter: filter, from: full(info, id: id))
        }
        var reading = CommitReading(
            configuration: configuration, manifest: .missing, documentAliases: version.chain,
            changes: changes, constants: .none)
        switch version.entry {
        case .missing: break
        case .invalid(let error): reading.manifest = .invalid(error)
        case .parsed(let manifest):
            reading.manifest = .parsed(manifest)
            if checksConstants {
                reading.constants = try constants(info, id: id, version: version, under: configuration)
            }
        }
        return reading
    }

    /// The §8 report of the commit against its first parent under `configuration`, as the
    /// hook reads it (`StagedConstantsCheck`); `.none` when the check does not apply (the
    /// commit touches neither the document nor a §8 file, or there is no §8). A §8 section
    /// that does not parse at the commit is `.invalid`.
    mutating func constants(
        _ info: CommitInfo, id: ObjectID, version: ManifestCache.Version, under configuration: Configuration
    ) throws(ContractCheckError) -> CommitReading.Constants {
        let judged = workspace(under: configuration)
        let report: ConstantsReport?
        do {
            guard try hasConstants(judged, id: id, under: configuration) else { return .none }
            report = try constantsReport(judged, info, id: id, version: version, under: configuration)
        } catch .documentMissing {
            return .none
        } catch .document(let problem) {
            return .invalid(problem)
        }
        return report.map { .report($0) } ?? .none
    }

    /// The folders of the commit's change §8 reads under `configuration`: its source roots (a
    /// reference resolves under them only). `.everything` for a merge (its own change is made
    /// from its parents' whole changes), for roots that include the repository root, and for a
    /// document whose summary does not read (`constants` reports it).
    mutating func wholeScope(_ info: CommitInfo, id: ObjectID, under configuration: Configuration) -> ListingScope {
        guard info.parents.count < 2 else { return .everything }
        let judged = workspace(under: configuration)
        guard let summary = try? judged.documentSummary(.commit(id)) else { return .everything }
        return ListingScope(roots: judged.sourceRoots(summary))
    }

    /// The commit's change against each parent under `scope` and `filter` (the manifest's
    /// paths: the document, its link targets, the anchors), and its own change: against its
    /// parent, with the exact renames of its deleted files; for a merge, what it adds to the
    /// automatic merge of its parents (`CommitContext.mergeChanges`). Read once per commit and
    /// scope; with `.everything`, every path.
    mutating func whole(_ info: CommitInfo, id: ObjectID, scope: ListingScope, version: ManifestCache.Version)
        throws(ContractCheckError) -> (own: ChangeSet, againstParents: [ChangeSet])
    {
        let key = WholeKey(commit: id, scope: scope, filter: FilterKey(chain: version.chain, blob: version.blob))
        if let known = wholeChange, known.key == key { return (known.own, known.againstParents) }
        let repository = workspace.repository
        // Taken from the commit's one unfiltered walk (`full`), filtered here as a walk would be.
        let full = try self.full(info, id: id)
        let scoped = scope.folders.map { filter(for: version).adding($0) }
        let againstParents = full.map { change in
            scoped.map { kept in ChangeSet(changes: change.changes.filter { kept.includes($0.path) }, source: .commit) }
                ?? change
        }
        var own: ChangeSet
        if let first = againstParents.first {
            own = first
        } else {
            own = try TreeDiff(repository: repository).changes(from: nil, to: info.tree)
        }
        if let parent = info.parents.first {
            let parentTree = try tree(of: parent)
            let deleted = own.changes.filter { $0.status == .deleted }.map(\.path)
            // A file under the scope may move anywhere: its renames look at every added path.
            let added = scope.folders == nil || deleted.isEmpty ? Self.added(own) : full.first.map(Self.added) ?? []
            own.renames = try FileRename.exact(
                deleted: deleted, added: added,
                old: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                    try repository.entry(atPath: path, inTree: parentTree)?.blob
                },
                new: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                    try repository.entry(atPath: path, inTree: info.tree)?.blob
                })
        }
        if info.parents.count > 1 {
            let renames = own.renames
            let merged = info.tree
            own = try CommitContext.mergeChanges(
                own, parents: info.parents, in: repository,
                againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in againstParents[index] },
                committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                    try repository.entry(atPath: path, inTree: merged)?.blob
                })
            own.renames = renames.filter { own.contains($0.from) || own.contains($0.to) }
        }
        wholeChange = (key, own, againstParents)
        return (own, againstParents)
    }

    /// The workspace under `configuration`, one per configuration over the whole range.
    mutating func workspace(under configuration: Configuration) -> Workspace {
        if let known = workspaces.first(where: { $0.configuration == configuration }) { return known.workspace }
        let made = workspace.under(configuration)
        workspaces.append((configuration, made))
        return made
    }

    /// Which paths a commit's judgement needs: its manifest's entries, the document and its link
    /// targets, the §8 files; folders holding none of them are not read. One filter per
    /// document version.
    mutating func filter(for version: ManifestCache.Version) -> PathFilter {
        let key = FilterKey(chain: version.chain, blob: version.blob)
        if let known = filters[key] { return known }
        let filter = PathFilter(version.chain + constantsFiles + version.entry.paths)
        filters[key] = filter
        return filter
    }

    /// Whether this reading's §8 check reads the commit's whole change (`whole`): §8 is judged,
    /// the manifest parses and the document at the commit has a §8 section, as `constants` finds.
    /// The filtered change is then taken from that one diff instead of a second walk. A document
    /// that does not read answers no here; `constants` reports it.
    mutating func readsWhole(_ version: ManifestCache.Version, id: ObjectID, under configuration: Configuration)
        throws(ContractCheckError) -> Bool
    {
        guard checksConstants, case .parsed = version.entry else { return false }
        if let known = wholeChange, known.key.commit == id { return true }
        let judged = workspace(under: configuration)
        return (try? hasConstants(judged, id: id, under: configuration)) == true
    }

    /// Whether the document at `id` has a §8 section under `configuration` (its summary's
    /// answer, errors included), asked by `readsWhole` and then by `constants` for the same
    /// commit: the second asks the first's answer instead of resolving the document again.
    mutating func hasConstants(_ judged: Workspace, id: ObjectID, under configuration: Configuration)
        throws(ContractCheckError) -> Bool
    {
        if let known = lastHasConstants, known.commit == id, known.configuration == configuration {
            return try known.answer.get()
        }
        let answer: Result<Bool, ContractCheckError>
        do {
            answer = .success(try judged.documentSummary(.commit(id)).hasConstants)
        } catch {
            answer = .failure(error)
        }
        lastHasConstants = (id, configuration, answer)
        return try answer.get()
    }

    /// What the commit changed against its first parent; for an (included) merge, what it
    /// changed itself (`CommitContext.mergeChanges`). `whole`: the commit's unfiltered change
    /// against each parent when already read, filtered here instead of walking the trees again
    /// (the filter only leaves out paths and the folders that cannot hold one, so the two agree).
    mutating func changes(
        of info: CommitInfo, filter: PathFilter, from whole: [ChangeSet]? = nil, complete: Bool = true
    ) throws(ContractCheckError) -> ChangeSet {
        let repository = workspace.repository
        var differ = TreeDiff(repository: repository)
        differ.filter = filter
        var parentTrees: [ObjectID] = []
        for parent in info.parents { parentTrees.append(try tree(of: parent)) }
        func against(_ index: Int) throws(ContractCheckError) -> ChangeSet {
            guard let whole, index < whole.count else {
                return try differ.changes(from: index < parentTrees.count ? parentTrees[index] : nil, to: info.tree)
            }
            return ChangeSet(changes: whole[index].changes.filter { filter.includes($0.path) }, source: .commit)
        }
        var primary = try against(0)
        primary.renames = try renames(
            in: primary, from: parentTrees.first, to: info.tree, added: complete ? whole?.first.map(Self.added) : nil)
        guard parentTrees.count > 1 else { return primary }
        let merged = info.tree
        var changes = try CommitContext.mergeChanges(
            primary, parents: info.parents, in: repository,
            againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in try against(index) },
            committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: merged)?.blob
            })
        changes.renames = primary.renames.filter { changes.contains($0.from) || changes.contains($0.to) }
        return changes
    }

    /// The exact renames (`git mv`) of the commit against its first parent, so that `ci` shows
    /// `R old → new` as the hooks do. The filtered diff holds only the paths the judgement needs,
    /// so when it deletes one, the added side is read from an unfiltered diff (which still skips
    /// equal subtrees, so its cost follows the commit's own changes).
    /// `added`: the added paths of that unfiltered diff when already read.
    func renames(in changes: ChangeSet, from old: ObjectID?, to new: ObjectID, added known: [String]? = nil)
        throws(ContractCheckError) -> [FileRename]
    {
        let deleted = changes.changes.filter { $0.status == .deleted }.map(\.path)
        guard let old, !deleted.isEmpty else { return [] }
        let repository = workspace.repository
        let added: [String]
        if let known {
            added = known
        } else {
            added = Self.added(try TreeDiff(repository: repository).changes(from: old, to: new))
        }
        return try FileRename.exact(
            deleted: deleted, added: added,
            old: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: old)?.blob
            },
            new: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: new)?.blob
            })
    }

    /// The commit's unfiltered change against each parent (none for a root commit), walked once.
    mutating func full(_ info: CommitInfo, id: ObjectID) throws(ContractCheckError) -> [ChangeSet] {
        if let known = fullChange, known.commit == id { return known.againstParents }
        let differ = TreeDiff(repository: workspace.repository)
        var againstParents: [ChangeSet] = []
        for parent in info.parents { againstParents.append(try differ.changes(from: tree(of: parent), to: info.tree)) }
        fullChange = (id, againstParents)
        return againstParents
    }

    /// The added paths of a change.
    static func added(_ change: ChangeSet) -> [String] {
        change.changes.filter { $0.status == .added }.map(\.path)
    }

    mutating func tree(of commit: ObjectID) throws(ContractCheckError) -> ObjectID {
        if let known = trees[commit] { return known }
        let found = try workspace.repository.tree(ofCommit: commit)
        trees[commit] = found
        return found
    }
}
