import AnchorManifest
import Foundation

/// Which copy of the contract document to read.
public enum DocumentVersion: Sendable, Equatable {
    /// The staged copy (the index git's hooks see).
    case staged
    /// The copy in a commit.
    case commit(ObjectID)
    /// The file in the working tree.
    case workingTree
}

extension Workspace {
    /// The document's bytes in `version`, or nil when that version has no such file.
    public func documentBytes(_ version: DocumentVersion) throws(ContractCheckError) -> [UInt8]? {
        try fileBytes(documentPath, version)
    }

    /// Any repository file's bytes in `version`, or nil when it does not exist there.
    public func fileBytes(_ path: String, _ version: DocumentVersion) throws(ContractCheckError) -> [UInt8]? {
        switch version {
        case .staged:
            guard let id = try StagedChangeReader(repository: repository).stagedBlobID(path: path) else { return nil }
            return try repository.blob(id)
        case .commit(let commit):
            guard let entry = try repository.entry(atPath: path, inTree: repository.tree(ofCommit: commit)),
                  !entry.isTree, !entry.isGitlink
            else { return nil }
            return try repository.blob(entry.id)
        case .workingTree:
            guard let workTree = repository.workTree else { return nil }
            let full = workTree + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            guard let data = FileManager.default.contents(atPath: full) else {
                throw .io(path: full, message: "the file exists but cannot be read")
            }
            return [UInt8](data)
        }
    }

    /// Parses the manifest of the document's `version`; a missing document or a manifest that
    /// does not parse is an error (the caller cannot check).
    public func manifest(_ version: DocumentVersion) throws(ContractCheckError) -> AnchorManifest {
        guard let bytes = try documentBytes(version) else {
            throw .documentMissing(path: documentPath, whereLooked: version.label)
        }
        do {
            return try manifestParser.parse(bytes: bytes, path: documentPath)
        } catch {
            throw .document(error)
        }
    }
}

extension DocumentVersion {
    /// How the version is named in messages.
    public var label: String {
        switch self {
        case .staged: return "the index"
        case .commit(let id): return "commit \(String(id.description.prefix(12)))"
        case .workingTree: return "the working tree"
        }
    }
}
