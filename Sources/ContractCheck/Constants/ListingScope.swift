/// The folders a snapshot's scoped listing is exact under. §8 resolves its references under the
/// source roots only, so `ci` and the runs that compare findings by identity list those folders
/// of a commit (the files under them, by a walk of their subtrees) instead of every file of the
/// commit: a 100,000-file repository whose roots hold 150 files lists 150. A lookup outside the
/// scope (a hint that names files of a reference's name anywhere, a file an import reaches)
/// reads the snapshot's complete listing, made when first asked for.
struct ListingScope: Sendable, Equatable {
    /// Folders, each ending in `/`, none inside another, sorted by bytes; nil: every file.
    let folders: [String]?

    /// Every file: no walk is saved.
    static let everything = ListingScope(folders: nil)

    private init(folders: [String]?) {
        self.folders = folders
    }

    /// The scope of `roots` (folders; "" is the repository root, which scopes nothing out).
    init(roots: [String]) {
        let normalized = roots.map { $0.isEmpty || $0.hasSuffix("/") ? $0 : $0 + "/" }
        guard !normalized.isEmpty, !normalized.contains("") else {
            self.init(folders: nil)
            return
        }
        let sorted = Set(normalized).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var kept: [String] = []
        for folder in sorted where !kept.contains(where: { PathUtilities.hasPrefix(folder, $0) }) {
            kept.append(folder)
        }
        self.init(folders: kept)
    }

    /// True when the file at `path` is under one of the folders (or the scope is everything).
    func covers(_ path: String) -> Bool {
        guard let folders else { return true }
        return folders.contains { PathUtilities.hasPrefix(path, $0) }
    }

    /// True when every file under each of `roots` is under one of the folders.
    func covers(roots: [String]) -> Bool {
        guard folders != nil else { return true }
        let scope = ListingScope(roots: roots)
        guard let wanted = scope.folders else { return false }
        return wanted.allSatisfy(covers)
    }

    /// A filter that keeps the folders' files (nil: every file), for a tree walk.
    var filter: PathFilter? { folders.map { PathFilter($0) } }
}
