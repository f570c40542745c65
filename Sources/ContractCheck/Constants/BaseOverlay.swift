/// The files of the commit a hook's commit replaces (HEAD, or HEAD's parent for an amend), seen
/// through the staged snapshot: the index's list with that commit's version of each path the
/// staged change touches. Reading the base this way costs the changed paths, not a walk of
/// the base commit's whole tree.
final class BaseOverlay: BlobAddressedFiles {
    let staged: SourceSnapshot
    let repository: GitRepository
    /// The base commit's tree (nil: the empty tree).
    let tree: ObjectID?
    /// The paths the staged change touches (against `tree`), exact under `diffScope`.
    let changed: Set<String>
    /// The folders the change was read under (`ci` reads a commit's under its source roots):
    /// a path outside them is looked up in the base's tree.
    let diffScope: ListingScope
    /// The base's regular files: the staged listing (without intent-to-add entries) with the
    /// base's entries at the changed paths.
    let listing: FileListing
    var paths: [String] { listing.allPaths }
    private var cache: [String: [UInt8]?] = [:]

    /// `changes` is the index (or the commit) against `tree`, under `diffScope`; the listing is
    /// exact under `roots` (the base's source roots, which `diffScope` covers), and holds every
    /// changed path.
    init(staged: SourceSnapshot, tree: ObjectID?, changes: ChangeSet, diffScope: ListingScope, roots: [String])
        throws(ContractCheckError)
    {
        self.staged = staged
        self.repository = staged.repository
        self.tree = tree
        self.diffScope = diffScope
        changed = Set(changes.paths)
        var added: [(path: [UInt8], id: ObjectID?)] = []
        if let tree {
            for path in changes.paths {
                if let entry = try staged.repository.entry(atPath: path, inTree: tree),
                    entry.mode & 0o170000 == 0o100000
                {
                    added.append((Array(path.utf8), entry.id))
                }
            }
        }
        listing = try staged.listing(covering: roots).replacing(changes.paths.map { Array($0.utf8) }, with: added)
    }

    /// The blob `bytes(path)` reads: the base's entry where the change touches the path (the
    /// listing holds it), else the staged snapshot's.
    func blobID(_ path: String) -> ObjectID? {
        if isShared(path) { return staged.blobID(path) }
        if changed.contains(path) { return listing.position(of: path).flatMap(listing.id(at:)) }
        guard let tree, let entry = try? repository.entry(atPath: path, inTree: tree) else { return nil }
        return entry.mode & 0o170000 == 0o100000 ? entry.id : nil
    }

    /// True when the base has the staged snapshot's file at `path` (the change does not touch it).
    func isShared(_ path: String) -> Bool {
        diffScope.covers(path) && !changed.contains(path)
    }

    /// The base's bytes of `path`: its own blob where the change touches it, else the staged
    /// one (the same blob).
    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        if isShared(path) { return try staged.bytes(path) }
        if let cached = cache[path] { return cached }
        var bytes: [UInt8]?
        if let tree, let entry = try repository.entry(atPath: path, inTree: tree), entry.mode & 0o170000 == 0o100000 {
            bytes = try repository.blob(entry.id, of: path)
        }
        cache[path] = bytes
        return bytes
    }
}
