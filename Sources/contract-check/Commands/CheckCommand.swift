import ContractCheck

/// `contract-check check`: the commit-msg rule applied once, for scripts.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Apply the tripwire once to the staged change and a commit message.",
        usage: "check [--message <text> | --message-file <path>] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(long: "message", short: "m", valueName: "text", help: "The commit message to judge."),
            OptionSpec(
                long: "message-file", short: "F", valueName: "path",
                help: "Read the commit message from <path> (- for standard input)."),
            OptionSpec(
                long: "cleanup", valueName: "mode",
                help:
                    "How git would clean the message: strip, whitespace, verbatim or scissors (default: "
                    + "commit.cleanup, else strip).",
                choices: MessageCleanup.Mode.allCases.map(\.rawValue)),
            OutputFormat.option,
            TextStyle.option,
        ],
        discussion:
            "Without a message the change is judged as if the message had no trailers. Exits 0 when the commit would "
            + "pass, 1 when it would be blocked, 2 when it cannot check."
    )

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            let cleanup = try ArgvParser.choice(
                parsed, "cleanup", allowed: MessageCleanup.Mode.allCases.map(\.rawValue),
                default: "")
            if parsed.value("message") != nil && parsed.value("message-file") != nil {
                context.console.err("contract-check: error: --message and --message-file cannot be combined.")
                return CheckStatus.couldNotCheck.rawValue
            }
            let workspace = try Workspace(options: context.checkOptions(parsed), withoutConfiguration: true)
            var message: [UInt8] = []
            if let text = parsed.value("message") {
                message = Array(text.utf8)
            } else if let file = parsed.value("message-file") {
                if file == "-" {
                    message = [UInt8](FileSystem.readToEnd(0) ?? [])
                } else {
                    message = try MessageFile.read(workspace.repository.environment.absolute(file), shownAs: file)
                }
            }
            let result = try CommitJudge(
                workspace: workspace,
                message: .text(message, cleanup: MessageCleanup.Mode(rawValue: cleanup)),
                gitCommandLine: nil
            ).run()
            let report = CheckOutput.report(
                result, documentPath: workspace.documentPath, sourceRoot: workspace.repository.workTree)
            return context.emit(report, format: format, parsed)
        }
    }
}
