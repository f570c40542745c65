/// What `ci` needs of a commit, read with one lookup (`GitRepository.commitInfo`).
package struct CommitInfo: Sendable {
    package var id: ObjectID
    package var parents: [ObjectID]
    package var tree: ObjectID
    package var message: [UInt8]

    /// The message's first line.
    package var subject: String {
        String(
            decoding: message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first
                ?? [], as: UTF8.self)
    }
}

/// What is read of history without libgit2 (the revision walk, merge base and commit lookups
/// are in `GitRepository.swift`).
extension GitRepository {
    /// The commits whose parents a shallow clone does not have (`<commondir>/shallow`).
    package func shallowBoundary() -> Set<ObjectID> {
        guard let data = FileSystem.contents(atPath: commonDirectory + "/shallow") else { return [] }
        return Set(
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
                ObjectID(hex: String($0))
            })
    }

    /// The first line of a commit's message.
    package func subject(ofCommit commit: ObjectID) throws(ContractCheckError) -> String {
        let message = try message(ofCommit: commit)
        let line =
            message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }
}

/// The merge base and the range of a pull request, in a full clone and in a shallow one.
/// In a shallow clone libgit2's walks fail at a commit whose parents were not fetched ("object
/// not found", and libgit2 1.5 leaks on that path), so git, which knows the shallow boundary,
/// is asked there.
extension GitRepository {
    /// The best common ancestor of `a` and `b`, or nil when their histories (within this clone)
    /// are unrelated. `shallow` is `shallowBoundary()`.
    package func mergeBase(
        _ a: ObjectID, _ b: ObjectID,
        shallow: Set<ObjectID>
    ) throws(ContractCheckError) -> ObjectID? {
        guard !shallow.isEmpty else { return try mergeBase(a, b) }
        do {
            let output = try gitCommand().run(["merge-base", a.description, b.description])
            let text = String(decoding: output, as: UTF8.self)
            return ObjectID(hex: text.trimmingWhitespaceAndNewlines())
        } catch .gitCommand(_, 1, _) {
            // git merge-base exits 1 when there is no merge base within the history.
            return nil
        }
    }

    /// The commits of `base..head`, oldest first (topological order). `shallow` is
    /// `shallowBoundary()`: git's rev-list hides the base's missing ancestors where libgit2's
    /// walk fails.
    package func commits(
        from base: ObjectID, to head: ObjectID,
        shallow: Set<ObjectID>
    ) throws(ContractCheckError) -> [ObjectID] {
        guard !shallow.isEmpty else { return try commits(from: base, to: head) }
        let output = try gitCommand().run([
            "rev-list", "--topo-order", "--reverse", head.description,
            "^" + base.description,
        ])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { ObjectID(hex: String($0)) }
    }
}
