/// The index a `git commit` will commit, as its pre-commit hook saw it.
///
/// git builds the commit's tree from the index right after pre-commit and before it opens the
/// editor; commit-msg runs after the editor and reads the index file, which another terminal
/// may have changed meanwhile (`git add` of the document, as the heads-up advises). So
/// pre-commit keeps the index it saw — a hard link to the index file (git replaces the index
/// by renaming a new file over it, so the link keeps the old content), or a copy — and
/// commit-msg judges that copy instead of the index.
///
/// A record belongs to one `git commit` process: it is named after the process (pid and start
/// time, from `/proc`) and also names the boot, the index file and HEAD. commit-msg uses it only
/// when all of them match its own and the saved index still ends in the checksum recorded;
/// anything else (a record of an abandoned commit, a damaged or edited record) is ignored and
/// the index is judged as it is, as without a record. commit-msg removes the record it read;
/// pre-commit removes those of processes that have ended.
package struct StagedRecord: Sendable, Equatable {
    /// The `git commit` process both hooks run under.
    package var process: GitProcess
    /// The index file git handed the hooks (`GIT_INDEX_FILE`), absolute.
    package var indexPath: String
    /// HEAD when pre-commit ran (nil on an unborn branch).
    package var head: ObjectID?
    /// The last 20 bytes of the index pre-commit saw (its checksum trailer), in hex.
    package var indexTrailer: String

    static let header = "contract-check staged record v1"

    /// The folder records live in: the worktree's own git directory (each has its own index).
    static func folder(_ repository: GitRepository) -> String {
        repository.gitDirectory + "/contract-check"
    }

    /// The record's name in the folder; the saved index is the same name with `.index`.
    static func name(_ process: GitProcess) -> String {
        "staged-\(process.pid)-\(process.startTime)"
    }

    /// The record's text: one field a line, then the SHA-1 of the lines above it.
    func serialized() -> String {
        let body =
            [
                Self.header, "boot\t\(process.bootID)", "process\t\(process.pid)\t\(process.startTime)",
                "index\t\(DocumentSummary.escape(indexPath))", "head\t\(head?.description ?? "-")",
                "trailer\t\(indexTrailer)",
            ].joined(separator: "\n") + "\n"
        return body + "seal\t" + DocumentSummary.checksum(Array(body.utf8)) + "\nend\n"
    }

    /// Parses a record; nil for anything but a whole, sealed record.
    static func deserialize(_ bytes: [UInt8]) -> StagedRecord? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard lines.count == 9, lines[0] == header, lines[7] == "end", lines[8].isEmpty else { return nil }
        let body = lines[0..<6].joined(separator: "\n") + "\n"
        guard lines[6] == "seal\t" + DocumentSummary.checksum(Array(body.utf8)) else { return nil }
        let fields = lines[1..<6].map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard fields[0].count == 2, fields[0][0] == "boot", fields[1].count == 3, fields[1][0] == "process",
            let pid = Int32(fields[1][1]), let start = UInt64(fields[1][2]),
            fields[2].count == 2, fields[2][0] == "index", fields[3].count == 2, fields[3][0] == "head",
            fields[4].count == 2, fields[4][0] == "trailer", fields[4][1].count == 40
        else { return nil }
        let head = fields[3][1] == "-" ? nil : ObjectID(hex: fields[3][1])
        guard fields[3][1] == "-" || head != nil else { return nil }
        let process = GitProcess(pid: pid, startTime: start, bootID: fields[0][1], commandLine: [])
        return StagedRecord(
            process: process, indexPath: DocumentSummary.unescape(fields[2][1]), head: head,
            indexTrailer: fields[4][1])
    }

    /// The last 20 bytes of the regular file `name` in `folder`, in hex, or nil when it cannot
    /// be read or is shorter than an index header and trailer.
    static func trailer(in folder: GitDirectoryFolder, _ name: String) -> String? {
        guard let bytes = folder.lastBytes(of: name, count: 20, minimumSize: 32) else { return nil }
        return bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
    }
}

