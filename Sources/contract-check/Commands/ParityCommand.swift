import ContractCheck

/// `contract-check parity`: which platforms anchor each surface of the document.
enum ParityCommand {
    static let spec = CommandSpec(
        name: "parity",
        summary: "Show which platforms anchor each surface of the document, and what each one misses.",
        usage: "parity [--require <platform>]... [--format text|json] [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(
                long: "require", valueName: "platform", repeatable: true,
                help: "Exit 1 when <platform> misses a surface (repeatable)."),
            OutputFormat.textOrJSONOption,
        ],
        discussion: """
            A surface is a section with a side | anchor table or an "Anchors:" line, or a bullet of
            the mirrored-constants section. Platforms are the configuration's platform = <name>:<folder>/
            lines, or else the Path conventions roots (named by their first segment). A platform
            anchors a surface when a path the surface names resolves to a file in its folders; a
            mirrored-constants bullet only where that platform's side holds the values (a side
            with drift is named, and missing), and a bullet with a prose side is by design for the
            platforms without a side. Reads the working tree's document (HEAD's in a bare
            repository). Exits 0, or 1 when a --require platform misses a surface, or 2 when it
            cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try ArgvParser.choice(
                parsed, "format", allowed: OutputFormat.textOrJSONOption.choices, default: "text")
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let report = try ParityRunner(workspace: workspace, required: parsed.all("require")).run()
            let status: CheckStatus = report.failedRequirements.isEmpty ? .clean : .findings
            context.console.out(
                format == "json"
                    ? ParityOutput.json(report, status: status).serialized()
                    : ParityOutput.text(report))
            return status.rawValue
        }
    }
}
