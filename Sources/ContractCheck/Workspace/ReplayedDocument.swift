import AnchorManifest

/// The contract `ci --replay` judges a range against: one document taken from another revision
/// (`<rev>:<path>`) or from a file (inside the working tree or not), read once before the run.
/// Every commit of the range is judged as if it held this document, unchanged: the replay shows
/// what the gate would have caught had it been on when those commits were made.
package struct ReplayedDocument: Sendable, Equatable {
    /// The document as the command line named it (`HEAD:docs/contract.md`, `../contract.md`):
    /// the label every output format carries.
    package let source: String
    /// The path findings in the document are reported at: the repository path of
    /// `<rev>:<path>`, the repository-relative path of a file in the working tree, otherwise the
    /// file's absolute path.
    package let path: String
    /// The document's bytes.
    let bytes: [UInt8]
    /// Its blob id (a file's is hashed as git would): the key its parse is cached by.
    let blob: ObjectID
}

extension Workspace {
    /// Reads the document `source` names: an existing file (relative to the working directory,
    /// or absolute), else `<rev>:<path>`, the file at `path` in commit `rev` (a symbolic link
    /// in that commit is followed). A document that cannot be read is an error naming `source`.
    package func replayedDocument(_ source: String) throws(ContractCheckError) -> ReplayedDocument {
        let file = options.environment.absolute(source)
        if FileSystem.isDirectory(atPath: file) == false {
            switch FileSystem.bytes(atPath: file) {
            case .success(let bytes):
                let inTree = try? Self.repositoryRelative(
                    file, repository: repository, environment: options.environment)
                let path = inTree ?? PathUtilities.normalize(file)
                return ReplayedDocument(
                    source: source, path: path, bytes: bytes, blob: try GitRepository.blobID(hashing: bytes))
            case .failure(let error):
                throw .io(path: source, message: "\(FileSystem.describe(error.code)) (--replay)")
            }
        }
        guard let colon = source.firstIndex(of: ":"), colon != source.startIndex else {
            throw .invalidArgument(
                "--replay \"\(source)\" is neither a readable file nor <rev>:<path> (e.g. HEAD:docs/contract.md).")
        }
        let revision = String(source[..<colon])
        let path = PathUtilities.normalize(String(source[source.index(after: colon)...]))
        let commit: ObjectID
        do {
            commit = try repository.resolveCommit(revision)
        } catch {
            throw .invalidArgument("--replay \"\(source)\": the revision \"\(revision)\" does not resolve.")
        }
        let found: (chain: [String], id: ObjectID?)?
        do {
            found = try resolvedFile(path, .commit(commit))
        } catch {
            throw .invalidArgument("--replay \"\(source)\": \(error)")
        }
        guard let id = found?.id else {
            let short = String(commit.description.prefix(12))
            throw .invalidArgument("--replay \"\(source)\": there is no file \"\(path)\" in commit \(short).")
        }
        return ReplayedDocument(source: source, path: path, bytes: try repository.blob(id), blob: id)
    }

    /// This repository judged against `document` at every commit, under this workspace's
    /// configuration (`--config`, else the working tree's `.contract-check`, else the defaults)
    /// with the document replaced: the commits' own `.contract-check` files are not read. Its
    /// manifest is parsed here, once: one that does not parse is an error naming the document
    /// (no commit could be judged by it).
    package func replaying(_ document: ReplayedDocument) throws(ContractCheckError) -> Workspace {
        var configuration = self.configuration
        configuration.documentPath = document.path
        let made = Workspace(
            repository: repository, options: options, configuration: configuration, hasConfiguration: true)
        made.replayed = document
        do {
            _ = try made.parsedManifest(.workingTree)
        } catch .document(let error) {
            throw .invalidArgument("--replay \"\(document.source)\": line \(error.line): \(error.message)")
        }
        return made
    }
}
