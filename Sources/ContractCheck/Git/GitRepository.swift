import CGit2
import CGit2Options

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The one file that talks to libgit2.
//
// Every libgit2 call in contract-check is in this file, as every cmark-gfm call is in
// `AnchorManifest/Markdown/CmarkReader.swift`; the rest of the package sees Swift types only
// (`GitRepository`, `ObjectID`, `TreeEntry`, `CommitInfo`, `FileChange`, `TreeView`).
//
// Who frees what: the `git_repository *` is owned by the `GitRepository` object and freed in its
// `deinit`. Every other handle (commits, trees, blobs, config snapshots and iterators, indexes,
// diffs, revwalks, buffers) lives inside the method that created it and is freed by a `defer` on
// the line after its creation. Results are copied into Swift values before the method returns;
// the one exception is `withTree`, whose `TreeView` reads a tree in place and is valid only inside
// the closure it is passed to (the hot path must not copy whole trees).
//
// Every return code goes through `check`, which reads `git_error_last()`. C strings are read with
// `String(validatingCString:)` (`gitString`), bytes with `gitBytes`.
//
// The C target `CGit2Options` wraps libgit2's variadic `git_libgit2_opts`, which Swift cannot call.

// MARK: - Initialisation, errors and C strings

/// libgit2 is initialised once per process, before the first handle is created: objects are
/// not re-hashed on every read (git does not do that either; `git fsck` is for that), and trees
/// stay in the object cache so that `ci` reads a parent's trees once.
///
/// The helpers that need libgit2 but no repository (the configuration file parser, the message
/// cleanup) are static members of this namespace.
enum LibGit2 {
    /// `git_libgit2_init` returns the number of initialisations or an error, and the options
    /// return 0 or an error; none of them can fail short of running out of memory, and a failure
    /// would show as the error of the first call that needs libgit2.
    private static let initialised: Bool = {
        git_libgit2_init()
        _ = contract_check_git_disable_strict_hash_verification()
        _ = contract_check_git_cache_trees(1 << 20, 256 << 20)
        return true
    }()

    /// Initialises libgit2 (once); every entry point in this file calls it first.
    static func ensureInitialised() {
        _ = initialised
    }
}

/// Turns a libgit2 return code into a thrown `ContractCheckError.git`, reading
/// `git_error_last()` for the message. Every libgit2 call's return code goes through here;
/// a caller that falls back (to git, or to the input unchanged) catches what it throws.
@discardableResult
private func check(_ rc: Int32, _ function: String) throws(ContractCheckError) -> Int32 {
    guard rc < 0 else { return rc }
    var message = "unknown error"
    if let error = git_error_last(), let text = error.pointee.message,
        let decoded = String(validatingCString: text)
    {
        message = decoded
    }
    throw .git(function: function, code: rc, message: message)
}

/// Reads a C string that may be NULL or not UTF-8 (git paths are bytes; invalid sequences
/// become U+FFFD).
private func gitString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    if let valid = String(validatingCString: pointer) { return valid }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
}

/// The bytes of a C string (possibly not UTF-8), copied.
private func gitBytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8] {
    guard let pointer else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
}

extension ObjectID {
    /// Copies libgit2's id.
    fileprivate init(_ oid: git_oid) {
        var copy = oid
        self = withUnsafeBytes(of: &copy.id) { ObjectID(bytes: $0.baseAddress!) }
    }

    /// The libgit2 form of the id.
    fileprivate var gitOID: git_oid {
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: middle.bigEndian, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 16, as: UInt32.self)
        }
        return oid
    }
}

// MARK: - The repository handle

