import CGit2

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
