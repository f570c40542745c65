extension CICommitJudge {
    /// The `LINT.IfChange` rule over the commit's whole change against its first parent (for a
    /// merge, what it adds to the automatic merge of its parents); the reverse look-up reads the
    /// commit's tree only when the commit deletes a file or removes a label.
    mutating func ifChangeEvaluation(_ info: CommitInfo) throws(ContractCheckError) -> IfChangeEvaluation {
        let repository = workspace.repository
        var parentTrees: [ObjectID] = []
        for parent in info.parents { parentTrees.append(try tree(of: parent)) }
        let full = try self.full(info, id: info.id)
        var change: ChangeSet
        if let first = full.first {
            change = first
        } else {
            change = try TreeDiff(repository: repository).changes(from: nil, to: info.tree)
        }
        let merged = info.tree
        if parentTrees.count > 1 {
            change = try CommitContext.mergeChanges(
                change, parents: info.parents, in: repository,
                againstParent: { (index: Int) throws(ContractCheckError) -> ChangeSet in full[index] },
                committed: { (path: String) throws(ContractCheckError) -> BlobEntry? in
                    try repository.entry(atPath: path, inTree: merged)?.blob
                })
        }
        let parentTree = parentTrees.first
        let gatherer = ifChange
        return try ifChange.evaluate(
            change.changes,
            old: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                guard let parentTree else { return nil }
                return try repository.entry(atPath: path, inTree: parentTree)
            },
            new: { (path: String) throws(ContractCheckError) -> TreeEntry? in
                try repository.entry(atPath: path, inTree: merged)
            },
            files: { () throws(ContractCheckError) -> [(path: String, id: ObjectID)] in
                try gatherer.files(of: merged)
            })
    }
}