extension StagedRecord {
    /// pre-commit: keeps the index `repository` reads for the commit `process` is making, in
    /// `<git dir>/contract-check` (`GitDirectoryFolder`: a real folder of this user, never
    /// followed through a link). An older record of this process never survives.
    ///
    /// When the record cannot be kept (the folder is a file or a link, the disk is full) this
    /// throws, and the hook stops the commit: commit-msg without the record would judge the
    /// live index, which a document staged while the message is being written changes. The
    /// error says what failed, how to fix it and `--no-verify`.
    package static func save(_ repository: GitRepository, process: GitProcess) throws(ContractCheckError) {
        let name = Self.name(process)
        let folder: GitDirectoryFolder
        switch GitDirectoryFolder.open(Self.folder(repository), create: true) {
        case .success(let opened): folder = opened
        case .failure(let refusal): throw notKept(refusal.path, refusal.reason + ".")
        }
        folder.remove(name)
        folder.remove(name + ".index")
        removeEnded(in: folder)
        do throws(ContractCheckError) {
            let index = repository.indexPath
            if !folder.link(index, as: name + ".index") { try folder.copy(index, as: name + ".index") }
            guard let trailer = trailer(in: folder, name + ".index") else {
                throw .io(path: folder.path(name + ".index"), message: "the saved index cannot be read back")
            }
            let record = StagedRecord(
                process: process, indexPath: index, head: try repository.headCommit(), indexTrailer: trailer)
            try folder.write(Array(record.serialized().utf8), as: name)
        } catch {
            folder.remove(name + ".index")
            guard case .write(let path, let message) = error else { throw notKept(folder.path, "\(error).") }
            throw notKept(folder.path, "\"\(path)\": \(message).")
        }
    }

    /// The error pre-commit stops the commit with when it cannot keep its record.
    static func notKept(_ folder: String, _ reason: String) -> ContractCheckError {
        .write(
            path: folder,
            message: "pre-commit keeps the staged index there for commit-msg, and \(reason) Without that "
                + "record a file staged while the commit message is being written would be judged as part of "
                + "the commit, so the commit is stopped. Fix it (a symbolic link or file there: remove it, and "
                + "contract-check creates the folder; a full disk: free space), or commit with --no-verify to "
                + "skip the hooks.")
    }

    /// commit-msg: the saved index of the commit `process` is making, when this process's
    /// pre-commit left a record that holds in every field (nil otherwise). The record is
    /// removed either way: it serves one commit-msg.
    package static func take(_ repository: GitRepository, process: GitProcess) throws(ContractCheckError) -> String? {
        let name = Self.name(process)
        guard case .success(let folder) = GitDirectoryFolder.open(Self.folder(repository), create: false),
            let bytes = folder.read(name)
        else { return nil }
        folder.remove(name)
        guard let record = deserialize(bytes), record.process.pid == process.pid,
            record.process.startTime == process.startTime, record.process.bootID == process.bootID,
            record.indexPath == repository.indexPath, record.head == (try repository.headCommit()),
            trailer(in: folder, name + ".index") == record.indexTrailer
        else {
            folder.remove(name + ".index")
            return nil
        }
        return folder.path(name + ".index")
    }

    /// The paths staged differently in `now` than in `saved` (the index pre-commit kept), by
    /// bytes and in git's order: what was staged while the message was being written. Empty
    /// at once when the two are one file (the hard link still shares the index's inode).
    package static func pathsStagedSince(
        _ saved: GitRepository,
        now: GitRepository
    ) throws(ContractCheckError) -> [String] {
        if FileSystem.isSameFile(saved.indexPath, now.indexPath) { return [] }
        let tree = try now.headCommit().map { (commit: ObjectID) throws(ContractCheckError) -> ObjectID in
            try now.tree(ofCommit: commit)
        }
        let savedReader = StagedChangeReader(repository: saved)
        let nowReader = StagedChangeReader(repository: now)
        // A path staged differently in the two differs from HEAD in at least one of them.
        var candidates: [[UInt8]: String] = [:]
        for path in try savedReader.changes(against: tree).paths + nowReader.changes(against: tree).paths {
            candidates[Array(path.utf8)] = path
        }
        var late: [String] = []
        for path in candidates.values {
            let committed = try savedReader.stagedEntry(path: path)
            if try nowReader.stagedEntry(path: path) != committed { late.append(path) }
        }
        return late.sorted(by: PathUtilities.precedes)
    }

    /// Removes the saved index `take` handed out, once it has been judged.
    package static func discard(_ savedIndex: String) {
        guard case .success(let folder) = GitDirectoryFolder.open(PathUtilities.dirname(savedIndex), create: false)
        else { return }
        folder.remove(PathUtilities.basename(savedIndex))
    }

    /// Removes the records (and saved indexes) of `git` processes that have ended: files and
    /// links in the folder only, never a folder or anything a link points to.
    static func removeEnded(in folder: GitDirectoryFolder) {
        for name in folder.names() where name.hasPrefix("staged-") {
            let parts = name.dropFirst("staged-".count).split(separator: ".")[0].split(separator: "-")
            guard parts.count == 2, let pid = Int32(parts[0]), let start = UInt64(parts[1]) else { continue }
            if ProcessAncestry.startTime(of: pid) != start, folder.modificationTime(ofNonFolder: name) != nil {
                folder.remove(name)
            }
        }
    }
}
