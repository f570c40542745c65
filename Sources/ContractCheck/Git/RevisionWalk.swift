import CGit2
import Foundation

/// The commits of `base..head`, oldest first (libgit2's revwalk, topological and reversed).
extension GitRepository {
    public func commits(from base: ObjectID, to head: ObjectID) throws(ContractCheckError) -> [ObjectID] {
        var walk: OpaquePointer?
        try check(git_revwalk_new(&walk, handle), "git_revwalk_new")
        defer { git_revwalk_free(walk) }
        try check(git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue), "git_revwalk_sorting")
        var headOID = head.gitOID
        var baseOID = base.gitOID
        try check(git_revwalk_push(walk, &headOID), "git_revwalk_push")
        try check(git_revwalk_hide(walk, &baseOID), "git_revwalk_hide")
        var out: [ObjectID] = []
        var next = git_oid()
        while true {
            let rc = git_revwalk_next(&next, walk)
            if rc == GIT_ITEROVER.rawValue { break }
            try check(rc, "git_revwalk_next")
            out.append(ObjectID(next))
        }
        return out
    }

    /// The best common ancestor of two commits, or nil when their histories are unrelated (or
    /// the part that would connect them is not in this clone).
    public func mergeBase(_ a: ObjectID, _ b: ObjectID) throws(ContractCheckError) -> ObjectID? {
        var out = git_oid()
        var first = a.gitOID
        var second = b.gitOID
        let rc = git_merge_base(&out, handle, &first, &second)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_merge_base")
        return ObjectID(out)
    }

    /// The commits whose parents a shallow clone does not have (`<commondir>/shallow`).
    public func shallowBoundary() -> Set<ObjectID> {
        guard let data = FileManager.default.contents(atPath: commonDirectory + "/shallow") else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { ObjectID(hex: String($0)) })
    }

    /// The first line of a commit's message.
    public func subject(ofCommit commit: ObjectID) throws(ContractCheckError) -> String {
        let message = try message(ofCommit: commit)
        let line = message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }
}
