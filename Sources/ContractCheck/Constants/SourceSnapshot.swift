/// A set of repository files with their contents on demand: what the §8 check and the audit read.
package protocol SourceFiles: AnyObject {
    /// Every regular file, sorted, as repository-relative paths.
    var paths: [String] { get }
    /// The file's bytes, or nil when there is no such file.
    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]?
}

/// The repository's files in one state — the working tree, the index, or a commit — listed from
/// the index or a tree (never a directory walk), with their contents on demand.
///
/// The list is a `FileListing`: the index's entries read in place by contract-check's own
/// reader, and for a commit the index with that commit's version of the paths where the two
/// differ (what `git diff --cached <commit>` lists, read along changed paths only). Only where
/// the reader stops (a split or sparse index, SHA-256 ids) does libgit2 list the index, and git
/// where libgit2 cannot; a commit far from the index is a walk of its tree. So making a snapshot
/// costs one pass over the index's offsets, not a copy, hash and sort of every path.
package final class SourceSnapshot: BlobAddressedFiles {
    /// Which state: `.workingTree` is the tracked files (the index's list) with their
    /// working-tree contents, `.staged` the index's list and blobs (what a commit would record),
    /// `.commit` a commit's tree. The same states the document is read in.
    package typealias Kind = DocumentVersion

    package let kind: Kind
    package let repository: GitRepository
    /// The folders `scoped` is exact under (`.everything` but for a commit listed by scope).
    let scope: ListingScope
    /// Every regular file under `scope` (no symlinks, no submodules), sorted by bytes, with its
    /// blob id.
    let scoped: FileListing
    /// Every regular file; for a scoped snapshot, made when first asked for.
    private var complete: FileListing?
    private var cache: [PathKey: [UInt8]] = [:]

    /// A snapshot whose listing the caller already has (`ci` derives a commit's from the last
    /// one it made, along the change between the two): exact under `scope`.
    init(repository: GitRepository, kind: Kind, scope: ListingScope = .everything, listing: FileListing) {
        self.repository = repository
        self.kind = kind
        self.scope = scope
        self.scoped = listing
        self.complete = scope.folders == nil ? listing : nil
    }

    /// The files of `kind`. For a commit, `scope` lists only the files under its folders (the
    /// rest when asked for); the index's list is read in place whatever the scope.
    package convenience init(repository: GitRepository, kind: Kind) throws(ContractCheckError) {
        try self.init(repository: repository, kind: kind, scope: .everything)
    }

    init(repository: GitRepository, kind: Kind, scope: ListingScope) throws(ContractCheckError) {
        self.repository = repository
        self.kind = kind
        switch kind {
        case .workingTree, .staged:
            self.scope = .everything
            scoped = try Self.indexListing(repository)
            complete = scoped
        case .commit(let commit):
            self.scope = scope
            if let folders = scope.folders {
                scoped = try Self.scopedCommitListing(repository, commit: commit, folders: folders)
            } else {
                scoped = try Self.commitListing(repository, commit: commit)
                complete = scoped
            }
        }
    }

    /// Every regular file (no symlinks, no submodules), sorted by bytes, with its blob id.
    package var listing: FileListing {
        get throws(ContractCheckError) {
            if let complete { return complete }
            guard case .commit(let commit) = kind else { return scoped }
            let made = try Self.commitListing(repository, commit: commit)
            complete = made
            return made
        }
    }

    /// The listing that is exact under each of `roots`: the scoped one when it covers them.
    func listing(covering roots: [String]) throws(ContractCheckError) -> FileListing {
        scope.covers(roots: roots) ? scoped : try listing
    }

    /// The listing that holds `path`, if the snapshot has it.
    private func listing(holding path: String) throws(ContractCheckError) -> FileListing {
        scope.covers(path) ? scoped : try listing
    }

    /// Every regular file, sorted, as text (a copy of the whole list: prefer `listing`). Its
    /// callers (the audit's universe) make unscoped snapshots, whose listing is always there.
    package var paths: [String] { (try? listing)?.allPaths ?? scoped.allPaths }

    package func contains(_ path: String) throws(ContractCheckError) -> Bool {
        try listing(holding: path).position(of: path) != nil
    }

    /// The file's bytes, or nil when the snapshot does not have it (or, for the working tree,
    /// when the tracked file was deleted from disk).
    package func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        let key = PathKey(path)
        if let cached = cache[key] { return cached }
        let listing = try listing(holding: path)
        guard let position = listing.position(of: path), let id = listing.id(at: position) else { return nil }
        let bytes: [UInt8]?
        switch kind {
        case .workingTree:
            guard let root = repository.workTree else { return try repository.blob(id, of: path) }
            let full = root + "/" + path
            if let data = FileSystem.contents(atPath: full) {
                bytes = [UInt8](data)
            } else if FileSystem.fileExists(atPath: full) {
                throw .io(path: full, message: "the file exists but cannot be read")
            } else {
                bytes = nil
            }
        case .staged, .commit:
            bytes = try repository.blob(id, of: path)
        }
        cache[key] = bytes
        return bytes
    }

    /// The file's bytes when `wanted` accepts them, else nil, read in place (a blob in libgit2's
    /// buffer) and kept nowhere: for a pass over every file of a tree that keeps few of them (the
    /// `LINT.IfChange` scan of a whole tree), where `bytes` would copy and cache each one.
    package func bytes(_ path: String, ifWanted wanted: (UnsafeRawBufferPointer) -> Bool)
        throws(ContractCheckError) -> [UInt8]?
    {
        if let cached = cache[PathKey(path)] { return cached.withUnsafeBytes(wanted) ? cached : nil }
        let listing = try listing(holding: path)
        guard let position = listing.position(of: path), let id = listing.id(at: position) else { return nil }
        if case .workingTree = kind, let root = repository.workTree {
            let full = root + "/" + path
            guard let data = FileSystem.contents(atPath: full) else {
                if FileSystem.fileExists(atPath: full) {
                    throw .io(path: full, message: "the file exists but cannot be read")
                }
                return nil
            }
            return data.withUnsafeBytes(wanted) ? data : nil
        }
        do {
            return try repository.withBlob(id) { (raw: UnsafeRawBufferPointer) -> [UInt8]? in
                wanted(raw) ? Array(raw) : nil
            }
        } catch {
            throw .io(path: path, message: GitRepository.unreadableBlob(id, error))
        }
    }

    /// The blob `bytes(path)` reads, from the listing; nil for the working tree (its bytes are
    /// the file on disk, whatever the index records).
    func blobID(_ path: String) -> ObjectID? {
        if case .workingTree = kind { return nil }
        guard let listing = try? listing(holding: path) else { return nil }
        return listing.position(of: path).flatMap(listing.id(at:))
    }

    /// Stage-0 regular files of the index: read in place by contract-check's reader, else
    /// listed by libgit2, else by git.
    static func indexListing(_ repository: GitRepository) throws(ContractCheckError) -> FileListing {
        do {
            return try FileListing.staged(repository.indexCache.index(at: repository.indexPath, repository: repository))
        } catch {
            do {
                return FileListing(paths: try repository.stagedRegularFilesByLibgit2())
            } catch {
                return FileListing(paths: try indexFilesFromGit(repository))
            }
        }
    }

    /// A commit's regular files. When the index reader reads the index and the commit's tree
    /// differs from it in a few paths (HEAD, normally), the index's list with the commit's
    /// entries at those paths; else a walk of the whole tree.
    /// Kept for the last few commits (`GitRepository.commitDerived`): `ci` lists head twice.
    static func commitListing(_ repository: GitRepository, commit: ObjectID) throws(ContractCheckError) -> FileListing {
        if let known = repository.commitDerived.value(commit, as: FileListing.self) { return known }
        let listing = try listCommit(repository, commit: commit)
        repository.commitDerived.keep(listing, for: commit)
        return listing
    }

    /// `commitListing`, uncached.
    static func listCommit(_ repository: GitRepository, commit: ObjectID) throws(ContractCheckError) -> FileListing {
        let tree = try repository.tree(ofCommit: commit)
        if let index = try? repository.indexCache.index(at: repository.indexPath, repository: repository),
            index.count > 0, let staged = try? FileListing.staged(index),
            let changes = try? IndexTreeComparer(index: index, repository: repository).changes(from: tree),
            changes.count <= max(256, index.count / 8)
        {
            var replaced: [[UInt8]] = []
            var added: [(path: [UInt8], id: ObjectID?)] = []
            for change in changes {
                replaced.append(Array(change.path.utf8))
                if let entry = try repository.entry(atPath: change.path, inTree: tree),
                    entry.mode & 0o170000 == 0o100000
                {
                    added.append((Array(change.path.utf8), entry.id))
                }
            }
            return staged.replacing(replaced, with: added)
        }
        var files: [(path: [UInt8], id: ObjectID?)] = []
        try treeFiles(repository, tree: tree, prefix: [], into: &files)
        return FileListing(paths: files)
    }

    /// `git ls-files -s -z`, for indexes libgit2 cannot open.
    static func indexFilesFromGit(_ repository: GitRepository) throws(ContractCheckError) -> [(
        path: [UInt8], id: ObjectID?
    )] {
        let output = try repository.gitCommand().run(["ls-files", "--stage", "-z"])
        var out: [(path: [UInt8], id: ObjectID?)] = []
        for record in output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[2] == "0", fields[0].hasPrefix("100"),
                let id = ObjectID(hex: String(fields[1]))
            else { continue }
            out.append((Array(record[(tab + 1)...]), id))
        }
        return out
    }

    /// The regular files of `commit` under `folders` (each ending in `/`, none inside another),
    /// by a walk of those subtrees only.
    static func scopedCommitListing(_ repository: GitRepository, commit: ObjectID, folders: [String])
        throws(ContractCheckError) -> FileListing
    {
        let tree = try repository.tree(ofCommit: commit)
        var files: [(path: [UInt8], id: ObjectID?)] = []
        for folder in folders {
            guard let entry = try repository.entry(atPath: String(folder.dropLast()), inTree: tree), entry.isTree
            else { continue }
            try treeFiles(repository, tree: entry.id, prefix: Array(folder.utf8), into: &files)
        }
        return FileListing(paths: files)
    }

    /// Every regular file under `tree`, by a walk of its subtrees.
    static func treeFiles(
        _ repository: GitRepository, tree: ObjectID, prefix: [UInt8],
        into out: inout [(path: [UInt8], id: ObjectID?)]
    ) throws(ContractCheckError) {
        for entry in try repository.entries(ofTree: tree) {
            let path = prefix + entry.nameBytes
            if entry.isTree {
                try treeFiles(repository, tree: entry.id, prefix: path + [UInt8(ascii: "/")], into: &out)
            } else if entry.mode & 0o170000 == 0o100000 {
                out.append((path, entry.id))
            }
        }
    }
}