/// A libgit2 repository handle. This class owns the `git_repository *` and frees it in
/// `deinit`; every other handle its methods create (commits, trees, blobs, config snapshots,
/// indexes, diffs) is short-lived and freed by a `defer` inside the method that created it.
package final class GitRepository {
    /// The `git_repository *`, freed in `deinit`; never handed out of this file.
    fileprivate let handle: OpaquePointer
    /// The repository's git directory (for a linked worktree, the worktree's own).
    package let gitDirectory: String
    /// The directory shared by all worktrees (holds `hooks/`, `config`, objects).
    package let commonDirectory: String
    /// The working tree root, or nil for a bare repository.
    package let workTree: String?
    /// The index file the staged change is read from (`GIT_INDEX_FILE`, else `<gitdir>/index`).
    package let indexPath: String
    /// The environment the repository was opened with.
    package let environment: GitEnvironment
    /// The last index parsed by contract-check's own reader (see `StagedChangeReader`).
    let indexCache = IndexCache()
    /// Blobs already read (`blob(_:)`), bounded in bytes.
    let blobCache = BlobCache()
    /// What the layers above read from the last few commits (`SourceSnapshot.commitListing`).
    let commitDerived = CommitDerivedCache()
    /// What the layers above keep for this repository's lifetime (`ClauseMemo`).
    let derived = RepositoryDerivedCache()
    /// How much this repository read from the object database (the tests' measure of what a run
    /// reads again).
    var reads = ReadCounts()

    /// Opens the repository the way git's hooks see it: `GIT_DIR` and `GIT_WORK_TREE` when set
    /// (relative to the working directory), otherwise a search upwards from the working directory.
    /// `GIT_INDEX_FILE` selects the index; it is not loaded here.
    package init(environment: GitEnvironment) throws(ContractCheckError) {
        LibGit2.ensureInitialised()
        self.environment = environment
        var repo: OpaquePointer?
        let rc: Int32
        if environment["GIT_OBJECT_DIRECTORY"] != nil || environment["GIT_ALTERNATE_OBJECT_DIRECTORIES"] != nil
            || environment["GIT_COMMON_DIR"] != nil
        {
            // Rare outside receive hooks: let libgit2 read every variable itself. This process
            // has those same variables, because the CLI passes its real environment.
            rc = git_repository_open_ext(&repo, nil, GIT_REPOSITORY_OPEN_FROM_ENV.rawValue, nil)
        } else if let gitDir = environment["GIT_DIR"] {
            rc = git_repository_open_ext(
                &repo, environment.absolute(gitDir), GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
        } else {
            rc = git_repository_open_ext(&repo, environment.workingDirectory, 0, environment["GIT_CEILING_DIRECTORIES"])
        }
        func notARepository(_ reason: String) -> ContractCheckError {
            .notARepository(
                path: environment["GIT_DIR"].map(environment.absolute) ?? environment.workingDirectory, reason: reason)
        }
        do {
            try check(rc, "git_repository_open_ext")
        } catch .git(_, _, let message) {
            throw notARepository(message)
        }
        guard let repo else { throw notARepository("unknown") }
        // Owned by this object from here on; freed by hand below if `init` throws, by `deinit`
        // otherwise.
        handle = repo
        // libgit2 1.5's `git_repository_set_workdir` leaks its prettified path when the work
        // tree is already the one asked for (it returns early without freeing it), which is
        // the usual case (`git --git-dir=R/.git --work-tree=R`): only call it on a change.
        //
        // With `GIT_DIR` set and neither `GIT_WORK_TREE` nor `core.worktree`, git takes the
        // current directory as the top of the work tree (git(1), GIT_DIR) and runs hooks there;
        // libgit2 would take the git directory's parent, which is wrong for a repository made
        // with `--separate-git-dir`. Git sets `GIT_DIR` for every hook in a linked worktree,
        // where the two agree, so the configuration is read only when they do not.
        let currentWorkTree = gitString(git_repository_workdir(repo)).map { Self.realPath($0) }
        var requestedWorkTree = environment["GIT_WORK_TREE"].map(environment.absolute)
        if requestedWorkTree == nil, environment["GIT_DIR"] != nil, git_repository_is_bare(repo) == 0,
            Self.realPath(environment.workingDirectory) != currentWorkTree,
            Self.configHasValue(repo, "core.worktree") == false
        {
            requestedWorkTree = environment.workingDirectory
        }
        if let workTree = requestedWorkTree, Self.realPath(workTree) != currentWorkTree {
            do {
                try check(git_repository_set_workdir(repo, workTree, 0), "git_repository_set_workdir")
            } catch {
                git_repository_free(repo)
                throw error
            }
        }
        gitDirectory = Self.trimSlash(gitString(git_repository_path(repo)) ?? environment.workingDirectory)
        commonDirectory = Self.trimSlash(gitString(git_repository_commondir(repo)) ?? gitDirectory)
        workTree = git_repository_is_bare(repo) != 0 ? nil : gitString(git_repository_workdir(repo)).map(Self.trimSlash)
        if let indexFile = environment["GIT_INDEX_FILE"] {
            indexPath = environment.absolute(indexFile)
        } else {
            indexPath = gitDirectory + "/index"
        }
    }

    deinit {
        git_repository_free(handle)
    }

    /// Whether the repository's configuration sets `name`; nil when it cannot be read.
    private static func configHasValue(_ repo: OpaquePointer, _ name: String) -> Bool? {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, repo) >= 0, let config else { return nil }
        defer { git_config_free(config) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        let rc = git_config_get_entry(&entry, config, name)
        defer { if let entry { git_config_entry_free(entry) } }
        if rc == GIT_ENOTFOUND.rawValue { return false }
        return rc >= 0 ? true : nil
    }

    /// The canonical form of a directory (symbolic links resolved, no trailing slash), or the
    /// path unchanged when it cannot be resolved.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return trimSlash(path) }
        defer { free(resolved) }
        return String(validatingCString: resolved).map(trimSlash) ?? trimSlash(path)
    }

    private static func trimSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// True for a bare repository (no working tree).
    package var isBare: Bool { workTree == nil }
}

