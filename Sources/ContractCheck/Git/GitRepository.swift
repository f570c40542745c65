import CGit2
#if canImport(Glibc)
import Glibc
#endif

/// A libgit2 repository handle. This class owns the `git_repository *` and frees it in
/// `deinit`; every other handle it hands out (trees, blobs, config snapshots) is short-lived and
/// freed by a `defer` inside the method that created it.
public final class GitRepository {
    let handle: OpaquePointer
    /// The repository's git directory (for a linked worktree, the worktree's own).
    public let gitDirectory: String
    /// The directory shared by all worktrees (holds `hooks/`, `config`, objects).
    public let commonDirectory: String
    /// The working tree root, or nil for a bare repository.
    public let workTree: String?
    /// The index file the staged change is read from (`GIT_INDEX_FILE`, else `<gitdir>/index`).
    public let indexPath: String
    /// The environment the repository was opened with.
    public let environment: GitEnvironment
    /// The last index parsed by contract-check's own reader (see `StagedChangeReader`).
    let indexCache = IndexCache()

    /// Opens the repository the way git's hooks see it: `GIT_DIR` and `GIT_WORK_TREE` when set
    /// (relative to the working directory), otherwise a search upwards from the working directory.
    /// `GIT_INDEX_FILE` selects the index; it is not loaded here.
    public init(environment: GitEnvironment) throws(ContractCheckError) {
        LibGit2.ensureInitialised()
        self.environment = environment
        var repo: OpaquePointer?
        let rc: Int32
        if environment["GIT_OBJECT_DIRECTORY"] != nil || environment["GIT_ALTERNATE_OBJECT_DIRECTORIES"] != nil
            || environment["GIT_COMMON_DIR"] != nil {
            // Rare outside receive hooks: let libgit2 read every variable itself. This process
            // has those same variables, because the CLI passes its real environment.
            rc = git_repository_open_ext(&repo, nil, GIT_REPOSITORY_OPEN_FROM_ENV.rawValue, nil)
        } else if let gitDir = environment["GIT_DIR"] {
            rc = git_repository_open_ext(&repo, environment.absolute(gitDir), GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
        } else {
            rc = git_repository_open_ext(&repo, environment.workingDirectory, 0, environment["GIT_CEILING_DIRECTORIES"])
        }
        guard rc >= 0, let repo else {
            let reason: String
            if case .git(_, _, let message) = lastGitError(rc, "git_repository_open_ext") { reason = message } else { reason = "unknown" }
            throw .notARepository(path: environment["GIT_DIR"].map(environment.absolute) ?? environment.workingDirectory, reason: reason)
        }
        handle = repo
        // libgit2 1.5's `git_repository_set_workdir` leaks its prettified path when the work
        // tree is already the one asked for (it returns early without freeing it), which is
        // the usual case (`git --git-dir=R/.git --work-tree=R`): only call it on a change.
        if let workTree = environment["GIT_WORK_TREE"],
           Self.realPath(environment.absolute(workTree)) != gitString(git_repository_workdir(repo)).map({ Self.realPath($0) }) {
            let rc = git_repository_set_workdir(repo, environment.absolute(workTree), 0)
            if rc < 0 {
                git_repository_free(repo)
                throw lastGitError(rc, "git_repository_set_workdir")
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
    public var isBare: Bool { workTree == nil }

    /// HEAD's commit, or nil on an unborn branch.
    public func headCommit() throws(ContractCheckError) -> ObjectID? {
        var oid = git_oid()
        let rc = git_reference_name_to_id(&oid, handle, "HEAD")
        if rc == GIT_ENOTFOUND.rawValue || rc == GIT_EUNBORNBRANCH.rawValue { return nil }
        try check(rc, "git_reference_name_to_id")
        return ObjectID(oid)
    }

    /// Resolves a revision (`main`, `HEAD~3`, an id) to a commit id.
    public func resolveCommit(_ revision: String) throws(ContractCheckError) -> ObjectID {
        var object: OpaquePointer?
        let rc = git_revparse_single(&object, handle, revision)
        guard rc >= 0, let object else {
            if case .git(_, _, let message) = lastGitError(rc, "git_revparse_single") {
                throw .badRevision(revision, reason: message)
            }
            throw .badRevision(revision, reason: "unknown error")
        }
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        let prc = git_object_peel(&peeled, object, GIT_OBJECT_COMMIT)
        guard prc >= 0, let peeled else { throw .badRevision(revision, reason: "it does not name a commit") }
        defer { git_object_free(peeled) }
        guard let id = git_object_id(peeled) else { throw .badRevision(revision, reason: "no object id") }
        return ObjectID(id.pointee)
    }

    /// The tree of a commit.
    public func tree(ofCommit commit: ObjectID) throws(ContractCheckError) -> ObjectID {
        var oid = commit.gitOID
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, handle, &oid), "git_commit_lookup")
        defer { git_commit_free(object) }
        guard let tree = git_commit_tree_id(object) else { throw .git(function: "git_commit_tree_id", code: -1, message: "no tree") }
        return ObjectID(tree.pointee)
    }

    /// The parents of a commit, first parent first.
    public func parents(ofCommit commit: ObjectID) throws(ContractCheckError) -> [ObjectID] {
        var oid = commit.gitOID
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, handle, &oid), "git_commit_lookup")
        defer { git_commit_free(object) }
        let count = git_commit_parentcount(object)
        var out: [ObjectID] = []
        for index in 0..<count {
            if let parent = git_commit_parent_id(object, index) { out.append(ObjectID(parent.pointee)) }
        }
        return out
    }

