import AnchorManifest
import ContractCheck

/// `contract-check constants`: the mirrored-constants check of §8.
enum ConstantsCommand {
    static let spec = CommandSpec(
        name: "constants",
        summary: "Cross-check the mirrored constants of §8 in the Swift and TypeScript sources.",
        usage: "constants [--staged | --rev <rev>] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(long: "staged", valueName: nil, help: "Check the index (the staged files and the staged document)."),
            OptionSpec(long: "rev", valueName: "rev", help: "Check a revision."),
            OutputFormat.option,
            OptionSpec(long: "color", valueName: "when", help: "Colour: auto (default), always or never."),
        ],
        discussion: """
            By default the working tree is checked (the tracked files, as they are on disk).
            Every bullet ends as ok, drift, unresolved or unverifiable; a coverage line closes the
            report. Exits 1 on drift or an unresolved reference, 0 when clean, 2 when it cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        do {
            let format = try OutputFormat.parse(parsed)
            if parsed.flag("staged") && parsed.value("rev") != nil {
                context.console.err("contract-check: error: --staged and --rev cannot be combined.")
                return CheckStatus.couldNotCheck.rawValue
            }
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let kind: SourceSnapshot.Kind
            if let revision = parsed.value("rev") {
                kind = .commit(try workspace.repository.resolveCommit(revision))
            } else if parsed.flag("staged") {
                kind = .staged
            } else if workspace.repository.isBare {
                guard let head = try workspace.repository.headCommit() else {
                    throw ContractCheckError.documentMissing(path: workspace.documentPath, whereLooked: "HEAD (the branch has no commits)")
                }
                kind = .commit(head)
            } else {
                kind = .workingTree
            }
            let report = try workspace.checkConstants(kind)
            return context.emit(ConstantsOutput.report(report, sourceRoot: workspace.repository.workTree), format: format, parsed)
        } catch let error as ArgumentError {
            return CLI.usageError(error, spec: spec, context)
        } catch let error as ContractCheckError {
            return context.couldNotCheck(error)
        } catch {
            return context.couldNotCheck(.invalidArgument("\(error)"))
        }
    }
}
