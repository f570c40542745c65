/// A path the commit moves without changing its content, as `git mv` stages it: git's exact
/// rename (the same blob and mode deleted at `from` and added at `to`).
///
/// Renames are shown, never judged: both paths stay in the `ChangeSet`, so a rename out of an
/// anchor and one into an anchor folder both count, as the tripwire needs.
package struct FileRename: Sendable, Equatable, Hashable {
    package var from: String
    package var to: String

    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The exact renames between two lists of paths: each added path paired with a deleted one
    /// whose entry (`old`) has the blob and mode the added one has (`new`); among several, the
    /// one with the same file name first, then the first in path order. `CommitReader` calls it
    /// for the hooks (the index against HEAD) and `ci` (a commit's tree against its parent's).
    static func exact(
        deleted: [String], added: [String],
        old: (String) throws(ContractCheckError) -> BlobEntry?,
        new: (String) throws(ContractCheckError) -> BlobEntry?
    ) throws(ContractCheckError) -> [FileRename] {
        guard !deleted.isEmpty, !added.isEmpty else { return [] }
        var byContent: [BlobEntry: [String]] = [:]
        for path in deleted {
            guard let entry = try old(path) else { continue }
            byContent[entry, default: []].append(path)
        }
        var renames: [FileRename] = []
        for path in added {
            guard let entry = try new(path), var candidates = byContent[entry] else { continue }
            let name = PathUtilities.basename(path)
            let pick = candidates.firstIndex { PathUtilities.basename($0).utf8.elementsEqual(name.utf8) } ?? 0
            renames.append(FileRename(from: candidates.remove(at: pick), to: path))
            byContent[entry] = candidates.isEmpty ? nil : candidates
        }
        return renames
    }
}
