extension Workspace {
    /// The state `explain` and `parity` read: the working tree, or `HEAD` in a bare repository,
    /// with the snapshot of the repository's files in that state.
    package func currentState() throws(ContractCheckError) -> (version: DocumentVersion, snapshot: SourceSnapshot) {
        guard repository.isBare else {
            return (.workingTree, try SourceSnapshot(repository: repository, kind: .workingTree))
        }
        guard let head = try repository.headCommit() else {
            throw .documentMissing(path: documentPath, whereLooked: "HEAD (the branch has no commits)")
        }
        return (.commit(head), try SourceSnapshot(repository: repository, kind: .commit(head)))
    }
}
