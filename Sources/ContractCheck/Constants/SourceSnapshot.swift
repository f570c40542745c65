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
    /// Keyed by the path's bytes: two spellings of one name are two files, as in git.
    private let blobs: [PathKey: ObjectID]
    private var cache: [PathKey: [UInt8]] = [:]

    public init(repository: GitRepository, kind: Kind) throws(ContractCheckError) {
        self.repository = repository
        self.kind = kind
        var blobs: [PathKey: ObjectID] = [:]
        switch kind {
        case .workingTree, .staged:
            blobs = try Self.indexFiles(repository)
        case .commit(let commit):
            try Self.treeFiles(repository, tree: repository.tree(ofCommit: commit), prefix: "", into: &blobs)
        }
        self.blobs = blobs
        paths = blobs.keys.sorted().map(\.path)
    }

    public func contains(_ path: String) -> Bool { blobs[PathKey(path)] != nil }

    /// The file's bytes, or nil when the snapshot does not have it (or, for the working tree,
    /// when the tracked file was deleted from disk).
    public func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        let key = PathKey(path)
        if let cached = cache[key] { return cached }
        guard let id = blobs[key] else { return nil }
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
        cache[key] = bytes
        return bytes
    }

    /// Stage-0 regular files of the index and their blob ids, read by libgit2, else by git.
    static func indexFiles(_ repository: GitRepository) throws(ContractCheckError) -> [PathKey: ObjectID] {
        do {
            return try repository.stagedRegularFilesByLibgit2()
        } catch {
            return try indexFilesFromGit(repository)
        }
    }

    /// `git ls-files -s -z`, for indexes libgit2 cannot open.
    static func indexFilesFromGit(_ repository: GitRepository) throws(ContractCheckError) -> [PathKey: ObjectID] {
        let output = try repository.gitCommand().run(["ls-files", "--stage", "-z"])
        var out: [PathKey: ObjectID] = [:]
        for record in output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[2] == "0", fields[0].hasPrefix("100"), let id = ObjectID(hex: String(fields[1])) else { continue }
            out[PathKey(String(decoding: record[(tab + 1)...], as: UTF8.self))] = id
        }
        return out
    }

    static func treeFiles(_ repository: GitRepository, tree: ObjectID, prefix: String, into out: inout [PathKey: ObjectID]) throws(ContractCheckError) {
        for entry in try repository.entries(ofTree: tree) {
            let path = prefix + entry.name
            if entry.isTree {
                try treeFiles(repository, tree: entry.id, prefix: path + "/", into: &out)
            } else if entry.mode & 0o170000 == 0o100000 {
                out[PathKey(path)] = entry.id
            }
        }
    }
}
