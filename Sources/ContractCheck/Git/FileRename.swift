/// A path the commit moves without changing its content, as `git mv` stages it: git's exact
/// rename (the same blob and mode deleted at `from` and added at `to`).
///
/// Renames are shown, never judged: both paths stay in the `ChangeSet`, so a rename out of an
/// anchor and one into an anchor folder both count, as the tripwire needs.
public struct FileRename: Sendable, Equatable, Hashable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The exact renames in `changes`: each added path paired with a deleted path of `base`
    /// that has the same blob and mode (the one with the same file name first, then the first
    /// in path order). Only added and deleted paths are read, so an ordinary commit costs nothing.
    static func exact(in changes: ChangeSet, base: ObjectID?, reader: StagedChangeReader)
        throws(ContractCheckError) -> [FileRename] {
        let deleted = changes.changes.filter { $0.status == .deleted }.map(\.path)
        let added = changes.changes.filter { $0.status == .added }.map(\.path)
        guard let base, !deleted.isEmpty, !added.isEmpty else { return [] }
        // Keyed by "<id> <mode>".
        var byContent: [String: [String]] = [:]
        for path in deleted {
            guard let entry = try reader.repository.entry(atPath: path, inTree: base) else { continue }
            byContent["\(entry.id) \(entry.mode)", default: []].append(path)
        }
        var renames: [FileRename] = []
        for path in added {
            guard let staged = try reader.stagedEntry(path: path) else { continue }
            let key = "\(staged.id) \(staged.mode)"
            guard var candidates = byContent[key] else { continue }
            let name = PathUtilities.basename(path)
            let pick = candidates.firstIndex { PathUtilities.basename($0) == name } ?? 0
            renames.append(FileRename(from: candidates.remove(at: pick), to: path))
            byContent[key] = candidates.isEmpty ? nil : candidates
        }
        return renames
    }
}
