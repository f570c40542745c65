import CGit2
#if canImport(Glibc)
import Glibc
#endif

/// Compares two git trees the way `git diff-tree -r --no-renames --name-status` does, but
/// skipping every pair of subtrees whose ids are equal (libgit2's tree-to-tree diff walks them).
///
/// Both trees are walked in git's entry order with `git_tree_entry_cmp` (a tree sorts as if its
/// name ended in `/`, so a file `a` and a folder `a` are a deletion and an addition, as in git).
/// Only changed entries become Swift values. Used by `ci` for each commit against its parent,
/// with a `PathFilter` so that only folders on the way to an anchor, the document or a §8 file
/// are read.
public struct TreeDiff {
    public let repository: GitRepository

    public init(repository: GitRepository) {
        self.repository = repository
    }

    /// Only paths this filter includes are reported, and only folders that may hold one are read.
    public var filter: PathFilter?

    /// The changes from `old` to `new` (nil: the empty tree).
    public func changes(from old: ObjectID?, to new: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        var out: [FileChange] = []
        try compare(old, new, prefix: [], into: &out)
        return ChangeSet(changes: out, source: .commit)
    }

    /// True when the walk must go into the folder at `path` (bytes, no trailing `/`).
    private func descends(_ path: [UInt8]) -> Bool {
        filter?.mayContain(folder: Self.string(path)) ?? true
    }

    /// Records a change unless the filter leaves its path out.
    private func record(_ status: FileChange.Status, _ path: [UInt8], into out: inout [FileChange]) {
        let text = Self.string(path)
        if filter?.includes(text) ?? true { out.append(FileChange(status, text)) }
    }

    /// A tree handle, or nil for the empty tree. The caller frees it (`git_tree_free`).
    private func lookup(_ id: ObjectID?) throws(ContractCheckError) -> OpaquePointer? {
        guard let id else { return nil }
        var oid = id.gitOID
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, repository.handle, &oid), "git_tree_lookup")
        return tree
    }

    private func compare(_ old: ObjectID?, _ new: ObjectID?, prefix: [UInt8], into out: inout [FileChange]) throws(ContractCheckError) {
        if old == new { return }
        let oldTree = try lookup(old)
        defer { if let oldTree { git_tree_free(oldTree) } }
        let newTree = try lookup(new)
        defer { if let newTree { git_tree_free(newTree) } }
        let oldCount = oldTree.map { git_tree_entrycount($0) } ?? 0
        let newCount = newTree.map { git_tree_entrycount($0) } ?? 0
        var i = 0, j = 0
        while i < oldCount || j < newCount {
            let a = i < oldCount ? git_tree_entry_byindex(oldTree, i) : nil
            let b = j < newCount ? git_tree_entry_byindex(newTree, j) : nil
            let order: Int32
            if let a, let b { order = git_tree_entry_cmp(a, b) } else { order = a == nil ? 1 : -1 }
            if order < 0, let a {
                try removed(a, prefix: prefix, into: &out)
                i += 1
            } else if order > 0, let b {
                try added(b, prefix: prefix, into: &out)
                j += 1
            } else if let a, let b {
                i += 1
                j += 1
                let modeA = UInt32(git_tree_entry_filemode_raw(a).rawValue), modeB = UInt32(git_tree_entry_filemode_raw(b).rawValue)
                guard let idA = git_tree_entry_id(a), let idB = git_tree_entry_id(b) else { continue }
                if modeA == modeB && git_oid_equal(idA, idB) != 0 { continue }
                let path = Self.path(prefix, b)
                if Self.isTree(modeA) && Self.isTree(modeB) {
                    if descends(path) {
                        try compare(ObjectID(idA.pointee), ObjectID(idB.pointee), prefix: path + [UInt8(ascii: "/")], into: &out)
                    }
                } else {
                    record(Self.kind(modeA) == Self.kind(modeB) ? .modified : .typeChanged, path, into: &out)
                }
            } else {
                break
            }
        }
    }

    private func added(_ entry: OpaquePointer, prefix: [UInt8], into out: inout [FileChange]) throws(ContractCheckError) {
        let path = Self.path(prefix, entry)
        if Self.isTree(UInt32(git_tree_entry_filemode_raw(entry).rawValue)), let id = git_tree_entry_id(entry) {
            if descends(path) { try compare(nil, ObjectID(id.pointee), prefix: path + [UInt8(ascii: "/")], into: &out) }
        } else {
            record(.added, path, into: &out)
        }
    }

    private func removed(_ entry: OpaquePointer, prefix: [UInt8], into out: inout [FileChange]) throws(ContractCheckError) {
        let path = Self.path(prefix, entry)
        if Self.isTree(UInt32(git_tree_entry_filemode_raw(entry).rawValue)), let id = git_tree_entry_id(entry) {
            if descends(path) { try compare(ObjectID(id.pointee), nil, prefix: path + [UInt8(ascii: "/")], into: &out) }
        } else {
            record(.deleted, path, into: &out)
        }
    }

    static func path(_ prefix: [UInt8], _ entry: OpaquePointer) -> [UInt8] {
        prefix + gitBytes(git_tree_entry_name(entry))
    }

    static func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func isTree(_ mode: UInt32) -> Bool { mode & 0o170000 == 0o040000 }

    /// Regular file, symlink or submodule: a change between kinds is a type change.
    static func kind(_ mode: UInt32) -> UInt32 { mode & 0o170000 }
}