// MARK: - Commits and history

extension GitRepository {
    /// HEAD's commit, or nil on an unborn branch.
    package func headCommit() throws(ContractCheckError) -> ObjectID? {
        var oid = git_oid()
        let rc = git_reference_name_to_id(&oid, handle, "HEAD")
        if rc == GIT_ENOTFOUND.rawValue || rc == GIT_EUNBORNBRANCH.rawValue { return nil }
        try check(rc, "git_reference_name_to_id")
        return ObjectID(oid)
    }

    /// Resolves a revision (`main`, `HEAD~3`, an id) to a commit id.
    package func resolveCommit(_ revision: String) throws(ContractCheckError) -> ObjectID {
        var object: OpaquePointer?
        do {
            try check(git_revparse_single(&object, handle, revision), "git_revparse_single")
        } catch .git(_, _, let message) {
            throw .badRevision(revision, reason: message)
        }
        guard let object else { throw .badRevision(revision, reason: "unknown error") }
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        do {
            try check(git_object_peel(&peeled, object, GIT_OBJECT_COMMIT), "git_object_peel")
        } catch {
            throw .badRevision(revision, reason: "it does not name a commit")
        }
        guard let peeled else { throw .badRevision(revision, reason: "it does not name a commit") }
        defer { git_object_free(peeled) }
        guard let id = git_object_id(peeled) else { throw .badRevision(revision, reason: "no object id") }
        return ObjectID(id.pointee)
    }

    /// The tree of a commit.
    package func tree(ofCommit commit: ObjectID) throws(ContractCheckError) -> ObjectID {
        try withCommit(commit) { object throws(ContractCheckError) in try Self.treeID(of: object) }
    }

    /// The parents of a commit, first parent first.
    package func parents(ofCommit commit: ObjectID) throws(ContractCheckError) -> [ObjectID] {
        try withCommit(commit) { object in Self.parentIDs(of: object) }
    }

    /// The raw message of a commit (bytes as stored, encoding header ignored).
    package func message(ofCommit commit: ObjectID) throws(ContractCheckError) -> [UInt8] {
        try withCommit(commit) { object in gitBytes(git_commit_message_raw(object)) }
    }

    /// The parents, tree and raw message of a commit, read with one lookup.
    package func commitInfo(_ commit: ObjectID) throws(ContractCheckError) -> CommitInfo {
        try withCommit(commit) { object throws(ContractCheckError) in
            CommitInfo(
                id: commit, parents: Self.parentIDs(of: object), tree: try Self.treeID(of: object),
                message: gitBytes(git_commit_message_raw(object)))
        }
    }

