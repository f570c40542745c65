/// Compares two git trees the way `git diff-tree -r --no-renames --name-status` does, but
/// skipping every pair of subtrees whose ids are equal (libgit2's tree-to-tree diff walks them).
///
/// Both trees are walked in place (`GitRepository.withTree`) in git's entry order, compared as
/// `git_tree_entry_cmp` compares them (a tree sorts as if its name ended in `/`, so a file `a`
/// and a folder `a` are a deletion and an addition, as in git). Only changed entries become
/// Swift values. Used by `ci` for each commit against its parent, with a `PathFilter` so that
/// only folders on the way to an anchor, the document or a §8 file are read.
struct TreeDiff {
    let repository: GitRepository

    init(repository: GitRepository) {
        self.repository = repository
    }

    /// Only paths this filter includes are reported, and only folders that may hold one are read.
    var filter: PathFilter?

    /// The changes from `old` to `new` (nil: the empty tree).
    func changes(from old: ObjectID?, to new: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        var out: [FileChange] = []
        repository.reads.treeDiffs += 1
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

    private func compare(_ old: ObjectID?, _ new: ObjectID?, prefix: [UInt8], into out: inout [FileChange])
        throws(ContractCheckError)
    {
        if old == new { return }
        try repository.withTree(old) { (oldTree: TreeView) throws(ContractCheckError) in
            try repository.withTree(new) { (newTree: TreeView) throws(ContractCheckError) in
                try merge(oldTree, newTree, prefix: prefix, into: &out)
            }
        }
    }

    /// One level of the walk: both trees' entries in git's order, side by side.
    private func merge(_ oldTree: TreeView, _ newTree: TreeView, prefix: [UInt8], into out: inout [FileChange])
        throws(ContractCheckError)
    {
        var i = 0
        var j = 0
        while i < oldTree.count || j < newTree.count {
            let a = i < oldTree.count ? oldTree.entry(i) : nil
            let b = j < newTree.count ? newTree.entry(j) : nil
            let order: Int32
            if let a, let b { order = Self.order(a, b) } else { order = a == nil ? 1 : -1 }
            if order < 0, let a {
                try removed(a, prefix: prefix, into: &out)
                i += 1
            } else if order > 0, let b {
                try added(b, prefix: prefix, into: &out)
                j += 1
            } else if let a, let b {
                i += 1
                j += 1
                if a.rawMode == b.rawMode && a.id == b.id { continue }
                let path = prefix + b.name
                if a.isTree && b.isTree {
                    if descends(path) {
                        try compare(a.id, b.id, prefix: path + [UInt8(ascii: "/")], into: &out)
                    }
                } else {
                    record(Self.kind(a.rawMode) == Self.kind(b.rawMode) ? .modified : .typeChanged, path, into: &out)
                }
            } else {
                break
            }
        }
    }

    private func added(_ entry: TreeViewEntry, prefix: [UInt8], into out: inout [FileChange]) throws(ContractCheckError)
    {
        let path = prefix + entry.name
        if entry.isTree {
            if descends(path) { try compare(nil, entry.id, prefix: path + [UInt8(ascii: "/")], into: &out) }
        } else {
            record(.added, path, into: &out)
        }
    }

    private func removed(_ entry: TreeViewEntry, prefix: [UInt8], into out: inout [FileChange])
        throws(ContractCheckError)
    {
        let path = prefix + entry.name
        if entry.isTree {
            if descends(path) { try compare(entry.id, nil, prefix: path + [UInt8(ascii: "/")], into: &out) }
        } else {
            record(.deleted, path, into: &out)
        }
    }

    /// `git_tree_entry_cmp`: names compared as bytes, a subtree as if its name ended in '/'
    /// (git's `base_name_compare`, which the index comparer uses too).
    @inline(__always)
    static func order(_ a: TreeViewEntry, _ b: TreeViewEntry) -> Int32 {
        IndexTreeComparer.compareKeys(a.name, a.isTree, b.name, b.isTree)
    }

    static func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Regular file, symlink or submodule: a change between kinds is a type change.
    static func kind(_ mode: UInt32) -> UInt32 { mode & 0o170000 }
}
