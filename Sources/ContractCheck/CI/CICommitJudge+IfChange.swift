extension CICommitJudge {
    /// The `LINT.IfChange` rule over the commit's whole change against its first parent (for a
    /// merge, what it adds to the automatic merge of its parents); the reverse look-up reads the
    /// commit's tree only when the commit deletes a file or removes a label.
    mutating func ifChangeEvaluation(_ info: CommitInfo) throws(ContractCheckError) -> IfChangeEvaluation {
        let repository = workspace.repository
        let change = try self.change(info)
        let merged = info.tree
        let parentTree = try info.parents.first.map { (parent: ObjectID) throws(ContractCheckError) -> ObjectID in
            try tree(of: parent)
        }
        let gatherer = ifChange
        return try ifChange.evaluate(
            change.own.changes,
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