    /// Looks `commit` up and lends the `git_commit *` to `body` only: it is freed when `body`
    /// returns, so nothing read from it may escape except as Swift values.
    private func withCommit<T>(_ commit: ObjectID, _ body: (OpaquePointer?) throws(ContractCheckError) -> T)
        throws(ContractCheckError) -> T
    {
        var oid = commit.gitOID
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, handle, &oid), "git_commit_lookup")
        defer { git_commit_free(object) }
        return try body(object)
    }

    /// The parents of a looked-up commit, first parent first.
    private static func parentIDs(of object: OpaquePointer?) -> [ObjectID] {
        (0..<git_commit_parentcount(object)).compactMap { index in
            git_commit_parent_id(object, index).map { ObjectID($0.pointee) }
        }
    }

    /// The tree id of a looked-up commit.
    private static func treeID(of object: OpaquePointer?) throws(ContractCheckError) -> ObjectID {
        guard let tree = git_commit_tree_id(object) else {
            throw .git(function: "git_commit_tree_id", code: -1, message: "no tree")
        }
        return ObjectID(tree.pointee)
    }

    /// The commits of `base..head`, oldest first (libgit2's revwalk, topological and reversed).
    package func commits(from base: ObjectID, to head: ObjectID) throws(ContractCheckError) -> [ObjectID] {
        var walk: OpaquePointer?
        try check(git_revwalk_new(&walk, handle), "git_revwalk_new")
        defer { git_revwalk_free(walk) }
        try check(
            git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue), "git_revwalk_sorting")
        var headOID = head.gitOID
        var baseOID = base.gitOID
        try check(git_revwalk_push(walk, &headOID), "git_revwalk_push")
        try check(git_revwalk_hide(walk, &baseOID), "git_revwalk_hide")
        var out: [ObjectID] = []
        var next = git_oid()
        while true {
            let rc = git_revwalk_next(&next, walk)
            if rc == GIT_ITEROVER.rawValue { break }
            try check(rc, "git_revwalk_next")
            out.append(ObjectID(next))
        }
        return out
    }

    /// The best common ancestor of two commits, or nil when their histories are unrelated (or
    /// the part that would connect them is not in this clone).
    package func mergeBase(_ a: ObjectID, _ b: ObjectID) throws(ContractCheckError) -> ObjectID? {
        var out = git_oid()
        var first = a.gitOID
        var second = b.gitOID
        let rc = git_merge_base(&out, handle, &first, &second)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_merge_base")
        return ObjectID(out)
    }
}

// MARK: - The automatic merge

/// What git's automatic three-way merge of two commits gives at one path.
package enum AutomaticMergeResult: Sendable, Equatable {
    /// The merge stops there with a conflict: whatever is committed is the merge's own work.
    case conflicted
    /// A clean result: this blob and mode (nil: the path is not in the result).
    case merged(BlobEntry)
    case absent
}

extension GitRepository {
    /// git's automatic merge of `parents` at each of `paths`, computed as `git merge` does
    /// (git-merge-octopus for more than two): each further parent is merged into the running
    /// result, from the merge base of that parent and every commit merged so far
    /// (`git_merge_base_many`, none when they share no history), by `git_merge_trees` with its
    /// default rename detection. A path that conflicts in any step is `.conflicted` (the
    /// merge's own work, whatever it holds); the step's conflicts are then dropped from the
    /// running result, which is written as a tree for the next step. Two parents are one step.
    package func automaticMerge(of parents: [ObjectID], at paths: [String]) throws(ContractCheckError)
        -> [String: AutomaticMergeResult]
    {
        guard let first = parents.first else { return [:] }
        var running = try tree(ofCommit: first)
        var merged: [ObjectID] = [first]
        var conflicted: Set<String> = []
        var results: [String: AutomaticMergeResult] = [:]
        for (step, parent) in parents.enumerated().dropFirst() {
            let base = try mergeBase(of: [parent] + merged)
            let index = try mergeTrees(
                ancestor: try base.map { (commit: ObjectID) throws(ContractCheckError) -> ObjectID in
                    try tree(ofCommit: commit)
                }, ours: running, theirs: tree(ofCommit: parent))
            defer { git_index_free(index) }
            for path in paths where (1...3).contains(where: { git_index_get_bypath(index, path, Int32($0)) != nil }) {
                conflicted.insert(path)
            }
            merged.append(parent)
            if step == parents.count - 1 {
                for path in paths {
                    if conflicted.contains(path) {
                        results[path] = .conflicted
                    } else if let entry = git_index_get_bypath(index, path, 0) {
                        results[path] = .merged(BlobEntry(id: ObjectID(entry.pointee.id), mode: entry.pointee.mode))
                    } else {
                        results[path] = .absent
                    }
                }
            } else {
                try check(git_index_conflict_cleanup(index), "git_index_conflict_cleanup")
                var written = git_oid()
                try check(git_index_write_tree_to(&written, index, handle), "git_index_write_tree_to")
                running = ObjectID(written)
            }
        }
        return results
    }

