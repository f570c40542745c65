/// Compares the index with a tree and lists what `git diff-index --cached --no-renames
/// --name-status <tree>` lists: added, modified, deleted and type-changed paths, and one `U` per
/// conflicted path.
///
/// It walks the tree and the index together, one directory level at a time. Both are in the
/// same order when a directory's key is its name followed by '/' (git's tree order equals the
/// index's byte order of full paths). A directory is skipped wholesale when its cache-tree node
/// is valid and names the same tree, so only the trees along changed paths are read.
///
/// Like `git diff-index`, it compares ids and modes only: a mode change (100644 ↔ 100755) is
/// `M`, a change of kind (file ↔ symbolic link ↔ gitlink) is `T`, a submodule is compared by its
/// commit id, a file replaced by a directory (or the reverse) is a deletion plus additions, and
/// skip-worktree entries count like any other entry; an intent-to-add entry (`git add -N`) is
/// left out, as `git diff --cached` and `git commit` leave it out.
final class IndexTreeComparer {
    let index: IndexFile
    let repository: GitRepository
    /// The directory being compared, with a trailing '/' (empty at the root).
    private var prefix: [UInt8] = []
    private var changes: [FileChange] = []
    /// How many trees were read from the object database (what the cache-tree saves).
    private(set) var treesRead = 0

    init(index: IndexFile, repository: GitRepository) {
        self.index = index
        self.repository = repository
    }

    /// The changes from `tree` (nil: the empty tree) to the index, unsorted.
    func changes(from tree: ObjectID?) throws(ContractCheckError) -> [FileChange] {
        prefix = []
        changes = []
        treesRead = 0
        try compareDirectory(tree: tree, low: 0, high: index.count, node: index.cacheTree == nil ? nil : CacheTree.root)
        return changes
    }

    /// Compares the entries `low..<high` (all under `prefix`) with `tree`.
    private func compareDirectory(tree: ObjectID?, low: Int, high: Int, node: Int?) throws(ContractCheckError) {
        guard let tree else {
            try emitAdded(low, high)
            return
        }
        if let node, let cacheTree = index.cacheTree {
            let cached = cacheTree.nodes[node]
            if cached.isValid, cached.id == tree, Int(cached.entryCount) == high - low { return }
        }
        treesRead += 1
        try repository.withTree(tree) { (view: TreeView) throws(ContractCheckError) in
            try self.merge(view, low: low, high: high, node: node)
        }
    }

    /// The merge of one directory level: index items (a file, or a subdirectory's group of
    /// entries) against tree entries, both in key order.
    private func merge(_ view: TreeView, low: Int, high: Int, node: Int?) throws(ContractCheckError) {
        let depth = prefix.count
        var position = low
        var slot = 0
        // The index item at `position`: its name at this level, and whether it is a directory.
        var name = UnsafeRawBufferPointer(start: nil, count: 0)
        var isDirectory = false
        var keyPosition = -1
        while position < high || slot < view.count {
            if position < high, position != keyPosition {
                let path = index.pathBytes(position)
                // Only an unsorted index puts an entry outside its directory's group.
                guard path.count > depth,
                    depth == 0
                        || prefix.withUnsafeBytes({ Memory.compare(path.baseAddress!, $0.baseAddress!, depth) == 0 })
                else {
                    throw .indexFormat(
                        path: index.path, offset: index.entryOffset(position),
                        message: "the entries are not sorted by path (at \"\(index.pathString(position))\")")
                }
                let rest = UnsafeRawBufferPointer(rebasing: path[depth...])
                let previous = (name, isDirectory)
                if let slash = Memory.findByte(rest.baseAddress!, Int32(UInt8(ascii: "/")), rest.count) {
                    name = UnsafeRawBufferPointer(
                        start: rest.baseAddress, count: rest.baseAddress!.distance(to: UnsafeRawPointer(slash)))
                    isDirectory = true
                } else {
                    name = rest
                    isDirectory = false
                }
                // Each item must sort after the previous one, or the merge would be wrong.
                if keyPosition >= 0, Self.compareKeys(previous.0, previous.1, name, isDirectory) >= 0 {
                    throw .indexFormat(
                        path: index.path, offset: index.entryOffset(position),
                        message: "the entries are not sorted by path (at \"\(index.pathString(position))\")")
                }
                keyPosition = position
            }
            let entry = slot < view.count ? view.entry(slot) : nil
            let order: Int32
            if let entry {
                order = position < high ? Self.compareKeys(name, isDirectory, entry.name, entry.isTree) : 1
            } else {
                order = -1
            }
            if order > 0, let entry {
                // Only in the tree: deleted.
                if entry.isTree {
                    try withComponent(entry.name) { () throws(ContractCheckError) in try emitDeleted(tree: entry.id) }
                } else {
                    changes.append(FileChange(.deleted, string(prefix, entry.name)))
                }
                slot += 1
                continue
            }
            let matched = order == 0 ? entry : nil
            if isDirectory {
                let child = node.flatMap { index.cacheTree?.child(of: $0, named: name) }
                let end = groupEnd(from: position, high: high, depth: depth, name: name, node: child)
                let subtree = matched?.id
                try withComponent(name) { () throws(ContractCheckError) in
                    try compareDirectory(tree: subtree, low: position, high: end, node: child)
                }
                position = end
            } else {
                let end = samePathEnd(from: position, high: high)
                try compareFile(position, end, with: matched)
                position = end
            }
            if matched != nil { slot += 1 }
        }
    }

