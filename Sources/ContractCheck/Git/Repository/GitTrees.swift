import CGit2

// MARK: - Trees

extension GitRepository {
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
            name: UnsafeRawBufferPointer(start: name, count: Memory.cStringLength(name)),
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