    /// The merge base of `commits[0]` and a merge of all the others (`git merge-base` with
    /// several commits, as git-merge-octopus asks it), nil when they share no history.
    func mergeBase(of commits: [ObjectID]) throws(ContractCheckError) -> ObjectID? {
        // Two commits: asked as the two-parent merge always asked it (ours, theirs), so a
        // criss-cross history picks the same one of its merge bases.
        if commits.count == 2 { return try mergeBase(commits[1], commits[0]) }
        var ids = commits.map(\.gitOID)
        var out = git_oid()
        let rc = git_merge_base_many(&out, handle, ids.count, &ids)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_merge_base_many")
        return ObjectID(out)
    }

    /// The index `git_merge_trees` builds for the three trees (no ancestor: none); the caller
    /// frees it.
    private func mergeTrees(ancestor: ObjectID?, ours: ObjectID, theirs: ObjectID) throws(ContractCheckError)
        -> OpaquePointer
    {
        func lookupTree(_ id: ObjectID?) throws(ContractCheckError) -> OpaquePointer? {
            guard let id else { return nil }
            var oid = id.gitOID
            var found: OpaquePointer?
            try check(git_tree_lookup(&found, handle, &oid), "git_tree_lookup")
            return found
        }
        let ancestorTree = try lookupTree(ancestor)
        defer { if let ancestorTree { git_tree_free(ancestorTree) } }
        let ourTree = try lookupTree(ours)
        defer { if let ourTree { git_tree_free(ourTree) } }
        let theirTree = try lookupTree(theirs)
        defer { if let theirTree { git_tree_free(theirTree) } }
        var options = git_merge_options()
        try check(git_merge_options_init(&options, UInt32(GIT_MERGE_OPTIONS_VERSION)), "git_merge_options_init")
        var merged: OpaquePointer?
        try check(git_merge_trees(&merged, handle, ancestorTree, ourTree, theirTree, &options), "git_merge_trees")
        guard let merged else { throw .git(function: "git_merge_trees", code: -1, message: "no index") }
        return merged
    }
}

// MARK: - Blobs and trees

extension GitRepository {
    /// The bytes of a blob. Blobs up to `BlobCache.maximumBlob` bytes are kept (`blobCache`):
    /// `ci` reads the document and the §8 sides of a commit and of its parent, mostly the same
    /// blobs commit after commit, and libgit2 caches no blob (each lookup inflates it again).
    package func blob(_ id: ObjectID) throws(ContractCheckError) -> [UInt8] {
        if let known = blobCache.bytes(id) { return known }
        let bytes = try uncachedBlob(id)
        reads.blobsInflated += 1
        blobCache.keep(bytes, for: id)
        return bytes
    }

