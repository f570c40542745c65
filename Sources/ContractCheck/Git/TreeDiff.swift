/// Compares two git trees the way `git diff-tree -r --no-renames --name-status` does, but
/// skipping every pair of subtrees whose ids are equal (libgit2's tree-to-tree diff walks them).
///
/// Used by `ci` to read what each commit changed against its parent.
public struct TreeDiff {
    public let repository: GitRepository

    public init(repository: GitRepository) {
        self.repository = repository
    }

    /// The changes from `old` to `new` (nil: the empty tree).
    public func changes(from old: ObjectID?, to new: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        var out: [FileChange] = []
        try compare(old, new, prefix: "", into: &out)
        return ChangeSet(changes: out, source: .commit)
    }

    private func compare(_ old: ObjectID?, _ new: ObjectID?, prefix: String, into out: inout [FileChange]) throws(ContractCheckError) {
        if old == new { return }
        let oldEntries = try old.map { (tree: ObjectID) throws(ContractCheckError) -> [TreeEntry] in try repository.entries(ofTree: tree) } ?? []
        let newEntries = try new.map { (tree: ObjectID) throws(ContractCheckError) -> [TreeEntry] in try repository.entries(ofTree: tree) } ?? []
        var oldByName: [[UInt8]: TreeEntry] = [:]
        for entry in oldEntries { oldByName[entry.nameBytes] = entry }
        var seen = Set<[UInt8]>()
        for entry in newEntries {
            seen.insert(entry.nameBytes)
            let path = prefix + entry.name
            guard let previous = oldByName[entry.nameBytes] else {
                try added(entry, path: path, into: &out)
                continue
            }
            if previous.id == entry.id && previous.mode == entry.mode { continue }
            switch (previous.isTree, entry.isTree) {
            case (true, true):
                try compare(previous.id, entry.id, prefix: path + "/", into: &out)
            case (true, false):
                try removed(previous, path: path, into: &out)
                out.append(FileChange(.added, path))
            case (false, true):
                out.append(FileChange(.deleted, path))
                try compare(nil, entry.id, prefix: path + "/", into: &out)
            case (false, false):
                out.append(FileChange(Self.kind(previous.mode) == Self.kind(entry.mode) ? .modified : .typeChanged, path))
            }
        }
        for entry in oldEntries where !seen.contains(entry.nameBytes) {
            try removed(entry, path: prefix + entry.name, into: &out)
        }
    }

    private func added(_ entry: TreeEntry, path: String, into out: inout [FileChange]) throws(ContractCheckError) {
        if entry.isTree { try compare(nil, entry.id, prefix: path + "/", into: &out) } else { out.append(FileChange(.added, path)) }
    }

    private func removed(_ entry: TreeEntry, path: String, into out: inout [FileChange]) throws(ContractCheckError) {
        if entry.isTree { try compare(entry.id, nil, prefix: path + "/", into: &out) } else { out.append(FileChange(.deleted, path)) }
    }

    /// Regular file, symlink or submodule: a change between kinds is a type change.
    static func kind(_ mode: UInt32) -> UInt32 {
        mode & 0o170000
    }
}
