import AnchorManifest

/// The per-commit step of `ci`: one commit of the range judged as the commit-msg hook would
/// have judged it, against its first parent with its own message's trailers, under its own
/// configuration (`.contract-check` at that commit: document, sections, trailer keys) and the
/// manifest its own document gives (`ManifestCache`): the tripwire on its change, and the §8
/// drift it introduces against its parent (`StagedConstantsCheck`, when it touches the
/// document or a §8 file), accepted only by its own drift trailer. A commit that changes the
/// configuration is judged under its parent's too, and passes only if it passes under both.
/// Trees, path filters and parsed manifests are remembered across the range's commits.
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
    var filters: [String: PathFilter] = [:]
    /// The workspace under each configuration judged under (each keeps its parsed documents).
    var workspaces: [(configuration: Configuration, workspace: Workspace)] = []
    /// The commit's whole change against its first parent, read once when §8 needs it.
    var wholeChange: (commit: ObjectID, own: ChangeSet, againstParents: [ChangeSet])?
    /// The last commit whose files §8 read, and their listing: the next one's is derived from it
    /// along the change between their trees, instead of from the index.
    var lastListing: (tree: ObjectID, listing: FileListing)?
    /// That commit's parsed files: the next one shares them for the paths the two have alike.
    var lastSources: ParsedSources?
    /// How many parsed runs `lastSources` shares along (each keeps its listing alive): past
    /// `maximumSharing` the next run starts afresh, so the memory stays bounded.
    var sharingDepth = 0
    static let maximumSharing = 4

    init(
        workspace: Workspace, includeMerges: Bool, checksConstants: Bool = true, constantsFiles: [String]
    ) throws(ContractCheckError) {
        let settings = try workspace.repository.settings()
        self.workspace = workspace
        parser = TrailerParser(
            commentChar: settings.commentChar ?? UInt8(ascii: "#"),
            separators: settings.trailerSeparators, configuredTokens: settings.configuredTrailerTokens)
        self.includeMerges = includeMerges
        self.checksConstants = checksConstants
        self.constantsFiles = constantsFiles
        manifests = ManifestCache(workspace: workspace)
    }

    /// One configuration's judgement of a commit.
    struct Judgement {
        var outcome: CICommit.Outcome
        var changes: ChangeSet
        var evaluation: TripwireEvaluation?
        /// The commit's §8 drift with its own trailer; nil when the check did not apply.
        var drift: DriftDecision? = nil
        var findings: [Finding]
    }

    /// The commit's outcome, and the findings it adds to the report.
    mutating func judge(_ id: ObjectID) throws(ContractCheckError) -> (commit: CICommit, findings: [Finding]) {
        let info = try workspace.repository.commitInfo(id)
        trees[id] = info.tree
        let trailers = parser.trailers(in: info.message)
        let own = try manifests.configuration(at: id)
        let drift = Trailer.reason(own.configuration.driftTrailerKey, in: trailers)
        var configurations = [own.configuration]
        if let parent = info.parents.first {
            // As in the hooks, a parent's configuration that does not load is not judged under
            // (there was nothing to keep to); a parent inside the range fails on its own turn.
            if let before = try manifests.configurationIfItLoads(at: parent), before.blob != own.blob {
                configurations.insert(before.configuration, at: 0)
            }
        }
        func commit(_ outcome: CICommit.Outcome, _ judgement: Judgement?) -> CICommit {
            CICommit(
                id: id, subject: info.subject, parents: info.parents.count, outcome: outcome,
                anchors: judgement?.evaluation?.anchors ?? [], override: judgement?.evaluation?.override,
                driftAccepted: drift, changedPaths: judgement?.changes.paths ?? [],
                configurationChanged: configurations.count > 1,
                constantsFindings: judgement?.drift?.findings ?? [], acceptedDrift: judgement?.drift?.accepted ?? [],
                driftTrailer: judgement?.drift?.trailer)
        }
        if info.parents.count > 1 && !includeMerges { return (commit(.skippedMerge, nil), []) }
        var judgements: [Judgement] = []
        for configuration in configurations {
            judgements.append(try judge(info, id: id, trailers: trailers, under: configuration))
        }
        let chosen = judgements.first { !$0.findings.isEmpty } ?? judgements[judgements.count - 1]
        return (commit(chosen.outcome, chosen), chosen.findings)
    }

    /// The commit under one configuration.
    mutating func judge(
        _ info: CommitInfo, id: ObjectID, trailers: [Trailer],
        under configuration: Configuration
    ) throws(ContractCheckError) -> Judgement {
        let version = try manifests.effectiveManifest(at: id, firstParent: info.parents.first, under: configuration)
        let changes = try self.changes(of: info, filter: filter(for: version))
        switch version.entry {
        case .missing:
            return Judgement(outcome: .noDocument, changes: changes, evaluation: nil, findings: [])
        case .invalid(let error):
            let finding = Finding(
                rule: .documentInvalid,
                message: "The contract document does not parse at this commit: \(error.message)",
                location: Location(path: error.document, line: error.line), commit: id.description)
            return Judgement(outcome: .documentInvalid, changes: changes, evaluation: nil, findings: [finding])
        case .parsed(let manifest):
            var rule = TripwireRule(documentPath: version.chain[0], trailerKey: configuration.trailerKey)
            rule.documentAliases = version.chain
            let evaluation = rule.evaluate(changes, manifest: manifest, trailers: trailers)
            var judgement = Judgement(
                outcome: .judged(evaluation.verdict), changes: changes, evaluation: evaluation,
                findings: evaluation.findings(commit: id.description).map {
                    $0.hinted(Self.trailerHint(configuration.trailerKey, id, what: "the contract did not change"))
                })
            guard checksConstants else { return judgement }
            switch try constants(info, id: id, trailers: trailers, under: configuration) {
            case .success(let drift):
                judgement.drift = drift
                let hint = Self.trailerHint(
                    configuration.driftTrailerKey, id, what: "the sides knowingly differ for now (a staged rollout)")
                judgement.findings += (drift?.blocking ?? []).map { $0.about(commit: id).hinted(hint) }
                judgement.findings += (drift?.moved ?? []).map { $0.about(commit: id) }
            case .failure(let invalid):
                judgement.outcome = .documentInvalid
                judgement.findings.append(invalid.finding)
            }
            return judgement
        }
    }

    /// The §8 drift the commit introduces against its first parent under `configuration`, with
    /// its own drift trailer, as the hook decides it (`DriftDecision`); nil when the check does
    /// not apply (the commit touches neither the document nor a §8 file, or there is no §8). A
    /// §8 section that does not parse at the commit is a finding about the commit.
    mutating func constants(
        _ info: CommitInfo, id: ObjectID, trailers: [Trailer],
        under configuration: Configuration
    ) throws(ContractCheckError) -> Result<DriftDecision?, DocumentProblemFinding> {
        let judged = workspace(under: configuration)
        let report: ConstantsReport?
        do {
            guard try judged.documentSummary(.commit(id)).hasConstants else { return .success(nil) }
            let whole = try whole(info, id: id)
            var made: (snapshot: SourceSnapshot, changed: Set<String>?)?
            var parsed: ParsedSources?
            let last = lastListing
            let lastSources = self.lastSources
            let shares = sharingDepth < Self.maximumSharing
            report = try StagedConstantsCheck.run(
                judged, version: .commit(id), changes: whole.own,
                bases: zip(info.parents, whole.againstParents).map { StagedConstantsCheck.Base(commit: $0, diff: $1) },
                snapshot: { (version: DocumentVersion) throws(ContractCheckError) -> SourceSnapshot in
                    let snapshot = try Self.snapshot(judged.repository, version, tree: info.tree, from: last)
                    made = snapshot
                    return snapshot.snapshot
                },
                sources: { (snapshot: SourceSnapshot) -> ParsedSources in
                    let sources: ParsedSources
                    if let lastSources, let changed = made?.changed, shares {
                        sources = ParsedSources(snapshot: snapshot, sharing: lastSources) { !changed.contains($0) }
                    } else {
                        sources = ParsedSources(snapshot: snapshot)
                    }
                    parsed = sources
                    return sources
                })
            if let made {
                lastListing = (info.tree, made.snapshot.listing)
                sharingDepth = lastSources != nil && made.changed != nil && shares ? sharingDepth + 1 : 0
                self.lastSources = parsed
            }
        } catch .documentMissing {
            return .success(nil)
        } catch .document(let problem) {
            return .failure(
                DocumentProblemFinding(
                    Finding(
                        rule: .documentInvalid,
                        message: "The contract document does not parse at this commit: \(problem.message)",
                        location: Location(path: problem.document, line: problem.line), commit: id.description)))
        }
        guard let report else { return .success(nil) }
        return .success(
            DriftDecision(constants: report, trailers: trailers, driftTrailerKey: configuration.driftTrailerKey))
    }

    /// What to do about a commit `ci` blocks: the trailer that would have let it through the
    /// hook, and how to add it to a commit already made.
    static func trailerHint(_ key: String, _ id: ObjectID, what: String) -> String {
        "If \(what), end the message of commit \(String(id.description.prefix(12))) with the trailer "
            + "`\(key): <reason>` (git commit --amend --trailer '\(key): <reason>' for the last commit, "
            + "git rebase -i to reword an earlier one)."
    }

    /// The commit's change against each parent, every path (a §8 reference may resolve
    /// anywhere), and its own change: against its parent, with its exact renames; for a merge,
    /// what it adds to the automatic merge of its parents (`CommitContext.mergeChanges`). Read
    /// once per commit.
    mutating func whole(_ info: CommitInfo, id: ObjectID) throws(ContractCheckError)
        -> (own: ChangeSet, againstParents: [ChangeSet])
    {
        if let known = wholeChange, known.commit == id { return (known.own, known.againstParents) }
        let repository = workspace.repository
        var againstParents: [ChangeSet] = []
        for parent in info.parents {
            againstParents.append(try TreeDiff(repository: repository).changes(from: tree(of: parent), to: info.tree))
        }
        var own: ChangeSet
        if let first = againstParents.first {
            own = first
        } else {
            own = try TreeDiff(repository: repository).changes(from: nil, to: info.tree)
        }
        if let parent = info.parents.first {
            let parentTree = try tree(of: parent)
            own.renames = try FileRename.exact(
                deleted: own.changes.filter { $0.status == .deleted }.map(\.path),
                added: own.changes.filter { $0.status == .added }.map(\.path),
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
        wholeChange = (id, own, againstParents)
        return (own, againstParents)
    }

    /// The files of the commit `version` names (whose tree is `tree`): `last`'s listing with
    /// the paths that differ between the two trees replaced, when there is a last one.
    /// `changed` is the paths that differ between the two (nil: no last one).
    static func snapshot(
        _ repository: GitRepository, _ version: DocumentVersion, tree: ObjectID,
        from last: (tree: ObjectID, listing: FileListing)?
    ) throws(ContractCheckError) -> (snapshot: SourceSnapshot, changed: Set<String>?) {
        guard let last else { return (try SourceSnapshot(repository: repository, kind: version), nil) }
        let changes = try TreeDiff(repository: repository).changes(from: last.tree, to: tree).changes
        var added: [(path: [UInt8], id: ObjectID?)] = []
        for change in changes {
            if let entry = try repository.entry(atPath: change.path, inTree: tree), entry.mode & 0o170000 == 0o100000 {
                added.append((Array(change.path.utf8), entry.id))
            }
        }
        let listing = last.listing.replacing(changes.map { Array($0.path.utf8) }, with: added)
        return (SourceSnapshot(repository: repository, kind: version, listing: listing), Set(changes.map(\.path)))
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
        let key = version.chain.joined(separator: "\n") + "\n" + (version.blob?.description ?? "")
        if let known = filters[key] { return known }
        let filter = PathFilter(version.chain + constantsFiles + version.entry.paths)
        filters[key] = filter
        return filter
    }

    /// What the commit changed against its first parent; for an (included) merge, what it
    /// changed itself (`CommitContext.mergeChanges`).
    mutating func changes(of info: CommitInfo, filter: PathFilter) throws(ContractCheckError) -> ChangeSet {
        let repository = workspace.repository
        var differ = TreeDiff(repository: repository)
        differ.filter = filter
        var parentTrees: [ObjectID] = []
        for parent in info.parents { parentTrees.append(try tree(of: parent)) }
        var primary = try differ.changes(from: parentTrees.first, to: info.tree)
        primary.renames = try renames(in: primary, from: parentTrees.first, to: info.tree)
        guard parentTrees.count > 1 else { return primary }
        let merged = info.tree
        var changes = try CommitContext.mergeChanges(
            primary, parents: info.parents, in: repository,
            againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in
                try differ.changes(from: parentTrees[index], to: merged)
            },
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
    func renames(in changes: ChangeSet, from old: ObjectID?, to new: ObjectID) throws(ContractCheckError)
        -> [FileRename]
    {
        let deleted = changes.changes.filter { $0.status == .deleted }.map(\.path)
        guard let old, !deleted.isEmpty else { return [] }
        let repository = workspace.repository
        let added = try TreeDiff(repository: repository).changes(from: old, to: new).changes
            .filter { $0.status == .added }.map(\.path)
        return try FileRename.exact(
            deleted: deleted, added: added,
            old: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: old)?.blob
            },
            new: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: new)?.blob
            })
    }

    mutating func tree(of commit: ObjectID) throws(ContractCheckError) -> ObjectID {
        if let known = trees[commit] { return known }
        let found = try workspace.repository.tree(ofCommit: commit)
        trees[commit] = found
        return found
    }
}