    /// The bytes of a blob, read through libgit2.
    private func uncachedBlob(_ id: ObjectID) throws(ContractCheckError) -> [UInt8] {
        var oid = id.gitOID
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, handle, &oid), "git_blob_lookup")
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let content = git_blob_rawcontent(blob) else { return [] }
        return Array(UnsafeRawBufferPointer(start: content, count: size))
    }

    /// The entry at `path` in a tree (files, links, submodules and subtrees), or nil.
    package func entry(atPath path: String, inTree tree: ObjectID) throws(ContractCheckError) -> TreeEntry? {
        var oid = tree.gitOID
        var treeHandle: OpaquePointer?
        try check(git_tree_lookup(&treeHandle, handle, &oid), "git_tree_lookup")
        defer { git_tree_free(treeHandle) }
        var entry: OpaquePointer?
        let rc = git_tree_entry_bypath(&entry, treeHandle, path)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_tree_entry_bypath")
        defer { git_tree_entry_free(entry) }
        guard let id = git_tree_entry_id(entry) else { return nil }
        // The entry's own name (the path's last component), copied as bytes: splitting the
        // path as a `String` cost more than the lookup.
        return TreeEntry(
            nameBytes: gitBytes(git_tree_entry_name(entry)), mode: UInt32(git_tree_entry_filemode(entry).rawValue),
            id: ObjectID(id.pointee))
    }

    /// The entries of one tree, in git's order, copied (see `withTree` for the walk that copies
    /// nothing).
    package func entries(ofTree tree: ObjectID) throws(ContractCheckError) -> [TreeEntry] {
        var oid = tree.gitOID
        var treeHandle: OpaquePointer?
        try check(git_tree_lookup(&treeHandle, handle, &oid), "git_tree_lookup")
        defer { git_tree_free(treeHandle) }
        let count = git_tree_entrycount(treeHandle)
        var out: [TreeEntry] = []
        out.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = git_tree_entry_byindex(treeHandle, index), let id = git_tree_entry_id(entry) else {
                continue
            }
            let name = gitBytes(git_tree_entry_name(entry))
            out.append(
                TreeEntry(
                    nameBytes: name, mode: UInt32(git_tree_entry_filemode(entry).rawValue), id: ObjectID(id.pointee)))
        }
        return out
    }

    /// Looks up tree `id` (nil: the empty tree, which is not looked up) and calls `body` with its
    /// entries; the `git_tree *` is freed by a `defer` when `body` returns. Unlike
    /// `entries(ofTree:)`, nothing is copied: this is the walk of the hot paths (`TreeDiff`, and
    /// `IndexTreeComparer` for the hooks), which read tree entries only along changed paths.
    func withTree<Result>(_ id: ObjectID?, _ body: (TreeView) throws(ContractCheckError) -> Result)
        throws(ContractCheckError) -> Result
    {
        guard let id else { return try body(TreeView(tree: nil, count: 0)) }
        var oid = id.gitOID
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, handle, &oid), "git_tree_lookup")
        defer { git_tree_free(tree) }
        guard let tree else { throw .git(function: "git_tree_lookup", code: -1, message: "no tree for \(id)") }
        return try body(TreeView(tree: tree, count: git_tree_entrycount(tree)))
    }
}

/// The entries of one tree, read in place from libgit2's parsed tree: names are not copied, so
/// walking a large tree allocates nothing per entry. Valid only inside `GitRepository.withTree`,
/// which owns the `git_tree *` and frees it when the closure returns; do not keep it (or an
/// entry's `name`) beyond that.
struct TreeView {
    /// The `git_tree *` (nil for the empty tree); owned and freed by `withTree`.
    fileprivate let tree: OpaquePointer?
    /// The number of entries.
    let count: Int

    /// Entry `index` (below `count`), in git's tree order (a subtree sorts as if its name ended
    /// in '/').
    @inline(__always)
    func entry(_ index: Int) -> TreeViewEntry {
        guard let entry = git_tree_entry_byindex(tree, index), let name = git_tree_entry_name(entry),
            let id = git_tree_entry_id(entry)
        else {
            // Cannot happen for an index below `count`; an empty name sorts first and matches nothing.
            return TreeViewEntry(name: UnsafeRawBufferPointer(start: nil, count: 0), rawMode: 0, id: .zero)
        }
        return TreeViewEntry(
            name: UnsafeRawBufferPointer(start: name, count: strlen(name)),
            rawMode: UInt32(git_tree_entry_filemode_raw(entry).rawValue),
            id: ObjectID(bytes: UnsafeRawPointer(id)))
    }

    /// git's `canon_mode`: a regular file is 100755 when its owner may execute it, else 100644;
    /// anything that is not a file, link or directory is a gitlink. (libgit2's normalised mode
    /// differs for odd legacy modes such as 100654.)
    @inline(__always)
    static func canonicalMode(_ mode: UInt32) -> UInt32 {
        switch mode & 0o170000 {
        case 0o100000: return mode & 0o100 != 0 ? 0o100755 : 0o100644
        case 0o120000: return 0o120000
        case 0o040000: return 0o040000
        default: return 0o160000
        }
    }
}

/// One tree entry; `name` points into libgit2's tree and lives as long as the `TreeView`.
struct TreeViewEntry {
    let name: UnsafeRawBufferPointer
    /// The mode as the tree stores it (`git_tree_entry_filemode_raw`).
    let rawMode: UInt32
    let id: ObjectID

