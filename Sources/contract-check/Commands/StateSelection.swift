import ContractCheck

/// `--staged` and `--rev <rev>`: which state of the repository a command reads. Without either,
/// the working tree (or, in a bare repository, HEAD).
enum StateSelection {
    static let options: [OptionSpec] = [
        OptionSpec(long: "staged", valueName: nil, help: "Read the index: the staged files and the staged document."),
        OptionSpec(long: "rev", valueName: "rev", help: "Read a revision."),
    ]

    static func version(_ parsed: ParsedArguments, _ workspace: Workspace) throws(ContractCheckError) -> DocumentVersion
    {
        if parsed.flag("staged") && parsed.value("rev") != nil {
            throw .invalidArgument("--staged and --rev cannot be combined.")
        }
        if let revision = parsed.value("rev") { return .commit(try workspace.repository.resolveCommit(revision)) }
        if parsed.flag("staged") { return .staged }
        guard workspace.repository.isBare else { return .workingTree }
        guard let head = try workspace.repository.headCommit() else {
            throw .documentMissing(path: workspace.documentPath, whereLooked: "HEAD (the branch has no commits)")
        }
        return .commit(head)
    }
}
