/// What one commit changes, read once and shared by every rule and every configuration that
/// judges it: its change against each parent, and its own change with its exact renames.
struct CommitChange: Sendable {
    /// The unfiltered change against each parent (base tree), first parent first; empty for a
    /// root commit.
    var againstParents: [ChangeSet]
    /// The commit's own change: against its first parent (the empty tree for a root commit);
    /// for a merge, the paths where it differs from the automatic merge of its parents
    /// (`CommitContext.mergeChanges`). Its `renames` are the exact renames among those paths.
    var own: ChangeSet

    /// `own` restricted to the paths `filter` includes, with the renames out of them (the new
    /// path may lie anywhere: a rename out of an anchor counts wherever it goes).
    func own(_ filter: PathFilter) -> ChangeSet {
        Self.filtered(own, filter)
    }

    /// `change` restricted to the paths `filter` includes, with the renames out of them.
    static func filtered(_ change: ChangeSet, _ filter: PathFilter) -> ChangeSet {
        var kept = ChangeSet(changes: change.changes.filter { filter.includes($0.path) }, source: change.source)
        kept.renames = change.renames.filter { filter.includes($0.from) }
        return kept
    }
}

/// The commit message as git stores it, and its trailers as `git interpret-trailers --parse`
/// reads them.
struct CommitMessage: Sendable {
    var cleaned: [UInt8]
    var trailers: [Trailer]
}

/// The one reader of a commit, for the hooks and `check` (the index against `HEAD`, or against
/// `HEAD`'s parents for an amend, or a merge being concluded) and for `ci` (a commit against its
/// parents): what it changes against each parent, what it changes itself (for a merge, against
/// git's automatic merge of its parents, `CommitContext.mergeChanges`), its exact renames, and
/// its message's trailers through the one parser built from the repository's settings.
///
/// Renames are found as git finds them (`git show --remerge-diff`, `git diff --cached -M100%`):
/// after the merge filter, among the paths the commit changes itself, over every path (never a
/// filtered subset), so every rule and every configuration sees the same pairs.
struct CommitReader {
    let repository: GitRepository
    /// The message reader built from the repository's settings (`trailer.<name>.key`,
    /// `trailer.separators`, `commit.cleanup`, `core.commentChar`) and, in a hook, git's
    /// command line.
    let messages: MessageReader

    init(repository: GitRepository, messages: MessageReader) {
        self.repository = repository
        self.messages = messages
    }

    /// The reader of committed history (`ci`): stored messages, no command line.
    init(repository: GitRepository, settings: GitSettings) {
        self.init(
            repository: repository, messages: MessageReader(settings: settings, invocation: nil, editorUsed: false))
    }

    // MARK: - The message

    /// A message as git stored it in a commit: read as it is, trailers by the one parser.
    func message(stored bytes: [UInt8]) -> CommitMessage {
        CommitMessage(cleaned: bytes, trailers: messages.trailerParser.trailers(in: bytes))
    }

    /// A message before git stores it (the commit-msg hook's file, `check --message`): cleaned
    /// as git will clean it, then its trailers.
    func message(raw bytes: [UInt8]) -> CommitMessage {
        CommitMessage(cleaned: messages.cleaned(bytes), trailers: messages.trailers(ofRawMessage: bytes))
    }

    // MARK: - The change

    /// What the commit `info` changes (its parents' trees `parentTrees`, first parent first).
    func change(of info: CommitInfo, parentTrees: [ObjectID]) throws(ContractCheckError) -> CommitChange {
        let differ = TreeDiff(repository: repository)
        var againstParents: [ChangeSet] = []
        for tree in parentTrees { againstParents.append(try differ.changes(from: tree, to: info.tree)) }
        var primary: ChangeSet
        if let first = againstParents.first {
            primary = first
        } else {
            primary = try differ.changes(from: nil, to: info.tree)
        }
        let merged = info.tree
        let repository = self.repository
        let committed = { (path: String) throws(ContractCheckError) -> BlobEntry? in
            try repository.entry(atPath: path, inTree: merged)?.blob
        }
        if againstParents.count > 1 {
            let known = againstParents
            primary = try CommitContext.mergeChanges(
                primary, parents: info.parents, in: repository,
                againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in known[index] },
                committed: committed)
        }
        primary.renames = try renames(in: primary, base: parentTrees.first, committed: committed)
        return CommitChange(againstParents: againstParents, own: primary)
    }

    /// What the commit being made changes: the index (`staged`) against `context`'s base trees.
    /// Only the own change is read (the hooks compare each parent when they need to).
    func change(staged reader: StagedChangeReader, context: CommitContext) throws(ContractCheckError)
        -> CommitChange
    {
        var own = try context.changes(reader)
        own.renames = try renames(
            in: own, base: context.baseTrees.first ?? nil,
            committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try reader.stagedEntry(path: path)
            })
        return CommitChange(againstParents: [], own: own)
    }

    /// The exact renames among `change`'s deleted and added paths: each added path paired with
    /// a deleted path of `base` (the first parent's tree) with the same blob and mode
    /// (`FileRename.exact`). Only added and deleted paths are read, so an ordinary commit costs
    /// nothing.
    func renames(
        in change: ChangeSet, base: ObjectID?, committed: (String) throws(ContractCheckError) -> BlobEntry?
    ) throws(ContractCheckError) -> [FileRename] {
        guard let base else { return [] }
        let repository = self.repository
        return try FileRename.exact(
            deleted: change.changes.filter { $0.status == .deleted }.map(\.path),
            added: change.changes.filter { $0.status == .added }.map(\.path),
            old: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                try repository.entry(atPath: path, inTree: base)?.blob
            },
            new: committed)
    }
}
