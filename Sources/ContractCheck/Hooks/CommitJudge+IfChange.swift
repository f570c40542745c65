/// The `LINT.IfChange` rule over the commit being made: the index against the commit's base
/// tree (`HEAD`, or `HEAD^` for an amend), with the message's waivers once there is a message.
extension CommitJudge {
    /// The rule's reading of the staged change. A change whose files hold no `LINT.` costs one
    /// blob read per changed file; the index's file list (`SourceSnapshot.indexListing`) is made
    /// only when a target is a folder or missing, or for the reverse look-up, and then once.
    func ifChangeReading(_ commit: StagedCommit, message: CommitMessage?) throws(ContractCheckError)
        -> IfChangeReading
    {
        let repository = workspace.repository
        let reader = StagedChangeReader(repository: repository)
        let base = commit.context.baseTrees.first ?? nil
        var made: FileListing?
        let listing = { () throws(ContractCheckError) -> FileListing in
            if let made { return made }
            let listing = try SourceSnapshot.indexListing(repository)
            made = listing
            return listing
        }
        var gatherer = IfChangeGatherer(repository: repository, remembers: false)
        let evaluation = try gatherer.evaluate(
            commit.changes.changes,
            old: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                guard let base else { return nil }
                return try repository.entry(atPath: path, inTree: base)
            },
            new: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                if let entry = try reader.stagedEntry(path: path) {
                    return TreeEntry(name: path, mode: entry.mode, id: entry.id)
                }
                // A folder of the commit being made: some staged file lies under it.
                let folder = path.hasSuffix("/") ? path : path + "/"
                guard try !listing().range(withPrefix: folder).isEmpty else { return nil }
                return TreeEntry(name: path, mode: 0o040000, id: ObjectID.zero)
            },
            files: { () throws(ContractCheckError) -> [(path: String, id: ObjectID)] in
                let files = try listing()
                return (0..<files.count).compactMap { position in
                    files.id(at: position).map { (files.path(at: position), $0) }
                }
            })
        return IfChangeReading(
            evaluation: evaluation,
            waivers: message.map { IfChangeWaivers(message: $0.cleaned, trailers: $0.trailers) })
    }
}
