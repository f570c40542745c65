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

/// What `ci` needs of a commit, read with one lookup.
public struct CommitInfo: Sendable {
    public var id: ObjectID
    public var parents: [ObjectID]
    public var tree: ObjectID
    public var message: [UInt8]

    /// The message's first line.
    public var subject: String {
        String(decoding: message.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? [], as: UTF8.self)
    }
}

extension GitRepository {
    /// The parents, tree and raw message of a commit.
    public func commitInfo(_ commit: ObjectID) throws(ContractCheckError) -> CommitInfo {
        var oid = commit.gitOID
        var object: OpaquePointer?
        try check(git_commit_lookup(&object, handle, &oid), "git_commit_lookup")
        defer { git_commit_free(object) }
        var parents: [ObjectID] = []
        for index in 0..<git_commit_parentcount(object) {
            if let parent = git_commit_parent_id(object, index) { parents.append(ObjectID(parent.pointee)) }
        }
        guard let tree = git_commit_tree_id(object) else { throw .git(function: "git_commit_tree_id", code: -1, message: "no tree") }
        var message: [UInt8] = []
        if let raw = git_commit_message_raw(object) {
            message = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
        }
        return CommitInfo(id: commit, parents: parents, tree: ObjectID(tree.pointee), message: message)
    }
}
