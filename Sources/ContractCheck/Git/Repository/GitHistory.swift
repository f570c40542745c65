import CGit2

// MARK: - References and history

/// In a shallow clone libgit2's walks fail at a commit whose parents were not fetched ("object not
/// found", and libgit2 1.5 leaks on that path), so git, which knows the shallow boundary, is asked
/// there.
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

    /// The commits whose parents a shallow clone does not have (`<commondir>/shallow`).
    package func shallowBoundary() -> Set<ObjectID> {
        guard let data = FileSystem.contents(atPath: commonDirectory + "/shallow") else { return [] }
        return Set(
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
                ObjectID(hex: String($0))
            })
    }

    /// The commits of `base..head`, oldest first (topological order): libgit2's revwalk, or, in a
    /// shallow clone (`shallow` is `shallowBoundary()`), git's rev-list, which hides the base's
    /// missing ancestors where libgit2's walk fails.
    package func commits(
        from base: ObjectID, to head: ObjectID,
        shallow: Set<ObjectID>
    ) throws(ContractCheckError) -> [ObjectID] {
        guard shallow.isEmpty else {
            let output = try gitCommand().run([
                "rev-list", "--topo-order", "--reverse", head.description,
                "^" + base.description,
            ])
            return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap {
                ObjectID(hex: String($0))
            }
        }
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
}
