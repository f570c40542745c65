import Foundation

/// What `ci` needs of a commit, read with one lookup (`GitRepository.commitInfo`).
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

/// What is read of history without libgit2 (the revision walk, merge base and commit lookups
/// are in `GitRepository.swift`).
extension GitRepository {
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
