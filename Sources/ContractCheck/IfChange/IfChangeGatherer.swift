/// Reads what the `LINT.IfChange` rule needs of one change from git: the changed files' bytes
/// on both sides (only files that may hold a directive are kept), their line hunks (libgit2,
/// `LibGit2.lineHunks`), and lookups in the changed-to version. A commit whose changed files
/// hold no `LINT.` costs one blob read per changed file and a byte search.
struct IfChangeGatherer {
    /// Reads a side of the change: the entry at a path (nil: absent).
    typealias EntryAt = (String) throws(ContractCheckError) -> TreeEntry?

    let repository: GitRepository
    /// Whether a blob may hold directives, across the commits of a range (the reverse look-up);
    /// nil when the gatherer judges one change only (the hooks), where remembering every blob
    /// of the tree would cost more than it saves.
    var mayHold: [ObjectID: Bool]?

    /// `remembers`: whether blobs found to hold no directive are remembered across `evaluate`
    /// calls (`ci`, over the commits of a range).
    init(repository: GitRepository, remembers: Bool) {
        self.repository = repository
        mayHold = remembers ? [:] : nil
    }

    /// The evaluation of a change: `changes` between `old` and `new`; `newTree` lists every file
    /// of the new side (the reverse look-up's files), read only when the rule asks for it.
    mutating func evaluate(
        _ changes: [FileChange], old: EntryAt, new: @escaping EntryAt,
        files: @escaping () throws(ContractCheckError) -> [(path: String, id: ObjectID)]
    ) throws(ContractCheckError) -> IfChangeEvaluation {
        var read: [IfChangeRule.ChangedFile] = []
        read.reserveCapacity(changes.count)
        for change in changes {
            read.append(try changedFile(change, old: old, new: new))
        }
        let repository = self.repository
        var known = mayHold
        defer { mayHold = known }
        let tree = IfChangeRule.Tree(
            kind: { (path: String) throws(ContractCheckError) -> IfChangeRule.Kind? in
                guard let entry = try new(path) else { return nil }
                return entry.isTree ? .folder : .file
            },
            text: { (path: String) throws(ContractCheckError) -> [UInt8]? in
                guard let entry = try new(path), !entry.isTree, !entry.isGitlink else { return nil }
                return try repository.blob(entry.id, of: path)
            },
            namingFiles: { () throws(ContractCheckError) -> [(path: String, bytes: [UInt8])] in
                var naming: [(path: String, bytes: [UInt8])] = []
                for file in try files() {
                    if known?[file.id] == false { continue }
                    // Searched in place; only a file that may hold a directive is copied.
                    let bytes: [UInt8]?
                    do throws(ContractCheckError) {
                        bytes = try repository.withBlob(file.id) { (raw: UnsafeRawBufferPointer) -> [UInt8]? in
                            IfChangeFile.mayHoldDirectives(raw) ? Array(raw) : nil
                        }
                    } catch {
                        throw .io(path: file.path, message: Self.unreadableBlob(file.id, error))
                    }
                    known?[file.id] = bytes != nil
                    if let bytes { naming.append((file.path, bytes)) }
                }
                return naming
            })
        var rule = IfChangeRule(files: read, changedPaths: changes.map(\.path), tree: tree)
        return try rule.evaluate()
    }

    /// Why a file of the tree could not be searched: its blob is missing or unreadable (a partial
    /// or damaged clone). The reverse look-up must read every file, so it stops, naming the file.
    static func unreadableBlob(_ id: ObjectID, _ error: ContractCheckError) -> String {
        "its blob \(id) cannot be read from the repository, and the LINT.IfChange reverse look-up reads every "
            + "file of the tree (\(error.description))"
    }

