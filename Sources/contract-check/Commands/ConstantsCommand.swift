import AnchorManifest
import ContractCheck

/// `contract-check constants`: the mirrored-constants check of §8.
enum ConstantsCommand {
    static let spec = CommandSpec(
        name: "constants",
        summary: "Cross-check the document's mirrored constants in the Swift, TypeScript and Kotlin sources.",
        usage: "constants [--staged | --rev <rev>] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + StateSelection.options + [
            OutputFormat.option,
            TextStyle.option,
        ],
        discussion: """
            By default the working tree is checked (the tracked files, as they are on disk).
            Every bullet ends as ok, drift, unresolved or unverifiable; a coverage line closes the
            report. Exits 1 on drift or an unresolved reference, 0 when clean, 2 when it cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CLI.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let report = try workspace.checkConstants(StateSelection.version(parsed, workspace))
            return context.emit(
                ConstantsOutput.report(report, sourceRoot: workspace.repository.workTree), format: format, parsed)
        }
    }
}
