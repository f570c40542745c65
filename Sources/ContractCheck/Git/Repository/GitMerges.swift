import CGit2

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
            // The first step is asked as a two-parent merge asks it (ours, theirs), so a criss-cross
            // history picks the same one of its merge bases; later steps as git-merge-octopus does.
            let base = try merged.count == 1 ? mergeBase(first, [parent]) : mergeBase(parent, merged)
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

    /// The best common ancestor of `commit` and a merge of `others` (`git merge-base commit
    /// others…`), or nil when they share no history within this clone. One other commit is
    /// libgit2's `git_merge_base`, more are `git_merge_base_many` (as git-merge-octopus asks it).
    /// In a shallow clone (`shallow` is `shallowBoundary()`) git is asked instead: libgit2's walk
    /// fails at a commit whose parents were not fetched, and git knows the boundary.
    package func mergeBase(
        _ commit: ObjectID, _ others: [ObjectID], shallow: Set<ObjectID> = []
    ) throws(ContractCheckError) -> ObjectID? {
        guard shallow.isEmpty else {
            do {
                let output = try gitCommand().run(["merge-base", commit.description] + others.map(\.description))
                return ObjectID(hex: String(decoding: output, as: UTF8.self).trimmingWhitespaceAndNewlines())
            } catch .gitCommand(_, 1, _) {
                // git merge-base exits 1 when there is no merge base within the history.
                return nil
            }
        }
        var out = git_oid()
        let rc: Int32
        if others.count == 1 {
            var first = commit.gitOID
            var second = others[0].gitOID
            rc = git_merge_base(&out, handle, &first, &second)
        } else {
            var ids = [commit.gitOID] + others.map(\.gitOID)
            rc = git_merge_base_many(&out, handle, ids.count, &ids)
        }
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, others.count == 1 ? "git_merge_base" : "git_merge_base_many")
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