    /// The raw message of a commit (bytes as stored, encoding header ignored).
    public func message(ofCommit commit: ObjectID) throws(ContractCheckError) -> [UInt8] {
        var oid = commit.gitOID
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, handle, &oid), "git_commit_lookup")
        defer { git_commit_free(object) }
        guard let raw = git_commit_message_raw(object) else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
    }

    /// The bytes of a blob.
    public func blob(_ id: ObjectID) throws(ContractCheckError) -> [UInt8] {
        var oid = id.gitOID
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, handle, &oid), "git_blob_lookup")
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let content = git_blob_rawcontent(blob) else { return [] }
        return Array(UnsafeRawBufferPointer(start: content, count: size))
    }

    /// The entry at `path` in a tree (files, links, submodules and subtrees), or nil.
    public func entry(atPath path: String, inTree tree: ObjectID) throws(ContractCheckError) -> TreeEntry? {
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
        return TreeEntry(name: PathUtilities.basename(path), mode: UInt32(git_tree_entry_filemode(entry).rawValue), id: ObjectID(id.pointee))
    }

    /// The entries of one tree, in git's order.
    public func entries(ofTree tree: ObjectID) throws(ContractCheckError) -> [TreeEntry] {
        var oid = tree.gitOID
        var treeHandle: OpaquePointer?
        try check(git_tree_lookup(&treeHandle, handle, &oid), "git_tree_lookup")
        defer { git_tree_free(treeHandle) }
        let count = git_tree_entrycount(treeHandle)
        var out: [TreeEntry] = []
        out.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = git_tree_entry_byindex(treeHandle, index), let id = git_tree_entry_id(entry) else { continue }
            let name = gitBytes(git_tree_entry_name(entry))
            out.append(TreeEntry(nameBytes: name, mode: UInt32(git_tree_entry_filemode(entry).rawValue), id: ObjectID(id.pointee)))
        }
        return out
    }

    /// A value from the repository's configuration (all levels, as git reads them), or nil.
    public func configString(_ name: String) throws(ContractCheckError) -> String? {
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
    public func configEntries(inSection section: String) throws(ContractCheckError) -> [(name: String, value: String)] {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, handle), "git_repository_config_snapshot")
        defer { git_config_free(config) }
        var iterator: OpaquePointer?
        try check(git_config_iterator_new(&iterator, config), "git_config_iterator_new")
        defer { git_config_iterator_free(iterator) }
        let prefix = section.lowercased() + "."
        var out: [(String, String)] = []
        var entry: UnsafeMutablePointer<git_config_entry>?
        while git_config_next(&entry, iterator) == 0, let current = entry {
            if let name = gitString(current.pointee.name), name.lowercased().hasPrefix(prefix),
               let value = gitString(current.pointee.value) {
                out.append((name, value))
            }
        }
        return out
    }

    /// True when the repository is a shallow clone.
    public var isShallow: Bool { git_repository_is_shallow(handle) == 1 }
}

/// One entry of a git tree.
public struct TreeEntry: Sendable, Equatable {
    /// The entry name as bytes (git names are not necessarily UTF-8).
    public var nameBytes: [UInt8]
    public var mode: UInt32
    public var id: ObjectID

    public init(nameBytes: [UInt8], mode: UInt32, id: ObjectID) {
        self.nameBytes = nameBytes
        self.mode = mode
        self.id = id
    }

    public init(name: String, mode: UInt32, id: ObjectID) {
        self.init(nameBytes: Array(name.utf8), mode: mode, id: id)
    }

    public var name: String { String(decoding: nameBytes, as: UTF8.self) }
    /// A subtree (mode 040000).
    public var isTree: Bool { mode & 0o170000 == 0o040000 }
    /// A submodule commit (mode 160000).
    public var isGitlink: Bool { mode & 0o170000 == 0o160000 }
}

/// The bytes of a C string (possibly not UTF-8).
func gitBytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8] {
    guard let pointer else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
}