    /// The mode as git canonicalises it (040000, 100644, 100755, 120000, 160000).
    @inline(__always)
    var mode: UInt32 { TreeView.canonicalMode(rawMode) }

    /// A subtree (mode 040000).
    @inline(__always)
    var isTree: Bool { rawMode & 0o170000 == 0o040000 }
}

// MARK: - Ignore rules

extension GitRepository {
    /// Whether git's ignore rules (`.gitignore` files, `info/exclude`, `core.excludesFile`)
    /// ignore the work-tree-relative `path`, as `git check-ignore` says. `install` asks it before
    /// telling anyone to `git add` a hook: git refuses an ignored path (husky's `.husky/_`).
    package func isIgnored(_ path: String) throws(ContractCheckError) -> Bool {
        var ignored: Int32 = 0
        try check(git_ignore_path_is_ignored(&ignored, handle, path), "git_ignore_path_is_ignored")
        return ignored == 1
    }
}

// MARK: - Configuration

extension GitRepository {
    /// A value from the repository's configuration (all levels, as git reads them), or nil.
    package func configString(_ name: String) throws(ContractCheckError) -> String? {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, handle), "git_repository_config_snapshot")
        defer { git_config_free(config) }
        var value: UnsafePointer<CChar>?
        let rc = git_config_get_string(&value, config, name)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_config_get_string")
        return gitString(value)
    }

    /// Every configuration entry in `section` (`alias` → `alias.ci`, `trailer` →
    /// `trailer.fixes.key`), in libgit2's order.
    ///
    /// The section is matched here, not with libgit2's `git_config_iterator_glob_new`: in
    /// libgit2 before 1.6 (Debian 12 has 1.5.1) its regular expression match leaks PCRE2's match
    /// data, 20 kB with its frames, for every entry that does *not* match (libgit2 #6382).
    package func configEntries(inSection section: String) throws(ContractCheckError) -> [(name: String, value: String)]
    {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, handle), "git_repository_config_snapshot")
        defer { git_config_free(config) }
        let prefix = section.lowercased() + "."
        var out: [(String, String)] = []
        try LibGit2.forEachConfigEntry(config) { name, value in
            if let name, name.lowercased().hasPrefix(prefix), let value {
                out.append((name, value))
            }
        }
        return out
    }
}

extension LibGit2 {
    /// Every entry of a configuration file (`.contract-check`), as libgit2's parser reads it:
    /// section and key lower-cased, a repeated key once per line in file order, a key without
    /// `=` with the value "". The `git_config *` and its iterator are freed before it returns.
    ///
    /// Throws `.git(function: "git_config_add_file_ondisk", …)` when the file is not valid
    /// git-config syntax; libgit2's message ends in "(in <path>:<line>, column <n>)".
    static func configFileEntries(atPath path: String) throws(ContractCheckError) -> [(key: String, value: String)] {
        ensureInitialised()
        var config: OpaquePointer?
        try check(git_config_new(&config), "git_config_new")
        defer { git_config_free(config) }
        try check(git_config_add_file_ondisk(config, path, GIT_CONFIG_LEVEL_APP, nil, 0), "git_config_add_file_ondisk")
        var values: [(key: String, value: String)] = []
        try forEachConfigEntry(config) { name, value in
            guard let name else { return }
            values.append((name, value ?? ""))
        }
        return values
    }

    /// Calls `body` with the name and value of every entry of `config`, in libgit2's order (the
    /// strings are copied; the iterator is freed before it returns).
    fileprivate static func forEachConfigEntry(_ config: OpaquePointer?, _ body: (String?, String?) -> Void)
        throws(ContractCheckError)
    {
        var iterator: OpaquePointer?
        try check(git_config_iterator_new(&iterator, config), "git_config_iterator_new")
        defer { git_config_iterator_free(iterator) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        while true {
            let rc = git_config_next(&entry, iterator)
            if rc == GIT_ITEROVER.rawValue { break }
            try check(rc, "git_config_next")
            guard let current = entry else { break }
            body(gitString(current.pointee.name), gitString(current.pointee.value))
        }
    }
}

// MARK: - The index through libgit2 (the fallbacks)

// contract-check reads the index with its own reader (`Git/Index/`); these are the fallbacks for
// an index that reader does not read. Each opens the index file anew and frees it before it
// returns.

extension GitRepository {
    /// `indexPath` opened by libgit2; the caller frees it (`git_index_free`) with a `defer` on
    /// the next line. Throws when libgit2 cannot read the file.
    private func openIndex() throws(ContractCheckError) -> OpaquePointer {
        var index: OpaquePointer?
        try check(git_index_open(&index, indexPath), "git_index_open")
        guard let index else { throw .git(function: "git_index_open", code: -1, message: "no index") }
        return index
    }

