import ContractCheck

/// The command-line interface: finds the subcommand, parses its arguments, runs it and returns
/// the exit code. The only place (with `main.swift`) that prints.
enum CLI {
    static let version = "0.1.0"

    /// The commands, in the order `--help` lists them.
    static let commands: [(spec: CommandSpec, run: @Sendable (ParsedArguments, CLIContext) -> Int32)] = [
        (HookCommand.spec, HookCommand.run),
        (InstallCommand.spec, InstallCommand.run),
        (ManifestCommand.spec, ManifestCommand.run),
        (CheckCommand.spec, CheckCommand.run),
        (ConstantsCommand.spec, ConstantsCommand.run),
        (CICommand.spec, CICommand.run),
        (AuditCommand.spec, AuditCommand.run),
        (ExplainCommand.spec, ExplainCommand.run),
        (ParityCommand.spec, ParityCommand.run),
        (InitCommand.spec, InitCommand.run),
        (CompletionsCommand.spec, CompletionsCommand.run),
        (ManCommand.spec, ManCommand.run),
    ]

    /// The `help` command, which is not in `commands` (it runs before any of them).
    static let helpSpec = CommandSpec(
        name: "help", summary: "Show help for a command.", usage: "help [<command>]", options: [],
        positionals: 0...1, positionalName: "a command")

    /// Every command's spec, `help` last: what the completions and the manual page list.
    static var commandSpecs: [CommandSpec] {
        var help = helpSpec
        help.words = commands.map(\.spec.name)
        return commands.map(\.spec) + [help]
    }

    static var usage: String {
        var text = """
            OVERVIEW: Keep a contract document and the code it describes from drifting apart.

            USAGE: contract-check <command> [options]

            COMMANDS:

            """
        let width = (commands.map(\.spec.name.count).max() ?? 8) + 4
        for command in commands {
            text +=
                "  " + command.spec.name.padded(to: width) + command.spec.summary
                + "\n"
        }
        text += "  " + "help".padded(to: width) + "Show help for a command.\n"
        text += """

            Run 'contract-check help <command>' or 'contract-check <command> --help' for details.
            Exit codes: 0 clean, 1 a finding (violation or drift), 2 could not check.
            """
        return text
    }

    /// `contract-check help --help`.
    static let helpHelp = """
        OVERVIEW: Show help for a command.

        USAGE: contract-check help [<command>]

          <command>   One of \(commands.map(\.spec.name).joined(separator: ", ")). Without it, the list of commands.
        """

    static func run(_ argv: [String], _ context: CLIContext) -> Int32 {
        var arguments = Array(argv.dropFirst())
        guard let first = arguments.first else {
            context.console.err(usage)
            return CheckStatus.couldNotCheck.rawValue
        }
        arguments.removeFirst()
        switch first {
        case "-h", "--help":
            context.console.out(usage)
            return 0
        case "--version", "version":
            context.console.out("contract-check \(version)")
            return 0
        case "help":
            guard let name = arguments.first else {
                context.console.out(usage)
                return 0
            }
            if ["-h", "--help", "help"].contains(name) {
                context.console.out(helpHelp)
                return 0
            }
            guard let command = commands.first(where: { $0.spec.name == name }) else {
                context.console.err("contract-check: error: Unknown command \"\(FindingText.escape(name))\".")
                context.console.err(usage)
                return CheckStatus.couldNotCheck.rawValue
            }
            context.console.out(command.spec.help)
            return 0
        default:
            guard let command = commands.first(where: { $0.spec.name == first }) else {
                let what = first.hasPrefix("-") ? "option" : "command"
                context.console.err("contract-check: error: Unknown \(what) \"\(FindingText.escape(first))\".")
                context.console.err(usage)
                return CheckStatus.couldNotCheck.rawValue
            }
            let parsed: ParsedArguments
            do {
                parsed = try ArgvParser.parse(arguments, spec: command.spec)
            } catch {
                return usageError(error, spec: command.spec, context)
            }
            if parsed.helpRequested {
                context.console.out(command.spec.help)
                return 0
            }
            return command.run(parsed, context)
        }
    }

    /// Runs a command's body and turns what it throws into exit code 2: a usage error with the
    /// command's usage, a could-not-check error with its one-line reason.
    static func guarded(_ spec: CommandSpec, _ context: CLIContext, _ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let error as ArgumentError {
            return usageError(error, spec: spec, context)
        } catch let error as ContractCheckError {
            return context.couldNotCheck(error)
        } catch {
            return context.couldNotCheck(.invalidArgument("\(error)"))
        }
    }

    /// Prints an argument error and the command's usage to standard error; exit code 2.
    static func usageError(_ error: ArgumentError, spec: CommandSpec, _ context: CLIContext) -> Int32 {
        context.console.err("contract-check \(spec.name): error: \(FindingText.escape(error.description))")
        context.console.err("USAGE: contract-check \(spec.usage)\nRun 'contract-check help \(spec.name)' for more.")
        return CheckStatus.couldNotCheck.rawValue
    }
}
