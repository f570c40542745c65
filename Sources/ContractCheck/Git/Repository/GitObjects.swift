import CGit2

/// What `ci` needs of a commit, read with one lookup (`GitRepository.commitInfo`).
package struct CommitInfo: Sendable {
    package var id: ObjectID
    package var parents: [ObjectID]
    package var tree: ObjectID
    package var message: [UInt8]

    /// The message's first line.
    package var subject: String {
        String(
            decoding: message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first
                ?? [], as: UTF8.self)
    }
}

// MARK: - Commits and blobs

extension GitRepository {
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

    /// The first line of a commit's message.
    package func subject(ofCommit commit: ObjectID) throws(ContractCheckError) -> String {
        let message = try message(ofCommit: commit)
        let line =
            message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }

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

    /// The id git would give `bytes` as a blob (`git hash-object`), without writing it: a file
    /// from outside the repository is then cached by content like a committed one.
    package static func blobID(hashing bytes: [UInt8]) throws(ContractCheckError) -> ObjectID {
        var oid = git_oid()
        let rc = bytes.withUnsafeBytes { raw in git_odb_hash(&oid, raw.baseAddress, raw.count, GIT_OBJECT_BLOB) }
        try check(rc, "git_odb_hash")
        return ObjectID(oid)
    }

    /// The bytes of the blob of the file at `path`. A blob the repository does not hold (a partial
    /// or damaged clone) is an error naming the file, never libgit2's bare message.
    package func blob(_ id: ObjectID, of path: String) throws(ContractCheckError) -> [UInt8] {
        do {
            return try blob(id)
        } catch {
            throw .io(path: path, message: Self.unreadableBlob(id, error))
        }
    }

    /// Why the blob `id` of a file could not be read.
    package static func unreadableBlob(_ id: ObjectID, _ error: ContractCheckError) -> String {
        "its blob \(id) cannot be read from the repository, a partial or damaged clone (\(error.description))"
    }

    /// Calls `body` with the bytes of blob `id` in place (the kept copy, or libgit2's buffer,
    /// valid only inside `body`), without copying them or keeping them in `blobCache`: for a pass
    /// over many blobs that keeps few of them (the reverse look-up reads every file of a tree
    /// once, and a cache of them would only be filled, evicted and freed).
    func withBlob<Result>(_ id: ObjectID, _ body: (UnsafeRawBufferPointer) -> Result) throws(ContractCheckError)
        -> Result
    {
        if let known = blobCache.bytes(id) { return known.withUnsafeBytes(body) }
        var oid = id.gitOID
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, handle, &oid), "git_blob_lookup")
        defer { git_blob_free(blob) }
        reads.blobsInflated += 1
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let content = git_blob_rawcontent(blob) else {
            return body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeRawBufferPointer(start: content, count: size))
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
}
