/// Which commit a hook is judging, and against what.
///
/// * An ordinary commit: the index against HEAD (the empty tree on an unborn branch).
/// * `git commit --amend` (seen on the command line of the `git` process running the hook,
///   which is how `rebase -i`'s reword runs too): the index against HEAD's parents, because
///   the amended commit replaces HEAD. A commit that already carried the document and is amended
///   with another anchor change therefore passes.
/// * A merge being concluded (`MERGE_HEAD` exists, one line per further parent): a path counts
///   only if the index differs from git's automatic merge of the parents at that path (an
///   octopus merge one parent at a time, as git makes it), or the automatic merge stops there
///   with a conflict: what the merge itself changed, such as a conflict resolution. Both sides
///   changing one file in different places merges cleanly and does not count; the parents' own
///   commits are judged on their own, and the CI gate covers them.
package struct CommitContext: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case ordinary
        case amend
        case merge
    }

    package var kind: Kind
    /// The trees the index is compared with (nil: the empty tree).
    package var baseTrees: [ObjectID?]
    /// What the `git commit` command line said, when it could be read.
    package var invocation: CommitInvocation?
    /// The parent commits behind `baseTrees`, when there are several (a merge, or an amend of
    /// one): the automatic merge of them is computed.
    package var parentCommits: [ObjectID]
    /// The commit whose snapshot the new commit is compared with for "already there": HEAD,
    /// or for an amend HEAD's (first) parent; nil on an unborn branch or for an amended root.
    package var baseCommit: ObjectID?

    package init(
        kind: Kind, baseTrees: [ObjectID?], invocation: CommitInvocation?, parentCommits: [ObjectID] = [],
        baseCommit: ObjectID? = nil
    ) {
        self.kind = kind
        self.baseTrees = baseTrees
        self.invocation = invocation
        self.parentCommits = parentCommits
        self.baseCommit = baseCommit
    }

    /// Works out the context of the commit being made in `repository`. `gitCommandLine` is the
    /// argv of the `git` process running the hook (nil outside a hook or without `/proc`).
    package static func detect(_ repository: GitRepository, settings: GitSettings, gitCommandLine: [String]?)
        throws(ContractCheckError) -> CommitContext
    {
        let invocation = gitCommandLine.flatMap { CommitInvocation.parse($0, aliases: settings.aliases) }
        let head = try repository.headCommit()
        if invocation?.amend == true, let head {
            let parents = try repository.parents(ofCommit: head)
            var trees: [ObjectID?] = []
            for parent in parents { trees.append(try repository.tree(ofCommit: parent)) }
            return CommitContext(
                kind: .amend, baseTrees: trees.isEmpty ? [nil] : trees, invocation: invocation,
                parentCommits: parents, baseCommit: parents.first)
        }
        let headTree: ObjectID? = try head.map { (commit: ObjectID) throws(ContractCheckError) -> ObjectID in
            try repository.tree(ofCommit: commit)
        }
        let mergeHeads = readMergeHeads(repository)
        if !mergeHeads.isEmpty, let head {
            var trees: [ObjectID?] = [headTree]
            for merge in mergeHeads { trees.append(try repository.tree(ofCommit: merge)) }
            return CommitContext(
                kind: .merge, baseTrees: trees, invocation: invocation,
                parentCommits: [head] + mergeHeads, baseCommit: head)
        }
        return CommitContext(kind: .ordinary, baseTrees: [headTree], invocation: invocation, baseCommit: head)
    }

    /// The commits listed in `MERGE_HEAD` (one per line), if a merge is in progress.
    static func readMergeHeads(_ repository: GitRepository) -> [ObjectID] {
        guard let data = FileSystem.contents(atPath: repository.gitDirectory + "/MERGE_HEAD") else {
            return []
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            ObjectID(hex: String($0))
        }
    }

    /// The change the commit makes: for several base trees, the paths that differ from all of them.
    package func changes(_ reader: StagedChangeReader) throws(ContractCheckError) -> ChangeSet {
        guard let first = baseTrees.first else { return ChangeSet(changes: [], source: .libgit2) }
        let primary = try reader.changes(against: first)
        guard baseTrees.count > 1 else { return primary }
        return try Self.mergeChanges(
            primary, parents: parentCommits, in: reader.repository,
            againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in
                try reader.changes(against: baseTrees[index])
            },
            committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try reader.stagedEntry(path: path)
            })
    }

    /// What a merge changed itself (what `git show --remerge-diff` shows for two parents):
    /// every path where the merge differs from git's automatic merge of its parents, or where
    /// that merge conflicts (the resolution is content no commit was judged with). The
    /// candidates are the paths that differ from any parent: a path equal to one parent can
    /// still undo another's change (a stale copy restored during the merge), which the
    /// automatic merge would have kept. An octopus merge is the same against git's octopus
    /// result, each further parent merged into the running result in turn
    /// (`GitRepository.automaticMerge(of:at:)`). `primary` is the change against the first
    /// parent; `againstParent(i)` against parent i. The hook and `ci` both judge merges by this
    /// one function.
    static func mergeChanges(
        _ primary: ChangeSet, parents: [ObjectID], in repository: GitRepository,
        againstParent: (Int) throws(ContractCheckError) -> ChangeSet,
        committed: (String) throws(ContractCheckError) -> BlobEntry?
    )
        throws(ContractCheckError) -> ChangeSet
    {
        var known = Set(primary.paths)
        var candidates = primary.changes
        for index in parents.indices.dropFirst() {
            for change in try againstParent(index).changes where known.insert(change.path).inserted {
                candidates.append(change)
            }
        }
        let own = try ownMergeChanges(known, parents: parents, in: repository, committed: committed)
        return ChangeSet(changes: candidates.filter { own.contains($0.path) }, source: primary.source)
    }

    /// Of `paths`, each different in a merge of `parents` from one of them at least, those the
    /// merge changed itself: where git's automatic merge of them conflicts, or gives something
    /// other than what the merge holds (`committed`: its blob and mode at a path, nil when
    /// absent).
    static func ownMergeChanges(
        _ paths: Set<String>, parents: [ObjectID], in repository: GitRepository,
        committed: (String) throws(ContractCheckError) -> BlobEntry?
    ) throws(ContractCheckError) -> Set<String> {
        guard !paths.isEmpty else { return paths }
        let automatic = try repository.automaticMerge(of: parents, at: paths.sorted())
        var own = paths
        for path in paths {
            let entry = try committed(path)
            switch automatic[path] {
            case .merged(let merged)? where merged == entry: own.remove(path)
            case .absent? where entry == nil: own.remove(path)
            default: break
            }
        }
        return own
    }
}
