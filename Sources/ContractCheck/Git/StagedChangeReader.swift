/// Reads the change in the index against a tree: what `git diff --cached` shows.
///
/// The index is the one git's hooks see (`GIT_INDEX_FILE`, which is a temporary index for
/// `git commit -a` and `git commit -- <path>`). contract-check's own reader (`Git/Index/`)
/// parses it in place and reads only the trees along changed paths, skipping every directory
/// whose cache-tree id equals the tree's; that is what makes the commit-msg hook faster than
/// git. Where that reader stops (a split or sparse index, an extension it does not know) libgit2
/// reads the index, and where libgit2 cannot either, `git diff --cached` does: a fallback is
/// slower, never a different answer. A damaged file (truncated, overwritten) is the exception:
/// git reads it without checking its checksum and judges whatever the bytes say (then fails to
/// commit from it), so when neither contract-check's reader nor libgit2 reads the file and its
/// checksum does not hold (`IndexChecksum`), the reader's error is the answer: exit 2, naming
/// the file and the byte.
package struct StagedChangeReader {
    package let repository: GitRepository

    package init(repository: GitRepository) {
        self.repository = repository
    }

    /// The index against `tree` (nil: the empty tree, as on an unborn branch).
    package func changes(against tree: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        do {
            return try changesFromIndexReader(against: tree)
        } catch .indexFormat(let path, let offset, let message) {
            if let changes = try repository.stagedChangesByLibgit2(against: tree) {
                return ChangeSet(changes: changes, source: .libgit2)
            }
            // Neither reader takes it: git's own format we do not know (its checksum holds),
            // or damage (it does not).
            guard try IndexChecksum.verdict(path: repository.indexPath) != .damaged else {
                throw .indexFormat(path: path, offset: offset, message: message)
            }
            return try changesFromGit(against: tree)
        } catch {
            return try changesFromLibgit2(against: tree)
        }
    }

    /// The comparison by contract-check's own index reader; throws `.indexUnsupported` or
    /// `.indexFormat` for an index it does not read.
    package func changesFromIndexReader(against tree: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        let index = try repository.indexCache.index(at: repository.indexPath, repository: repository)
        let changes = try IndexTreeComparer(index: index, repository: repository).changes(from: tree)
        return ChangeSet(changes: changes, source: .indexReader)
    }

    /// The comparison by libgit2's `git_diff_tree_to_index`, or by git when libgit2 cannot
    /// read the index.
    package func changesFromLibgit2(against tree: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        guard let changes = try repository.stagedChangesByLibgit2(against: tree) else {
            return try changesFromGit(against: tree)
        }
        return ChangeSet(changes: changes, source: .libgit2)
    }

    /// The same comparison through `git diff --cached` (which, unlike `diff-index`, leaves out
    /// intent-to-add entries, as `git commit` does), for indexes libgit2 cannot read.
    package func changesFromGit(against tree: ObjectID?) throws(ContractCheckError) -> ChangeSet {
        let output = try repository.gitCommand().run([
            "diff", "--cached", "--no-renames", "--name-status", "-z", "--ignore-submodules=none", "--no-ext-diff",
            tree?.description ?? GitRepository.emptyTreeID,
        ])
        return ChangeSet(changes: Self.parseNameStatus(output), source: .gitCLI)
    }

    /// Parses `--name-status -z` output: a status letter, NUL, a path, NUL, repeated.
    static func parseNameStatus(_ output: [UInt8]) -> [FileChange] {
        var fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if fields.last == "" { fields.removeLast() }
        var changes: [FileChange] = []
        var index = 0
        while index + 1 < fields.count {
            let letter = fields[index].first.map(String.init) ?? "M"
            changes.append(FileChange(FileChange.Status(rawValue: letter) ?? .modified, fields[index + 1]))
            index += 2
        }
        return changes
    }
}

extension GitRepository {
    /// The id of the empty tree, which git knows without storing it.
    package static let emptyTreeID = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
}

extension StagedChangeReader {
    /// The blob id of `path` at stage 0 of the index, or nil when the index has no such entry.
    package func stagedBlobID(path: String) throws(ContractCheckError) -> ObjectID? {
        try stagedEntry(path: path)?.id
    }

    /// The blob id and mode of `path` at stage 0 of the index, or nil when the index has no such
    /// entry. Read by contract-check's index reader (a binary search), else by libgit2, else by git.
    package func stagedEntry(path: String) throws(ContractCheckError) -> BlobEntry? {
        do {
            let index = try repository.indexCache.index(at: repository.indexPath, repository: repository)
            guard let position = index.position(ofStageZero: Array(path.utf8)) else { return nil }
            return BlobEntry(id: index.objectID(position), mode: try index.mode(position))
        } catch {
            return try stagedEntryFromLibgit2(path: path)
        }
    }

    /// The same lookup through libgit2, or git when libgit2 cannot open the index.
    func stagedEntryFromLibgit2(path: String) throws(ContractCheckError) -> BlobEntry? {
        do {
            return try repository.stagedEntryByLibgit2(path: path)
        } catch {
            return try stagedEntryFromGit(path: path)
        }
    }

    /// `git ls-files --stage` for indexes libgit2 cannot open.
    func stagedEntryFromGit(path: String) throws(ContractCheckError) -> BlobEntry? {
        let output = try repository.gitCommand().run(["ls-files", "--stage", "-z", "--", ":(literal)" + path])
        // "<mode> <oid> <stage>\t<path>\0"
        let text = String(decoding: output, as: UTF8.self)
        for record in text.split(separator: "\0") {
            let fields = record.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, fields[2].hasPrefix("0\t"), let id = ObjectID(hex: String(fields[1])),
                let mode = UInt32(fields[0], radix: 8)
            else { continue }
            return BlobEntry(id: id, mode: mode)
        }
        return nil
    }
}
