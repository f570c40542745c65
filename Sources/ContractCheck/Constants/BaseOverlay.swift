/// The files of the commit a hook's commit replaces (HEAD, or HEAD's parent for an amend), seen
/// through the staged snapshot: the index's list with that commit's version of each path the
/// staged change touches. Reading the base this way costs the changed paths, not a walk of
/// the base commit's whole tree.
final class BaseOverlay: SourceFiles {
    let staged: SourceSnapshot
    let repository: GitRepository
    /// The base commit's tree (nil: the empty tree).
    let tree: ObjectID?
    /// The paths the staged change touches (against `tree`).
    let changed: Set<String>
    let paths: [String]
    private var cache: [String: [UInt8]?] = [:]

    /// `changes` is the index against `tree`.
    init(staged: SourceSnapshot, tree: ObjectID?, changes: ChangeSet) {
        self.staged = staged
        self.repository = staged.repository
        self.tree = tree
        changed = Set(changes.paths)
        let added = Set(changes.changes.filter { $0.status == .added }.map(\.path))
        let deleted = changes.changes.filter { $0.status == .deleted }.map(\.path)
        var paths = added.isEmpty ? staged.paths : staged.paths.filter { !added.contains($0) }
        if !deleted.isEmpty {
            paths = (paths + deleted).sorted()
        }
        self.paths = paths
    }

    /// The base's bytes of `path`: its own blob where the change touches it, else the staged
    /// one (the same blob).
    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        guard changed.contains(path) else { return try staged.bytes(path) }
        if let cached = cache[path] { return cached }
        var bytes: [UInt8]?
        if let tree, let entry = try repository.entry(atPath: path, inTree: tree), entry.mode & 0o170000 == 0o100000 {
            bytes = try repository.blob(entry.id)
        }
        cache[path] = bytes
        return bytes
    }
}