    /// The index against `tree` (nil: the empty tree) by libgit2's `git_diff_tree_to_index`, in
    /// libgit2's order; nil when libgit2 cannot read the index or diff it (the caller asks git).
    /// Throws when the tree cannot be read.
    func stagedChangesByLibgit2(against tree: ObjectID?) throws(ContractCheckError) -> [FileChange]? {
        guard let index = try? openIndex() else { return nil }
        defer { git_index_free(index) }
        var treeHandle: OpaquePointer?
        if let tree {
            var oid = tree.gitOID
            try check(git_tree_lookup(&treeHandle, handle, &oid), "git_tree_lookup")
        }
        defer { if let treeHandle { git_tree_free(treeHandle) } }
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "git_diff_options_init")
        options.flags = GIT_DIFF_INCLUDE_TYPECHANGE.rawValue
        var diff: OpaquePointer?
        do {
            try check(git_diff_tree_to_index(&diff, handle, treeHandle, index, &options), "git_diff_tree_to_index")
        } catch {
            return nil
        }
        guard let diff else { return nil }
        defer { git_diff_free(diff) }
        var changes: [FileChange] = []
        for position in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, position) else { continue }
            let status: FileChange.Status
            switch delta.pointee.status {
            case GIT_DELTA_ADDED: status = .added
            case GIT_DELTA_DELETED: status = .deleted
            case GIT_DELTA_MODIFIED: status = .modified
            case GIT_DELTA_TYPECHANGE: status = .typeChanged
            case GIT_DELTA_CONFLICTED: status = .unmerged
            case GIT_DELTA_UNMODIFIED: continue
            default: status = .modified
            }
            let path = gitString(status == .deleted ? delta.pointee.old_file.path : delta.pointee.new_file.path) ?? ""
            // An intent-to-add entry (`git add -N`) is not part of the commit: the path counts as
            // absent from the index (added → nothing; against a tree that has it → deleted).
            if status != .deleted, let entry = git_index_get_bypath(index, path, 0),
                UInt32(entry.pointee.flags_extended) & GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue != 0
            {
                if status != .added { changes.append(FileChange(.deleted, path)) }
                continue
            }
            changes.append(FileChange(status, path))
        }
        return changes
    }

    /// The blob id and mode of `path` at stage 0 of the index as libgit2 reads it, or nil when
    /// the index has no such entry. Throws only when libgit2 cannot open the index.
    func stagedEntryByLibgit2(path: String) throws(ContractCheckError) -> BlobEntry? {
        let index = try openIndex()
        defer { git_index_free(index) }
        // libgit2 refuses a sparse index (its `sdir` extension is mandatory), so an index it
        // opened has every path expanded and a missing entry is really missing.
        guard let entry = git_index_get_bypath(index, path, 0) else { return nil }
        return BlobEntry(id: ObjectID(entry.pointee.id), mode: entry.pointee.mode)
    }

    /// The stage-0 regular files of the index (no links, no submodules) and their blob ids, as
    /// libgit2 reads it. Throws only when libgit2 cannot open the index.
    func stagedRegularFilesByLibgit2() throws(ContractCheckError) -> [(path: [UInt8], id: ObjectID?)] {
        let index = try openIndex()
        defer { git_index_free(index) }
        var out: [(path: [UInt8], id: ObjectID?)] = []
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position) else { continue }
            let stage = (Int32(entry.pointee.flags) >> 12) & 0x3
            guard stage == 0, entry.pointee.mode & 0o170000 == 0o100000, entry.pointee.path != nil else { continue }
            out.append((gitBytes(entry.pointee.path), ObjectID(entry.pointee.id)))
        }
        return out
    }
}