    /// One changed file: its text on each side when it may hold directives (and is not binary),
    /// and the line hunks between them. Each side's blob is searched for `LINT.` in place first
    /// (a blob the range already found without one is not read again): a file whose two sides
    /// hold none is neither copied nor kept.
    mutating func changedFile(_ change: FileChange, old: EntryAt, new: EntryAt) throws(ContractCheckError)
        -> IfChangeRule.ChangedFile
    {
        let oldEntry = try change.status == .added ? nil : old(change.path)
        let newEntry = try change.status == .deleted ? nil : new(change.path)
        let oldRaw = try searched(oldEntry, of: change.path)
        let newRaw = try searched(newEntry, of: change.path)
        guard oldRaw.holds || newRaw.holds else {
            return IfChangeRule.ChangedFile(path: change.path, status: change.status, old: nil, new: nil, hunks: nil)
        }
        let oldBytes = try oldRaw.holds ? oldRaw.bytes.flatMap(Self.text) : text(oldEntry, of: change.path)
        let newBytes = try newRaw.holds ? newRaw.bytes.flatMap(Self.text) : text(newEntry, of: change.path)
        let holds =
            (oldBytes.map(IfChangeFile.mayHoldDirectives) ?? false)
            || (newBytes.map(IfChangeFile.mayHoldDirectives) ?? false)
        guard holds else {
            return IfChangeRule.ChangedFile(path: change.path, status: change.status, old: nil, new: nil, hunks: nil)
        }
        var hunks: [LineHunk]?
        if let oldBytes, let newBytes { hunks = try LibGit2.lineHunks(old: oldBytes, new: newBytes) }
        let binary = hunks == nil && oldBytes != nil && newBytes != nil
        return IfChangeRule.ChangedFile(
            path: change.path, status: change.status, old: binary ? nil : oldBytes, new: binary ? nil : newBytes,
            hunks: hunks)
    }

    /// Whether a regular file or link entry's blob may hold a directive, searched in place, and
    /// its bytes when it may (a copy); remembered by blob id over a range (`mayHold`).
    /// A blob the repository lacks is an error naming `path`.
    mutating func searched(_ entry: TreeEntry?, of path: String) throws(ContractCheckError)
        -> (holds: Bool, bytes: [UInt8]?)
    {
        guard let entry, !entry.isTree, !entry.isGitlink else { return (false, nil) }
        if mayHold?[entry.id] == false { return (false, nil) }
        let bytes: [UInt8]?
        do throws(ContractCheckError) {
            bytes = try repository.withBlob(entry.id) { (raw: UnsafeRawBufferPointer) -> [UInt8]? in
                IfChangeFile.mayHoldDirectives(raw) ? Array(raw) : nil
            }
        } catch {
            throw .io(path: path, message: GitRepository.unreadableBlob(entry.id, error))
        }
        mayHold?[entry.id] = bytes != nil
        return (bytes != nil, bytes)
    }

    /// `bytes` as text: nil for a binary file (a NUL in its first 8,000 bytes, as git decides).
    static func text(_ bytes: [UInt8]) -> [UInt8]? {
        bytes.prefix(8000).contains(0) ? nil : bytes
    }

    /// The bytes of a regular file or link entry; nil for a folder, a submodule or a binary file.
    func text(_ entry: TreeEntry?, of path: String) throws(ContractCheckError) -> [UInt8]? {
        guard let entry, !entry.isTree, !entry.isGitlink else { return nil }
        return Self.text(try repository.blob(entry.id, of: path))
    }

    /// Every file of `tree` with its blob id, walked once (the reverse look-up's files).
    func files(of tree: ObjectID) throws(ContractCheckError) -> [(path: String, id: ObjectID)] {
        var out: [(path: String, id: ObjectID)] = []
        var pending: [(prefix: String, tree: ObjectID)] = [("", tree)]
        while let next = pending.popLast() {
            for entry in try repository.entries(ofTree: next.tree) {
                let path = next.prefix + entry.name
                if entry.isTree {
                    pending.append((path + "/", entry.id))
                } else if !entry.isGitlink {
                    out.append((path, entry.id))
                }
            }
        }
        return out
    }
}
