import Foundation

/// A set of repository files with their contents on demand: what the §8 check and the audit read.
public protocol SourceFiles: AnyObject {
    /// Every regular file, sorted, as repository-relative paths.
    var paths: [String] { get }
    /// The file's bytes, or nil when there is no such file.
    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]?
}

/// The repository's files in one state — the working tree, the index, or a commit — listed from
/// the index or a tree (never a directory walk), with their contents on demand.
public final class SourceSnapshot: SourceFiles {
    /// Which state: `.workingTree` is the tracked files (the index's list) with their
    /// working-tree contents, `.staged` the index's list and blobs (what a commit would record),
    /// `.commit` a commit's tree. The same states the document is read in.
    public typealias Kind = DocumentVersion

    public let kind: Kind
    public let repository: GitRepository
    /// Every regular file (no symlinks, no submodules), sorted.
    public let paths: [String]
    private let blobs: [String: ObjectID]
    private var cache: [String: [UInt8]] = [:]

    public init(repository: GitRepository, kind: Kind) throws(ContractCheckError) {
        self.repository = repository
        self.kind = kind
        var blobs: [String: ObjectID] = [:]
        switch kind {
        case .workingTree, .staged:
            blobs = try Self.indexFiles(repository)
        case .commit(let commit):
            try Self.treeFiles(repository, tree: repository.tree(ofCommit: commit), prefix: "", into: &blobs)
        }
        self.blobs = blobs
        paths = blobs.keys.sorted()
    }

    public func contains(_ path: String) -> Bool { blobs[path] != nil }

    /// The file's bytes, or nil when the snapshot does not have it (or, for the working tree,
    /// when the tracked file was deleted from disk).
    public func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        if let cached = cache[path] { return cached }
        guard let id = blobs[path] else { return nil }
        let bytes: [UInt8]?
        switch kind {
        case .workingTree:
            guard let root = repository.workTree else { return try repository.blob(id) }
            let full = root + "/" + path
            if let data = FileManager.default.contents(atPath: full) {
                bytes = [UInt8](data)
            } else if FileManager.default.fileExists(atPath: full) {
                throw .io(path: full, message: "the file exists but cannot be read")
            } else {
                bytes = nil
            }
        case .staged, .commit:
            bytes = try repository.blob(id)
        }
        cache[path] = bytes
        return bytes
    }

    /// Stage-0 regular files of the index and their blob ids, read by libgit2, else by git.
    static func indexFiles(_ repository: GitRepository) throws(ContractCheckError) -> [String: ObjectID] {
        do {
            return try repository.stagedRegularFilesByLibgit2()
        } catch {
            return try indexFilesFromGit(repository)
        }
    }

    /// `git ls-files -s -z`, for indexes libgit2 cannot open.
    static func indexFilesFromGit(_ repository: GitRepository) throws(ContractCheckError) -> [String: ObjectID] {
        let output = try repository.gitCommand().run(["ls-files", "--stage", "-z"])
        var out: [String: ObjectID] = [:]
        for record in output.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 3, fields[2] == "0", fields[0].hasPrefix("100"), let id = ObjectID(hex: String(fields[1])) else { continue }
            out[String(text[text.index(after: tab)...])] = id
        }
        return out
    }

    static func treeFiles(_ repository: GitRepository, tree: ObjectID, prefix: String, into out: inout [String: ObjectID]) throws(ContractCheckError) {
        for entry in try repository.entries(ofTree: tree) {
            let path = prefix + entry.name
            if entry.isTree {
                try treeFiles(repository, tree: entry.id, prefix: path + "/", into: &out)
            } else if entry.mode & 0o170000 == 0o100000 {
                out[path] = entry.id
            }
        }
    }
}