    /// Compares the entries of one path (several when conflicted) with the tree's entry.
    private func compareFile(_ low: Int, _ high: Int, with entry: TreeViewEntry?) throws(ContractCheckError) {
        let mode = try index.mode(low)
        for position in low..<high where index.stage(position) != 0 {
            changes.append(FileChange(.unmerged, index.pathString(position)))
            return
        }
        // An intent-to-add entry is not part of the commit (git commit leaves it out): the path
        // is as absent from the index as if the entry were not there.
        if index.isIntentToAdd(low) {
            if entry != nil { changes.append(FileChange(.deleted, index.pathString(low))) }
            return
        }
        guard let entry else {
            changes.append(FileChange(.added, index.pathString(low)))
            return
        }
        if mode == entry.mode, index.objectID(low) == entry.id { return }
        let status: FileChange.Status = mode & 0o170000 == entry.mode & 0o170000 ? .modified : .typeChanged
        changes.append(FileChange(status, index.pathString(low)))
    }

    /// Every path in `low..<high` is new (`U` for a conflicted one).
    private func emitAdded(_ low: Int, _ high: Int) throws(ContractCheckError) {
        var position = low
        while position < high {
            let end = samePathEnd(from: position, high: high)
            try compareFile(position, end, with: nil)
            position = end
        }
    }

    /// Every file under `tree` (at `prefix`) is gone.
    private func emitDeleted(tree: ObjectID) throws(ContractCheckError) {
        treesRead += 1
        try repository.withTree(tree) { (view: TreeView) throws(ContractCheckError) in
            for slot in 0..<view.count {
                let entry = view.entry(slot)
                if entry.isTree {
                    try self.withComponent(entry.name) { () throws(ContractCheckError) in
                        try self.emitDeleted(tree: entry.id)
                    }
                } else {
                    self.changes.append(FileChange(.deleted, self.string(self.prefix, entry.name)))
                }
            }
        }
    }

    /// Runs `body` with `name` + '/' appended to `prefix`.
    private func withComponent(_ name: UnsafeRawBufferPointer, _ body: () throws(ContractCheckError) -> Void)
        throws(ContractCheckError)
    {
        let depth = prefix.count
        prefix.append(contentsOf: name)
        prefix.append(UInt8(ascii: "/"))
        defer { prefix.removeSubrange(depth...) }
        try body()
    }

    /// The end of the run of entries with the same path as `low` (its conflict stages).
    private func samePathEnd(from low: Int, high: Int) -> Int {
        var end = low + 1
        let path = index.pathBytes(low)
        while end < high, IndexFile.compare(index.pathBytes(end), path) == 0 { end += 1 }
        return end
    }

    /// The end of the run of entries under the directory `name` at `depth`, starting at `low`:
    /// the cache-tree node's entry count when it checks out, else a binary search.
    private func groupEnd(from low: Int, high: Int, depth: Int, name: UnsafeRawBufferPointer, node: Int?) -> Int {
        if let node, let cached = index.cacheTree?.nodes[node], cached.isValid {
            let end = low + Int(cached.entryCount)
            if end > low, end <= high, isInGroup(end - 1, depth: depth, name: name),
                end == high || !isInGroup(end, depth: depth, name: name)
            {
                return end
            }
        }
        var first = low + 1
        var last = high
        while first < last {
            let middle = (first + last) / 2
            if isInGroup(middle, depth: depth, name: name) { first = middle + 1 } else { last = middle }
        }
        return first
    }

    /// True when entry `position` lies under the directory `name` at `depth` (its path
    /// continues with `name` + '/' after the current prefix).
    @inline(__always)
    private func isInGroup(_ position: Int, depth: Int, name: UnsafeRawBufferPointer) -> Bool {
        let path = index.pathBytes(position)
        guard path.count > depth + name.count, path[depth + name.count] == UInt8(ascii: "/") else { return false }
        return Memory.compare(path.baseAddress! + depth, name.baseAddress!, name.count) == 0
    }

    /// git's `base_name_compare`: names compared as bytes, a directory as if it ended in '/'.
    @inline(__always)
    static func compareKeys(
        _ a: UnsafeRawBufferPointer, _ aIsDirectory: Bool, _ b: UnsafeRawBufferPointer, _ bIsDirectory: Bool
    ) -> Int32 {
        let common = min(a.count, b.count)
        if common > 0 {
            let result = Memory.compare(a.baseAddress!, b.baseAddress!, common)
            if result != 0 { return result }
        }
        let nextA: UInt8 = a.count > common ? a[common] : (aIsDirectory ? UInt8(ascii: "/") : 0)
        let nextB: UInt8 = b.count > common ? b[common] : (bIsDirectory ? UInt8(ascii: "/") : 0)
        return Int32(nextA) - Int32(nextB)
    }

    /// `prefix` + `name` as text.
    private func string(_ prefix: [UInt8], _ name: UnsafeRawBufferPointer) -> String {
        String(decoding: prefix + Array(name), as: UTF8.self)
    }
}
