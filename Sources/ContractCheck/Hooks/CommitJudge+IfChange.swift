/// The `LINT.IfChange` rule over the commit being made: the index against the commit's base
/// tree (`HEAD`, or `HEAD^` for an amend), with the message's waivers once there is a message.
extension CommitJudge {
    /// The rule's reading of the staged change. A change whose files hold no `LINT.` costs one
    /// blob read per changed file; the index's file list is read only for the reverse look-up.
    func ifChangeReading(_ commit: StagedCommit, message: StagedMessage?) throws(ContractCheckError)
        -> IfChangeReading
    {
        let repository = workspace.repository
        let reader = StagedChangeReader(repository: repository)
        let base = commit.context.baseTrees.first ?? nil
        var gatherer = IfChangeGatherer(repository: repository)
        let evaluation = try gatherer.evaluate(
            commit.changes.changes,
            old: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                guard let base else { return nil }
                return try repository.entry(atPath: path, inTree: base)
            },
            new: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                try Self.stagedEntry(path, reader: reader)
            },
            files: { () throws(ContractCheckError) -> [(path: String, id: ObjectID)] in
                try Self.stagedFiles(reader)
            })
        return IfChangeReading(
            evaluation: evaluation,
            waivers: message.map { IfChangeWaivers(message: $0.cleaned, trailers: $0.trailers) })
    }

    /// The index's entry at `path` as a tree entry: a file's own stage-0 entry, or a folder when
    /// some staged file lies under `path/`; nil when neither.
    static func stagedEntry(_ path: String, reader: StagedChangeReader) throws(ContractCheckError) -> TreeEntry? {
        if let entry = try reader.stagedEntry(path: path) {
            return TreeEntry(name: path, mode: entry.mode, id: entry.id)
        }
        guard try reader.hasStagedFile(under: path) else { return nil }
        return TreeEntry(name: path, mode: 0o040000, id: ObjectID.zero)
    }

    /// Every stage-0 file of the index with its blob id (the reverse look-up's files).
    static func stagedFiles(_ reader: StagedChangeReader) throws(ContractCheckError) -> [(path: String, id: ObjectID)] {
        try reader.stagedFiles().map { (String(decoding: $0.path, as: UTF8.self), $0.id) }
    }
}
