import CGit2
#if canImport(Glibc)
import Glibc
#endif

/// The entries of one tree, read in place from libgit2's parsed tree: names are not copied, so
/// walking a large tree allocates nothing per entry. Valid only inside `GitRepository.withTree`,
/// which owns the `git_tree *` and frees it when the closure returns.
struct TreeView {
    fileprivate let handle: OpaquePointer
    /// The number of entries.
    let count: Int

    /// Entry `index`, in git's tree order (a subtree sorts as if its name ended in '/').
    @inline(__always)
    func entry(_ index: Int) -> TreeViewEntry {
        guard let entry = git_tree_entry_byindex(handle, index), let name = git_tree_entry_name(entry),
              let id = git_tree_entry_id(entry)
        else {
            // Cannot happen for an index below `count`; an empty name sorts first and matches nothing.
            return TreeViewEntry(name: UnsafeRawBufferPointer(start: nil, count: 0), mode: 0, id: .zero)
        }
        return TreeViewEntry(name: UnsafeRawBufferPointer(start: name, count: strlen(name)),
                             mode: Self.canonicalMode(UInt32(git_tree_entry_filemode_raw(entry).rawValue)),
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
    /// The mode as git canonicalises it (040000, 100644, 100755, 120000, 160000).
    let mode: UInt32
    let id: ObjectID

    var isTree: Bool { mode & 0o170000 == 0o040000 }
}

extension GitRepository {
    /// Looks up tree `id` and calls `body` with its entries; the tree is freed when `body`
    /// returns. Unlike `entries(ofTree:)`, nothing is copied.
    func withTree<Result>(_ id: ObjectID, _ body: (TreeView) throws(ContractCheckError) -> Result) throws(ContractCheckError) -> Result {
        var oid = id.gitOID
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, handle, &oid), "git_tree_lookup")
        defer { git_tree_free(tree) }
        guard let tree else { throw .git(function: "git_tree_lookup", code: -1, message: "no tree for \(id)") }
        return try body(TreeView(handle: tree, count: git_tree_entrycount(tree)))
    }
}
