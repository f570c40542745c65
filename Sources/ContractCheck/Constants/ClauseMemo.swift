import AnchorManifest

/// Files whose bytes are a blob's, so that the blob id stands for the bytes: a commit's or the
/// index's files, never the working tree's.
protocol BlobAddressedFiles: SourceFiles {
    /// The repository the blobs are read from.
    var repository: GitRepository { get }
    /// The id of the blob `bytes(path)` returns, or nil when the bytes are not a blob's (or
    /// there is no such file).
    func blobID(_ path: String) -> ObjectID?
}

/// Clause outcomes already computed in this process, by everything a clause's check reads: the
/// clause and its bullet, the document's path, the resolver's roots, what each reference
/// resolves to (with the files of its name, when the resolver lists them), and the blob of
/// each file it resolves to. `ci` checks a bullet at a commit,
/// then again at a later commit's parent (what the base has) or at head, where its files are
/// the same blobs: the check is a function of those inputs (`ConstantsChecker.check` reads
/// files only through the resolver and the parsed sources, by the paths the references
/// resolve to), so the kept outcome is the one a new check gives. Not used when a file is not
/// a blob (the working tree) or when a miss may look at the working tree
/// (`PathResolver.untracked`). One per repository (`GitRepository.derived`), bounded; the
/// oldest outcomes go first.
final class ClauseMemo {
    static let capacity = 1024

    /// The memo of the repository `files` are read from; nil when they are not blobs.
    static func of(_ files: any SourceFiles) -> ClauseMemo? {
        (files as? any BlobAddressedFiles)?.repository.derived.value(ClauseMemo.self) { ClauseMemo() }
    }

    /// One clause's inputs. Hashed on the cheap parts; equal when all of them are.
    struct Key: Hashable {
        let document: String
        let bullet: ConstantBullet
        let clause: ConstantClause
        let roots: [String]
        let resolutions: [PathResolver.Resolution]
        let blobs: [ObjectID]

        func hash(into hasher: inout Hasher) {
            hasher.combine(document)
            hasher.combine(bullet.label)
            hasher.combine(bullet.line)
            hasher.combine(blobs)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.blobs == b.blobs && a.document == b.document && a.roots == b.roots && a.resolutions == b.resolutions
                && a.clause == b.clause && a.bullet == b.bullet
        }
    }

    private var kept: [Key: ConstantsChecker.ClauseOutcome] = [:]
    private var order: [Key] = []

    /// What each reference of `clause` resolves to, and the clause's key over `files`: nil when
    /// the memo does not apply (a resolved file is not a blob, or a miss may read the working
    /// tree). The check uses the resolutions instead of resolving again.
    static func key(
        _ clause: ConstantClause, of bullet: ConstantBullet, document: String, resolver: PathResolver,
        files: any SourceFiles
    ) -> (key: Key?, resolutions: [String: PathResolver.Resolution]) {
        var byReference: [String: PathResolver.Resolution] = [:]
        var resolutions: [PathResolver.Resolution] = []
        var blobs: [ObjectID] = []
        var applies = resolver.workTree == nil || !resolver.suggestsSimilar
        let addressed = files as? any BlobAddressedFiles
        if addressed == nil { applies = false }
        for side in clause.sides {
            for reference in side.references {
                var resolution = byReference[reference.path] ?? resolver.resolve(reference.path)
                // The document's own examples (`§1.3`) are read from the document, wherever it is.
                if reference.path == document, reference.symbols.allSatisfy(\.isExample) {
                    resolution = .resolved(document)
                }
                byReference[reference.path] = resolution
                if applies, case .resolved(let path) = resolution {
                    if let id = addressed?.blobID(path) { blobs.append(id) } else { applies = false }
                }
                if applies, case .folder(_, let files) = resolution {
                    for path in files {
                        if let id = addressed?.blobID(path) { blobs.append(id) } else { applies = false }
                    }
                }
                resolutions.append(resolution)
            }
        }
        guard applies else { return (nil, byReference) }
        let key = Key(
            document: document, bullet: bullet, clause: clause, roots: resolver.roots, resolutions: resolutions,
            blobs: blobs)
        return (key, byReference)
    }

    func outcome(_ key: Key) -> ConstantsChecker.ClauseOutcome? { kept[key] }

    func keep(_ outcome: ConstantsChecker.ClauseOutcome, for key: Key) {
        guard kept.updateValue(outcome, forKey: key) == nil else { return }
        order.append(key)
        if order.count > Self.capacity { kept.removeValue(forKey: order.removeFirst()) }
    }
}
