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
    /// The one reader of a commit (its change, renames and message), as the hooks read theirs.
    let reader: CommitReader
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
    /// The last commit's change, read once and shared by the tripwire, §8 and the block rule
    /// under every configuration.
    var lastChange: (commit: ObjectID, change: CommitChange)?
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
        reader = CommitReader(repository: workspace.repository, settings: try workspace.repository.settings())
        self.includeMerges = includeMerges
        self.checksConstants = checksConstants
        self.constantsFiles = constantsFiles
        var manifests = manifests ?? ManifestCache(workspace: workspace)
        manifests.judging(under: workspace)
        self.manifests = manifests
        ifChange = IfChangeGatherer(repository: workspace.repository, remembers: true)
    }

    /// The commit's outcome, and the findings it adds to the report: what the commit reads
    /// under each configuration that applies, decided by the one judgement (`CommitDecision`).
    mutating func judge(_ id: ObjectID) throws(ContractCheckError) -> (commit: CICommit, findings: [Finding]) {
        let info = try workspace.repository.commitInfo(id)
        trees[id] = info.tree
        let message = reader.message(stored: info.message)
        let trailers = message.trailers
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
            waivers: IfChangeWaivers(message: message.cleaned, trailers: trailers))
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
        let changes = try replayed(change(info).own(filter(for: version)), under: configuration)
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
            guard try manifests.summary(at: id, under: configuration).hasConstants else { return .none }
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
        guard let summary = try? manifests.summary(at: id, under: configuration) else { return .everything }
        return ListingScope(roots: workspace(under: configuration).sourceRoots(summary))
    }

    /// The commit's change against each parent and its own change under `scope` and `filter`
    /// (the manifest's paths: the document, its link targets, the anchors), taken from its one
    /// reading (`change`); with `.everything`, every path.
    mutating func whole(_ info: CommitInfo, id: ObjectID, scope: ListingScope, version: ManifestCache.Version)
        throws(ContractCheckError) -> (own: ChangeSet, againstParents: [ChangeSet])
    {
        let change = try self.change(info)
        guard let folders = scope.folders else { return (change.own, change.againstParents) }
        let kept = filter(for: version).adding(folders)
        return (change.own(kept), change.againstParents.map { CommitChange.filtered($0, kept) })
    }

    /// What the commit changes, read once (`CommitReader`) and shared by every rule and every
    /// configuration that judges it.
    mutating func change(_ info: CommitInfo) throws(ContractCheckError) -> CommitChange {
        if let known = lastChange, known.commit == info.id { return known.change }
        var parentTrees: [ObjectID] = []
        for parent in info.parents { parentTrees.append(try tree(of: parent)) }
        let change = try reader.change(of: info, parentTrees: parentTrees)
        lastChange = (info.id, change)
        return change
    }

    /// The workspace under `configuration`, one per configuration over the whole range
    /// (`ManifestCache.workspace(under:)`).
    mutating func workspace(under configuration: Configuration) -> Workspace {
        manifests.workspace(under: configuration)
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

    mutating func tree(of commit: ObjectID) throws(ContractCheckError) -> ObjectID {
        if let known = trees[commit] { return known }
        let found = try workspace.repository.tree(ofCommit: commit)
        trees[commit] = found
        return found
    }
}
