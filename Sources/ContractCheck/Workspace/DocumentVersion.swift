import AnchorManifest

/// Which state of the repository to read: the document's copy in it, and (as
/// `SourceSnapshot.Kind`) the files the §8 check and the audit read with it.
package enum DocumentVersion: Sendable, Equatable {
    /// The staged copy (the index git's hooks see).
    case staged
    /// The copy in a commit.
    case commit(ObjectID)
    /// The file in the working tree.
    case workingTree
}

extension Workspace {
    /// The document's bytes in `version`, or nil when that version has no such file.
    package func documentBytes(_ version: DocumentVersion) throws(ContractCheckError) -> [UInt8]? {
        try fileBytes(documentPath, version)
    }

    /// Any repository file's bytes in `version`, or nil when it does not exist there. A symbolic
    /// link inside the repository is followed (the document may be a link to another file).
    package func fileBytes(_ path: String, _ version: DocumentVersion) throws(ContractCheckError) -> [UInt8]? {
        if let replayed, path == documentPath { return replayed.bytes }
        guard let resolved = try resolvedFile(path, version) else { return nil }
        if case .workingTree = version {
            guard let workTree = repository.workTree else { return nil }
            let full = workTree + "/" + resolved.chain[resolved.chain.count - 1]
            guard let data = FileSystem.contents(atPath: full) else {
                throw .io(path: full, message: "the file exists but cannot be read")
            }
            return data
        }
        guard let id = resolved.id else { return nil }
        return try repository.blob(id, of: resolved.chain[resolved.chain.count - 1])
    }

    /// The document's path and every link target it leads to in `version` (just the path when it
    /// is not a link): a change to any of them is a change to the document.
    package func documentAliases(_ version: DocumentVersion) throws(ContractCheckError) -> [String] {
        (try resolvedFile(documentPath, version))?.chain ?? [documentPath]
    }

    /// Follows symbolic links from `path` in `version` (at most 8), each target relative to the
    /// link's folder and required to stay inside the repository. Returns the chain of paths and
    /// the final blob (nil for the working tree), or nil when a path in the chain is missing.
    /// In a replay the document is the replayed one in every version, and no path of the tree
    /// leads to it (`chain` is empty): no commit changes it.
    package func resolvedFile(_ path: String, _ version: DocumentVersion) throws(ContractCheckError) -> (
        chain: [String], id: ObjectID?
    )? {
        if let replayed, path == documentPath { return ([], replayed.blob) }
        var chain = [path]
        var current = path
        for _ in 0..<8 {
            let entry: (id: ObjectID?, mode: UInt32, target: String?)?
            switch version {
            case .staged:
                entry = try StagedChangeReader(repository: repository).stagedEntry(path: current).map {
                    found throws(ContractCheckError) in
                    (
                        found.id, found.mode,
                        Self.isLink(found.mode) ? String(decoding: try repository.blob(found.id), as: UTF8.self) : nil
                    )
                }
            case .commit(let commit):
                entry = try repository.entry(atPath: current, inTree: repository.tree(ofCommit: commit)).map {
                    found throws(ContractCheckError) in
                    (
                        found.id, found.mode,
                        Self.isLink(found.mode) ? String(decoding: try repository.blob(found.id), as: UTF8.self) : nil
                    )
                }
            case .workingTree:
                guard let workTree = repository.workTree else { return nil }
                let full = workTree + "/" + current
                if let target = FileSystem.symbolicLinkDestination(atPath: full) {
                    entry = (nil, 0o120000, target)
                } else {
                    guard FileSystem.isDirectory(atPath: full) == false else { return nil }
                    entry = (nil, 0o100644, nil)
                }
            }
            guard let entry else { return nil }
            guard let target = entry.target else {
                if entry.mode & 0o170000 == 0o040000 || entry.mode & 0o170000 == 0o160000 { return nil }
                return (chain, entry.id)
            }
            let next = PathUtilities.normalize(
                target.hasPrefix("/") ? target : PathUtilities.join(PathUtilities.dirname(current), target))
            if target.hasPrefix("/") || next.hasPrefix("..") || next == "." {
                throw .invalidArgument(
                    "\"\(current)\" is a symbolic link to \"\(target)\", which is outside the repository.")
            }
            chain.append(next)
            current = next
        }
        throw .invalidArgument("\"\(path)\" is a chain of more than 8 symbolic links.")
    }

    static func isLink(_ mode: UInt32) -> Bool { mode & 0o170000 == 0o120000 }

    /// The manifest of the document's `version`, through the summary cache for the index and
    /// commits; a missing document or a document that does not parse is an error (the caller
    /// cannot check).
    package func manifest(_ version: DocumentVersion) throws(ContractCheckError) -> AnchorManifest {
        if case .workingTree = version { return try parsedManifest(version) }
        return try documentSummary(version).manifest
    }

    /// Parses the manifest of the document's `version` directly, without the summary cache.
    package func parsedManifest(_ version: DocumentVersion) throws(ContractCheckError) -> AnchorManifest {
        try manifest(in: contractDocument(version))
    }

    /// The document in `version` as the manifest, §8 and the Path conventions read it: without
    /// the GFM table extension (see `CmarkReader.parse`), and parsed once per process for each
    /// blob, so a hook that reads the manifest and §8 of one version parses it once. A missing
    /// document is an error.
    package func contractDocument(_ version: DocumentVersion) throws(ContractCheckError) -> MarkdownDocument {
        let blob = try resolvedFile(documentPath, version)?.id
        if let blob, let known = documents[blob] { return known }
        let document = CmarkReader.parse(try requiredDocumentBytes(version), tables: false)
        if let blob { documents[blob] = document }
        return document
    }

    /// The document's bytes in `version`; a missing document is an error (the caller cannot
    /// check).
    func requiredDocumentBytes(_ version: DocumentVersion) throws(ContractCheckError) -> [UInt8] {
        guard let bytes = try documentBytes(version) else {
            throw .documentMissing(path: documentPath, whereLooked: version.label)
        }
        return bytes
    }

    /// The manifest of an already parsed document (for callers that read more of it); a
    /// manifest that does not parse is `.document`.
    func manifest(in document: MarkdownDocument) throws(ContractCheckError) -> AnchorManifest {
        do {
            return try manifestParser.parse(document, path: documentPath)
        } catch {
            throw .document(error)
        }
    }
}

extension DocumentVersion {
    /// How the version is named in messages.
    package var label: String {
        switch self {
        case .staged: return "the index"
        case .commit(let id): return "commit \(String(id.description.prefix(12)))"
        case .workingTree: return "the working tree"
        }
    }
}
