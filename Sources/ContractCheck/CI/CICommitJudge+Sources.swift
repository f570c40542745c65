import AnchorManifest

/// The §8 reading of a commit in `ci`: its files listed from the last commit's listing and
/// parsed sharing the last commit's parsed files, so that a range reads each file once.
extension CICommitJudge {
    /// `StagedConstantsCheck` over the commit, its files listed from the last commit's listing
    /// and parsed sharing the last commit's parsed files where they are alike. `version` is the
    /// manifest `reading` found for the commit.
    mutating func constantsReport(
        _ judged: Workspace, _ info: CommitInfo, id: ObjectID, version: ManifestCache.Version,
        under configuration: Configuration
    ) throws(ContractCheckError) -> ConstantsReport? {
        let scope = wholeScope(info, id: id, under: configuration)
        let whole = try whole(info, id: id, scope: scope, version: version)
        var made: (snapshot: SourceSnapshot, changed: Set<String>?)?
        var parsed: ParsedSources?
        let last = lastListing
        let lastSources = self.lastSources
        let shares = sharingDepth < Self.maximumSharing
        let report = try StagedConstantsCheck.run(
            judged, version: .commit(id), changes: whole.own,
            bases: zip(info.parents, whole.againstParents).map {
                StagedConstantsCheck.Base(commit: $0, diff: $1, diffScope: scope)
            },
            snapshot: { (version: DocumentVersion, scope: ListingScope) throws(ContractCheckError) -> SourceSnapshot in
                let snapshot = try Self.snapshot(judged.repository, version, tree: info.tree, scope: scope, from: last)
                made = snapshot
                return snapshot.snapshot
            },
            sources: { (snapshot: SourceSnapshot) -> ParsedSources in
                let sources: ParsedSources
                if let lastSources, let changed = made?.changed, shares {
                    // A file outside the scope is not in `changed` whether it changed or not.
                    sources = ParsedSources(snapshot: snapshot, sharing: lastSources) {
                        snapshot.scope.covers($0) && !changed.contains($0)
                    }
                } else {
                    sources = ParsedSources(snapshot: snapshot)
                }
                parsed = sources
                return sources
            })
        if let made {
            lastListing = Listed(tree: info.tree, scope: made.snapshot.scope, listing: made.snapshot.scoped)
            sharingDepth = lastSources != nil && made.changed != nil && shares ? sharingDepth + 1 : 0
            self.lastSources = parsed
        }
        return report
    }

    /// The files of the commit `version` names (whose tree is `tree`) under `scope`: `last`'s
    /// listing with the paths that differ between the two trees under the scope replaced, when
    /// there is a last one of the same scope. `changed` is the paths under the scope that
    /// differ between the two (nil: no last one).
    static func snapshot(
        _ repository: GitRepository, _ version: DocumentVersion, tree: ObjectID, scope: ListingScope,
        from last: Listed?
    ) throws(ContractCheckError) -> (snapshot: SourceSnapshot, changed: Set<String>?) {
        guard let last, last.scope == scope else {
            return (try SourceSnapshot(repository: repository, kind: version, scope: scope), nil)
        }
        var diff = TreeDiff(repository: repository)
        diff.filter = scope.filter
        let changes = try diff.changes(from: last.tree, to: tree).changes
        var added: [(path: [UInt8], id: ObjectID?)] = []
        for change in changes {
            if let entry = try repository.entry(atPath: change.path, inTree: tree), entry.mode & 0o170000 == 0o100000 {
                added.append((Array(change.path.utf8), entry.id))
            }
        }
        let listing = last.listing.replacing(changes.map { Array($0.path.utf8) }, with: added)
        let snapshot = SourceSnapshot(repository: repository, kind: version, scope: scope, listing: listing)
        return (snapshot, Set(changes.map(\.path)))
    }
}
